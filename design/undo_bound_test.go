package design

import (
	"runtime"
	"testing"
)

// paintProject is a project of one new n×n flat hex map with forest to
// paint, every edit through the project (as the designer makes them).
func paintProject(t testing.TB, n int) (*Project, *File) {
	t.Helper()
	f := NewMap("bench.toml", "bench", "Bench", GridSpec{Kind: "hex", Orientation: "flat", Cols: n, Rows: n})
	if err := f.AddTerrain(TerrainSpec{ID: "forest", Color: "#5f8f4e", Symbol: "f"}); err != nil {
		t.Fatal(err)
	}
	f.MarkSaved()
	return &Project{Maps: []*File{f}}, f
}

// paintEdit makes edit i of a run: the first 1,000 paint rows 1 to 10
// forest, cell by cell; the next 1,000 paint them clear again.
func paintEdit(t testing.TB, p *Project, f *File, i int) {
	t.Helper()
	terrain := "forest"
	if i/1000%2 == 1 {
		terrain = "clear"
	}
	if err := p.Edit(f, func() error { return f.PaintCell(i%100, i%1000/100, terrain) }); err != nil {
		t.Fatal(err)
	}
}

// The undo history keeps the last MaxUndo edits: after 1,100 edits, 1,000
// undo back to the text after the first 100, and there is no 1,001st.
// The saved state (before the first edit) is then out of reach: the file
// stays modified.
func TestUndoHistoryIsBounded(t *testing.T) {
	p, f := paintProject(t, 100)
	f.AutoCheck = false // 2,100 checks of the map would be the test's whole time
	var after100 string
	for i := 0; i < 1100; i++ {
		paintEdit(t, p, f, i)
		if i == 99 {
			after100 = string(f.Bytes())
		}
	}
	if len(f.undo) != MaxUndo {
		t.Fatalf("%d edits to undo, want %d", len(f.undo), MaxUndo)
	}
	for k := 0; k < MaxUndo; k++ {
		if p.Undo() == nil {
			t.Fatalf("undo %d did nothing", k+1)
		}
	}
	if string(f.Bytes()) != after100 {
		t.Errorf("after %d undos the map is not as after the first 100 edits", MaxUndo)
	}
	if p.Undo() != nil || p.UndoName() != "" {
		t.Errorf("an undo past the history's %d edits", MaxUndo)
	}
	if !f.Modified() {
		t.Errorf("the file reads unmodified, but the saved state is out of reach")
	}
	for k := 0; k < MaxUndo; k++ {
		if p.Redo() == nil {
			t.Fatalf("redo %d did nothing", k+1)
		}
	}
}

// An edit of one cell keeps a few bytes for its undo, not a copy of the
// whole terrain_rows entry (100 rows of 100 symbols and their quotes,
// 10.7 KB): 1,000 edits of a 100×100 map kept 10.7 MB alive before.
func TestUndoKeepsOnlyWhatChanged(t *testing.T) {
	p, f := paintProject(t, 100)
	f.AutoCheck = false // the check's own result is not the history
	var m0, m1 runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&m0)
	for i := 0; i < 1000; i++ {
		paintEdit(t, p, f, i)
	}
	runtime.GC()
	runtime.ReadMemStats(&m1)
	if grown := int64(m1.HeapAlloc) - int64(m0.HeapAlloc); grown > 2<<20 {
		t.Errorf("1,000 one-cell edits keep %.1f MB alive, want under 2 MB", float64(grown)/(1<<20))
	}
	runtime.KeepAlive(p)
}

// BenchmarkUndoHistory100 reports what the undo history of a 100×100
// map keeps per one-cell edit once full (MaxUndo edits).
func BenchmarkUndoHistory100(b *testing.B) {
	p, f := paintProject(b, 100)
	f.AutoCheck = false
	var m0, m1 runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&m0)
	for i := 0; i < b.N; i++ {
		paintEdit(b, p, f, i)
	}
	b.StopTimer()
	runtime.GC()
	runtime.ReadMemStats(&m1)
	b.ReportMetric(float64(int64(m1.HeapAlloc)-int64(m0.HeapAlloc))/float64(min(b.N, MaxUndo)), "B-kept/edit")
	runtime.KeepAlive(p)
}

// A brush stroke of 20 cells is one edit: 100 strokes on a 100×100 map
// kept 1.2 MB alive before (a version of the terrain_rows entry each),
// 0.26 MB now.
func TestUndoOfStrokesKeepsOnlyWhatChanged(t *testing.T) {
	p, f := paintProject(t, 100)
	f.AutoCheck = false
	var m0, m1 runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&m0)
	for s := 0; s < 100; s++ {
		var cells []Cell
		for k := 0; k < 20; k++ {
			cells = append(cells, Cell{Col: (s*7 + k) % 100, Row: (s + k*3) % 100})
		}
		terrain := "forest"
		if s%2 == 1 {
			terrain = "clear"
		}
		if err := p.Edit(f, func() error { return f.PaintCells(cells, terrain) }); err != nil {
			t.Fatal(err)
		}
	}
	runtime.GC()
	runtime.ReadMemStats(&m1)
	grown := int64(m1.HeapAlloc) - int64(m0.HeapAlloc)
	if grown > 512<<10 {
		t.Errorf("100 strokes of 20 cells keep %d KB alive, want under 512 KB", grown>>10)
	}
	runtime.KeepAlive(p)
}
