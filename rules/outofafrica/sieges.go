package outofafrica

import (
	"sandtable/rules"
	"sandtable/rules/kit"
)

// This file is the siege phase (PLAN.md §1). The seed places fortresses
// (Rome "a Level 2 Fortress", L29; Constantinople and Ankara, L35; Sofia,
// L39) and names "intact" and "besieged" fortresses (L144, the GG Corps)
// but leaves the siege procedure to the base game, which Sandtable does
// not ship: the siege phase is left to the players, each side in turn,
// with a checklist line saying so.

// RuleSieges is the siege phase, left to the players.
const RuleSieges = "Sieges (left to the players)"

var _ = addChecklist(PhaseSieges, func(st *State, _ string) []rules.CheckItem {
	if st.Side == "" {
		return nil
	}
	return []rules.CheckItem{{Text: "The " + st.SideName(st.Side) + " roll for their sieges as their base game says, and record a fortress taken by adjusting its control; then end the phase (" + RuleSieges + ")"}}
})

func init() {
	book.Section(kit.Section[*State]{Rule: RuleSieges, Title: "Sieges", Order: 630,
		Text: `The seed places fortresses and speaks of "intact" fortresses but leaves sieges to the base game, which Sandtable does not include. In the siege phase each side in turn rolls for its sieges as its base game says and records a fortress taken by adjusting the space's control, then ends the phase.`})
}
