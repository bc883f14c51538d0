package boardview

import (
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/test"

	"sandtable/rules"
	"sandtable/ui/session"
)

// at is the location with text in sess's scenario.
func at(t *testing.T, sess *session.Session, text string) rules.Location {
	t.Helper()
	l, err := rules.ParseLocation(sess.Game.Scenario, text)
	if err != nil {
		t.Fatal(err)
	}
	return l
}

// absAt is the absolute canvas position of widget position p of b.
func absAt(b *Board, p fyne.Position) fyne.Position {
	return fyne.CurrentApp().Driver().AbsolutePositionForObject(b).Add(p)
}

// A unit dragged in from the stack panel (DragUnit, DropUnit) is picked up
// when the pointer comes over the board, alone (the stack's top stays),
// with its legal places; dropped on one it moves there through the legal
// list, and its old stack stays selected for the next unit; dropped off
// the board it goes back.
func TestUnitDraggedInMovesItAlone(t *testing.T) {
	b, sess, _, frames, status := testBoard(t)
	waitFrame(t, frames)
	from, to := at(t, sess, "W0906"), at(t, sess, "W0806")
	sess.Select(&from)
	units := sess.Stack(from)
	if len(units) != 2 {
		t.Fatalf("W0906 holds %d units, want 2", len(units))
	}
	under := units[1].ID // not the top counter: a board drag would take the other
	outside := absAt(b, fyne.NewPos(-30, 40))

	if b.DragUnit(from, under, outside) || b.drag != nil {
		t.Fatal("a drag still over the panel picked the unit up")
	}
	if !b.DragUnit(from, under, absAt(b, screenOf(b, to))) {
		t.Fatal("the pointer over the board is not over it")
	}
	d := b.drag
	if d == nil || !d.moving() || len(d.refs) != 1 || d.refs[0] != under {
		t.Fatalf("picked up %+v, want %s alone", d, under)
	}
	if !d.targets[to.Text(sess.Game.Scenario)] || len(b.targetHighlights(d)) == 0 {
		t.Errorf("its legal places are not shown (W0806 among them)")
	}
	for _, s := range b.stacks(sess.View()) {
		if s.At == b.cellPoint(b.mapIndex(from.Map), from.Cell) && len(s.Faces) != 1 {
			t.Errorf("W0906 shows %d counters while one is dragged out, want 1", len(s.Faces))
		}
	}
	// Back over the panel and dropped there: nothing happens.
	b.DragUnit(from, under, outside)
	if b.DropUnit(outside) || len(sess.Game.Log()) != 0 || b.drag != nil {
		t.Fatalf("a drop over the panel acted: %d actions", len(sess.Game.Log()))
	}

	b.DragUnit(from, under, absAt(b, screenOf(b, to)))
	if !b.DropUnit(absAt(b, screenOf(b, to))) {
		t.Fatal("a drop on the board was not the board's")
	}
	log := sess.Game.Log()
	if len(log) != 1 || log[0].Action.Verb != "move" || strings.Join(log[0].Action.Args, " ") != under+" W0806" {
		t.Fatalf("applied %v, want move %s W0806 alone (status %q)", log, under, *status)
	}
	if sel := sess.Selected(); sel == nil || *sel != from {
		t.Errorf("selected %v after the drop, want W0906 still (the next unit of the stack)", sel)
	}
	if !strings.HasPrefix(*status, "moved ") {
		t.Errorf("status %q", *status)
	}
}

// Move… in a counter's menu (StartMove): the unit's places show and it
// follows the pointer; a right click or Escape leaves it, a click on a
// place moves it there.
func TestStartMovePlacesByClick(t *testing.T) {
	b, sess, _, frames, status := testBoard(t)
	waitFrame(t, frames)
	from, to := at(t, sess, "W0906"), at(t, sess, "W0806")
	under := sess.Stack(from)[1].ID

	b.StartMove(from, under)
	if !b.Placing() || len(b.drag.refs) != 1 || b.drag.refs[0] != under || !b.drag.targets["W0806"] {
		t.Fatalf("placing %v: %+v", b.Placing(), b.drag)
	}
	b.MouseMoved(&desktop.MouseEvent{PointEvent: fyne.PointEvent{Position: screenOf(b, to)}})
	if b.drag.pos != screenOf(b, to) || !b.ghost.Visible() {
		t.Errorf("the counter does not follow the pointer: at %v, ghost shown %v", b.drag.pos, b.ghost.Visible())
	}
	b.TappedSecondary(&fyne.PointEvent{Position: screenOf(b, to)})
	if b.Placing() || len(sess.Game.Log()) != 0 || !strings.Contains(*status, "stays where it is") {
		t.Fatalf("a right click: placing %v, %d actions, status %q", b.Placing(), len(sess.Game.Log()), *status)
	}
	b.StartMove(from, under)
	b.TypedKey(&fyne.KeyEvent{Name: fyne.KeyEscape})
	if b.Placing() || len(sess.Game.Log()) != 0 {
		t.Fatalf("Escape: placing %v, %d actions", b.Placing(), len(sess.Game.Log()))
	}

	b.StartMove(from, under)
	test.TapAt(b, screenOf(b, to))
	log := sess.Game.Log()
	if b.Placing() || len(log) != 1 || strings.Join(log[0].Action.Args, " ") != under+" W0806" {
		t.Fatalf("a click on W0806: placing %v, log %v (status %q)", b.Placing(), log, *status)
	}
}

// A right click on a counter opens its menu (OnUnitMenu): a cell's top
// counter, a box's counter clicked; none on an empty cell. The menu key
// opens the selection's top counter's.
func TestRightClickOpensTheCountersMenu(t *testing.T) {
	b, sess, _, frames, _ := testBoard(t)
	box, units, pts, cell := boxAndStack(t, b, sess, frames)
	var got []string
	b.OnUnitMenu = func(loc rules.Location, u rules.UnitView, _ fyne.Position) {
		got = append(got, loc.Text(sess.Game.Scenario)+" "+u.ID)
	}
	top := sess.Stack(cell)[0].ID
	b.TappedSecondary(&fyne.PointEvent{Position: screenAt(b, pts[2])})
	b.TappedSecondary(&fyne.PointEvent{Position: screenOf(b, cell)})
	b.TappedSecondary(&fyne.PointEvent{Position: screenOf(b, at(t, sess, "W0101"))})
	sc := sess.Game.Scenario
	want := []string{box.Text(sc) + " " + units[2].ID, cell.Text(sc) + " " + top}
	if strings.Join(got, "|") != strings.Join(want, "|") {
		t.Fatalf("menus opened %q, want %q", got, want)
	}
	sess.Select(&cell)
	b.TypedKey(&fyne.KeyEvent{Name: desktop.KeyMenu})
	if len(got) != 3 || got[2] != want[1] {
		t.Errorf("the menu key opened %q, want %q", got[2:], want[1])
	}
}

// The tooltip shows once the pointer has rested on a counter for
// tipDelay: the top counter's text and how many more stand under it. A
// move away hides it; none shows off the counters.
func TestTipShowsWhenThePointerRests(t *testing.T) {
	b, sess, _, frames, _ := testBoard(t)
	waitFrame(t, frames)
	waits := 0
	var due func()
	old := tipWait
	tipWait = func(_ *tipState, d time.Duration, fn func()) {
		if d != tipDelay {
			t.Errorf("the tip waits %v, want %v", d, tipDelay)
		}
		waits++
		due = fn
	}
	t.Cleanup(func() { tipWait = old })
	b.UnitText = func(u rules.UnitView) string { return "unit " + u.ID }
	// rest moves the pointer to p, and lets it rest there.
	rest := func(p fyne.Position) {
		t.Helper()
		b.MouseMoved(&desktop.MouseEvent{PointEvent: fyne.PointEvent{Position: p}})
		if !b.tip.moved.IsZero() {
			b.tip.moved = b.tip.moved.Add(-tipDelay)
			due()
		}
	}
	w0906 := at(t, sess, "W0906")
	top := sess.Stack(w0906)[0].ID
	b.MouseMoved(&desktop.MouseEvent{PointEvent: fyne.PointEvent{Position: screenOf(b, w0906)}})
	if waits != 1 || b.TipShown() != "" {
		t.Fatalf("at once: %d waits, tip %q; want it after a rest", waits, b.TipShown())
	}
	due() // as the timer would fire had a move not put it off
	if b.TipShown() != "" {
		t.Fatalf("shown before the rest: %q", b.TipShown())
	}
	rest(screenOf(b, w0906))
	if want := "unit " + top + "\n+1 more"; b.TipShown() != want {
		t.Fatalf("tip %q, want %q", b.TipShown(), want)
	}
	rest(screenOf(b, w0906).AddXY(2, 1)) // a twitch keeps it
	if b.TipShown() == "" {
		t.Error("a small twitch hid the tip")
	}
	b.MouseMoved(&desktop.MouseEvent{PointEvent: fyne.PointEvent{Position: screenOf(b, w0906).AddXY(80, 0)}})
	if b.TipShown() != "" {
		t.Errorf("still shown after moving away: %q", b.TipShown())
	}
	rest(screenOf(b, at(t, sess, "W0101"))) // an empty hex
	if b.TipShown() != "" {
		t.Errorf("a tip on an empty hex: %q", b.TipShown())
	}
}
