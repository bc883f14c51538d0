package outofafrica

import (
	"fmt"
	"slices"

	"sandtable/rules"
	"sandtable/rules/kit"
)

// This file is the seed's first map change (L11):
//
//	"Add off-map Upper Egypt space connected to Cairo. Add off-map Tripoli
//	port space connected to Libya. CP units may not enter these spaces,
//	but may attack into them."
//
// The spaces are map data, listed in [rules] offmap. A Central Powers
// unit never enters them: no move, redeployment, retreat, advance,
// invasion or placement; an attack into them is allowed (a won attack
// does not advance into them: ruling OA-47, lane 5's advance asks the
// may-enter hook and is refused here). The map changes 2-4 (Reggio,
// Vichy, Massif Central, the victory spaces) are map data alone (lane 2).

// RuleMapChanges is the seed's map changes.
const RuleMapChanges = "Out of Africa map changes 1: the off-map spaces"

var _ = addMayEnter(func(st *State, i int, _, to string, how Motion) *rules.Refusal {
	if how == MotionAttack || st.Units[i].Side != CP || !slices.Contains(st.fixed.r.Offmap, to) {
		return nil
	}
	return &rules.Refusal{Rule: RuleMapChanges, Reason: fmt.Sprintf("Central Powers units may not enter %s (they may attack into it)", to)}
})

func init() {
	book.Section(kit.Section[*State]{Rule: RuleMapChanges, Title: "Map changes: the off-map spaces", Order: 30,
		Text: `"Add off-map Upper Egypt space connected to Cairo. Add off-map Tripoli port space connected to Libya. CP units may not enter these spaces, but may attack into them. Both of these spaces are places where Draka Reinforcements can be placed and Draka Supply traced." (Out of Africa, map changes 1.)

A Central Powers unit never moves, redeploys, retreats, advances or is placed into an off-map space; it may attack into one, and does not advance into it after winning.`})
}
