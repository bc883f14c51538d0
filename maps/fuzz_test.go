package maps

import (
	"math"
	"testing"

	"sandtable/board"
)

// FuzzLoad checks that no input makes the loader panic, and that a map that
// loads answers its read methods for every cell.
func FuzzLoad(f *testing.F) {
	if err := bundle.Seed(f.Add, "testdata/*.toml"); err != nil {
		f.Fatal(err)
	}
	f.Fuzz(func(t *testing.T, text []byte) {
		m, err := Load("fuzz.toml", text)
		if err != nil {
			return
		}
		_ = m.Summary()
		// What loads can be drawn: a finite board (render scales it).
		if b := m.Bounds(); !finite(b.Min.X, b.Min.Y, b.Max.X, b.Max.Y) {
			t.Fatalf("bounds %v", b)
		}
		var buf []board.Cell
		for i := 0; i < m.Topology.Len() && i < 2000; i++ {
			c := m.Topology.Cell(i)
			if m.TerrainAt(c) == nil {
				t.Fatalf("no terrain at %v", c)
			}
			m.RegionAt(c)
			m.PlacesAt(c)
			buf = m.Topology.Neighbors(c, buf[:0])
			for _, n := range buf {
				m.MoveCost(c, n)
			}
			if _, err := m.Cell(m.Label(c)); err != nil {
				t.Fatalf("label %q does not parse: %v", m.Label(c), err)
			}
		}
	})
}

func finite(xs ...float64) bool {
	for _, x := range xs {
		if math.IsInf(x, 0) || math.IsNaN(x) {
			return false
		}
	}
	return true
}
