package designer

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2/test"

	"sandtable/board"
	"sandtable/design"
	"sandtable/ui/boardview"
)

// at is a tool point at map pixel (x, y) of f's map, on the cell there.
func at(t *testing.T, f *design.File, x, y float64) boardview.ToolPoint {
	t.Helper()
	p := offPoint(t, f, x, y)
	m := loaded(t, f)
	if c, ok := m.Topology.At(board.Point{X: x, Y: y}); ok {
		p.Cell, p.OnCell, p.Label = c, true, m.Label(c)
	}
	return p
}

func drag(tool interface {
	Press(boardview.ToolPoint)
	Drag(boardview.ToolPoint)
	Release(boardview.ToolPoint)
}, from, to boardview.ToolPoint) {
	tool.Press(from)
	tool.Drag(to)
	tool.Release(to)
}

// TestAreaToolDrawsSplitsMovesAndMerges makes an area map as a designer
// does: the first area split in two, a corner they share moved (in both),
// a new area drawn beside with corners snapped onto theirs, values given
// in the form, and a merge; each an edit undone by one Undo.
func TestAreaToolDrawsSplitsMovesAndMerges(t *testing.T) {
	f := design.NewMap("a.toml", "a", "A", design.GridSpec{Kind: "graph", Adjacency: "borders"})
	orig := f.Bytes()
	d, mt := newMapDesigner(t, nil, f)
	tool := useTool(t, mt, "Area").(*areaTool)
	if !d.MapKey('o') || mt.tool.name != "Area" {
		t.Error("key O does not choose the Area tool")
	}
	mode := func(m string) { mt.areaSel.SetSelected(m) }

	// Split Area 1 (0,0)-(400,300) down x = 200.
	mode(areaSplit)
	drag(tool, at(t, f, 200, 0), at(t, f, 200, 300))
	wantText(t, f, "id = \"Area 1\"\nx = 300\ny = 150\npolygon = [[200, 0], [400, 0], [400, 300], [200, 300]]\n",
		"id = \"Area 2\"\nx = 100\ny = 150\npolygon = [[200, 300], [0, 300], [0, 0], [200, 0]]\n")

	// Move their shared corner (200, 300) to (220, 310): both follow.
	mode(areaCorners)
	drag(tool, at(t, f, 201, 299), at(t, f, 220, 310))
	wantText(t, f, "polygon = [[200, 0], [400, 0], [400, 300], [220, 310]]\n",
		"polygon = [[220, 310], [0, 300], [0, 0], [200, 0]]\n")
	if f.UndoName() != "move corner 200, 300" {
		t.Errorf("the move is not one edit: %q", f.UndoName())
	}

	// Draw an area east of Area 1, its west corners dropped a few pixels
	// off Area 1's: they snap on, so the two are neighbours.
	mode(areaDraw)
	for _, p := range [][2]float64{{403, 2}, {500, 0}, {500, 300}, {398, 303}, {402, 1}} {
		click(tool, at(t, f, p[0], p[1]))
	}
	wantText(t, f, "id = \"Area 3\"\nx = 450\ny = 150\npolygon = [[400, 0], [500, 0], [500, 300], [400, 300]]\n")
	m := loaded(t, f)
	a1, _ := m.Cell("Area 1")
	a3, _ := m.Cell("Area 3")
	if !m.Topology.Adjacent(a1, a3) {
		t.Error("the area drawn is not Area 1's neighbour")
	}
	// Its form opened: give it a value type and a value.
	e, ok := mt.form.(*spaceEditor)
	if !ok || e.key != "Area 3" {
		t.Fatalf("drawing an area did not open its form: %T", mt.form)
	}
	e.newValue.SetText("ipc")
	test.Tap(e.addValue)
	wantText(t, f, "[value.ipc]\nname = \"IPC\"\nshow = true\n")
	e = mt.form.(*spaceEditor)
	e.values["ipc"].SetText("4")
	test.Tap(e.save)
	wantText(t, f, "polygon = [[400, 0], [500, 0], [500, 300], [400, 300]]\nvalues = { ipc = 4 }\n")
	if v, ok := loaded(t, f).Value(a3, "ipc"); v != 4 || !ok {
		t.Errorf("Area 3's ipc = %d, %v", v, ok)
	}

	// Merge Area 3 into Area 1.
	mode(areaMerge)
	drag(tool, at(t, f, 300, 150), at(t, f, 450, 150))
	if strings.Contains(string(f.Bytes()), "id = \"Area 3\"") {
		t.Errorf("Area 3 was not merged:\n%s", f.Bytes())
	}
	// Area 1 (200,0) (400,0) (400,300) (220,310) is 58,000 px² by the
	// shoelace formula; Area 3 adds 100×300.
	if a := board.PolygonArea(design.Points(f.Spaces()[0].Polygon)); a != 58000+30000 {
		t.Errorf("the merged area is %v px²", a)
	}
	undoAll(t, d, f, 6, orig)
}

func TestNewMapDialogMakesAnAreaMap(t *testing.T) {
	f := builtinMap(t, "test-hex-flat")
	d, _ := newMapDesigner(t, nil, f)
	var got *design.GridSpec
	n := d.newMapDialog(func(g design.GridSpec, id, name string) { got = &g }, func() {})
	n.kind.SetSelected("Area map (neighbours by borders)")
	test.Tap(n.create)
	if got == nil || got.Kind != "graph" || got.Adjacency != "borders" {
		t.Fatalf("made %+v", got)
	}
}
