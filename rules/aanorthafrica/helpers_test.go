package aanorthafrica

import (
	"testing"

	"sandtable/rules"
	"sandtable/scenarios"
)

// testScenario is the module's test scenario (testdata/aant-test.toml).
const testScenario = "testdata/aant-test.toml"

// newTestState sets up a game of the test scenario.
func newTestState(t *testing.T) *State {
	t.Helper()
	s, err := scenarios.LoadFile(testScenario)
	if err != nil {
		t.Fatal(err)
	}
	st, err := Module{}.New(s, rules.DefaultOptions(s), nil)
	if err != nil {
		t.Fatal(err)
	}
	return st.(*State)
}

// endPhase applies the acting side's end-phase, checked, and returns the
// log lines.
func endPhase(t *testing.T, st *State) []string {
	t.Helper()
	a := rules.Action{Side: st.ActingSide(), Verb: rules.VerbEndPhase}
	if err := st.Check(a); err != nil {
		t.Fatal(err)
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
