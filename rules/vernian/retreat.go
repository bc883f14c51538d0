package vernian

import (
	"slices"

	"sandtable/board"
	"sandtable/rules"
)

// Retreats. GWIE's retreat rules are not ours; the seed asks only that
// stacking and "Only one Tank unit can be in a stack" (000 Part II Tanks)
// hold. A retreat is one hex, chosen by rule (RULINGS.md Ground combat).

// stackLocs are the distinct locations of units, in order.
func stackLocs(st *State, units []int) []rules.Location {
	var out []rules.Location
	for _, i := range units {
		if l := st.Units[i].Loc; !slices.Contains(out, l) {
			out = append(out, l)
		}
	}
	return out
}

// retreat moves units one hex away from from, all to the same hex, chosen
// by rule (RULINGS.md): passable, no enemy ground units, within stacking,
// preferring hexes next to no enemy ground unit, then in the retreating
// side's Attack Supply, then board order. Units that cannot retreat are
// eliminated.
func (st *State) retreat(units []int, from rules.Location, ctx *rules.Context) {
	if len(units) == 0 {
		return
	}
	side := st.Units[units[0]].Side
	m := st.mapOf(from)
	occ := st.occupancy()
	net := st.supply(side)
	// The stack's tank goes with it when no infantry of the hex stays
	// behind (a tank "must always be stacked with an Infantry unit"), so
	// it counts for "Only one Tank unit can be in a stack" like the units.
	along := st.tankFollowing(units, from)
	w, tank := 0, along >= 0
	for _, i := range units {
		w += st.weight(&st.Units[i])
		tank = tank || st.isTank(&st.Units[i])
	}
	best, bestScore := board.Cell{}, -1
	var buf []board.Cell
	for _, c := range m.Topology.Neighbors(from.Cell, buf) {
		l := rules.CellLocation(m, c)
		if !st.passable(m, from.Cell, c) || occ.has(m.ID, c, enemy(side)) || st.overstack(st.stackWeight(l, side), w) > 0 {
			continue
		}
		// 000 Part II Tanks: "Only one Tank unit can be in a stack".
		if tank && st.tankAt(l, side) >= 0 {
			continue
		}
		score := 0
		near := false
		var buf2 []board.Cell
		for _, n := range m.Topology.Neighbors(c, buf2) {
			near = near || occ.has(m.ID, n, enemy(side))
		}
		if !near {
			score += 2
		}
		if net.At(l) == AttackSupply {
			score++
		}
		if score > bestScore {
			best, bestScore = c, score
		}
	}
	if bestScore < 0 {
		for _, i := range units {
			if st.Units[i].Loc.OnMap() {
				ctx.Logf("%s cannot retreat from %s", st.name(i), st.place(from))
				st.takeSteps(i, rules.StepCount(st.fixed.s, &st.Units[i]), ctx)
			}
		}
		return
	}
	to := rules.CellLocation(m, best)
	goers := units
	if along >= 0 {
		goers = append(slices.Clone(units), along)
	}
	for _, i := range goers {
		st.Units[i].Loc = to
	}
	ctx.Logf("retreat: %s from %s to %s", joinNames(unitNames(st, goers)), st.place(from), st.place(to))
}
