package boardview

import (
	"testing"

	"fyne.io/fyne/v2"

	"sandtable/board"
	"sandtable/rules"
)

// A board opens at its home view: the first map fills the widget (no
// margin on the side it fits) and its counters are big enough to read;
// the widget's resizes keep that view until the player pans or zooms.
func TestHomeViewFillsWithReadableCounters(t *testing.T) {
	b, sess, _, frames, _ := testBoard(t)
	waitFrame(t, frames)
	m := sess.Game.Scenario.Maps[0]
	check := func(w, h float64) {
		t.Helper()
		v := b.view
		side := b.counterSide(rules.Location{Map: m.ID}) * v.Scale / float64(b.pixelScale())
		if side < ReadableCounter-0.01 {
			t.Errorf("%vx%v: counters are %.1f units on screen, want at least %d", w, h, side, ReadableCounter)
		}
		r := m.Bounds()
		off := b.layout.Offsets[0]
		x0, y0 := v.ToScreen(board.Point{X: r.Min.X + off.X, Y: r.Min.Y + off.Y})
		x1, y1 := v.ToScreen(board.Point{X: r.Max.X + off.X, Y: r.Max.Y + off.Y})
		k := float64(b.pixelScale())
		fillsX := x0 <= 0.5 && x1 >= w*k-0.5
		fillsY := y0 <= 0.5 && y1 >= h*k-0.5
		if !fillsX && !fillsY {
			t.Errorf("%vx%v: the first map spans (%.0f,%.0f)-(%.0f,%.0f) of the widget: a margin is left on both sides", w, h, x0, y0, x1, y1)
		}
	}
	check(800, 600)
	b.Resize(fyne.NewSize(1200, 500)) // a wider window: still home
	check(1200, 500)

	b.Fit() // every map in view
	l := b.layout.Size
	x0, y0 := b.view.ToScreen(board.Point{})
	x1, y1 := b.view.ToScreen(l)
	k := float64(b.pixelScale())
	if x0 < -0.5 || y0 < -0.5 || x1 > 1200*k+0.5 || y1 > 500*k+0.5 {
		t.Errorf("after Fit the board spans (%.0f,%.0f)-(%.0f,%.0f) of a 1200x500 widget", x0, y0, x1, y1)
	}
	if !(x0 <= 0.5 && x1 >= 1200*k-0.5) && !(y0 <= 0.5 && y1 >= 500*k-0.5) {
		t.Errorf("after Fit the board fills neither the width nor the height")
	}

	b.Pan(30, 0)
	before := b.view
	b.Resize(fyne.NewSize(900, 600))
	if b.view != before {
		t.Error("a resize moved the view the player chose")
	}
	b.Home()
	check(900, 600)
}
