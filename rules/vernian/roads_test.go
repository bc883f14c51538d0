package vernian

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"sandtable/rules"
	"sandtable/scenarios"
)

// roadState is the test scenario with every land hex of the West map
// forest (2 MP to enter) and, when road is set, a road (1 MP a hex along
// it) from hex (col, row) two hexes east along its row (in Germany); at the German
// movement phase.
func roadState(t *testing.T, col, row int, road bool) *State {
	t.Helper()
	dir := t.TempDir()
	for _, name := range []string{"vernian-test.toml", "england.toml", "west.toml"} {
		text, err := os.ReadFile(filepath.Join("testdata", name))
		if err != nil {
			t.Fatal(err)
		}
		if name == "west.toml" {
			s := string(text)
			i := strings.Index(s, "terrain_rows = [")
			j := strings.Index(s[i:], "]") + i
			s = s[:i] + strings.ReplaceAll(s[i:j], ".", "f") + s[j:]
			if road {
				s += fmt.Sprintf("\n[road_type.road]\nname = \"Road\"\nmove_cost = 1\n\n[[road]]\ntype = \"road\"\npath = [\"W%02d%02d\", \"W%02d%02d\", \"W%02d%02d\"]\n",
					col, row, col+1, row, col+2, row)
			}
			text = []byte(s)
		}
		if err := os.WriteFile(filepath.Join(dir, name), text, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	s, err := scenarios.LoadFile(filepath.Join(dir, "vernian-test.toml"))
	if err != nil {
		t.Fatal(err)
	}
	st, err := Module{}.New(s, rules.DefaultOptions(s), nil)
	if err != nil {
		t.Fatal(err)
	}
	toPhase(t, st.(*State), PhaseGerMovement)
	return st.(*State)
}

// A move along a road costs the road's 1 MP a hex, not the forest's 2:
// what MoveCosts shows the window while a unit is dragged, and what the
// move spends.
func TestMoveAlongARoadCostsLess(t *testing.T) {
	st := newTestState(t, nil)
	at := where(t, st, "ger-cav/1") // W0805, in Germany
	var col, row int
	if _, err := fmt.Sscanf(at, "W%02d%02d", &col, &row); err != nil {
		t.Fatalf("ger-cav/1 is at %s, not on the West map", at)
	}
	one, two, off := fmt.Sprintf("W%02d%02d", col+1, row), fmt.Sprintf("W%02d%02d", col+2, row), fmt.Sprintf("W%02d%02d", col, row+1)
	for _, tc := range []struct {
		road          bool
		one, two, off int
	}{
		{false, 2, 4, 2}, // forest: 2 a hex
		{true, 1, 2, 2},  // along the road 1 a hex; off it still 2
	} {
		st := roadState(t, col, row, tc.road)
		ref := st.Units.Ref(idx(t, st, "ger-cav/1"))
		costs, _, ok := moveCosts(st, Germans, ref)
		if !ok {
			t.Fatalf("road %v: ger-cav/1 cannot move", tc.road)
		}
		if costs[one] != tc.one || costs[two] != tc.two || costs[off] != tc.off {
			t.Errorf("road %v: costs to %s, %s, %s are %d, %d, %d; want %d, %d, %d", tc.road, one, two, off,
				costs[one], costs[two], costs[off], tc.one, tc.two, tc.off)
		}
	}
}
