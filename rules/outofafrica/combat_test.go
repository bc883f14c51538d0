package outofafrica

import (
	"slices"
	"strings"
	"testing"

	"sandtable/rules"
)

// combatScenario is lane 5's test scenario (testdata/oa-combat.toml).
const combatScenario = "testdata/oa-combat.toml"

// combatState is a game of the combat scenario at its start, with the
// stand-in for the activation of spaces (one attack or invasion in an
// action round, from any space) whatever the activation provides: these
// tests are about combat, not about activation.
func combatState(t testing.TB) *State {
	t.Helper()
	old := attackGate
	attackGate = nil
	if c, ok := t.(interface{ Cleanup(func()) }); ok {
		c.Cleanup(func() { attackGate = old })
	}
	return stateOf(t, combatScenario)
}

// alliedRound is a game of the combat scenario at the Allies' first
// action round (the Central Powers' has been ended).
func alliedRound(t testing.TB) *State {
	t.Helper()
	st := combatState(t)
	endPhase(t, st) // the start: turn 1 begins, the Central Powers' round 1
	endPhase(t, st) // the Allies' round 1
	if st.Phase != PhaseAction || st.Side != AP {
		t.Fatalf("at %s, side %q", st.phaseName(), st.Side)
	}
	return st
}

// applyDice checks and applies a with the faces rolled, and returns its
// log lines.
func applyFaces(t testing.TB, st *State, a rules.Action, faces ...int) []string {
	t.Helper()
	if err := st.Check(a); err != nil {
		t.Fatalf("%s %s %v: %v", a.Side, a.Verb, a.Args, err)
	}
	d := &rules.ManualDice{}
	d.Enter(faces...)
	ctx := rules.NewContext(d)
	if err := st.Apply(a, ctx); err != nil {
		t.Fatal(err)
	}
	if d.Pending() != 0 {
		t.Fatalf("%d faces left unrolled", d.Pending())
	}
	var out []string
	for _, e := range ctx.Events() {
		out = append(out, e.String())
	}
	return out
}

// act is the action side verb args.
func actOf(side, verb string, args ...string) rules.Action {
	return rules.Action{Side: side, Verb: verb, Args: args}
}

// The exchange of 8 against 5 at Gaza (clear, no trench) on the default
// tables, worked by hand from PLAN.md §3.6: the Allies (Draka army 5 from
// Beersheba, Draka corps 2 and British corps 1 from Jerusalem) fire on
// the Army table at 8, column 7-8; a 4 reads round(7 x 0.45) = 3 loss
// points. The Turks (army 3, two corps 1) fire on the Army table at 5,
// column 5-6; a 3 reads round(5 x 0.35) = 2. The Turks take 3: a corps
// (1) then the army (3, 1 over). The Allies take 2: the Draka corps (2).
// 3 > 2, so the Turks left must retreat; every space next to Gaza holds
// Allied units, so both are eliminated. The Draka army advances and
// takes Gaza.
func TestCombatExchange(t *testing.T) {
	st := alliedRound(t)
	dra, drc, brc := unitAt(t, st, "dr-army", "Beersheba"), unitAt(t, st, "dr-corps", "Jerusalem"), unitAt(t, st, "br-corps", "Jerusalem")
	tua := unitAt(t, st, "tu-army", "Gaza")
	tuc := st.unitsOf("Gaza", CP)[1:]
	ref := st.Units.Ref
	log := applyFaces(t, st, actOf(AP, "attack", "Gaza", "Jerusalem", "Beersheba"))
	if want := []string{"Allies attack Gaza from Jerusalem, Beersheba: Draka corps 2-2-4, British corps 1-1-4, Draka army 5-4-4 against Turkish army 3-3-3, Turkish corps 1-1-3, Turkish corps 1-1-3"}; !slices.Equal(log, want) {
		t.Fatalf("log %q, want %q", log, want)
	}
	// From two spaces the Allies may declare a flank attack; they do not.
	if d := st.Status().Decision; d == nil || d.Side != AP || d.Rule != RuleFlank {
		t.Fatalf("decision %+v", d)
	}
	log = applyFaces(t, st, actOf(AP, "no-flank"), 4, 3)
	want := []string{
		"Allies fire at Gaza: 1d6 [4] on Army fire table 7-8 (strength 8): 3",
		"Central Powers fire at Gaza: 1d6 [3] on Army fire table 5-6 (strength 5): 2",
	}
	if !slices.Equal(log, want) {
		t.Fatalf("log\n%s\nwant\n%s", strings.Join(log, "\n"), strings.Join(want, "\n"))
	}
	b := st.Battle.Fight
	if b == nil || b.ToDefender != 3 || b.ToAttacker != 2 || b.Step != StepDefLosses {
		t.Fatalf("battle %+v", b)
	}
	d := st.Status().Decision
	if d == nil || d.Side != CP || d.Rule != RuleLosses {
		t.Fatalf("decision %+v", d)
	}
	wantLegal := []rules.Action{actOf(CP, "losses", ref(tua)), actOf(CP, "losses", ref(tuc[0])), actOf(CP, "losses", ref(tuc[1]))}
	if got := st.Legal(CP); !slices.EqualFunc(got, wantLegal, rules.Action.Equal) {
		t.Fatalf("legal %v, want %v", got, wantLegal)
	}
	if l := st.Legal(AP); len(l) != 0 {
		t.Fatalf("the Allies may %v while the Turks take losses", l)
	}
	applyChecked(t, st, actOf(CP, "losses", ref(tuc[0])))
	if b.DefLeft != 2 || st.Units[tuc[0]].Step != 1 {
		t.Fatalf("left %d, corps step %d", b.DefLeft, st.Units[tuc[0]].Step)
	}
	applyChecked(t, st, actOf(CP, "losses", ref(tua)))
	if b.DefLeft != -1 || b.Step != StepAttLosses || st.Status().Decision.Side != AP {
		t.Fatalf("after the army's step: %+v", b)
	}
	log = applyChecked(t, st, actOf(AP, "losses", ref(drc)))
	for _, w := range []string{
		"Draka corps 2-2-4 is reduced (combat loss at Gaza, 2 loss points absorbed)",
		"The defenders of Gaza must retreat",
		"Turkish army 2-3-3 (reduced) at Gaza is eliminated (no space to retreat to from Gaza)",
	} {
		if !slices.Contains(log, w) {
			t.Fatalf("log %q lacks %q", log, w)
		}
	}
	if len(st.unitsOf("Gaza", CP)) != 0 || b.Step != StepAdvance {
		t.Fatalf("Gaza holds %v, step %s", st.unitsOf("Gaza", CP), b.Step)
	}
	wantLegal = []rules.Action{actOf(AP, "advance", ref(drc)), actOf(AP, "advance", ref(brc)), actOf(AP, "advance", ref(dra)), actOf(AP, "stop-advance")}
	if got := st.Legal(AP); !slices.EqualFunc(got, wantLegal, rules.Action.Equal) {
		t.Fatalf("legal %v, want %v", got, wantLegal)
	}
	log = applyChecked(t, st, actOf(AP, "advance", ref(dra)))
	if st.SpaceOf(dra) != "Gaza" || st.ControlOf("Gaza") != AP || !slices.Contains(log, "Gaza passes to the Allies") {
		t.Fatalf("the Draka army at %s, Gaza held by %q, log %q", st.SpaceOf(dra), st.ControlOf("Gaza"), log)
	}
	applyChecked(t, st, actOf(AP, "stop-advance"))
	if st.Battle.Fight != nil || st.Status().Decision != nil {
		t.Fatalf("the battle goes on: %+v", st.Battle.Fight)
	}
	// One attack a round (the stand-in for activation): none is left.
	if l := st.LegalWith(AP, "attack", ""); len(l) != 0 {
		t.Fatalf("a second attack: %v", l)
	}
	r := st.Check(actOf(AP, "attack", "Damascus", "Amman"))
	if r == nil || !strings.Contains(r.Error(), "Amman may not attack now") {
		t.Fatalf("second attack: %v", r)
	}
}
