package maps

import (
	"image/color"
	"sort"

	"sandtable/board"
	"sandtable/internal/tomlfile"
)

// builder turns a decoded file into a Map, reporting every problem on doc.
type builder struct {
	doc    *tomlfile.Doc
	f      *FileMap
	m      *Map
	budget *tomlfile.Budget // charged with the cells before they are built; nil for none
}

// Default colours for keys that are left out.
var (
	defaultBackground = color.RGBA{0xf4, 0xee, 0xdc, 0xff}
	defaultTerrain    = color.RGBA{0xe8, 0xe4, 0xc9, 0xff}
	defaultEdge       = color.RGBA{0x2a, 0x5d, 0xb0, 0xff}
	defaultRoad       = color.RGBA{0x7a, 0x44, 0x20, 0xff}
	defaultRegion     = color.RGBA{0x99, 0x99, 0x99, 0xff}
	defaultBox        = color.RGBA{0xff, 0xff, 0xff, 0xff}
)

func (b *builder) build() {
	f, m, d := b.f, b.m, b.doc
	if d.CheckID("id", f.ID) {
		m.ID = f.ID
	}
	m.Name = f.Name
	if m.Name == "" {
		m.Name = f.ID
	}
	m.Description = f.Description
	m.Background = d.Color("background", f.Background, defaultBackground)

	b.terrains()
	b.edgeTypes()
	b.roadTypes()
	if !b.charge() {
		return // the cells would go over what the maps loaded with it may have
	}
	if !b.grid() {
		return // without a board no cell can be checked
	}
	b.cellTerrain()
	b.edges()
	b.roads()
	b.regions()
	b.places()
	b.boxes()
	b.links()
}

// cell parses a cell label at path, reporting it when it is not on the map.
func (b *builder) cell(path, label string) (board.Cell, bool) {
	if label == "" {
		b.doc.Report(path, "missing cell label")
		return board.Cell{}, false
	}
	c, err := b.m.Topology.Parse(label)
	if err != nil {
		b.doc.Report(path, "%s", b.m.notOnMap(label, err))
		return board.Cell{}, false
	}
	return c, true
}

// cells parses a list of cell labels at path; bad ones are reported and
// left out.
func (b *builder) cells(path string, labels []string) []board.Cell {
	out := make([]board.Cell, 0, len(labels))
	for i, l := range labels {
		if c, ok := b.cell(tomlfile.Index(path, i), l); ok {
			out = append(out, c)
		}
	}
	return out
}

// sortedIDs returns the keys of a table of tables in the order they appear
// in the file.
func sortedIDs[T any](d *tomlfile.Doc, table string, m map[string]T) []string {
	ids := make([]string, 0, len(m))
	for id := range m {
		ids = append(ids, id)
	}
	sort.Slice(ids, func(i, j int) bool {
		pi, pj := d.At(tomlfile.Join(table, ids[i])), d.At(tomlfile.Join(table, ids[j]))
		if pi != pj {
			return pi.Line < pj.Line || pi.Line == pj.Line && pi.Col < pj.Col
		}
		return ids[i] < ids[j]
	})
	return ids
}

// symbol checks a one-character symbol at path; 0 when absent or bad.
func (b *builder) symbol(path, s string) rune {
	if s == "" {
		return 0
	}
	r := []rune(s)
	if len(r) != 1 || r[0] <= ' ' || r[0] == 0x7f || r[0] == 0xfffd {
		b.doc.Report(path, "must be one visible character, got %q", s)
		return 0
	}
	return r[0]
}

// charge charges the cells the file declares (a grid's cols × rows, a graph's
// spaces) to the budget before any is built: false, reported at the grid,
// when they go over it. A grid whose size is wrong is left to grid() to
// report.
func (b *builder) charge() bool {
	if b.budget == nil {
		return true
	}
	g, path, n := b.f.Grid, "grid", 0
	switch g.Kind {
	case "hex", "square":
		if g.Cols < 1 || g.Rows < 1 || g.Cols > MaxCells || g.Rows > MaxCells || g.Cols*g.Rows > MaxCells {
			return true
		}
		n = g.Cols * g.Rows
	case "graph":
		path, n = "space", len(b.f.Spaces)
	}
	if err := b.budget.TakeCells(n); err != nil {
		b.doc.Report(path, "%v", err)
		return false
	}
	return true
}
