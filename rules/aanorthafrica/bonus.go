package aanorthafrica

import (
	"fmt"

	"sandtable/rules"
	"sandtable/rules/kit"
)

// This file is the seed's "Start-up":
//
//	"At the beginning of the first turn, each side gets a one-time bonus
//	of 12 IPCs (as in A&AE) to spend or save as desired. Units purchased
//	with this money must be placed upon the game board in any space or
//	spaces the owner controls. No order of placement."
//
// State.Bonus[side] is [rules].bonus at the start; purchases drawing on
// it (lane D, ruling N-2) take it down. It is public.

// RuleBonus is the seed's turn-1 bonus.
const RuleBonus = "Start-up"

// setBonusViews puts each side's unspent bonus in v, public.
func (st *State) setBonusViews(v *rules.View) {
	for _, side := range Sides {
		v.SetSide(side, rules.SideEntry{Key: "bonus", Label: "Bonus IPCs", Kind: rules.SideNumber, Number: st.Bonus[side]})
	}
}

func init() {
	book.Section(kit.Section[*State]{Rule: RuleBonus, Title: "Start-up bonus", Order: 25,
		Text: `"At the beginning of the first turn, each side gets a one-time bonus of 12 IPCs (as in A&AE) to spend or save as desired. Units purchased with this money must be placed upon the game board in any space or spaces the owner controls. No order of placement." The unspent bonus is public.`,
		More: func(st *State) (string, []rules.RefTable) {
			return fmt.Sprintf("The bonus in this game: %d IPCs for each side.", st.fixed.r.Bonus), nil
		}})
}
