package boardview

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"sandtable/board"
	"sandtable/rules"
	_ "sandtable/rules/vernian"
	"sandtable/scenarios"
	"sandtable/ui/session"
)

// screenAt is the widget position of a board-layout point.
func screenAt(b *Board, p board.Point) fyne.Position {
	x, y := b.view.ToScreen(p)
	k := float64(b.pixelScale())
	return fyne.NewPos(float32(x/k), float32(y/k))
}

// fillBox moves every unit of the game into box id (freeplay moves any
// counter anywhere) and returns the box's location.
func fillBox(t *testing.T, sess *session.Session, id string) rules.Location {
	t.Helper()
	sc := sess.Game.Scenario
	box, err := rules.ParseLocation(sc, "box:"+id)
	if err != nil {
		t.Fatal(err)
	}
	for _, u := range sess.View().Units {
		if at, _ := sess.UnitLocation(u); at == box {
			continue
		}
		a := rules.Action{Side: sess.Actor(), Verb: "move", Args: []string{u.ID, box.Text(sc)}}
		if _, err := sess.Apply(a); err != nil {
			t.Fatal(err)
		}
	}
	return box
}

// Every counter in a box is taken as itself: a drag from each counter of
// a box holding every unit of the scenario (both sides, face-down ones
// too) moves exactly that unit, and a tap names it.
func TestBoxCountersArePickedOneByOne(t *testing.T) {
	b, sess, _, frames, status := testBoard(t)
	box := fillBox(t, sess, "central-reserve")
	b.ZoomCenter(1.5) // the box's counters at a size a player would take them
	waitFrame(t, frames)
	sc := sess.Game.Scenario
	units := b.boxGroups()[box]
	if len(units) != 14 {
		t.Fatalf("%d units in the box, want all 14 of the scenario", len(units))
	}
	pts, _ := b.boxLayout(box, b.counterSide(box), len(units))
	to, _ := rules.ParseLocation(sc, "W0505")
	for k, u := range units {
		test.TapAt(b, screenAt(b, pts[k]))
		if want := rules.UnitName(sc.Counters, u) + " · Central reserve (14 units)"; *status != want {
			t.Errorf("tap on counter %d: status %q, want %q", k, *status, want)
		}
		n := len(sess.Game.Log())
		drag(b, screenAt(b, pts[k]), screenOf(b, to))
		log := sess.Game.Log()
		if len(log) != n+1 {
			t.Fatalf("drag from counter %d (%s) applied nothing: %q", k, u.ID, *status)
		}
		if got := log[n].Action.Args; got[0] != u.ID || got[1] != "W0505" {
			t.Errorf("drag from counter %d (%s) moved %v", k, u.ID, got)
		}
		if err := sess.Undo(); err != nil {
			t.Fatal(err)
		}
	}
}

// A box shows every counter in it: they shrink to fit, never overlap, and
// when even shrunk they do not fit, the rows go on below the box.
func TestBoxTrayLayout(t *testing.T) {
	b, sess, _, _, _ := testBoard(t)
	sc := sess.Game.Scenario
	box, _ := rules.ParseLocation(sc, "box:central-reserve")
	bx := sc.Maps[0].Box("central-reserve")
	off := b.layout.Offsets[0]
	side := b.counterSide(box)
	inside := func(p board.Point, s float64) bool {
		return p.X-s/2 >= bx.Rect.Min.X+off.X && p.X+s/2 <= bx.Rect.Max.X+off.X &&
			p.Y-s/2 >= bx.Rect.Min.Y+off.Y && p.Y+s/2 <= bx.Rect.Max.Y+off.Y
	}
	for _, n := range []int{1, 5, 14, 30, 200} {
		pts, s := b.boxLayout(box, side, n)
		if len(pts) != n {
			t.Fatalf("%d counters laid out for %d", len(pts), n)
		}
		if s > side || s < side*minTrayShrink {
			t.Errorf("n=%d: side %v, want between %v and %v", n, s, side*minTrayShrink, side)
		}
		all := true
		for i, p := range pts {
			all = all && inside(p, s)
			for _, q := range pts[:i] {
				if dx, dy := p.X-q.X, p.Y-q.Y; dx*dx+dy*dy < s*s*0.99 {
					t.Fatalf("n=%d: counters at %v and %v overlap (side %v)", n, p, q, s)
				}
			}
		}
		switch {
		case n <= 14 && !all:
			t.Errorf("n=%d: counters leave the box (side %v)", n, s)
		case n == 14 && s == side:
			t.Errorf("n=14: the counters did not shrink to fit")
		case n == 200 && (all || s != side*minTrayShrink):
			t.Errorf("n=200: side %v, all inside %v; want the smallest side and rows below the box", s, all)
		}
	}
}

// Dragging a counter that may not move says why in the status bar and
// neither moves nor pans the board.
func TestDragOfImmovableCounterSaysWhy(t *testing.T) {
	test.NewTempApp(t)
	sc, err := scenarios.Builtin("vernian")
	if err != nil {
		t.Fatal(err)
	}
	g, err := rules.NewGame(sc, nil, 1, false)
	if err != nil {
		t.Fatal(err)
	}
	sess := session.New(g)
	sess.Solitaire = true
	status := new(string)
	b, err := NewBoard(sess, func(show ShowFunc) (Compositor, error) { return NewSoftCompositor(show), nil }, func(s string) { *status = s })
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(b.Close)
	w := test.NewWindow(b)
	defer w.Close()
	w.Resize(fyne.NewSize(800, 600))
	b.Resize(fyne.NewSize(800, 600))
	b.ZoomCenter(3)
	// The Allies set up first: a German corps on the map may not move.
	if sess.Actor() != "allies" {
		t.Fatalf("actor %q, want allies", sess.Actor())
	}
	var ger rules.UnitView
	var at rules.Location
	for _, u := range sess.View().Units {
		if l, ok := sess.UnitLocation(u); ok && l.OnMap() && u.Side == "germans" {
			ger, at = u, l
			break
		}
	}
	if len(sess.LegalWith("move", ger.ID)) != 0 {
		t.Fatalf("%s may move in the Allied set-up", ger.ID)
	}
	ger = sess.Stack(at)[0] // the top counter is the one taken
	c := b.cellPoint(b.mapIndex(at.Map), at.Cell)
	s := b.view.Scale
	b.setView(View{Scale: s, Origin: board.Point{X: c.X - 400/s, Y: c.Y - 300/s}}) // the cell in the middle
	before := b.view
	p0 := screenOf(b, at)
	drag(b, p0, fyne.NewPos(p0.X+60, p0.Y+40))
	if b.view != before {
		t.Errorf("the board panned (%+v -> %+v)", before, b.view)
	}
	if len(g.Log()) != 0 {
		t.Errorf("a move was applied: %v", g.Log()[0].Action)
	}
	// The module's reason: a move of it anywhere near is refused alike.
	nb := sc.Maps[b.mapIndex(at.Map)].Topology.Neighbors(at.Cell, nil)
	err = g.State().Check(rules.Action{Side: "allies", Verb: "move", Args: []string{ger.ID, rules.Location{Map: at.Map, Cell: nb[0]}.Text(sc)}})
	if err == nil {
		t.Fatal("the module accepts the move")
	}
	want := rules.UnitName(sc.Counters, ger) + " cannot move now: " + refusalText(err)
	if *status != want {
		t.Errorf("status %q, want %q", *status, want)
	}
	if !strings.Contains(*status, "Allies") {
		t.Errorf("status %q does not say whose unit it is not", *status)
	}
}

// While the board shows the past, a drag on a counter says so.
func TestDragWhilePreviewingSaysWhy(t *testing.T) {
	b, sess, _, frames, status := testBoard(t)
	waitFrame(t, frames)
	a := sess.LegalWith("move", "")[0]
	if _, err := sess.Apply(a); err != nil {
		t.Fatal(err)
	}
	if err := sess.Preview(0); err != nil {
		t.Fatal(err)
	}
	from, _ := b.unitLocOf(a.Args[0])
	before := b.view
	p0 := screenOf(b, from)
	drag(b, p0, fyne.NewPos(p0.X+50, p0.Y+50))
	if b.view != before || len(sess.Game.Log()) != 1 {
		t.Errorf("view %+v -> %+v, log %d", before, b.view, len(sess.Game.Log()))
	}
	if !strings.Contains(*status, "cannot move: the board shows an earlier point of the log") {
		t.Errorf("status %q", *status)
	}
}

// The red arrow of the last move goes with a new game, with the undo of
// that move and at the end of the phase.
func TestLastMoveArrowIsCleared(t *testing.T) {
	b, sess, _, frames, _ := testBoard(t)
	waitFrame(t, frames)
	move := func() {
		t.Helper()
		for _, a := range sess.LegalWith("move", "") {
			from, ok := b.unitLocOf(a.Args[0])
			to, err := rules.ParseLocation(sess.Game.Scenario, a.Args[1])
			units := sess.Stack(from)
			if !ok || err != nil || !from.OnMap() || !to.OnMap() || units[0].ID != a.Args[0] {
				continue
			}
			drag(b, screenOf(b, from), screenOf(b, to))
			if b.lastMove == nil {
				t.Fatal("a move shows no arrow")
			}
			return
		}
		t.Fatal("no move to drag")
	}
	move()
	if err := sess.Undo(); err != nil {
		t.Fatal(err)
	}
	if b.lastMove != nil {
		t.Error("the arrow stays after its move is undone")
	}
	move()
	move()
	if err := sess.Undo(); err != nil { // the second move: the arrow showed it
		t.Fatal(err)
	}
	if b.lastMove != nil {
		t.Error("the arrow stays after the move it shows is undone")
	}
	move()
	end := sess.LegalWith("end-phase", "")
	if _, err := sess.Apply(end[0]); err != nil {
		t.Fatal(err)
	}
	if b.lastMove != nil {
		t.Error("the arrow stays after the phase ended")
	}
	sess.TakeOver()
	move()
	g, err := rules.NewGame(sess.Game.Scenario, nil, 9, false)
	if err != nil {
		t.Fatal(err)
	}
	sess.Replace(g, "")
	if b.lastMove != nil {
		t.Error("the arrow stays in a new game")
	}
}

// At a shared screen the arrow and the selection of a move go with the
// hand-over: the Central Powers' secret set-up move must not show the
// Allies where the face-down counter came from.
func TestHandOverClearsArrowAndSelection(t *testing.T) {
	b, sess, _, frames, _ := testBoard(t)
	waitFrame(t, frames)
	g, err := rules.NewGame(sess.Game.Scenario, rules.Options{"secret_setup": true}, 9, false)
	if err != nil {
		t.Fatal(err)
	}
	sess.Replace(g, "")
	sess.TakeOver()
	mover := sess.Actor()
	for _, a := range sess.LegalWith("move", "") {
		from, ok := b.unitLocOf(a.Args[0])
		to, err := rules.ParseLocation(sess.Game.Scenario, a.Args[1])
		if !ok || err != nil || !from.OnMap() || !to.OnMap() || sess.Stack(from)[0].ID != a.Args[0] {
			continue
		}
		drag(b, screenOf(b, from), screenOf(b, to))
		break
	}
	if b.lastMove == nil || sess.Selected() == nil {
		t.Fatalf("the %s's move shows arrow %v, selection %v", mover, b.lastMove, sess.Selected())
	}
	if _, err := sess.Apply(rules.CommitAction(mover)); err != nil {
		t.Fatal(err)
	}
	if !sess.HandingOver() {
		t.Fatal("no hand-over after the commit")
	}
	sess.TakeOver()
	b.checkLastMove()
	if b.lastMove != nil || sess.Selected() != nil {
		t.Errorf("after the hand-over to the %s: arrow %v, selection %v; want none", sess.Actor(), b.lastMove, sess.Selected())
	}
}
