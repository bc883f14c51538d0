package designer

import (
	"bytes"
	"math"
	"strings"
	"testing"

	"fyne.io/fyne/v2/test"

	"sandtable/board"
	"sandtable/design"
	"sandtable/ui/boardview"
)

// cornerPoint is the tool point in cell label of f's map, nine tenths of
// the way from its centre to its corner at deg degrees (0 east, 90
// south: y runs down).
func cornerPoint(t *testing.T, f *design.File, label string, deg float64) boardview.ToolPoint {
	t.Helper()
	p := cellPoint(t, f, label)
	m := loaded(t, f)
	r := m.Topology.Polygon(p.Cell, nil)[0]
	c := m.Topology.Center(p.Cell)
	rad := math.Hypot(r.X-c.X, r.Y-c.Y) * 0.9
	p.At = board.Point{X: c.X + rad*math.Cos(deg*math.Pi/180), Y: c.Y + rad*math.Sin(deg*math.Pi/180)}
	p.MapAt = p.At
	return p
}

func edgeCost(t *testing.T, f *design.File, a, b string) int {
	t.Helper()
	m := loaded(t, f)
	ca, _ := m.Cell(a)
	cb, _ := m.Cell(b)
	c, ok := m.MoveCost(ca, cb)
	if !ok {
		return -1
	}
	return c
}

// A road is drawn by dragging from cell to cell, the cell the pointer
// skipped filled in, as ONE edit; a stroke along it erases it. On
// test-hex-flat W0501 and W0601 are forest (2 to enter); the new road
// type costs 1.
func TestRoadStrokeIsOneEditUndone(t *testing.T) {
	f := builtinMap(t, "test-hex-flat")
	orig := f.Bytes()
	d, mt := newMapDesigner(t, nil, f)
	road := useTool(t, mt, "Road")
	mt.roadSel.SetSelected(newRoadTypeItem)
	form, ok := mt.form.(*roadTypeForm)
	if !ok {
		t.Fatal("New road type… opened no form")
	}
	form.id.SetText("road")
	form.name.SetText("Road")
	form.cost.SetText("1")
	form.style.SetSelected("dashed")
	test.Tap(form.save)
	wantText(t, f, "[road_type.road]\nname = \"Road\"\ncolor = \"#7a4420\"\nstyle = \"dashed\"\nmove_cost = 1\n")
	if mt.roadType != "road" {
		t.Fatalf("the road tool's type is %q, want the new road", mt.roadType)
	}
	typed := f.Bytes()
	if c := edgeCost(t, f, "W0401", "W0501"); c != 2 {
		t.Fatalf("into the forest W0501 costs %d before the road, want 2", c)
	}
	road.Press(cellPoint(t, f, "W0401"))
	road.Drag(cellPoint(t, f, "W0501"))
	road.Drag(cellPoint(t, f, "W0701")) // skips W0601
	if !bytes.Equal(f.Bytes(), typed) {
		t.Fatal("the file changed before the stroke ended")
	}
	road.Release(cellPoint(t, f, "W0701"))
	wantText(t, f, "\n[[road]]\ntype = \"road\"\npath = [\"W0401\", \"W0501\", \"W0601\", \"W0701\"]\n")
	for _, s := range [][2]string{{"W0401", "W0501"}, {"W0501", "W0601"}, {"W0701", "W0601"}} {
		if c := edgeCost(t, f, s[0], s[1]); c != 1 {
			t.Errorf("%s to %s along the road costs %d, want 1", s[0], s[1], c)
		}
	}
	drawn := f.Bytes()
	// A stroke that starts along the road erases where it runs.
	road.Press(cellPoint(t, f, "W0501"))
	road.Drag(cellPoint(t, f, "W0601"))
	road.Release(cellPoint(t, f, "W0601"))
	wantText(t, f, "path = [\"W0401\", \"W0501\"]\n", "path = [\"W0601\", \"W0701\"]\n")
	if c := edgeCost(t, f, "W0501", "W0601"); c != 2 {
		t.Errorf("W0501 to W0601 costs %d after the erase, want the forest's 2", c)
	}
	d.Undo()
	if !bytes.Equal(f.Bytes(), drawn) {
		t.Error("one undo does not take the whole erase stroke back")
	}
	d.Undo()
	if !bytes.Equal(f.Bytes(), typed) {
		t.Error("one undo does not take the whole road stroke")
	}
	undoAll(t, d, f, 1, orig)
}

// Going back into the cell before takes the stroke's last step back.
func TestRoadStrokeStepsBack(t *testing.T) {
	f := builtinMap(t, "test-hex-flat")
	_, mt := newMapDesigner(t, nil, f)
	if err := f.AddRoadType(design.RoadTypeSpec{ID: "track"}); err != nil {
		t.Fatal(err)
	}
	mt.refresh(f)
	road := useTool(t, mt, "Road").(*roadTool)
	road.Press(cellPoint(t, f, "W0202"))
	road.Drag(cellPoint(t, f, "W0302"))
	road.Drag(cellPoint(t, f, "W0402"))
	road.Drag(cellPoint(t, f, "W0302"))
	road.Drag(cellPoint(t, f, "W0303"))
	road.Release(cellPoint(t, f, "W0303"))
	wantText(t, f, "path = [\"W0202\", \"W0302\", \"W0303\"]\n")
}

// A river is drawn by dragging along the sides: from W0303's east corner
// to its south-west one the stroke runs along two of its sides, the one
// it shares with W0403 (column 4 is shoved half a hex down, so W0403 is
// its south-east neighbour) and its bottom, shared with W0304; one edit.
// A stroke starting on a side with a river erases.
func TestRiverStrokeFollowsTheSides(t *testing.T) {
	f := builtinMap(t, "test-hex-flat")
	orig := f.Bytes()
	d, mt := newMapDesigner(t, nil, f)
	edge := useTool(t, mt, "Edge")
	if mt.feature != "river" {
		t.Fatalf("the edge tool's feature is %q", mt.feature)
	}
	edge.Press(cornerPoint(t, f, "W0303", 0))
	edge.Drag(cornerPoint(t, f, "W0303", 120))
	edge.Release(cornerPoint(t, f, "W0303", 120))
	wantText(t, f, "\"W0303/W0403\",\n  \"W0303/W0304\",\n]\n")
	if strings.Count(string(f.Bytes()), "W0303/") != 2 {
		t.Errorf("the stroke put the river on other sides too:\n%s", f.Bytes())
	}
	m := loaded(t, f)
	for _, s := range [][2]string{{"W0303", "W0403"}, {"W0303", "W0304"}} {
		a, _ := m.Cell(s[0])
		b, _ := m.Cell(s[1])
		if !m.Edges.Has(a, b, "river") {
			t.Errorf("no river on %s/%s", s[0], s[1])
		}
	}
	drawn := f.Bytes()
	// Erase: press on the river side (nearest W0403) and drag along it.
	p := cornerPoint(t, f, "W0303", 0)
	p.EdgeFrom, p.EdgeTo, p.OnEdge = "W0303", "W0403", true
	edge.Press(p)
	edge.Drag(cornerPoint(t, f, "W0303", 120))
	edge.Release(cornerPoint(t, f, "W0303", 120))
	if !bytes.Equal(f.Bytes(), orig) {
		t.Errorf("the erase stroke did not take both sides off:\n%s", f.Bytes())
	}
	d.Undo()
	if !bytes.Equal(f.Bytes(), drawn) {
		t.Error("undo does not give back the river the erase stroke took")
	}
	undoAll(t, d, f, 1, orig)
}

// Change road type… edits the tool's road type where it stands (its move
// cost here); Remove is refused while a road is of that type.
func TestChangeRoadType(t *testing.T) {
	f := builtinMap(t, "test-hex-flat")
	d, mt := newMapDesigner(t, nil, f)
	one := 1
	if err := f.AddRoadType(design.RoadTypeSpec{ID: "road", Name: "Road", MoveCost: &one}); err != nil {
		t.Fatal(err)
	}
	if err := f.DrawRoad("road", []string{"W0401", "W0501"}); err != nil {
		t.Fatal(err)
	}
	mt.refresh(f)
	useTool(t, mt, "Road")
	mt.editRoadType("road")
	e, ok := mt.form.(*roadTypeForm)
	if !ok || e.orig != "road" || e.cost.Text != "1" || e.name.Text != "Road" {
		t.Fatalf("the form of road is %+v", mt.form)
	}
	e.cost.SetText("3")
	test.Tap(e.save)
	wantText(t, f, "[road_type.road]\nname = \"Road\"\nmove_cost = 3\n")
	if c := edgeCost(t, f, "W0401", "W0501"); c != 3 {
		t.Errorf("along the road W0401 to W0501 costs %d, want the new 3", c)
	}
	mt.editRoadType("road")
	e = mt.form.(*roadTypeForm)
	before := f.Bytes()
	test.Tap(e.remove)
	if !bytes.Equal(f.Bytes(), before) || !strings.Contains(d.status.Text, "has roads on the map") {
		t.Errorf("removing a road type in use was not refused: %q", d.status.Text)
	}
}
