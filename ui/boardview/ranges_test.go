package boardview

import (
	"math/rand/v2"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"sandtable/board"
	"sandtable/rules"
	"sandtable/rules/freeplay"
	"sandtable/scenarios"
	"sandtable/ui/session"
)

// airModule is freeplay with a storm overlay (a marker overlay, shown at
// first, its hex marked "Storm") besides freeplay's zones of control, and
// two ranges for ger-inf/1 (rules.UnitRanger), as an air unit has: a near
// one of one hex inside a far one of three.
type airModule struct{ freeplay.Module }

func (airModule) ID() string { return "air-board-test" }

func (m airModule) New(s *scenarios.Scenario, opts rules.Options, setup *rand.Rand) (rules.State, error) {
	st, err := m.Module.New(s, opts, setup)
	return airState{st}, err
}

type airState struct{ rules.State }

func (s airState) Clone() rules.State { return airState{s.State.Clone()} }

func (s airState) Overlays(viewer string) []rules.Overlay {
	out := s.State.(rules.Overlayer).Overlays(viewer)
	return append(out, rules.Overlay{ID: "storms", Name: "Storms", Shown: true, Meaning: "air units may not enter",
		Cells: []rules.OverlayCell{{Map: "test-hex-flat", Cell: "W0303", Mark: "Storm"}}})
}

func (s airState) UnitRanges(viewer, unit string) []rules.Overlay {
	if unit != "ger-inf/1" {
		return nil
	}
	return []rules.Overlay{
		{ID: "near", Name: "Near range (1 hex)", Meaning: "where it may strike", Cells: []rules.OverlayCell{{Map: "test-hex-flat", Cell: "W0805"}}},
		{ID: "far", Name: "Far range (2 hexes)", Meaning: "where it may rebase", Cells: []rules.OverlayCell{
			{Map: "test-hex-flat", Cell: "W0805"}, {Map: "test-hex-flat", Cell: "W0705"}, {Map: "test-hex-flat", Cell: "W0704"}}},
	}
}

func init() { rules.Register(airModule{}) }

// An overlay the module marks Shown is drawn from the start, with its
// marks written over the stacks in their hexes, and the View menu's toggle
// (OverlayShown) says so; the player can still turn it off. The others
// stay off until turned on.
func TestShownOverlayAndMarks(t *testing.T) {
	b, sess, _, frames, _ := testBoardOf(t, "air-board-test")
	waitFrame(t, frames)
	lf := &lastFrame{Compositor: b.comp}
	b.comp = lf
	if sess.Game.Scenario.Maps[0].ID != "test-hex-flat" {
		t.Fatalf("the test map is %s, want test-hex-flat", sess.Game.Scenario.Maps[0].ID)
	}
	b.redraw()
	f := lf.last()
	if !b.OverlayShown("storms") || b.OverlayShown("zoc") {
		t.Fatalf("shown: storms %v, zones of control %v; want the marker overlay on, the other off", b.OverlayShown("storms"), b.OverlayShown("zoc"))
	}
	if len(f.Highlights) != 1 || len(f.Marks) != 1 || f.Marks[0].Text != "Storm" {
		t.Fatalf("frame has %d highlights and marks %+v, want the storm hex tinted and marked", len(f.Highlights), f.Marks)
	}
	l, ok := b.locationAt(f.Marks[0].At)
	if !ok || sess.Game.Scenario.Maps[0].Label(l.Cell) != "W0303" {
		t.Errorf("the mark is at %v, want in W0303", l)
	}
	// Legend: the overlay says what its marks are.
	if !legendHas(b, `Storms: air units may not enter (its hexes marked "Storm")`) {
		t.Errorf("legend %+v lacks the storms", b.Legend())
	}
	b.SetOverlay("storms", false)
	if f := lf.last(); len(f.Marks) != 0 || len(f.Highlights) != 0 || b.OverlayShown("storms") {
		t.Errorf("turned off, the storms still draw %d marks, %d highlights", len(f.Marks), len(f.Highlights))
	}
}

// A selected unit's ranges (rules.UnitRanger) are drawn whatever the
// phase, the nearer inside the farther in two tints, each cell once, with
// one legend entry each; the range toggle hides them and their entries.
func TestSelectionUnitRanges(t *testing.T) {
	b, sess, _, frames, _ := testBoardOf(t, "air-board-test")
	waitFrame(t, frames)
	lf := &lastFrame{Compositor: b.comp}
	b.comp = lf
	b.SetOverlay("storms", false)
	base := len(lf.last().Highlights)
	at, err := rules.ParseLocation(sess.Game.Scenario, "W0906")
	if err != nil {
		t.Fatal(err)
	}
	sess.Select(&at) // ger-inf/1 and ger-inf/2
	f := lf.last()
	fills := map[string]string{}
	for _, h := range f.Highlights {
		l, ok := b.locationAt(centroid(h.Polygon))
		if !ok {
			continue
		}
		label := sess.Game.Scenario.Maps[0].Label(l.Cell)
		switch h.Fill {
		case UnitRangeFills[0]:
			fills[label] += "near "
		case UnitRangeFills[1]:
			fills[label] += "far "
		}
	}
	want := map[string]string{"W0805": "near ", "W0705": "far ", "W0704": "far "}
	if len(fills) != len(want) {
		t.Errorf("range tints %v, want %v", fills, want)
	}
	for c, w := range want {
		if fills[c] != w {
			t.Errorf("%s tinted %q, want %q (each cell once, as its nearest range)", c, fills[c], w)
		}
	}
	if UnitRangeFills[0] == UnitRangeFills[1] {
		t.Error("the two ranges share a tint")
	}
	// Each range is outlined: the one-hex near range by its 6 sides; the
	// far range's three hexes by their 18 sides less two for each pair of
	// them that touch.
	m := sess.Game.Scenario.Maps[0]
	cell := func(l string) board.Cell {
		c, err := m.Cell(l)
		if err != nil {
			t.Fatal(err)
		}
		return c
	}
	far := []string{"W0805", "W0705", "W0704"}
	touching := 0
	for i := range far {
		for j := i + 1; j < len(far); j++ {
			if m.Topology.Distance(cell(far[i]), cell(far[j])) == 1 {
				touching++
			}
		}
	}
	edges := 0
	for _, h := range f.Highlights {
		if h.Fill == UnitRangeInk {
			edges++
		}
	}
	if want := 6 + 18 - 2*touching; edges != want {
		t.Errorf("%d outline edges, want %d (6 + 18 - 2×%d touching pairs)", edges, want, touching)
	}
	if !legendHas(b, "Near range (1 hex): where it may strike") || !legendHas(b, "Far range (2 hexes): where it may rebase") ||
		!legendHas(b, "Line: where each of the selection's ranges ends") {
		t.Errorf("legend %+v lacks the ranges", b.Legend())
	}
	if got, want := b.rangeKey(), "violet: Near range (1 hex); pale violet: Far range (2 hexes)"; got != want {
		t.Errorf("status bar key %q, want %q", got, want)
	}
	b.SetRanges(false)
	if got := len(lf.last().Highlights); got != base {
		t.Errorf("%d highlights with ranges hidden, want %d", got, base)
	}
	if legendHas(b, "Near range") || b.rangeKey() != "" {
		t.Error("the legend or the status bar lists hidden ranges")
	}
	b.SetRanges(true)
	sess.Select(nil)
	if got := len(lf.last().Highlights); got != base {
		t.Errorf("%d highlights with nothing selected, want %d", got, base)
	}
}

func legendHas(b *Board, part string) bool {
	for _, e := range b.Legend() {
		if strings.Contains(e.Label, part) {
			return true
		}
	}
	return false
}

// BenchmarkSelectZeppelins: a click on the five Zeppelins in Aachen in the
// bundled game, as far as the board goes: the frame's pieces made again
// (stacks, overlays), the selection's targets and its unit ranges (Base
// Change and Sortie, 6 hexes), the frame submitted. "targets" is the
// selection's action targets alone (as before unit ranges), "ranges" the
// unit ranges alone.
func BenchmarkSelectZeppelins(b *testing.B) {
	test.NewTempApp(b)
	g, err := rules.StartGame("builtin:vernian", nil, 1, false)
	if err != nil {
		b.Fatal(err)
	}
	sess := session.New(g)
	bd, err := NewBoard(sess, func(show ShowFunc) (Compositor, error) { return nullCompositor{}, nil }, func(string) {})
	if err != nil {
		b.Fatal(err)
	}
	b.Cleanup(bd.Close)
	bd.Resize(fyne.NewSize(1600, 1000))
	aachen, err := rules.ParseLocation(g.Scenario, "W7805")
	if err != nil {
		b.Fatal(err)
	}
	b.Run("click", func(b *testing.B) {
		for range b.N {
			sess.Select(nil)
			sess.Select(&aachen)
		}
	})
	b.Run("targets", func(b *testing.B) {
		sess.Select(&aachen)
		for range b.N {
			bd.targetsOfSelection()
		}
	})
	b.Run("ranges", func(b *testing.B) {
		sess.Select(&aachen)
		for range b.N {
			if r := bd.selectionRanges(); len(r.bands) != 1 {
				b.Fatalf("%d bands, want one (Base Change = Sortie, 6 hexes)", len(r.bands))
			}
		}
	})
}

// nullCompositor drops frames.
type nullCompositor struct{}

func (nullCompositor) Submit(*Frame) {}
func (nullCompositor) Close()        {}
