package boardview

import (
	"fmt"
	"slices"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"

	"sandtable/board"
	"sandtable/rules"
)

var (
	_ fyne.Tappable       = (*Board)(nil)
	_ fyne.DoubleTappable = (*Board)(nil)
	_ fyne.Draggable      = (*Board)(nil)
	_ fyne.Scrollable     = (*Board)(nil)
	_ fyne.Focusable      = (*Board)(nil)
	_ desktop.Mouseable   = (*Board)(nil)
	_ desktop.Hoverable   = (*Board)(nil)
)

// toBoard converts a Fyne position in the widget to a board-layout point.
func (b *Board) toBoard(pos fyne.Position) board.Point {
	k := float64(b.pixelScale())
	b.mu.Lock()
	v := b.view
	b.mu.Unlock()
	return v.ToBoard(float64(pos.X)*k, float64(pos.Y)*k)
}

// Tapped selects the cell or box under the pointer.
func (b *Board) Tapped(ev *fyne.PointEvent) {
	if c := fyne.CurrentApp().Driver().CanvasForObject(b); c != nil {
		c.Focus(b)
	}
	loc, ok := b.locationAt(b.toBoard(ev.Position))
	if !ok {
		b.sess.Select(nil)
		return
	}
	b.sess.Select(&loc)
	b.status(b.describe(loc))
}

// DoubleTapped opens the stack under the pointer.
func (b *Board) DoubleTapped(ev *fyne.PointEvent) {
	loc, ok := b.locationAt(b.toBoard(ev.Position))
	if !ok {
		return
	}
	b.sess.Select(&loc)
	if b.OnOpenStack != nil {
		b.OnOpenStack(loc)
	}
}

// describe is the status-bar text for a location.
func (b *Board) describe(loc rules.Location) string {
	s := b.sess.Game.Scenario
	text := loc.Text(s)
	if loc.OnMap() {
		m := s.Map(loc.Map)
		t := m.TerrainAt(loc.Cell)
		parts := []string{text, t.Name}
		for _, p := range m.PlacesAt(loc.Cell) {
			parts = append(parts, p.Name)
		}
		text = strings.Join(parts, " · ")
	}
	if n := len(b.sess.UnitsAt(loc)); n > 0 {
		text += fmt.Sprintf(" · %d unit(s)", n)
	}
	return text
}

// MouseDown remembers the modifier keys (Shift picks up the whole stack)
// and starts a middle-button pan.
func (b *Board) MouseDown(ev *desktop.MouseEvent) {
	b.modifier = ev.Modifier
	if ev.Button == desktop.MouseButtonTertiary {
		b.midPan, b.midAt = true, ev.Position
	}
}

// MouseUp ends a middle-button pan.
func (b *Board) MouseUp(ev *desktop.MouseEvent) {
	if ev.Button == desktop.MouseButtonTertiary {
		b.midPan = false
	}
}

// MouseIn is part of desktop.Hoverable.
func (b *Board) MouseIn(*desktop.MouseEvent) {}

// MouseMoved pans while the middle button is held.
func (b *Board) MouseMoved(ev *desktop.MouseEvent) {
	if !b.midPan {
		return
	}
	k := float64(b.pixelScale())
	b.Pan(float64(ev.Position.X-b.midAt.X)*k, float64(ev.Position.Y-b.midAt.Y)*k)
	b.midAt = ev.Position
}

// MouseOut ends a middle-button pan that leaves the board.
func (b *Board) MouseOut() { b.midPan = false }

// Dragged picks up the actor's counters under the pointer, or pans when
// the drag starts on empty space or nothing movable.
func (b *Board) Dragged(ev *fyne.DragEvent) {
	p := b.toBoard(ev.Position)
	start := b.drag == nil
	if start {
		b.drag = b.startDrag(b.toBoard(ev.Position.Subtract(ev.Dragged)))
		b.pieces = nil // the picked-up counters leave their stack
	}
	d := b.drag
	if d.panning {
		k := float64(b.pixelScale())
		b.Pan(float64(ev.Dragged.DX)*k, float64(ev.Dragged.DY)*k)
		return
	}
	d.at, d.pos = p, ev.Position
	if start {
		// The board without the picked-up counters, with their legal
		// destinations; from now on only the ghost moves.
		b.redraw()
		return
	}
	b.moveGhost(d)
}

// startDrag decides what a drag starting at p moves.
func (b *Board) startDrag(p board.Point) *dragState {
	loc, ok := b.locationAt(p)
	if !ok {
		return &dragState{panning: true}
	}
	units := b.sess.Stack(loc) // top first
	var movable []rules.UnitView
	for _, u := range units {
		if len(b.sess.LegalWith("move", u.ID)) > 0 {
			movable = append(movable, u)
		}
	}
	if len(movable) == 0 {
		return &dragState{panning: true}
	}
	pick := movable[:1] // the top counter
	if b.modifier&fyne.KeyModifierShift != 0 {
		pick = slices.Clone(movable) // the whole stack,
		slices.Reverse(pick)         // bottom first as it is drawn
	}
	d := &dragState{from: loc, at: p, targets: map[string]bool{}}
	for i, u := range pick {
		d.refs = append(d.refs, u.ID)
		d.faces = append(d.faces, b.face(u))
		// Legal destinations: where every picked unit may go.
		dests := map[string]bool{}
		for _, a := range b.sess.LegalWith("move", u.ID) {
			if len(a.Args) == 2 {
				dests[a.Args[1]] = true
			}
		}
		if i == 0 {
			d.targets = dests
			continue
		}
		for t := range d.targets {
			if !dests[t] {
				delete(d.targets, t)
			}
		}
	}
	b.moveCosts(d)
	b.sess.Select(&loc)
	if d.costs != nil {
		b.status(fmt.Sprintf("%s: %d movement point(s) left; each legal hex shows what the move costs", strings.Join(d.refs, ", "), d.left))
	}
	return d
}

// moveCosts asks the module what a move of the picked-up units to each
// target costs (rules.MoveCoster): for a stack, the most any of them pays;
// left is the least any has. Without a MoveCoster d.costs stays nil.
func (b *Board) moveCosts(d *dragState) {
	mc, ok := b.sess.Game.State().(rules.MoveCoster)
	if !ok {
		return
	}
	for i, ref := range d.refs {
		costs, left, ok := mc.MoveCosts(b.sess.Actor(), ref)
		if !ok {
			d.costs = nil
			return
		}
		if i == 0 {
			d.costs, d.left = map[string]int{}, left
		}
		d.left = min(d.left, left)
		for t := range d.targets {
			if c, ok := costs[t]; ok {
				d.costs[t] = max(d.costs[t], c)
			}
		}
	}
}

// DragEnd drops the dragged counters: a move action for each if the drop
// cell is legal, else they snap back and the status bar says why.
func (b *Board) DragEnd() {
	d := b.drag
	b.drag = nil
	if d != nil && !d.panning {
		b.pieces = nil // the counters go back, or to their new place
	}
	if d == nil || d.panning {
		return
	}
	b.hideGhost()
	loc, ok := b.locationAt(d.at)
	if !ok {
		b.status("that is not a cell or box: the counter goes back")
		b.redraw()
		return
	}
	if loc == d.from {
		b.redraw()
		return
	}
	s := b.sess.Game.Scenario
	dest := loc.Text(s)
	actor := b.sess.Actor()
	for _, ref := range d.refs {
		a := rules.Action{Side: actor, Verb: "move", Args: []string{ref, dest}}
		if !legalContains(b.sess.LegalWith("move", ref), a) {
			reason := "not a legal move"
			if err := b.sess.Game.State().Check(a); err != nil {
				reason = err.Error()
			}
			b.status(fmt.Sprintf("%s cannot move to %s: %s", ref, dest, reason))
			b.redraw()
			return
		}
		if _, err := b.sess.Apply(a); err != nil {
			b.status(err.Error())
			b.redraw()
			return
		}
	}
	if d.from.OnMap() && loc.OnMap() {
		b.lastMove = &Arrow{From: b.cellPoint(b.mapIndex(d.from.Map), d.from.Cell), To: b.cellPoint(b.mapIndex(loc.Map), loc.Cell)}
	}
	b.sess.Select(&loc)
	b.status(fmt.Sprintf("moved %s to %s", strings.Join(d.refs, ", "), dest))
	b.redraw()
}

func legalContains(list []rules.Action, a rules.Action) bool {
	for _, l := range list {
		if l.Equal(a) {
			return true
		}
	}
	return false
}

// Scrolled zooms around the pointer.
func (b *Board) Scrolled(ev *fyne.ScrollEvent) {
	f := 1.15
	if ev.Scrolled.DY < 0 {
		f = 1 / f
	}
	k := float64(b.pixelScale())
	b.Zoom(f, float64(ev.Position.X)*k, float64(ev.Position.Y)*k)
}

// FocusGained is part of fyne.Focusable.
func (b *Board) FocusGained() {}

// FocusLost is part of fyne.Focusable.
func (b *Board) FocusLost() {}

// TypedRune zooms with + and -, fits with 0.
func (b *Board) TypedRune(r rune) {
	switch r {
	case '+', '=':
		b.ZoomCenter(1.25)
	case '-':
		b.ZoomCenter(1 / 1.25)
	case '0':
		b.Fit()
	}
}

// TypedKey pans with the arrow keys.
func (b *Board) TypedKey(ev *fyne.KeyEvent) {
	const step = 60
	switch ev.Name {
	case fyne.KeyLeft:
		b.Pan(step, 0)
	case fyne.KeyRight:
		b.Pan(-step, 0)
	case fyne.KeyUp:
		b.Pan(0, step)
	case fyne.KeyDown:
		b.Pan(0, -step)
	default:
		if b.OnKey != nil {
			b.OnKey(ev) // e.g. Space ends the phase: the window decides
		}
	}
}
