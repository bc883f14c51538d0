package boardview

import (
	"strconv"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"sandtable/rules"
	_ "sandtable/rules/vernian"
	"sandtable/scenarios"
	"sandtable/ui/session"
)

// vernianBoard is a board of the bundled vernian scenario in an 800×600
// test window, its phases ended as they stand until phase.
func vernianBoard(t *testing.T, phase string) (*Board, *session.Session) {
	t.Helper()
	test.NewTempApp(t)
	s, err := scenarios.Builtin("vernian")
	if err != nil {
		t.Fatal(err)
	}
	g, err := rules.NewGame(s, nil, 5, false)
	if err != nil {
		t.Fatal(err)
	}
	for g.Status().Phase != phase {
		if _, err := g.Apply(rules.Action{Side: g.Status().Active[0], Verb: "end-phase"}); err != nil {
			t.Fatalf("ending %q: %v", g.Status().Phase, err)
		}
	}
	sess := session.New(g)
	b, err := NewBoard(sess, func(show ShowFunc) (Compositor, error) { return NewSoftCompositor(show), nil }, func(string) {})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(b.Close)
	w := test.NewWindow(b)
	w.Resize(fyne.NewSize(800, 600))
	b.Resize(fyne.NewSize(800, 600))
	return b, sess
}

// Dragging a unit labels each legal destination with what the module says
// the move costs (rules.MoveCoster), and only the legal ones.
func TestDragLabelsDestinationsWithTheirCost(t *testing.T) {
	b, sess := vernianBoard(t, "german-movement")
	b.Zoom(3, 400, 300)
	mc := sess.Game.State().(rules.MoveCoster)
	var ref string
	var from rules.Location
	for _, a := range sess.LegalWith("move", "") {
		if loc, ok := b.unitLocOf(a.Args[0]); ok && loc.OnMap() {
			if units := sess.UnitsAt(loc); units[len(units)-1].ID == a.Args[0] { // the top counter is picked up
				ref, from = a.Args[0], loc
				break
			}
		}
	}
	if ref == "" {
		t.Fatal("no movable unit on top of its stack")
	}
	costs, left, ok := mc.MoveCosts(sess.Actor(), ref)
	if !ok || len(costs) == 0 {
		t.Fatalf("MoveCosts(%s) = %v, %d, %v in %q", ref, costs, left, ok, sess.Game.Status().Phase)
	}
	d := b.startDrag(b.cellPoint(b.mapIndex(from.Map), from.Cell))
	if d.panning || len(d.refs) != 1 || d.refs[0] != ref {
		t.Fatalf("picked up %v (panning %v), want %s", d.refs, d.panning, ref)
	}
	if d.left != left {
		t.Errorf("left %d, MoveCosts says %d", d.left, left)
	}
	hs := b.targetHighlights(d)
	if len(hs) != len(d.targets) || len(hs) != len(costs) {
		t.Fatalf("%d highlights, %d legal targets, %d costs", len(hs), len(d.targets), len(costs))
	}
	s := sess.Game.Scenario
	for _, h := range hs {
		loc, ok := b.locationAt(h.LabelAt)
		if !ok {
			t.Fatalf("label %q at %v is not in a cell", h.Label, h.LabelAt)
		}
		text := loc.Text(s)
		want, legal := costs[text]
		if !legal {
			t.Errorf("%s is highlighted but MoveCosts has no cost for it", text)
			continue
		}
		if h.Label != strconv.Itoa(want) {
			t.Errorf("%s labelled %q, the move costs %d", text, h.Label, want)
		}
	}
	// Zoomed far out the labels would not fit their hexes: none.
	b.Zoom(0.1, 400, 300)
	for _, h := range b.targetHighlights(d) {
		if h.Label != "" {
			t.Fatalf("label %q drawn on a hex %.1f px tall", h.Label, b.counterSide(from)*b.view.Scale)
		}
	}
}
