package designer

import (
	"image"
	"strconv"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"sandtable/board"
	"sandtable/design"
	"sandtable/rules"
	_ "sandtable/rules/freeplay"
	"sandtable/ui/boardview"
	"sandtable/ui/session"
)

// newTestDesigner is a designer on a hand-assembled project of the
// bundled test-hex-flat map, in a test window with a soft board.
func newTestDesigner(t *testing.T) *Designer {
	t.Helper()
	a := test.NewTempApp(t)
	win := a.NewWindow("design")
	g, err := rules.StartNewGame("builtin:test-hex-flat", nil, false)
	if err != nil {
		t.Fatal(err)
	}
	sess := session.New(g)
	b, err := boardview.NewBoard(sess, func(boardview.ShowFunc) (boardview.Compositor, error) {
		return boardview.NewSoftCompositor(func(*image.RGBA) {}), nil
	}, func(string) {})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(b.Close)
	f, err := design.OpenBuiltin("maps", "test-hex-flat")
	if err != nil {
		t.Fatal(err)
	}
	d := New(win, sess, b, &design.Project{Maps: []*design.File{f}}, nil)
	win.SetContent(d.Content())
	return d
}

// The Problems tab's title counts the problems, and ShowTab still finds
// it by its name.
func TestProblemsTabTitleCounts(t *testing.T) {
	d := newTestDesigner(t)
	for _, c := range []struct {
		n    int
		want string
	}{{3, "Problems (3)"}, {1, "Problems (1)"}, {0, "Problems"}} {
		d.setProblemsTitle(c.n)
		last := d.tabs.Items[len(d.tabs.Items)-1]
		if last.Text != c.want {
			t.Errorf("%d problems: tab %q, want %q", c.n, last.Text, c.want)
		}
		d.ShowTab("Map")
		d.ShowTab("Problems")
		if d.tabs.Selected() != last {
			t.Errorf("ShowTab(\"Problems\") does not find the tab titled %q", last.Text)
		}
	}
}

// A problem placed only on a line of the file (no cell, place or unit)
// shows that line of the file beside check's message.
func TestProblemOnALineShowsTheLine(t *testing.T) {
	d := newTestDesigner(t)
	f := d.Proj.Maps[0]
	lines := strings.Split(string(f.Bytes()), "\n")
	n := 0
	for i, l := range lines {
		if strings.HasPrefix(l, "format = ") {
			n = i + 1
		}
	}
	if n == 0 {
		t.Fatal("the map has no format line")
	}
	msg := design.Message{Text: "maps/data/test-hex-flat.toml:" + "format: made up", Place: design.Place{Kind: design.AtPath, Line: n, Entry: -1}}
	d.GoToProblem(Problem{File: f, Msg: msg})
	want := msg.Text + "   ·   line " + strconv.Itoa(n) + ": " + strings.TrimSpace(lines[n-1])
	if d.Status() != want {
		t.Errorf("status %q, want %q", d.Status(), want)
	}
}

// A long problem (check's messages quote file, line, path and the rule's
// words) wraps in the Problems tab: it does not make the side panel as wide
// as itself, squeezing the board (found in the window: a refused CRT cell).
func TestProblemsLongMessageWraps(t *testing.T) {
	d := newTestDesigner(t)
	d.win.Resize(fyne.NewSize(1200, 780))
	before := d.tabs.MinSize().Width
	f := d.Proj.Maps[0]
	err := d.Edit(f, nil, func() error {
		return f.SetKey(0, "default_terrain", "no such terrain, a name long enough to pass any side panel's width by far, "+strings.Repeat("and then some ", 20))
	})
	if err != nil {
		t.Fatal(err)
	}
	if n := len(d.Problems()); n == 0 {
		t.Fatal("the edit made no problem")
	}
	d.ShowTab("Problems")
	if w := d.tabs.MinSize().Width; w > before+50 || w > 500 {
		t.Errorf("with a long problem the side panel needs %.0f wide (%.0f before)", w, before)
	}
}

// A new graph map (one space) opens with room around its space: the home
// view fits MinGraphArea (zoomed in no further than counters need to be
// read), not the one space zoomed in until its name fills the board (found
// in the window: "Space 1" in letters 80 px high).
func TestNewGraphMapHomeHasRoom(t *testing.T) {
	d := newTestDesigner(t)
	d.win.Resize(fyne.NewSize(1200, 780))
	f := design.NewMap("untitled/graph.toml", "graph", "Graph", design.GridSpec{Kind: "graph"})
	p, err := design.NewProjectFrom(f.Name, f.Bytes())
	if err != nil {
		t.Fatal(err)
	}
	d.Proj = p
	p.OnChange(func(*design.File) {})
	d.Resume()
	b := d.Board()
	b.Home()
	sz := b.Size()
	tl, ok1 := b.ToolPointAt(fyne.NewPos(0, 0))
	br, ok2 := b.ToolPointAt(fyne.NewPos(sz.Width-1, sz.Height-1))
	if !ok1 || !ok2 {
		t.Fatalf("no board points at the corners of a %v board", sz)
	}
	w, h := br.At.X-tl.At.X, br.At.Y-tl.At.Y
	if w < MinGraphArea.X/2 && h < MinGraphArea.Y/2 {
		t.Errorf("the home view of a new graph map shows %.0f×%.0f map pixels, want at least half of %v one way", w, h, MinGraphArea)
	}
	// And the space is in view, not off in a corner of empty board.
	sp := d.preview.Maps[0].Topology.(board.SpaceBoard)
	c, _ := d.preview.Maps[0].Cell("Space 1")
	s, _ := sp.Space(c)
	if s.Pos.X < tl.MapAt.X || s.Pos.X > br.MapAt.X || s.Pos.Y < tl.MapAt.Y || s.Pos.Y > br.MapAt.Y {
		t.Errorf("the new graph map's space at %v is out of the home view %v–%v", s.Pos, tl.MapAt, br.MapAt)
	}
}
