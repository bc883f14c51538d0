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

// commitBoth commits the Allies then the Central Powers (the last commit
// reveals the orders), returning the last commit's context.
func commitBoth(t *testing.T, st *State, d rules.Dice) *rules.Context {
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
	ctx := commitBoth(t, st, d)
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

// RuleDeploy: "*Units deployed off board who have lost points of morale
// may now have their morale restored by expending 1 point of "luxuries"."
// The French regiment off board at morale 2 (printed 5) is restored to 5
// for 1 point (W-2.3, `luxury_restores = all`), to 3 with "one"; a unit on
// the map may not have luxuries, nor a unit once the luxuries are spent.
func TestLuxuriesRestoreMorale(t *testing.T) {
	for _, tc := range []struct {
		opt  string
		want int
	}{{"", 5}, {LuxuryOne, 3}} {
		opts := rules.Options{}
		if tc.opt != "" {
			opts[OptLuxury] = tc.opt
		}
		st, d := toDeploy(t, opts, 1, 1, 1, 1, 1, 1, 1, 1)
		fr, bef := unit(t, st, "fr-inf", 1), unit(t, st, "bef-inf", 1)
		toBox(st, fr)
		st.Troops[fr].Morale, st.Troops[bef].Morale = 2, 1
		st.setStores(Allies, Stores{Luxuries: 1})
		refusal(t, st, act(Allies, "luxury", st.Units.Ref(bef)), RuleDeploy, "not off board")
		do(t, st, act(Allies, "luxury", st.Units.Ref(fr)), d)
		if st.Troops[fr].Morale != 2 {
			t.Errorf("morale %d before the reveal, want 2", st.Troops[fr].Morale)
		}
		do(t, st, act(Allies, "post", st.Units.Ref(bef)), d)
		refusal(t, st, act(Allies, "luxury", st.Units.Ref(bef)), RuleDeploy, "no luxuries left")
		ctx := commitBoth(t, st, d)
		if st.Troops[fr].Morale != tc.want || st.stores(Allies).Luxuries != 0 {
			t.Errorf("%q: morale %d luxuries %d, want %d and 0", tc.opt, st.Troops[fr].Morale, st.stores(Allies).Luxuries, tc.want)
		}
		if st.Troops[bef].Morale != 1 || !st.inReserve(bef) {
			t.Errorf("BEF regiment: morale %d, in reserve %v; want 1, posted off board", st.Troops[bef].Morale, st.inReserve(bef))
		}
		if got := lines(ctx, Central); strings.Contains(got, "luxur") || strings.Contains(got, "off board") {
			t.Errorf("the Germans read:\n%s", got)
		}
	}
}

// RuleDeploy: "Units placed off board may receive reinforcements as their
// lost strength points are replenished." With 5 strength points in the
// pool, the French regiment off board at 8 (of 12) takes 3 (4 refused: it
// lost 4... and 5 is more than it lost), the BEF regiment posted off board
// at 3 (of 6) takes the 2 left (3 refused: the pool holds 2). The
// graveyard keeps what was lost.
func TestReinforceOffBoard(t *testing.T) {
	st, d := toDeploy(t, nil, 1, 1, 1, 1, 1, 1, 1, 1)
	fr, bef := unit(t, st, "fr-inf", 1), unit(t, st, "bef-inf", 1)
	toBox(st, fr)
	st.Troops[fr].Strength, st.Troops[bef].Strength = 8, 3
	st.Losses[Allies] = 7
	st.setStores(Allies, Stores{Pool: 5})
	refusal(t, st, act(Allies, "reinforce", st.Units.Ref(bef), "1"), RuleDeploy, "not off board")
	refusal(t, st, act(Allies, "reinforce", st.Units.Ref(fr), "5"), RuleDeploy, "has lost 4 strength")
	do(t, st, act(Allies, "reinforce", st.Units.Ref(fr), "3"), d)
	do(t, st, act(Allies, "post", st.Units.Ref(bef)), d)
	refusal(t, st, act(Allies, "reinforce", st.Units.Ref(bef), "3"), RuleDeploy, "pool holds 2")
	do(t, st, act(Allies, "reinforce", st.Units.Ref(bef), "2"), d)
	if st.Troops[fr].Strength != 8 || st.stores(Allies).Pool != 5 {
		t.Errorf("before the reveal: strength %d pool %d, want 8 and 5", st.Troops[fr].Strength, st.stores(Allies).Pool)
	}
	ctx := commitBoth(t, st, d)
	if st.Troops[fr].Strength != 11 || st.Troops[bef].Strength != 5 || st.stores(Allies).Pool != 0 {
		t.Errorf("after: French %d BEF %d pool %d, want 11, 5, 0", st.Troops[fr].Strength, st.Troops[bef].Strength, st.stores(Allies).Pool)
	}
	if st.Losses[Allies] != 7 {
		t.Errorf("graveyard %d, want 7", st.Losses[Allies])
	}
	if got := lines(ctx, Central); strings.Contains(got, "reinforce") || strings.Contains(got, "pool") {
		t.Errorf("the Germans read:\n%s", got)
	}
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
	commitBoth(t, st, d)
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
			commitBoth(t, st, d)
			continue
		}
		refusal(t, st, rules.CommitAction(Allies), RuleDeploy, "is routing: it must be posted off board or placed on your base line")
		refusal(t, st, act(Allies, "deploy", st.Units.Ref(bef), "E6"), RuleDeploy, "is routing")
		do(t, st, act(Allies, "deploy", st.Units.Ref(bef), "A6"), d)
		commitBoth(t, st, d)
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
