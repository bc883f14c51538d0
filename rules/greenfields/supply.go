package greenfields

import (
	"slices"
	"strconv"
	"strings"

	"sandtable/rules"
	"sandtable/rules/kit"
)

// This file is what supply points buy in step 9 of the weekly turn (the
// seed's words: replacements.go): "Supply points are then converted to
// reinforcements (new units, or strength replenishment for already
// existent units), or spent on shells and luxuries as per the games
// "point system"" ("Infantry regiments: 1 point per strength point, 3
// points per experience level and 2 points per morale level",
// "Cavalry, pioneers and sappers: 2 points per strength point",
// "Armoured units cost 3 points per strength factor", "Gas canisters (not
// artillery shells) cost 3 points.", "Shells cost 1 point for every 6
// points of shells", "Luxuries cost 1 point per unit of luxuries."), and
// "Men ... may be kept pooled in a "replacement battalion", or may be
// formed into a new regiment and deployed on the table".
//
// Each verb gives an order of step 9's secret choice (replacements.go),
// priced when given and carried out at the reveal: `recruit TYPE PLACE`,
// `replenish UNIT N`, `pool N`, `stock ITEM`.

// explosivePrice is what a strength point of explosives costs in supply
// points: the seed gives no price (RULINGS W-8.4: 1 point, an original
// default).
const explosivePrice = 1

// Stock items bought with supply points (`stock ITEM`).
const (
	StockShells    = "shells"
	StockLuxury    = "luxury"
	StockGas       = "gas"
	StockExplosive = "explosive"
)

// stockItems are the stock items in the order the window lists them.
var stockItems = []string{StockShells, StockLuxury, StockGas, StockExplosive}

// boxArg is the PLACE of a unit put in side's box off board: the box's
// location text ("box:allied-reserve", so the window lists the order at
// the box), "" when the scenario gives side none.
func (st *State) boxArg(side string) string {
	if l, ok := st.reserveLoc(side); ok {
		return st.locText(l)
	}
	return ""
}

func init() {
	book.Verb(kit.Verb[*State]{Name: "recruit", Title: "Recruit a unit", Args: "TYPE PLACE [captured]", Rule: RuleReplace,
		Help: "forms a new unit for its points cost in supply points, on a zone of your side's ground or in its box off board, when the replacement orders are revealed; `captured`: a German unit of an enemy tank type crewed from captured vehicles, one for every 2 enemy tank units lost in ground the Germans recaptured",
		Gen:  genRecruit, Why: whyRecruit, Apply: applyOrder, Describe: describeOrder})
	book.Verb(kit.Verb[*State]{Name: "replenish", Title: "Replenish a unit", Args: "UNIT N", Rule: RuleReplace,
		Help: "adds N strength points to a unit of yours held off board, up to its printed strength, at its class's points a strength point (supply points); 50% or more of its strength in one week costs it an experience level",
		Gen:  genReplenish, Why: whyReplenish, Apply: applyOrder, Describe: describeOrder})
	book.Verb(kit.Verb[*State]{Name: "pool", Title: "Pool replacements", Args: "N", Rule: RuleReplace,
		Help: "puts N strength points of men into the replacement battalion, 1 supply point each, for units off board to draw on later",
		Gen:  genPool, Why: whyPool, Apply: applyOrder, Describe: describeOrder})
	book.Verb(kit.Verb[*State]{Name: "stock", Title: "Buy stores", Args: "ITEM", Rule: RuleReplace,
		Help: "buys stores with supply points: `shells` (6 SHELLS for 1), `luxury` (1 for 1), `gas` (a canister for 3), `explosive` (a strength point for 1)",
		Gen:  genStock, Why: whyStock, Apply: applyOrder, Describe: describeOrder})
}

// sideTypes are the unit types side may field: its nations', with a
// class, not forbidden in the period, in counters order.
func (st *State) sideTypes(side string) []string {
	var out []string
	for _, u := range st.fixed.s.Counters.Units {
		if sd := st.fixed.s.Counters.SideOf(u); sd == nil || sd.ID != side {
			continue
		}
		if _, ok := st.fixed.class[u.ID]; ok && st.forbiddenType(u.ID) == nil {
			out = append(out, u.ID)
		}
	}
	return out
}

// newPlace is where a new unit may go: a zone (its ground units, orders
// counted) or the box.
type newPlace struct {
	arg    string
	loc    rules.Location
	ground int
	box    bool
}

// places are where side may put a new unit now: its box, when the
// scenario gives it one, and the zones of its own ground (its regions)
// that hold no enemy it sees, with their ground units, orders counted
// (RULINGS W-9.8).
func (st *State) places(side string) []newPlace {
	var out []newPlace
	if l, ok := st.reserveLoc(side); ok {
		out = append(out, newPlace{arg: st.locText(l), loc: l, box: true})
	}
	topo := st.fixed.topo
	for k := 0; k < topo.Len(); k++ {
		if st.fixed.region[k] != side {
			continue
		}
		l := rules.CellLocation(st.fixed.m, topo.Cell(k))
		if st.seenEnemyAt(side, l) {
			continue
		}
		p := newPlace{arg: st.fixed.labels[k], loc: l}
		for _, i := range st.sideAt(side, l) {
			if !st.isAircraft(i) {
				p.ground++
			}
		}
		for _, o := range st.Replace.Orders {
			if o.Side == side && o.Place == p.arg && !st.fixed.class[o.Type].isAircraft() {
				p.ground++
			}
		}
		out = append(out, p)
	}
	return out
}

// fits reports whether a unit of type typ may go to p: a ground unit
// where fewer than three stand.
func (st *State) fits(typ string, p newPlace) bool {
	return p.box || st.fixed.class[typ].isAircraft() || p.ground < StackLimit
}

// newPlaceOf is the place named arg among side's places, false when none.
func (st *State) newPlaceOf(side, arg string) (newPlace, bool) {
	for _, p := range st.places(side) {
		if p.arg == arg {
			return p, true
		}
	}
	return newPlace{}, false
}

// genNewUnit lists verb's TYPE PLACE actions for the types cost allows.
func (st *State) genNewUnit(side, verb, arg0 string, ok func(typ string) bool) []rules.Action {
	var types []string
	for _, typ := range st.sideTypes(side) {
		if (arg0 == "" || arg0 == typ) && ok(typ) && st.whyGermanTank(side, typ) == nil {
			types = append(types, typ)
		}
	}
	if len(types) == 0 {
		return nil
	}
	var out []rules.Action
	ps := st.places(side)
	for _, typ := range types {
		for _, p := range ps {
			if st.fits(typ, p) {
				out = append(out, rules.Action{Side: side, Verb: verb, Args: []string{typ, p.arg}})
			}
		}
	}
	return out
}

// whyNewUnit says why a new unit a.Args (TYPE PLACE) may not be had,
// before its price.
func (st *State) whyNewUnit(a rules.Action) *rules.Refusal {
	if r := st.checkOrder(a); r != nil {
		return r
	}
	if len(a.Args) != 2 {
		return refuse(RuleReplace, "%s takes TYPE PLACE (a zone of your ground, or your box off board)", a.Verb)
	}
	t := st.fixed.types[a.Args[0]]
	if t == nil {
		return refuse(RuleReplace, "no unit type %q", a.Args[0])
	}
	if sd := st.fixed.s.Counters.SideOf(t); sd == nil || sd.ID != a.Side {
		return refuse(RuleReplace, "%s is not a unit type of your side", t.Name)
	}
	if _, ok := st.fixed.class[t.ID]; !ok {
		return refuse(RuleReplace, "%s has no class in this scenario", t.Name)
	}
	if r := st.forbiddenType(t.ID); r != nil {
		return r
	}
	if r := st.whyGermanTank(a.Side, t.ID); r != nil {
		return r
	}
	return st.whyPlace(a, t.ID)
}

// whyPlace says why a new unit of type typ may not go to a.Args[1].
func (st *State) whyPlace(a rules.Action, typ string) *rules.Refusal {
	p, ok := st.newPlaceOf(a.Side, a.Args[1])
	switch {
	case !ok && strings.HasPrefix(a.Args[1], "box:"):
		return refuse(RuleReplace, "this scenario gives your side no box off board")
	case !ok:
		return refuse(RuleReplace, "%s is not a zone of your side's ground free of enemies you see: new units are \"deployed on the table\" there or held off board", a.Args[1])
	case !st.fits(typ, p):
		return refuse(RuleStacking, "%s already holds %d units, new ones counted: \"A maximum of three units may be stacked into a single map zone\"", p.arg, p.ground)
	}
	return nil
}

func genRecruit(st *State, side, arg0 string) []rules.Action {
	if st.checkOrder(rules.Action{Side: side}) != nil {
		return nil
	}
	left := st.supplyLeft(side)
	out := st.genNewUnit(side, "recruit", arg0, func(typ string) bool { return st.pointsCost(typ) <= left })
	if st.whyCaptured(side) != nil {
		return out
	}
	ps := st.places(side)
	for _, typ := range st.capturedTypes(side) {
		if (arg0 != "" && arg0 != typ) || st.pointsCost(typ) > left {
			continue
		}
		for _, p := range ps {
			if st.fits(typ, p) {
				out = append(out, rules.Action{Side: side, Verb: "recruit", Args: []string{typ, p.arg, argCaptured}})
			}
		}
	}
	return out
}

// whyRecruitCaptured says why a German unit of tanks crewed from captured
// vehicles (recruit TYPE PLACE captured) may not be recruited.
func (st *State) whyRecruitCaptured(a rules.Action) *rules.Refusal {
	if r := st.checkOrder(a); r != nil {
		return r
	}
	if a.Args[2] != argCaptured {
		return refuse(RuleReplace, "recruit takes TYPE PLACE, or TYPE PLACE captured (a German unit of tanks crewed from captured enemy vehicles), not %q", a.Args[2])
	}
	t := st.fixed.types[a.Args[0]]
	if t == nil {
		return refuse(RuleReplace, "no unit type %q", a.Args[0])
	}
	if r := st.whyCaptured(a.Side); r != nil {
		return r
	}
	if !slices.Contains(st.capturedTypes(a.Side), t.ID) {
		return refuse(RuleSpecial, "%s is not an enemy tank type: the Germans are \"repairing and crewing enemy vehicles\"", t.Name)
	}
	if r := st.whyPlace(a, t.ID); r != nil {
		return r
	}
	if c, left := st.pointsCost(t.ID), st.supplyLeft(a.Side); c > left {
		return refuse(RuleReplace, "%s crewed from captured vehicles cost %d supply points; you have %d left this week", t.Name, c, left)
	}
	return refuse(RuleReplace, "not a legal recruit now")
}

func whyRecruit(st *State, a rules.Action) *rules.Refusal {
	if len(a.Args) == 3 {
		return st.whyRecruitCaptured(a)
	}
	if r := st.whyNewUnit(a); r != nil {
		return r
	}
	if c, left := st.pointsCost(a.Args[0]), st.supplyLeft(a.Side); c > left {
		return refuse(RuleReplace, "%s costs %d supply points; you have %d left this week", st.fixed.types[a.Args[0]].Name, c, left)
	}
	return refuse(RuleReplace, "not a legal recruit now")
}

// offBoard reports whether unit i is held off board: in play, not on the
// map (its side's box).
func (st *State) heldOffBoard(i int) bool {
	l := st.Units[i].Loc
	return !l.OnMap() && !l.IsEliminated() && !l.IsZero()
}

// spPrice is what n strength points for a unit of class c cost in supply
// points: the class's points a strength point (RULINGS W-9.1).
func spPrice(c Class, n int) int {
	r := pointsSystem[c]
	p := n * r.SP
	if r.HalfSP {
		p += (n + 1) / 2
	}
	return p
}

// replenishing is the strength points side's orders already add to unit
// i (replenishments and transfers).
func (st *State) replenishing(i int) int {
	n := 0
	for _, o := range st.Replace.Orders {
		if (o.Verb == "replenish" || o.Verb == "transfer") && o.Unit == i {
			n += o.N
		}
	}
	return n
}

// missing is how many strength points unit i lacks of its printed
// strength, orders counted.
func (st *State) missing(i int) int {
	return st.printedTroop(&st.Units[i]).Strength - st.Troops[i].Strength - st.replenishing(i)
}

func genReplenish(st *State, side, arg0 string) []rules.Action {
	if st.checkOrder(rules.Action{Side: side}) != nil {
		return nil
	}
	left := st.supplyLeft(side)
	var out []rules.Action
	for i := range st.Units {
		ref := st.Units.Ref(i)
		if st.Units[i].Side != side || !st.heldOffBoard(i) || (arg0 != "" && arg0 != ref) {
			continue
		}
		for n := 1; n <= st.missing(i) && spPrice(st.class(i), n) <= left; n++ {
			out = append(out, rules.Action{Side: side, Verb: "replenish", Args: []string{ref, strconv.Itoa(n)}})
		}
	}
	return out
}

func whyReplenish(st *State, a rules.Action) *rules.Refusal {
	if r := st.checkOrder(a); r != nil {
		return r
	}
	if len(a.Args) != 2 {
		return refuse(RuleReplace, "replenish takes UNIT N (strength points)")
	}
	i := st.unitArg(a.Args[0])
	if i < 0 || st.Units[i].Side != a.Side {
		return refuse(RuleReplace, "%q is none of your units in play", a.Args[0])
	}
	n, err := strconv.Atoi(a.Args[1])
	if err != nil || n < 1 {
		return refuse(RuleReplace, "%q is not a number of strength points (1 or more)", a.Args[1])
	}
	switch {
	case !st.heldOffBoard(i):
		return refuse(RuleReplace, "%s is not held off board: units off board \"receive reinforcements as their lost strength points are replenished\"", st.unitName(i))
	case n > st.missing(i):
		return refuse(RuleReplace, "%s lacks %d strength points of its printed strength, orders counted", st.unitName(i), max(st.missing(i), 0))
	case spPrice(st.class(i), n) > st.supplyLeft(a.Side):
		return refuse(RuleReplace, "%d strength points of %s cost %d supply points; you have %d left this week", n, classNames[st.class(i)], spPrice(st.class(i), n), st.supplyLeft(a.Side))
	}
	return refuse(RuleReplace, "not a legal replenishment now")
}

func genPool(st *State, side, arg0 string) []rules.Action {
	if st.checkOrder(rules.Action{Side: side}) != nil {
		return nil
	}
	var out []rules.Action
	for n := 1; n <= st.supplyLeft(side); n++ {
		if arg0 == "" || arg0 == strconv.Itoa(n) {
			out = append(out, rules.Action{Side: side, Verb: "pool", Args: []string{strconv.Itoa(n)}})
		}
	}
	return out
}

func whyPool(st *State, a rules.Action) *rules.Refusal {
	if r := st.checkOrder(a); r != nil {
		return r
	}
	if len(a.Args) != 1 {
		return refuse(RuleReplace, "pool takes N (strength points of men, 1 supply point each)")
	}
	if n, err := strconv.Atoi(a.Args[0]); err != nil || n < 1 {
		return refuse(RuleReplace, "%q is not a number of strength points (1 or more)", a.Args[0])
	}
	return refuse(RuleReplace, "%s strength points cost %s supply points; you have %d left this week", a.Args[0], a.Args[0], st.supplyLeft(a.Side))
}

// stockPrice is an item's price in supply points and how many it buys;
// ok false for no item.
func (st *State) stockPrice(item string) (price, n int, ok bool) {
	switch item {
	case StockShells:
		return 1, shellsPerLot, true
	case StockLuxury:
		return luxuryPrice, 1, true
	case StockGas:
		return gasPrice, 1, true
	case StockExplosive:
		return explosivePrice, 1, true
	}
	return 0, 0, false
}

func genStock(st *State, side, arg0 string) []rules.Action {
	if st.checkOrder(rules.Action{Side: side}) != nil {
		return nil
	}
	var out []rules.Action
	for _, item := range stockItems {
		p, _, _ := st.stockPrice(item)
		if (arg0 == "" || arg0 == item) && p <= st.supplyLeft(side) && (item != StockGas || st.gasAllowed()) {
			out = append(out, rules.Action{Side: side, Verb: "stock", Args: []string{item}})
		}
	}
	return out
}

func whyStock(st *State, a rules.Action) *rules.Refusal {
	if r := st.checkOrder(a); r != nil {
		return r
	}
	if len(a.Args) != 1 {
		return refuse(RuleReplace, "stock takes ITEM: %s", strings.Join(stockItems, ", "))
	}
	p, _, ok := st.stockPrice(a.Args[0])
	switch {
	case !ok:
		return refuse(RuleReplace, "no item %q: want %s", a.Args[0], strings.Join(stockItems, ", "))
	case a.Args[0] == StockGas && !st.gasAllowed():
		return refuse(RuleArmy, "gas is not allowed in this period")
	}
	return refuse(RuleReplace, "%s costs %d supply points; you have %d left this week", a.Args[0], p, st.supplyLeft(a.Side))
}
