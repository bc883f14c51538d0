package sheets

import (
	"fmt"
	"image/color"
	"io"

	"sandtable/board"
	"sandtable/counterface"
)

// Options choose how counter sheets are printed.
type Options struct {
	Paper Paper   // default A4
	Side  float64 // counter side, mm; default DefaultSide
	Title string  // written at the top of every page
}

// MaxCounters bounds what one PDF holds (about 115 sheets of 16 mm
// counters on A4): more is surely a mistake, and would eat memory.
const MaxCounters = 20000

// Cut lines and crop marks: thin grey lines; a crop mark runs from
// cropGap to cropGap+cropLen outside the grid.
var cutInk = color.RGBA{110, 110, 110, 255}

const (
	cutWidth = 0.12
	cropGap  = 1.5
	cropLen  = 5.0
)

// Write prints cs on counter sheets to w as a PDF: for each sheet its front
// page then its back page (Grid.Layout), with cut lines between the
// counters and crop marks at the grid's edges. It returns the number of
// sheets.
func Write(w io.Writer, cs []Counter, opt Options) (int, error) {
	if opt.Paper.W == 0 {
		opt.Paper = A4
	}
	if opt.Side == 0 {
		opt.Side = DefaultSide
	}
	if len(cs) == 0 {
		return 0, fmt.Errorf("sheets: no counters to print")
	}
	if len(cs) > MaxCounters {
		return 0, fmt.Errorf("sheets: %d counters is more than the %d one PDF may hold", len(cs), MaxCounters)
	}
	g, err := NewGrid(opt.Paper, opt.Side)
	if err != nil {
		return 0, err
	}
	pdf := newPDF(opt.Paper, opt.Title)
	p := painter{pdf}
	layout := g.Layout(len(cs))
	for i, s := range layout {
		for back, cells := range [][]Cell{s.Front, s.Back} {
			pdf.AddPage()
			side := "front"
			if back == 1 {
				side = "back: print double-sided, flipping on the long edge"
			}
			head := fmt.Sprintf("%s · sheet %d of %d · %s · %s %s", opt.Title, i+1, len(layout), side, opt.Paper.Name, FormatMM(opt.Side))
			p.Text(head, board.Point{X: g.X, Y: Margin / 3}, 3, color.RGBA{60, 60, 60, 255}, false, counterface.Left)
			for _, c := range cells {
				f := cs[c.Index].Front
				if back == 1 {
					f = cs[c.Index].Back
				}
				drawCell(p, c.Rect, f)
			}
			cutLines(p, g, cells)
		}
	}
	return len(layout), finish(pdf, w)
}

// drawCell prints face f filling the square r: the square in the counter's
// colour to the cut line (so a cut a little off shows no white), the
// board's drawing of the counter on it.
func drawCell(p painter, r Rect, f counterface.Face) {
	bg := f.Fill
	if f.Kind == "marker" {
		bg = counterface.Shade(f.Fill, 1.6)
	}
	p.Rect(board.Point{X: r.X, Y: r.Y}, board.Point{X: r.X + r.W, Y: r.Y + r.H}, bg)
	x, y := r.Center()
	counterface.Draw(p, board.Point{X: x, Y: y}, r.W, f)
}

// cutLines draws the lines between the printed cells and the crop marks
// outside the grid where each cut line meets its edge.
func cutLines(p painter, g Grid, cells []Cell) {
	line := func(x0, y0, x1, y1 float64) {
		p.Line(board.Point{X: x0, Y: y0}, board.Point{X: x1, Y: y1}, cutWidth, cutInk)
	}
	// Each cell's edges: a shared edge is drawn twice, at the same place.
	for _, c := range cells {
		r := c.Rect
		line(r.X, r.Y, r.X+r.W, r.Y)
		line(r.X, r.Y+r.H, r.X+r.W, r.Y+r.H)
		line(r.X, r.Y, r.X, r.Y+r.H)
		line(r.X+r.W, r.Y, r.X+r.W, r.Y+r.H)
	}
	x0, y0 := g.X, g.Y
	x1, y1 := g.X+float64(g.Cols)*g.Side, g.Y+float64(g.Rows)*g.Side
	for c := 0; c <= g.Cols; c++ {
		x := g.X + float64(c)*g.Side
		line(x, y0-cropGap-cropLen, x, y0-cropGap)
		line(x, y1+cropGap, x, y1+cropGap+cropLen)
	}
	for r := 0; r <= g.Rows; r++ {
		y := g.Y + float64(r)*g.Side
		line(x0-cropGap-cropLen, y, x0-cropGap, y)
		line(x1+cropGap, y, x1+cropGap+cropLen, y)
	}
}
