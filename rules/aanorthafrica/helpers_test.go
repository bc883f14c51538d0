package aanorthafrica

import (
	"testing"

	"sandtable/rules"
	"sandtable/scenarios"
)

// testScenario is the module's test scenario (testdata/aant-test.toml).
const testScenario = "testdata/aant-test.toml"

// newTestState sets up a game of the test scenario.
func newTestState(t *testing.T) *State { return stateOf(t, testScenario) }

// stateOf sets up a game of the scenario at path with its default options.
func stateOf(t testing.TB, path string) *State {
	t.Helper()
	s, err := scenarios.LoadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	st, err := Module{}.New(s, rules.DefaultOptions(s), nil)
	if err != nil {
		t.Fatal(err)
	}
	return st.(*State)
}

// applyChecked checks and applies a and returns its log lines.
func applyChecked(t testing.TB, st *State, a rules.Action) []string {
	t.Helper()
	if err := st.Check(a); err != nil {
		t.Fatalf("%s %s %v: %v", a.Side, a.Verb, a.Args, err)
	}
	ctx := rules.NewContext(nil)
	if err := st.Apply(a, ctx); err != nil {
		t.Fatal(err)
	}
	var out []string
	for _, e := range ctx.Events() {
		out = append(out, e.Text)
	}
	return out
}

// endPhase applies the acting side's end-phase, checked, and returns the
// log lines.
func endPhase(t *testing.T, st *State) []string {
	t.Helper()
	return applyChecked(t, st, rules.Action{Side: st.ActingSide(), Verb: rules.VerbEndPhase})
}
