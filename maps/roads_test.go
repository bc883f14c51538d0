package maps

import (
	"slices"
	"testing"

	"sandtable/board"
)

// TestRoadMoveCost checks moves along and beside the roads of
// testdata/good_roads.toml, worked out from the file: clear costs 1, rough
// 2; the road (move_cost 1, bridges the river) runs 0101-0201-0301-0401-0501
// across the impassable river (0301/0401) and a stream (+1, 0401/0501);
// the track (no move_cost) joins 0102-0202; the railway (move_cost 3)
// joins 0201-0301, beside the road.
func TestRoadMoveCost(t *testing.T) {
	m, err := LoadFile("testdata/good_roads.toml")
	if err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		from, to string
		cost     int
		ok       bool
	}{
		{"0101", "0201", 1, true},  // along the road into rough: the road's 1, not the terrain's 2
		{"0201", "0101", 1, true},  // the other way, into clear: 1 either way
		{"0201", "0301", 1, true},  // road and railway: the cheaper
		{"0301", "0401", 1, true},  // the road bridges the river
		{"0401", "0301", 1, true},  // both ways
		{"0302", "0402", 0, false}, // the river without a road
		{"0401", "0501", 2, true},  // the road does not bridge the stream: 1 + 1
		{"0102", "0202", 2, true},  // a track without a move cost leaves the terrain's
		{"0101", "0102", 2, true},  // off the road
		{"0202", "0201", 2, true},  // onto the road from beside it
		{"0101", "0301", 0, false}, // not adjacent
	}
	for _, tt := range tests {
		a, _ := m.Cell(tt.from)
		b, _ := m.Cell(tt.to)
		cost, ok := m.MoveCost(a, b)
		if cost != tt.cost || ok != tt.ok {
			t.Errorf("MoveCost(%s, %s) = %d, %v; want %d, %v", tt.from, tt.to, cost, ok, tt.cost, tt.ok)
		}
	}
	// A path finder sees the cheaper road: from 0101 to 0501 the road
	// costs 1+1+1+2 = 5, where the row below costs 2 a step and cannot
	// cross the river at 0302/0402.
	a, _ := m.Cell("0101")
	b, _ := m.Cell("0501")
	path, cost, ok := board.FindPath(m.Topology, a, b, m.MoveCost)
	if !ok || cost != 5 {
		t.Fatalf("FindPath(0101, 0501) = %v, %d, %v; want cost 5", path, cost, ok)
	}
	var labels []string
	for _, c := range path {
		labels = append(labels, m.Label(c))
	}
	if want := []string{"0101", "0201", "0301", "0401", "0501"}; !slices.Equal(labels, want) {
		t.Errorf("path %v, want %v", labels, want)
	}
}

// TestRoadsLoaded checks what the loader keeps of good_roads.toml's roads:
// types with their defaults, paths in file order, links both ways.
func TestRoadsLoaded(t *testing.T) {
	m, err := LoadFile("testdata/good_roads.toml")
	if err != nil {
		t.Fatal(err)
	}
	if len(m.RoadTypes) != 3 || m.RoadTypes[0].ID != "road" || m.RoadTypes[1].ID != "track" || m.RoadTypes[2].ID != "railway" {
		t.Fatalf("road types %v", m.RoadTypes)
	}
	track := m.RoadType("track")
	if track.Name != "track" || track.MoveCost != -1 || track.Width != defaultEdgeWidth || track.Style != "dotted" || track.Color != defaultRoad {
		t.Errorf("track %+v: want its id as name, no move cost, default width and colour", track)
	}
	if r := m.RoadType("road"); r.MoveCost != 1 || !slices.Equal(r.Bridges, []string{"river"}) || r.Width != 3 {
		t.Errorf("road %+v", r)
	}
	if len(m.Roads) != 3 || len(m.Roads[0].Path) != 5 || m.Roads[2].Type.ID != "railway" || m.Roads[2].Index != 2 {
		t.Fatalf("roads %v", m.Roads)
	}
	c := func(s string) board.Cell { x, _ := m.Cell(s); return x }
	if got := m.RoadLinks.Of(c("0301"), c("0201")); !slices.Equal(got, []string{"railway", "road"}) {
		t.Errorf("links 0301-0201: %v", got)
	}
	if m.RoadLinks.Len() != 5 {
		t.Errorf("%d linked pairs, want 5 (4 road, 1 track; the railway shares one)", m.RoadLinks.Len())
	}
	if m.Edges.Has(c("0101"), c("0201"), "road") {
		t.Error("a road is not an edge feature")
	}
}
