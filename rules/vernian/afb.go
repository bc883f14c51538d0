package vernian

import (
	"fmt"
	"math"
	"slices"

	"sandtable/board"
	"sandtable/rules"
)

// afbMoved is the Spent marker of an AFB that has moved this phase.
const afbMoved = 1

// afbStep reports whether the AFB may enter c from its hex on m: 000 Part
// II, "It cannot move into Mountain hexes, nor can it cross all-sea
// hexsides or enter sea hexes."
func (st *State) afbStep(i int, c board.Cell) string {
	u := &st.Units[i]
	m := st.mapOf(u.Loc)
	if !m.Topology.Adjacent(u.Loc.Cell, c) {
		return "the Armored Front Buster moves one hex per turn"
	}
	if t := m.TerrainAt(c); t != nil && t.ID == "mountain" {
		return "the Armored Front Buster cannot move into Mountain hexes"
	}
	if !st.passable(m, u.Loc.Cell, c) {
		return "the Armored Front Buster cannot cross all-sea hexsides, enter sea hexes or neutral countries"
	}
	return ""
}

// afbDestinations: "a movement rate of one hex per turn if in Attack
// Supply, otherwise zero"; "it can always move one hex per turn,
// regardless of what is in front of it".
func (st *State) afbDestinations(i int) []dest {
	u := &st.Units[i]
	if st.Spent[u.ID] >= afbMoved || st.supply(u.Side).At(u.Loc) != AttackSupply {
		return nil
	}
	m := st.mapOf(u.Loc)
	net := st.supply(u.Side)
	var out []dest
	var buf []board.Cell
	for _, c := range m.Topology.Neighbors(u.Loc.Cell, buf) {
		l := rules.CellLocation(m, c)
		if st.afbStep(i, c) != "" || !st.fits(i, l) {
			continue
		}
		// 000 Supply 1: "Units cannot voluntarily move out of Attack
		// Supply" - the AFB included.
		if net.At(l) != AttackSupply {
			continue
		}
		out = append(out, dest{loc: l, cost: 1})
	}
	slices.SortFunc(out, func(a, b dest) int { return m.Topology.Index(a.loc.Cell) - m.Topology.Index(b.loc.Cell) })
	return out
}

// afbWhy explains a refused AFB move.
func (st *State) afbWhy(i int, l rules.Location) string {
	u := &st.Units[i]
	if st.Spent[u.ID] >= afbMoved {
		return "the Armored Front Buster has already moved its one hex this turn"
	}
	if s := st.supply(u.Side).At(u.Loc); s != AttackSupply {
		return fmt.Sprintf("the Armored Front Buster moves only in Attack Supply; it is in %s", supplyName(s))
	}
	if why := st.afbStep(i, l.Cell); why != "" {
		return why
	}
	if st.supply(u.Side).At(l) != AttackSupply {
		return fmt.Sprintf("units cannot voluntarily move out of Attack Supply, and %s is not in Attack Supply (%s 1)", st.text(l), RuleSupply)
	}
	return st.overstackWhy(l)
}

// straightBack is the hex beyond to seen from from (the neighbour of to
// nearest the point mirrored through it), and whether it is on the map.
func straightBack(st *State, mapID string, from, to board.Cell) (board.Cell, bool) {
	m := st.fixed.s.Map(mapID)
	t := m.Topology
	pf, pt := t.Center(from), t.Center(to)
	want := board.Point{X: 2*pt.X - pf.X, Y: 2*pt.Y - pf.Y}
	best, bestD := board.Cell{}, math.Inf(1)
	var buf []board.Cell
	for _, n := range t.Neighbors(to, buf) {
		p := t.Center(n)
		if d := math.Hypot(p.X-want.X, p.Y-want.Y); d < bestD {
			best, bestD = n, d
		}
	}
	// Off the map when the nearest neighbour is not where a hex would be.
	size := math.Hypot(pt.X-pf.X, pt.Y-pf.Y)
	return best, bestD < size/2
}

// moveAFB: "Any enemy ground units in the hex moved into are pushed
// straight back one hex; if this results in overstacking, the surplus
// units that were in the hex retreated into must themselves retreat back a
// hex, etc. Any units forced off the map are destroyed. If the hex moved
// into is a fortress, the fortress is automatically destroyed."
func (st *State) moveAFB(i int, l rules.Location, ctx *rules.Context) error {
	u := &st.Units[i]
	from := u.Loc
	if st.Spent == nil {
		st.Spent = map[string]int{}
	}
	st.Spent[u.ID] = afbMoved
	ctx.Logf("%s rolls from %s to %s", st.name(i), st.text(from), st.text(l))
	foe := enemy(u.Side)
	m := st.mapOf(l)
	if st.fixed.forts[m.ID][l.Cell] && !slices.Contains(st.FortsDestroyed, st.key(l)) {
		st.FortsDestroyed = append(st.FortsDestroyed, st.key(l))
		ctx.Logf("the fortress at %s is destroyed (%s)", st.text(l), RuleAFB)
		for _, j := range st.groundAt(l, foe) {
			if st.isFortress(&st.Units[j]) {
				ctx.Logf("%s is destroyed with its fortress", st.name(j))
				st.Units[j].Loc = rules.Eliminated
			}
		}
	}
	st.push(st.groundAt(l, foe), from.Cell, l, ctx, 0)
	u.Loc = l
	st.sweepTanks(ctx)
	return nil
}

// push moves units straight back from hex at (entered from the cell
// before), cascading overstacks; depth bounds the cascade.
func (st *State) push(units []int, before board.Cell, at rules.Location, ctx *rules.Context, depth int) {
	if len(units) == 0 {
		return
	}
	side := st.Units[units[0]].Side
	m := st.mapOf(at)
	next, on := straightBack(st, m.ID, before, at.Cell)
	blocked := !on || depth > m.Topology.Len() || !st.passable(m, at.Cell, next) || len(st.groundAt(rules.CellLocation(m, next), enemy(side))) > 0
	if blocked {
		for _, j := range units {
			ctx.Logf("%s is pushed off the map or into impassable ground and destroyed (%s)", st.name(j), RuleAFB)
			st.Units[j].Loc = rules.Eliminated
		}
		return
	}
	to := rules.CellLocation(m, next)
	resident := st.groundAt(to, side)
	for _, j := range units {
		st.Units[j].Loc = to
	}
	ctx.Logf("pushed back: %s from %s to %s (%s)", joinNames(unitNames(st, units)), st.text(at), st.text(to), RuleAFB)
	// Overstacked: "the surplus units that were in the hex retreated into
	// must themselves retreat back a hex".
	over := st.overstack(st.stackWeight(to, side), 0)
	var surplus []int
	for k := len(resident) - 1; k >= 0 && over > 0; k-- {
		j := resident[k]
		if w := st.weight(&st.Units[j]); w > 0 {
			surplus = append(surplus, j)
			over -= w
		}
	}
	// "Only one Tank unit can be in a stack": a tank pushed in sends the
	// tank that was there back with the surplus; a tank whose infantry all
	// go back goes with them.
	pushedTank := slices.ContainsFunc(units, func(j int) bool { return st.isTank(&st.Units[j]) })
	if k := slices.IndexFunc(resident, func(j int) bool { return st.isTank(&st.Units[j]) }); k >= 0 && pushedTank {
		surplus = append(surplus, resident[k])
	} else if t := st.tankFollowing(surplus, to); t >= 0 {
		surplus = append(surplus, t)
	}
	st.push(surplus, at.Cell, to, ctx, depth+1)
}
