package greenfields

import (
	"sandtable/rules"
	"sandtable/rules/kit"
)

// This file is what victory points buy in step 9 of the weekly turn, from
// the seed's "Winning and losing":
//
//	"Players may also spend victory points to gain advantages during play
//	(effectively begging resources from elsewhere on the front to bolster
//	their own efforts). Such purchases may put the player into negative
//	points - but remember that reaching -30 points automatically loses the
//	game!" "Military units can be acquired for a cost in victory points
//	equal to HALF their points cost under the "Army Design section at the
//	back of these rules. Depot points may be purchased for 2 points each to
//	replace destroyed depot points, or for 10 points each if the depot is
//	to be raised above its initial starting value. Depots may be raised to
//	a maximum of 1 higher than the army's starting depot allowance. Shells
//	may be purchased for 1 victory point per 4 factors of shells."
//
// and, from "Replacements", "Troops purchased by the expenditure of
// victory points may also now be deployed anywhere on the tabletop". In
// the weekly turn `buy TYPE PLACE` and `buy-shells` (reserves.go's and
// shells.go's verbs in the assault) and `buy-depot` are orders of step
// 9's secret choice (replacements.go): the victory points are spent when
// the orders are revealed (the score is public).

func init() {
	book.Verb(kit.Verb[*State]{Name: "buy-depot", Title: "Buy a depot point", Rule: RuleVictory,
		Help: "buys a depot point with victory points: 2 to replace a lost one, 10 to raise the depot one above its starting points (at most)",
		Gen:  genBuyDepot, Why: whyBuyDepot, Apply: applyOrder, Describe: describeOrder})
}

// mayOrderVP reports whether side may still spend victory points, its
// orders counted: until it has reached -30.
func (st *State) mayOrderVP(side string) bool {
	_, vp, _ := st.ordered(side)
	return st.victoryPoints(side)-vp > -vpThreshold
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

// genWeekBuyShells is step 9's buy-shells (shells.go; whyBuyShells
// refuses for both).
func genWeekBuyShells(st *State, side, arg0 string) []rules.Action {
	if arg0 != "" || st.checkOrder(rules.Action{Side: side}) != nil || !st.mayOrderVP(side) {
		return nil
	}
	return []rules.Action{{Side: side, Verb: "buy-shells"}}
}

// spendVP counts n victory points spent by side: "Such purchases may put
// the player into negative points".
func (st *State) spendVP(side string, n int) {
	if st.VPSpent == nil {
		st.VPSpent = map[string]int{}
	}
	st.VPSpent[side] += n
}
