package outofafrica

import (
	"testing"

	"sandtable/rules"
	"sandtable/rules/rulestest"
)

// testScenario is the module's test scenario (testdata/oa-test.toml).
const testScenario = "testdata/oa-test.toml"

// newTestState sets up a game of the test scenario.
func newTestState(t testing.TB) *State { return stateOf(t, testScenario) }

// stateOf sets up a game of the scenario at path with its default options.
func stateOf(t testing.TB, path string) *State {
	t.Helper()
	return rulestest.NewState[*State](t, Module{}, path)
}

// applyChecked checks and applies a and returns its log lines.
func applyChecked(t testing.TB, st *State, a rules.Action) []string {
	t.Helper()
	return rulestest.ApplyChecked(t, st, a)
}

// endPhase applies the acting side's end-phase, checked, and returns the
// log lines. In an action round whose action is not taken yet it passes
// first when the side may (an empty hand: lane 3's action rounds may not
// end before their action), and returns the pass's lines too.
func endPhase(t testing.TB, st *State) []string {
	t.Helper()
	active := st.Status().Active
	if len(active) != 1 {
		t.Fatalf("end-phase: active sides %v in %s", active, st.phaseName())
	}
	var out []string
	if pass := (rules.Action{Side: active[0], Verb: "pass"}); st.Phase == PhaseAction && st.Check(pass) == nil {
		out = applyChecked(t, st, pass)
	}
	return append(out, applyChecked(t, st, rules.Action{Side: active[0], Verb: rules.VerbEndPhase})...)
}

// unitAt is the index of the first unit of type typ in space (or box id),
// failing t when there is none.
func unitAt(t testing.TB, st *State, typ, where string) int {
	t.Helper()
	for i, u := range st.Units {
		if u.Type == typ && (st.SpaceOf(i) == where || u.Loc.Box == where) {
			return i
		}
	}
	t.Fatalf("no %s at %s", typ, where)
	return -1
}
