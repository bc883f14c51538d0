// Package sheets makes printable counter sheets and printable maps as PDF
// files (codeberg.org/go-pdf/fpdf). A counter sheet is a front page and a
// back page: the back's columns are reversed, so that printed double-sided
// and flipped on the long edge each counter's back lies behind its front.
// Counters are drawn with counterface.Draw, the board's own drawing, in
// millimetres. It has no window-system dependency.
package sheets

import (
	"fmt"
	"math"
	"strconv"
	"strings"
)

// Paper is a sheet of paper, portrait, in millimetres.
type Paper struct {
	Name string  // "a4" or "letter"
	W, H float64 // width and height, mm
}

// The papers sheets print on.
var (
	A4     = Paper{Name: "a4", W: 210, H: 297}
	Letter = Paper{Name: "letter", W: 215.9, H: 279.4}
)

// PaperNamed is the paper called name ("a4" or "letter", any case).
func PaperNamed(name string) (Paper, error) {
	switch strings.ToLower(name) {
	case "a4":
		return A4, nil
	case "letter":
		return Letter, nil
	}
	return Paper{}, fmt.Errorf("sheets: paper %q: want a4 or letter", name)
}

// Counter sizes sheets accepts, mm: a counter smaller than MinSide cannot
// be read, one larger than MaxSide would not fit a row of three on paper.
const (
	MinSide     = 8.0
	MaxSide     = 60.0
	DefaultSide = 16.0
)

// ParseSide reads a counter size such as "16mm", "16", "0.625in" or "1.6cm"
// as millimetres, between MinSide and MaxSide.
func ParseSide(s string) (float64, error) {
	t := strings.ToLower(strings.TrimSpace(s))
	unit := 1.0
	for _, u := range []struct {
		suffix string
		mm     float64
	}{{"mm", 1}, {"cm", 10}, {"in", 25.4}} {
		if strings.HasSuffix(t, u.suffix) {
			t, unit = strings.TrimSpace(strings.TrimSuffix(t, u.suffix)), u.mm
			break
		}
	}
	v, err := strconv.ParseFloat(t, 64)
	if err != nil {
		return 0, fmt.Errorf("sheets: counter size %q: want a length such as 16mm, 1.6cm or 0.625in", s)
	}
	v *= unit
	if !(v >= MinSide && v <= MaxSide) { // written so NaN fails too
		return 0, fmt.Errorf("sheets: counter size %q: want %gmm to %gmm", s, MinSide, MaxSide)
	}
	return v, nil
}

// FormatMM writes a length in millimetres as people read it: "16mm",
// "19.05mm" (to the hundredth).
func FormatMM(v float64) string {
	return strconv.FormatFloat(math.Round(v*100)/100, 'f', -1, 64) + "mm"
}

// Margin is the blank border of a sheet, mm: printers cannot print to the
// edge, and the crop marks and the page's title go in it.
const Margin = 15.0

// Rect is an axis-aligned rectangle on a page, mm from the top left corner.
type Rect struct{ X, Y, W, H float64 }

// Center is the rectangle's centre.
func (r Rect) Center() (x, y float64) { return r.X + r.W/2, r.Y + r.H/2 }

// Cell is where one counter of a sheet is printed.
type Cell struct {
	Index int  // the counter's index in the list laid out
	Rect  Rect // the counter's square
}

// Sheet is one sheet of paper: its front page and its back page.
type Sheet struct {
	Front, Back []Cell // the same counters, in the same order
}

// Grid is how counters of one size sit on one paper.
type Grid struct {
	Paper      Paper
	Side       float64 // counter side, mm
	Cols, Rows int
	X, Y       float64 // top left corner of the grid on the page, mm
}

// PerPage is the number of counters on one side of a sheet.
func (g Grid) PerPage() int { return g.Cols * g.Rows }

// Cell is the square of the counter at column col and row row.
func (g Grid) Cell(col, row int) Rect {
	return Rect{X: g.X + float64(col)*g.Side, Y: g.Y + float64(row)*g.Side, W: g.Side, H: g.Side}
}

// NewGrid fits counters of the given side on paper within the margins,
// the grid centred on the page (so that mirroring a column across the
// page's vertical centre lands on the mirrored column exactly).
func NewGrid(p Paper, side float64) (Grid, error) {
	if !(side >= MinSide && side <= MaxSide) {
		return Grid{}, fmt.Errorf("sheets: counter size %gmm: want %gmm to %gmm", side, MinSide, MaxSide)
	}
	g := Grid{Paper: p, Side: side}
	g.Cols = int(math.Floor((p.W - 2*Margin) / side))
	g.Rows = int(math.Floor((p.H - 2*Margin) / side))
	if g.Cols < 1 || g.Rows < 1 {
		return Grid{}, fmt.Errorf("sheets: a %gmm counter does not fit on %s paper", side, p.Name)
	}
	g.X = (p.W - float64(g.Cols)*side) / 2
	g.Y = (p.H - float64(g.Rows)*side) / 2
	return g, nil
}

// Layout places n counters on as many sheets as they need, row by row
// from the top left of each front page. On the back page a counter sits
// in the same row and the mirrored column (Cols-1-col), so that the sheet
// printed double-sided and flipped on its long edge puts each back behind
// its front.
func (g Grid) Layout(n int) []Sheet {
	per := g.PerPage()
	var out []Sheet
	for first := 0; first < n; first += per {
		var s Sheet
		for i := first; i < n && i < first+per; i++ {
			k := i - first
			col, row := k%g.Cols, k/g.Cols
			s.Front = append(s.Front, Cell{Index: i, Rect: g.Cell(col, row)})
			s.Back = append(s.Back, Cell{Index: i, Rect: g.Cell(g.Cols-1-col, row)})
		}
		out = append(out, s)
	}
	return out
}
