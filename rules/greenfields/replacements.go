package greenfields

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strconv"
	"strings"

	"sandtable/rules"
	"sandtable/rules/kit"
)

// This file is step 9 of the weekly turn, the seed's "Replacements":
//
//	"Depots now roll dice for replacement equipment and men (see "depots"
//	below).
//
//	Men may be allocated to fill gaps in existing regiments, may be kept
//	pooled in a "replacement battalion", or may be formed into a new
//	regiment and deployed on the table. Troops purchased by the
//	expenditure of victory points may also now be deployed anywhere on the
//	tabletop. Remember that moving into and out of areas that were under
//	box barrage will cause the moving unit to take casualties."
//
// with the prices of Section 3's "Points system" ("Infantry regiments: 1
// point per strength point, 3 points per experience level and 2 points
// per morale level", "Cavalry, pioneers and sappers: 2 points per
// strength point", "Armoured units cost 3 points per strength factor",
// "Gas canisters (not artillery shells) cost 3 points.", "Shells cost 1
// point for every 6 points of shells", "Luxuries cost 1 point per unit of
// luxuries."), Section 1's "Experience changes" ("Units that have
// replacements equal to or exceeding 50% of their current strength added
// to them in a single turn go down one experience level.") and, from
// "Winning and losing", what victory points buy ("Military units can be
// acquired for a cost in victory points equal to HALF their points cost
// ... Depot points may be purchased for 2 points each to replace destroyed
// depot points, or for 10 points each if the depot is to be raised above
// its initial starting value. Depots may be raised to a maximum of 1
// higher than the army's starting depot allowance. Shells may be
// purchased for 1 victory point per 4 factors of shells." "Such purchases
// may put the player into negative points").
//
// Both sides give their orders at once, secretly (State.Replace, a
// rules.SecretChoice): `recruit TYPE PLACE` (a new unit for its points
// cost in supply points, on a zone of the side's ground or in its box),
// `replenish UNIT N` (N strength points to a unit held off board, at its
// class's rate a strength point), `pool N` (N men into the replacement
// battalion at 1 point each), `stock ITEM` (6 SHELLS, a luxury, a gas
// canister or a strength point of explosives); with victory points `buy
// TYPE PLACE`, `buy-shells` and `buy-depot`. The orders are carried out
// when the last side commits; supply points left unspent are lost.

// RuleReplace is the seed's "Replacements".
const RuleReplace = "003 Replacements"

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

// Replacements are step 9's secret orders, carried out at the reveal.
type Replacements struct {
	Choice rules.SecretChoice `json:"choice"`
	Orders []ReplaceOrder     `json:"orders,omitempty"`
}

// ReplaceOrder is one order of step 9: Verb is the verb that gave it;
// Type a unit type (recruit, buy) or a stock item; Unit the unit
// replenished; Place where a new unit goes; N strength points; Supply and
// VP its price.
type ReplaceOrder struct {
	Side   string `json:"side"`
	Verb   string `json:"verb"`
	Type   string `json:"type,omitempty"`
	Unit   int    `json:"unit"`
	Place  string `json:"place,omitempty"`
	N      int    `json:"n,omitempty"`
	Supply int    `json:"supply,omitempty"`
	VP     int    `json:"vp,omitempty"`
}

// replaceVerbs are step 9's verbs (commit besides).
var replaceVerbs = []string{"recruit", "replenish", "pool", "stock", "buy", "buy-shells", "buy-depot"}

var _ = addWeekStep(PhaseReplace, weekStep{
	Rule:   RuleReplace,
	Verbs:  replaceVerbs,
	Both:   true,
	Choice: func(st *State) *rules.SecretChoice { return &st.Replace.Choice },
	What:   "replacement orders",
	Reveal: (*State).revealReplace,
	Prompt: func(st *State, viewer string) string {
		return "Replacements: spend this week's supply points (recruit, replenish, pool, stock) and victory points (buy, buy-shells, buy-depot), secretly; then commit. Supply points left unspent are lost"
	},
	MustFinish: func(st *State) *rules.Refusal {
		if st.Replace.Choice.Open() {
			return refuse(RuleReplace, "the replacements step ends when both sides have committed their orders (commit)")
		}
		return nil
	},
	Checklist: replaceChecklist,
	Default: func(st *State) rules.Action {
		if w := st.Replace.Choice.Waiting(); len(w) > 0 {
			return rules.CommitAction(w[0])
		}
		return rules.Action{}
	},
})

func init() {
	book.Section(kit.Section[*State]{Rule: RuleReplace, Title: "Replacements", Order: 196,
		Text: `"Depots now roll dice for replacement equipment and men (see "depots" below)." "Men may be allocated to fill gaps in existing regiments, may be kept pooled in a "replacement battalion", or may be formed into a new regiment and deployed on the table. Troops purchased by the expenditure of victory points may also now be deployed anywhere on the tabletop."

Supply points buy at the "Points system" prices: a new unit for its points cost; strength points for a unit held off board at its class's rate a strength point (infantry 1, cavalry 2, armour 3...); men for the replacement battalion at 1 point each; 6 SHELLS for 1 point; a luxury for 1; a gas canister for 3; a strength point of explosives for 1. Victory points buy a unit for half its points cost (buy TYPE PLACE: placed with the orders, on a zone of the side's ground or in its box), 4 SHELLS for 1, and a depot point for 2 (up to the starting points) or 10 (one above them, at most). Both sides order secretly; the orders are carried out when both have committed. Supply points left unspent are lost.

"Units that have replacements equal to or exceeding 50% of their current strength added to them in a single turn go down one experience level."`})
	book.Verb(kit.Verb[*State]{Name: "recruit", Title: "Recruit a unit", Args: "TYPE PLACE", Rule: RuleReplace,
		Help: "forms a new unit for its points cost in supply points, on a zone of your side's ground or or in its box off board, when the replacement orders are revealed",
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
	book.Verb(kit.Verb[*State]{Name: "buy-depot", Title: "Buy a depot point", Rule: RuleVictory,
		Help: "buys a depot point with victory points: 2 to replace a lost one, 10 to raise the depot one above its starting points (at most)",
		Gen:  genBuyDepot, Why: whyBuyDepot, Apply: applyOrder, Describe: describeOrder})
	book.On(weekStart, func(st *State, ctx *rules.Context) error {
		for i := range st.Troops {
			st.Troops[i].Replaced = 0
		}
		return nil
	})
}

// openReplace opens step 9's secret choice to both sides.
func (st *State) openReplace() {
	st.Replace = Replacements{Choice: rules.NewSecretChoice(Sides...)}
}

// clone is a deep copy.
func (r Replacements) clone() Replacements {
	r.Choice.Asked = slices.Clone(r.Choice.Asked)
	r.Choice.Committed = slices.Clone(r.Choice.Committed)
	r.Orders = slices.Clone(r.Orders)
	return r
}

// checkOrder refuses an order of a side that may not order now.
func (st *State) checkOrder(a rules.Action) *rules.Refusal {
	if st.Mode != ModeWeek || st.phase().ID != PhaseReplace {
		return refuse(RuleReplace, "replacement orders are given in step 9 of the weekly turn")
	}
	if err := st.Replace.Choice.Check(a); err != nil {
		return refuse(RuleReplace, "%s", err.(*rules.Refusal).Reason)
	}
	return nil
}

// ordered sums side's orders: supply points, victory points and depot
// points.
func (st *State) ordered(side string) (supply, vp, depot int) {
	for _, o := range st.Replace.Orders {
		if o.Side == side {
			supply += o.Supply
			vp += o.VP
			if o.Verb == "buy-depot" {
				depot++
			}
		}
	}
	return
}

// supplyLeft are side's supply points not yet ordered this week.
func (st *State) supplyLeft(side string) int {
	s, _, _ := st.ordered(side)
	return st.stores(side).Supply - s
}

// mayOrderVP reports whether side may still spend victory points, its
// orders counted: until it has reached -30.
func (st *State) mayOrderVP(side string) bool {
	_, vp, _ := st.ordered(side)
	return st.victoryPoints(side)-vp > -vpThreshold
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

// placeOf is the place named arg among side's places, false when none.
func (st *State) placeOf(side, arg string) (newPlace, bool) {
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
		if (arg0 == "" || arg0 == typ) && ok(typ) {
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
	p, ok := st.placeOf(a.Side, a.Args[1])
	switch {
	case !ok && strings.HasPrefix(a.Args[1], "box:"):
		return refuse(RuleReplace, "this scenario gives your side no box off board")
	case !ok:
		return refuse(RuleReplace, "%s is not a zone of your side's ground free of enemies you see: new units are \"deployed on the table\" there or held off board", a.Args[1])
	case !st.fits(t.ID, p):
		return refuse(RuleStacking, "%s already holds %d units, new ones counted: \"A maximum of three units may be stacked into a single map zone\"", p.arg, p.ground)
	}
	return nil
}

func genRecruit(st *State, side, arg0 string) []rules.Action {
	if st.checkOrder(rules.Action{Side: side}) != nil {
		return nil
	}
	left := st.supplyLeft(side)
	return st.genNewUnit(side, "recruit", arg0, func(typ string) bool { return st.pointsCost(typ) <= left })
}

func whyRecruit(st *State, a rules.Action) *rules.Refusal {
	if r := st.whyNewUnit(a); r != nil {
		return r
	}
	if c, left := st.pointsCost(a.Args[0]), st.supplyLeft(a.Side); c > left {
		return refuse(RuleReplace, "%s costs %d supply points; you have %d left this week", st.fixed.types[a.Args[0]].Name, c, left)
	}
	return refuse(RuleReplace, "not a legal recruit now")
}

// genWeekBuy lists step 9's `buy TYPE PLACE`: "Troops purchased by the
// expenditure of victory points may also now be deployed anywhere on the
// tabletop" (reserves.go's buy in the assault turn).
func genWeekBuy(st *State, side, arg0 string) []rules.Action {
	if st.checkOrder(rules.Action{Side: side}) != nil || !st.mayOrderVP(side) {
		return nil
	}
	return st.genNewUnit(side, "buy", arg0, func(string) bool { return true })
}

func whyWeekBuy(st *State, a rules.Action) *rules.Refusal {
	if r := st.whyNewUnit(a); r != nil {
		return r
	}
	if !st.mayOrderVP(a.Side) {
		return refuse(RuleVictory, "your side has reached -30 victory points, its orders counted: \"reaching -30 points automatically loses the game\"")
	}
	return refuse(RuleVictory, "not a legal purchase now")
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

// replenishing is the strength points side's orders already add to unit i.
func (st *State) replenishing(i int) int {
	n := 0
	for _, o := range st.Replace.Orders {
		if o.Verb == "replenish" && o.Unit == i {
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

// depotPrice is what side's next depot point costs in victory points,
// its orders counted, and whether it may be bought: "2 points each to
// replace destroyed depot points, or for 10 points each if the depot is
// to be raised above its initial starting value", at most 1 above it.
func (st *State) depotPrice(side string) (int, bool) {
	_, _, n := st.ordered(side)
	s := st.stores(side)
	d := s.Depot + n
	switch {
	case d >= s.DepotStart+depotRaiseMax:
		return 0, false
	case d < s.DepotStart:
		return depotReplaceVP, true
	}
	return depotRaiseVP, true
}

func genBuyDepot(st *State, side, arg0 string) []rules.Action {
	if arg0 != "" || st.checkOrder(rules.Action{Side: side}) != nil || !st.hasDepots() || !st.mayOrderVP(side) {
		return nil
	}
	if _, ok := st.depotPrice(side); !ok {
		return nil
	}
	return []rules.Action{{Side: side, Verb: "buy-depot"}}
}

func whyBuyDepot(st *State, a rules.Action) *rules.Refusal {
	if r := st.checkOrder(a); r != nil {
		return r
	}
	if len(a.Args) != 0 {
		return refuse(RuleVictory, "buy-depot takes no arguments")
	}
	if !st.hasDepots() {
		return refuse(RuleDepots, "this scenario gives the armies no depots")
	}
	if _, ok := st.depotPrice(a.Side); !ok {
		s := st.stores(a.Side)
		return refuse(RuleVictory, "your depot would pass %d points, its starting %d and 1: \"Depots may be raised to a maximum of 1 higher than the army's starting depot allowance\"", s.DepotStart+depotRaiseMax, s.DepotStart)
	}
	return refuse(RuleVictory, "your side has reached -30 victory points, its orders counted: \"reaching -30 points automatically loses the game\"")
}

// genWeekBuyShells and whyWeekBuyShells are step 9's buy-shells (shells.go).
func genWeekBuyShells(st *State, side, arg0 string) []rules.Action {
	if arg0 != "" || st.checkOrder(rules.Action{Side: side}) != nil || !st.mayOrderVP(side) {
		return nil
	}
	return []rules.Action{{Side: side, Verb: "buy-shells"}}
}

func whyWeekBuyShells(st *State, a rules.Action) *rules.Refusal {
	if r := st.checkOrder(a); r != nil {
		return r
	}
	return whyBuyShells(st, a)
}

// orderOf is the order action a gives (legal: Gen listed it).
func (st *State) orderOf(a rules.Action) ReplaceOrder {
	o := ReplaceOrder{Side: a.Side, Verb: a.Verb, Unit: -1}
	switch a.Verb {
	case "recruit":
		o.Type, o.Place, o.Supply = a.Args[0], a.Args[1], st.pointsCost(a.Args[0])
	case "buy":
		o.Type, o.Place, o.VP = a.Args[0], a.Args[1], st.vpCost(a.Args[0])
	case "replenish":
		o.Unit = st.unitArg(a.Args[0])
		o.N, _ = strconv.Atoi(a.Args[1])
		if o.Unit >= 0 {
			o.Supply = spPrice(st.class(o.Unit), o.N)
		}
	case "pool":
		o.N, _ = strconv.Atoi(a.Args[0])
		o.Supply = o.N
	case "stock":
		p, n, _ := st.stockPrice(a.Args[0])
		o.Type, o.N, o.Supply = a.Args[0], n, p
	case "buy-shells":
		o.N, o.VP = ShellsPerVP, 1
	case "buy-depot":
		o.N = 1
		o.VP, _ = st.depotPrice(a.Side)
	}
	return o
}

// applyOrder records an order of step 9, its side's secret until the
// reveal.
func applyOrder(st *State, a rules.Action, ctx *rules.Context) error {
	o := st.orderOf(a)
	st.Replace.Orders = append(st.Replace.Orders, o)
	st.Replace.Choice.Choose(ctx, a.Side, fmt.Sprintf("the %s give a replacement order", st.sideName(a.Side)))
	ctx.LogTo(rules.SidesOnly(a.Side), "order: %s (%s)", st.orderText(o, a.Side), st.leftText(a.Side))
	return nil
}

// leftText words side's supply points left and victory points ordered.
func (st *State) leftText(side string) string {
	_, vp, _ := st.ordered(side)
	return fmt.Sprintf("%d supply points left; %d victory points ordered", st.supplyLeft(side), vp)
}

// newPlaceText words a PLACE for people.
func (st *State) newPlaceText(side, arg string) string {
	return rules.LocationName(st.fixed.s, arg)
}

// orderText words an order for viewer.
func (st *State) orderText(o ReplaceOrder, viewer string) string {
	name := func(typ string) string {
		if t := st.fixed.types[typ]; t != nil {
			return t.Name + " " + st.print0(typ)
		}
		return typ
	}
	switch o.Verb {
	case "recruit":
		return fmt.Sprintf("recruit %s at %s for %d supply points", name(o.Type), st.newPlaceText(o.Side, o.Place), o.Supply)
	case "buy":
		return fmt.Sprintf("buy %s at %s for %d victory points", name(o.Type), st.newPlaceText(o.Side, o.Place), o.VP)
	case "replenish":
		return fmt.Sprintf("replenish %s with %d strength points for %d supply points", st.unitText(o.Unit, viewer), o.N, o.Supply)
	case "pool":
		return fmt.Sprintf("put %d strength points of men in the replacement battalion for %d supply points", o.N, o.Supply)
	case "stock":
		return fmt.Sprintf("buy %s for %d supply points", stockWords(o.N, o.Type), o.Supply)
	case "buy-shells":
		return fmt.Sprintf("buy %d SHELLS for 1 victory point", o.N)
	case "buy-depot":
		return fmt.Sprintf("buy a depot point for %d victory points", o.VP)
	}
	return o.Verb
}

// stockWords words n of a stock item ("6 SHELLS", "1 gas canister").
func stockWords(n int, item string) string {
	word := map[string][2]string{StockShells: {"SHELLS", "SHELLS"}, StockLuxury: {"luxury", "luxuries"},
		StockGas: {"gas canister", "gas canisters"}, StockExplosive: {"strength point of explosives", "strength points of explosives"}}[item]
	if n == 1 {
		return "1 " + word[0]
	}
	return fmt.Sprintf("%d %s", n, word[1])
}

// describeOrder words a step-9 action for the window.
func describeOrder(st *State, a rules.Action, viewer string) (string, bool) {
	want := map[string]int{"recruit": 2, "replenish": 2, "pool": 1, "stock": 1, "buy-depot": 0}[a.Verb]
	if len(a.Args) != want {
		return "", false
	}
	switch a.Verb {
	case "recruit":
		if st.fixed.types[a.Args[0]] == nil {
			return "", false
		}
	case "replenish":
		if n, err := strconv.Atoi(a.Args[1]); err != nil || n < 1 || st.resolveLogged(a.Args[0]) < 0 {
			return "", false
		}
	case "pool":
		if n, err := strconv.Atoi(a.Args[0]); err != nil || n < 1 {
			return "", false
		}
	case "stock":
		if _, _, ok := st.stockPrice(a.Args[0]); !ok {
			return "", false
		}
	}
	o := st.orderOf(a)
	if a.Verb == "replenish" {
		o.Unit = st.resolveLogged(a.Args[0])
		o.Supply = spPrice(st.class(o.Unit), o.N)
	}
	text := st.orderText(o, viewer)
	return strings.ToUpper(text[:1]) + text[1:], true
}

// revealReplace carries out both sides' orders in the order given, then
// drops the supply points left unspent (RULINGS W-9.2).
func (st *State) revealReplace(ctx *rules.Context) error {
	for _, o := range st.Replace.Orders {
		if err := st.carryOut(o, ctx); err != nil {
			return err
		}
	}
	for _, side := range Sides {
		s := st.stores(side)
		if left := st.supplyLeft(side); left > 0 {
			ctx.LogTo(rules.SidesOnly(side), "the %s' %d supply points left unspent are lost (%s)", st.sideName(side), left, RuleReplace)
		}
		s.Supply = 0
		st.setStores(side, s)
	}
	st.Replace.Orders = nil
	st.restack(ctx)
	st.checkCaps(ctx)
	return nil
}

// carryOut carries out one order at the reveal: its side reads it in
// full; the enemy reads what it would see at the table (victory points,
// SHELLS and depot points are public).
func (st *State) carryOut(o ReplaceOrder, ctx *rules.Context) error {
	own := rules.SidesOnly(o.Side)
	who := st.sideName(o.Side)
	s := st.stores(o.Side)
	switch o.Verb {
	case "recruit", "buy":
		l, ok := st.reserveLoc(o.Side)
		if o.Place != st.boxArg(o.Side) {
			l, ok = st.zoneLoc(o.Place)
		}
		if !ok {
			return fmt.Errorf("greenfields: no place %q for a new unit", o.Place)
		}
		u, err := st.Reserves.Mint.New(st.fixed.s, o.Type, l)
		if err != nil {
			return err
		}
		// Like every unit, it comes unidentified by the enemy.
		u.Hidden = true
		st.Units = append(st.Units, u)
		st.Troops = append(st.Troops, st.printedTroop(&st.Units[len(st.Units)-1]))
		i := len(st.Units) - 1
		if o.Verb == "buy" {
			st.spendVP(o.Side, o.VP)
			ctx.Logf("the %s spend %d victory points on a unit (%d victory points now) (%s)", who, o.VP, st.victoryPoints(o.Side), RuleVictory)
			ctx.LogTo(own, "%s joins the army at %s, bought with victory points", st.unitName(i), st.newPlaceText(o.Side, o.Place))
		} else {
			ctx.LogTo(own, "%s is formed at %s for %d supply points (%s)", st.unitName(i), st.newPlaceText(o.Side, o.Place), o.Supply, RuleReplace)
		}
	case "replenish":
		ctx.LogTo(own, "%s receives %d strength points of replacements for %d supply points (%s)", st.unitName(o.Unit), o.N, o.Supply, RuleReplace)
		st.addReplacements(o.Unit, o.N, ctx)
	case "pool":
		s.Pool += o.N
		ctx.LogTo(own, "%d strength points of men join the replacement battalion (%d in it)", o.N, s.Pool)
	case "stock":
		switch o.Type {
		case StockShells:
			st.Shells[o.Side] += o.N
			ctx.Logf("the %s' depot sends up %d SHELLS (%d SHELLS)", who, o.N, st.Shells[o.Side])
		case StockLuxury:
			s.Luxuries += o.N
		case StockGas:
			s.Gas += o.N
		case StockExplosive:
			s.Explosive += o.N
		}
		if o.Type != StockShells {
			ctx.LogTo(own, "the depot delivers %s", stockWords(o.N, o.Type))
		}
	case "buy-shells":
		st.spendVP(o.Side, o.VP)
		st.Shells[o.Side] += o.N
		ctx.Logf("the %s buy %d SHELLS for 1 victory point (%d SHELLS; %d victory points now) (%s)", who, o.N, st.Shells[o.Side], st.victoryPoints(o.Side), RuleVictory)
	case "buy-depot":
		st.spendVP(o.Side, o.VP)
		s.Depot++
		ctx.Logf("the %s buy a depot point for %d victory points: depot %d (started with %d; %d victory points now) (%s)", who, o.VP, s.Depot, s.DepotStart, st.victoryPoints(o.Side), RuleVictory)
	}
	st.setStores(o.Side, s)
	return nil
}

// spendVP counts n victory points spent by side: "Such purchases may put
// the player into negative points".
func (st *State) spendVP(side string, n int) {
	if st.VPSpent == nil {
		st.VPSpent = map[string]int{}
	}
	st.VPSpent[side] += n
}

// addReplacements adds n strength points of replacements to unit i (step
// 9's replenish; the deployment's reinforcements too): "Units that have
// replacements equal to or exceeding 50% of their current strength added
// to them in a single turn go down one experience level" — its strength
// before the week's first replacements (RULINGS W-9.11), once a week.
func (st *State) addReplacements(i, n int, ctx *rules.Context) {
	tr := &st.Troops[i]
	before := tr.Strength - tr.Replaced
	dropped := tr.Replaced > 0 && 2*tr.Replaced >= before
	tr.Strength += n
	tr.Replaced += n
	if dropped || 2*tr.Replaced < before {
		return
	}
	tr.Experience = max(tr.Experience-1, 0)
	if ctx != nil {
		st.logUnit(i, ctx, "%s took %d replacements on %d strength points (50%% or more) this week: experience %d -> %d (003 Experience changes)",
			st.unitName(i), tr.Replaced, before, tr.Experience+1, tr.Experience)
	}
}

// replaceChecklist is step 9's checklist for viewer (its own stores).
func replaceChecklist(st *State, viewer string) []rules.CheckItem {
	if viewer == "" || !st.Replace.Choice.MayChoose(viewer) {
		return nil
	}
	return []rules.CheckItem{
		{Text: fmt.Sprintf("Spend your %d supply points left (recruit, replenish, pool, stock): unspent ones are lost", st.supplyLeft(viewer))},
		{Text: "Victory points buy a unit for half its points (buy), 4 SHELLS for 1 (buy-shells), a depot point for 2 or 10 (buy-depot)"},
		{Text: "Commit: when both sides have committed, the orders are carried out", Required: true},
	}
}

// storesView adds the depots (public) and viewer's own stores to v.
func (st *State) storesView(v *rules.View) {
	if !st.hasDepots() && len(st.Stores) == 0 {
		return
	}
	var parts []string
	for _, side := range Sides {
		s := st.stores(side)
		parts = append(parts, fmt.Sprintf("the %s %d points (started with %d), %d SHELLS", st.sideName(side), s.Depot, s.DepotStart, st.Shells[side]))
	}
	v.Notes = append(v.Notes, fmt.Sprintf("Depots (%s): %s.", RuleDepots, strings.Join(parts, "; ")))
	for _, side := range Sides {
		if v.Side != "" && v.Side != side && !st.Over {
			continue
		}
		s := st.stores(side)
		v.Notes = append(v.Notes, fmt.Sprintf("Stores of the %s: %d supply points this week (%d left), %d strength points in the replacement battalion, %d luxuries, %d gas canisters, %d strength points of explosives.",
			st.sideName(side), s.Supply, st.supplyLeft(side), s.Pool, s.Luxuries, s.Gas, s.Explosive))
	}
}

// otherStores is the state with the enemy's own stores otherwise (for the
// checks by difference, variants.go): one more luxury, man in its
// replacement battalion, gas canister or strength point of explosives,
// one more supply point rolled while it gives its orders, or one of its
// secret replacement orders not given.
func (st *State) otherStores(side string, r *rand.Rand) (rules.Variant, bool) {
	enemy := other(side)
	if !st.hasDepots() {
		return rules.Variant{}, false
	}
	c := st.Clone().(*State)
	s := c.stores(enemy)
	var what string
	var orders []int
	for k, o := range c.Replace.Orders {
		if o.Side == enemy {
			orders = append(orders, k)
		}
	}
	switch k := r.IntN(5); {
	case k == 4 && len(orders) > 0:
		o := orders[r.IntN(len(orders))]
		what = fmt.Sprintf("the %s did not give their order to %s", st.sideName(enemy), c.Replace.Orders[o].Verb)
		c.Replace.Orders = slices.Delete(c.Replace.Orders, o, o+1)
	case k == 3 && c.Replace.Choice.MayChoose(enemy):
		s.Supply++
		what = fmt.Sprintf("the %s rolled one more supply point", st.sideName(enemy))
	case k == 2:
		s.Pool++
		what = fmt.Sprintf("the %s have one more man in their replacement battalion", st.sideName(enemy))
	case k == 1:
		s.Gas++
		s.Explosive++
		what = fmt.Sprintf("the %s have one more gas canister and strength point of explosives", st.sideName(enemy))
	default:
		s.Luxuries++
		what = fmt.Sprintf("the %s have one more luxury", st.sideName(enemy))
	}
	c.setStores(enemy, s)
	return rules.Variant{What: what, State: c}, true
}
