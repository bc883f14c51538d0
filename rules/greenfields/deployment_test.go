package greenfields

// Tests of deployment.go, the seed's "Troop deployment" (seed 003,
// Section 2, lines 248-256):
//
//	"Players deploy ground troops and balloons (secretly and
//	simultaneously) into their positions, writing down their positions and
//	unit ID's. Units may be placed anywhere in the owning player's map
//	zones, regardless of movement rate. Units may also be posted off board
//	... Troops that are in zones that can be seen from the enemy terrain
//	must be placed in their positions upon the table top. Unit strength and
//	morale/experience are still kept secret. *Units deployed off board who
//	have lost points of morale may now have their morale restored by
//	expending 1 point of "luxuries". Units placed off board may receive
//	reinforcements as their lost strength points are replenished."

import (
	"math/rand/v2"
	"strings"
	"testing"

	"sandtable/rules"
	"sandtable/rules/rulestest"
)

// toDeploy is the weekly test scenario at its first troop deployment
// (the Allies declare first: initiative 2 v 5), each side with its
// reserve box; d holds the faces given and then 1s (no hits) for what
// follows.
func toDeploy(t *testing.T, opts rules.Options, faces ...int) (*State, *rules.ManualDice) {
	t.Helper()
	st := newWeekState(t, opts)
	st.fixed.t.Reserve = map[string]string{Allies: "allied-reserve", Central: "german-reserve"}
	d := manual(append([]int{2, 5}, faces...)...)
	endStep(t, st, d)
	if st.phase().ID != PhaseDeploy {
		t.Fatalf("phase %s, want %s", st.phase().ID, PhaseDeploy)
	}
	return st, d
}

// lines are the texts of ctx's events side reads.
func lines(ctx *rules.Context, side string) string {
	var out []string
	for _, e := range ctx.Events() {
		if e.To.Sees(side) {
			out = append(out, e.String())
		}
	}
	return strings.Join(out, "\n")
}

// commitDeploy commits the Allies then the Central Powers (the last commit
// reveals the orders), returning the last commit's context.
func commitDeploy(t *testing.T, st *State, d rules.Dice) *rules.Context {
	t.Helper()
	do(t, st, rules.CommitAction(Allies), d)
	return rulestest.DoContext(t, st, rules.CommitAction(Central), d)
}

// toBox puts unit i in its side's reserve box.
func toBox(st *State, i int) {
	st.Units[i].Loc, _ = st.reserveLoc(st.Units[i].Side)
	st.restack(nil)
}

// RuleDeploy: "Players deploy ground troops and balloons (secretly and
// simultaneously)"; "Troops that are in zones that can be seen from the
// enemy terrain must be placed in their positions upon the table top. Unit
// strength and morale/experience are still kept secret." A German regiment
// stands at F6: the British field artillery deployed to E6 (open, next to
// it) is placed where the Germans see it, unidentified; the BEF regiment
// deployed to E5, a trench, is not seen. Before the reveal the Germans
// read only that the Allies give orders, and nothing has moved.
func TestDeploySecretThenPlaced(t *testing.T) {
	st, d := toDeploy(t, nil, 1, 1, 1, 1, 1, 1, 1, 1)
	bef, fa, ger := unit(t, st, "bef-inf", 1), unit(t, st, "brit-fa", 1), unit(t, st, "ger-reg", 1)
	place(t, st, ger, "F6")
	st.setZone(mustZone(t, st, "E5"), Zone{Trench: 1})
	faFrom := st.Units[fa].Loc

	for _, a := range []rules.Action{
		act(Allies, "deploy", st.Units.Ref(fa), "E6"),
		act(Allies, "deploy", st.Units.Ref(bef), "E5"),
	} {
		ctx := rulestest.DoContext(t, st, a, d)
		if got := lines(ctx, Central); strings.Contains(got, "E6") || strings.Contains(got, "E5") {
			t.Errorf("%s: the Germans read %q", a, got)
		}
		if !strings.Contains(lines(ctx, Allies), "Deployment order") {
			t.Errorf("%s: the Allies read %q", a, lines(ctx, Allies))
		}
		if got, _ := st.Describe(a, Central); got != "The Allies give deployment orders" {
			t.Errorf("%s described to the Germans as %q", a, got)
		}
	}
	if st.Units[fa].Loc != faFrom {
		t.Errorf("the field artillery moved before the reveal")
	}
	ctx := commitDeploy(t, st, d)
	if got := st.label(st.Units[fa].Loc); got != "E6" {
		t.Fatalf("field artillery at %s, want E6", got)
	}
	if !st.sees(Central, fa) || !st.Units[fa].Hidden {
		t.Errorf("field artillery at E6: seen %v, hidden %v; want seen and not identified", st.sees(Central, fa), st.Units[fa].Hidden)
	}
	if st.label(st.Units[bef].Loc) != "E5" || st.sees(Central, bef) {
		t.Errorf("BEF regiment at %s, seen %v; want E5 in its trench, unseen", st.label(st.Units[bef].Loc), st.sees(Central, bef))
	}
	theirs := lines(ctx, Central)
	if !strings.Contains(theirs, "is placed at E6") {
		t.Errorf("the Germans do not read the placement at E6:\n%s", theirs)
	}
	for _, secret := range []string{"E5", "strength", "morale", "Royal", "18-pounder"} {
		if strings.Contains(theirs, secret) {
			t.Errorf("the Germans read %q:\n%s", secret, theirs)
		}
	}
	if mine := lines(ctx, Allies); !strings.Contains(mine, "E5") || !strings.Contains(mine, "E6") {
		t.Errorf("the Allies' log:\n%s", mine)
	}
}

// mustZone is the location of the zone labelled label.
func mustZone(t *testing.T, st *State, label string) rules.Location {
	t.Helper()
	l, ok := st.zoneLoc(label)
	if !ok {
		t.Fatalf("no zone %s", label)
	}
	return l
}

// RuleStacking and RuleDeploy: "A maximum of three units may be stacked
// into a single map zone": four Allied units ordered to E6 may not be
// committed (the refusal names the zone); one order taken back, they may.
// "Units may be placed anywhere in the owning player's map zones": not in
// the German deployment zone; "ground troops and balloons": not aircraft.
func TestDeployStacking(t *testing.T) {
	st, d := toDeploy(t, nil, 1, 1, 1, 1, 1, 1, 1, 1)
	us := []int{unit(t, st, "bef-inf", 1), unit(t, st, "brit-fa", 1), unit(t, st, "fr-inf", 1), addUnit(t, st, "bef-inf", "C3")}
	refusal(t, st, act(Allies, "deploy", st.Units.Ref(us[0]), "T6"), RuleDeploy, "T6 is not one of your zones")
	refusal(t, st, act(Central, "deploy", st.Units.Ref(unit(t, st, "ger-obs", 1)), "T7"), RuleDeploy, "is an aircraft")
	for _, i := range us {
		do(t, st, act(Allies, "deploy", st.Units.Ref(i), "E6"), d)
	}
	refusal(t, st, rules.CommitAction(Allies), RuleStacking, "E6 would hold 4 of the")
	checklist := func(side string) string {
		var out []string
		for _, it := range book.Checklist(st, side) {
			out = append(out, it.Text)
		}
		return strings.Join(out, "\n")
	}
	if got := checklist(Allies); !strings.Contains(got, "E6 would hold 4") || !strings.Contains(got, "Ordered: ") {
		t.Errorf("the Allies' checklist:\n%s", got)
	}
	if got := checklist(Central); strings.Contains(got, "E6") || strings.Contains(got, "Ordered") {
		t.Errorf("the Germans' checklist:\n%s", got)
	}
	for _, a := range st.Legal(Allies) {
		if a.Verb == rules.CommitVerb {
			t.Errorf("commit listed while E6 is over-stacked")
		}
	}
	do(t, st, act(Allies, "undeploy", st.Units.Ref(us[3])), d)
	commitDeploy(t, st, d)
	if n := len(st.sideAt(Allies, mustZone(t, st, "E6"))); n != 3 {
		t.Errorf("E6 holds %d Allied units, want 3", n)
	}
	if st.label(st.Units[us[3]].Loc) != "C3" {
		t.Errorf("the unit whose order was taken back is at %s, want C3", st.label(st.Units[us[3]].Loc))
	}
}

// RuleDeploy and RuleMorale (W-2.5): a unit still routing when the week's
// deployment begins rolls to rally, "continuing to flee until it
// successfully makes two hits with a morale roll": the BEF regiment
// (morale 3) rolls 3 dice. On 5, 6, 1 (three hits) it rallies and may
// stay where it stands; on 1, 1, 1 it still routs, and must be posted off
// board or placed on the Allied base line before the Allies may commit.
func TestDeployRoutingRallies(t *testing.T) {
	for _, tc := range []struct {
		faces   []int
		rallies bool
	}{{[]int{5, 6, 1}, true}, {[]int{1, 1, 1}, false}} {
		st := newWeekState(t, nil)
		st.fixed.t.Reserve = map[string]string{Allies: "allied-reserve", Central: "german-reserve"}
		bef := unit(t, st, "bef-inf", 1)
		st.Units[bef].SetFlag(FlagRouting)
		d := manual(append(append([]int{2, 5}, tc.faces...), 1, 1, 1, 1, 1, 1)...)
		log := strings.Join(endStep(t, st, d), "\n")
		if !strings.Contains(log, "rolls to rally") {
			t.Errorf("%v: no rally roll in\n%s", tc.faces, log)
		}
		if st.Units[bef].HasFlag(FlagRouting) == tc.rallies {
			t.Fatalf("%v: routing %v, want %v", tc.faces, st.Units[bef].HasFlag(FlagRouting), !tc.rallies)
		}
		if tc.rallies {
			commitDeploy(t, st, d)
			continue
		}
		refusal(t, st, rules.CommitAction(Allies), RuleDeploy, "is routing: it must be posted off board or placed on your base line")
		refusal(t, st, act(Allies, "deploy", st.Units.Ref(bef), "E6"), RuleDeploy, "is routing")
		do(t, st, act(Allies, "deploy", st.Units.Ref(bef), "A6"), d)
		commitDeploy(t, st, d)
		if st.label(st.Units[bef].Loc) != "A6" {
			t.Errorf("routing unit at %s, want A6", st.label(st.Units[bef].Loc))
		}
	}
}

// deployTarget is a troop deployment where post, luxury and reinforce
// are legal (the conformance suite's targeted state): reserve boxes, the
// French regiment off board at morale 2 and strength 10, a luxury and 2
// strength points in the Allied pool.
func deployTarget(t *testing.T) *rules.Game {
	st, _ := toDeploy(t, nil)
	fr := unit(t, st, "fr-inf", 1)
	toBox(st, fr)
	st.Troops[fr].Morale, st.Troops[fr].Strength = 2, 10
	st.setStores(Allies, Stores{Luxuries: 1, Pool: 2})
	return rulestest.PositionGame(t, weekScenario, st)
}

// RuleDeploy: "Players deploy ground troops and balloons (secretly and
// simultaneously)": nothing the Germans are given (view, log, legal
// actions, refusals, status) differs when the Allies' orders before the
// reveal are other ones (SecretVariants: an order taken back), checked by
// difference.
func TestDeployOrdersByDifference(t *testing.T) {
	st, d := toDeploy(t, nil)
	do(t, st, act(Allies, "deploy", st.Units.Ref(unit(t, st, "brit-fa", 1)), "E6"), d)
	do(t, st, act(Allies, "post", st.Units.Ref(unit(t, st, "bef-inf", 1))), d)
	found := false
	for k := range 8 {
		for _, v := range st.SecretVariants(Central, rand.New(rand.NewPCG(uint64(k), 5))) {
			found = found || strings.Contains(v.What, "no deployment orders")
		}
	}
	if !found {
		t.Error("no variant with other Allied deployment orders")
	}
	if dc, err := diffAt(rulestest.PositionGame(t, weekScenario, st), 8); err != nil {
		t.Error(err)
	} else if dc.Compared == 0 {
		t.Error("no comparison made")
	}
}
