package boardview

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"sandtable/board"
	"sandtable/rules"
	"sandtable/scenarios"
	"sandtable/ui/session"
)

// A board opens at its home view: the first map fills the widget (no
// margin on the side it fits) and its counters are big enough to read
// (zoomed in further when the whole map would make them too small);
// the widget's resizes keep that view until the player pans or zooms.
func TestHomeViewFillsWithReadableCounters(t *testing.T) {
	b, sess, _, frames, _ := testBoard(t)
	waitFrame(t, frames)
	m := sess.Game.Scenario.Maps[0]
	check := func(w, h float64) {
		t.Helper()
		v := b.view
		side := b.counterSide(rules.Location{Map: m.ID}) * v.Scale / float64(b.pixelScale())
		if side < MinReadableCounter-0.01 {
			t.Errorf("%vx%v: counters are %.1f units on screen, want at least %d", w, h, side, MinReadableCounter)
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

// A first map too big for readable counters when whole (the Vernian West
// Front) opens zoomed in around its middle, counters ReadableCounter big.
func TestHomeViewZoomsBigMapsIn(t *testing.T) {
	test.NewTempApp(t)
	sc, err := scenarios.Builtin("vernian")
	if err != nil {
		t.Fatal(err)
	}
	g, err := rules.NewGame(sc, nil, 1, false)
	if err != nil {
		t.Fatal(err)
	}
	b, err := NewBoard(session.New(g), func(show ShowFunc) (Compositor, error) { return NewSoftCompositor(show), nil }, func(string) {})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(b.Close)
	w := test.NewWindow(b)
	defer w.Close()
	w.Resize(fyne.NewSize(1000, 700))
	b.Resize(fyne.NewSize(1000, 700))
	m := sc.Maps[0]
	k := float64(b.pixelScale())
	if side := b.counterSide(rules.Location{Map: m.ID}) * b.view.Scale / k; side < ReadableCounter-0.01 || side > ReadableCounter+0.01 {
		t.Errorf("counters are %.1f units on screen, want %d", side, ReadableCounter)
	}
	r := m.Bounds()
	off := b.layout.Offsets[0]
	cx, cy := b.view.ToScreen(board.Point{X: (r.Min.X+r.Max.X)/2 + off.X, Y: (r.Min.Y+r.Max.Y)/2 + off.Y})
	if cx < 499*k || cx > 501*k || cy < 349*k || cy > 351*k {
		t.Errorf("the first map's middle is at (%.0f, %.0f), want the widget's", cx, cy)
	}
}
