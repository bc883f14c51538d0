package maps

import (
	"testing"

	"sandtable/board"
)

// Facts the "To The Green Fields Beyond!" 1914 scenario relies on in its
// map, greenfields-1914: the seed's "square grid of boxes" labelled like
// "G6", its three kinds of going, hills of elevation 1 and 2, an intact
// town, a deep river "crossed only via bridges", streams and roads, and
// each side's base line.

// greenfieldsElevation is the elevation the map's header comment gives each
// terrain type: the format has no elevation field, so the hill terrains
// carry it, and an intact town counts "+1 to the base terrain's elevation".
var greenfieldsElevation = map[string]int{
	"open": 0, "rough": 0, "morass": 0, "woods": 0, "town": 1, "hill1": 1, "hill2": 2,
}

func TestGreenfieldsGridAndTerrain(t *testing.T) {
	m := mustMap(t, "greenfields-1914")
	g, ok := m.Topology.(board.OffsetGrid)
	if !ok || m.Kind() != board.Square || g.Cols() != 24 || g.Rows() != 16 {
		t.Fatalf("kind %v, want a 24×16 square grid", m.Kind())
	}
	// Diagonals are moves: G6 touches F5 and H7.
	if !m.Topology.Adjacent(mustCell(t, m, "G6"), mustCell(t, m, "H7")) || !m.Topology.Adjacent(mustCell(t, m, "G6"), mustCell(t, m, "F5")) {
		t.Error("G6 is not adjacent to its diagonal neighbours")
	}
	if m.Label(mustCell(t, m, "X16")) != "X16" {
		t.Error("the south-east zone is not labelled X16")
	}
	counts := map[string]int{}
	for i := 0; i < m.Topology.Len(); i++ {
		c := m.Topology.Cell(i)
		tr := m.TerrainAt(c)
		if tr == nil {
			t.Fatalf("%s has no terrain", m.Label(c))
		}
		if _, known := greenfieldsElevation[tr.ID]; !known {
			t.Errorf("%s: terrain %q is none of the seed's", m.Label(c), tr.ID)
		}
		if tr.Impassable {
			t.Errorf("%s: terrain %q is impassable; only the river blocks", m.Label(c), tr.ID)
		}
		counts[tr.ID]++
	}
	for id := range greenfieldsElevation {
		if counts[id] == 0 {
			t.Errorf("no zone of terrain %q", id)
		}
	}
	if counts["open"] < m.Topology.Len()/2 {
		t.Errorf("%d open zones of %d: 1914 is \"fields and pristine countryside\"", counts["open"], m.Topology.Len())
	}
}

func TestGreenfieldsTownAndHills(t *testing.T) {
	m := mustMap(t, "greenfields-1914")
	town := mustPlace(t, m, "vaucourt")
	if !town.Is("town") || len(town.Cells) == 0 {
		t.Fatalf("Vaucourt = %+v, want a town", town)
	}
	for _, c := range town.Cells {
		if m.TerrainAt(c).ID != "town" {
			t.Errorf("Vaucourt zone %s is %s, want town (elevation +1)", m.Label(c), m.TerrainAt(c).ID)
		}
	}
	crest := mustPlace(t, m, "morval-crest")
	for _, c := range crest.Cells {
		if m.TerrainAt(c).ID != "hill2" {
			t.Errorf("crest zone %s is %s, want hill2", m.Label(c), m.TerrainAt(c).ID)
		}
		// A crest rises from level 1: no level-2 zone stands straight
		// out of level-0 ground.
		for _, n := range m.Topology.Neighbors(c, nil) {
			if greenfieldsElevation[m.TerrainAt(n).ID] == 0 {
				t.Errorf("crest zone %s touches level-0 zone %s", m.Label(c), m.Label(n))
			}
		}
	}
	for _, id := range []string{"morval-ridge", "butte-saint-remy"} {
		for _, c := range mustPlace(t, m, id).Cells {
			if m.TerrainAt(c).ID != "hill1" {
				t.Errorf("%s zone %s is %s, want hill1", id, m.Label(c), m.TerrainAt(c).ID)
			}
		}
	}
}

// reach is the set of zones reachable from start by moves MoveCost allows
// without crossing an edge that carries the feature skip.
func reach(m *Map, start board.Cell, skip string) map[board.Cell]bool {
	seen := map[board.Cell]bool{start: true}
	queue := []board.Cell{start}
	for len(queue) > 0 {
		c := queue[0]
		queue = queue[1:]
		for _, n := range m.Topology.Neighbors(c, nil) {
			if seen[n] || (skip != "" && m.Edges.Has(c, n, skip)) {
				continue
			}
			if _, ok := m.MoveCost(c, n); ok {
				seen[n] = true
				queue = append(queue, n)
			}
		}
	}
	return seen
}

func TestGreenfieldsRiverOnlyAtBridges(t *testing.T) {
	m := mustMap(t, "greenfields-1914")
	// "Deep rivers and canals may not be crossed except via bridges": with
	// the bridges left out, nothing on the west bank reaches the east bank,
	// diagonal moves included.
	west := reach(m, mustCell(t, m, "A1"), "bridge")
	if west[mustCell(t, m, "X1")] || west[mustCell(t, m, "X16")] {
		t.Fatal("the river can be crossed away from a bridge")
	}
	if !west[mustCell(t, m, "A16")] || !west[mustCell(t, m, "K8")] || west[mustCell(t, m, "L8")] {
		t.Error("the west bank is not A1..K8 and A16 without L8")
	}
	// With the bridges, every zone is reachable.
	if all := reach(m, mustCell(t, m, "A1"), ""); len(all) != m.Topology.Len() {
		t.Errorf("%d of %d zones reachable over the bridges", len(all), m.Topology.Len())
	}
	var riverBridges []string
	m.Edges.Each(func(e board.Edge, fs []string) {
		if m.Edges.Has(e.A, e.B, "bridge") {
			if !m.RoadLinks.Has(e.A, e.B, "road") {
				t.Errorf("bridge %s/%s carries no road", m.Label(e.A), m.Label(e.B))
			}
			if m.Edges.Has(e.A, e.B, "river") || m.Edges.Has(e.A, e.B, "stream") {
				t.Errorf("bridge %s/%s also carries the water it crosses", m.Label(e.A), m.Label(e.B))
			}
			if west[e.A] != west[e.B] {
				riverBridges = append(riverBridges, m.Label(e.A)+"/"+m.Label(e.B))
			}
		}
	})
	if len(riverBridges) != 3 {
		t.Errorf("river bridges %v, want 3", riverBridges)
	}
	// The main road crosses at Vaucourt's bridge.
	if !m.Edges.Has(mustCell(t, m, "K8"), mustCell(t, m, "L8"), "bridge") {
		t.Error("no bridge K8/L8 into Vaucourt")
	}
	// A diagonal move beside a bridge still crosses the river.
	if _, ok := m.MoveCost(mustCell(t, m, "K8"), mustCell(t, m, "L9")); ok {
		t.Error("K8 to L9 cuts across the river beside the bridge")
	}
}

func TestGreenfieldsStreamsAndRoads(t *testing.T) {
	m := mustMap(t, "greenfields-1914")
	counts := map[string]int{}
	m.Edges.Each(func(e board.Edge, fs []string) {
		for _, f := range fs {
			counts[f]++
		}
	})
	// Roads are road links from zone centre to zone centre, not edge
	// features.
	m.RoadLinks.Each(func(e board.Edge, rs []string) {
		for _, r := range rs {
			counts["road link "+r]++
		}
	})
	if counts["stream"] < 20 || counts["road link road"] < 60 || counts["road"] != 0 {
		t.Errorf("%d stream edges, %d road links and %d road edges", counts["stream"], counts["road link road"], counts["road"])
	}
	// Streams stop no one on the map (the rules say who may not cross).
	if e := m.EdgeType("stream"); e == nil || e.Impassable {
		t.Errorf("stream = %+v", e)
	}
	// A road runs unbroken from the Allied base line to the German one.
	road := map[board.Cell]bool{mustCell(t, m, "A10"): true}
	queue := []board.Cell{mustCell(t, m, "A10")}
	for len(queue) > 0 {
		c := queue[0]
		queue = queue[1:]
		for _, n := range m.Topology.Neighbors(c, nil) {
			if !road[n] && m.RoadLinks.Has(c, n, "road") {
				road[n] = true
				queue = append(queue, n)
			}
		}
	}
	if !road[mustCell(t, m, "X7")] {
		t.Error("no road from A10 to X7")
	}
}

func TestGreenfieldsBaseLines(t *testing.T) {
	m := mustMap(t, "greenfields-1914")
	want := []struct {
		region, side string
		col          int // zero-based column the region must cover
	}{
		{"allied-base-line", "allies", 0},
		{"allied-deployment", "allies", 1},
		{"german-deployment", "central", 22},
		{"german-base-line", "central", 23},
	}
	for _, w := range want {
		r := m.Region(w.region)
		if r == nil {
			t.Fatalf("no region %s", w.region)
		}
		if r.Side != w.side {
			t.Errorf("%s: side %q, want %q", w.region, r.Side, w.side)
		}
		for row := 0; row < 16; row++ {
			c, _ := m.CellAt(w.col, row)
			if m.RegionAt(c) != r {
				t.Errorf("%s is not in %s", m.Label(c), w.region)
			}
		}
	}
	// The base lines are the whole rear edge and nothing else.
	for _, id := range []string{"allied-base-line", "german-base-line"} {
		if n := len(m.Region(id).Cells); n != 16 {
			t.Errorf("%s has %d zones, want the 16 of its edge column", id, n)
		}
	}
}

// Each side's off-board reserve ("Units may also be posted off board") is
// a reserve box of its own beside its rear edge, clear of the grid: the
// Allied one west of column A, the German one east of column X.
func TestGreenfieldsReserveBoxes(t *testing.T) {
	m := mustMap(t, "greenfields-1914")
	grid := m.Topology.Bounds()
	for _, w := range []struct {
		id, side string
		west     bool
	}{{"allied-reserve", "allies", true}, {"german-reserve", "central", false}} {
		b := m.Box(w.id)
		if b == nil {
			t.Fatalf("no box %s", w.id)
		}
		if b.Kind != "reserve" || b.Side != w.side {
			t.Errorf("%s: kind %q, side %q; want reserve, %s", w.id, b.Kind, b.Side, w.side)
		}
		if w.west && b.Rect.Max.X > grid.Min.X || !w.west && b.Rect.Min.X < grid.Max.X {
			t.Errorf("%s at %v is not beside the grid %v on the %s", w.id, b.Rect, grid, map[bool]string{true: "west", false: "east"}[w.west])
		}
	}
}
