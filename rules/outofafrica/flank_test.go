package outofafrica

import (
	"slices"
	"testing"

	"sandtable/rules"
	"sandtable/rules/rulestest"
)

func init() {
	for _, verb := range []string{"flank", "no-flank"} {
		targeted[verb] = func(t *testing.T) *rules.Game {
			st := alliedRound(t)
			applyChecked(t, st, actOf(AP, "attack", "Gaza", "Jerusalem", "Beersheba"))
			return rulestest.PositionGame(t, combatScenario, st)
		}
	}
}

// A flank attack that succeeds, worked by hand: the Allies (8) attack
// Gaza from Jerusalem and Beersheba and roll a 4 (4 or more): they fire
// first, a 4 on the Army table's 7-8 is 3 points; the Turks lose a corps
// (1) and the army (3). Only then do they fire, with what is left: the
// reduced army 2, the reduced corps 1 and the other corps 1 = 4, Army
// table column 4, a 3: 1 point.
func TestFlankWon(t *testing.T) {
	st := alliedRound(t)
	ref := st.Units.Ref
	applyChecked(t, st, actOf(AP, "attack", "Gaza", "Jerusalem", "Beersheba"))
	if got, want := st.Legal(AP), []rules.Action{actOf(AP, "flank"), actOf(AP, "no-flank")}; !slices.EqualFunc(got, want, rules.Action.Equal) {
		t.Fatalf("legal %v, want %v", got, want)
	}
	f, ok := st.Forecast(actOf(AP, "flank"))
	if !ok || !slices.Equal(outcomesOf(f.Outcomes), []string{"the flank attack succeeds=1/2", "the flank attack fails=1/2"}) {
		t.Fatalf("flank forecast %v %+v", ok, f)
	}
	log := applyFaces(t, st, actOf(AP, "flank"), 4, 4)
	want := []string{
		"Allies flank attack on Gaza: 1d6 [4] on Flank attack (1d6 >= 4): the flank attack succeeds",
		"Allies fire at Gaza: 1d6 [4] on Army fire table 7-8 (strength 8): 3",
	}
	if !slices.Equal(log, want) {
		t.Fatalf("log %q\nwant %q", log, want)
	}
	tuc := st.unitsOf("Gaza", CP)[1]
	applyChecked(t, st, actOf(CP, "losses", ref(tuc)))
	log = applyFaces(t, st, actOf(CP, "losses", ref(unitAt(t, st, "tu-army", "Gaza"))), 3)
	if !slices.Contains(log, "Central Powers fire at Gaza: 1d6 [3] on Army fire table 4 (strength 4): 1") {
		t.Fatalf("log %q", log)
	}
	b := st.Battle.Fight
	if b.ToAttacker != 1 || b.Step != StepAttLosses || st.Status().Decision.Side != AP {
		t.Fatalf("battle %+v", b)
	}
}

// A flank attack that fails: a 3. The Turks (5) fire first, a 6 on the
// Army table's 5-6 is 4 points, which the Draka army takes (its loss
// factor 4). The Allies left fire back, the reduced army 4, the Draka
// corps 2 and the British corps 1 = 7 on the Army table's 7-8: a 1 is 1
// point, which a Turkish corps takes; 1 against 4: the Turks hold.
func TestFlankLost(t *testing.T) {
	st := alliedRound(t)
	ref := st.Units.Ref
	dra := unitAt(t, st, "dr-army", "Beersheba")
	applyChecked(t, st, actOf(AP, "attack", "Gaza", "Jerusalem", "Beersheba"))
	log := applyFaces(t, st, actOf(AP, "flank"), 3, 6)
	if want := []string{
		"Allies flank attack on Gaza: 1d6 [3] on Flank attack (1d6 >= 4): the flank attack fails",
		"Central Powers fire at Gaza: 1d6 [6] on Army fire table 5-6 (strength 5): 4",
	}; !slices.Equal(log, want) {
		t.Fatalf("log %q\nwant %q", log, want)
	}
	if d := st.Status().Decision; d == nil || d.Side != AP || d.Rule != RuleLosses {
		t.Fatalf("decision %+v", d)
	}
	log = applyFaces(t, st, actOf(AP, "losses", ref(dra)), 1)
	if !slices.Contains(log, "Allies fire at Gaza: 1d6 [1] on Army fire table 7-8 (strength 7): 1") {
		t.Fatalf("log %q", log)
	}
	log = applyChecked(t, st, actOf(CP, "losses", ref(st.unitsOf("Gaza", CP)[1])))
	if !slices.Contains(log, "The defenders of Gaza hold (1 loss point inflicted against 4 loss points taken)") || st.Battle.Fight != nil {
		t.Fatalf("log %q, battle %+v", log, st.Battle.Fight)
	}
}

// No flank attack with the Pz Korps, nor against a German stack with it
// (L146), nor from one space.
func TestFlankRefusals(t *testing.T) {
	st := alliedRound(t)
	for _, c := range []struct {
		b   *Battle
		why string
	}{
		{st.newBattle(actOf(AP, "attack", "Damascus", "Amman")), "a flank attack is made from two or more spaces"},
		{st.newBattle(actOf(AP, "attack", "Nis", "Belgrade", "Salonika")), "a German stack with the Pz Korps may not be flanked"},
	} {
		if got := st.whyNoFlank(c.b); got != c.why {
			t.Errorf("%s from %v: %q, want %q", c.b.Space, c.b.From, got, c.why)
		}
	}
	b := st.newBattle(actOf(CP, "attack", "Salonika", "Nis"))
	b.From = append(b.From, "Adrianople")
	if got := st.whyNoFlank(b); got != "the Pz Korps may not make a flank attack" {
		t.Errorf("the Pz Korps: %q", got)
	}
}
