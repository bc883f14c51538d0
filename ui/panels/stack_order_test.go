package panels

import (
	"image/color"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"sandtable/ui/session"
)

// order is the unit IDs the stack panel lists, top first.
func order(p *Stack) string {
	var ids []string
	for _, r := range p.rows {
		ids = append(ids, r.unit.ID)
	}
	return strings.Join(ids, " ")
}

// sessionOrder is the unit IDs of the session's stack at text, top first.
func sessionOrder(t *testing.T, s *session.Session, text string) string {
	t.Helper()
	var ids []string
	for _, u := range s.Stack(*loc(t, s, text)) {
		ids = append(ids, u.ID)
	}
	return strings.Join(ids, " ")
}

// stackOfThree makes W0906 hold ger-inf/3 (moved in: on top), ger-inf/2
// and ger-inf/1, and selects it.
func stackOfThree(t *testing.T, s *session.Session) {
	t.Helper()
	if _, err := s.Apply(legal(t, s, "move", "ger-inf/3", "W0906")); err != nil {
		t.Fatal(err)
	}
	s.Select(loc(t, s, "W0906"))
}

// Up and down buttons reorder the stack; the order is the board's (the
// session's), changes no game state and outlives a change of selection.
func TestStackReorderButtons(t *testing.T) {
	s := newSession(t, false)
	var st statusLog
	p := NewStack(s, st.fn)
	test.NewTempWindow(t, p.Object())
	s.Select(loc(t, s, "W0906"))
	if got := order(p); got != "ger-inf/2 ger-inf/1" {
		t.Fatalf("W0906 lists %q, want the top counter (ger-inf/2) first", got)
	}
	if !p.rows[0].up.Disabled() || p.rows[0].down.Disabled() || p.rows[1].up.Disabled() || !p.rows[1].down.Disabled() {
		t.Errorf("the top row must not move up nor the bottom row down; the others may")
	}

	test.Tap(p.rows[1].up)
	if got := order(p); got != "ger-inf/1 ger-inf/2" {
		t.Fatalf("after Up on ger-inf/1 the panel lists %q", got)
	}
	if got := sessionOrder(t, s, "W0906"); got != "ger-inf/1 ger-inf/2" {
		t.Errorf("the session (and so the board) has %q", got)
	}
	if s.Dirty || len(s.Game.Log()) != 0 {
		t.Errorf("reordering is not a game action: dirty %v, log %v", s.Dirty, s.Game.Log())
	}

	s.Select(loc(t, s, "W0805"))
	if got := order(p); got != "ger-inf/3" || p.rows[0].grip != nil || p.rows[0].up != nil {
		t.Errorf("a single unit lists %q with reorder controls %v", got, p.rows[0].grip != nil)
	}
	s.Select(loc(t, s, "W0906"))
	if got := order(p); got != "ger-inf/1 ger-inf/2" {
		t.Errorf("back at W0906 after selecting elsewhere: %q", got)
	}
	test.Tap(p.rows[0].down)
	if got := order(p); got != "ger-inf/2 ger-inf/1" {
		t.Errorf("after Down on ger-inf/1: %q", got)
	}
	// The unit buttons still act on their own unit.
	test.Tap(p.rows[1].buttons["flip"])
	if u := unit(t, s, "ger-inf/1"); u.Step != 1 {
		t.Errorf("Flip on ger-inf/1's row left it at step %d", u.Step)
	}
}

// A focused grip moves its unit with Up, Down, Home and End and keeps the
// focus through the panel's rebuild; other keys go on to the window.
func TestStackReorderKeyboard(t *testing.T) {
	s := newSession(t, false)
	p := NewStack(s, nil)
	var passed []fyne.KeyName
	p.OnKey = func(ev *fyne.KeyEvent) { passed = append(passed, ev.Name) }
	w := test.NewTempWindow(t, p.Object())
	stackOfThree(t, s)
	if got := order(p); got != "ger-inf/3 ger-inf/2 ger-inf/1" {
		t.Fatalf("W0906 lists %q", got)
	}
	c := w.Canvas()
	test.Tap(p.rows[2].grip) // a click focuses the grip
	if c.Focused() != p.rows[2].grip {
		t.Fatalf("a tap on the grip did not focus it")
	}
	key := func(k fyne.KeyName) {
		t.Helper()
		f, ok := c.Focused().(*stackGrip)
		if !ok || f.id != "ger-inf/1" {
			t.Fatalf("the focus is on %v, not ger-inf/1's grip", c.Focused())
		}
		f.TypedKey(&fyne.KeyEvent{Name: k})
	}
	for _, step := range []struct {
		key  fyne.KeyName
		want string
	}{
		{fyne.KeyUp, "ger-inf/3 ger-inf/1 ger-inf/2"},
		{fyne.KeyUp, "ger-inf/1 ger-inf/3 ger-inf/2"},
		{fyne.KeyUp, "ger-inf/1 ger-inf/3 ger-inf/2"}, // at the top already
		{fyne.KeyEnd, "ger-inf/3 ger-inf/2 ger-inf/1"},
		{fyne.KeyHome, "ger-inf/1 ger-inf/3 ger-inf/2"},
		{fyne.KeyDown, "ger-inf/3 ger-inf/1 ger-inf/2"},
	} {
		key(step.key)
		if got := order(p); got != step.want {
			t.Fatalf("after %s: %q, want %q", step.key, got, step.want)
		}
	}
	key(fyne.KeySpace)
	if len(passed) != 1 || passed[0] != fyne.KeySpace || order(p) != "ger-inf/3 ger-inf/1 ger-inf/2" {
		t.Errorf("Space: passed on %v, order %q", passed, order(p))
	}
}

// Dragging a grip up or down the list moves the unit to the row it is
// dropped on, marking that row while dragging.
func TestStackReorderDrag(t *testing.T) {
	s := newSession(t, false)
	p := NewStack(s, nil)
	w := test.NewTempWindow(t, p.Object())
	w.Resize(fyne.NewSize(360, 600))
	stackOfThree(t, s)
	d := fyne.CurrentApp().Driver()
	// dragTo drags row from's grip to the middle of row to, and drops it.
	dragTo := func(from, to int) {
		t.Helper()
		g := p.rows[from].grip
		target := p.rows[to].box
		y := d.AbsolutePositionForObject(target).Y + target.Size().Height/2 - d.AbsolutePositionForObject(g).Y
		g.Dragged(&fyne.DragEvent{PointEvent: fyne.PointEvent{Position: fyne.NewPos(4, y/2)}, Dragged: fyne.NewDelta(0, y/2)})
		g.Dragged(&fyne.DragEvent{PointEvent: fyne.PointEvent{Position: fyne.NewPos(4, y)}, Dragged: fyne.NewDelta(0, y/2)})
		for i, r := range p.rows {
			if marked := r.bg.FillColor != color.Color(color.Transparent); marked != (i == to) {
				t.Errorf("while dragging over row %d, row %d marked %v", to, i, marked)
			}
		}
		g.DragEnd()
	}
	dragTo(0, 2)
	if got := order(p); got != "ger-inf/2 ger-inf/1 ger-inf/3" {
		t.Fatalf("after dragging ger-inf/3 onto the bottom row: %q", got)
	}
	for i, r := range p.rows {
		if r.bg.FillColor != color.Color(color.Transparent) {
			t.Errorf("row %d still marked after the drop", i)
		}
	}
	dragTo(1, 0)
	if got := order(p); got != "ger-inf/1 ger-inf/2 ger-inf/3" {
		t.Errorf("after dragging ger-inf/1 onto the top row: %q", got)
	}
	if got := sessionOrder(t, s, "W0906"); got != order(p) {
		t.Errorf("the session has %q, the panel %q", got, order(p))
	}
}
