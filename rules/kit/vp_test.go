package kit_test

import (
	"testing"

	"sandtable/rules/kit"
)

// test-hex-flat's places with VP: Aubrecourt (city, W0303+W0403, 2 VP,
// allied, in Westland of Britain), Fort Grise (W1004, 1 VP, central) and,
// on the island, Harwick (city, 0405, 3 VP, allied).
func TestPlaceVP(t *testing.T) {
	s := bbScenario(t, "test-hex-flat")
	flat := s.Maps[0]
	ct := kit.InitialControl(s)
	check := func(what string, allies, central int) {
		t.Helper()
		vp := kit.PlaceVP(s, ct)
		if vp["allies"] != allies || vp["central"] != central {
			t.Errorf("%s: VP %v, want allies %d central %d", what, vp, allies, central)
		}
	}
	check("at the start", 5, 1)
	ct.Set(flat, bbCell(t, s, "", "W0303"), "central")
	check("Aubrecourt split", 3, 1)
	if got := kit.PlaceController(ct, flat, flat.Place("aubrecourt")); got != "" {
		t.Errorf("split Aubrecourt controlled by %q", got)
	}
	ct.Set(flat, bbCell(t, s, "", "W0403"), "central")
	check("Aubrecourt taken", 3, 3)
	ct.Set(flat, bbCell(t, s, "", "W1004"), "")
	check("Fort Grise uncontrolled", 3, 2)
}
