package boardview

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"

	"sandtable/rules"
)

var (
	_ fyne.SecondaryTappable = (*Board)(nil)
	_ desktop.Keyable        = (*Board)(nil)
)

// TappedSecondary (a right click) opens the menu of the counter under the
// pointer (OnUnitMenu): on a cell the top counter, in a box the counter
// clicked. It selects the place. While a unit is being placed (StartMove)
// it leaves it where it was instead, and in pick mode (PickPlaces) it
// gives up choosing, as Escape does.
func (b *Board) TappedSecondary(ev *fyne.PointEvent) {
	if b.tools.tool != nil {
		return // the designer's board: no counters to act on
	}
	b.hideTip()
	if b.CancelPick() {
		b.status("Nothing chosen on the board")
		return
	}
	if d := b.drag; d != nil {
		b.CancelMove()
		return
	}
	if c := fyne.CurrentApp().Driver().CanvasForObject(b); c != nil {
		c.Focus(b)
	}
	loc, u, ok := b.pick(b.toBoard(ev.Position))
	if !ok {
		return
	}
	b.sess.Select(&loc)
	if u == nil {
		units := b.sess.Stack(loc)
		if len(units) == 0 {
			return
		}
		u = &units[0]
	}
	if b.OnUnitMenu != nil {
		b.OnUnitMenu(loc, *u, ev.AbsolutePosition)
	}
}

// OpenMenu opens the menu of the selected place's top counter at the
// counter (OnUnitMenu): the menu key, Shift+F10 (TypedKey). It reports whether there
// was a counter to open it on.
func (b *Board) OpenMenu() bool {
	sel := b.sess.Selected()
	if sel == nil || b.OnUnitMenu == nil || b.tools.tool != nil || b.drag != nil {
		return false
	}
	units := b.sess.Stack(*sel)
	if len(units) == 0 {
		return false
	}
	b.hideTip()
	u := units[0]
	at := fyne.CurrentApp().Driver().AbsolutePositionForObject(b).Add(b.CounterPosition(*sel, u.ID))
	b.OnUnitMenu(*sel, u, at)
	return true
}

// KeyDown notes whether Shift is held: Shift+F10 opens the counter menu,
// and Fyne makes no shortcut of Shift with a key alone (it types the key).
// The window passes the keys pressed while nothing has the focus.
func (b *Board) KeyDown(ev *fyne.KeyEvent) {
	if ev.Name == desktop.KeyShiftLeft || ev.Name == desktop.KeyShiftRight {
		b.shiftHeld = true
	}
}

// KeyUp notes Shift's release (KeyDown).
func (b *Board) KeyUp(ev *fyne.KeyEvent) {
	if ev.Name == desktop.KeyShiftLeft || ev.Name == desktop.KeyShiftRight {
		b.shiftHeld = false
	}
}

// CounterPosition is the centre of unit ref's counter at loc in the
// widget (Fyne units): the cell's centre, or its place in a box's tray.
func (b *Board) CounterPosition(loc rules.Location, ref string) fyne.Position {
	x, y := b.viewOf().ToScreen(b.counterPoint(loc, ref))
	k := float64(b.pixelScale())
	return fyne.NewPos(float32(x/k), float32(y/k))
}
