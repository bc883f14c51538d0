package boardview

import (
	"fyne.io/fyne/v2"

	"sandtable/rules"
)

// Issue 24: an aircraft's hundreds of mission targets, one button each,
// buried the actions panel. The window asks for such a place on the board
// instead: pick mode tints the places, a click on one chooses it, Escape
// gives up.

// pickState is the board's pick mode (PickPlaces).
type pickState struct {
	places map[rules.Location]bool
	texts  []string // the places' texts, in the order given
	prompt string
	done   func(rules.Location)
	// highlights are the places' tints, made once.
	highlights []Highlight
}

// PickPlaces puts the board in pick mode: the places are tinted as legal
// destinations, and the next click on one of them ends the mode and calls
// done with it. A click elsewhere chooses nothing: the status bar says so
// and repeats prompt (what to choose, and that Escape cancels). Escape
// (CancelPick), a change of the game and a hand-over end the mode
// without a choice. When none of the places is in view the view goes to
// them. The status bar shows prompt, and where the view went.
func (b *Board) PickPlaces(places []rules.Location, prompt string, done func(rules.Location)) {
	s := b.sess.Game.Scenario
	p := &pickState{places: map[rules.Location]bool{}, prompt: prompt, done: done, highlights: []Highlight{}}
	for _, loc := range places {
		if p.places[loc] || !loc.OnMap() {
			continue
		}
		i := b.mapIndex(loc.Map)
		if i < 0 {
			continue
		}
		p.places[loc] = true
		p.texts = append(p.texts, loc.Text(s))
		p.highlights = append(p.highlights, Highlight{Polygon: b.cellPolygon(i, loc.Cell), Fill: TargetFill})
	}
	if b.Placing() {
		b.endPlacing() // one place chosen on the board at a time
	}
	b.picking = p
	if c := fyne.CurrentApp().Driver().CanvasForObject(b); c != nil {
		c.Focus(b) // Escape comes here
	}
	msg := prompt
	if where := b.showPlaces(p.texts); where != "" {
		msg += " · they are at " + where + " (the view moved there)"
	}
	b.status(msg)
	b.redraw()
}

// Picking reports whether the board is in pick mode (PickPlaces).
func (b *Board) Picking() bool { return b.picking != nil }

// CancelPick ends pick mode without a choice; it reports whether the
// board was in it.
func (b *Board) CancelPick() bool {
	if b.picking == nil {
		return false
	}
	b.picking = nil
	b.redraw()
	return true
}

// pickTapped takes a click in pick mode: on one of the places it ends the
// mode and passes the place on; elsewhere the status bar says it is not
// one of them. It reports whether the board was in pick mode.
func (b *Board) pickTapped(ev *fyne.PointEvent) bool {
	p := b.picking
	if p == nil {
		return false
	}
	loc, ok := b.locationAt(b.toBoard(ev.Position))
	if !ok || !p.places[loc] {
		where := "That"
		if ok {
			where = b.locationName(loc)
		}
		b.status(where + " is not one of the places tinted green. " + p.prompt)
		return true
	}
	b.picking = nil
	b.sess.Select(&loc)
	b.redraw()
	p.done(loc)
	return true
}

// pickHighlights are pick mode's tints, none outside it.
func (b *Board) pickHighlights() []Highlight {
	if b.picking == nil {
		return nil
	}
	return b.picking.highlights
}

// PlacePosition is where the middle of the cell loc is in the widget, and
// whether that is inside it (a test clicks there).
func (b *Board) PlacePosition(loc rules.Location) (fyne.Position, bool) {
	i := b.mapIndex(loc.Map)
	if i < 0 || !loc.OnMap() {
		return fyne.Position{}, false
	}
	b.mu.Lock()
	v, px := b.view, b.pxSize
	b.mu.Unlock()
	x, y := v.ToScreen(b.cellPoint(i, loc.Cell))
	k := float64(b.pixelScale())
	in := x >= 0 && y >= 0 && x < float64(px.X) && y < float64(px.Y)
	return fyne.NewPos(float32(x/k), float32(y/k)), in
}
