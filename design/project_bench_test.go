package design

import (
	"testing"

	"sandtable/rules"
)

// benchProject is a new project whose map is 100×100 flat hex, with a
// second terrain to paint.
func benchProject(b *testing.B) *Project {
	b.Helper()
	p := NewProject()
	m := NewMap(p.Maps[0].Name, "map", "Big", GridSpec{Kind: "hex", Orientation: "flat", Cols: 100, Rows: 100})
	if err := m.AddTerrain(TerrainSpec{ID: "forest", Color: "#5f8f4e", Symbol: "f"}); err != nil {
		b.Fatal(err)
	}
	p.Maps[0] = m
	p.Scenario.check = nil
	for f, r := range p.Check() {
		if !r.OK() {
			b.Fatal(f.Name, r.Messages)
		}
	}
	return p
}

// BenchmarkPreviewScenario100 is the board's scenario of a design with a
// 100×100 map, from the unsaved texts, asked again with no edit between.
func BenchmarkPreviewScenario100(b *testing.B) {
	p := benchProject(b)
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if _, err := p.PreviewScenario(); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkPreviewScenarioLoad100 is PreviewScenario after an edit: the
// scenario loaded again from the texts (BenchmarkPreviewScenario100 is
// the same texts again, loaded once).
func BenchmarkPreviewScenarioLoad100(b *testing.B) {
	p := benchProject(b)
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		p.last = nil
		if _, err := p.PreviewScenario(); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkPreviewGame100 is what the designer does after an edit: the
// preview scenario and a freeplay game of it.
func BenchmarkPreviewGame100(b *testing.B) {
	p := benchProject(b)
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		s, err := p.PreviewScenario()
		if err != nil {
			b.Fatal(err)
		}
		if _, err := rules.NewGame(s, nil, 1, false); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkStroke100 is one brush stroke of 20 cells on a 100×100 map as
// the designer makes it: the edit (with the map's check), the preview
// scenario and the project's check (the scenario, loaded once for both,
// and a game of it with its module).
func BenchmarkStroke100(b *testing.B) {
	p := benchProject(b)
	m := p.Maps[0]
	cells := make([]Cell, 20)
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		terrain := "forest"
		if i%2 == 1 {
			terrain = "clear"
		}
		for k := range cells { // forest, then clear again on the same cells
			cells[k] = Cell{Col: (i/2*7 + k) % 100, Row: (i / 2 * 3) % 100}
		}
		undo := p.UndoName()
		if err := p.Edit(m, func() error { return m.PaintCells(cells, terrain) }); err != nil {
			b.Fatal(err)
		}
		if i < 2 && p.UndoName() == undo {
			b.Fatal("the stroke changed nothing")
		}
		if _, err := p.PreviewScenario(); err != nil {
			b.Fatal(err)
		}
		for _, r := range p.Check() {
			if !r.OK() {
				b.Fatal(r.Messages)
			}
		}
	}
}
