package freeplay_test

import (
	"slices"
	"testing"

	"sandtable/rules"
)

// zoc is the overlay's marks of side on map m, as cell labels.
func zoc(t *testing.T, ov []rules.Overlay, m, side string) []string {
	t.Helper()
	if len(ov) != 1 || ov[0].ID != "zoc" {
		t.Fatalf("overlays %+v, want the zones of control", ov)
	}
	var out []string
	for _, c := range ov[0].Cells {
		if c.Map == m && c.Side == side {
			out = append(out, c.Cell)
		}
	}
	slices.Sort(out)
	return out
}

// The zones-of-control overlay marks the cells next to each side's
// counters (RuleZOC): the British infantry alone on the pointy map at 0405
// (row 5, not shoved: rows 4 and 6 lean left) marks its six neighbours,
// worked out by hand; moved to a box it marks none, and moved to 0101 (a
// corner, row 1 not shoved) only its two neighbours there are.
func TestZonesOfControlOverlay(t *testing.T) {
	_, st := newState(t, "test-hex-flat")
	want := []string{"0304", "0305", "0306", "0404", "0406", "0505"}
	if got := zoc(t, st.Overlays(""), "test-hex-pointy", "allies"); !slices.Equal(got, want) {
		t.Errorf("Allied marks on the pointy map %v, want %v", got, want)
	}
	if got := zoc(t, st.Overlays("central"), "test-hex-pointy", "central"); len(got) != 0 {
		t.Errorf("Central marks on the pointy map %v: no Central counter is there", got)
	}
	var brit string
	for _, u := range st.View("").Units {
		if u.Map == "test-hex-pointy" && u.Cell != "" {
			brit = u.ID
		}
	}
	if brit == "" {
		t.Fatal("no counter on the pointy map")
	}
	apply(t, st, act("central", "move", brit, "test-hex-pointy:0101"))
	want = []string{"0102", "0201"}
	if got := zoc(t, st.Overlays(""), "test-hex-pointy", "allies"); !slices.Equal(got, want) {
		t.Errorf("after the move to 0101: %v, want %v", got, want)
	}
	apply(t, st, act("central", "move", brit, "box:allied-reserve"))
	if got := zoc(t, st.Overlays(""), "test-hex-pointy", "allies"); len(got) != 0 {
		t.Errorf("a counter in a box marks %v", got)
	}
}
