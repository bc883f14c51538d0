package aanorthafrica

import (
	"strconv"

	"sandtable/rules"
)

// The battle in progress, for the window's battle dialog: while a battle
// is being fought every side's view holds, publicly,
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

// setBattleViews puts the battle in progress in every side's data.
func (st *State) setBattleViews(v *rules.View) {
	if st.Over || st.Battle.Space == "" {
		return
	}
	for _, side := range Sides {
		v.SetSide(side, rules.SideEntry{Key: BattleKey, Label: "Battle at", Kind: rules.SideText, Text: st.Battle.Space})
		v.SetSide(side, rules.SideEntry{Key: BattleRoundKey, Label: "Round", Kind: rules.SideText, Text: strconv.Itoa(st.Battle.Round)})
	}
}
