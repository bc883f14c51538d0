package greenfields

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"sandtable/internal/plural"
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
// supply.go prices and checks the supply points' verbs, vpweek.go the
// victory points'.

// RuleReplace is the seed's "Replacements".
const RuleReplace = "003 Replacements"

// Replacements are step 9's secret orders, carried out at the reveal.
type Replacements struct {
	Choice rules.SecretChoice `json:"choice"`
	Orders []ReplaceOrder     `json:"orders,omitempty"`
}

// ReplaceOrder is one order of step 9: Verb is the verb that gave it;
// Type a unit type (recruit, buy) or a stock item; Unit the unit
// replenished (or given strength points by From); Place where a new unit goes; N strength points; Supply and
// VP its price.
type ReplaceOrder struct {
	Side   string `json:"side"`
	Verb   string `json:"verb"`
	Type   string `json:"type,omitempty"`
	Unit   int    `json:"unit"`
	From   int    `json:"from,omitempty"` // transfer: the unit giving its strength points
	Place  string `json:"place,omitempty"`
	N      int    `json:"n,omitempty"`
	Supply int    `json:"supply,omitempty"`
	VP     int    `json:"vp,omitempty"`
	// Captured: a German unit of tanks crewed from captured enemy
	// vehicles (recruit TYPE PLACE captured: wrecks.go).
	Captured bool `json:"captured,omitempty"`
}

// replaceVerbs are step 9's verbs (commit besides).
var replaceVerbs = []string{"recruit", "replenish", "pool", "stock", "transfer", "buy", "buy-shells", "buy-depot"}

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
	if r := choiceWhy(&st.Replace.Choice, a, RuleReplace); r != nil {
		return r
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

// orderOf is the order action a gives (legal: Gen listed it).
func (st *State) orderOf(a rules.Action) ReplaceOrder {
	o := ReplaceOrder{Side: a.Side, Verb: a.Verb, Unit: -1}
	switch a.Verb {
	case "recruit":
		o.Type, o.Place, o.Supply = a.Args[0], a.Args[1], st.pointsCost(a.Args[0])
		o.Captured = len(a.Args) == 3
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
	case "transfer":
		o.From, o.Unit = st.unitArg(a.Args[0]), st.unitArg(a.Args[1])
		o.N, _ = strconv.Atoi(a.Args[2])
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
	ctx.LogTo(rules.SidesOnly(a.Side), "order: %s (%s)", st.replaceText(o, a.Side), st.leftText(a.Side))
	return nil
}

// leftText words side's supply points left and victory points ordered.
func (st *State) leftText(side string) string {
	_, vp, _ := st.ordered(side)
	return fmt.Sprintf("%s left; %s ordered", plural.Count(st.supplyLeft(side), "supply point"), plural.Count(vp, "victory point"))
}

// newPlaceText words a PLACE for people.
func (st *State) newPlaceText(side, arg string) string {
	return rules.LocationName(st.fixed.s, arg)
}

// replaceText words a replacement order for viewer.
func (st *State) replaceText(o ReplaceOrder, viewer string) string {
	name := func(typ string) string {
		if t := st.fixed.types[typ]; t != nil {
			return t.Name + " " + st.print0(typ)
		}
		return typ
	}
	switch o.Verb {
	case "recruit":
		if o.Captured {
			return fmt.Sprintf("recruit %s crewed from captured vehicles at %s for %s", name(o.Type), st.newPlaceText(o.Side, o.Place), plural.Count(o.Supply, "supply point"))
		}
		return fmt.Sprintf("recruit %s at %s for %s", name(o.Type), st.newPlaceText(o.Side, o.Place), plural.Count(o.Supply, "supply point"))
	case "buy":
		return fmt.Sprintf("buy %s at %s for %s", name(o.Type), st.newPlaceText(o.Side, o.Place), plural.Count(o.VP, "victory point"))
	case "replenish":
		return fmt.Sprintf("replenish %s with %s for %s", st.unitText(o.Unit, viewer), plural.Count(o.N, "strength point"), plural.Count(o.Supply, "supply point"))
	case "transfer":
		return fmt.Sprintf("give %s of %s to %s", plural.Count(o.N, "strength point"), st.unitText(o.From, viewer), st.unitText(o.Unit, viewer))
	case "pool":
		return fmt.Sprintf("put %s of men in the replacement battalion for %s", plural.Count(o.N, "strength point"), plural.Count(o.Supply, "supply point"))
	case "stock":
		return fmt.Sprintf("buy %s for %s", stockWords(o.N, o.Type), plural.Count(o.Supply, "supply point"))
	case "buy-shells":
		return fmt.Sprintf("buy %d SHELLS for 1 victory point", o.N)
	case "buy-depot":
		return fmt.Sprintf("buy a depot point for %s", plural.Count(o.VP, "victory point"))
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
	want := map[string]int{"recruit": 2, "replenish": 2, "pool": 1, "stock": 1, "transfer": 3, "buy-depot": 0}[a.Verb]
	if a.Verb == "recruit" && len(a.Args) == 3 && a.Args[2] == argCaptured {
		want = 3
	}
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
	case "transfer":
		if n, err := strconv.Atoi(a.Args[2]); err != nil || n < 1 || st.resolveLogged(a.Args[0]) < 0 || st.resolveLogged(a.Args[1]) < 0 {
			return "", false
		}
	case "stock":
		if _, _, ok := st.stockPrice(a.Args[0]); !ok {
			return "", false
		}
	}
	o := st.orderOf(a)
	switch a.Verb {
	case "replenish":
		o.Unit = st.resolveLogged(a.Args[0])
		o.Supply = spPrice(st.class(o.Unit), o.N)
	case "transfer":
		o.From, o.Unit = st.resolveLogged(a.Args[0]), st.resolveLogged(a.Args[1])
	}
	text := st.replaceText(o, viewer)
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
			are := "are"
			if left == 1 {
				are = "is"
			}
			ctx.LogTo(rules.SidesOnly(side), "the %s' %s left unspent %s lost (%s)", st.sideName(side), plural.Count(left, "supply point"), are, RuleReplace)
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
		if o.Captured {
			// The enemy's vehicle, German crewed (wrecks.go).
			u.Side, u.Nation = o.Side, st.designNation(o.Side)
			u.SetFlag(FlagCaptured)
		}
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
		ctx.LogTo(own, "%s receives %s of replacements for %s (%s)", st.unitName(o.Unit), plural.Count(o.N, "strength point"), plural.Count(o.Supply, "supply point"), RuleReplace)
		st.addReplacements(o.Unit, o.N, ctx)
	case "transfer":
		st.transfer(o, ctx)
	case "pool":
		s.Pool += o.N
		ctx.LogTo(own, "%s of men %s the replacement battalion (%d in it)", plural.Count(o.N, "strength point"), map[bool]string{true: "joins", false: "join"}[o.N == 1], s.Pool)
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
