package rules

import (
	"fmt"
	"strings"

	"sandtable/board"
	"sandtable/maps"
	"sandtable/scenarios"
)

// Location is where a counter is: a cell of a map (Map set, Box empty), an
// off-map box of a map (Map and Box set; Cell is zero) or out of play
// (Map empty, Box "eliminated": the Eliminated value). The zero Location is
// nowhere and is never a valid place for a unit.
//
// Its text form, used in actions, is:
//
//	W0906                   a cell of the scenario's first map, by its label
//	test-hex-pointy:0405    a cell of another map (MAPID:LABEL; the first map
//	                        may be named too, but Text leaves it out)
//	box:allied-reserve      a box, searched for across the scenario's maps
//	box:MAPID:BOXID         a box whose id several maps use
//	eliminated              out of play
//
// The words "eliminated" and "box:..." come before cell labels, so a cell of
// the first map labelled like them (possible on a graph map) is written with
// its map id; Text does so.
type Location struct {
	Map  string     `json:"map,omitempty"`
	Cell board.Cell `json:"cell,omitzero"`
	Box  string     `json:"box,omitempty"`
	// Aboard is the instance ID of the piece carrying this one (a
	// Zeppelin's passenger, a transport's cargo), set alone: the place is
	// the carrier's, wherever it goes (see aboard.go, Units.Place).
	Aboard string `json:"aboard,omitempty"`
}

// EliminatedBox is the Box of the Eliminated location and its text form.
const EliminatedBox = "eliminated"

// Eliminated is the location of counters out of play.
var Eliminated = Location{Box: EliminatedBox}

// CellLocation is the location of cell c of map m.
func CellLocation(m *maps.Map, c board.Cell) Location { return Location{Map: m.ID, Cell: c} }

// BoxLocation is the location of box b of map m.
func BoxLocation(m *maps.Map, b *maps.Box) Location { return Location{Map: m.ID, Box: b.ID} }

// PlacementLocation is where a scenario placement puts its counters.
func PlacementLocation(p *scenarios.Placement) Location {
	if p.Box != nil {
		return BoxLocation(p.Map, p.Box)
	}
	return CellLocation(p.Map, p.Cell)
}

// IsEliminated reports whether l is out of play.
func (l Location) IsEliminated() bool { return l.Map == "" && l.Box == EliminatedBox }

// OnMap reports whether l is a cell of a map.
func (l Location) OnMap() bool { return l.Map != "" && l.Box == "" }

// InBox reports whether l is an off-map box of a map.
func (l Location) InBox() bool { return l.Map != "" && l.Box != "" }

// IsZero reports whether l is the zero Location (nowhere).
func (l Location) IsZero() bool { return l == Location{} }

// String is a debugging form that needs no scenario: "test-hex-flat(3,1)",
// "test-hex-flat/box:allied-reserve", "eliminated". Players see Text.
func (l Location) String() string {
	switch {
	case l.IsEliminated():
		return EliminatedBox
	case l.IsZero():
		return "nowhere"
	case l.IsAboard():
		return AboardPrefix + l.Aboard
	case l.Box != "":
		return l.Map + "/box:" + l.Box
	}
	return l.Map + l.Cell.String()
}

// Text is l's canonical text form in scenario s (see Location), which
// ParseLocation reads back to l. A location that is not in s prints in a
// form ParseLocation refuses, e.g. "nowhere" or "no-such-map:(3,1)".
func (l Location) Text(s *scenarios.Scenario) string {
	switch {
	case l.IsEliminated():
		return EliminatedBox
	case l.IsZero():
		return "nowhere"
	}
	m := s.Map(l.Map)
	if m == nil {
		return l.String()
	}
	if l.Box != "" {
		if m.Box(l.Box) == nil {
			return l.String()
		}
		n := 0
		for _, mm := range s.Maps {
			if mm.Box(l.Box) != nil {
				n++
			}
		}
		if n > 1 {
			return "box:" + l.Map + ":" + l.Box
		}
		return "box:" + l.Box
	}
	if m.Topology.Index(l.Cell) < 0 {
		return l.String()
	}
	label := m.Label(l.Cell)
	if m == s.Maps[0] && !needsMapID(label) {
		return label
	}
	return m.ID + ":" + label
}

// needsMapID reports whether a first-map label would read as something else
// without its map id.
func needsMapID(label string) bool {
	return label == EliminatedBox || strings.HasPrefix(label, "box:") || strings.Contains(label, ":") ||
		strings.TrimSpace(label) != label || label == ""
}

// ParseLocation reads a location's text form (see Location) in scenario s.
// It accepts forms Text does not produce (the first map's id, labels in
// another case where the map allows it); compare with Text for the
// canonical form.
func ParseLocation(s *scenarios.Scenario, text string) (Location, error) {
	if len(s.Maps) == 0 {
		return Location{}, fmt.Errorf("rules: scenario %q has no maps", s.ID)
	}
	switch {
	case text == "":
		return Location{}, fmt.Errorf("rules: empty location; give a cell label such as %q, MAPID:LABEL, box:BOXID or %s",
			sampleLabel(s.Maps[0]), EliminatedBox)
	case text == EliminatedBox:
		return Eliminated, nil
	case strings.HasPrefix(text, AboardPrefix):
		return Location{}, fmt.Errorf("rules: location %q is aboard a unit: only the game's units can read it (Units.ParseLocation)", text)
	case strings.HasPrefix(text, "box:"):
		return parseBox(s, text, strings.TrimPrefix(text, "box:"))
	}
	if mapID, label, ok := strings.Cut(text, ":"); ok {
		if m := s.Map(mapID); m != nil {
			c, err := m.Cell(label)
			if err != nil {
				return Location{}, fmt.Errorf("rules: location %q: %s", text, strings.TrimPrefix(err.Error(), "maps: "))
			}
			return CellLocation(m, c), nil
		}
	}
	m := s.Maps[0]
	c, err := m.Cell(text)
	if err != nil {
		why := strings.TrimPrefix(err.Error(), "maps: ")
		if mapID, _, ok := strings.Cut(text, ":"); ok {
			why = fmt.Sprintf("no map %q in this scenario (have %s), and %s", mapID, mapList(s), why)
		}
		return Location{}, fmt.Errorf("rules: location %q: %s", text, why)
	}
	return CellLocation(m, c), nil
}

// parseBox reads the part of a "box:" location after the prefix.
func parseBox(s *scenarios.Scenario, text, rest string) (Location, error) {
	if mapID, boxID, ok := strings.Cut(rest, ":"); ok {
		m := s.Map(mapID)
		if m == nil {
			return Location{}, fmt.Errorf("rules: location %q: no map %q in this scenario (have %s)", text, mapID, mapList(s))
		}
		b := m.Box(boxID)
		if b == nil {
			return Location{}, fmt.Errorf("rules: location %q: no box %q on map %q", text, boxID, mapID)
		}
		return BoxLocation(m, b), nil
	}
	var found []*maps.Map
	for _, m := range s.Maps {
		if m.Box(rest) != nil {
			found = append(found, m)
		}
	}
	switch len(found) {
	case 0:
		return Location{}, fmt.Errorf("rules: location %q: no box %q on the maps of this scenario", text, rest)
	case 1:
		return Location{Map: found[0].ID, Box: rest}, nil
	}
	return Location{}, fmt.Errorf("rules: location %q: box %q is on maps %q and %q; write box:%s:%s",
		text, rest, found[0].ID, found[1].ID, found[0].ID, rest)
}

func mapList(s *scenarios.Scenario) string {
	ids := make([]string, len(s.Maps))
	for i, m := range s.Maps {
		ids[i] = m.ID
	}
	return strings.Join(ids, ", ")
}

func sampleLabel(m *maps.Map) string {
	if m.Topology.Len() == 0 {
		return "A1"
	}
	return m.Label(m.Topology.Cell(0))
}

// Locations lists every location of scenario s in a fixed order: each map's
// cells in dense order, then each map's boxes (maps in scenario order), then
// Eliminated. Modules build destination lists from it.
func Locations(s *scenarios.Scenario) []Location {
	n := 1
	for _, m := range s.Maps {
		n += m.Topology.Len() + len(m.Boxes)
	}
	out := make([]Location, 0, n)
	for _, m := range s.Maps {
		for i := 0; i < m.Topology.Len(); i++ {
			out = append(out, CellLocation(m, m.Topology.Cell(i)))
		}
	}
	for _, m := range s.Maps {
		for _, b := range m.Boxes {
			out = append(out, BoxLocation(m, b))
		}
	}
	return append(out, Eliminated)
}
