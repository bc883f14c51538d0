package boardview

import (
	"image"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/test"

	"sandtable/rules"
	_ "sandtable/rules/freeplay"
	"sandtable/scenarios"
	"sandtable/ui/session"
)

// testBoard is a board of test-hex-flat in an 800×600 test window, with
// the pure-Go compositor; frames arrive on the returned channel.
func testBoard(t *testing.T) (*Board, *session.Session, fyne.Window, chan *image.RGBA, *string) {
	t.Helper()
	return testBoardOf(t, "")
}

// testBoardOf is testBoard with the scenario played by rules module
// module ("" its own, freeplay).
func testBoardOf(t *testing.T, module string) (*Board, *session.Session, fyne.Window, chan *image.RGBA, *string) {
	t.Helper()
	test.NewTempApp(t)
	s, err := scenarios.Builtin("test-hex-flat")
	if err != nil {
		t.Fatal(err)
	}
	if module != "" {
		c := *s
		c.Module = module
		s = &c
	}
	g, err := rules.NewGame(s, nil, 5, false)
	if err != nil {
		t.Fatal(err)
	}
	sess := session.New(g)
	frames := make(chan *image.RGBA, 64)
	status := new(string)
	b, err := NewBoard(sess, func(show ShowFunc) (Compositor, error) {
		return NewSoftCompositor(func(img *image.RGBA) {
			show(img)
			select {
			case frames <- img:
			default:
			}
		}), nil
	}, func(s string) { *status = s })
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(b.Close)
	w := test.NewWindow(b)
	w.Resize(fyne.NewSize(800, 600))
	b.Resize(fyne.NewSize(800, 600))
	return b, sess, w, frames, status
}

// drag moves the pointer from p0 to p1 in two steps and releases, with
// events shaped as the desktop driver sends them (Position is where the
// pointer is now, Dragged the move since the last event). Fyne's test.Drag
// reports the start position instead, which no real pointer does.
func drag(b *Board, p0, p1 fyne.Position) {
	mid := fyne.NewPos(p0.X+(p1.X-p0.X)/4, p0.Y+(p1.Y-p0.Y)/4)
	b.Dragged(&fyne.DragEvent{PointEvent: fyne.PointEvent{Position: mid}, Dragged: fyne.NewDelta(mid.X-p0.X, mid.Y-p0.Y)})
	b.Dragged(&fyne.DragEvent{PointEvent: fyne.PointEvent{Position: p1}, Dragged: fyne.NewDelta(p1.X-mid.X, p1.Y-mid.Y)})
	b.DragEnd()
}

// screenOf is the widget position of a location's centre.
func screenOf(b *Board, loc rules.Location) fyne.Position {
	p, _ := b.PlacePosition(loc)
	return p
}

// waitFrame waits for the compositor's frames to settle and returns the
// last. Its deadline bounds a hang, not a speed: under -race on two busy
// cores (make test runs three test binaries at once) the first frame of a
// board took over 5 s.
func waitFrame(t *testing.T, frames chan *image.RGBA) *image.RGBA {
	t.Helper()
	var last *image.RGBA
	deadline := time.After(60 * time.Second)
	for {
		select {
		case f := <-frames:
			last = f
		case <-time.After(200 * time.Millisecond):
			if last != nil {
				return last
			}
		case <-deadline:
			t.Fatal("no frame arrived")
		}
	}
}

func TestFramesArriveAtWidgetSize(t *testing.T) {
	b, _, _, frames, _ := testBoard(t)
	f := waitFrame(t, frames)
	k := b.pixelScale()
	if want := image.Pt(int(800*k+0.5), int(600*k+0.5)); f.Bounds().Size() != want {
		t.Errorf("frame %v, want %v", f.Bounds().Size(), want)
	}
}

// A drag from a movable counter to another cell applies exactly the legal
// move action, and the status bar says so.
func TestDragMovesThroughTheLegalList(t *testing.T) {
	b, sess, _, frames, status := testBoard(t)
	waitFrame(t, frames)
	var a rules.Action
	for _, l := range sess.LegalWith("move", "") {
		if from, ok := b.unitLocOf(l.Args[0]); ok && from.OnMap() {
			a = l
			break
		}
	}
	from, _ := b.unitLocOf(a.Args[0])
	m := sess.Game.Scenario.Map(from.Map)
	var nb []rules.Location
	for _, c := range m.Topology.Neighbors(from.Cell, nil) {
		nb = append(nb, rules.Location{Map: from.Map, Cell: c})
	}
	to := nb[0]
	// Only the top counter is picked up: make sure it is our unit's stack top.
	units := sess.UnitsAt(from)
	top := units[len(units)-1].ID
	p0, p1 := screenOf(b, from), screenOf(b, to)
	drag(b, p0, p1)
	log := sess.Game.Log()
	if len(log) != 1 {
		t.Fatalf("log has %d actions after one drag, want 1 (status %q)", len(log), *status)
	}
	want := rules.Action{Side: sess.Game.Status().Active[0], Verb: "move", Args: []string{top, to.Text(sess.Game.Scenario)}}
	if !log[0].Action.Equal(want) {
		t.Errorf("applied %q, want %q", log[0].Action, want)
	}
	// People read names: the counter's name and values, the cell's label.
	sc := sess.Game.Scenario
	var u rules.UnitView
	for _, v := range sess.View().Units {
		if v.ID == top {
			u = v
		}
	}
	if wantStatus := "moved " + rules.UnitName(sc.Counters, u) + " to " + rules.LocationName(sc, to.Text(sc)); *status != wantStatus || strings.Contains(*status, top) {
		t.Errorf("status %q, want %q (no ids)", *status, wantStatus)
	}
	if b.lastMove == nil {
		t.Error("the last move is not shown")
	}
}

func TestDropOffTheBoardSnapsBack(t *testing.T) {
	b, sess, _, frames, status := testBoard(t)
	waitFrame(t, frames)
	var from rules.Location
	for _, l := range sess.LegalWith("move", "") {
		if loc, ok := b.unitLocOf(l.Args[0]); ok && loc.OnMap() {
			from = loc
			break
		}
	}
	p0 := screenOf(b, from)
	drag(b, p0, fyne.NewPos(2, 2)) // to the top-left corner, outside every map
	if len(sess.Game.Log()) != 0 {
		t.Fatalf("a drop off the board applied %q", sess.Game.Log()[0].Action)
	}
	if !strings.Contains(*status, "goes back") {
		t.Errorf("status %q should say the counter goes back", *status)
	}
}

func TestDragOnEmptySpacePansAndWheelZooms(t *testing.T) {
	b, sess, w, frames, _ := testBoard(t)
	waitFrame(t, frames)
	before := b.view
	drag(b, fyne.NewPos(3, 3), fyne.NewPos(43, 28))
	if b.view.Origin == before.Origin || len(sess.Game.Log()) != 0 {
		t.Errorf("dragging empty space did not pan (view %+v -> %+v)", before, b.view)
	}
	s0 := b.view.Scale
	test.Scroll(w.Canvas(), fyne.NewPos(400, 300), 0, 10)
	if b.view.Scale <= s0 {
		t.Errorf("wheel up did not zoom in: %v -> %v", s0, b.view.Scale)
	}
}

func TestTapSelectsAndDescribes(t *testing.T) {
	b, sess, _, frames, status := testBoard(t)
	waitFrame(t, frames)
	loc := rules.Location{Map: sess.Game.Scenario.Maps[0].ID}
	loc.Cell, _ = sess.Game.Scenario.Maps[0].Cell("W0906")
	test.TapAt(b, screenOf(b, loc))
	if sel := sess.Selected(); sel == nil || *sel != loc {
		t.Fatalf("selected %v, want W0906", sel)
	}
	if !strings.HasPrefix(*status, "W0906 · ") {
		t.Errorf("status %q should describe W0906", *status)
	}
}

// unitLocOf finds a unit's location in the viewer's view.
func (b *Board) unitLocOf(id string) (rules.Location, bool) {
	for _, u := range b.sess.View().Units {
		if u.ID == id {
			return b.sess.UnitLocation(u)
		}
	}
	return rules.Location{}, false
}

func TestMiddleButtonPans(t *testing.T) {
	b, _, _, frames, _ := testBoard(t)
	waitFrame(t, frames)
	before := b.view.Origin
	b.MouseDown(&desktop.MouseEvent{Button: desktop.MouseButtonTertiary, PointEvent: fyne.PointEvent{Position: fyne.NewPos(100, 100)}})
	b.MouseMoved(&desktop.MouseEvent{PointEvent: fyne.PointEvent{Position: fyne.NewPos(150, 120)}})
	b.MouseUp(&desktop.MouseEvent{Button: desktop.MouseButtonTertiary})
	b.MouseMoved(&desktop.MouseEvent{PointEvent: fyne.PointEvent{Position: fyne.NewPos(300, 300)}})
	k := float64(b.pixelScale())
	want := before.X - 50*k/b.view.Scale
	if d := b.view.Origin.X - want; d > 1e-6 || d < -1e-6 {
		t.Errorf("origin x %v, want %v (a 50-unit pan, and none after release)", b.view.Origin.X, want)
	}
}

// The control overlay tints controlled cells: at least one cell of the
// bundled scenario is controlled from the start (its places' owners).
func TestControlOverlay(t *testing.T) {
	b, sess, _, frames, _ := testBoard(t)
	waitFrame(t, frames)
	if len(sess.View().Control) == 0 {
		t.Fatal("the bundled scenario's places have owners, yet no cell is controlled at the start")
	}
	if n := len(b.controlHighlights(sess.View())); n != len(sess.View().Control) {
		t.Errorf("%d highlights for %d controlled cells", n, len(sess.View().Control))
	}
}

// Fyne destroys the renderer of a widget out of the window for a minute
// (the board behind a hotseat hand-over screen) and makes a new one when
// it is back: the board must still draw then. It drew nothing ever after
// when the renderer's Destroy closed its compositor.
func TestBoardDrawsAfterItsRendererIsDestroyed(t *testing.T) {
	b, _, w, frames, _ := testBoard(t)
	waitFrame(t, frames)
	test.WidgetRenderer(b).Destroy() // as Fyne's cache does after a minute unseen
	w.SetContent(b)                  // back in the window: a new renderer
	b.Zoom(1.5, 100, 100)
	waitFrame(t, frames)
	b.Close()
	// Pictures drawn before Close (tiles still coming) may arrive: let
	// them, then a change after Close draws nothing.
	for quiet := false; !quiet; {
		select {
		case <-frames:
		case <-time.After(500 * time.Millisecond):
			quiet = true
		}
	}
	b.Zoom(1.5, 100, 100)
	select {
	case <-frames:
		t.Error("a frame arrived after Close, want none: Close stops the compositor")
	case <-time.After(500 * time.Millisecond):
	}
}
