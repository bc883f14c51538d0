package boardview

import (
	"image/color"
	"sync"
	"testing"

	"sandtable/board"
	"sandtable/rules"
)

// lastFrame records the frames submitted to the compositor it wraps.
type lastFrame struct {
	Compositor
	mu sync.Mutex
	f  *Frame
}

func (c *lastFrame) Submit(f *Frame) {
	c.mu.Lock()
	c.f = f
	c.mu.Unlock()
	c.Compositor.Submit(f)
}

func (c *lastFrame) last() *Frame {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.f
}

// A module overlay shown from the View menu tints each of its cells in the
// cell's side colour; hidden again, it is gone.
func TestModuleOverlayTintsItsCells(t *testing.T) {
	b, sess, _, frames, _ := testBoard(t)
	waitFrame(t, frames)
	lf := &lastFrame{Compositor: b.comp}
	b.comp = lf
	ov := sess.Overlays()
	if len(ov) != 1 || ov[0].ID != "zoc" || len(ov[0].Cells) == 0 {
		t.Fatalf("freeplay overlays %+v, want zones of control", ov)
	}
	b.redraw()
	base := len(lf.last().Highlights)
	b.SetOverlay("zoc", true)
	f := lf.last()
	if got := len(f.Highlights) - base; got != len(ov[0].Cells) {
		t.Fatalf("%d highlights for %d zone-of-control cells", got, len(ov[0].Cells))
	}
	s := sess.Game.Scenario
	for i, c := range ov[0].Cells {
		h := f.Highlights[base+i]
		sd := s.Counters.Side(c.Side)
		if want := (color.NRGBA{sd.Color.R, sd.Color.G, sd.Color.B, 100}); h.Fill != want {
			t.Fatalf("cell %s of %s tinted %v, want %v", c.Cell, c.Side, h.Fill, want)
		}
		loc, ok := b.locationAt(centroid(h.Polygon))
		if !ok || loc.Map != c.Map || s.Map(c.Map).Label(loc.Cell) != c.Cell {
			t.Fatalf("highlight %d is at %v, want %s:%s", i, loc, c.Map, c.Cell)
		}
	}
	b.SetOverlay("zoc", false)
	if got := len(lf.last().Highlights); got != base {
		t.Errorf("%d highlights after hiding the overlay, want %d", got, base)
	}
}

func centroid(pts []board.Point) board.Point {
	var c board.Point
	for _, p := range pts {
		c.X += p.X / float64(len(pts))
		c.Y += p.Y / float64(len(pts))
	}
	return c
}

// Supply tags (DS, OOS) can be hidden; a face-down counter keeps its H.
func TestSupplyTagsToggle(t *testing.T) {
	b, sess, _, frames, _ := testBoard(t)
	waitFrame(t, frames)
	var u rules.UnitView
	for _, v := range sess.View().Units {
		if !v.Hidden {
			u = v
			break
		}
	}
	for _, tc := range []struct {
		supply string
		on     bool
		want   string
	}{{"out", true, "OOS"}, {"defense", true, "DS"}, {"attack", true, ""}, {"out", false, ""}, {"defense", false, ""}} {
		b.SetSupplyTags(tc.on)
		u.Supply = tc.supply
		if got := b.face(u).Tag; got != tc.want {
			t.Errorf("supply %q, tags shown %v: tag %q, want %q", tc.supply, tc.on, got, tc.want)
		}
	}
	u.Hidden = true
	if got := b.face(u).Tag; got != "H" {
		t.Errorf("face-down counter with supply tags hidden: tag %q, want H", got)
	}
}

// The range overlay (the selection's targets) can be hidden and shown.
func TestRangesToggle(t *testing.T) {
	b, _, _, frames, _ := testBoard(t)
	waitFrame(t, frames)
	lf := &lastFrame{Compositor: b.comp}
	b.comp = lf
	target := Highlight{Polygon: []board.Point{{X: 0, Y: 0}, {X: 9, Y: 0}, {X: 0, Y: 9}}, Fill: color.NRGBA{230, 120, 20, 90}}
	b.actionTargets = []Highlight{target}
	has := func() bool {
		for _, h := range lf.last().Highlights {
			if h.Fill == target.Fill && len(h.Polygon) == 3 {
				return true
			}
		}
		return false
	}
	b.redraw()
	if !has() {
		t.Fatal("the selection's range is not shown")
	}
	b.SetRanges(false)
	if has() {
		t.Error("the range still shows after View > Ranges is unticked")
	}
	b.SetRanges(true)
	if !has() {
		t.Error("the range does not come back")
	}
}
