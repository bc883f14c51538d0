package kit_test

import (
	"testing"

	"sandtable/board"
	"sandtable/scenarios"
)

// bbScenario loads a bundled scenario for the toolkit's tests; a scenario
// that fails to load fails the test.
func bbScenario(t testing.TB, name string) *scenarios.Scenario {
	t.Helper()
	s, err := scenarios.Builtin(name)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// bbCell is the cell labelled label on the scenario's map mapID ("" for
// the first map).
func bbCell(t testing.TB, s *scenarios.Scenario, mapID, label string) board.Cell {
	t.Helper()
	m := s.Maps[0]
	if mapID != "" {
		m = s.Map(mapID)
	}
	c, err := m.Cell(label)
	if err != nil {
		t.Fatal(err)
	}
	return c
}
