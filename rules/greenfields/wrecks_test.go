package greenfields

import (
	"os"
	"slices"
	"strings"
	"testing"

	"sandtable/rules"
	"sandtable/rules/kit"
	"sandtable/rules/rulestest"
	"sandtable/scenarios"
)

// The seed's "Special rules" (Section 3) in the weekly game:
//
//	"Germans may not build armoured fighting vehicles before 1918 - after
//	this, they may create a maximum of 2 strength points of tanks. They
//	may, however, create one unit of tanks from every 2 units of enemy
//	tanks lost in terrain which is subsequently recaptured by German units;
//	effectively, the Germans are repairing and crewing enemy vehicles."

// toReplaceWith brings the weekly test game to step 9 with boxes off
// board, supply points for each side and, before the step, setup.
func toReplaceWith(t *testing.T, st *State, supply int, setup func()) {
	t.Helper()
	withBoxes(st)
	toReplace(t, st, setup, 1, 1, 1, 1)
	for _, side := range Sides {
		s := st.stores(side)
		s.Supply = supply
		st.setStores(side, s)
	}
}

// germanTankType makes the German cavalry type (printed 6 strength
// points) a German tank type for the test: the bundled counters have none.
func germanTankType(st *State) string {
	st.fixed.class["ger-cav"] = HeavyTank
	return "ger-cav"
}

// legalHas reports whether side's legal list holds verb args.
func legalHas(st *State, side, verb string, args ...string) bool {
	return slices.ContainsFunc(st.Legal(side), func(a rules.Action) bool {
		return a.Verb == verb && slices.Equal(a.Args, args)
	})
}

// "Germans may not build armoured fighting vehicles before 1918": in June
// 1917 a German tank recruit is refused; with no enemy tanks recaptured, a
// captured one is refused too ("one unit of tanks from every 2 units of
// enemy tanks lost in terrain which is subsequently recaptured").
func TestGermanTankRefusedBefore1918WithoutWrecks(t *testing.T) {
	st := newWeekState(t, nil)
	st.fixed.t.Army.Date = "1917-06"
	typ := germanTankType(st)
	toReplaceWith(t, st, 40, nil)
	box := st.boxArg(Central)
	refusal(t, st, act(Central, "recruit", typ, box), RuleSpecial, "in June 1917: \"Germans may not build armoured fighting vehicles before 1918\"")
	refusal(t, st, act(Central, "recruit", "brit-tank", box, "captured"), RuleSpecial,
		"0 enemy tank units recaptured give 0 captured tank units; you have used 0")
	if legalHas(st, Central, "recruit", typ, box) || legalHas(st, Central, "recruit", "brit-tank", box, "captured") {
		t.Errorf("the legal list offers a German tank before 1918 without recaptured wrecks")
	}
	// The Allies crew no captured tanks: "the Germans are repairing and
	// crewing enemy vehicles".
	refusal(t, st, act(Allies, "recruit", "brit-tank", st.boxArg(Allies), "captured"), RuleSpecial, "only the Germans crew captured enemy tanks")
}

// "one unit of tanks from every 2 units of enemy tanks lost in terrain
// which is subsequently recaptured by German units": a British tank
// destroyed in H6 leaves a wreck; the empty zone is no German ground yet;
// when a German regiment holds it at a turn's end, it is recaptured. A
// second wreck, at I6 where the Germans stand, with a British unit still
// there, is not held until it goes. Two recaptured give one captured
// tank recruit (before 1918 too), a second is refused.
func TestRecapturedWrecksGiveCapturedTank(t *testing.T) {
	st := newWeekState(t, nil)
	st.fixed.t.Army.Date = "1917-06"
	ctx := rules.NewContext(manual())
	setup := func() {
		tank := addUnit(t, st, "brit-tank", "H6")
		st.loseStrength(tank, st.Troops[tank].Strength, ctx)
		if len(st.Wrecks) != 1 || st.Wrecks[0] != (Wreck{Zone: "H6", Side: Allies}) {
			t.Fatalf("wrecks %+v, want the British tank's at H6", st.Wrecks)
		}
		runMoment(t, st, kit.TurnEnd, ctx)
		if st.Recaptured[Central] != 0 {
			t.Fatalf("an empty zone is recaptured by nobody: %d", st.Recaptured[Central])
		}
		place(t, st, unit(t, st, "ger-reg", 1), "H6")
		runMoment(t, st, kit.TurnEnd, ctx)
		if st.Recaptured[Central] != 1 || len(st.Wrecks) != 0 {
			t.Fatalf("H6 held by a German regiment: recaptured %d wrecks %+v, want 1 and none", st.Recaptured[Central], st.Wrecks)
		}
		tank = addUnit(t, st, "brit-tank", "I6")
		bef := addUnit(t, st, "bef-inf", "I6")
		st.loseStrength(tank, st.Troops[tank].Strength, ctx)
		runMoment(t, st, weekEnd, ctx)
		if st.Recaptured[Central] != 1 {
			t.Fatalf("I6 with a British regiment in it is not held by the Germans: recaptured %d", st.Recaptured[Central])
		}
		st.Units[bef].Loc = rules.Eliminated
		runMoment(t, st, weekEnd, ctx)
		if st.Recaptured[Central] != 2 {
			t.Fatalf("I6 held: recaptured %d, want 2", st.Recaptured[Central])
		}
	}
	toReplaceWith(t, st, 40, setup)
	central := seenBy(ctx.Events(), Central)
	if !strings.Contains(central, "2 enemy tank units recaptured") {
		t.Errorf("the Germans read:\n%s", central)
	}
	box := st.boxArg(Central)
	if !legalHas(st, Central, "recruit", "brit-tank", box, "captured") {
		t.Fatalf("2 enemy tank units recaptured: the legal list offers no captured tank")
	}
	do(t, st, act(Central, "recruit", "brit-tank", box, "captured"), nil)
	// At the supply price of any recruit of its type (RULINGS W-S.1).
	if left, cost := st.supplyLeft(Central), st.pointsCost("brit-tank"); left != 40-cost {
		t.Errorf("supply left %d, want 40-%d", left, cost)
	}
	refusal(t, st, act(Central, "recruit", "fr-light-tank", box, "captured"), RuleSpecial,
		"2 enemy tank units recaptured give 1 captured tank unit; you have used 1")
	commitBoth(t, st)
	i := len(st.Units) - 1
	if u := st.Units[i]; u.Type != "brit-tank" || u.Side != Central || !u.HasFlag(FlagCaptured) || u.Loc.OnMap() {
		t.Fatalf("the captured tank %+v, want a brit-tank of the Central Powers marked captured in their box", u)
	}
}

// "after this, they may create a maximum of 2 strength points of tanks":
// in 1918 a German tank unit of 2 strength points in play leaves no room
// for another; captured ones are on top of the 2 points.
func TestGermanTankLimitBesideCaptured(t *testing.T) {
	st := newWeekState(t, nil)
	st.fixed.t.Army.Date = "1918-03"
	st.fixed.t.Army.Recaptured = 2 // lost before the game ([rules.army] recaptured)
	typ := germanTankType(st)
	toReplaceWith(t, st, 40, func() {
		tank := unit(t, st, "ger-cav", 1)
		st.Troops[tank].Strength = 2
	})
	box := st.boxArg(Central)
	refusal(t, st, act(Central, "recruit", typ, box), RuleSpecial,
		"would make 8 strength points of German tanks (2 now): \"they may create a maximum of 2 strength points of tanks\"")
	if legalHas(st, Central, "recruit", typ, box) {
		t.Errorf("the legal list offers German tanks beyond 2 strength points")
	}
	do(t, st, act(Central, "recruit", "brit-tank", box, "captured"), nil)
}

// The army design of a campaign's scenario (the design test scenario on
// an 8-zone front, 40 army points): `[rules.army] recaptured = 4`
// (enemy tank units lost in ground the Germans recaptured before it) gives
// "one unit of tanks from every 2 units of enemy tanks": two captured
// tank units, a third refused; they take the field as German units of an
// enemy tank type marked captured, and use up the allowance in play.
func TestDesignEnlistsCapturedTanks(t *testing.T) {
	text, err := os.ReadFile("testdata/gf-design.toml")
	if err != nil {
		t.Fatal(err)
	}
	text = []byte(strings.Replace(string(text), "frontage = 4\n", "frontage = 8\nrecaptured = 4\n", 1))
	s, err := scenarios.Load("testdata/gf-design.toml", text)
	if err != nil {
		t.Fatal(err)
	}
	g, err := Module{}.New(s, rules.DefaultOptions(s), nil)
	if err != nil {
		t.Fatal(err)
	}
	st := g.(*State)
	if p := st.Army.Plans[Central].Plan; p.Recaptured != 4 {
		t.Fatalf("the German plan's recaptured %d, want 4", p.Recaptured)
	}
	enlist := rulestest.Act(Central, verbEnlist, string(HeavyTank), argCaptured)
	if !legalHas(st, Central, verbEnlist, string(HeavyTank), argCaptured) {
		t.Fatalf("%s not offered with 4 enemy tank units recaptured", enlist)
	}
	rulestest.Do(t, st, enlist, nil)
	rulestest.Do(t, st, enlist, nil)
	rulestest.RefusedSaying(t, st, enlist, RuleSpecial, "3 captured tank units from 4 enemy tank units lost in recaptured ground")
	rulestest.RefusedSaying(t, st, rulestest.Act(Allies, verbEnlist, string(HeavyTank), argCaptured), RuleSpecial, "only German tank units are crewed from captured enemy tanks")
	rulestest.Do(t, st, rules.CommitAction(Allies), nil)
	rulestest.Do(t, st, rules.CommitAction(Central), nil)
	n := 0
	for i := range st.Units {
		if st.Units[i].HasFlag(FlagCaptured) {
			n++
			if u := st.Units[i]; u.Side != Central || u.Type != "brit-tank" || u.Nation != NationGermany {
				t.Errorf("captured unit %+v, want a German brit-tank", u)
			}
		}
	}
	if n != 2 {
		t.Fatalf("%d captured units took the field, want 2", n)
	}
	if r := st.whyCaptured(Central); r == nil || !strings.Contains(r.Reason, "4 enemy tank units recaptured give 2 captured tank units; you have used 2") {
		t.Errorf("in play after the design: %v", r)
	}
}
