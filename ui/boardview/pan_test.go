package boardview

import (
	"image"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"

	"sandtable/board"
	"sandtable/rules"
	"sandtable/ui/session"
)

// boxAndStack fills the box central-reserve with every unit but one, left
// in a stack on the map (cell), and returns the box, its units as laid
// out and their places once the board has drawn them.
func boxAndStack(t *testing.T, b *Board, sess *session.Session, frames chan *image.RGBA) (box rules.Location, units []rules.UnitView, pts []board.Point, cell rules.Location) {
	t.Helper()
	box = fillBox(t, sess, "central-reserve")
	if err := sess.Undo(); err != nil { // one unit back on the map
		t.Fatal(err)
	}
	waitFrame(t, frames)
	units = b.boxGroups()[box]
	pts, _ = b.boxLayout(box, b.counterSide(box), len(units))
	for _, g := range b.groups(sess.View()) {
		if g.loc.OnMap() {
			cell = g.loc
		}
	}
	if cell == (rules.Location{}) {
		t.Fatal("no counter on the map")
	}
	return box, units, pts, cell
}

// middleDrag presses the middle button at p0, moves to p1 in two steps
// and releases it, with the events in the order the desktop driver sends
// them: MouseDown, Dragged (once the pointer passed the drag threshold;
// Dragged the move since the last event), MouseUp, DragEnd.
func middleDrag(b *Board, p0, p1 fyne.Position) {
	mid := fyne.NewPos(p0.X+(p1.X-p0.X)/2, p0.Y+(p1.Y-p0.Y)/2)
	b.MouseDown(&desktop.MouseEvent{Button: desktop.MouseButtonTertiary, PointEvent: fyne.PointEvent{Position: p0}})
	b.Dragged(&fyne.DragEvent{PointEvent: fyne.PointEvent{Position: mid}, Dragged: fyne.NewDelta(mid.X-p0.X, mid.Y-p0.Y)})
	b.Dragged(&fyne.DragEvent{PointEvent: fyne.PointEvent{Position: p1}, Dragged: fyne.NewDelta(p1.X-mid.X, p1.Y-mid.Y)})
	b.MouseUp(&desktop.MouseEvent{Button: desktop.MouseButtonTertiary, PointEvent: fyne.PointEvent{Position: p1}})
	b.DragEnd()
}

// Issue 24: a middle-button drag that started on a box's counter moved the
// counter (Fyne sends Dragged for the middle button too). The middle
// button always pans, by exactly the pointer's move, wherever it is
// pressed, and takes no counter.
func TestMiddleDragAlwaysPans(t *testing.T) {
	b, sess, _, frames, status := testBoard(t)
	b.ZoomCenter(1.5)
	_, _, pts, cell := boxAndStack(t, b, sess, frames)
	for _, c := range []struct {
		name string
		from fyne.Position
	}{
		{"a box's counter", screenAt(b, pts[len(pts)/2])},
		{"a cell's stack", screenOf(b, cell)},
		{"empty space", fyne.NewPos(3, 3)},
	} {
		t.Run(c.name, func(t *testing.T) {
			n := len(sess.Game.Log())
			before := b.view
			*status = ""
			middleDrag(b, c.from, c.from.AddXY(60, 45))
			k := float64(b.pixelScale())
			wantX, wantY := before.Origin.X-60*k/before.Scale, before.Origin.Y-45*k/before.Scale
			if dx, dy := b.view.Origin.X-wantX, b.view.Origin.Y-wantY; dx*dx+dy*dy > 1e-9 {
				t.Errorf("origin %v, want (%v, %v): a pan by the pointer's move", b.view.Origin, wantX, wantY)
			}
			if len(sess.Game.Log()) != n || b.drag != nil || *status != "" {
				t.Errorf("a counter was taken: %d actions (was %d), drag %v, status %q", len(sess.Game.Log()), n, b.drag, *status)
			}
		})
	}
}
