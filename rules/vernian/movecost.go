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
//
// In a Base Change or Sortie Phase the side's air units have their air
// moves (one point per hex, left the hexes they may fly); in a movement
// phase a passenger's one destination is its Zeppelin's hex, costing all
// its movement points (000 Über-Zeppelins, Disembarkation).
func (st *State) MoveCosts(side, unit string) (costs map[string]int, left int, ok bool) {
	// The gating of Legal and genMove: the phasing side, a phase whose
	// moves are ground movement, a unit of side.
	if st.Over || side == "" || side != st.active() || !st.phase().Allows("move") {
		return nil, 0, false
	}
	i := st.unitArg(unit)
	if i < 0 || st.Units[i].Side != side {
		return nil, 0, false
	}
	switch kind := st.phaseKind(); {
	case (kind == "base-change" || kind == "sortie") && st.isAir(&st.Units[i]):
		return st.airMoveCosts(i)
	case kind == "movement" && st.Units[i].Loc.IsAboard():
		// Disembarking costs all of a ground unit's movement points.
		costs = map[string]int{}
		for _, d := range st.destinations(i) {
			costs[st.text(d.loc)] = d.cost
		}
		return costs, st.allowance(i), true
	case kind != "movement":
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

// airMoveCosts are air unit i's Base Change or Sortie destinations, each
// costing one movement point per hex flown ("Zeppelins always pay one
// movement point per hex, never more"), and the hexes it may fly in this
// phase (0 once it has moved or when it may not).
func (st *State) airMoveCosts(i int) (map[string]int, int, bool) {
	limit, _, why := st.airLimit(i)
	if why != "" {
		return map[string]int{}, 0, true
	}
	costs := map[string]int{}
	for _, d := range st.destinations(i) {
		costs[st.text(d.loc)] = d.cost
	}
	return costs, limit, true
}
