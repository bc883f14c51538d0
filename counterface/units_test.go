package counterface

import (
	"testing"

	"sandtable/counters"
)

// TestBackShowsNoIds: a counter's printed back is read by players, so the
// catalogue's note on it loses what is written for developers: an aside
// in brackets naming an id, and an id standing alone becomes the name it
// stands for ("People read names, scripts read ids"). vernian.toml's
// Zeppelin backs once printed "improved side 0-3-6 (ger-zep-3i; the rules
// module swaps the type)".
func TestBackShowsNoIds(t *testing.T) {
	cat := &counters.Catalogue{
		Sides:   []*counters.Side{{ID: "allies", Name: "Allies"}},
		Nations: []*counters.Nation{{ID: "fr", Name: "France", Side: "allies"}},
		Units: []*counters.Unit{
			{ID: "fr-inf", Name: "French infantry", Nation: "fr", Kind: "infantry"},
			{ID: "zep-3i", Name: "Zeppelin (improved)", Nation: "fr", Kind: "zeppelin"},
		},
		Markers: []*counters.Marker{{ID: "storm", Name: "Storm"}},
	}
	for _, tc := range []struct{ note, want string }{
		{"crack", "crack"},
		{"improved side 0-3-6 (zep-3i; the rules module swaps the type)", "improved side 0-3-6"},
		{"0-3-3 fleet (fr-inf)", "0-3-3 fleet"},
		{"becomes zep-3i when flipped", "becomes Zeppelin (improved) when flipped"},
		{"flip to fr-inf; then storm", "flip to French infantry; then Storm"},
		{"(a note in brackets) stays", "(a note in brackets) stays"},
		{"fr takes it (see allies)", "France takes it"},
		{"zep-3i", "Zeppelin (improved)"},
		{"(fr-inf)", ""},
		{"not-an-id stays, fr-inf-x too", "not-an-id stays, fr-inf-x too"},
	} {
		u := &counters.Unit{ID: "u", Nation: "fr", Kind: "infantry", Back: tc.note}
		if got := Back(cat, u).Note; got != tc.want {
			t.Errorf("back note %q printed as %q, want %q", tc.note, got, tc.want)
		}
	}
}

// TestBundledBacksShowNoIds: no printed back of a bundled counter set
// names an id of its set.
func TestBundledBacksShowNoIds(t *testing.T) {
	for _, name := range counters.BuiltinNames() {
		cat, err := counters.Builtin(name)
		if err != nil {
			t.Fatal(err)
		}
		ids := map[string]bool{}
		for _, u := range cat.Units {
			ids[u.ID] = true
		}
		for _, u := range cat.Units {
			note := Back(cat, u).Note
			for _, w := range noteWords(note) {
				if ids[w] {
					t.Errorf("%s: %s's back reads %q, naming the id %q", name, u.ID, note, w)
				}
			}
		}
	}
}
