package maps

import (
	"testing"

	"sandtable/board"
)

func mustMap(t *testing.T, name string) *Map {
	t.Helper()
	m, err := Builtin(name)
	if err != nil {
		t.Fatal(err)
	}
	return m
}

func mustCell(t *testing.T, m *Map, label string) board.Cell {
	t.Helper()
	c, err := m.Cell(label)
	if err != nil {
		t.Fatal(err)
	}
	return c
}

type costCase struct {
	from, to string
	cost     int
	ok       bool
}

func checkCosts(t *testing.T, m *Map, cases []costCase) {
	t.Helper()
	for _, tc := range cases {
		cost, ok := m.MoveCost(mustCell(t, m, tc.from), mustCell(t, m, tc.to))
		if cost != tc.cost || ok != tc.ok {
			t.Errorf("%s: MoveCost(%s, %s) = %d, %v; want %d, %v", m.ID, tc.from, tc.to, cost, ok, tc.cost, tc.ok)
		}
	}
}

func TestFlatHexFacts(t *testing.T) {
	m := mustMap(t, "test-hex-flat")
	c := func(l string) board.Cell { return mustCell(t, m, l) }
	if m.Kind() != board.HexFlat || m.Label(c("W0101")) != "W0101" {
		t.Errorf("kind %v, label %q", m.Kind(), m.Label(c("W0101")))
	}
	// The river runs between the 05xx and 06xx hexes.
	for _, e := range [][2]string{{"W0503", "W0602"}, {"W0507", "W0607"}, {"W0505", "W0604"}} {
		if !m.Edges.Has(c(e[0]), c(e[1]), "river") || !m.Edges.Has(c(e[1]), c(e[0]), "river") {
			t.Errorf("no river between %s and %s", e[0], e[1])
		}
	}
	if m.Edges.Has(c("W0503"), c("W0504"), "river") {
		t.Error("river on W0503/W0504")
	}
	rivers := 0
	m.Edges.Each(func(e board.Edge, fs []string) {
		for _, f := range fs {
			if f == "river" {
				rivers++
			}
		}
	})
	if rivers != 10 {
		t.Errorf("%d river hexsides, want 10", rivers)
	}
	checkCosts(t, m, []costCase{
		{"W0503", "W0602", 3, true},  // forest 2 + river 1
		{"W0503", "W0504", 2, true},  // flood plain, no river
		{"W0602", "W0503", 3, true},  // flood plain 2 + river 1
		{"W0403", "W0303", 1, true},  // clear
		{"W0204", "W0304", 0, false}, // all-sea hexside
		{"W0304", "W0204", 0, false},
		{"W0201", "W0101", 0, false}, // into the sea
		{"W0101", "W0303", 0, false}, // not adjacent
	})
	if got := m.TerrainAt(c("W0808")).ID; got != "forest" {
		t.Errorf("W0808 (terrain_at) is %s", got)
	}
	if got := m.TerrainAt(c("W0807")).ID; got != "clear" {
		t.Errorf("W0807 is %s", got)
	}
	if got := m.TerrainAt(c("W1210")).ID; got != "mountain" {
		t.Errorf("W1210 is %s", got)
	}
	if ps := m.PlacesAt(c("W0403")); len(ps) != 1 || ps[0].Name != "Aubrecourt" || !ps[0].Is("port") || ps[0].VP != 2 {
		t.Errorf("PlacesAt(W0403) = %v", ps)
	}
	if p := m.Place("fort-grise"); p == nil || !p.Is("fortress") || m.Place("Fort Grise") != p {
		t.Errorf("Place(fort-grise) = %v", p)
	}
	if r := m.RegionAt(c("W0301")); r == nil || r.ID != "westland" || r.Nation != "britain" {
		t.Errorf("RegionAt(W0301) = %v", r)
	}
	if r := m.RegionAt(c("W0101")); r != nil {
		t.Errorf("RegionAt(W0101) = %v, want none", r)
	}
	if r := m.Region("eastmark"); r == nil || len(r.Cells) != 60 {
		t.Errorf("eastmark = %v", r)
	}
	if b := m.Box("turns"); b == nil || b.Kind != "turn_track" || len(b.Slots) != 8 || b.Slots[7] != "H" {
		t.Errorf("turn track = %+v", b)
	}
	if ls := m.LinksAt(c("W0401")); len(ls) != 1 || ls[0].ToMap != "test-hex-pointy" || ls[0].ToCell != "0508" {
		t.Errorf("LinksAt(W0401) = %v", ls)
	}
	if bd := m.Bounds(); bd.Max.X != 1000 {
		t.Errorf("Bounds = %v, want the boxes beside the grid included", bd)
	}
	if cell, ok := m.CellAt(11, 9); !ok || m.Label(cell) != "W1210" {
		t.Errorf("CellAt(11, 9) = %v", m.Label(cell))
	}
	if _, ok := m.CellAt(12, 0); ok {
		t.Error("CellAt(12, 0) is on the map")
	}
}

func TestPointyHexFacts(t *testing.T) {
	m := mustMap(t, "test-hex-pointy")
	if m.Kind() != board.HexPointy {
		t.Errorf("kind %v", m.Kind())
	}
	if got := m.TerrainAt(mustCell(t, m, "0101")).ID; got != "sea" {
		t.Errorf("0101 is %s", got)
	}
	if ps := m.PlacesAt(mustCell(t, m, "0405")); len(ps) != 1 || !ps[0].Is("capital") {
		t.Errorf("PlacesAt(0405) = %v", ps)
	}
}

func TestSquareFacts(t *testing.T) {
	m := mustMap(t, "test-square")
	c := func(l string) board.Cell { return mustCell(t, m, l) }
	if m.Label(c("l10")) != "L10" {
		t.Errorf("Label = %q", m.Label(c("l10")))
	}
	checkCosts(t, m, []costCase{
		{"F4", "G4", 0, false}, // park wall
		{"G4", "F4", 0, false},
		{"F3", "G4", 1, true},  // diagonal step past the wall's end
		{"D6", "D7", 4, true},  // marsh 3 + stream 1
		{"A1", "B2", 1, true},  // diagonal
		{"B7", "C7", 0, false}, // lake
	})
	if got := m.TerrainAt(c("C3")).ID; got != "village" {
		t.Errorf("C3 is %s", got)
	}
	if r := m.RegionAt(c("E10")); r == nil || r.ID != "british-lines" {
		t.Errorf("RegionAt(E10) = %v", r)
	}
}

func TestGraphFacts(t *testing.T) {
	m := mustMap(t, "test-graph")
	c := func(l string) board.Cell { return mustCell(t, m, l) }
	checkCosts(t, m, []costCase{
		{"Tobruk", "El Alamein", 1, true},    // coast 1 + road 0
		{"Libyan Desert", "Tobruk", 2, true}, // coast 1 + track 1
		{"El Alamein", "Qattara Depression", 0, false},
		{"Tripoli", "Mediterranean", 0, false}, // sea is impassable
		{"Tripoli", "Tobruk", 0, false},        // not connected
	})
	if !m.Edges.Has(c("Sirte"), c("Benghazi"), "road") {
		t.Error("no road Sirte-Benghazi")
	}
	if got := m.TerrainAt(c("Cairo")).ID; got != "delta" {
		t.Errorf("Cairo is %s", got)
	}
	if got := m.TerrainAt(c("Fezzan")).ID; got != "desert" {
		t.Errorf("Fezzan is %s", got)
	}
	if r := m.RegionAt(c("tobruk")); r == nil || r.ID != "libya" {
		t.Errorf("RegionAt(Tobruk) = %v", r)
	}
	sb, ok := m.Topology.(board.SpaceBoard)
	if !ok {
		t.Fatal("graph topology is not a SpaceBoard")
	}
	if sp, _ := sb.Space(c("Sirte")); sp.Name != "Gulf of Sirte" || len(sp.Polygon) != 4 {
		t.Errorf("Sirte space = %+v", sp)
	}
}

func TestPointsFacts(t *testing.T) {
	m := mustMap(t, "test-points")
	checkCosts(t, m, []costCase{
		{"Nairobi", "Mombasa", 1, true},        // rail
		{"Nairobi", "Moshi", 3, true},          // mountain 2 + road 1
		{"Dar es Salaam", "Zanzibar", 3, true}, // island 1 + sea 2
	})
	if ps := m.PlacesAt(mustCell(t, m, "Dar es Salaam")); len(ps) != 1 || ps[0].Side != "central" {
		t.Errorf("PlacesAt(Dar es Salaam) = %v", ps)
	}
}
