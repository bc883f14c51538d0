// Package boardview is the board as players see it inside the window: a
// Fyne widget that takes the mouse and keyboard and shows frames made by a
// Compositor from a Frame, a plain description of everything on screen.
//
// Frames are composed off Fyne's thread: by Ebiten in the real client
// (package ui/ebitenhost, GPU, its own goroutine with its window hidden) or
// in pure Go (SoftCompositor, for tests, headless use and as a fallback).
// Either way the static map layer is drawn once per zoom by ui/render and
// cached; only counters and highlights change per frame. A dragged stack is
// not in frames at all: the widget moves it as a small picture of its own
// over the board (ghost.go), so a drag needs one frame, not one per move.
package boardview

import (
	"image"
	"image/color"

	"sandtable/board"
	"sandtable/ui/render"
)

// View maps board-layout pixels to screen pixels: screen = (p - Origin) * Scale.
type View struct {
	Origin board.Point
	Scale  float64
}

// ToScreen converts a board-layout point to screen pixels.
func (v View) ToScreen(p board.Point) (float64, float64) {
	return (p.X - v.Origin.X) * v.Scale, (p.Y - v.Origin.Y) * v.Scale
}

// ToBoard converts screen pixels to a board-layout point.
func (v View) ToBoard(x, y float64) board.Point {
	return board.Point{X: x/v.Scale + v.Origin.X, Y: y/v.Scale + v.Origin.Y}
}

// Static is the cached static layer: every map drawn by ui/render at Scale,
// covering board-layout pixels from Origin. A new Static (a new pointer)
// means the compositor must upload it again; the same pointer means reuse.
type Static struct {
	Image  *image.RGBA
	Origin board.Point
	Scale  float64
}

// Stack is a stack of counters drawn at a board-layout point.
type Stack struct {
	At       board.Point
	Side     float64 // counter side in board pixels
	Faces    []render.CounterFace
	Selected bool
}

// Highlight marks a cell: a legal destination, a range, a supply overlay.
type Highlight struct {
	Polygon []board.Point // board-layout pixels
	Fill    color.NRGBA
	Label   string // e.g. the movement cost; may be empty
	LabelAt board.Point
}

// Arrow is the last move, drawn from one point to another.
type Arrow struct {
	From, To board.Point
}

// Frame is one picture of the board.
type Frame struct {
	Size       image.Point // in screen pixels
	View       View
	Background color.RGBA
	Static     *Static
	Highlights []Highlight
	Stacks     []Stack
	Arrow      *Arrow
}

// Compositor turns frames into pictures off Fyne's thread. Submit never
// blocks: if frames arrive faster than they can be drawn, only the newest
// is drawn. Each finished picture is passed to the show function given when
// the compositor was made, on the compositor's goroutine; the picture must
// not be changed afterwards (compositors rotate a few buffers).
type Compositor interface {
	Submit(f *Frame)
	Close()
}

// ShowFunc receives finished pictures.
type ShowFunc func(img *image.RGBA)
