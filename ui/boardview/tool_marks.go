package boardview

import (
	"image"
	"image/color"
	"math"
	"slices"
	"time"

	"fyne.io/fyne/v2"

	"sandtable/board"
	"sandtable/ui/render"
)

// A tool's marks (SetToolMarks) are not part of the board's picture: like
// the dragged stack (ghost.go) they are a small picture of their own over
// it, the size of what they cover, painted again in pure Go when they
// change or the view moves. A brush stroke's new cell then costs no frame
// composed, read back and uploaded (35 to 55 ms under llvmpipe), only this
// picture and Fyne's paint of the window.
//
// After an edit (EditMaps) the marks shown then stay until the board's
// picture of the edited maps, with all of its tiles, is on screen: a
// stroke's cells do not vanish and come back painted.

// markHold is the longest marks are kept waiting for the edited picture
// (a compositor that never shows it must not leave them for good).
const markHold = 2 * time.Second

// markView is what the marks' picture was painted for.
type markView struct {
	view View
	px   image.Point
	gen  int
}

// SetToolMarks shows a tool's marks over the board (the brush's cells in
// the terrain's colour, the edge under the pointer, a connection being
// dragged); nil takes them away. Cheap: no frame is composed, only the
// marks' own picture painted. They lie over the counters: a brush's cell
// covers a counter standing there until the stroke is committed.
func (b *Board) SetToolMarks(h []Highlight) {
	b.marksMu.Lock()
	defer b.marksMu.Unlock()
	b.tools.marks = h
	b.tools.markGen++
	b.paintMarksLocked()
}

// holdMarks keeps the marks shown now until the picture of layer l is on
// screen with all of its tiles (an edit just made).
func (b *Board) holdMarks(l *MapLayer) {
	b.marksMu.Lock()
	defer b.marksMu.Unlock()
	h := &b.tools
	if len(h.marks) == 0 && len(h.held) == 0 {
		return
	}
	h.held = append(slices.Clip(h.held), h.marks...)
	h.heldFor = l
	h.holdGen++
	gen := h.holdGen
	b.awaiting.Store(l)
	Later(markHold, func() {
		b.marksMu.Lock()
		defer b.marksMu.Unlock()
		if h.holdGen == gen {
			b.dropHeldLocked()
		}
	})
}

// dropHeld lets the held marks go.
func (b *Board) dropHeld() {
	b.marksMu.Lock()
	defer b.marksMu.Unlock()
	b.dropHeldLocked()
}

func (b *Board) dropHeldLocked() {
	h := &b.tools
	if h.heldFor == nil {
		return
	}
	h.held, h.heldFor = nil, nil
	h.holdGen++
	b.awaiting.Store(nil)
	h.markGen++
	b.paintMarksLocked()
}

// pictureShown is told, on Fyne's thread with the picture just put up,
// the layer awaited (holdMarks) when that picture came with all of its
// tiles, nil otherwise.
func (b *Board) pictureShown(whole *MapLayer) {
	if whole == nil {
		return
	}
	b.marksMu.Lock()
	defer b.marksMu.Unlock()
	if h := b.tools.heldFor; h != nil && h.ID == whole.ID {
		b.dropHeldLocked()
	}
}

// paintMarks paints the marks' picture for the current view, or hides it
// when there are none. The marks' state (toolHooks' marks, held...) and
// their picture are guarded by marksMu: pictures come on the
// compositor's goroutine under Fyne's test driver.
func (b *Board) paintMarks() {
	b.marksMu.Lock()
	defer b.marksMu.Unlock()
	b.paintMarksLocked()
}

func (b *Board) paintMarksLocked() {
	h := &b.tools
	b.mu.Lock()
	v, px := b.view, b.pxSize
	b.mu.Unlock()
	mv := markView{view: v, px: px, gen: h.markGen}
	if mv == h.painted && b.marksImg.Visible() == (len(h.marks)+len(h.held) > 0) {
		return
	}
	h.painted = mv
	all := append(slices.Clip(h.held), h.marks...)
	r := marksRect(all, v).Intersect(image.Rectangle{Max: px})
	if len(all) == 0 || r.Empty() || v.Scale == 0 {
		b.marksImg.Hide()
		b.marksImg.Image = nil
		return
	}
	img := image.NewRGBA(image.Rectangle{Max: r.Size()})
	o := v.ToBoard(float64(r.Min.X), float64(r.Min.Y))
	c := &render.Canvas{Img: img, Origin: o, Scale: v.Scale}
	for _, m := range all {
		c.FillPolygon(m.Polygon, m.Fill)
		if m.Label != "" {
			c.Text(m.Label, m.LabelAt, 11/v.Scale*1.2, color.RGBA{20, 20, 20, 255}, true, render.Center)
		}
	}
	k := b.pixelScale()
	b.marksImg.Image = img
	b.marksImg.Move(fyne.NewPos(float32(r.Min.X)/k, float32(r.Min.Y)/k))
	b.marksImg.Resize(fyne.NewSize(float32(r.Dx())/k, float32(r.Dy())/k))
	b.marksImg.Show()
	b.marksImg.Refresh()
}

// marksRect is the screen rectangle the marks hs cover at view v, with
// room for their labels.
func marksRect(hs []Highlight, v View) image.Rectangle {
	minX, minY, maxX, maxY := math.Inf(1), math.Inf(1), math.Inf(-1), math.Inf(-1)
	add := func(p board.Point, mx, my float64) {
		x, y := v.ToScreen(p)
		minX, minY = math.Min(minX, x-mx), math.Min(minY, y-my)
		maxX, maxY = math.Max(maxX, x+mx), math.Max(maxY, y+my)
	}
	for _, h := range hs {
		for _, p := range h.Polygon {
			add(p, 1, 1)
		}
		if h.Label != "" {
			add(h.LabelAt, float64(len(h.Label))*9+8, 12)
		}
	}
	if minX > maxX {
		return image.Rectangle{}
	}
	return image.Rect(int(math.Floor(minX)), int(math.Floor(minY)), int(math.Ceil(maxX)), int(math.Ceil(maxY)))
}
