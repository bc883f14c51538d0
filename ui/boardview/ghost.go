package boardview

import (
	"math"

	"fyne.io/fyne/v2"

	"sandtable/board"
	"sandtable/ui/render"
)

// The dragged stack is not part of the board's picture: it is the ghost, a
// small picture drawn once when the drag starts (and again if the view is
// zoomed meanwhile) and moved with the pointer. The board's picture is
// composed once per drag, without the picked-up counters and with their
// legal destinations; each pointer move after that only moves the ghost,
// so a drag frame costs neither the compositor, nor a read-back, nor a
// texture upload: only Fyne's paint of the window.

// ghostScale is how much bigger the dragged stack is drawn than the stacks
// on the board, as if lifted.
const ghostScale = 1.1

// paintGhost draws d's counters into the ghost at view scale and shows it
// under the pointer.
func (b *Board) paintGhost(d *dragState, scale float64) {
	side := b.counterSide(d.from) * ghostScale
	// Half the side of a square holding the stack: its counters, offset by
	// up to two steps of 0.08 side, and the count badge 0.45 side out from
	// the top counter's centre (render.LayoutStack).
	half := math.Ceil(side * 1.6 * scale)
	n := int(2 * half)
	c := render.NewCanvas(n, n, board.Point{X: -half / scale, Y: -half / scale}, scale)
	c.Stack(board.Point{}, side, d.faces)
	k := b.pixelScale()
	d.ghostScale = scale
	d.ghostHalf = float32(half) / k
	b.ghost.Image = c.Img
	b.ghost.Resize(fyne.NewSize(float32(n)/k, float32(n)/k))
	b.ghost.Refresh()
	b.moveGhost(d)
	b.ghost.Show()
}

// moveGhost puts the ghost's centre on the pointer.
func (b *Board) moveGhost(d *dragState) {
	b.ghost.Move(d.pos.SubtractXY(d.ghostHalf, d.ghostHalf))
}

// hideGhost hides the ghost and lets its picture go.
func (b *Board) hideGhost() {
	b.ghost.Hide()
	b.ghost.Image = nil
}
