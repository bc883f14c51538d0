package kit_test

import (
	"testing"

	"sandtable/maps"
	"sandtable/rules/kit"
)

// Central's supply source on test-hex-flat is the Railhead, W1206, its only
// place marked supply_source for central.
func TestPlaceCells(t *testing.T) {
	s := bbScenario(t, "test-hex-flat")
	m := s.Maps[0]
	got := kit.PlaceCells(m, func(p *maps.Place) bool { return p.Is("supply_source") && p.Side == "central" })
	if len(got) != 1 || !got.Has(bbCell(t, s, "", "W1206")) {
		t.Errorf("central supply sources: %v, want W1206 only", got.Sorted(m.Topology))
	}
	if none := kit.PlaceCells(m, func(*maps.Place) bool { return false }); len(none) != 0 {
		t.Errorf("no place kept, %d cells", len(none))
	}
}
