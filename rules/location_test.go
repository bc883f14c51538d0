package rules_test

import (
	"strings"
	"testing"

	"sandtable/board"
	"sandtable/rules"
	"sandtable/scenarios"
)

// bbScenario loads a bundled scenario for the building-block tests.
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

// bbLabels prints cells as their labels on the first map.
func bbLabels(s *scenarios.Scenario, cells []board.Cell) string {
	out := make([]string, len(cells))
	for i, c := range cells {
		out[i] = s.Maps[0].Label(c)
	}
	return strings.Join(out, " ")
}

// bbTwoMaps is a scenario whose first map is the graph map and whose maps
// share the box id "turns".
const bbTwoMaps = `format = "sandtable-scenario"
version = 1
id = "two-maps"
name = "Two maps"
module = "freeplay"
maps = ["builtin:test-graph", "builtin:test-hex-flat", "builtin:test-hex-pointy"]
counters = ["builtin:test"]
[turns]
count = 2
[[setup]]
unit = "ger-inf"
at = "El Alamein"
`

func bbLoadTwoMaps(t testing.TB) *scenarios.Scenario {
	t.Helper()
	s, err := scenarios.Load("two-maps.toml", []byte(bbTwoMaps))
	if err != nil {
		t.Fatal(err)
	}
	return s
}

func TestLocationRoundTripEveryLocation(t *testing.T) {
	ss := []*scenarios.Scenario{bbLoadTwoMaps(t)}
	for _, name := range scenarios.BuiltinNames() {
		ss = append(ss, bbScenario(t, name))
	}
	for _, s := range ss {
		locs := rules.Locations(s)
		seen := map[string]bool{}
		for _, l := range locs {
			text := l.Text(s)
			if seen[text] {
				t.Errorf("%s: two locations print as %q", s.ID, text)
			}
			seen[text] = true
			got, err := rules.ParseLocation(s, text)
			if err != nil {
				t.Errorf("%s: ParseLocation(%q): %v", s.ID, text, err)
				continue
			}
			if got != l {
				t.Errorf("%s: ParseLocation(%q) = %v, want %v", s.ID, text, got, l)
			}
		}
		want := 1
		for _, m := range s.Maps {
			want += m.Topology.Len() + len(m.Boxes)
		}
		if len(locs) != want {
			t.Errorf("%s: %d locations, want %d", s.ID, len(locs), want)
		}
	}
}

func TestLocationText(t *testing.T) {
	s := bbScenario(t, "test-hex-flat")
	two := bbLoadTwoMaps(t)
	flat, pointy := s.Maps[0], s.Maps[1]
	tests := []struct {
		s     *scenarios.Scenario
		text  string // accepted input
		want  rules.Location
		canon string // Text of the result
	}{
		{s, "W0906", rules.Location{Map: "test-hex-flat", Cell: bbCell(t, s, "", "W0906")}, "W0906"},
		{s, "test-hex-flat:W0906", rules.CellLocation(flat, bbCell(t, s, "", "W0906")), "W0906"},
		{s, "test-hex-pointy:0405", rules.CellLocation(pointy, bbCell(t, s, "test-hex-pointy", "0405")), "test-hex-pointy:0405"},
		{s, "box:allied-reserve", rules.Location{Map: "test-hex-flat", Box: "allied-reserve"}, "box:allied-reserve"},
		{s, "box:test-hex-flat:allied-reserve", rules.Location{Map: "test-hex-flat", Box: "allied-reserve"}, "box:allied-reserve"},
		{s, "box:available", rules.Location{Map: "test-hex-pointy", Box: "available"}, "box:available"},
		{s, "eliminated", rules.Eliminated, "eliminated"},
		{two, "El Alamein", rules.Location{Map: "test-graph", Cell: bbCell(t, two, "", "El Alamein")}, "El Alamein"},
		{two, "test-hex-flat:W0101", rules.Location{Map: "test-hex-flat", Cell: bbCell(t, two, "test-hex-flat", "W0101")}, "test-hex-flat:W0101"},
		{two, "box:test-graph:turns", rules.Location{Map: "test-graph", Box: "turns"}, "box:test-graph:turns"},
		{two, "box:test-hex-flat:turns", rules.Location{Map: "test-hex-flat", Box: "turns"}, "box:test-hex-flat:turns"},
		{two, "box:allied-pool", rules.Location{Map: "test-graph", Box: "allied-pool"}, "box:allied-pool"},
	}
	for _, tc := range tests {
		got, err := rules.ParseLocation(tc.s, tc.text)
		if err != nil {
			t.Errorf("ParseLocation(%q): %v", tc.text, err)
			continue
		}
		if got != tc.want {
			t.Errorf("ParseLocation(%q) = %v, want %v", tc.text, got, tc.want)
		}
		if c := got.Text(tc.s); c != tc.canon {
			t.Errorf("Text of %q = %q, want %q", tc.text, c, tc.canon)
		}
	}
}

func TestLocationParseErrors(t *testing.T) {
	s := bbScenario(t, "test-hex-flat")
	two := bbLoadTwoMaps(t)
	tests := []struct {
		s    *scenarios.Scenario
		text string
		want string // in the error
	}{
		{s, "", "empty location"},
		{s, "W9999", `"W9999"`},
		{s, "nowhere:W0101", `no map "nowhere"`},
		{s, "test-hex-pointy:W0101", `location "test-hex-pointy:W0101"`},
		{s, "box:nope", `no box "nope"`},
		{s, "box:test-hex-flat:available", `no box "available" on map "test-hex-flat"`},
		{s, "box:mars:turns", `no map "mars"`},
		{two, "box:turns", "write box:test-graph:turns"},
		{s, "Eliminated", `"Eliminated"`},
	}
	for _, tc := range tests {
		_, err := rules.ParseLocation(tc.s, tc.text)
		if err == nil {
			t.Errorf("ParseLocation(%q) succeeded, want an error with %q", tc.text, tc.want)
			continue
		}
		if !strings.Contains(err.Error(), tc.want) || !strings.HasPrefix(err.Error(), "rules: ") {
			t.Errorf("ParseLocation(%q) = %v, want a rules: error with %q", tc.text, err, tc.want)
		}
	}
}

func TestLocationKinds(t *testing.T) {
	s := bbScenario(t, "test-hex-flat")
	cell, _ := rules.ParseLocation(s, "W0101")
	box, _ := rules.ParseLocation(s, "box:turns")
	tests := []struct {
		l                  rules.Location
		onMap, inBox, elim bool
		str                string
	}{
		{cell, true, false, false, "test-hex-flat(0,0)"},
		{box, false, true, false, "test-hex-flat/box:turns"},
		{rules.Eliminated, false, false, true, "eliminated"},
		{rules.Location{}, false, false, false, "nowhere"},
	}
	for _, tc := range tests {
		if tc.l.OnMap() != tc.onMap || tc.l.InBox() != tc.inBox || tc.l.IsEliminated() != tc.elim {
			t.Errorf("%v: OnMap %v InBox %v IsEliminated %v", tc.l, tc.l.OnMap(), tc.l.InBox(), tc.l.IsEliminated())
		}
		if tc.l.String() != tc.str {
			t.Errorf("String = %q, want %q", tc.l.String(), tc.str)
		}
	}
	// Locations not in the scenario print in forms ParseLocation refuses.
	for _, l := range []rules.Location{
		{},
		{Map: "mars", Cell: board.Cell{X: 1, Y: 1}},
		{Map: "test-hex-flat", Cell: board.Cell{X: 99, Y: 99}},
		{Map: "test-hex-flat", Box: "available"},
		{Map: "mars", Box: "turns"},
	} {
		text := l.Text(s)
		if _, err := rules.ParseLocation(s, text); err == nil {
			t.Errorf("%#v prints as %q, which parses", l, text)
		}
	}
	if _, err := rules.ParseLocation(s, "nowhere"); err == nil {
		t.Errorf("ParseLocation(nowhere) succeeded")
	}
}
