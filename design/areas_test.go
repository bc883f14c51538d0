package design

import (
	"slices"
	"strings"
	"testing"

	"sandtable/board"
)

const areasText = `format = "sandtable-map"
version = 1
id = "areas"

[grid]
kind = "graph"
adjacency = "borders"

[terrain.land]
color = "#d0c090"

[value.ipc]
name = "IPC"
show = true

# West and East share the side x = 100.
[[space]]
id = "West"
x = 50
y = 50
polygon = [[0, 0], [100, 0], [100, 100], [0, 100]]
values = { ipc = 2 }

[[space]]
id = "East"
x = 150
y = 50
polygon = [[100, 0], [200, 0], [200, 100], [100, 100]]

[[space]]
id = "Isle"
x = 300
y = 50
polygon = [[280, 30], [320, 30], [320, 70], [280, 70]]

[[connection]]
a = "East"
b = "Isle"
kind = "strait"
`

func openAreas(t *testing.T) *File {
	t.Helper()
	f := Open("areas.toml", []byte(areasText))
	if r := f.Result(); !r.OK() {
		t.Fatalf("the test map does not check: %v", r.Messages)
	}
	return f
}

func adjacent(t *testing.T, f *File, a, b string) bool {
	t.Helper()
	m := f.Result().Map
	if m == nil {
		t.Fatalf("does not check: %v", f.Result().Messages)
	}
	ca, err1 := m.Cell(a)
	cb, err2 := m.Cell(b)
	if err1 != nil || err2 != nil {
		t.Fatal(err1, err2)
	}
	return m.Topology.Adjacent(ca, cb)
}

// undoes checks that undo gives back the opened text and redo the edited.
func undoes(t *testing.T, f *File) {
	t.Helper()
	edited := string(f.Bytes())
	if !f.Undo() || string(f.Bytes()) != areasText {
		t.Errorf("undo gives\n%s", f.Bytes())
	}
	if !f.Redo() || string(f.Bytes()) != edited {
		t.Errorf("redo gives\n%s", f.Bytes())
	}
}

func TestSetOutlinesMovesSharedCorner(t *testing.T) {
	f := openAreas(t)
	// The shared corner (100, 0) moves to (110, -5) in both areas.
	err := f.SetOutlines("move corner", map[string][]board.Point{
		"West": {{X: 0, Y: 0}, {X: 110, Y: -5}, {X: 100, Y: 100}, {X: 0, Y: 100}},
		"East": {{X: 110, Y: -5}, {X: 200, Y: 0}, {X: 200, Y: 100}, {X: 100, Y: 100}},
	})
	if err != nil {
		t.Fatal(err)
	}
	text := string(f.Bytes())
	for _, want := range []string{
		"polygon = [[0, 0], [110, -5], [100, 100], [0, 100]]\nvalues = { ipc = 2 }",
		"polygon = [[110, -5], [200, 0], [200, 100], [100, 100]]\n",
	} {
		if !strings.Contains(text, want) {
			t.Errorf("no %q in\n%s", want, text)
		}
	}
	if !adjacent(t, f, "West", "East") {
		t.Error("West and East are no longer neighbours")
	}
	if f.UndoName() != "move corner" {
		t.Errorf("one edit named %q", f.UndoName())
	}
	undoes(t, f)
}

func TestSetOutlinesMovesCentreOutside(t *testing.T) {
	f := openAreas(t)
	// Isle's centre (300, 50) is outside its new outline: it moves inside.
	if err := f.SetOutlines("reshape", map[string][]board.Point{"Isle": {{X: 400, Y: 30}, {X: 440, Y: 30}, {X: 440, Y: 70}, {X: 400, Y: 70}}}); err != nil {
		t.Fatal(err)
	}
	if s := f.Spaces()[2]; s.X != 420 || s.Y != 50 {
		t.Errorf("Isle's centre is %v, %v; want 420, 50", s.X, s.Y)
	}
}

func TestSplitArea(t *testing.T) {
	f := openAreas(t)
	if err := f.SplitArea("West", []board.Point{{X: 50, Y: 0}, {X: 50, Y: 100}}, "North West"); err != nil {
		t.Fatal(err)
	}
	sp := f.Spaces()
	if len(sp) != 4 || sp[1].ID != "North West" {
		t.Fatalf("spaces %v", sp)
	}
	// West runs (0,0) (100,0) (100,100) (0,100): from the cut's start
	// (50,0) on to its end (50,100) is the east half.
	if got, want := sp[0].Polygon, [][]float64{{50, 0}, {100, 0}, {100, 100}, {50, 100}}; !slices.EqualFunc(got, want, slices.Equal) {
		t.Errorf("West's outline %v, want %v", got, want)
	}
	if got, want := sp[1].Polygon, [][]float64{{50, 100}, {0, 100}, {0, 0}, {50, 0}}; !slices.EqualFunc(got, want, slices.Equal) {
		t.Errorf("North West's outline %v, want %v", got, want)
	}
	if sp[0].X != 75 || sp[0].Y != 50 || sp[1].X != 25 || sp[1].Y != 50 {
		t.Errorf("centres (%v, %v) and (%v, %v), want (75, 50) and (25, 50)", sp[0].X, sp[0].Y, sp[1].X, sp[1].Y)
	}
	if !adjacent(t, f, "West", "North West") || !adjacent(t, f, "West", "East") || adjacent(t, f, "North West", "East") {
		t.Error("after the split, the halves are each other's neighbours and only the east half East's")
	}
	undoes(t, f)
	if err := f.SplitArea("East", []board.Point{{X: 150, Y: 0}, {X: 150, Y: 50}}, "X"); err == nil || !strings.Contains(err.Error(), "must start and end on the area's border") {
		t.Errorf("a cut ending inside: %v", err)
	}
}

func TestMergeAreas(t *testing.T) {
	f := openAreas(t)
	if err := f.MergeAreas("West", "East"); err != nil {
		t.Fatal(err)
	}
	sp := f.Spaces()
	if len(sp) != 2 || sp[0].ID != "West" || sp[1].ID != "Isle" {
		t.Fatalf("spaces %v", sp)
	}
	if got := board.PolygonArea(Points(sp[0].Polygon)); got != 20000 {
		t.Errorf("the merged area is %v px², want 20000", got)
	}
	// East's strait now joins West.
	if !strings.Contains(string(f.Bytes()), "[[connection]]\na = \"West\"\nb = \"Isle\"\nkind = \"strait\"\n") {
		t.Errorf("the strait does not join West:\n%s", f.Bytes())
	}
	if !adjacent(t, f, "West", "Isle") {
		t.Error("West and Isle are not neighbours")
	}
	undoes(t, f)
	if err := f.MergeAreas("West", "Isle"); err == nil || !strings.Contains(err.Error(), "share no border") {
		t.Errorf("merging areas apart: %v", err)
	}
}

func TestValues(t *testing.T) {
	f := openAreas(t)
	if err := f.AddValue(ValueSpec{ID: "vp", Name: "Victory points"}); err != nil {
		t.Fatal(err)
	}
	if err := f.SetSpaceValue("East", "vp", 3, false); err != nil {
		t.Fatal(err)
	}
	if err := f.SetSpaceValue("West", "ipc", 0, true); err != nil {
		t.Fatal(err)
	}
	text := string(f.Bytes())
	for _, want := range []string{
		"[value.ipc]\nname = \"IPC\"\nshow = true\n\n[value.vp]\nname = \"Victory points\"\n",
		"polygon = [[0, 0], [100, 0], [100, 100], [0, 100]]\n\n[[space]]\nid = \"East\"",
		"polygon = [[100, 0], [200, 0], [200, 100], [100, 100]]\nvalues = { vp = 3 }\n",
	} {
		if !strings.Contains(text, want) {
			t.Errorf("no %q in\n%s", want, text)
		}
	}
	m := f.Result().Map
	if m == nil {
		t.Fatalf("does not check: %v", f.Result().Messages)
	}
	east, _ := m.Cell("East")
	if v, ok := m.Value(east, "vp"); v != 3 || !ok {
		t.Errorf("East's vp = %d, %v", v, ok)
	}
	if vs := f.Values(); len(vs) != 2 || vs[0].ID != "ipc" || !vs[0].Show || vs[1].Name != "Victory points" {
		t.Errorf("Values() = %+v", vs)
	}
	if err := f.AddValue(ValueSpec{ID: "ipc"}); err == nil {
		t.Error("a second [value.ipc] was added")
	}
}

// A new area map has adjacency from borders and one area to split.
func TestNewAreaMap(t *testing.T) {
	f := NewMap("a.toml", "a", "", GridSpec{Kind: "graph", Adjacency: "borders"})
	r := f.Result()
	if !r.OK() || r.Map.Topology.Len() != 1 {
		t.Fatalf("new area map: %v\n%s", r.Messages, f.Bytes())
	}
	if !strings.Contains(string(f.Bytes()), "[grid]\nkind = \"graph\"\nadjacency = \"borders\"\n") {
		t.Errorf("no adjacency in\n%s", f.Bytes())
	}
	if err := f.SplitArea("Area 1", []board.Point{{X: 200, Y: 0}, {X: 200, Y: 300}}, "Area 2"); err != nil {
		t.Fatal(err)
	}
	if !adjacent(t, f, "Area 1", "Area 2") {
		t.Error("the two halves are not neighbours")
	}
}

// A cut ending on a neighbour's side gives the neighbour a corner there,
// so that moving that corner later moves both borders.
func TestSplitKeepsNeighboursInStep(t *testing.T) {
	f := openAreas(t)
	if err := f.SplitArea("East", []board.Point{{X: 100, Y: 50}, {X: 200, Y: 50}}, "South East"); err != nil {
		t.Fatal(err)
	}
	if got, want := f.Spaces()[0].Polygon, [][]float64{{0, 0}, {100, 0}, {100, 50}, {100, 100}, {0, 100}}; !slices.EqualFunc(got, want, slices.Equal) {
		t.Errorf("West's outline %v, want %v", got, want)
	}
	if f.UndoName() != "split East" {
		t.Errorf("not one edit: %q", f.UndoName())
	}
	if !adjacent(t, f, "West", "South East") || !adjacent(t, f, "West", "East") {
		t.Error("West is not the neighbour of both halves")
	}
	undoes(t, f)
}
