package rules_test

import (
	"testing"

	"sandtable/rules"
)

// test-hex-flat's places with VP: Aubrecourt (city, W0303+W0403, 2 VP,
// allied, in Westland of Britain), Fort Grise (W1004, 1 VP, central) and,
// on the island, Harwick (city, 0405, 3 VP, allied).
func TestPlaceVP(t *testing.T) {
	s := bbScenario(t, "test-hex-flat")
	flat := s.Maps[0]
	ct := rules.InitialControl(s)
	check := func(what string, allies, central int) {
		t.Helper()
		vp := rules.PlaceVP(s, ct)
		if vp["allies"] != allies || vp["central"] != central {
			t.Errorf("%s: VP %v, want allies %d central %d", what, vp, allies, central)
		}
	}
	check("at the start", 5, 1)
	ct.Set(flat, bbCell(t, s, "", "W0303"), "central")
	check("Aubrecourt split", 3, 1)
	if got := rules.PlaceController(ct, flat, flat.Place("aubrecourt")); got != "" {
		t.Errorf("split Aubrecourt controlled by %q", got)
	}
	ct.Set(flat, bbCell(t, s, "", "W0403"), "central")
	check("Aubrecourt taken", 3, 3)
	ct.Set(flat, bbCell(t, s, "", "W1004"), "")
	check("Fort Grise uncontrolled", 3, 2)
}

func TestCountControlled(t *testing.T) {
	s := bbScenario(t, "test-hex-flat")
	flat := s.Maps[0]
	ct := rules.InitialControl(s)
	tests := []struct {
		name string
		side string
		q    rules.PlaceQuery
		want int
	}{
		{"allied city hexes, Aubrecourt's two counting 2 each and Harwick 3", "allies", rules.PlaceQuery{Kind: "city"}, 7},
		{"British city hexes (Aubrecourt through Westland)", "allies", rules.PlaceQuery{Kind: "city", Nation: "britain"}, 4},
		{"city hexes on the flat map", "allies", rules.PlaceQuery{Kind: "city", Map: "test-hex-flat"}, 4},
		{"central city hexes", "central", rules.PlaceQuery{Kind: "city"}, 0},
		{"towns: Millbrook (0 VP counts 1), Saltmere nobody's", "central", rules.PlaceQuery{Kind: "town"}, 1},
		{"victory places of central's side", "central", rules.PlaceQuery{Kind: "victory", Side: "central"}, 1},
		{"places of Eastmark", "central", rules.PlaceQuery{Region: "eastmark"}, 1 + 1},
		{"German places (by Eastmark)", "central", rules.PlaceQuery{Nation: "germany"}, 2},
	}
	for _, tc := range tests {
		if got := rules.CountControlled(s, ct, tc.side, tc.q); got != tc.want {
			t.Errorf("%s: %d, want %d", tc.name, got, tc.want)
		}
	}
	ct.Set(flat, bbCell(t, s, "", "W0303"), "central")
	if got := rules.CountControlled(s, ct, "central", rules.PlaceQuery{Kind: "city", Nation: "britain"}); got != 2 {
		t.Errorf("one Aubrecourt hex taken counts %d, want 2", got)
	}
}
