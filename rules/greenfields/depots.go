package greenfields

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strconv"
	"strings"

	"sandtable/rules"
	"sandtable/rules/kit"
	"sandtable/scenarios"
)

// This file is the seed's "Depots" (Section 2, after "Ending the
// assault"):
//
//	"Depots are the army's supply train and pool of replacements. These
//	units are just beyond the army's rear zone; if an enemy unit can exit
//	off their enemy's rear board edge, then it utterly destroys the army's
//	depot.
//
//	Depots have a strength representing their transport and the importance
//	given them by HQ. Each point of depot strength gives a roll of 1D6 for
//	supply points at the end of the weekly turn. Supply points are then
//	converted to reinforcements (new units, or strength replenishment for
//	already existent units), or spent on shells and luxuries as per the
//	games "point system" (see below).
//
//	Depots also automatically gain 1 point of SHELLS per depot point per
//	turn.
//
//	A destroyed depot automatically rebuilds itself at a rate of 1 depot
//	point per weekly turn.
//
//	An army may have a max of 3 strength points of armoured vehicles and 3
//	strength points of aircraft per depot point. Units in excess of these
//	levels may not be used in combat, but may be used to replace losses in
//	combat formations."
//
// and, from "Winning and losing", the depot's purchase with victory points
// (replacements.go plays it): "Depot points may be purchased for 2 points
// each to replace destroyed depot points, or for 10 points each if the
// depot is to be raised above its initial starting value. Depots may be
// raised to a maximum of 1 higher than the army's starting depot
// allowance."
//
// The depots' points come from the scenario: `[rules.depot] allies = 2,
// central = 2`, and the other stores a side starts with from
// `[rules.stores.SIDE]` (luxuries, pool, gas, explosive). The supply roll,
// the SHELLS and the rebuild come as step 9 ("Replacements") is entered.
// A depot's points and its SHELLS are public (RULINGS W-9.4, W-9.10); its
// supply roll is its side's own.

// RuleDepots is the seed's "Depots".
const RuleDepots = "003 Depots"

// Depot values from the seed.
const (
	capPerDepot    = 3  // "a max of 3 strength points of armoured vehicles and 3 strength points of aircraft per depot point"
	depotReplaceVP = 2  // "Depot points may be purchased for 2 points each to replace destroyed depot points"
	depotRaiseVP   = 10 // "or for 10 points each if the depot is to be raised above its initial starting value"
	depotRaiseMax  = 1  // "Depots may be raised to a maximum of 1 higher than the army's starting depot allowance"
	maxDepot       = 99 // a scenario's depot, checked
	maxStartStores = 999
)

// FlagOverCap marks an armoured unit or an aircraft beyond its army's cap
// of 3 strength points per depot point: "Units in excess of these levels
// may not be used in combat" — it rolls no hit dice and may not fly
// (RULINGS W-9.7).
const FlagOverCap = "over-cap"

// StartStores are one side's stores at the start besides its depot
// (`[rules.stores.allies] luxuries = 2`).
type StartStores struct {
	Luxuries  int `toml:"luxuries"`
	Pool      int `toml:"pool"`
	Gas       int `toml:"gas"`
	Explosive int `toml:"explosive"`
}

func init() {
	book.Section(kit.Section[*State]{Rule: RuleDepots, Title: "Depots", Order: 195,
		Text: `"Depots are the army's supply train and pool of replacements. These units are just beyond the army's rear zone; if an enemy unit can exit off their enemy's rear board edge, then it utterly destroys the army's depot."

"Each point of depot strength gives a roll of 1D6 for supply points at the end of the weekly turn. Supply points are then converted to reinforcements (new units, or strength replenishment for already existent units), or spent on shells and luxuries as per the games "point system"." The roll is made as step 9 (Replacements) begins; unspent supply points are lost.

"Depots also automatically gain 1 point of SHELLS per depot point per turn." "A destroyed depot automatically rebuilds itself at a rate of 1 depot point per weekly turn" (so does one that lost some of its points), up to its starting points.

"An army may have a max of 3 strength points of armoured vehicles and 3 strength points of aircraft per depot point. Units in excess of these levels may not be used in combat, but may be used to replace losses in combat formations." The units beyond the cap, newest first, roll no hit dice and may not fly.

A depot's points and SHELLS are public (its stands are on the table); its supply roll and what it buys are its side's own.`,
		More: func(st *State) (string, []rules.RefTable) { return st.depotText(), nil }})
	tableChecks = append(tableChecks, checkDepots)
	flagText[FlagOverCap] = "beyond the army's cap of 3 strength points per depot point: may not be used in combat"
	book.On(kit.GameStart, func(st *State, ctx *rules.Context) error {
		st.startStores()
		st.checkCaps(ctx)
		return nil
	})
	book.On(weekStart, func(st *State, ctx *rules.Context) error {
		st.checkCaps(ctx)
		return nil
	})
	book.On(kit.Enter(PhaseReplace), func(st *State, ctx *rules.Context) error { return st.depotsRoll(ctx) })
}

// checkDepots refuses a depot or store naming no side, or out of range.
func checkDepots(s *scenarios.Scenario, t *Tables) error {
	for _, side := range sortedKeys(t.Depot) {
		if n := t.Depot[side]; (side != Allies && side != Central) || n < 0 || n > maxDepot {
			return s.RulesErrorf("rules.depot."+side, "want a side (%s, %s) and 0 to %d depot points", Allies, Central, maxDepot)
		}
	}
	for _, side := range sortedKeys(t.Stores) {
		if side != Allies && side != Central {
			return s.RulesErrorf("rules.stores."+side, "no side %q (want %s or %s)", side, Allies, Central)
		}
		ss := t.Stores[side]
		for key, n := range map[string]int{"luxuries": ss.Luxuries, "pool": ss.Pool, "gas": ss.Gas, "explosive": ss.Explosive} {
			if n < 0 || n > maxStartStores {
				return s.RulesErrorf("rules.stores."+side+"."+key, "%d: want 0 to %d", n, maxStartStores)
			}
		}
	}
	return nil
}

// hasDepots reports whether the scenario gives the armies depots.
func (st *State) hasDepots() bool { return len(st.fixed.t.Depot) > 0 }

// startStores fills each side's stores from the scenario.
func (st *State) startStores() {
	t := st.fixed.t
	if len(t.Depot) == 0 && len(t.Stores) == 0 {
		return
	}
	for _, side := range Sides {
		ss := t.Stores[side]
		st.setStores(side, Stores{Depot: t.Depot[side], DepotStart: t.Depot[side],
			Luxuries: ss.Luxuries, Pool: ss.Pool, Gas: ss.Gas, Explosive: ss.Explosive})
	}
}

// depotsRoll opens step 9 for each side: a depot below its starting
// points rebuilds one (RULINGS W-9.5), then "Each point of depot strength
// gives a roll of 1D6 for supply points" (the roll its own side's) and
// "1 point of SHELLS per depot point" (public).
func (st *State) depotsRoll(ctx *rules.Context) error {
	for _, side := range Sides {
		s := st.stores(side)
		if s.Depot < s.DepotStart {
			s.Depot++
			ctx.Logf("the %s' depot rebuilds 1 point: %d of %d (%s: \"A destroyed depot automatically rebuilds itself at a rate of 1 depot point per weekly turn\")",
				st.sideName(side), s.Depot, s.DepotStart, RuleDepots)
		}
		s.Supply = 0
		if s.Depot > 0 {
			d, err := ctx.Roll(s.Depot, 6)
			if err != nil {
				return err
			}
			for _, f := range d {
				s.Supply += f
			}
			ctx.LogRollTo(rules.SidesOnly(side), "", rules.Roll{
				For:   fmt.Sprintf("Depot supply, the %s (%s: 1D6 per depot point)", st.sideName(side), RuleDepots),
				Table: fmt.Sprintf("%dd6, %d depot points", s.Depot, s.Depot), Dice: d, Sides: 6, Total: s.Supply,
				Result: fmt.Sprintf("%d supply points to spend this step", s.Supply)})
			if st.Shells == nil {
				st.Shells = map[string]int{}
			}
			st.Shells[side] += s.Depot
		}
		st.setStores(side, s)
		ctx.Logf("the %s' depot (%d points) rolls %d dice for supply; +%d SHELLS, 1 per depot point (%d SHELLS) (%s)",
			st.sideName(side), s.Depot, s.Depot, s.Depot, st.Shells[side], RuleDepots)
	}
	st.checkCaps(ctx)
	st.openReplace()
	return nil
}

// destroyDepot: "if an enemy unit can exit off their enemy's rear board
// edge, then it utterly destroys the army's depot" — side's depot falls
// to 0 points (it rebuilds 1 a week).
func (st *State) destroyDepot(side string, ctx *rules.Context) {
	s := st.stores(side)
	if !st.hasDepots() || s.Depot == 0 {
		return
	}
	s.Depot = 0
	st.setStores(side, s)
	if ctx != nil {
		ctx.Logf("the %s' depot is utterly destroyed: 0 of %d points (%s)", st.sideName(side), s.DepotStart, RuleDepots)
	}
	st.checkCaps(ctx)
}

// capGroup is the cap group of class c: "armoured vehicles" or
// "aircraft", "" for any other class.
func capGroup(c Class) string {
	switch {
	case c.isArmoured():
		return "armoured vehicles"
	case c.isAircraft():
		return "aircraft"
	}
	return ""
}

// checkCaps marks the armoured units and aircraft beyond their army's cap
// (3 strength points of each per depot point), counting each side's units
// in the order they joined the army, so the newest are the ones in excess
// (RULINGS W-9.7), and clears the mark of the others. A scenario without
// depots has no cap.
func (st *State) checkCaps(ctx *rules.Context) {
	if !st.hasDepots() {
		return
	}
	used := map[string]int{}
	for i := range st.Units {
		u := &st.Units[i]
		g := capGroup(st.class(i))
		if g == "" || u.Loc.IsEliminated() {
			continue
		}
		key := u.Side + "/" + g
		used[key] += st.Troops[i].Strength
		over := used[key] > capPerDepot*st.stores(u.Side).Depot
		if over == u.HasFlag(FlagOverCap) {
			continue
		}
		if over {
			u.SetFlag(FlagOverCap)
		} else {
			u.ClearFlag(FlagOverCap)
		}
		if ctx != nil {
			what := "is within its army's cap again and may fight"
			if over {
				what = fmt.Sprintf("is beyond its army's cap of %d strength points of %s (%d per depot point): it may not be used in combat", capPerDepot*st.stores(u.Side).Depot, g, capPerDepot)
			}
			ctx.LogTo(rules.SidesOnly(u.Side), "%s %s (%s)", st.unitName(i), what, RuleDepots)
		}
	}
}

// overCap reports whether unit i is beyond its army's cap.
func (st *State) overCap(i int) bool { return st.Units[i].HasFlag(FlagOverCap) }

// depotText words each side's depot for the rules reference.
func (st *State) depotText() string {
	if !st.hasDepots() {
		return "This game has no depots."
	}
	var parts []string
	for _, side := range Sides {
		s := st.stores(side)
		parts = append(parts, fmt.Sprintf("the %s start with %d depot points (at most %d)", st.sideName(side), s.DepotStart, s.DepotStart+depotRaiseMax))
	}
	return "In this game " + strings.Join(parts, "; ") + "."
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

// The units in excess of the cap "may be used to replace losses in combat
// formations": `transfer FROM TO N`, an order of step 9 (replacements.go),
// gives N strength points of a unit in excess to a unit of its class
// within the cap, both held off board (where step 9 replenishes units),
// up to the taker's printed strength; they count as replacements for the
// 50% rule. A unit that gives all its strength points leaves play (its
// men are not lost: the graveyard does not count them).
func init() {
	book.Verb(kit.Verb[*State]{Name: "transfer", Title: "Transfer strength", Args: "FROM TO N", Rule: RuleDepots,
		Help: "gives N strength points of an armoured unit or aircraft beyond the army's cap (3 strength points per depot point) to a unit of its class within it, both held off board (step 9's replacement orders)",
		Gen:  genTransfer, Why: whyTransfer, Apply: applyOrder, Describe: describeOrder})
}

// giving is how many strength points unit i may still give, orders
// counted.
func (st *State) giving(i int) int {
	n := st.Troops[i].Strength
	for _, o := range st.Replace.Orders {
		if o.Verb == "transfer" && o.From == i {
			n -= o.N
		}
	}
	return n
}

// whyNotGive says why unit f of side may not give strength points now, ""
// when it may.
func (st *State) whyNotGive(side string, f int) string {
	switch {
	case st.Units[f].Side != side:
		return fmt.Sprintf("%s is not yours", st.unitName(f))
	case !st.overCap(f):
		return fmt.Sprintf("%s is within its army's cap: only \"Units in excess of these levels ... may be used to replace losses\"", st.unitName(f))
	case !st.heldOffBoard(f):
		return fmt.Sprintf("%s is not held off board", st.unitName(f))
	case st.giving(f) <= 0:
		return fmt.Sprintf("%s has no strength points left to give, orders counted", st.unitName(f))
	}
	return ""
}

// whyNotTake says why unit to of side may not take strength points of f,
// "" when it may.
func (st *State) whyNotTake(side string, to, f int) string {
	switch {
	case to == f || st.Units[to].Side != side:
		return fmt.Sprintf("%s is not another unit of yours", st.unitName(to))
	case st.class(to) != st.class(f):
		return fmt.Sprintf("%s is not %s, the giver's class", st.unitName(to), classNames[st.class(f)])
	case st.overCap(to):
		return fmt.Sprintf("%s is itself beyond the cap: it is no combat formation", st.unitName(to))
	case !st.heldOffBoard(to):
		return fmt.Sprintf("%s is not held off board, where step 9 replaces losses", st.unitName(to))
	case st.missing(to) <= 0:
		return fmt.Sprintf("%s has lost no strength points, orders counted", st.unitName(to))
	}
	return ""
}

func genTransfer(st *State, side, arg0 string) []rules.Action {
	if st.checkOrder(rules.Action{Side: side}) != nil || !st.hasDepots() {
		return nil
	}
	var out []rules.Action
	for f := range st.Units {
		ref := st.Units.Ref(f)
		if (arg0 != "" && arg0 != ref) || st.Units[f].Loc.IsEliminated() || st.whyNotGive(side, f) != "" {
			continue
		}
		for to := range st.Units {
			if st.Units[to].Loc.IsEliminated() || st.whyNotTake(side, to, f) != "" {
				continue
			}
			for n := 1; n <= min(st.giving(f), st.missing(to)); n++ {
				out = append(out, rules.Action{Side: side, Verb: "transfer", Args: []string{ref, st.Units.Ref(to), strconv.Itoa(n)}})
			}
		}
	}
	return out
}

func whyTransfer(st *State, a rules.Action) *rules.Refusal {
	if r := st.checkOrder(a); r != nil {
		return r
	}
	if len(a.Args) != 3 {
		return refuse(RuleDepots, "transfer takes FROM TO N (strength points)")
	}
	f, to := st.unitArg(a.Args[0]), st.unitArg(a.Args[1])
	if f < 0 || to < 0 {
		return refuse(RuleDepots, "name two units of yours in play")
	}
	n, err := strconv.Atoi(a.Args[2])
	if err != nil || n < 1 {
		return refuse(RuleDepots, "%q is not a number of strength points (1 or more)", a.Args[2])
	}
	if why := st.whyNotGive(a.Side, f); why != "" {
		return refuse(RuleDepots, "%s", why)
	}
	if why := st.whyNotTake(a.Side, to, f); why != "" {
		return refuse(RuleDepots, "%s", why)
	}
	return refuse(RuleDepots, "%s may give %d and %s take %d strength points, orders counted", st.unitName(f), st.giving(f), st.unitName(to), st.missing(to))
}

// transfer carries out a transfer order at the reveal.
func (st *State) transfer(o ReplaceOrder, ctx *rules.Context) {
	own := rules.SidesOnly(o.Side)
	st.Troops[o.From].Strength -= o.N
	ctx.LogTo(own, "%s gives %d strength points to %s (%s)", st.unitName(o.From), o.N, st.unitName(o.Unit), RuleDepots)
	if st.Troops[o.From].Strength <= 0 {
		st.Units[o.From].Loc = rules.Eliminated
		st.Troops[o.From].Wave = 0
		ctx.LogTo(own, "%s has given all its strength points and leaves play", st.unitName(o.From))
	}
	st.addReplacements(o.Unit, o.N, ctx)
}
