package aanorthafrica

import (
	"fmt"
	"slices"
	"strings"

	"sandtable/counters"
	"sandtable/rules"
	"sandtable/rules/kit"
)

// This file is the seed's "Reinforcements" (the purchase) and, for the
// money, "Start-up":
//
//	"Allied & German units are priced and purchased as normal, and enter
//	the game through any or all of the purchaser's 3 Reinforcement Zones.
//	Italian units are slightly weaker and therefore slightly cheaper"
//
//	"At the beginning of the first turn, each side gets a one-time bonus
//	of 12 IPCs (as in A&AE) to spend or save as desired."
//
// In its purchase phase the acting nation buys units of its own counter
// types one at a time: "buy TYPE" pays the price (Rules.Stats, the one
// lookup: Italian units are cheaper) from the nation's bank (BankOf),
// "buy TYPE bonus" from its side's unspent turn-1 bonus (ruling N-2:
// saved bonus money keeps its freedom of placement, so the unit is
// flagged FlagBonus). "unbuy UNIT" takes back a unit bought in this phase
// and refunds the pot that paid for it. Bought units are minted into the
// side's "to place" box off the map (toPlaceBox) and wait there for the
// placement phase (reinforcements.go). Purchases are public, as the bank
// is; a minefield is bought hidden (Hidden: the enemy never sees it in
// the box, only that a minefield was bought), and is laid by the
// minefields' own verb, not by place.

// RuleReinforcements is the seed's "Reinforcements": buying units.
const RuleReinforcements = "Reinforcements"

// FlagBonus marks a unit bought with the turn-1 bonus and not yet placed:
// it may be placed in any space its side controls ("Start-up").
const FlagBonus = "bonus"

// argBonus is buy's optional second argument: pay from the bonus.
const argBonus = "bonus"

var (
	_ = addPhaseVerbs(PhasePurchase, "buy", "unbuy")
	_ = addChecklist(PhasePurchase, purchaseChecklist)
)

func init() {
	book.Verb(kit.Verb[*State]{Name: "buy", Title: "Buy a unit", Args: "TYPE [bonus]", Rule: RuleReinforcements,
		Words: "buying a unit",
		Help:  "buys one unit of a counter type of the acting nation at its price, from the nation's bank or, with bonus, from the side's turn-1 bonus; it waits off the map to be placed",
		Gen:   genBuy, Why: whyBuy, Apply: applyBuy, Describe: describeBuy})
	book.Verb(kit.Verb[*State]{Name: "unbuy", Title: "Take back a purchase", Args: "UNIT", Rule: RuleReinforcements,
		Words: "taking back a purchase",
		Help:  "takes back a unit bought in this purchase phase and refunds its price to the bank or bonus that paid",
		Gen:   genUnbuy, Why: whyUnbuy, Apply: applyUnbuy, Describe: describeUnbuy})
	on(kit.Enter(PhasePurchase), func(st *State, _ *rules.Context) error { st.Buy.Bought = nil; return nil })
	on(kit.Leave(PhasePurchase), func(st *State, _ *rules.Context) error { st.Buy.Bought = nil; return nil })
	book.Section(kit.Section[*State]{Rule: RuleReinforcements, Title: "Buying units", Order: 32,
		Text: `"Allied & German units are priced and purchased as normal, and enter the game through any or all of the purchaser's 3 Reinforcement Zones. Italian units are slightly weaker and therefore slightly cheaper" (see Units for the prices).

In its purchase phase a nation buys units of its own, one at a time, paying from its bank (see IPCs and banks) or from its side's unspent turn-1 bonus (Start-up; a saved bonus may be spent in any later purchase phase: ruling N-2). A unit bought may be taken back in the same phase for a refund to what paid for it. Bought units wait off the map until the placement phase. Purchases are public; where a minefield will go is not.`})
}

// nationTypes are nation's counter types that have a class, in the
// counters' order: what it may buy.
func (st *State) nationTypes(nation string) []*counters.Unit {
	var out []*counters.Unit
	for _, t := range st.fixed.s.Counters.Units {
		if t.Nation == nation && st.fixed.r.ClassOf(t.ID) != "" {
			out = append(out, t)
		}
	}
	return out
}

// Price is counter type typeID's cost in IPCs (its nation's Stats), 0
// when it has no class.
func (st *State) Price(typeID string) int {
	t := st.fixed.s.Counters.Unit(typeID)
	if t == nil {
		return 0
	}
	c := st.fixed.r.ClassOf(typeID)
	if c == "" {
		return 0
	}
	return st.fixed.r.Stats(t.Nation, c).Cost
}

// typeName is counter type typeID's name ("Italian fighter").
func (st *State) typeName(typeID string) string {
	if t := st.fixed.s.Counters.Unit(typeID); t != nil && t.Name != "" {
		return t.Name
	}
	return typeID
}

// withArticle is "an Italian fighter", "a German infantry".
func withArticle(name string) string {
	if name != "" && strings.ContainsRune("AEIOUaeiou", rune(name[0])) {
		return "an " + name
	}
	return "a " + name
}

// potName is what pays: "the Axis bank", "Italy's bank", "the Axis bonus".
func (st *State) potName(nation string, bonus bool) string {
	if bonus {
		return "the " + st.SideName(st.SideOf(nation)) + " bonus"
	}
	id := st.BankOf(nation)
	if id == nation {
		return st.NationName(nation) + "'s bank"
	}
	return "the " + st.SideName(id) + " bank"
}

// pot is the IPCs in what pays for nation's purchase.
func (st *State) pot(nation string, bonus bool) int {
	if bonus {
		return st.Bonus[st.SideOf(nation)]
	}
	return st.Bank[st.BankOf(nation)]
}

// pay adds delta to what pays for nation's purchase.
func (st *State) pay(nation string, bonus bool, delta int) {
	if bonus {
		st.Bonus[st.SideOf(nation)] += delta
		return
	}
	st.Bank[st.BankOf(nation)] += delta
}

func genBuy(st *State, side, arg0 string) []rules.Action {
	nation := st.Nation()
	if st.SideOf(nation) != side {
		return nil
	}
	if _, ok := st.toPlaceBox(side); !ok {
		return nil
	}
	var out []rules.Action
	for _, t := range st.nationTypes(nation) {
		if arg0 != "" && arg0 != t.ID {
			continue
		}
		cost := st.Price(t.ID)
		if cost <= 0 {
			continue
		}
		if st.pot(nation, false) >= cost {
			out = append(out, rules.Action{Side: side, Verb: "buy", Args: []string{t.ID}})
		}
		if st.pot(nation, true) >= cost {
			out = append(out, rules.Action{Side: side, Verb: "buy", Args: []string{t.ID, argBonus}})
		}
	}
	return out
}

func whyBuy(st *State, a rules.Action) *rules.Refusal {
	if len(a.Args) < 1 || len(a.Args) > 2 || len(a.Args) == 2 && a.Args[1] != argBonus {
		return rules.Refuse(a, RuleReinforcements, "say buy TYPE, or buy TYPE bonus to pay from the turn-1 bonus")
	}
	nation := st.Nation()
	t := st.fixed.s.Counters.Unit(a.Args[0])
	switch {
	case t == nil:
		return rules.Refuse(a, RuleReinforcements, "there is no unit type %q", a.Args[0])
	case t.Nation != nation:
		return rules.Refuse(a, RuleReinforcements, "%s is not %s's: a nation buys its own units in its purchase phase", withArticle(st.typeName(t.ID)), st.NationName(nation))
	case st.Price(t.ID) <= 0:
		return rules.Refuse(a, RuleReinforcements, "%s has no price in this scenario", withArticle(st.typeName(t.ID)))
	}
	if _, ok := st.toPlaceBox(a.Side); !ok {
		return rules.Refuse(a, RuleReinforcements, "the map has no box for the %s's units to place", st.SideName(a.Side))
	}
	bonus := len(a.Args) == 2
	cost, holds := st.Price(t.ID), st.pot(nation, bonus)
	if cost > holds {
		rule := RuleReinforcements
		if bonus {
			rule = RuleBonus
		}
		return rules.Refuse(a, rule, "%s costs %d IPCs; %s holds %d", withArticle(st.typeName(t.ID)), cost, st.potName(nation, bonus), holds)
	}
	return nil
}

func applyBuy(st *State, a rules.Action, ctx *rules.Context) error {
	nation, typeID := st.Nation(), a.Args[0]
	bonus := len(a.Args) == 2
	loc, _ := st.toPlaceBox(a.Side)
	u, err := st.Mint.New(st.fixed.s, typeID, loc)
	if err != nil {
		return err
	}
	mine := st.fixed.r.ClassOf(typeID) == Minefield
	if mine {
		u.Hidden = true // where it goes is its owner's secret (Minefields)
	}
	if bonus {
		u.SetFlag(FlagBonus)
	}
	cost := st.Price(typeID)
	before := st.pot(nation, bonus)
	st.pay(nation, bonus, -cost)
	st.Units = append(st.Units, u)
	st.Buy.Bought = append(st.Buy.Bought, Purchase{Unit: len(st.Units) - 1, Cost: cost, Bonus: bonus})
	ctx.Logf("%s buys %s for %d IPCs (%s: %d - %d = %d)", st.NationName(nation), withArticle(st.boughtName(len(st.Units)-1)), cost,
		st.potName(nation, bonus), before, cost, before-cost)
	return nil
}

// boughtName is unit i as purchases name it to everyone: its type's name,
// "minefield" for a minefield (whatever the counter calls it).
func (st *State) boughtName(i int) string {
	if st.ClassOfUnit(i) == Minefield {
		return "minefield"
	}
	return st.typeName(st.Units[i].Type)
}

func describeBuy(st *State, a rules.Action, _ string) (string, bool) {
	if len(a.Args) < 1 {
		return "", false
	}
	s := fmt.Sprintf("Buy %s (%d IPCs)", withArticle(st.typeName(a.Args[0])), st.Price(a.Args[0]))
	if len(a.Args) == 2 {
		s += " with the bonus"
	}
	return s, true
}

// boughtAt is the index in Buy.Bought of unit ref, -1 when it was not
// bought in this phase.
func (st *State) boughtAt(ref string) int {
	i := st.Units.Resolve(ref)
	return slices.IndexFunc(st.Buy.Bought, func(p Purchase) bool { return p.Unit == i && i >= 0 })
}

func genUnbuy(st *State, side, arg0 string) []rules.Action {
	if st.ActingSide() != side {
		return nil
	}
	var out []rules.Action
	for _, p := range st.Buy.Bought {
		ref := st.Units.Ref(p.Unit)
		if arg0 == "" || arg0 == ref {
			out = append(out, rules.Action{Side: side, Verb: "unbuy", Args: []string{ref}})
		}
	}
	return out
}

func whyUnbuy(st *State, a rules.Action) *rules.Refusal {
	if len(a.Args) != 1 {
		return rules.Refuse(a, RuleReinforcements, "say unbuy UNIT")
	}
	return rules.Refuse(a, RuleReinforcements, "%s was not bought in this purchase phase: only this phase's purchases can be taken back", a.Args[0])
}

// applyUnbuy takes the unit back: it is removed from Units altogether,
// an exception to "units are never deleted" (hooks.go) that is safe
// because only purchases mint units, so every unit after it in Units was
// bought in this same phase and is named only by Buy.Bought, which is
// re-indexed here.
func applyUnbuy(st *State, a rules.Action, ctx *rules.Context) error {
	k := st.boughtAt(a.Args[0])
	if k < 0 {
		return errf("unbuy %s: not bought this phase", a.Args[0])
	}
	p := st.Buy.Bought[k]
	nation := st.Units[p.Unit].Nation
	name := st.boughtName(p.Unit)
	before := st.pot(nation, p.Bonus)
	st.pay(nation, p.Bonus, p.Cost)
	st.Units = slices.Delete(st.Units, p.Unit, p.Unit+1)
	st.Buy.Bought = slices.Delete(st.Buy.Bought, k, k+1)
	for j := range st.Buy.Bought {
		if st.Buy.Bought[j].Unit > p.Unit {
			st.Buy.Bought[j].Unit--
		}
	}
	ctx.Logf("%s takes back %s (%s: %d + %d = %d)", st.NationName(nation), withArticle(name),
		st.potName(nation, p.Bonus), before, p.Cost, before+p.Cost)
	return nil
}

func describeUnbuy(st *State, a rules.Action, _ string) (string, bool) {
	if len(a.Args) != 1 {
		return "", false
	}
	k := st.boughtAt(a.Args[0])
	if k < 0 {
		return "", false
	}
	p := st.Buy.Bought[k]
	return fmt.Sprintf("Take back %s (%d IPCs back)", withArticle(st.boughtName(p.Unit)), p.Cost), true
}
