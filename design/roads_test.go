package design

import (
	"bytes"
	"strings"
	"testing"

	"sandtable/maps"
)

func moveCost(t *testing.T, m *maps.Map, a, b string) int {
	t.Helper()
	ca, err1 := m.Cell(a)
	cb, err2 := m.Cell(b)
	if err1 != nil || err2 != nil {
		t.Fatal(err1, err2)
	}
	c, ok := m.MoveCost(ca, cb)
	if !ok {
		return -1
	}
	return c
}

// TestRoadStrokes draws and erases roads on test-hex-flat as a designer's
// strokes do, each ONE edit, and checks the loaded map and the text: W0501
// and W0601 are forest (2 to enter), W0401 and W0701 clear; the road
// costs 1 a cell.
func TestRoadStrokes(t *testing.T) {
	f := openFlat(t)
	opened := bytes.Clone(f.Bytes())
	one := 1
	if err := f.AddRoadType(RoadTypeSpec{ID: "road", Name: "Road", Color: "#7a4420", Style: "dashed", MoveCost: &one}); err != nil {
		t.Fatal(err)
	}
	if m := f.Result().Map; moveCost(t, m, "W0401", "W0501") != 2 {
		t.Fatalf("forest costs %d before the road", moveCost(t, m, "W0401", "W0501"))
	}
	if err := f.DrawRoad("road", []string{"W0401", "W0501", "W0601", "W0701"}); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(f.Bytes()), "\n[[road]]\ntype = \"road\"\npath = [\"W0401\", \"W0501\", \"W0601\", \"W0701\"]\n") {
		t.Fatalf("no [[road]] item in\n%s", f.Bytes())
	}
	m := f.Result().Map
	if m == nil {
		t.Fatalf("the map does not check: %v", f.Result().Messages)
	}
	for _, s := range [][2]string{{"W0401", "W0501"}, {"W0501", "W0601"}, {"W0601", "W0501"}, {"W0601", "W0701"}} {
		if c := moveCost(t, m, s[0], s[1]); c != 1 {
			t.Errorf("%s to %s along the road costs %d, want 1", s[0], s[1], c)
		}
	}
	// A stroke back over the road adds only the link it lacks.
	if err := f.DrawRoad("road", []string{"W0601", "W0701", "W0801"}); err != nil {
		t.Fatal(err)
	}
	if n := len(f.Items("road")); n != 2 {
		t.Fatalf("%d [[road]] items, want 2", n)
	}
	if !strings.Contains(string(f.Bytes()), "path = [\"W0701\", \"W0801\"]") {
		t.Errorf("the second stroke did not add W0701-W0801 alone:\n%s", f.Bytes())
	}
	// A stroke over nothing new is no edit.
	undos := len(f.undo)
	if err := f.DrawRoad("road", []string{"W0501", "W0601"}); err != nil || len(f.undo) != undos {
		t.Errorf("redrawing a road: %v, %d edits, want none", err, len(f.undo)-undos)
	}
	// Erasing the middle link splits the first road in two.
	if err := f.EraseRoads("", []string{"W0601", "W0501"}); err != nil {
		t.Fatal(err)
	}
	if n := len(f.Items("road")); n != 3 {
		t.Fatalf("%d [[road]] items after the erase, want 3:\n%s", n, f.Bytes())
	}
	m = f.Result().Map
	if c := moveCost(t, m, "W0501", "W0601"); c != 2 {
		t.Errorf("W0501 to W0601 costs %d after the erase, want the forest's 2", c)
	}
	if c := moveCost(t, m, "W0401", "W0501"); c != 1 {
		t.Errorf("W0401 to W0501 costs %d after the erase, want the road's 1", c)
	}
	// Erasing a whole road takes its [[road]] away.
	if err := f.EraseRoads("road", []string{"W0701", "W0801"}); err != nil {
		t.Fatal(err)
	}
	if n := len(f.Items("road")); n != 2 {
		t.Errorf("%d [[road]] items, want 2", n)
	}
	// Not a path of neighbours: refused, no edit.
	if err := f.DrawRoad("road", []string{"W0101", "W0301"}); err == nil {
		t.Error("a road between W0101 and W0301 was drawn")
	}
	// Every stroke is one undo step: five undos give back the opened bytes.
	for k := 0; k < 5; k++ {
		if !f.Undo() {
			t.Fatalf("undo %d failed", k)
		}
	}
	if !bytes.Equal(f.Bytes(), opened) {
		t.Errorf("five undos do not give back the opened file")
	}
	if f.CanUndo() {
		t.Errorf("more to undo: %s", f.UndoName())
	}
}

// TestRiverStrokeIsOneEdit draws a river along three hexsides as ONE edit
// and erases two of them as one more; undo takes each stroke whole.
func TestRiverStrokeIsOneEdit(t *testing.T) {
	f := openFlat(t)
	opened := bytes.Clone(f.Bytes())
	stroke := [][2]string{{"W0801", "W0802"}, {"W0802", "W0902"}, {"W0802", "W0803"}}
	if err := f.SetEdges("river", stroke, true); err != nil {
		t.Fatal(err)
	}
	if len(f.undo) != 1 {
		t.Fatalf("%d edits, want 1", len(f.undo))
	}
	m := f.Result().Map
	for _, s := range stroke {
		if !hasEdge(t, m, s[0], s[1], "river") {
			t.Errorf("no river on %s/%s", s[0], s[1])
		}
	}
	afterDraw := bytes.Clone(f.Bytes())
	if err := f.SetEdges("river", stroke[:2], false); err != nil {
		t.Fatal(err)
	}
	m = f.Result().Map
	if hasEdge(t, m, "W0801", "W0802", "river") || !hasEdge(t, m, "W0802", "W0803", "river") {
		t.Errorf("the erase stroke took the wrong sides")
	}
	// Erasing where there is no river is no edit.
	if err := f.SetEdges("river", [][2]string{{"W0101", "W0102"}}, false); err != nil || len(f.undo) != 2 {
		t.Errorf("erasing nothing: %v, %d edits", err, len(f.undo))
	}
	f.Undo()
	if !bytes.Equal(f.Bytes(), afterDraw) {
		t.Error("undo of the erase stroke does not give back the drawn river")
	}
	f.Undo()
	if !bytes.Equal(f.Bytes(), opened) {
		t.Error("undo of the draw stroke does not give back the opened file")
	}
}
