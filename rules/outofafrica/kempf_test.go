package outofafrica

import (
	"slices"
	"testing"

	"sandtable/rules"
	"sandtable/rules/rulestest"
)

// lane6Scenario is lane 6's copy of the test scenario, with Army Det.
// Kempf in the Allied force pool and the Draka services.
const lane6Scenario = "testdata/oa-lane6.toml"

// toAlliedReplacement ends phases until the Allies' part of turn 1's
// replacement phase.
func toAlliedReplacement(t *testing.T, st *State) {
	t.Helper()
	for st.Phase != PhaseReplacement || st.Side != AP {
		endPhase(t, st)
	}
}

// kempfReady is the Allies' replacement phase of turn 1 after #17, with
// 2 J points and a J corps in Gaza (taken from the Turks by hand).
func kempfReady(t *testing.T) *State {
	t.Helper()
	st := stateOf(t, lane6Scenario)
	toAlliedReplacement(t, st)
	st.Draka.Mobilized = true
	st.Draka.J = 2
	return st
}

func init() {
	targeted["create-det"] = func(t *testing.T) *rules.Game {
		return rulestest.PositionGame(t, lane6Scenario, kempfReady(t))
	}
}

// L152: after #17, in the replacement phase, 1 J point replaces a J corps
// in the Near East (the two in Sinai) with the full-strength Kempf; the
// corps goes to the replaceable units.
func TestKempfCreate(t *testing.T) {
	st := kempfReady(t)
	corps := st.At("Sinai")
	want := []rules.Action{
		{Side: AP, Verb: "create-det", Args: []string{"dr-kempf", st.Units.Ref(corps[0])}},
		{Side: AP, Verb: "create-det", Args: []string{"dr-kempf", st.Units.Ref(corps[1])}},
	}
	if got := st.LegalWith(AP, "create-det", ""); !slices.EqualFunc(got, want, rules.Action.Equal) {
		t.Fatalf("legal %v, want %v", got, want)
	}
	log := applyChecked(t, st, want[0])
	k := unitAt(t, st, "dr-kempf", "Sinai")
	if st.Units[k].Step != 0 || st.Units[corps[0]].Loc.Box != BoxDead || st.drakaRPText() != "CF 0, J 1" || st.Draka.UsedJ != 1 {
		t.Fatalf("Kempf step %d, corps at %v, %s", st.Units[k].Step, st.Units[corps[0]].Loc, st.drakaRPText())
	}
	if !slices.Contains(log, "Army Det. Kempf 2-2-3 is created at Sinai for 1 Draka J replacement point ("+RuleKempf+"); Draka RPs left: CF 0, J 1") {
		t.Fatalf("log %q", log)
	}
	// Kempf is restricted to the Near East map: not into Salonika.
	if r := mayEnter(st, k, "Sinai", "Salonika", MotionMove); r == nil || r.Rule != RuleKempf {
		t.Fatalf("Kempf into Salonika: %v", r)
	}
	if r := mayEnter(st, k, "Sinai", "Gaza", MotionAttack); r != nil {
		t.Fatalf("Kempf into Gaza: %v", r)
	}
}

// Refused before #17, without a J point, for a corps off the Near East,
// and outside the replacement phase; each refusal cites the rule.
func TestKempfRefused(t *testing.T) {
	for _, tc := range []struct {
		name  string
		set   func(t *testing.T, st *State) int
		rule  string
		parts []string
	}{
		{"before #17", func(t *testing.T, st *State) int {
			st.Draka.Mobilized = false
			return st.At("Sinai")[0]
		}, RuleKempf, []string{"Draka Mobilization"}},
		{"no J point", func(t *testing.T, st *State) int {
			st.Draka.J = 0
			return st.At("Sinai")[0]
		}, RuleKempf, []string{"costs 1 Draka J replacement point"}},
		{"off the Near East", func(t *testing.T, st *State) int {
			c := st.At("Sinai")[0]
			moveTo(st, c, "Salonika")
			return c
		}, RuleKempf, []string{"not one"}},
		{"a CF army", func(t *testing.T, st *State) int {
			return unitAt(t, st, "dr-army", "Cairo")
		}, RuleKempf, []string{"not one"}},
		{"not the replacement phase", func(t *testing.T, st *State) int {
			st.Phase, st.Side = PhaseSieges, AP
			return st.At("Sinai")[0]
		}, RuleSequence, nil},
	} {
		t.Run(tc.name, func(t *testing.T) {
			st := kempfReady(t)
			c := tc.set(t, st)
			err := st.Check(rules.Action{Side: AP, Verb: "create-det", Args: []string{"dr-kempf", st.Units.Ref(c)}})
			if err := rulestest.RefusalIs(err, tc.rule, tc.parts...); err != nil {
				t.Fatal(err)
			}
		})
	}
}
