package tiled

import (
	"fmt"
	"math"
	"strings"
)

// layout is Tiled's own placement of a map's cells in pixels, which
// object positions are given in. Tiled's hexagons need not be regular
// (any tile width, height and side length), so an object's cell is found
// in Tiled's layout, not in Sandtable's.
type layout struct {
	hex          bool
	staggerX     bool // hex: columns are staggered (flat-top); else rows (pointy-top)
	staggerOdd   bool // hex: the odd zero-based columns/rows are shifted
	cols, rows   int
	tileW, tileH int
	side         int // hexsidelength
	// Derived, in whole pixels as Tiled computes them.
	sideOffX, sideOffY int // from a tile's left/top edge to its first corner
	colWidth           int // staggerX: horizontal distance between columns
	rowHeight          int // !staggerX: vertical distance between rows
}

func newLayout(m *tmap) *layout {
	l := &layout{cols: m.width, rows: m.height, tileW: m.tileW, tileH: m.tileH}
	if m.orientation != "hexagonal" {
		return l
	}
	l.hex = true
	l.staggerX = m.staggerAxis == "x"
	l.staggerOdd = m.staggerIndex != "even"
	l.side = max(0, m.hexSide)
	if l.staggerX {
		l.side = min(l.side, l.tileW)
		l.sideOffX = (l.tileW - l.side) / 2
		l.colWidth = l.sideOffX + l.side
	} else {
		l.side = min(l.side, l.tileH)
		l.sideOffY = (l.tileH - l.side) / 2
		l.rowHeight = l.sideOffY + l.side
	}
	return l
}

// shifted reports whether zero-based column or row i along the staggered
// axis is the one Tiled shifts by half a cell.
func (l *layout) shifted(i int) bool {
	odd := i&1 == 1
	return odd == l.staggerOdd
}

// origin is the top-left corner of the tile rectangle of cell (col, row).
func (l *layout) origin(col, row int) (x, y float64) {
	if !l.hex {
		return float64(col * l.tileW), float64(row * l.tileH)
	}
	if l.staggerX {
		x, y = float64(col*l.colWidth), float64(row*l.tileH)
		if l.shifted(col) {
			y += float64(l.tileH / 2)
		}
		return x, y
	}
	x, y = float64(col*l.tileW), float64(row*l.rowHeight)
	if l.shifted(row) {
		x += float64(l.tileW / 2)
	}
	return x, y
}

// corners is the outline of cell (col, row) in Tiled's pixels.
func (l *layout) corners(col, row int) []point {
	x, y := l.origin(col, row)
	w, h := float64(l.tileW), float64(l.tileH)
	if !l.hex {
		return []point{{x, y}, {x + w, y}, {x + w, y + h}, {x, y + h}}
	}
	if l.staggerX {
		a, b := float64(l.sideOffX), float64(l.sideOffX+l.side)
		return []point{{x, y + h/2}, {x + a, y}, {x + b, y}, {x + w, y + h/2}, {x + b, y + h}, {x + a, y + h}}
	}
	a, b := float64(l.sideOffY), float64(l.sideOffY+l.side)
	return []point{{x + w/2, y}, {x + w, y + a}, {x + w, y + b}, {x + w/2, y + h}, {x, y + b}, {x, y + a}}
}

// center is the middle of cell (col, row)'s tile rectangle.
func (l *layout) center(col, row int) point {
	x, y := l.origin(col, row)
	return point{x + float64(l.tileW)/2, y + float64(l.tileH)/2}
}

type point struct{ x, y float64 }

// cellAt is the cell whose outline holds pixel p; ok is false off the map.
// A point on the border between cells goes to the one whose centre is
// nearer (the first in row-major order on a tie).
func (l *layout) cellAt(p point) (col, row int, ok bool) {
	if math.IsNaN(p.x) || math.IsNaN(p.y) || math.IsInf(p.x, 0) || math.IsInf(p.y, 0) {
		return 0, 0, false
	}
	// A guess from the rectangle grid, then the cells around it.
	var gc, gr float64
	switch {
	case !l.hex:
		gc, gr = p.x/float64(l.tileW), p.y/float64(l.tileH)
	case l.staggerX:
		gc, gr = p.x/float64(max(1, l.colWidth)), p.y/float64(l.tileH)
	default:
		gc, gr = p.x/float64(l.tileW), p.y/float64(max(1, l.rowHeight))
	}
	if gc < -2 || gr < -2 || gc > float64(l.cols)+2 || gr > float64(l.rows)+2 {
		return 0, 0, false
	}
	c0, r0 := int(math.Floor(gc)), int(math.Floor(gr))
	best := math.Inf(1)
	for r := r0 - 2; r <= r0+2; r++ {
		for c := c0 - 2; c <= c0+2; c++ {
			if c < 0 || r < 0 || c >= l.cols || r >= l.rows || !inside(l.corners(c, r), p) {
				continue
			}
			ctr := l.center(c, r)
			if d := math.Hypot(ctr.x-p.x, ctr.y-p.y); d < best {
				best, col, row, ok = d, c, r, true
			}
		}
	}
	return col, row, ok
}

// inside reports whether p is inside or on the border of the convex
// polygon poly (corners in order, either way round).
func inside(poly []point, p point) bool {
	sign := 0
	const eps = 1e-9
	for i := range poly {
		a, b := poly[i], poly[(i+1)%len(poly)]
		cross := (b.x-a.x)*(p.y-a.y) - (b.y-a.y)*(p.x-a.x)
		switch {
		case cross > eps:
			if sign < 0 {
				return false
			}
			sign = 1
		case cross < -eps:
			if sign > 0 {
				return false
			}
			sign = -1
		}
	}
	return true
}

// noteHexShape reports how the cells' proportions change when Tiled's
// hexagons, of any width, height and side length, become Sandtable's
// regular ones of the same height (pointy-top) or width (flat-top).
func (im *importer) noteHexShape() {
	l, s := im.lay, im.hexSize()
	across := math.Sqrt(3) * s // Sandtable's width (pointy) or height (flat)
	pitch := 1.5 * s           // between rows (pointy) or columns (flat)
	tiledAcross, tiledPitch := float64(l.tileW), float64(l.rowHeight)
	narrower, wider, lines, closer := "narrower", "wider", "rows", "closer together"
	size := fmt.Sprintf("%s×%d", num(round1(across)), l.tileH)
	if l.staggerX {
		tiledAcross, tiledPitch = float64(l.tileH), float64(l.colWidth)
		narrower, wider, lines = "shorter", "taller", "columns"
		size = fmt.Sprintf("%d×%s", l.tileW, num(round1(across)))
	}
	var changes []string
	if r := across/tiledAcross - 1; math.Abs(r) >= 0.02 {
		w := narrower
		if r > 0 {
			w = wider
		}
		changes = append(changes, fmt.Sprintf("%.0f%% %s", math.Abs(r)*100, w))
	}
	if r := pitch/tiledPitch - 1; tiledPitch > 0 && math.Abs(r) >= 0.02 {
		w := closer
		if r > 0 {
			w = "further apart"
		}
		changes = append(changes, fmt.Sprintf("%s %.0f%% %s (%s pixels apart, not %s)", lines, math.Abs(r)*100, w, num(round1(pitch)), num(tiledPitch)))
	}
	if len(changes) == 0 {
		return
	}
	im.note("Tiled's hexagons here are %d×%d pixels with sides of %d; Sandtable's are regular: %s, %s (objects are placed by Tiled's shapes)",
		l.tileW, l.tileH, l.side, size, strings.Join(changes, ", "))
}

func round1(v float64) float64 { return math.Round(v*10) / 10 }
