package vernian

import (
	"fmt"
	"slices"

	"sandtable/board"
	"sandtable/maps"
	"sandtable/rules"
	"sandtable/rules/kit"
)

func init() {
	book.Section(kit.Section[*State]{Rule: RuleMovement, Title: "Movement", Order: 50,
		More: func(st *State) (string, []rules.RefTable) { return st.movementText(), nil },
	})
	book.Verb(kit.Verb[*State]{Name: "move", Words: "moving a unit", Args: "UNIT HEX", Rule: RuleMovement,
		Help: "Moves UNIT to HEX: in the set-up, re-places a British \"K\" unit or HQ, a French \"G\"+ unit or a German \"B\" unit where the set-up rules allow; in a New Units Phase, places a unit, a new Zeppelin or flyer from the Available box (Zeppelins and German flyers in a German-controlled hex of Germany, Allied flyers in Paris or London, 5 air units of a kind per hex); in movement, moves the unit by its cheapest path within its remaining movement points (the AFB rolls one hex and pushes enemies back), or lands a passenger in its Zeppelin's hex (all its movement points; the phase may not end while one can, and those that cannot are lost when it ends); in a Base Change, once per unit, a Zeppelin up to twice its middle number in hexes to a hex with no enemy unit that traces Attack Supply overland, a flyer up to 6 hexes to a friendly hex in Attack Supply (one left on an illegal base is destroyed when the phase ends); in the German Sortie, once per Zeppelin, up to twice its third number in hexes (with a passenger, not over enemy ground units).",
		Gen:  genMove, Why: whyMove, Apply: applyMove, Describe: describeMove})
}

// describeMove words a move by the phase it is made in: a set-up, a
// placement, a base change, a sortie, a disembarkation or a move.
func describeMove(st *State, a rules.Action, viewer string) (string, bool) {
	u, uok := st.argUnit(a, 0, viewer)
	h, hok := st.argHex(a, 1)
	if !uok || !hok {
		return "", false
	}
	switch st.phaseKind() {
	case "setup":
		return fmt.Sprintf("Set up %s at %s", u, h), true
	case "new-units":
		if l, _ := rules.ParseLocation(st.fixed.s, a.Args[1]); l.InBox() {
			return fmt.Sprintf("Take %s out of England to the %s", u, h), true
		}
		return fmt.Sprintf("Place %s at %s", u, h), true
	case "base-change":
		return fmt.Sprintf("Base change %s to %s", u, h), true
	case "sortie":
		return fmt.Sprintf("Sortie %s to %s", u, h), true
	case "movement":
		if i := st.unitArg(a.Args[0]); st.Units[i].Loc.IsAboard() {
			return fmt.Sprintf("Disembark %s at %s", u, h), true
		}
	}
	return fmt.Sprintf("Move %s to %s", u, h), true
}

// Unit flags.
const (
	flagAttacked  = "attacked"      // attacked this Combat Phase
	flagOOSStart  = "oos-start"     // out of Attack Supply when its movement phase began
	flagDefStart  = "defense-start" // in Defense Supply when its movement phase began
	flagUndoubled = "undoubled"     // made a move this phase that was not a doubled one
)

// markStartSupply records who starts the movement phase out of Attack
// Supply (000 Supply 1: "If they start the turn out of Attack Supply they
// may not move unless...").
func (st *State) markStartSupply() {
	side := st.phase().Side
	net := st.supply(side)
	for i := range st.Units {
		u := &st.Units[i]
		u.ClearFlag(flagOOSStart)
		u.ClearFlag(flagDefStart)
		u.ClearFlag(flagUndoubled)
		if u.Side != side || !u.Loc.OnMap() || st.isAir(u) {
			continue
		}
		switch net.At(u.Loc) {
		case DefenseSupply:
			u.SetFlag(flagOOSStart)
			u.SetFlag(flagDefStart)
		case OutOfSupply:
			u.SetFlag(flagOOSStart)
		}
	}
}

// dest is one legal destination of a move, with its cost.
type dest struct {
	loc  rules.Location
	cost int
}

// destinations lists where unit i may move now, by phase: air units in
// the Base Change and Sortie Phases (zeppelins.go, flyers.go), passengers
// disembarking in the movement phase.
func (st *State) destinations(i int) []dest {
	u := &st.Units[i]
	switch st.phaseKind() {
	case "setup":
		return st.setupDestinations(i)
	case "new-units":
		return st.placeDestinations(i)
	case "movement":
		if u.Loc.IsAboard() {
			return st.disembarkDestinations(i)
		}
		return st.moveDestinations(i)
	case "base-change", "sortie":
		if st.isAir(u) {
			return st.airDestinations(i)
		}
	}
	return nil
}

func genMove(st *State, side, arg0 string) []rules.Action {
	var out []rules.Action
	for i := range st.Units {
		u := &st.Units[i]
		if u.Side != side || (arg0 != "" && st.Units.Ref(i) != arg0 && u.ID != arg0) {
			continue
		}
		ref := st.Units.Ref(i)
		for _, d := range st.destinations(i) {
			out = append(out, rules.Action{Side: side, Verb: "move", Args: []string{ref, st.text(d.loc)}})
		}
	}
	return out
}

func whyMove(st *State, a rules.Action) *rules.Refusal {
	if len(a.Args) != 2 {
		return refusalOf(RuleMovement, "move takes UNIT and HEX")
	}
	i := st.unitArg(a.Args[0])
	if i < 0 {
		return refusalOf(RuleMovement, fmt.Sprintf("no unit %q", a.Args[0]))
	}
	u := &st.Units[i]
	if u.Side != a.Side {
		return refusalOf(RuleMovement, fmt.Sprintf("%s is not a %s unit", st.nameOf(a.Args[0]), st.sideName(a.Side)))
	}
	loc, err := rules.ParseLocation(st.fixed.s, a.Args[1])
	if err != nil {
		return refusalOf(RuleMovement, rules.ReasonOf(err))
	}
	switch kind := st.phaseKind(); {
	case st.isAir(u) && kind != "new-units" && kind != "setup":
		return st.airWhy(i, loc)
	case u.Loc.IsAboard():
		return st.disembarkWhy(i, loc)
	case kind == "base-change" || kind == "sortie":
		return refusalOf(RuleSequence, fmt.Sprintf("only air units move in the %s; ground units move in the Ground Movement Phase", st.phase().Name))
	}
	switch st.phaseKind() {
	case "setup":
		return st.setupWhy(i, loc)
	case "new-units":
		if loc.InBox() && st.Units[i].Loc.Map == st.fixed.t.EnglandMap {
			return refusalOf(RuleEngland+" a", "nobody leaves England while fighting continues: British units go back to the Available box only once no German unit is in England")
		}
		if !st.inAvailable(i) {
			return refusalOf(RuleNewUnits, fmt.Sprintf("%s is not in the Available box; only new units are placed in the New Units Phase", st.name(i)))
		}
		return st.placeWhy(i, loc)
	}
	return st.moveWhy(i, loc)
}

func applyMove(st *State, a rules.Action, ctx *rules.Context) error {
	i := st.unitArg(a.Args[0])
	loc, _ := rules.ParseLocation(st.fixed.s, a.Args[1])
	u := &st.Units[i]
	from := u.Loc
	switch st.phaseKind() {
	case "setup":
		ctx.Logf("set-up: %s moves %s → %s", st.name(i), st.place(from), st.place(loc))
		u.Loc = loc
		return nil
	case "new-units":
		if loc.InBox() {
			ctx.Logf("%s leaves England for the Available box (%s a)", st.name(i), RuleEngland)
		} else {
			ctx.Logf("new unit: %s placed at %s", st.name(i), st.place(loc))
		}
		u.Loc = loc
		return nil
	case "base-change", "sortie":
		st.applyAirMove(i, loc, ctx)
		return nil
	}
	if from.IsAboard() {
		applyDisembark(st, i, loc, ctx)
		return nil
	}
	if st.isAFB(u) {
		return st.moveAFB(i, loc, ctx)
	}
	// Check accepted the move: only its cost is wanted here, which needs
	// no supply (worked out afresh inside Apply).
	cost := st.moveCosts(i)[loc.Cell]
	if dc, ok := st.doubledCost(i, loc.Cell); ok {
		cost = dc // a doubled move, inside the doubling countries
	} else if st.doubled(i) {
		// A normal move: from now on this unit moves normally this phase.
		u.SetFlag(flagUndoubled)
	}
	if st.Spent == nil {
		st.Spent = map[string]int{}
	}
	st.Spent[u.ID] += cost
	left := st.allowance(i) - st.Spent[u.ID]
	u.Loc = loc
	if u.Hidden {
		// The other side sees the counter go from hex to hex, not what it
		// cost: the points a move costs (a doubled move pays its own
		// path) and leaves come from the unit's allowance, which is its
		// type's (RULINGS.md, Face-down units). Its owner reads them.
		ctx.Logf("%s moves %s → %s", st.name(i), st.place(from), st.place(loc))
		ctx.LogTo(rules.SidesOnly(u.Side), "%s: %d MP, %d left", st.name(i), cost, max(left, 0))
		return nil
	}
	ctx.Logf("%s moves %s → %s (%d MP, %d left)", st.name(i), st.place(from), st.place(loc), cost, max(left, 0))
	return nil
}

// doubled reports whether 000 Movement doubles unit i's movement now:
// "German units moving in Germany, France and Belgium on Operational Turn
// 1 ... get doubled movement factors for that one turn" (never in England,
// 000 England d).
func (st *State) doubled(i int) bool { return st.doubledFor(&st.Units[i]) }

// doubledFor is doubled for unit u.
func (st *State) doubledFor(u *rules.Unit) bool {
	if u.Side != Germans || st.Clock.Sub != 0 || u.Loc.Map != st.fixed.west.ID {
		return false
	}
	if st.fixed.opts.String(OptDoubling) == "each" {
		return true
	}
	return st.Clock.Turn == 0
}

// allowance is unit i's movement allowance this phase (doubled when the
// whole move stays in the doubling countries: see moveDestinations).
func (st *State) allowance(i int) int { return st.allowanceOf(&st.Units[i]) }

// allowanceOf is unit u's movement allowance this phase (see allowance).
func (st *State) allowanceOf(u *rules.Unit) int {
	mv := st.value(u, "move")
	if st.doubledFor(u) && !u.HasFlag(flagUndoubled) && inRegion(st.mapOf(u.Loc), u.Loc.Cell, st.fixed.t.DoubleRegions) {
		return 2 * mv
	}
	return mv
}

// canMove says whether unit i moves on the ground at all in a movement
// phase, and if not why.
func (st *State) canMove(i int) (bool, string, string) {
	u := &st.Units[i]
	switch {
	case !u.Loc.OnMap():
		return false, RuleMovement, fmt.Sprintf("%s is not on the map", st.name(i))
	case st.isAir(u) && st.isZeppelin(u):
		return false, RuleZeppelins, "Zeppelins move in the Base Change and Sortie Phases, before ground movement"
	case st.isAir(u):
		return false, RuleFlyers, "Ether Flyers change base in the Base Change Phase and fly missions; they make no ground moves"
	case st.isFortress(u):
		return false, RuleMovement, "fortresses do not move"
	}
	return true, "", ""
}

// moveCost is the cost function of a ground move of unit i on m: terrain
// and hexside costs, +1 into a Storm, never into enemy ground units,
// neutral countries or (when restrict is set) out of the doubling
// countries.
func (st *State) moveCost(i int, m *maps.Map, occ occupancy, restrict bool) board.CostFunc {
	foe := enemy(st.Units[i].Side)
	neutral := st.fixed.t.NeutralRegions
	dbl := st.fixed.t.DoubleRegions
	storms := st.stormCells(m)
	return func(from, to board.Cell) (int, bool) {
		if occ.has(m.ID, to, foe) || inRegion(m, to, neutral) {
			return 0, false
		}
		if restrict && !inRegion(m, to, dbl) {
			return 0, false
		}
		c, ok := m.MoveCost(from, to)
		if ok && storms[to] {
			c += stormCost // 000 Weird, Huge Inventions, Storms c (storms.go)
		}
		return c, ok
	}
}

// moveDestinations are the hexes unit i may end a move in now.
func (st *State) moveDestinations(i int) []dest {
	if ok, _, _ := st.canMove(i); !ok {
		return nil
	}
	u := &st.Units[i]
	if st.isAFB(u) {
		return st.afbDestinations(i)
	}
	m := st.mapOf(u.Loc)
	best := st.moveCosts(i)
	net := st.supply(u.Side)
	// Stacking weights of the unit's side on its map, counted once.
	wt := map[board.Cell]int{}
	for j := range st.Units {
		v := &st.Units[j]
		if v.Side == u.Side && v.Loc.Map == m.ID && v.Loc.OnMap() && st.isGround(v) {
			wt[v.Loc.Cell] += st.weight(v)
		}
	}
	var out []dest
	for _, c := range sortedCells(m, best) {
		to := rules.CellLocation(m, c)
		if _, why := st.moveBlocked(i, to, net, wt); why == "" {
			out = append(out, dest{to, best[c]})
		}
	}
	return out
}

// moveCosts are the hexes unit i can reach with the movement points it
// has left, each with the cost applyMove charges, before stacking, supply
// and the tunnel: where a doubled move reaches the hex, the cheapest path
// staying in the doubling countries (applyMove then makes a doubled move,
// see RULINGS.md Movement), else the cheapest path of a normal move.
func (st *State) moveCosts(i int) map[board.Cell]int {
	u := &st.Units[i]
	m := st.mapOf(u.Loc)
	occ := st.occupancy()
	spent := st.Spent[u.ID]
	best := map[board.Cell]int{}
	add := func(budget int, restrict bool) {
		if budget <= 0 {
			return
		}
		r := board.Range(m.Topology, u.Loc.Cell, budget, st.moveCost(i, m, occ, restrict))
		for _, c := range r.Cells() {
			best[c], _ = r.Cost(c)
		}
	}
	mv := st.value(u, "move")
	add(mv-spent, false)
	if st.mayDouble(i) {
		// Overwrites: a doubled move costs its own path, even where a
		// normal move through Luxembourg is cheaper.
		add(2*mv-spent, true)
	}
	delete(best, u.Loc.Cell)
	return best
}

// mayDouble reports whether unit i's next move may use the doubled
// allowance: the doubling applies now, the unit stands in Germany, France
// or Belgium, and no move of it this phase has left them (RULINGS: "A
// doubled move must stay inside Germany, France and Belgium").
func (st *State) mayDouble(i int) bool {
	u := &st.Units[i]
	return st.doubled(i) && !u.HasFlag(flagUndoubled) && inRegion(st.mapOf(u.Loc), u.Loc.Cell, st.fixed.t.DoubleRegions)
}

// doubledCost is the cost of a move of unit i to c within the doubled
// allowance staying in the doubling countries, and whether there is one.
func (st *State) doubledCost(i int, c board.Cell) (int, bool) {
	if !st.mayDouble(i) {
		return 0, false
	}
	u := &st.Units[i]
	m := st.mapOf(u.Loc)
	budget := 2*st.value(u, "move") - st.Spent[u.ID]
	if budget <= 0 {
		return 0, false
	}
	r := board.Range(m.Topology, u.Loc.Cell, budget, st.moveCost(i, m, st.occupancy(), true))
	return r.Cost(c)
}

// moveBlocked is why unit i may not end a move at to, with the rule, ""
// when it may: stacking, tanks, the tunnel and supply. wt, when set, holds
// the stacking weight of i's side in each hex of to's map.
func (st *State) moveBlocked(i int, to rules.Location, net *SupplyNet, wt map[board.Cell]int) (rule, why string) {
	u := &st.Units[i]
	here := 0
	if wt != nil {
		here = wt[to.Cell]
	} else {
		here = st.stackWeight(to, u.Side)
	}
	if w := st.weight(u); w > 0 && st.overstack(here, w) > 0 {
		return RuleStacking, st.overstackWhy(to)
	}
	if st.isTank(u) && st.tankAt(to, u.Side) >= 0 {
		return RuleTanks, "only one Tank unit can be in a stack"
	}
	if st.leavesDoverEmpty(i, to) {
		return RuleTunnel, "the last German infantry division may not leave Dover: the German player may not voluntarily close the tunnel - Kaiser's orders"
	}
	// 000 Supply 1.
	if !u.HasFlag(flagOOSStart) {
		ok := net.At(to) == AttackSupply
		if st.isHQ(u) && net.Connected(to) {
			ok = true
		}
		if !ok {
			return RuleSupply + " 1", fmt.Sprintf("units cannot voluntarily move out of Attack Supply, and %s is not in Attack Supply", st.place(to))
		}
		return "", ""
	}
	start := OutOfSupply
	if u.HasFlag(flagDefStart) {
		start = DefenseSupply
	}
	if rank(net.At(to)) > rank(start) {
		return "", ""
	}
	dFrom, dTo := net.Distance(u.Loc), net.Distance(to)
	if dTo >= 0 && (dFrom < 0 || dTo < dFrom) {
		return "", ""
	}
	return RuleSupply + " 1", fmt.Sprintf("%s started the phase out of Attack Supply: it may only move to improve its supply or get closer to a supply source", st.name(i))
}

// moveWhy explains why unit i may not move to loc now.
func (st *State) moveWhy(i int, loc rules.Location) *rules.Refusal {
	u := &st.Units[i]
	if ok, rule, why := st.canMove(i); !ok {
		return refusalOf(rule, why)
	}
	if loc.Map != u.Loc.Map {
		return refusalOf(RuleEngland, "ground units never change maps: nobody leaves England while fighting continues, and ground units cross only through the Tunnel")
	}
	if loc == u.Loc {
		return refusalOf(RuleMovement, fmt.Sprintf("%s is already at %s", st.name(i), st.place(loc)))
	}
	if st.isAFB(u) {
		return st.afbWhy(i, loc)
	}
	m := st.mapOf(loc)
	if inRegion(m, loc.Cell, st.fixed.t.NeutralRegions) {
		return refusalOf(RuleMovement, fmt.Sprintf("%s is in a neutral country: units never enter neutral countries", st.place(loc)))
	}
	if len(st.groundAt(loc, enemy(u.Side))) > 0 {
		return refusalOf(RuleMovement, fmt.Sprintf("%s holds enemy units: attack it in the Combat Phase", st.place(loc)))
	}
	if rule, why := st.moveBlocked(i, loc, st.supply(u.Side), nil); why != "" {
		return refusalOf(rule, why)
	}
	left := st.allowance(i) - st.Spent[u.ID]
	return refusalOf(RuleMovement, fmt.Sprintf("%s is out of reach: %s has %d of its %d movement points left (terrain and rivers cost more)", st.place(loc), st.name(i), max(left, 0), st.allowance(i)))
}

// sortedCells are m's cells in a map's keys, in board order.
func sortedCells[V any](m *maps.Map, set map[board.Cell]V) []board.Cell {
	out := make([]board.Cell, 0, len(set))
	for c := range set {
		out = append(out, c)
	}
	slices.SortFunc(out, func(a, b board.Cell) int { return m.Topology.Index(a) - m.Topology.Index(b) })
	return out
}

// movementText is the movement section, with the doubling option.
func (st *State) movementText() string {
	when := "the game's first operational turn"
	if st.fixed.opts.String(OptDoubling) == "each" {
		when = "the first operational turn of every Strategic Turn"
	}
	return fmt.Sprintf(`Units move one at a time with their printed movement factors, each as often as its movement points last; a move takes the cheapest path (see Terrain effects for costs).

- German units moving only in Germany, France and Belgium get doubled movement on %s (option). Nobody gets doubled movement in England.
- No unit enters a hex holding enemy ground units (attack it instead), the sea, or a neutral country, nor crosses an all-sea hexside. There are no zones of control.
- Units cannot voluntarily move out of Attack Supply (see Supply).
- Ground units never change maps: nobody leaves England while fighting continues, and German units reach England only through the Tunnel.
- Fortresses do not move.`, when)
}
