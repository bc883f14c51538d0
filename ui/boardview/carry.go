package boardview

import (
	"fyne.io/fyne/v2"

	"sandtable/board"
	"sandtable/rules"
)

// One unit carried without a drag that starts on the board: dragged in
// from another widget (the stack panel: DragUnit, DropUnit), or placed
// with a click after its menu's "Move…" (StartMove). Either way it is the
// board's dragState, as for a board drag: the unit leaves its stack, its
// legal places are highlighted, the ghost follows the pointer, and the
// drop is a board drag's (drop: the legal list, or the refusal in the
// status bar).

// DragUnit shows unit ref of the stack at from (in it, or aboard a unit in
// it) dragged in from another widget to absolute canvas position abs, and
// reports whether abs is over the board. The unit is picked up when the
// pointer first comes over the board: its legal places show and it
// follows the pointer; a unit that may not move now is refused there, the
// status bar saying why. DropUnit ends the drag.
func (b *Board) DragUnit(from rules.Location, ref string, abs fyne.Position) bool {
	pos, over := b.local(abs)
	d := b.drag
	if d != nil && d.placing {
		b.endPlacing()
		d = nil
	}
	if d == nil {
		if !over {
			return false
		}
		u, aboard, ok := b.unitAt(from, ref)
		if !ok {
			return true
		}
		b.hideTip()
		d = b.pickUp(from, []rules.UnitView{u}, false)
		d.foreign, d.aboard = true, aboard
		b.drag = d
		if d.moving() {
			d.at, d.pos = b.toBoard(pos), pos
			b.pieces = nil // the unit leaves its stack
			b.redraw()     // with its legal places, and the ghost
		}
		return true
	}
	if !d.foreign || !d.moving() {
		return over
	}
	d.at, d.pos = b.toBoard(pos), pos
	if over {
		b.moveGhost(d)
		b.ghost.Show()
	} else {
		b.ghost.Hide() // back over the panel: the ghost waits at the edge
	}
	return over
}

// DropUnit ends a drag of DragUnit at absolute canvas position abs: over
// the board it drops the unit there as a board drag would; elsewhere the
// unit goes back. It reports whether abs is over the board (then the
// drag was the board's, whatever came of it).
func (b *Board) DropUnit(abs fyne.Position) bool {
	pos, over := b.local(abs)
	d := b.drag
	if d == nil || !d.foreign {
		return false
	}
	b.drag = nil
	if !d.moving() {
		return over
	}
	if !over {
		b.pieces = nil // the unit goes back to its stack
		b.hideGhost()
		b.redraw()
		return false
	}
	d.at, d.pos = b.toBoard(pos), pos
	b.drop(d)
	return true
}

// StartMove starts placing unit ref of the stack at from by a click: its
// legal places show and its counter follows the pointer; a click on a
// place then moves it there as a drop would. Escape, a right click or a
// click where it stands leaves it. A unit that may not move now is
// refused, the status bar saying why.
func (b *Board) StartMove(from rules.Location, ref string) {
	b.hideTip()
	b.CancelPick() // one place chosen on the board at a time
	if d := b.drag; d != nil {
		if !d.placing {
			return // a drag is under way
		}
		b.endPlacing()
	}
	u, aboard, ok := b.unitAt(from, ref)
	if !ok {
		b.status("that unit is no longer there")
		return
	}
	d := b.pickUp(from, []rules.UnitView{u}, false)
	if !d.moving() {
		return
	}
	d.placing, d.aboard = true, aboard
	d.at, d.pos = b.counterPoint(from, ref), b.CounterPosition(from, ref)
	b.drag = d
	b.pieces = nil
	b.status(b.unitNames(d.refs) + ": click a highlighted place to move it there; Escape or a right click leaves it")
	if c := fyne.CurrentApp().Driver().CanvasForObject(b); c != nil {
		c.Focus(b) // Escape reaches the board
	}
	b.redraw()
}

// CancelMove ends placing a unit (StartMove): it stays where it is. It
// reports whether a unit was being placed.
func (b *Board) CancelMove() bool {
	d := b.drag
	if d == nil || !d.placing {
		return false
	}
	b.endPlacing()
	b.status(b.unitNames(d.refs) + " stays where it is")
	return true
}

// DragActions are the legal actions a drag of unit ref performs (a move,
// or another drag verb's: rules.Dragger), those StartMove chooses among.
func (b *Board) DragActions(ref string) []rules.Action { return b.dragActions(ref) }

// Placing reports whether a unit is being placed by a click (StartMove).
func (b *Board) Placing() bool { return b.drag != nil && b.drag.placing }

// endPlacing puts the unit being placed back, saying nothing.
func (b *Board) endPlacing() {
	b.drag = nil
	b.pieces = nil
	b.hideGhost()
	b.redraw()
}

// carryTo moves the unit being placed to widget position pos.
func (b *Board) carryTo(d *dragState, pos fyne.Position) {
	d.at, d.pos = b.toBoard(pos), pos
	b.moveGhost(d)
}

// placeAt drops the unit being placed at widget position pos.
func (b *Board) placeAt(d *dragState, pos fyne.Position) {
	d.at, d.pos = b.toBoard(pos), pos
	b.drag = nil
	b.drop(d)
}

// unitAt is unit ref as the viewer sees it, in the stack at from or
// aboard a unit there (aboard), and whether it is there.
func (b *Board) unitAt(from rules.Location, ref string) (u rules.UnitView, aboard, ok bool) {
	units := b.sess.View().Units
	here := map[string]bool{}
	for _, v := range b.sess.Stack(from) {
		if v.ID == ref {
			return v, false, true
		}
		here[v.ID] = true
	}
	// Aboard a unit here, or aboard one aboard (a chain of carriers).
	for range 8 {
		grew := false
		for _, v := range units {
			if v.Aboard != "" && here[v.Aboard] && !here[v.ID] {
				if v.ID == ref {
					return v, true, true
				}
				here[v.ID], grew = true, true
			}
		}
		if !grew {
			break
		}
	}
	return rules.UnitView{}, false, false
}

// local is absolute canvas position abs in the board widget, and whether
// it is over the board.
func (b *Board) local(abs fyne.Position) (fyne.Position, bool) {
	p := abs.Subtract(fyne.CurrentApp().Driver().AbsolutePositionForObject(b))
	s := b.Size()
	return p, b.Visible() && p.X >= 0 && p.Y >= 0 && p.X < s.Width && p.Y < s.Height
}

// viewOf is the board's view.
func (b *Board) viewOf() View {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.view
}

// counterPoint is the board-layout centre of unit ref's counter at loc:
// the cell's centre, or its place in a box's tray (the box's first when
// it is not laid out there).
func (b *Board) counterPoint(loc rules.Location, ref string) board.Point {
	i := b.mapIndex(loc.Map)
	if i < 0 {
		return board.Point{}
	}
	if !loc.InBox() {
		return b.cellPoint(i, loc.Cell)
	}
	units := b.boxGroups()[loc]
	pts, _ := b.boxLayout(loc, b.counterSide(loc), max(1, len(units)))
	for k, u := range units {
		if u.ID == ref {
			return pts[k]
		}
	}
	if len(pts) > 0 {
		return pts[0]
	}
	return board.Point{}
}
