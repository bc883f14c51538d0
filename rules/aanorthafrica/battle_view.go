package aanorthafrica

import "sandtable/rules"

// The battle in progress, for the window's battle dialog (ui/app
// battle.go): while a battle is being fought the attacking side's data
// holds, publicly (every side reads it),
//
//	"battle"        the battle's space label ("Tobruk");
//	"battle-round"  the combat round, 0 before the first (AT guns, flak).
//
// Both are public: the battle, its units and its dice are seen by all.

// Side data keys of the battle in progress.
const (
	BattleKey      = "battle"
	BattleRoundKey = "battle-round"
)

// setBattleViews puts the battle in progress in the attacker's data.
func (st *State) setBattleViews(v *rules.View) {
	if st.Over || st.Battle.Space == "" {
		return
	}
	att := st.SideOf(st.Battle.Nation)
	v.SetSide(att, rules.SideEntry{Key: BattleKey, Label: "Battle at", Kind: rules.SideText, Text: st.Battle.Space})
	v.SetSide(att, rules.SideEntry{Key: BattleRoundKey, Label: "Round", Kind: rules.SideNumber, Number: st.Battle.Round})
}
