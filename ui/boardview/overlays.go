package boardview

// SetOverlay shows or hides the module overlay with id (rules.Overlayer).
func (b *Board) SetOverlay(id string, on bool) {
	if b.overlays == nil {
		b.overlays = map[string]bool{}
	}
	b.overlays[id] = on
	b.pieces = nil
	b.redraw()
}

// OverlayShown reports whether the module overlay with id is shown.
func (b *Board) OverlayShown(id string) bool { return b.overlays[id] }

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
// its side's colour, paler for a weaker state (Light).
func (b *Board) overlayHighlights() []Highlight {
	if len(b.overlays) == 0 {
		return nil
	}
	var out []Highlight
	s := b.sess.Game.Scenario
	for _, o := range b.sess.Overlays() {
		if !b.overlays[o.ID] {
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
			out = append(out, Highlight{Polygon: b.cellPolygon(i, cell), Fill: OverlayFill(s.Counters.Side(c.Side), c.Light)})
		}
	}
	return out
}
