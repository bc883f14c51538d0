package panels

import (
	"image/color"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"sandtable/rules"
)

// boardStub is a drop target left of the panel (absolute x < 0), as the
// board is in the window; it records what it is shown.
type boardStub struct {
	calls []string
}

func (b *boardStub) DragUnit(from rules.Location, ref string, abs fyne.Position) bool {
	over := abs.X < 0
	if over {
		b.calls = append(b.calls, "drag "+ref)
	}
	return over
}

func (b *boardStub) DropUnit(abs fyne.Position) bool {
	over := abs.X < 0
	if over {
		b.calls = append(b.calls, "drop")
	}
	return over
}

// dragRow drags o (a row or a grip) by steps of dx, dy from its
// middle, as the driver does (Position relative to o), and drops it.
func dragRow(o fyne.Draggable, size fyne.Size, steps []fyne.Delta) {
	p := fyne.NewPos(size.Width/2, size.Height/2)
	for _, d := range steps {
		p = p.AddXY(d.DX, d.DY)
		o.Dragged(&fyne.DragEvent{PointEvent: fyne.PointEvent{Position: p}, Dragged: d})
	}
	o.DragEnd()
}

// Issue 24, one unit out of a big stack: a unit's row dragged out of the
// panel onto the board (the DropTarget) is the board's, that unit alone:
// the board is shown the drag and given the drop, and the stack's order
// does not change. Dragged within the list, the row reorders the stack
// as its grip does; a passenger's row goes to the board only.
func TestStackRowDraggedOntoTheBoard(t *testing.T) {
	s := newSession(t, false)
	p := NewStack(s, nil)
	w := test.NewTempWindow(t, p.Object())
	w.Resize(fyne.NewSize(360, 600))
	board := &boardStub{}
	p.DropTarget = board
	stackOfThree(t, s)
	before := order(p)

	r := p.rows[1]
	dragRow(r.handle, r.handle.Size(), []fyne.Delta{{DX: -100, DY: 0}, {DX: -300, DY: 10}})
	if got := strings.Join(board.calls, ", "); got != "drag "+r.unit.ID+", drop" {
		t.Errorf("the board was shown %q, want the drag of %s and its drop", got, r.unit.ID)
	}
	if order(p) != before {
		t.Errorf("a drop on the board reordered the stack: %q, was %q", order(p), before)
	}
	for i, r := range p.rows {
		if r.bg.FillColor != color.Color(color.Transparent) {
			t.Errorf("row %d still marked", i)
		}
	}

	// Out over the board and back into the list: a reorder.
	board.calls = nil
	r = p.rows[0]
	d := fyne.CurrentApp().Driver()
	down := d.AbsolutePositionForObject(p.rows[2].box).Y + p.rows[2].box.Size().Height/2 - (d.AbsolutePositionForObject(r.handle).Y + r.handle.Size().Height/2)
	dragRow(r.handle, r.handle.Size(), []fyne.Delta{{DX: -400, DY: 0}, {DX: 400, DY: down}})
	if got := order(p); got != "ger-inf/2 ger-inf/1 ger-inf/3" {
		t.Errorf("a row dragged to the bottom row: %q", got)
	}
	if strings.Join(board.calls, ", ") != "drag ger-inf/3" {
		t.Errorf("the board was shown %q, want only the drag over it", board.calls)
	}
}

// A passenger's row (listed under its carrier) is dragged onto the board
// like any other: the board is told its id.
func TestPassengerRowDraggedOntoTheBoard(t *testing.T) {
	s := aboardSession(t)
	p := NewStack(s, nil)
	w := test.NewTempWindow(t, p.Object())
	w.Resize(fyne.NewSize(360, 600))
	board := &boardStub{}
	p.DropTarget = board
	s.Select(loc(t, s, "W0906"))
	var h *rowHandle
	for _, o := range test.LaidOutObjects(p.body) {
		if rh, ok := o.(*rowHandle); ok && rh.drag.id == "ger-art/1" {
			h = rh
		}
	}
	if h == nil {
		t.Fatal("no row for the passenger ger-art/1")
	}
	dragRow(h, h.Size(), []fyne.Delta{{DX: -500, DY: 0}})
	if got := strings.Join(board.calls, ", "); got != "drag ger-art/1, drop" {
		t.Errorf("the board was shown %q", got)
	}
}
