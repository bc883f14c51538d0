package designer

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"sandtable/design"
	"sandtable/ui/boardview"
)

// inView reports whether obj lies within the Map tab's scrolled view (its
// top and at least some of it shown) and every container holding it is
// visible.
func inView(t *testing.T, mt *mapTab, obj fyne.CanvasObject) bool {
	t.Helper()
	if !obj.Visible() || !mt.content.Visible() {
		return false
	}
	drv := fyne.CurrentApp().Driver()
	top := drv.AbsolutePositionForObject(obj).Y - drv.AbsolutePositionForObject(mt.body).Y
	off, view := mt.content.Offset.Y, mt.content.Size().Height
	return top >= off && top < off+view && obj.Size().Height > 0
}

// A form opened from the Edge tool's select ("New edge feature…") opens
// its section, closed until then, and is scrolled into view (issue 14,
// round 2: nothing visible happened).
func TestNewEdgeFeatureOpensItsSection(t *testing.T) {
	f := builtinMap(t, "test-hex-flat")
	d, mt := newMapDesigner(t, nil, f)
	d.win.Resize(fyne.NewSize(1000, 450)) // a short window: the section lies below the fold
	if mt.acc.Items[accFeatures].Open {
		t.Fatal("the Edge features section is open at the start: the test would prove nothing")
	}
	// Open every section above it so that the form lies below the fold.
	mt.acc.Open(accTerrains)
	useTool(t, mt, "Edge")
	mt.featSel.SetSelected(newFeatureItem)
	if mt.features.form == nil {
		t.Fatal("New edge feature… opened no form")
	}
	if !mt.acc.Items[accFeatures].Open {
		t.Error("the Edge features section holding the form stays closed")
	}
	if !inView(t, mt, mt.features.box) {
		t.Errorf("the new edge feature's form is not scrolled into view (offset %v, view %v)", mt.content.Offset, mt.content.Size())
	}
	if mt.featSel.Selected == newFeatureItem {
		t.Error("the select shows New edge feature… instead of the feature the tool puts down")
	}
	// The terrain panel's Add terrain type… with its section closed.
	mt.acc.Close(accTerrains)
	mt.content.ScrollToTop()
	mt.terrains.edit("")
	if !mt.acc.Items[accTerrains].Open || !inView(t, mt, mt.terrains.box) {
		t.Error("the new terrain type's form is not shown")
	}
}

// Switching tools takes the previous tool's form away (issue 14, round 2:
// the Place form stayed after choosing Box).
func TestSwitchingToolsClearsTheForm(t *testing.T) {
	f := builtinMap(t, "test-hex-flat")
	_, mt := newMapDesigner(t, nil, f)
	click(useTool(t, mt, "Place"), cellPoint(t, f, "W0505"))
	if _, ok := mt.form.(*placeEditor); !ok || len(mt.details.Objects) == 0 {
		t.Fatal("clicking a cell with the Place tool showed no place form")
	}
	useTool(t, mt, "Box")
	if mt.form != nil || len(mt.details.Objects) != 0 {
		t.Errorf("the Place form still shows with the Box tool: %T", mt.form)
	}
	// The same tool chosen again keeps its form.
	click(useTool(t, mt, "Place"), cellPoint(t, f, "W0505"))
	useTool(t, mt, "Place")
	if _, ok := mt.form.(*placeEditor); !ok {
		t.Error("choosing the Place tool again took its own form away")
	}
}

// The board's tool is the tab shown's: the Map tab's current tool, the
// Set-up tab's set-up tool, the look tool elsewhere; Resume sets it again
// after the window took it away.
func TestToolFollowsTheTab(t *testing.T) {
	f := builtinMap(t, "test-hex-flat")
	d, mt := newMapDesigner(t, nil, f)
	brush := useTool(t, mt, "Brush")
	if d.Tool() != brush {
		t.Fatalf("Map tab: the board's tool is %T, want the brush", d.Tool())
	}
	var setup boardview.Tool
	for _, it := range d.tabs.Items {
		if st, ok := it.Content.(*setupTab); ok {
			setup = st.tool
		}
	}
	for _, c := range []struct {
		tab  string
		want func(boardview.Tool) bool
	}{
		{"Set-up", func(tl boardview.Tool) bool { return tl == setup && setup != nil }},
		{"Scenario", func(tl boardview.Tool) bool { _, ok := tl.(*lookTool); return ok }},
		{"Counters", func(tl boardview.Tool) bool { _, ok := tl.(*lookTool); return ok }},
		{"Problems", func(tl boardview.Tool) bool { _, ok := tl.(*lookTool); return ok }},
		{"Map", func(tl boardview.Tool) bool { return tl == brush }},
	} {
		d.ShowTab(c.tab)
		if !c.want(d.Tool()) {
			t.Errorf("%s tab: the board's tool is %T", c.tab, d.Tool())
		}
	}
	// The window takes the tool away (Play this scenario); Resume gives
	// the tab's back.
	d.ShowTab("Set-up")
	d.board.SetTool(nil)
	d.Resume()
	if d.Tool() != setup {
		t.Errorf("after Resume on the Set-up tab the board's tool is %T", d.Tool())
	}
	d.ShowTab("Map")
	d.board.SetTool(nil)
	d.Resume()
	if d.Tool() != brush {
		t.Errorf("after Resume on the Map tab the board's tool is %T", d.Tool())
	}
	// The look tool changes nothing: it says what was clicked.
	d.ShowTab("Scenario")
	before := string(f.Bytes())
	click(d.Tool(), cellPoint(t, f, "W0505"))
	if string(f.Bytes()) != before || !strings.Contains(d.status.Text, "W0505") {
		t.Errorf("a click with the look tool: status %q, file changed %v", d.status.Text, string(f.Bytes()) != before)
	}
}

// Tool keys act only while the Map tab shows.
func TestToolKeysOnlyOnTheMapTab(t *testing.T) {
	f := builtinMap(t, "test-hex-flat")
	d, mt := newMapDesigner(t, nil, f)
	if !d.TypedRune('b') || mt.tool.name != "Brush" {
		t.Fatalf("B on the Map tab chose %s", mt.tool.name)
	}
	d.ShowTab("Scenario")
	if d.TypedRune('3') || mt.tool.name != "Brush" {
		t.Errorf("3 on the Scenario tab chose %s", mt.tool.name)
	}
	if _, ok := d.Tool().(*lookTool); !ok {
		t.Errorf("a key on the Scenario tab gave the board the tool %T", d.Tool())
	}
}

// The status bar says what to do at the start, and the title names the
// project.
func TestWelcomeAndTitle(t *testing.T) {
	f := builtinMap(t, "test-hex-flat")
	d, _ := newMapDesigner(t, nil, f)
	if s := d.status.Text; !strings.Contains(s, "Pick a tool") || !strings.Contains(s, "map") {
		t.Errorf("status at the start: %q", s)
	}
	// A lone map whose places name one side: "1 side", not "1 sides".
	one := design.Open("one.toml", []byte("format = \"sandtable-map\"\nversion = 1\nid = \"one\"\nname = \"One side\"\n\n"+
		"[grid]\nkind = \"hex\"\norientation = \"flat\"\ncols = 2\nrows = 2\n\n[terrain.clear]\nname = \"Clear\"\ncolor = \"#ffffff\"\n\n"+
		"[[place]]\nid = \"a\"\nname = \"A\"\nkinds = [\"town\"]\ncells = [\"0101\"]\nside = \"allies\"\n"))
	if od, _ := newMapDesigner(t, nil, one); !strings.HasPrefix(od.status.Text, "One side: a 2×2 hex map, 1 side.") {
		t.Errorf("status at the start of a one-side map: %q", od.status.Text)
	}
	name := loaded(t, f).Name
	if title := d.Title(); !strings.Contains(title, name) {
		t.Errorf("title %q does not name the map %q", title, name)
	}
	// A new design says so, and what it is.
	nd := New(d.win, d.sess, d.board, design.NewProject(), nil)
	if s := nd.status.Text; !strings.HasPrefix(s, "New design: a 12×10 hex map, 2 sides.") || !strings.Contains(s, "Pick a tool") {
		t.Errorf("status at the start of a new design: %q", s)
	}
	if title := nd.Title(); !strings.Contains(title, "New scenario") || !strings.Contains(title, "untitled") {
		t.Errorf("a new design's title %q", title)
	}
	_ = test.NewTempApp
}

// boardPointOn is the board's own tool point (ToolPointAt) on the
// connection between spaces a and b of a graph map, found by scanning the
// board widget.
func boardPointOn(t *testing.T, d *Designer, a, b string) boardview.ToolPoint {
	t.Helper()
	sz := d.board.Size()
	for y := float32(0); y < sz.Height; y += 2 {
		for x := float32(0); x < sz.Width; x += 2 {
			p, ok := d.board.ToolPointAt(fyne.NewPos(x, y))
			if ok && p.OnEdge && (p.EdgeFrom == a && p.EdgeTo == b || p.EdgeFrom == b && p.EdgeTo == a) {
				return p
			}
		}
	}
	t.Fatalf("no point of the board lies on the %s–%s connection", a, b)
	return boardview.ToolPoint{}
}

// A connection clicked where the board says the pointer is on it (off the
// spaces, on no cell) is removed: the Connect tool read the cell under
// the pointer, which a point-to-point map has none of there.
func TestConnectionClickedOnTheBoardIsRemoved(t *testing.T) {
	f := builtinMap(t, "test-points")
	d, mt := newMapDesigner(t, nil, f)
	conn := useTool(t, mt, "Connect")
	p := boardPointOn(t, d, "Nairobi", "Mombasa")
	if p.OnCell {
		t.Logf("the point found is on cell %s too", p.Label)
	}
	click(conn, p)
	if strings.Contains(string(f.Bytes()), "a = \"Nairobi\"\nb = \"Mombasa\"") {
		t.Errorf("clicking the Nairobi–Mombasa connection on the board did not remove it (status %q)", d.status.Text)
	}
}
