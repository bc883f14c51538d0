package design

import "testing"

// benchMap is a new 100×100 flat hex map with a second terrain to paint.
func benchMap(b *testing.B, auto bool) *File { return benchMapOf(b, auto, 100) }

// benchMapOf is a new n×n flat hex map with a second terrain to paint.
func benchMapOf(b *testing.B, auto bool, n int) *File {
	b.Helper()
	f := NewMap("bench.toml", "bench", "Bench", GridSpec{Kind: "hex", Orientation: "flat", Cols: n, Rows: n})
	if err := f.AddTerrain(TerrainSpec{ID: "forest", Color: "#5f8f4e", Symbol: "f"}); err != nil {
		b.Fatal(err)
	}
	if !f.Result().OK() {
		b.Fatal(f.Result().Messages)
	}
	f.AutoCheck = auto
	return f
}

// BenchmarkPaintCheck paints 1000 cells of a 100×100 map one by one, each
// an edit checked at once (AutoCheck): ns/op is per cell, edit and check.
func BenchmarkPaintCheck(b *testing.B) {
	f := benchMap(b, true)
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		k := i % 1000
		terrain := "forest"
		if i/1000%2 == 1 {
			terrain = "clear"
		}
		if err := f.PaintCell(k%100, k/100*10+k%7, terrain); err != nil {
			b.Fatal(err)
		}
	}
	b.StopTimer()
	if !f.Result().OK() {
		b.Fatal(f.Result().Messages)
	}
}

// BenchmarkPaintOnly is the edit alone, checked on demand (AutoCheck off):
// what a brush stroke costs per cell before its check.
func BenchmarkPaintOnly(b *testing.B) {
	f := benchMap(b, false)
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		k := i % 1000
		terrain := "forest"
		if i/1000%2 == 1 {
			terrain = "clear"
		}
		if err := f.PaintCell(k%100, k/100*10+k%7, terrain); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkCheck100 is one check of a 100×100 map.
func BenchmarkCheck100(b *testing.B) {
	f := benchMap(b, false)
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if !f.Check().OK() {
			b.Fatal("bad")
		}
	}
}

// BenchmarkPaintCheck500 is BenchmarkPaintCheck on the largest map a file
// may hold (500×500, maps.MaxCells).
func BenchmarkPaintCheck500(b *testing.B) {
	f := benchMapOf(b, true, 500)
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		k := i % 1000
		terrain := "forest"
		if i/1000%2 == 1 {
			terrain = "clear"
		}
		if err := f.PaintCell(k%100*5, k/100*50+k%7, terrain); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkFill100 fills a whole 100×100 map, alternately with two
// terrains: the worst flood fill on the target map size, with its check.
func BenchmarkFill100(b *testing.B) {
	f := benchMap(b, true)
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		terrain := "forest"
		if i%2 == 1 {
			terrain = "clear"
		}
		if err := f.Fill(50, 50, terrain); err != nil {
			b.Fatal(err)
		}
	}
}
