package maps

import (
	"fmt"
	"testing"

	"sandtable/board"
)

// Facts the "Somme, 1916" scenario relies on in its map,
// greenfields-somme-1916 (its header comment says why): the seed's "two
// zone-depth "trench zone" consisting of a front line of heavy trenches
// followed by a second line filled with light trenches" for each side,
// the two front lines touching (raids go "into any adjacent enemy zone"),
// a battle zone three zones deep behind each, the base lines on the rear
// edges, and the Lirette crossed only at its two bridges.
func TestSommeTrenchFront(t *testing.T) {
	m := mustMap(t, "greenfields-somme-1916")
	g, ok := m.Topology.(board.OffsetGrid)
	if !ok || m.Kind() != board.Square || g.Cols() != 12 || g.Rows() != 12 {
		t.Fatalf("kind %v, want a 12×12 square grid", m.Kind())
	}
	// Column by column: the trench terrain (heavy front, light second
	// line; the marsh at the river and the fortified village stand in the
	// line) and the region.
	region := map[byte]string{
		'A': "allied-base-line", 'B': "allied-battle-zone", 'C': "allied-battle-zone", 'D': "allied-battle-zone",
		'E': "allied-trench-zone", 'F': "allied-trench-zone", 'G': "german-trench-zone", 'H': "german-trench-zone",
		'I': "german-battle-zone", 'J': "german-battle-zone", 'K': "german-battle-zone", 'L': "german-base-line",
	}
	line := map[byte][]string{'E': {"light"}, 'F': {"heavy", "morass"}, 'G': {"heavy", "morass", "village"}, 'H': {"light", "light1", "village"}}
	for col := byte('A'); col <= 'L'; col++ {
		for row := 1; row <= 12; row++ {
			label := fmt.Sprintf("%c%d", col, row)
			c := mustCell(t, m, label)
			if r := m.RegionAt(c); r == nil || r.ID != region[col] {
				t.Errorf("%s: region %v, want %s", label, r, region[col])
			}
			tr := m.TerrainAt(c).ID
			ok := line[col] == nil
			for _, want := range line[col] {
				ok = ok || tr == want
			}
			if line[col] == nil && (tr == "heavy" || tr == "light" || tr == "light1" || tr == "village") {
				ok = false
			}
			if !ok {
				t.Errorf("%s: terrain %s, want one of %v", label, tr, line[col])
			}
		}
	}
	// The front lines touch along the no-man's-land the map draws.
	for row := 1; row <= 12; row++ {
		f, g := mustCell(t, m, fmt.Sprintf("F%d", row)), mustCell(t, m, fmt.Sprintf("G%d", row))
		if !m.Topology.Adjacent(f, g) || !m.Edges.Has(f, g, "nomansland") {
			t.Errorf("F%d/G%d: not adjacent, or no no-man's-land drawn", row, row)
		}
	}
	// The Lirette: every crossing between rows 9 and 10, straight or
	// diagonal, is river but at the bridges C9/C10 and K9/K10.
	for col := byte('A'); col <= 'L'; col++ {
		for d := -1; d <= 1; d++ {
			to := int(col) + d
			if to < 'A' || to > 'L' {
				continue
			}
			a, b := mustCell(t, m, fmt.Sprintf("%c9", col)), mustCell(t, m, fmt.Sprintf("%c10", to))
			bridge := d == 0 && (col == 'C' || col == 'K')
			blocked := m.Edges.Has(a, b, "river") || m.Edges.Has(a, b, "river_corner")
			if bridge != m.Edges.Has(a, b, "bridge") || bridge == blocked {
				t.Errorf("%c9/%c10: bridge %v, river %v", col, to, m.Edges.Has(a, b, "bridge"), blocked)
			}
		}
	}
}
