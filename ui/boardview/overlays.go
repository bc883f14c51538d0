package boardview

import (
	"math"

	"sandtable/board"
)

// SetOverlay shows or hides the module overlay with id (rules.Overlayer):
// the player's choice, which holds over the overlay's Shown.
func (b *Board) SetOverlay(id string, on bool) {
	if b.overlays == nil {
		b.overlays = map[string]bool{}
	}
	b.overlays[id] = on
	b.pieces = nil
	b.redraw()
}

// OverlayShown reports whether the module overlay with id is shown: as the
// player set it, else as the module has it (rules.Overlay.Shown: markers
// on at first, others off).
func (b *Board) OverlayShown(id string) bool {
	if on, set := b.overlays[id]; set {
		return on
	}
	for _, o := range b.sess.Overlays() {
		if o.ID == id {
			return o.Shown
		}
	}
	return false
}

// SetSupplyTags shows or hides the module's supply state on counters: DS
// (Defense Supply) and OOS (Out of Supply). Shown at first.
func (b *Board) SetSupplyTags(on bool) {
	b.hideSupply = !on
	b.pieces = nil
	b.redraw()
}

// SupplyTags reports whether supply tags are shown.
func (b *Board) SupplyTags() bool { return !b.hideSupply }

// SetRanges shows or hides the range overlay: the cells the selected
// stack's actions may target (an HQ's bombard range, where a unit may
// advance...). Shown at first.
func (b *Board) SetRanges(on bool) {
	b.hideRanges = !on
	b.redraw()
}

// Ranges reports whether the range overlay is shown.
func (b *Board) Ranges() bool { return !b.hideRanges }

// overlayHighlights tints the cells of the module overlays shown, each in
// its side's colour, paler for a weaker state (Light), and writes their
// cells' marks (rules.OverlayCell.Mark), the marks low in the hex: a
// counter may stand in its middle.
func (b *Board) overlayHighlights() ([]Highlight, []Mark) {
	var out []Highlight
	var marks []Mark
	s := b.sess.Game.Scenario
	for _, o := range b.sess.Overlays() {
		if on, set := b.overlays[o.ID]; !on && (set || !o.Shown) {
			continue
		}
		for _, c := range o.Cells {
			i := b.mapIndex(c.Map)
			if i < 0 {
				continue
			}
			cell, err := s.Maps[i].Cell(c.Cell)
			if err != nil {
				continue
			}
			poly := b.cellPolygon(i, cell)
			out = append(out, Highlight{Polygon: poly, Fill: OverlayFill(s.Counters.Side(c.Side), c.Light)})
			if c.Mark != "" {
				at := b.cellPoint(i, cell)
				maxY := at.Y
				for _, p := range poly {
					maxY = math.Max(maxY, p.Y)
				}
				marks = append(marks, Mark{At: board.Point{X: at.X, Y: at.Y + (maxY-at.Y)*0.6}, Text: c.Mark})
			}
		}
	}
	return out, marks
}
