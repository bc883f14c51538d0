package designer

import (
	"image"
	"image/color"

	"sandtable/board"
	"sandtable/counterface"
	"sandtable/ui/render"
)

// The preview draws a counter as the board does (render.Canvas.Counter,
// shadow included) at previewScale times a board counter's side, on a
// light square like the map's paper.
const (
	previewSide  = 34.0 // board pixels: a counter's side on a map of the default cell size
	previewScale = 3.0
	previewPx    = 120
)

// drawFace is counter face f drawn for the preview.
func drawFace(f counterface.Face) *image.RGBA {
	c := render.NewCanvas(previewPx, previewPx, board.Point{}, previewScale)
	c.Fill(color.RGBA{0xf2, 0xee, 0xe3, 0xff})
	mid := float64(previewPx) / previewScale / 2
	c.Counter(board.Point{X: mid, Y: mid}, previewSide, f)
	return c.Img
}
