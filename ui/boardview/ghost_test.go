package boardview

import (
	"image"
	"math"
	"sync/atomic"
	"testing"

	"fyne.io/fyne/v2"

	"sandtable/rules"
)

// countingCompositor counts the frames submitted to the compositor it wraps.
type countingCompositor struct {
	Compositor
	n atomic.Int32
}

func (c *countingCompositor) Submit(f *Frame) {
	c.n.Add(1)
	c.Compositor.Submit(f)
}

// firstMovable is the location of a unit with a legal move on the map.
func firstMovable(t *testing.T, b *Board) rules.Location {
	t.Helper()
	for _, l := range b.sess.LegalWith("move", "") {
		if loc, ok := b.unitLocOf(l.Args[0]); ok && loc.OnMap() {
			return loc
		}
	}
	t.Fatal("no movable unit on the map")
	return rules.Location{}
}

// ghostCentre is the centre of the ghost in the widget.
func ghostCentre(b *Board) fyne.Position {
	return b.ghost.Position().AddXY(b.ghost.Size().Width/2, b.ghost.Size().Height/2)
}

// While a stack is dragged the board's picture is composed once, without
// the picked-up counter; each pointer move after that only moves the
// ghost, whose centre follows the pointer. Dropping hides the ghost.
func TestDragMovesOnlyTheGhost(t *testing.T) {
	b, sess, _, frames, _ := testBoard(t)
	waitFrame(t, frames)
	cc := &countingCompositor{Compositor: b.comp}
	b.comp = cc
	from := firstMovable(t, b)
	p0 := screenOf(b, from)
	before := len(sess.UnitsAt(from))

	if b.ghost.Visible() {
		t.Fatal("the ghost shows before any drag")
	}
	p := p0.AddXY(6, 0)
	b.Dragged(&fyne.DragEvent{PointEvent: fyne.PointEvent{Position: p}, Dragged: fyne.NewDelta(6, 0)})
	if !b.ghost.Visible() || b.ghost.Image == nil {
		t.Fatal("no ghost under the pointer once the drag started")
	}
	started := cc.n.Load()
	if started == 0 {
		t.Fatal("no frame without the picked-up counter at the start of the drag")
	}
	// The frame of the drag leaves the picked-up counter out of its stack.
	shown := 0
	for _, s := range b.stacks(sess.View()) {
		if s.At == b.cellPoint(b.mapIndex(from.Map), from.Cell) {
			shown = len(s.Faces)
		}
	}
	if shown != before-1 {
		t.Errorf("the origin stack shows %d counters while one of its %d is dragged", shown, before)
	}
	if g, ok := b.ghost.Image.(*image.RGBA); !ok {
		t.Errorf("ghost picture is a %T", b.ghost.Image)
	} else if c := g.Bounds().Size(); g.RGBAAt(c.X/2, c.Y/2).A != 255 {
		t.Error("the ghost's centre is not the counter's opaque face")
	}
	for i := 1; i <= 5; i++ {
		p = p.AddXY(10, 4)
		b.Dragged(&fyne.DragEvent{PointEvent: fyne.PointEvent{Position: p}, Dragged: fyne.NewDelta(10, 4)})
		if c := ghostCentre(b); math.Abs(float64(c.X-p.X)) > 0.01 || math.Abs(float64(c.Y-p.Y)) > 0.01 {
			t.Fatalf("move %d: ghost centre %v, pointer %v", i, c, p)
		}
	}
	if n := cc.n.Load(); n != started {
		t.Errorf("%d frames composed for 5 pointer moves, want none", n-started)
	}
	// Zooming while dragging draws the ghost again at the new scale.
	size := b.ghost.Size()
	b.Scrolled(&fyne.ScrollEvent{PointEvent: fyne.PointEvent{Position: p}, Scrolled: fyne.NewDelta(0, 10)})
	if b.ghost.Size().Width <= size.Width {
		t.Errorf("ghost side %v after zooming in, was %v", b.ghost.Size().Width, size.Width)
	}
	// Dropping on its own cell moves nothing and hides the ghost.
	b.drag.at, b.drag.pos = b.cellPoint(b.mapIndex(from.Map), from.Cell), p0
	b.DragEnd()
	if b.ghost.Visible() || b.ghost.Image != nil {
		t.Error("the ghost still shows after the drop")
	}
	if len(sess.Game.Log()) != 0 {
		t.Errorf("a drop on its own cell applied %q", sess.Game.Log()[0].Action)
	}
}
