package vernian

import "sandtable/rules"

var _ rules.MoveCoster = (*State)(nil)

// MoveCosts implements rules.MoveCoster. In a movement phase of side, for
// one of side's units that moves on the ground, costs holds each
// destination of the unit's move actions in Legal(side) with the movement
// points the move spends (the same destinations genMove lists, with the
// cost applyMove charges), and left is what remains of the unit's
// allowance this phase: doubled on Operational Turn 1 (000 Movement), the
// Armored Front Buster's one hex only in Attack Supply (000 Part II). A
// unit with nothing left has ok true and no costs. Set-up and New Units
// placements cost nothing, and fortresses, Zeppelins and flyers make no
// ground moves: ok is false for them, as when side may not move unit now.
//
// On Operational Turn 1 a German unit's left is its doubled allowance's,
// and most moves are doubled ones. A normal move (to a hex no doubled move
// reaches, such as Luxembourg) ends the doubling: after it the unit has
// its printed allowance less everything spent (RULINGS.md Movement), not
// left less the move's cost.
func (st *State) MoveCosts(side, unit string) (costs map[string]int, left int, ok bool) {
	// The gating of Legal and genMove: the phasing side, a phase whose
	// moves are ground movement, a unit of side.
	if st.Over || side == "" || side != st.active() || !st.phase().Allows("move") || st.phaseKind() != "movement" {
		return nil, 0, false
	}
	i := st.unitArg(unit)
	if i < 0 || st.Units[i].Side != side {
		return nil, 0, false
	}
	if can, _, _ := st.canMove(i); !can {
		return nil, 0, false
	}
	u := &st.Units[i]
	costs = map[string]int{}
	for _, d := range st.destinations(i) {
		costs[st.text(d.loc)] = d.cost
	}
	left = st.allowance(i) - st.Spent[u.ID]
	if st.isAFB(u) && st.supply(side).At(u.Loc) != AttackSupply {
		left = 0 // "a movement rate of one hex per turn if in Attack Supply, otherwise zero"
	}
	return costs, max(left, 0), true
}
