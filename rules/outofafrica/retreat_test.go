package outofafrica

import (
	"slices"
	"testing"

	"sandtable/rules"
	"sandtable/rules/rulestest"
)

// A retreat chosen by its owner: the Draka corps (2) attacks Damascus
// from Amman. A 6 on the Corps table's column 2 is 1 loss point; the
// Turkish corps (1) rolls a 1 on column 1: none. The corps is the only
// unit that can take the step, so it takes it at once (it absorbs 1). 1
// against 0: it must retreat. Next to Damascus are Adana (empty, Central
// Powers'), Baghdad (a Turkish corps), Jerusalem and Amman (Allied units):
// the Central Powers choose between Adana and Baghdad.
func TestRetreatChoice(t *testing.T) {
	st := alliedRound(t)
	tuc, drc := unitAt(t, st, "tu-corps", "Damascus"), unitAt(t, st, "dr-corps", "Amman")
	log := applyFaces(t, st, actOf(AP, "attack", "Damascus", "Amman"), 6, 1)
	for _, w := range []string{
		"Turkish corps 1-1-3 is reduced (combat loss at Damascus, 1 loss point absorbed)",
		"The defenders of Damascus must retreat",
	} {
		if !slices.Contains(log, w) {
			t.Fatalf("log %q lacks %q", log, w)
		}
	}
	d := st.Status().Decision
	if d == nil || d.Side != CP || d.Rule != RuleRetreat {
		t.Fatalf("decision %+v", d)
	}
	ref := st.Units.Ref(tuc)
	want := []rules.Action{actOf(CP, "retreat", ref, "Adana"), actOf(CP, "retreat", ref, "Baghdad")}
	if got := st.Legal(CP); !slices.EqualFunc(got, want, rules.Action.Equal) {
		t.Fatalf("legal %v, want %v", got, want)
	}
	for _, c := range []struct{ to, why string }{
		{"Jerusalem", "Jerusalem holds enemy units"},
		{"Gaza", "Gaza is not connected to Damascus by land"},
	} {
		err := st.Check(actOf(CP, "retreat", ref, c.to))
		r, ok := rules.AsRefusal(err)
		if !ok || r.Rule != RuleRetreat || r.Reason != c.why {
			t.Errorf("retreat to %s: %v, want %q (%s)", c.to, err, c.why, RuleRetreat)
		}
	}
	applyChecked(t, st, want[0])
	if st.SpaceOf(tuc) != "Adana" || st.Status().Decision.Rule != RuleAdvance {
		t.Fatalf("the corps at %s, decision %+v", st.SpaceOf(tuc), st.Status().Decision)
	}
	wantAdv := []rules.Action{actOf(AP, "advance", st.Units.Ref(drc)), actOf(AP, "stop-advance")}
	if got := st.Legal(AP); !slices.EqualFunc(got, wantAdv, rules.Action.Equal) {
		t.Fatalf("legal %v, want %v", got, wantAdv)
	}
	log = applyChecked(t, st, wantAdv[1])
	if st.SpaceOf(drc) != "Amman" || st.ControlOf("Damascus") != CP || !slices.Equal(log, []string{"The attack on Damascus is over"}) {
		t.Fatalf("corps at %s, Damascus %q, log %q", st.SpaceOf(drc), st.ControlOf("Damascus"), log)
	}
}

// A trench holds the defenders who lost: the British army (4) at Baghdad
// from Basra, trench 1, rolls a 6: the Army table's column 3 (4 shifted
// one left) reads 2, which eliminates the Turkish corps (two steps of 1);
// with a 4 it reads 1, the corps flips and stays.
func TestTrenchHolds(t *testing.T) {
	st := alliedRound(t)
	tuc := unitAt(t, st, "tu-corps", "Baghdad")
	log := applyFaces(t, st, actOf(AP, "attack", "Baghdad", "Basra"), 4, 1)
	if want := "Allies fire at Baghdad: 1d6 [4] -1 column shift: trench 1 = 4 on Army fire table 3 (strength 4, -1 column: trench 1): 1"; !slices.Contains(log, want) {
		t.Fatalf("log %q lacks %q", log, want)
	}
	if !slices.Contains(log, "The defenders of Baghdad lost the fight but do not retreat: their trench holds them") {
		t.Fatalf("log %q", log)
	}
	if st.SpaceOf(tuc) != "Baghdad" || st.Units[tuc].Step != 1 || st.Battle.Fight != nil {
		t.Fatalf("corps at %s step %d, battle %+v", st.SpaceOf(tuc), st.Units[tuc].Step, st.Battle.Fight)
	}
	o := st.Overlays(AP)
	o = slices.DeleteFunc(o, func(o rules.Overlay) bool { return o.ID != "trenches" })
	if len(o) != 1 || o[0].ID != "trenches" || len(o[0].Cells) != 2 || o[0].Cells[0].Cell != "Baghdad" || o[0].Cells[0].Mark != "T1" || o[0].Cells[1].Cell != "Salonika" {
		t.Fatalf("overlays %+v", o)
	}
}

// An attack out of the list is refused with the rule and the reason.
func TestAttackRefusals(t *testing.T) {
	st := alliedRound(t)
	for _, c := range []struct {
		args []string
		why  string
	}{
		{[]string{"Adana", "Damascus"}, "there are no enemy units in Adana to attack"},
		{[]string{"Gaza", "Amman"}, "Amman is not connected to Gaza by land"},
		{[]string{"Gaza", "Beersheba", "Jerusalem"}, "name each space attacked from once, in the map's order: Jerusalem Beersheba"},
		{[]string{"Gaza"}, "an attack names the space attacked and the spaces it is attacked from"},
	} {
		err := st.Check(actOf(AP, "attack", c.args...))
		r, ok := rules.AsRefusal(err)
		if !ok || r.Rule != RuleCombat || r.Reason != c.why {
			t.Errorf("attack %v: %v, want %q", c.args, err, c.why)
		}
	}
	// The Central Powers may not attack in the Allies' round.
	if err := st.Check(actOf(CP, "attack", "Jerusalem", "Gaza")); err == nil {
		t.Errorf("the Central Powers attack in the Allies' round: %v", err)
	}
}

// The default fire tables are the formula of PLAN.md §3.6, and the
// tables written out in the combat scenario are the same cells: the file
// and the rule cannot drift apart.
func TestFireTablesFormula(t *testing.T) {
	st := combatState(t)
	for _, army := range []bool{false, true} {
		def := defaultFireTable(army)
		file := *st.fixed.r.Fire.Corps
		if army {
			file = *st.fixed.r.Fire.Army
		}
		if err := def.Validate(); err != nil {
			t.Fatal(err)
		}
		if !slices.Equal(file.Columns, def.Columns) || len(file.Rows) != 6 || file.Name != def.Name || file.Dice != def.Dice {
			t.Fatalf("army %v: file table %+v", army, file)
		}
		for r := range 6 {
			if !slices.Equal(file.Rows[r].Results, def.Rows[r].Results) || file.Rows[r].Min != r+1 || file.Rows[r].Max != r+1 {
				t.Errorf("army %v row %d: file %v, formula %v", army, r+1, file.Rows[r], def.Rows[r])
			}
		}
	}
	// Cells worked by hand: Army table, 21+, roll 6: 21 x 0.75 = 15.75,
	// 16; Corps table, 5-6, roll 1: 5 x 0.10 = 0.5, rounded half up to 1;
	// Corps table, 1, roll 4: 0.35 rounds to 0, "-" (at least 1 only from
	// roll 5); Army table, 1, roll 4: 0.45, at least 1.
	for _, c := range []struct {
		army     bool
		lo, roll int
		want     string
	}{{true, 21, 6, "16"}, {false, 5, 1, "1"}, {false, 1, 4, "-"}, {true, 1, 4, "1"}} {
		if got := defaultFireCell(c.army, c.lo, c.roll); got != c.want {
			t.Errorf("cell army %v %d roll %d: %q, want %q", c.army, c.lo, c.roll, got, c.want)
		}
	}
}

func init() {
	// Positions where each step of a battle is legal, for random play
	// that does not reach them (once attacks need activated spaces).
	battleAt := func(t *testing.T, stop string) *rules.Game {
		st := alliedRound(t)
		if stop != "attack" {
			if stop == "losses" {
				applyChecked(t, st, actOf(AP, "attack", "Gaza", "Jerusalem", "Beersheba"))
				applyFaces(t, st, actOf(AP, "no-flank"), 4, 3)
			} else {
				applyFaces(t, st, actOf(AP, "attack", "Damascus", "Amman"), 6, 1)
				if stop != "retreat" {
					applyChecked(t, st, actOf(CP, "retreat", st.Units.Ref(unitAt(t, st, "tu-corps", "Damascus")), "Adana"))
				}
			}
		}
		return rulestest.PositionGame(t, combatScenario, st)
	}
	for _, v := range []string{"attack", "losses", "retreat", "advance", "stop-advance"} {
		stop := v
		if v == "stop-advance" {
			stop = "advance"
		}
		targeted[v] = func(t *testing.T) *rules.Game { return battleAt(t, stop) }
	}
}

// combatVerbs are lane 5's verbs.
var combatVerbs = []string{"attack", "losses", "retreat", "advance", "stop-advance", "gas", "no-gas", "flank", "no-flank", "invade"}

// The kit's conformance checks on the combat scenario too: random play
// reaches every combat verb there (attacks on its many fronts).
func TestCombatConformance(t *testing.T) {
	mine := map[string]func(t *testing.T) *rules.Game{}
	for _, v := range combatVerbs {
		if fn := targeted[v]; fn != nil {
			mine[v] = fn
		}
	}
	s := rulestest.Suite{Verbs: combatVerbs, Targeted: mine}
	for seed := uint64(1); seed <= 2; seed++ {
		s.Games = append(s.Games, rulestest.Game{Scenario: combatScenario, Seed: seed})
	}
	rulestest.Conformance(t, s)
}
