package maps

import (
	"testing"

	"sandtable/board"
)

// Facts the "Axis & Allies: North Africa" scenario relies on in its map,
// libya-egypt (issue 28, seed 002; the map's header comment says why).

// libyaRoad is the Via Balbia, west to east (rules/aanorthafrica/PLAN.md §5).
var libyaRoad = []string{"Tripoli", "Homs", "Misurata", "Sirte", "El Agheila", "Agedabia", "Benghazi", "Barce",
	"Derna", "Gazala", "Tobruk", "Bardia", "Sollum", "Sidi Barrani", "Mersa Matruh", "El Daba", "El Alamein", "Alexandria"}

// libyaBlocked is the terrain land units may not enter: the seed's
// "impassable terrain" (rough, sand-sea) and the sea.
var libyaBlocked = map[string]bool{"rough": true, "sand-sea": true, "sea": true}

// TestLibyaEgyptIPC: "IPCs- Axis- 22 Allies- 24". The spaces the Axis
// holds at the start (the scenario's [rules.owner] italy and germany) are
// worth 22, the UK's 24; desert 0, oases 1, cities 2 to 5.
func TestLibyaEgyptIPC(t *testing.T) {
	m := mustMap(t, "libya-egypt")
	axis := []string{"Tripoli", "Homs", "Misurata", "Sirte", "Benghazi", "Barce", "Derna", "Gazala", "Tobruk", "Bardia",
		"Gharyan", "Mizda", "Bu Ngem", "Hon", "Jalo", "Msus", "Mechili", "Bir Hakeim", "Sidi Omar", "Fort Maddalena", "Jarabub",
		"El Agheila", "Agedabia", "Marada"}
	uk := []string{"Sollum", "Sidi Barrani", "Mersa Matruh", "El Daba", "El Alamein", "Alexandria", "Siwa", "Himeimat",
		"Alam Halfa", "Wadi Natrun", "Cairo"}
	impassable := []string{"Mediterranean", "Jebel Akhdar", "Qattara Depression", "Great Sand Sea", "Dehan Ubari"}
	if n := len(axis) + len(uk) + len(impassable); n != m.Topology.Len() {
		t.Fatalf("%d spaces named here, the map has %d", n, m.Topology.Len())
	}
	sum := func(ids []string) int {
		total := 0
		for _, id := range ids {
			c := mustCell(t, m, id)
			v, ok := m.Value(c, "ipc")
			if !ok {
				t.Errorf("%s has no IPC value", id)
			}
			want := map[string][2]int{"desert": {0, 0}, "oasis": {1, 1}, "city": {2, 5}, "road": {0, 2}}[m.TerrainAt(c).ID]
			if v < want[0] || v > want[1] {
				t.Errorf("%s (%s) is worth %d, want %d to %d", id, m.TerrainAt(c).ID, v, want[0], want[1])
			}
			total += v
		}
		return total
	}
	if got := sum(axis); got != 22 {
		t.Errorf("the Axis's spaces are worth %d, want 22", got)
	}
	if got := sum(uk); got != 24 {
		t.Errorf("the UK's spaces are worth %d, want 24", got)
	}
	for _, id := range impassable {
		c := mustCell(t, m, id)
		if !libyaBlocked[m.TerrainAt(c).ID] {
			t.Errorf("%s is %s, want impassable terrain", id, m.TerrainAt(c).ID)
		}
		if _, ok := m.Value(c, "ipc"); ok {
			t.Errorf("%s has an IPC value", id)
		}
	}
}

// TestLibyaEgyptRoad: the Via Balbia is a chain of road spaces along the
// coast, each a neighbour of the next, the cities on it city terrain, and
// the map draws it as one road.
func TestLibyaEgyptRoad(t *testing.T) {
	m := mustMap(t, "libya-egypt")
	cities := map[string]bool{"Tripoli": true, "Misurata": true, "Benghazi": true, "Derna": true, "Tobruk": true, "Mersa Matruh": true, "Alexandria": true}
	sea := mustCell(t, m, "Mediterranean")
	for i, id := range libyaRoad {
		c := mustCell(t, m, id)
		want := "road"
		if cities[id] {
			want = "city"
		}
		if got := m.TerrainAt(c).ID; got != want {
			t.Errorf("%s is %s, want %s", id, got, want)
		}
		if !m.SharesBorder(c, sea) {
			t.Errorf("%s is not on the coast", id)
		}
		if i > 0 && !m.SharesBorder(mustCell(t, m, libyaRoad[i-1]), c) {
			t.Errorf("%s and %s do not share a border", libyaRoad[i-1], id)
		}
	}
	if len(m.Roads) != 1 || len(m.Roads[0].Path) != len(libyaRoad) {
		t.Fatalf("roads %v, want the one Via Balbia", m.Roads)
	}
	for i, c := range m.Roads[0].Path {
		if m.Label(c) != libyaRoad[i] {
			t.Errorf("road step %d is %s, want %s", i, m.Label(c), libyaRoad[i])
		}
	}
}

// TestLibyaEgyptImpassable: where the seed's impassable regions lie.
// "Land units may not pass through these": the land spaces are one piece
// without them, and the regions separate what the map's header says.
func TestLibyaEgyptImpassable(t *testing.T) {
	m := mustMap(t, "libya-egypt")
	adj := func(a, b string) bool { return m.Topology.Adjacent(mustCell(t, m, a), mustCell(t, m, b)) }
	facts := []struct {
		a, b string
		want bool
	}{
		// Jebel Akhdar between the Benghazi-Derna road and Msus/Mechili.
		{"Jebel Akhdar", "Benghazi", true}, {"Jebel Akhdar", "Barce", true}, {"Jebel Akhdar", "Derna", true},
		{"Jebel Akhdar", "Msus", true}, {"Jebel Akhdar", "Mechili", true},
		{"Barce", "Msus", false}, {"Barce", "Mechili", false},
		// Qattara south of Mersa Matruh-El Alamein.
		{"Qattara Depression", "Mersa Matruh", true}, {"Qattara Depression", "El Daba", true}, {"Qattara Depression", "El Alamein", true},
		{"El Daba", "Siwa", false}, {"El Daba", "Himeimat", false},
		// The Great Sand Sea south of Jarabub and Siwa.
		{"Great Sand Sea", "Jarabub", true}, {"Great Sand Sea", "Siwa", true},
		// The Dehan Ubari south-west beyond Mizda and Hon.
		{"Dehan Ubari", "Mizda", true}, {"Dehan Ubari", "Hon", true},
	}
	for _, f := range facts {
		if got := adj(f.a, f.b); got != f.want {
			t.Errorf("%s next to %s: %v, want %v", f.a, f.b, got, f.want)
		}
	}
	for _, s := range []string{"Great Sand Sea", "Dehan Ubari", "Qattara Depression", "Jebel Akhdar"} {
		y := m.Topology.Center(mustCell(t, m, s)).Y
		if coast := m.Topology.Center(mustCell(t, m, "Tripoli")).Y; y <= coast {
			t.Errorf("%s lies north of Tripoli", s)
		}
	}
	// Every land space is reachable from Tripoli over land spaces.
	land := 0
	seen := map[board.Cell]bool{}
	start := mustCell(t, m, "Tripoli")
	queue := []board.Cell{start}
	seen[start] = true
	for len(queue) > 0 {
		c := queue[0]
		queue = queue[1:]
		for _, n := range m.Topology.Neighbors(c, nil) {
			if !seen[n] && !libyaBlocked[m.TerrainAt(n).ID] {
				seen[n] = true
				queue = append(queue, n)
			}
		}
	}
	for i := 0; i < m.Topology.Len(); i++ {
		c := m.Topology.Cell(i)
		if libyaBlocked[m.TerrainAt(c).ID] {
			continue
		}
		land++
		if !seen[c] {
			t.Errorf("%s cannot be reached over land from Tripoli", m.Label(c))
		}
	}
	if land != 35 {
		t.Errorf("%d land spaces, want 35", land)
	}
}
