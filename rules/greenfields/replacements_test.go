package greenfields

import (
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"sandtable/rules"
	"sandtable/rules/rulestest"
)

// The seed's "Replacements" (Section 2) and what supply and victory points
// buy:
//
//	"Men may be allocated to fill gaps in existing regiments, may be kept
//	pooled in a "replacement battalion", or may be formed into a new
//	regiment and deployed on the table." "Units that have replacements
//	equal to or exceeding 50% of their current strength added to them in a
//	single turn go down one experience level." "Depot points may be
//	purchased for 2 points each to replace destroyed depot points, or for
//	10 points each if the depot is to be raised above its initial starting
//	value. Depots may be raised to a maximum of 1 higher than the army's
//	starting depot allowance." "Such purchases may put the player into
//	negative points"

// withBoxes gives the weekly test scenario's sides their boxes off board.
func withBoxes(st *State) {
	st.fixed.t.Reserve = map[string]string{Allies: "allied-reserve", Central: "german-reserve"}
}

// "Units that have replacements equal to or exceeding 50% of their current
// strength added to them in a single turn go down one experience level":
// two German regiments (printed 12 strength, experience 3) held off board
// at 6 strength points; 3 on 6 (50%) costs the first a level, 2 on 6 does
// not cost the second one. Infantry replacements cost 1 supply point a
// strength point ("1 point per strength point", W-9.1).
func TestHalfReplacementsCostExperience(t *testing.T) {
	st := newWeekState(t, nil)
	withBoxes(st)
	a, b := unit(t, st, "ger-reg", 1), unit(t, st, "ger-reg", 2)
	box, _ := st.reserveLoc(Central)
	toReplace(t, st, func() {
		for _, i := range []int{a, b} {
			st.Units[i].Loc = box
			st.Troops[i].Strength = 6
		}
	}, 1, 1, 3, 3) // the Central Powers roll 6 supply points
	do(t, st, act(Central, "replenish", st.Units.Ref(a), "3"), nil)
	do(t, st, act(Central, "replenish", st.Units.Ref(b), "2"), nil)
	if left := st.supplyLeft(Central); left != 1 {
		t.Errorf("supply left %d, want 6-3-2 = 1", left)
	}
	// Units on the map are not replenished in step 9: units off board
	// "receive reinforcements as their lost strength points are replenished".
	c := unit(t, st, "ger-reg", 3)
	st.Troops[c].Strength = 10
	refusal(t, st, act(Central, "replenish", st.Units.Ref(c), "1"), RuleReplace, "is not held off board")
	if st.Troops[a].Strength != 6 {
		t.Errorf("an order is carried out at the reveal, not before: strength %d", st.Troops[a].Strength)
	}
	ctx := commitBoth(t, st)
	if tr := st.Troops[a]; tr.Strength != 9 || tr.Experience != 2 {
		t.Errorf("3 on 6: strength %d experience %d, want 9 and 3-1 = 2", tr.Strength, tr.Experience)
	}
	if tr := st.Troops[b]; tr.Strength != 8 || tr.Experience != 3 {
		t.Errorf("2 on 6: strength %d experience %d, want 8 and 3", tr.Strength, tr.Experience)
	}
	central, allies := seenBy(ctx, Central), seenBy(ctx, Allies)
	if !strings.Contains(central, "took 3 replacements on 6 strength points (50% or more) this week: experience 3 -> 2") ||
		!strings.Contains(central, "1 supply point left unspent is lost") {
		t.Errorf("the Central Powers read:\n%s", central)
	}
	if strings.Contains(allies, "replacements on") || strings.Contains(allies, "the "+st.sideName(Central)+"' 1 supply") {
		t.Errorf("the Allies read the German replacements:\n%s", allies)
	}
	if st.stores(Central).Supply != 0 {
		t.Errorf("unspent supply points are lost (W-9.2): %d kept", st.stores(Central).Supply)
	}
}

// "Depot points may be purchased for 2 points each to replace destroyed
// depot points, or for 10 points each if the depot is to be raised above
// its initial starting value. Depots may be raised to a maximum of 1
// higher than the army's starting depot allowance." With 1 of 2 points
// left, the Allies buy one for 2 and one for 10; a third is refused; the
// 12 points spent put them at -12 ("Such purchases may put the player into
// negative points").
func TestBuyDepotPoints(t *testing.T) {
	st := newWeekState(t, nil)
	toReplace(t, st, func() {
		s := st.stores(Allies)
		s.Depot = 0 // rebuilds to 1 as step 9 begins
		st.setStores(Allies, s)
	}, 1, 1, 1)
	if st.stores(Allies).Depot != 1 {
		t.Fatalf("allied depot %d, want 1 (rebuilt)", st.stores(Allies).Depot)
	}
	vp := st.victoryPoints(Allies)
	if vp != 0 {
		t.Fatalf("allied victory points %d at the start", vp)
	}
	do(t, st, act(Allies, "buy-depot"), nil)
	do(t, st, act(Allies, "buy-depot"), nil)
	refusal(t, st, act(Allies, "buy-depot"), RuleVictory, "maximum of 1 higher than the army's starting depot allowance")
	if st.victoryPoints(Allies) != 0 || st.stores(Allies).Depot != 1 {
		t.Errorf("the purchases are carried out at the reveal: VP %d depot %d", st.victoryPoints(Allies), st.stores(Allies).Depot)
	}
	ctx := commitBoth(t, st)
	if got := st.victoryPoints(Allies); got != -12 {
		t.Errorf("allied victory points %d, want 0 - 2 - 10 = -12", got)
	}
	if s := st.stores(Allies); s.Depot != 3 || s.DepotStart != 2 {
		t.Errorf("allied depot %+v, want 3 (start 2 + 1)", s)
	}
	if log := seenBy(ctx, Central); !strings.Contains(log, "buy a depot point for 2 victory points") || !strings.Contains(log, "buy a depot point for 10 victory points: depot 3") {
		t.Errorf("the depot purchases are public; the Central Powers read:\n%s", log)
	}
}

// Recruits, stores and the secrecy of the orders: "Men ... may be kept
// pooled in a "replacement battalion", or may be formed into a new
// regiment and deployed on the table"; "Troops purchased by the
// expenditure of victory points may also now be deployed anywhere on the
// tabletop". The Allies roll 12; a British infantry battalion (3-5-6:
// 6x1 + 5x3 + 3x2 = 27) is too dear; the
// Central Powers read covers only until the reveal; 12 - 3 - 1 - 1 = 7
// supply points are left unspent and lost.
func TestReplacementOrdersSecret(t *testing.T) {
	st := newWeekState(t, nil)
	withBoxes(st)
	toReplace(t, st, nil, 6, 6, 1, 1)
	refusal(t, st, act(Allies, "recruit", "bef-inf", st.boxArg(Allies)), RuleReplace, "costs 27 supply points; you have 12 left")
	legalBefore := st.Legal(Central)
	ctx := rulestest.DoContext(t, st, act(Allies, "pool", "3"), nil)
	for _, e := range ctx.Events() {
		if e.To.Sees(Central) && e.Text != "the "+st.sideName(Allies)+" give a replacement order" {
			t.Errorf("the Central Powers read %q", e.String())
		}
	}
	do(t, st, act(Allies, "stock", StockLuxury), nil)
	do(t, st, act(Allies, "stock", StockShells), nil)
	do(t, st, act(Allies, "buy", "bef-inf", st.boxArg(Allies)), nil)
	if got := st.Legal(Central); !slices.EqualFunc(got, legalBefore, func(a, b rules.Action) bool { return a.String() == b.String() }) {
		t.Errorf("the Central Powers' legal actions changed with the allied orders")
	}
	if n := strings.Join(st.View(Central).Notes, "\n"); strings.Contains(n, "Stores of the "+st.sideName(Allies)) || !strings.Contains(n, "8 SHELLS") {
		t.Errorf("the Central Powers' view:\n%s", n)
	}
	units := len(st.Units)
	events := commitBoth(t, st)
	s := st.stores(Allies)
	if s.Pool != 3 || s.Luxuries != 2 || st.Shells[Allies] != 8+6+0 || s.Supply != 0 {
		t.Errorf("after the reveal: %+v, SHELLS %d (want pool 3, luxuries 1+1, SHELLS 8+6)", s, st.Shells[Allies])
	}
	if len(st.Units) != units+1 || st.victoryPoints(Allies) != -st.vpCost("bef-inf") {
		t.Errorf("the bought unit: %d units (was %d), VP %d", len(st.Units), units, st.victoryPoints(Allies))
	}
	central := seenBy(events, Central)
	if strings.Contains(central, "replacement battalion") || !strings.Contains(central, "spend 14 victory points on a unit") {
		t.Errorf("the Central Powers read:\n%s", central)
	}
	if allies := seenBy(events, Allies); !strings.Contains(allies, "7 supply points left unspent are lost") {
		t.Errorf("the Allies read:\n%s", allies)
	}
}

// "If any player reaches -30 victory points, they lose the game" and
// "Such purchases may put the player into negative points - but remember
// that reaching -30 points automatically loses the game!": the Allies at
// -29 may still buy (a depot point above their start, 10), and the reveal
// puts them at -39: the game ends at once.
func TestWeeklyPurchaseLosesAtMinus30(t *testing.T) {
	st := newWeekState(t, nil)
	st.VPSpent[Allies] = 29
	toReplace(t, st, nil, 1, 1, 1, 1)
	do(t, st, act(Allies, "buy-depot"), nil)
	refusal(t, st, act(Allies, "buy-shells"), RuleVictory, "-30")
	commitBoth(t, st)
	if !st.Over || !strings.Contains(st.Result, "the "+st.sideName(Central)+" win") || !strings.Contains(st.Result, "-39") {
		t.Errorf("over %v, result %q", st.Over, st.Result)
	}
}

// The supply roll and the replacement orders are their side's secret:
// the checks by difference (the enemy's stores, supply and orders
// otherwise, variants.go) find nothing the other side reads change, over
// the supply roll, an order and the reveal.
func TestReplacementSecretsByDifference(t *testing.T) {
	st := newWeekState(t, nil)
	withBoxes(st)
	d := manual(2, 5)
	for st.phase().ID != PhaseMinesSecond {
		endStep(t, st, d)
	}
	compared := 0
	for k := range uint64(4) {
		g := rulestest.PositionGame(t, weekScenario, st.Clone())
		dc := &rulestest.DiffChecker{Rand: rand.New(rand.NewPCG(k, 9))}
		check := func() {
			t.Helper()
			if err := dc.Check(g); err != nil {
				t.Fatal(err)
			}
		}
		check()
		applyRolling(t, g, act(st.activeSides()[0], rules.VerbEndPhase), 4, 6, 1, 2)
		check()
		applyRolling(t, g, act(Allies, "pool", "3"))
		check()
		applyRolling(t, g, act(Central, "stock", StockLuxury))
		check()
		applyRolling(t, g, act(Allies, rules.CommitVerb))
		check()
		applyRolling(t, g, act(Central, rules.CommitVerb))
		check()
		compared += dc.Compared
	}
	if compared < 8 {
		t.Errorf("%d comparisons: the check proves little", compared)
	}
}

// RuleVictory: "Otherwise, victory goes to the player who has the highest
// total of victory points after an agreed period of months have passed":
// the weekly test scenario's two weeks; the Allies bought 4 SHELLS for 1
// victory point in the first, so the Central Powers win 0 to -1.
func TestWeeklyGameEndsAfterLastWeek(t *testing.T) {
	st := newWeekState(t, nil)
	var faces []int
	for k := 0; k < 40; k++ {
		faces = append(faces, 3+k%2) // no initiative ties
	}
	d := manual(faces...)
	for guard := 0; guard < 80 && !st.Over; guard++ {
		if st.phase().ID == PhaseReplace && st.Week == 0 && len(st.Replace.Orders) == 0 {
			do(t, st, act(Allies, "buy-shells"), d)
		}
		endStep(t, st, d)
	}
	if !st.Over || !strings.Contains(st.Result, "the scenario's weeks are over") || !strings.Contains(st.Result, "the "+st.sideName(Central)+" win") {
		t.Errorf("over %v, week %d, result %q", st.Over, st.Week, st.Result)
	}
}
