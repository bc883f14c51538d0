package scenarios

import (
	"strings"
	"testing"
)

func TestCheck(t *testing.T) {
	tests := []struct{ name, src, want, err string }{
		{"map", "format = \"sandtable-map\"\nversion = 1\nid = \"m\"\n[grid]\nkind = \"square\"\ncols = 2\nrows = 3\n[terrain.c]\ncolor = \"#fff\"\n",
			`map "m" (square, 2×3, 6 cells, 1 terrain, 0 places)`, ""},
		{"counters", "format = \"sandtable-counters\"\nversion = 1\nid = \"c\"\n[[side]]\nid = \"s\"\n",
			`counters "c" (1 side, 0 nations, 0 unit types, 0 counters, 0 markers)`, ""},
		{"scenario", "format = \"sandtable-scenario\"\nversion = 1\nid = \"s\"\nname = \"S\"\nmodule = \"freeplay\"\n" +
			"maps = [\"builtin:test-square\"]\ncounters = [\"builtin:test\"]\n[turns]\ncount = 1\n",
			`scenario "S" (1 map, 1 catalogue, 2 sides, 0 counters set up, 0 reinforcements, 1 turn)`, ""},
		{"unknown format", "# x\nformat = \"sandtable-deck\"\n", "",
			`f.toml:2:1: format: "sandtable-deck" is not a Sandtable data format (use "sandtable-map", "sandtable-counters" or "sandtable-scenario")`},
		{"no format", "id = \"x\"\n", "",
			`f.toml:1:1: format: missing; a data file begins with format = "sandtable-map", "sandtable-counters" or "sandtable-scenario"`},
		{"syntax", "format = \n", "", "f.toml:1:10: expected value but found '\\n' instead"},
		{"map error", "format = \"sandtable-map\"\nversion = 1\n", "", "f.toml: id: missing\nf.toml: terrain: missing; declare at least one terrain type, e.g. [terrain.clear]\n" +
			"f.toml: grid: missing; add a [grid] table with kind = \"hex\", \"square\" or \"graph\""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := Check("f.toml", []byte(tt.src))
			if got != tt.want || (err == nil) != (tt.err == "") || err != nil && err.Error() != tt.err {
				t.Errorf("Check = %q, %v\nwant %q, %s", got, err, tt.want, tt.err)
			}
		})
	}
}

func TestCheckFile(t *testing.T) {
	tests := []struct{ path, prefix string }{
		{"builtin:test-hex-flat", `scenario "Test flat hex"`},
		{"builtin:scenarios/test-square", `scenario "Test square"`},
		{"builtin:maps/test-hex-flat", `map "Test flat hex"`},
		{"builtin:test", `counters "Test counters"`},
		{"builtin:counters/test", `counters "Test counters"`},
		{"testdata/good_local.toml", `scenario "Local files"`},
		{"testdata/island.toml", `map "Island"`},
		{"../maps/data/test-points.toml", `map "Test points"`},
		{"../counters/data/test.toml", `counters "Test counters"`},
	}
	for _, tt := range tests {
		got, err := CheckFile(tt.path)
		if err != nil || !strings.HasPrefix(got, tt.prefix) {
			t.Errorf("CheckFile(%s) = %q, %v", tt.path, got, err)
		}
	}
	for _, bad := range []string{"builtin:nope", "builtin:maps/test", "builtin:decks/x", "testdata/none.toml"} {
		if got, err := CheckFile(bad); err == nil {
			t.Errorf("CheckFile(%s) = %q, want an error", bad, got)
		}
	}
}

// TestBundledScenarioFilesOnDisk checks that the bundled scenarios also load
// as ordinary files: their builtin: references work from anywhere.
func TestBundledScenarioFilesOnDisk(t *testing.T) {
	for _, n := range BuiltinNames() {
		if _, err := CheckFile("data/" + n + ".toml"); err != nil {
			t.Errorf("%s: %v", n, err)
		}
	}
}
