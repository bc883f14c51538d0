package boardview

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2/test"

	"sandtable/board"
	"sandtable/rules"
	"sandtable/ui/render"
)

// destsInView counts the map cells unit ref may be dragged to, and those
// of them in the board's view.
func destsInView(b *Board, ref string) (in, all int) {
	s := b.sess.Game.Scenario
	w, h := float64(b.pxSize.X)/b.view.Scale, float64(b.pxSize.Y)/b.view.Scale
	o := b.view.Origin
	for _, a := range b.dragActions(ref) {
		to, err := rules.ParseLocation(s, a.Args[1])
		if err != nil || !to.OnMap() {
			continue
		}
		all++
		r := render.Bounds(b.cellPolygon(b.mapIndex(to.Map), to.Cell))
		if r.Min.X < o.X+w && r.Max.X > o.X && r.Min.Y < o.Y+h && r.Max.Y > o.Y {
			in++
		}
	}
	return in, all
}

// Issue 24: a unit whose legal places are all off-screen (a new unit in a
// box, zoomed in on the box) is selected: the view goes to them and the
// status bar names them as players read them. When some are in view the
// view stays where the player put it.
func TestSelectingAUnitShowsItsOffScreenPlaces(t *testing.T) {
	b, sess, _, frames, status := testBoard(t)
	box := fillBox(t, sess, "central-reserve")
	waitFrame(t, frames)
	units := b.boxGroups()[box]
	pts, _ := b.boxLayout(box, b.counterSide(box), len(units))
	// The whole board in view: a tap leaves the view alone.
	whole := b.view
	test.TapAt(b, screenAt(b, pts[0]))
	if b.view != whole || strings.Contains(*status, "may go to") {
		t.Errorf("with places in view the view moved (%+v to %+v) or the status names them: %q", whole, b.view, *status)
	}
	// Zoomed in on the box, between the two maps: no cell in view.
	scale := 8.0
	b.setView(View{Scale: scale, Origin: board.Point{X: pts[0].X - 50/scale, Y: pts[0].Y - 300/scale}})
	if in, all := destsInView(b, units[0].ID); in != 0 || all == 0 {
		t.Fatalf("setup: %d of %d places in view, want none of some", in, all)
	}
	before := b.view
	test.TapAt(b, screenAt(b, pts[0]))
	if in, _ := destsInView(b, units[0].ID); in == 0 {
		t.Errorf("the view did not go to the unit's places: %+v (was %+v)", b.view, before)
	}
	if b.view.Scale != scale {
		t.Errorf("the zoom changed: %v, want %v", b.view.Scale, scale)
	}
	sc := sess.Game.Scenario
	// Named nearest first: the flat-hex map's cells beside the box, not
	// the pointy-hex map's across the board.
	if !strings.Contains(*status, "may go to W1") || !strings.Contains(*status, "more (the view moved there)") ||
		!strings.HasPrefix(*status, rules.UnitName(sc.Counters, units[0])) {
		t.Errorf("status %q should name the places", *status)
	}
}
