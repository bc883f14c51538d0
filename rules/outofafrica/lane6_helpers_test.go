package outofafrica

import (
	"bytes"
	"os"
	"strings"
	"testing"

	"sandtable/rules"
	"sandtable/scenarios"
)

// Lane 6's test helpers: top-level [rules] keys on the shared test
// scenario, the Janissary Zone stood in for, units moved by hand.

// stateWithTopRules sets up a game of the test scenario with text put at
// the top of its [rules] table (top-level keys such as draka_control,
// which withRules cannot append after the scenario's last table), and
// more tables after it.
func stateWithTopRules(t testing.TB, top, more string) *State {
	t.Helper()
	s, err := withTopRules(t, top, more)
	if err != nil {
		t.Fatal(err)
	}
	st, err := Module{}.New(s, rules.DefaultOptions(s), nil)
	if err != nil {
		t.Fatal(err)
	}
	return st.(*State)
}

// withTopRules is the test scenario with top inserted at the top of
// [rules] and more appended, loaded under a name of its own beside the
// test data (nothing is written).
func withTopRules(t testing.TB, top, more string) (*scenarios.Scenario, error) {
	t.Helper()
	base, err := os.ReadFile(testScenario)
	if err != nil {
		t.Fatal(err)
	}
	text := bytes.Replace(base, []byte("\n[rules]\n"), []byte("\n[rules]\n"+top+"\n"), 1)
	text = append(append(text, '\n'), more...)
	path := "testdata/oa-test-" + strings.ReplaceAll(t.Name(), "/", "-") + ".toml"
	return scenarios.Load(path, text)
}

// nearEastZone stands in for lane 4's Janissary Zone in lane 6's tests:
// the Near East spaces, and Belgrade and Nis (the Balkans).
func nearEastZone(t *testing.T) {
	old := zone
	zone = func(st *State, space string) bool {
		return st.nearEast(space) || space == "Belgrade" || space == "Nis"
	}
	t.Cleanup(func() { zone = old })
}

// moveTo puts unit i in space by hand (no rule asked).
func moveTo(st *State, i int, space string) { st.Units[i].Loc = st.Loc(space) }

// setCtl gives space to side by hand (no hook runs).
func setCtl(st *State, space, side string) {
	c, _ := st.Cell(space)
	st.Control.Set(st.fixed.m, c, side)
}

// unitsOf are the indices of the units of type typ in space.
func unitsOf(st *State, typ, space string) []int {
	var out []int
	for _, i := range st.At(space) {
		if st.Units[i].Type == typ {
			out = append(out, i)
		}
	}
	return out
}
