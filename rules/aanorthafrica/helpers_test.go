package aanorthafrica

import (
	"testing"

	"sandtable/rules"
	"sandtable/rules/rulestest"
)

// testScenario is the module's test scenario (testdata/aant-test.toml).
const testScenario = "testdata/aant-test.toml"

// newTestState sets up a game of the test scenario.
func newTestState(t *testing.T) *State { return stateOf(t, testScenario) }

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
// log lines.
func endPhase(t *testing.T, st *State) []string {
	t.Helper()
	return applyChecked(t, st, rules.Action{Side: st.ActingSide(), Verb: rules.VerbEndPhase})
}
