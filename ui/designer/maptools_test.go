package designer

import (
	"bytes"
	"image"
	"image/color"
	"image/png"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"sandtable/board"
	"sandtable/design"
	"sandtable/maps"
	"sandtable/rules"
	_ "sandtable/rules/freeplay" // the preview game's module
	"sandtable/scenarios"
	"sandtable/ui/boardview"
	"sandtable/ui/session"
)

// newMapDesigner is a designer on a project of the map files fs (no
// scenario), on a board of the test-hex-flat scenario drawn by the soft
// compositor; pick answers every file question with *picked.
func newMapDesigner(t *testing.T, picked *string, fs ...*design.File) (*Designer, *mapTab) {
	t.Helper()
	a := test.NewTempApp(t)
	win := a.NewWindow("design")
	win.Resize(fyne.NewSize(1200, 800))
	s, err := scenarios.Builtin("test-hex-flat")
	if err != nil {
		t.Fatal(err)
	}
	g, err := rules.NewGame(s, nil, 1, false)
	if err != nil {
		t.Fatal(err)
	}
	sess := session.New(g)
	b, err := boardview.NewBoard(sess, func(show boardview.ShowFunc) (boardview.Compositor, error) {
		return boardview.NewSoftCompositor(show), nil
	}, func(string) {})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(b.Close)
	pick := func(save bool, title, dir, file, filter string, exts []string, done func(string)) {
		if picked != nil {
			done(*picked)
		}
	}
	d := New(win, sess, b, &design.Project{Maps: fs}, pick)
	win.SetContent(d.Content())
	if d.mapTab == nil {
		t.Fatal("the designer has no Map tab")
	}
	return d, d.mapTab
}

// builtinMap opens a bundled map file.
func builtinMap(t *testing.T, name string) *design.File {
	t.Helper()
	f, err := design.OpenBuiltin("maps", name)
	if err != nil {
		t.Fatal(err)
	}
	if !f.Result().OK() {
		t.Fatalf("%s does not check: %v", name, f.Result().Messages)
	}
	return f
}

// loaded is f's map as it checks now.
func loaded(t *testing.T, f *design.File) *maps.Map {
	t.Helper()
	m := f.Result().Map
	if m == nil {
		t.Fatalf("%s does not check: %v", f.Name, f.Result().Messages)
	}
	return m
}

// cellPoint is the tool point at the middle of cell label of f's map.
func cellPoint(t *testing.T, f *design.File, label string) boardview.ToolPoint {
	t.Helper()
	m := loaded(t, f)
	c, err := m.Cell(label)
	if err != nil {
		t.Fatal(err)
	}
	at := m.Topology.Center(c)
	return boardview.ToolPoint{At: at, MapAt: at, Map: m.ID, Cell: c, OnCell: true, Label: m.Label(c)}
}

// edgePoint is the tool point on the edge between cells a and b.
func edgePoint(t *testing.T, f *design.File, a, b string) boardview.ToolPoint {
	t.Helper()
	p := cellPoint(t, f, a)
	p.EdgeFrom, p.EdgeTo, p.OnEdge = a, b, true
	return p
}

// offPoint is a tool point on f's map at map pixel (x, y), on no cell.
func offPoint(t *testing.T, f *design.File, x, y float64) boardview.ToolPoint {
	t.Helper()
	return boardview.ToolPoint{At: board.Point{X: x, Y: y}, MapAt: board.Point{X: x, Y: y}, Map: loaded(t, f).ID}
}

// useTool taps the palette button of the tool named name.
func useTool(t *testing.T, mt *mapTab, name string) boardview.Tool {
	t.Helper()
	for _, o := range mt.tools {
		if o.name == name {
			test.Tap(o.button)
			if mt.tool != o {
				t.Fatalf("tapping %s did not choose it", name)
			}
			return o.tool
		}
	}
	t.Fatalf("no tool %s", name)
	return nil
}

// click presses and releases tool at p.
func click(tool boardview.Tool, p boardview.ToolPoint) {
	tool.Press(p)
	tool.Release(p)
}

// wantText fails unless f's text holds each of wants.
func wantText(t *testing.T, f *design.File, wants ...string) {
	t.Helper()
	text := string(f.Bytes())
	for _, w := range wants {
		if !strings.Contains(text, w) {
			t.Errorf("%s lacks\n%s\n--- it is:\n%s", f.Name, w, text)
		}
	}
}

// undoAll undoes n edits through the designer and wants orig back.
func undoAll(t *testing.T, d *Designer, f *design.File, n int, orig []byte) {
	t.Helper()
	for range n {
		d.Undo()
	}
	if !bytes.Equal(f.Bytes(), orig) {
		t.Errorf("after %d undo(s) %s is not its original text:\n%s", n, f.Name, f.Bytes())
	}
}

func TestBrushStrokeIsOneEditUndone(t *testing.T) {
	f := builtinMap(t, "test-hex-flat")
	orig := f.Bytes()
	d, mt := newMapDesigner(t, nil, f)
	mt.terrains.list.Select(1) // Forest, the second terrain type
	if mt.terrain != "forest" {
		t.Fatalf("choosing Forest made the brush %q", mt.terrain)
	}
	brush := useTool(t, mt, "Brush")
	brush.Press(cellPoint(t, f, "W0301"))
	brush.Drag(cellPoint(t, f, "W0302"))
	if !bytes.Equal(f.Bytes(), orig) {
		t.Fatal("the file changed before the stroke ended")
	}
	// The stroke so far shows as marks in forest's colour (#5f8f4e).
	marks := brush.(*brushTool).marks
	if len(marks) != 2 {
		t.Errorf("the stroke of 2 cells has %d marks", len(marks))
	}
	for _, m := range marks {
		if m.Fill != (color.NRGBA{0x5f, 0x8f, 0x4e, 200}) {
			t.Errorf("a mark of the forest stroke is %v, not forest's colour", m.Fill)
		}
	}
	brush.Release(cellPoint(t, f, "W0302"))
	// Column 3 of rows 1 and 2 were clear (".").
	wantText(t, f, `"~~f.ff..rrmm",`, `"~~f..ff.rrmm",`)
	undoAll(t, d, f, 1, orig)
}

func TestLargeBrushPaintsAHexAndItsRing(t *testing.T) {
	f := builtinMap(t, "test-hex-flat")
	orig := f.Bytes()
	d, mt := newMapDesigner(t, nil, f)
	mt.terrain = "mountain"
	brush := useTool(t, mt, "Brush")
	mt.sizeSel.SetSelected("Large (7 hexes / 3×3)")
	click(brush, cellPoint(t, f, "W0404"))
	// W0404 (column 4, 1-based even: shoved half a hex down) and its ring:
	// W0403, W0405 in its column, W0304, W0305 and W0504, W0505 beside it.
	wantText(t, f, `"~..mpp..rrrm",`, `"~.mmmp.ff.rm",`, `"~~mmmp.ff..r",`)
	undoAll(t, d, f, 1, orig)
}

func TestFillStopsAtOtherTerrain(t *testing.T) {
	f := design.NewMap("fill.toml", "fill", "Fill", design.GridSpec{Kind: "square", Cols: 3, Rows: 2})
	if err := f.AddTerrain(design.TerrainSpec{ID: "forest", Color: "#5f8f4e", Symbol: "f"}); err != nil {
		t.Fatal(err)
	}
	if err := f.PaintCells([]design.Cell{{Col: 1, Row: 0}, {Col: 1, Row: 1}}, "forest"); err != nil {
		t.Fatal(err)
	}
	orig := f.Bytes()
	d, mt := newMapDesigner(t, nil, f)
	mt.terrain = "forest"
	fill := useTool(t, mt, "Fill")
	click(fill, cellPoint(t, f, "0101"))
	// The clear cells joined to column 1 are column 1's two; column 3 is
	// cut off by the forest of column 2.
	wantText(t, f, `"ff.",`)
	if strings.Count(string(f.Bytes()), `"ff.",`) != 2 {
		t.Errorf("fill did not paint both rows of column 1:\n%s", f.Bytes())
	}
	undoAll(t, d, f, 1, orig)
}

func TestEdgeToolTogglesARiver(t *testing.T) {
	f := builtinMap(t, "test-hex-flat")
	orig := f.Bytes()
	d, mt := newMapDesigner(t, nil, f)
	edge := useTool(t, mt, "Edge")
	if mt.feature != "river" {
		t.Fatalf("the edge tool's feature is %q, want the map's first, river", mt.feature)
	}
	click(edge, edgePoint(t, f, "W0101", "W0102"))
	wantText(t, f, "\"W0505/W0605\", \"W0506/W0605\", \"W0506/W0606\", \"W0507/W0606\", \"W0507/W0607\",\n  \"W0101/W0102\",\n]\n")
	m := loaded(t, f)
	a, _ := m.Cell("W0101")
	b, _ := m.Cell("W0102")
	if !m.Edges.Has(a, b, "river") {
		t.Error("the map as loaded has no river on W0101/W0102")
	}
	onText := f.Bytes()
	// Clicking it again takes it off.
	click(edge, edgePoint(t, f, "W0101", "W0102"))
	if !bytes.Equal(f.Bytes(), orig) {
		t.Errorf("taking the river off did not give the original text:\n%s", f.Bytes())
	}
	d.Undo()
	if !bytes.Equal(f.Bytes(), onText) {
		t.Errorf("undoing the river's removal did not put it back:\n%s", f.Bytes())
	}
	undoAll(t, d, f, 1, orig)
}

func TestNewEdgeFeatureType(t *testing.T) {
	f := builtinMap(t, "test-hex-flat")
	orig := f.Bytes()
	d, mt := newMapDesigner(t, nil, f)
	useTool(t, mt, "Edge")
	mt.featSel.SetSelected(newFeatureItem)
	e := mt.features.form
	if e == nil || e.orig != "" {
		t.Fatal("New edge feature… did not open an empty form")
	}
	e.id.SetText("road")
	e.name.SetText("Road")
	e.colour.entry.SetText("#7a4b23")
	e.width.SetText("3")
	e.style.SetSelected("dashed")
	test.Tap(e.save)
	wantText(t, f, "impassable = true\n\n[edge_feature.road]\nname = \"Road\"\ncolor = \"#7a4b23\"\nwidth = 3\nstyle = \"dashed\"\n")
	if mt.feature != "road" {
		t.Errorf("the edge tool's feature is %q, want the new road", mt.feature)
	}
	// Change it: impassable.
	e = mt.features.form
	e.impassable.SetChecked(true)
	test.Tap(e.save)
	wantText(t, f, "[edge_feature.road]\nname = \"Road\"\ncolor = \"#7a4b23\"\nwidth = 3\nstyle = \"dashed\"\nimpassable = true\n")
	changed := f.Bytes()
	// The road is on no edge: it can be removed. The river cannot.
	test.Tap(mt.features.form.remove)
	if strings.Contains(string(f.Bytes()), "[edge_feature.road]") {
		t.Error("the unused road was not removed")
	}
	d.Undo()
	if !bytes.Equal(f.Bytes(), changed) {
		t.Error("undo did not bring the road back")
	}
	mt.features.edit("river")
	test.Tap(mt.features.form.remove)
	if !bytes.Equal(f.Bytes(), changed) || !strings.Contains(d.status.Text, "on edges") {
		t.Errorf("removing the river, which is on edges, was not refused: %q", d.status.Text)
	}
	undoAll(t, d, f, 2, orig)
}

func TestPlaceAddEditRemove(t *testing.T) {
	f := builtinMap(t, "test-hex-flat")
	orig := f.Bytes()
	d, mt := newMapDesigner(t, nil, f)
	tool := useTool(t, mt, "Place")

	click(tool, cellPoint(t, f, "W0505"))
	e, ok := mt.form.(*placeEditor)
	if !ok || e.key != "" {
		t.Fatalf("clicking a cell with no place did not open a new place's form: %T", mt.form)
	}
	test.Tap(e.save)
	if !bytes.Equal(f.Bytes(), orig) || !strings.Contains(d.status.Text, "name") {
		t.Errorf("a place without a name was not refused with a reason: status %q", d.status.Text)
	}
	e.id.SetText("dunmore")
	e.name.SetText("Dunmore")
	e.kinds.SetSelected([]string{"town", "victory"})
	e.vp.SetText("1")
	test.Tap(e.save)
	wantText(t, f, "[[place]]\nid = \"dunmore\"\nname = \"Dunmore\"\nkinds = [\"town\", \"victory\"]\ncells = [\"W0505\"]\nvp = 1\n")
	added := f.Bytes()

	click(tool, cellPoint(t, f, "W0707"))
	e = mt.form.(*placeEditor)
	if e.key != "millbrook" || e.name.Text != "Millbrook" {
		t.Fatalf("clicking Millbrook opened %q (%q)", e.key, e.name.Text)
	}
	e.vp.SetText("3")
	e.vp.TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn}) // Enter saves
	wantText(t, f, "[[place]]\nid = \"millbrook\"\nname = \"Millbrook\"\nkinds = [\"town\"]\ncells = [\"W0707\"]\nvp = 3\nregion = \"eastmark\"\n")

	click(tool, cellPoint(t, f, "W1206"))
	e = mt.form.(*placeEditor)
	test.Tap(e.remove)
	if strings.Contains(string(f.Bytes()), `id = "railhead"`) {
		t.Error("the railhead was not removed")
	}
	d.Undo()
	d.Undo()
	if !bytes.Equal(f.Bytes(), added) {
		t.Errorf("two undos did not give back the file with Dunmore added:\n%s", f.Bytes())
	}
	undoAll(t, d, f, 1, orig)
}

func TestRegionAddAndPaint(t *testing.T) {
	f := builtinMap(t, "test-hex-flat")
	orig := f.Bytes()
	d, mt := newMapDesigner(t, nil, f)
	rp := mt.regions
	rp.id.SetText("northmoor")
	rp.name.SetText("Northmoor")
	rp.colour.entry.SetText("#aa3300")
	test.Tap(rp.add)
	if !bytes.Equal(f.Bytes(), orig) {
		t.Fatal("a region without cells was added (it would not check)")
	}
	if _, ok := mt.tool.tool.(*brushTool); !ok || mt.region != "northmoor" {
		t.Fatalf("adding a region did not choose the region brush with it (tool %s, region %q)", mt.tool.name, mt.region)
	}
	brush := mt.tool.tool
	brush.Press(cellPoint(t, f, "W0101"))
	brush.Drag(cellPoint(t, f, "W0201"))
	brush.Release(cellPoint(t, f, "W0201"))
	// The first stroke adds the region and paints it: one edit.
	wantText(t, f, "[[region]]\nid = \"northmoor\"\nname = \"Northmoor\"\ncolor = \"#aa3300\"\nsymbol = \"n\"\n", `"nnwwwweeeeee",`)
	if !f.Result().OK() {
		t.Errorf("the map with the new region does not check: %v", f.Result().Messages)
	}
	painted := f.Bytes()
	// A second stroke paints it further.
	click(brush, cellPoint(t, f, "W0103"))
	wantText(t, f, `"nwwwwweeeeee",`)
	d.Undo()
	if !bytes.Equal(f.Bytes(), painted) {
		t.Error("undoing the second stroke did not give the first back")
	}
	undoAll(t, d, f, 1, orig)
}

func TestBoxAddEditRemove(t *testing.T) {
	f := builtinMap(t, "test-hex-flat")
	orig := f.Bytes()
	d, mt := newMapDesigner(t, nil, f)
	tool := useTool(t, mt, "Box")
	click(tool, offPoint(t, f, 1040, 20))
	e, ok := mt.form.(*boxEditor)
	if !ok {
		t.Fatalf("clicking beside the map opened %T", mt.form)
	}
	e.id.SetText("stores")
	e.name.SetText("Stores")
	test.Tap(e.save)
	wantText(t, f, "[[box]]\nid = \"stores\"\nname = \"Stores\"\nkind = \"holding\"\nx = 1040\ny = 20\nw = 200\nh = 150\n")

	mt.boxes.edit("turns")
	e = mt.form.(*boxEditor)
	e.name.SetText("Turns")
	test.Tap(e.save)
	wantText(t, f, "[[box]]\nid = \"turns\"\nname = \"Turns\"\nkind = \"turn_track\"\nx = 780\ny = 350\nw = 220\nh = 380\nslots = [\"A\", \"B\", \"C\", \"D\", \"E\", \"F\", \"G\", \"H\"]\n")

	mt.boxes.edit("central-reserve")
	test.Tap(mt.form.(*boxEditor).remove)
	if strings.Contains(string(f.Bytes()), `id = "central-reserve"`) {
		t.Error("the central reserve was not removed")
	}
	undoAll(t, d, f, 3, orig)
}

func TestLinkAdd(t *testing.T) {
	f := builtinMap(t, "test-hex-flat")
	orig := f.Bytes()
	d, mt := newMapDesigner(t, nil, f, builtinMap(t, "test-hex-pointy"))
	if !mt.mapSel.Visible() {
		t.Error("with two maps the map select is hidden")
	}
	tool := useTool(t, mt, "Link")
	click(tool, cellPoint(t, f, "W0505"))
	e, ok := mt.form.(*linkEditor)
	if !ok {
		t.Fatalf("clicking a cell opened %T", mt.form)
	}
	if e.toMap.Text != "test-hex-pointy" {
		t.Errorf("the link's other map is %q, want the project's other map", e.toMap.Text)
	}
	e.toCell.SetText("0101")
	e.kinds.SetSelected([]string{"sea"})
	test.Tap(e.add)
	wantText(t, f, "[[link]]\ncell = \"W0505\"\nto_map = \"test-hex-pointy\"\nto_cell = \"0101\"\nkinds = [\"sea\"]\n")
	undoAll(t, d, f, 1, orig)
}

func TestSpaceAddMoveAndConnect(t *testing.T) {
	f := builtinMap(t, "test-points")
	orig := f.Bytes()
	d, mt := newMapDesigner(t, nil, f)
	for _, o := range mt.tools {
		if o.name == "Brush" && mt.offered(o) {
			t.Error("the brush is offered on a graph map")
		}
	}
	tool := useTool(t, mt, "Space")
	click(tool, offPoint(t, f, 700, 100))
	wantText(t, f, "[[space]]\nid = \"Space 1\"\nx = 700\ny = 100\n")
	if e, ok := mt.form.(*spaceEditor); !ok || e.key != "Space 1" {
		t.Fatalf("adding a space did not open its form: %T", mt.form)
	}
	// Name it.
	e := mt.form.(*spaceEditor)
	e.name.SetText("Lamu")
	test.Tap(e.save)
	wantText(t, f, "[[space]]\nid = \"Space 1\"\nname = \"Lamu\"\nx = 700\ny = 100\n")

	// Drag Nairobi to (500, 200).
	from := cellPoint(t, f, "Nairobi")
	to := offPoint(t, f, 500, 200)
	tool.Press(from)
	tool.Drag(to)
	tool.Release(to)
	wantText(t, f, "[[space]]\nid = \"Nairobi\"\nx = 500\ny = 200\nradius = 26\n")

	// Connect Kigoma to Mwanza by dragging.
	m := loaded(t, f)
	kig, _ := m.Cell("Kigoma")
	mwa, _ := m.Cell("Mwanza")
	if m.Topology.Adjacent(kig, mwa) {
		t.Fatal("Kigoma and Mwanza are connected already")
	}
	conn := useTool(t, mt, "Connect")
	conn.Press(cellPoint(t, f, "Kigoma"))
	conn.Drag(cellPoint(t, f, "Mwanza"))
	conn.Release(cellPoint(t, f, "Mwanza"))
	wantText(t, f, "[[connection]]\na = \"Kigoma\"\nb = \"Mwanza\"\n")
	connected := f.Bytes()

	// Click the Nairobi–Mombasa rail to remove it.
	click(conn, edgePoint(t, f, "Nairobi", "Mombasa"))
	if strings.Contains(string(f.Bytes()), "a = \"Nairobi\"\nb = \"Mombasa\"") {
		t.Error("clicking the Nairobi–Mombasa connection did not remove it")
	}
	d.Undo()
	if !bytes.Equal(f.Bytes(), connected) {
		t.Errorf("undo did not put the connection back:\n%s", f.Bytes())
	}
	undoAll(t, d, f, 4, orig)
}

func TestTerrainAddEditRemove(t *testing.T) {
	f := builtinMap(t, "test-hex-flat")
	orig := f.Bytes()
	d, mt := newMapDesigner(t, nil, f)
	p := mt.terrains
	test.Tap(p.add)
	e := p.form
	e.id.SetText("swamp")
	e.name.SetText("Swamp")
	e.colour.entry.SetText("#556b2f")
	e.symbol.SetText("s")
	e.pattern.SetSelected("marsh")
	e.cost.SetText("3")
	test.Tap(e.save)
	wantText(t, f, "pattern = \"water\"\n\n[terrain.swamp]\nname = \"Swamp\"\ncolor = \"#556b2f\"\nsymbol = \"s\"\nmove_cost = 3\npattern = \"marsh\"\n")
	if mt.terrain != "swamp" {
		t.Errorf("the new terrain is not the brush's: %q", mt.terrain)
	}
	added := f.Bytes()
	// An unused terrain type can be removed; a painted one cannot.
	test.Tap(p.form.remove)
	if !bytes.Equal(f.Bytes(), orig) {
		t.Errorf("removing the unused swamp did not give the original text:\n%s", f.Bytes())
	}
	d.Undo()
	if !bytes.Equal(f.Bytes(), added) {
		t.Error("undo did not bring the swamp back")
	}

	p.list.Select(1) // Forest
	e = p.form
	if e.orig != "forest" || e.cost.Text != "2" {
		t.Fatalf("choosing Forest opened %q with cost %q", e.orig, e.cost.Text)
	}
	e.cost.SetText("3")
	test.Tap(e.save)
	wantText(t, f, "[terrain.forest]\nname = \"Forest\"\ncolor = \"#5f8f4e\"\nsymbol = \"f\"\nmove_cost = 3\npattern = \"trees\"\n")
	before := f.Bytes()
	test.Tap(p.form.remove)
	if !bytes.Equal(f.Bytes(), before) || !strings.Contains(d.status.Text, "in use") {
		t.Errorf("removing the painted forest was not refused: status %q", d.status.Text)
	}
	undoAll(t, d, f, 2, orig)
}

func TestCheckProblemAfterAnEditInTheStatusBar(t *testing.T) {
	f := builtinMap(t, "test-hex-flat")
	orig := f.Bytes()
	d, mt := newMapDesigner(t, nil, f)
	test.Tap(mt.terrains.add)
	e := mt.terrains.form
	e.id.SetText("heath")
	e.colour.entry.SetText("#998866")
	e.symbol.SetText("f") // forest's
	test.Tap(e.save)
	wantText(t, f, "[terrain.heath]\ncolor = \"#998866\"\nsymbol = \"f\"\n")
	if len(f.Result().Messages) == 0 {
		t.Fatal("two terrain types with symbol f check clean")
	}
	if want := f.Result().Messages[0].Text; !strings.HasPrefix(d.status.Text, want) {
		t.Errorf("status %q, want check's message %q", d.status.Text, want)
	}
	undoAll(t, d, f, 1, orig)
}

func TestSelectToolSaysWhatIsThere(t *testing.T) {
	f := builtinMap(t, "test-hex-flat")
	d, mt := newMapDesigner(t, nil, f)
	click(useTool(t, mt, "Select"), cellPoint(t, f, "W0303"))
	want := "W0303 · Clear (clear) · Aubrecourt (city, port, victory) · region Westland (westland)"
	if d.status.Text != want {
		t.Errorf("status %q, want %q", d.status.Text, want)
	}
}

func TestToolKeys(t *testing.T) {
	f := builtinMap(t, "test-hex-flat")
	d, mt := newMapDesigner(t, nil, f)
	for _, c := range []struct {
		r    rune
		want string
	}{{'b', "Brush"}, {'3', "Fill"}, {'E', "Edge"}, {'1', "Select"}, {'x', "Box"}} {
		if !d.MapKey(c.r) || mt.tool.name != c.want {
			t.Errorf("key %q chose %s, want %s", c.r, mt.tool.name, c.want)
		}
	}
	if d.MapKey('9') {
		t.Error("key 9 (Space) chose a graph tool on a hex map")
	}
}

func TestNewMapDialogValidates(t *testing.T) {
	f := builtinMap(t, "test-hex-flat")
	d, _ := newMapDesigner(t, nil, f)
	var got *design.GridSpec
	var gotID, gotName string
	closed := false
	n := d.newMapDialog(func(g design.GridSpec, id, name string) { got, gotID, gotName = &g, id, name }, func() { closed = true })
	n.kind.SetSelected("Pointy hex")
	n.cols.SetText("300")
	test.Tap(n.create)
	if got != nil || closed || !strings.Contains(n.problem.Text, "Columns") {
		t.Fatalf("300 columns was not refused with a reason: %q", n.problem.Text)
	}
	n.cols.SetText("20")
	n.rows.SetText("15")
	n.id.SetText("north")
	n.name.SetText("The North")
	n.numbering.SetSelected("Letter-number (G6)")
	n.prefix.SetText("N1")
	test.Tap(n.create)
	if got != nil || !strings.Contains(n.problem.Text, "prefix") {
		t.Fatalf("a prefix with a digit was not refused: %q", n.problem.Text)
	}
	n.prefix.SetText("N")
	test.Tap(n.create)
	if got == nil || !closed {
		t.Fatal("a good map was not made")
	}
	want := design.GridSpec{Kind: "hex", Orientation: "pointy", Cols: 20, Rows: 15, LabelStyle: "letter-number", Prefix: "N"}
	if got.String() != want.String() || got.LabelStyle != want.LabelStyle || got.Prefix != want.Prefix || got.FirstCol != nil || gotID != "north" || gotName != "The North" {
		t.Errorf("made %+v %q %q, want %+v north, The North", *got, gotID, gotName, want)
	}
	// What the dialog makes loads.
	if m := design.NewMap("north.toml", gotID, gotName, *got); !m.Result().OK() {
		t.Errorf("the new map does not check: %v", m.Result().Messages)
	}
}

func TestTracePictureIsBounded(t *testing.T) {
	f := builtinMap(t, "test-points")
	dir := t.TempDir()
	write := func(name string, w, h int) string {
		var b bytes.Buffer
		if err := png.Encode(&b, image.NewGray(image.Rect(0, 0, w, h))); err != nil {
			t.Fatal(err)
		}
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, b.Bytes(), 0o644); err != nil {
			t.Fatal(err)
		}
		return p
	}
	path := write("ok.png", 40, 30)
	d, mt := newMapDesigner(t, &path, f)
	test.Tap(mt.trace.load)
	if mt.trace.img == nil || !strings.Contains(mt.trace.info.Text, "40×30") {
		t.Fatalf("the picture did not load: %q, status %q", mt.trace.info.Text, d.status.Text)
	}
	path = write("wide.png", 9000, 1)
	test.Tap(mt.trace.load)
	if !strings.Contains(d.status.Text, "9000×1 pixels, more than the 8000×8000") {
		t.Errorf("a 9000-pixel picture was not refused: %q", d.status.Text)
	}
	path = filepath.Join(dir, "huge.png")
	if err := os.WriteFile(path, nil, 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.Truncate(path, 21<<20); err != nil {
		t.Fatal(err)
	}
	test.Tap(mt.trace.load)
	if !strings.Contains(d.status.Text, "more than the 20 MB") {
		t.Errorf("a 21 MB picture was not refused: %q", d.status.Text)
	}
	// Pixels are bounded too, from the header: 16-bit colour takes twice
	// the memory and counts double.
	for _, c := range []struct {
		img  image.Image
		want string
	}{
		{image.NewGray(image.Rect(0, 0, 5000, 4000)), "5000×4000 pixels, more than the 16777216 pixels a trace picture may have"},
		{image.NewGray16(image.Rect(0, 0, 3000, 3000)), "3000×3000 pixels (16-bit colour counts double), more than the 16777216 pixels a trace picture may have"},
	} {
		var b bytes.Buffer
		if err := png.Encode(&b, c.img); err != nil {
			t.Fatal(err)
		}
		path = filepath.Join(dir, "many.png")
		if err := os.WriteFile(path, b.Bytes(), 0o644); err != nil {
			t.Fatal(err)
		}
		test.Tap(mt.trace.load)
		if !strings.Contains(d.status.Text, c.want) {
			t.Errorf("got %q, want %q", d.status.Text, c.want)
		}
	}
}

func TestToolsEditTheMapUnderThePointer(t *testing.T) {
	flat, pointy := builtinMap(t, "test-hex-flat"), builtinMap(t, "test-hex-pointy")
	origFlat, origPointy := flat.Bytes(), pointy.Bytes()
	d, mt := newMapDesigner(t, nil, flat, pointy)
	mt.mapSel.SetSelected("test-hex-pointy — Test pointy hex")
	if mt.curFile() != pointy {
		t.Fatal("choosing the pointy map in the select did not show its panels")
	}
	mt.terrains.list.Select(1) // Hills, the pointy map's second terrain type
	if mt.terrain != "hills" {
		t.Fatalf("the brush's terrain is %q, want hills", mt.terrain)
	}
	click(useTool(t, mt, "Brush"), cellPoint(t, pointy, "0303"))
	wantText(t, pointy, `"~.hffhh..~",`)
	if !bytes.Equal(flat.Bytes(), origFlat) {
		t.Error("painting on the pointy map changed the flat one")
	}
	// A click on the flat map edits the flat map, and its panels show.
	click(useTool(t, mt, "Place"), cellPoint(t, flat, "W0707"))
	if mt.curFile() != flat {
		t.Error("a tool used on the flat map did not bring its panels forward")
	}
	if e, ok := mt.form.(*placeEditor); !ok || e.key != "millbrook" {
		t.Errorf("clicking W0707 of the flat map opened %T", mt.form)
	}
	undoAll(t, d, pointy, 1, origPointy)
}

// A link's target cell is picked on the board: with the link form of a
// cell open, a click on a cell of another map is the cell linked to.
func TestLinkTargetPicked(t *testing.T) {
	f := builtinMap(t, "test-hex-flat")
	g := builtinMap(t, "test-hex-pointy")
	orig := f.Bytes()
	d, mt := newMapDesigner(t, nil, f, g)
	tool := useTool(t, mt, "Link")
	click(tool, cellPoint(t, f, "W0505"))
	click(tool, cellPoint(t, g, "0304"))
	e, ok := mt.form.(*linkEditor)
	if !ok {
		t.Fatalf("the form is %T", mt.form)
	}
	if e.cell.Text != "W0505" || e.toMap.Text != "test-hex-pointy" || e.toCell.Text != "0304" {
		t.Fatalf("the link form reads %s -> %s %s", e.cell.Text, e.toMap.Text, e.toCell.Text)
	}
	test.Tap(e.add)
	wantText(t, f, "[[link]]\ncell = \"W0505\"\nto_map = \"test-hex-pointy\"\nto_cell = \"0304\"\n")
	if !bytes.Equal(g.Bytes(), builtinMap(t, "test-hex-pointy").Bytes()) {
		t.Error("the other map was changed")
	}
	undoAll(t, d, f, 1, orig)
}
