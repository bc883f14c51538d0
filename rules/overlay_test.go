package rules_test

import (
	"testing"

	"sandtable/rules"
)

// rangedRace is the race module's state with a range for unit "scout": two
// cells, the nearer first.
type rangedRace struct{ raceState }

func (r *rangedRace) UnitRanges(viewer, unit string) []rules.Overlay {
	if unit != "scout" {
		return nil
	}
	return []rules.Overlay{
		{ID: "near", Name: "Near range", Cells: []rules.OverlayCell{{Map: "m", Cell: "0101"}}},
		{ID: "far", Name: "Far range", Cells: []rules.OverlayCell{{Map: "m", Cell: "0101"}, {Map: "m", Cell: "0102"}}},
	}
}

// TestUnitRangesOf: a module that implements rules.UnitRanger gives its
// units' ranges through UnitRangesOf, in its order; one that does not gives
// none, and neither does a unit without ranges.
func TestUnitRangesOf(t *testing.T) {
	ranged := &rangedRace{}
	got := rules.UnitRangesOf(ranged, "", "scout")
	if len(got) != 2 || got[0].ID != "near" || got[1].ID != "far" || len(got[1].Cells) != 2 {
		t.Fatalf("UnitRangesOf(scout) = %+v, want the near then the far range", got)
	}
	if got := rules.UnitRangesOf(ranged, "", "other"); got != nil {
		t.Errorf("UnitRangesOf(other) = %+v, want none", got)
	}
	if got := rules.UnitRangesOf(&raceState{}, "", "scout"); got != nil {
		t.Errorf("a module without UnitRanger gave %+v", got)
	}
}
