package designer

import (
	"testing"

	"sandtable/maps"
)

// TestMapSummaryCounts: a graph map of one space is "a graph map of 1
// space", not "1 spaces".
func TestMapSummaryCounts(t *testing.T) {
	for _, tc := range []struct {
		spaces string
		want   string
	}{
		{"[[space]]\nid = \"a\"\nx = 10\ny = 10\n", "a graph map of 1 space"},
		{"[[space]]\nid = \"a\"\nx = 10\ny = 10\n\n[[space]]\nid = \"b\"\nx = 90\ny = 10\n", "a graph map of 2 spaces"},
	} {
		m, err := maps.Load("g.toml", []byte("format = \"sandtable-map\"\nversion = 1\nid = \"g\"\nname = \"G\"\n\n[grid]\nkind = \"graph\"\n\n"+
			"[terrain.clear]\nname = \"Clear\"\ncolor = \"#ffffff\"\n\n"+tc.spaces))
		if err != nil {
			t.Fatal(err)
		}
		if got := mapSummary(m, "G"); got != tc.want {
			t.Errorf("mapSummary = %q, want %q", got, tc.want)
		}
	}
}
