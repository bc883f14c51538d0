// Package boardview is the board as players see it inside the window: a
// Fyne widget that takes the mouse and keyboard and shows frames made by a
// Compositor from a Frame, a plain description of everything on screen.
//
// Frames are composed off Fyne's thread: by Ebiten in the real client
// (package ui/ebitenhost, GPU, its own goroutine with its window hidden) or
// in pure Go (SoftCompositor, for tests, headless use and as a fallback).
// Either way the static map layer is drawn by ui/render in tiles at the
// view's scale, only where the view shows it, and kept by the compositor
// (tiles.go); only counters and highlights are drawn per frame. A dragged stack is
// not in frames at all: the widget moves it as a small picture of its own
// over the board (ghost.go), so a drag needs one frame, not one per move;
// a designer's tool marks likewise (tool_marks.go).
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

// Mark is a short text written on the board over everything else, on a
// pale plate, at the same size in screen pixels at every zoom: a marker
// standing in a hex ("Storm", "VdG"), read over the map and any counters
// there.
type Mark struct {
	At   board.Point // board-layout pixels: the middle of the plate
	Text string
}

// MarkSize is a mark's font size in screen pixels.
const MarkSize = 12

// Arrow is the last move, drawn from one point to another.
type Arrow struct {
	From, To board.Point
}

// Frame is one picture of the board.
type Frame struct {
	Size       image.Point // in screen pixels
	View       View
	Background color.RGBA
	// Map is the static map layer under everything else; nil for none.
	// Compositors draw it in tiles they keep from frame to frame.
	Map        *MapLayer
	Highlights []Highlight
	Stacks     []Stack
	Arrow      *Arrow
	// Marks are drawn last, over the stacks.
	Marks []Mark
}

// Compositor turns frames into pictures off Fyne's thread. Submit never
// blocks: if frames arrive faster than they can be drawn, only the newest
// is drawn. Each finished picture is passed to the show function given when
// the compositor was made, on the compositor's goroutine; the picture must
// not be changed afterwards (compositors rotate a few buffers).
//
// A compositor draws the frame's map layer from the tiles it has and has
// the missing ones drawn (tiles.go). It shows no picture of a layer whose
// family it has not shown before until the picture shows all of the layer
// in view: a new board appears whole, not tile by tile. After that,
// pictures come at once with what it has (after a zoom step, the tiles of
// the old scale, resampled), and again as the missing tiles come in.
type Compositor interface {
	Submit(f *Frame)
	Close()
}

// ShowFunc receives finished pictures.
type ShowFunc func(img *image.RGBA)
