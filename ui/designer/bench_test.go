package designer

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"sandtable/board"
	"sandtable/design"
	"sandtable/maps"
	"sandtable/rules"
	"sandtable/ui/boardview"
	"sandtable/ui/session"
)

// benchDesigner is a designer in a window on a project of one new n×n
// flat hex map with a second terrain type, forest, on every fifth cell,
// its board drawn by the soft compositor.
func benchDesigner(b *testing.B, n int) (*Designer, *mapTab, *design.File) {
	b.Helper()
	f := design.NewMap("bench.toml", "bench", "Bench", design.GridSpec{Kind: "hex", Orientation: "flat", Cols: n, Rows: n})
	if err := f.AddTerrain(design.TerrainSpec{ID: "forest", Name: "Forest", Color: "#5f8f4e", Symbol: "f", Pattern: "trees"}); err != nil {
		b.Fatal(err)
	}
	var forest []design.Cell
	for i := 0; i < n*n; i += 5 {
		forest = append(forest, design.Cell{Col: i % n, Row: i / n})
	}
	if err := f.PaintCells(forest, "forest"); err != nil {
		b.Fatal(err)
	}
	if !f.Result().OK() {
		b.Fatal(f.Result().Messages)
	}
	a := test.NewTempApp(b)
	win := a.NewWindow("design")
	win.Resize(fyne.NewSize(1440, 900))
	p := &design.Project{Maps: []*design.File{f}}
	s, err := p.PreviewScenario()
	if err != nil {
		b.Fatal(err)
	}
	g, err := rules.NewGame(s, nil, 1, false)
	if err != nil {
		b.Fatal(err)
	}
	sess := session.New(g)
	bd, err := boardview.NewBoard(sess, func(show boardview.ShowFunc) (boardview.Compositor, error) {
		return boardview.NewSoftCompositor(show), nil
	}, func(string) {})
	if err != nil {
		b.Fatal(err)
	}
	b.Cleanup(bd.Close)
	d := New(win, sess, bd, p, func(bool, string, string, string, string, []string, func(string)) {})
	win.SetContent(d.Content())
	return d, d.mapTab, f
}

// BenchmarkBrushStroke100 is one brush stroke on a 100×100 hex map (the
// issue's painting target), end to end as the designer makes it: the
// press, a drag over 20 cells of a row (each a move showing the stroke's
// marks on the board), and the release: ONE PaintCells edit with its
// check, the preview scenario and its freeplay game made again, the board
// told which cells changed (EditMaps), and every panel refreshed. Strokes
// alternate forest and clear so that each changes the file. The board's
// tiles are drawn on their own goroutine and are not in the figure
// (ui/render's tile benchmarks are).
func BenchmarkBrushStroke100(b *testing.B) {
	d, mt, f := benchDesigner(b, 100)
	var brush boardview.Tool
	for _, o := range mt.tools {
		if o.name == "Brush" {
			test.Tap(o.button)
			brush = o.tool
		}
	}
	if brush == nil {
		b.Fatal("no Brush tool")
	}
	m := loadedB(b, f)
	g := m.Topology.(board.OffsetGrid)
	point := func(col, row int) boardview.ToolPoint {
		c := g.FromOffset(col, row)
		at := m.Topology.Center(c)
		return boardview.ToolPoint{At: at, MapAt: at, Map: m.ID, Cell: c, OnCell: true, Label: m.Label(c)}
	}
	undos := d.Proj.UndoName()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		mt.terrain = "forest"
		if i%2 == 1 {
			mt.terrain = "clear"
		}
		row := 40 + i%20
		brush.Press(point(30, row))
		for col := 31; col < 50; col++ {
			brush.Drag(point(col, row))
		}
		brush.Release(point(49, row))
	}
	b.StopTimer()
	if d.Proj.UndoName() == undos {
		b.Fatal("the strokes made no edit")
	}
	if !f.Result().OK() {
		b.Fatal(f.Result().Messages)
	}
}

// loadedB is f's map as it checks now.
func loadedB(b *testing.B, f *design.File) *maps.Map {
	b.Helper()
	r := f.Result()
	if r == nil || r.Map == nil {
		b.Fatalf("%s does not check", f.Name)
	}
	return r.Map
}
