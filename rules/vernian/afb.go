package vernian

import (
	"fmt"
	"math"
	"slices"

	"sandtable/board"
	"sandtable/rules"
	"sandtable/rules/kit"
)

func init() {
	book.Section(kit.Section[*State]{Rule: RuleAFB, Title: "The Armored Front Buster", Order: 170,
		Text: `The Allies' land battleship. It counts as a division for stacking, has no attack strength, is immune to Monstrous Artilleries and never suffers attrition; its hex cannot be attacked in normal combat, but other units there can be bombarded.

- It moves one hex per turn while in Attack Supply (none otherwise), never into mountains or the sea or across all-sea hexsides, and never out of Attack Supply.
- It may enter a hex holding enemy ground units: they are pushed straight back one hex. If that overstacks the hex they enter, the units that were already there must go on back (their owner chooses which, push-out), and so on. Units pushed off the map, into the sea, a neutral country or a hex holding Allied units are destroyed.
- A fortress in the hex it enters is destroyed.`,
	})
}

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

// afbWhy explains a refused AFB move, with the rule.
func (st *State) afbWhy(i int, l rules.Location) *rules.Refusal {
	u := &st.Units[i]
	if st.Spent[u.ID] >= afbMoved {
		return refusalOf(RuleAFB, "the Armored Front Buster has already moved its one hex this turn")
	}
	if s := st.supply(u.Side).At(u.Loc); s != AttackSupply {
		return refusalOf(RuleAFB, fmt.Sprintf("the Armored Front Buster moves only in Attack Supply; it is in %s", supplyName(s)))
	}
	if why := st.afbStep(i, l.Cell); why != "" {
		return refusalOf(RuleAFB, why)
	}
	if st.supply(u.Side).At(l) != AttackSupply {
		return refusalOf(RuleSupply+" 1", fmt.Sprintf("units cannot voluntarily move out of Attack Supply, and %s is not in Attack Supply", st.place(l)))
	}
	return refusalOf(RuleStacking, st.overstackWhy(l))
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
	ctx.Logf("%s rolls %s → %s", st.name(i), st.place(from), st.place(l))
	foe := enemy(u.Side)
	m := st.mapOf(l)
	if st.fixed.forts[m.ID][l.Cell] && !slices.Contains(st.FortsDestroyed, st.key(l)) {
		st.FortsDestroyed = append(st.FortsDestroyed, st.key(l))
		ctx.Logf("the fortress at %s is destroyed (%s)", st.place(l), RuleAFB)
		for _, j := range st.groundAt(l, foe) {
			if st.isFortress(&st.Units[j]) {
				ctx.Logf("%s is destroyed with its fortress", st.name(j))
				st.Units[j].Loc = rules.Eliminated
			}
		}
	}
	st.push(st.groundAt(l, foe), from.Cell, l, ctx, 0)
	u.Loc = l
	if st.Pending == nil {
		st.sweepTanks(ctx)
		return nil
	}
	st.Pending.Then = "push"
	st.settle(ctx)
	return nil
}

// PushOut is a push that overstacked a hex: the surplus units that were
// in the hex before must go on back, and their owner chooses which.
type PushOut struct {
	Side string `json:"side"` // the pushed side, who chooses
	Hex  string `json:"hex"`  // the overstacked hex
	From string `json:"from"` // the hex the push came from ("straight back" goes on away from it)
	// Residents are the units that were in Hex before the push.
	Residents []string `json:"residents"`
	// Chosen are the residents chosen so far to go on back.
	Chosen []string `json:"chosen,omitempty"`
	// Tank is set when a tank was pushed into Hex (only one may stay).
	Tank  bool `json:"tank,omitempty"`
	Depth int  `json:"depth"`
}

// push moves units straight back from hex at (entered from the cell
// before). When that overstacks the hex they enter, the surplus must go on
// back: a PushOut waits for its owner's choice (State.Pending); depth
// bounds the cascade.
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
	ctx.Logf("pushed back: %s from %s to %s (%s)", joinNames(unitNames(st, units)), st.place(at), st.place(to), RuleAFB)
	tank := slices.ContainsFunc(units, func(j int) bool { return st.isTank(&st.Units[j]) })
	if st.overstack(st.stackWeight(to, side), 0) <= 0 && !(tank && slices.ContainsFunc(resident, func(j int) bool { return st.isTank(&st.Units[j]) })) {
		return
	}
	if st.Pending == nil {
		st.Pending = &Pending{}
	}
	st.Pending.Push = &PushOut{Side: side, Hex: st.text(to), From: st.text(at), Residents: ids(st, resident), Tank: tank, Depth: depth}
}

// pushChoices are the residents that may be chosen to go on back now, the
// default first (the last to have come): divisions, while the hex is
// overstacked. None when enough have been chosen.
func (st *State) pushChoices(pu *PushOut) []int {
	to, _ := rules.ParseLocation(st.fixed.s, pu.Hex)
	over := st.overstack(st.stackWeight(to, pu.Side), 0)
	var out []int
	for k := len(pu.Residents) - 1; k >= 0; k-- {
		j := st.Units.Index(pu.Residents[k])
		if j < 0 || st.Units[j].Loc != to {
			continue
		}
		if w := st.weight(&st.Units[j]); w > 0 {
			if slices.Contains(pu.Chosen, pu.Residents[k]) {
				over -= w
			} else {
				out = append(out, j)
			}
		}
	}
	if over <= 0 {
		return nil
	}
	return out
}

// settlePush chooses the surplus the rules force (or, with automatic
// losses, the default) and, once enough units go, pushes them on. It
// reports false when the owner must choose.
func (st *State) settlePush(pu *PushOut, ctx *rules.Context) bool {
	choices := st.pushChoices(pu)
	if len(choices) > 0 {
		to, _ := rules.ParseLocation(st.fixed.s, pu.Hex)
		need, all := st.overstack(st.stackWeight(to, pu.Side), 0), 0
		for _, id := range pu.Chosen {
			need -= st.weight(&st.Units[st.Units.Index(id)])
		}
		for _, j := range choices {
			all += st.weight(&st.Units[j])
		}
		// Face-down units are never alike to the game: whether they are is
		// their owner's secret (as with losses, lossForced).
		hidden := slices.ContainsFunc(choices, func(j int) bool { return st.Units[j].Hidden })
		if (hidden || !alike(st, choices)) && need < all && !st.automatic() {
			return false
		}
		pu.Chosen = append(pu.Chosen, st.Units[choices[0]].ID)
		return true
	}
	// Enough chosen: they go on back. "Only one Tank unit can be in a
	// stack": a tank pushed in sends the tank that was there back with
	// them; a tank whose infantry all go back goes with them.
	to, _ := rules.ParseLocation(st.fixed.s, pu.Hex)
	from, _ := rules.ParseLocation(st.fixed.s, pu.From)
	var surplus []int
	for _, id := range pu.Chosen {
		surplus = append(surplus, st.Units.Index(id))
	}
	resTank := -1
	for _, id := range pu.Residents {
		if j := st.Units.Index(id); j >= 0 && st.Units[j].Loc == to && st.isTank(&st.Units[j]) {
			resTank = j
		}
	}
	if resTank >= 0 && pu.Tank {
		surplus = append(surplus, resTank)
	} else if t := st.tankFollowing(surplus, to); t >= 0 {
		surplus = append(surplus, t)
	}
	if resTank >= 0 && !pu.Tank && slices.ContainsFunc(st.groundAt(to, pu.Side), func(j int) bool { return st.Units[j].Hidden }) {
		// Whether the tank goes shows whether infantry stays.
		ctx.Reveal(fmt.Sprintf("whether infantry stays with %s at %s", st.name(resTank), st.place(to)))
	}
	st.Pending.Push = nil
	st.push(surplus, from.Cell, to, ctx, pu.Depth+1)
	return true
}

// pushPrompt is the decision's prompt for a push's surplus.
func (st *State) pushPrompt(pu *PushOut) string {
	return fmt.Sprintf("%s: %s holds more than %d divisions after the Armored Front Buster's push: choose a division that was there to go on back",
		st.sideName(pu.Side), st.placeText(pu.Hex), st.fixed.stackLimit)
}
