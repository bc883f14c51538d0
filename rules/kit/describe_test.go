package kit

import (
	"testing"

	"sandtable/rules"
)

// ArgUnit words a unit argument by its index, and refuses one missing or
// naming no unit.
func TestArgUnit(t *testing.T) {
	a := rules.Action{Side: "red", Verb: "step", Args: []string{"u/1", "u/9"}}
	resolve := func(ref string) int {
		if ref == "u/1" {
			return 0
		}
		return -1
	}
	name := func(i int) string { return []string{"the first unit"}[i] }
	if got, ok := ArgUnit(a, 0, resolve, name); !ok || got != "the first unit" {
		t.Errorf("arg 0: %q %v", got, ok)
	}
	for _, k := range []int{1, 2} {
		if got, ok := ArgUnit(a, k, resolve, name); ok {
			t.Errorf("arg %d: %q, want none", k, got)
		}
	}
}
