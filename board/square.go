package board

import (
	"math"
	"slices"
)

// squareGrid is a rectangular grid of squares; its cells are (col, row) and
// its dense index is row-major.
type squareGrid struct {
	cols int
	rows int
	size float64
	diag bool
	lab  labeler
	dn   dense
}

// The neighbour directions, clockwise from north: orthogonal ones are the
// even entries, so 4-neighbour grids step by 2.
var squareDirs = [8]Cell{{0, -1}, {1, -1}, {1, 0}, {1, 1}, {0, 1}, {-1, 1}, {-1, 0}, {-1, -1}}

func newSquareGrid(s SquareSpec) (*squareGrid, error) {
	if err := checkGrid("square", s.Cols, s.Rows, s.Size); err != nil {
		return nil, err
	}
	lab, err := newLabeler("square", s.Labels, s.Cols, s.Rows)
	if err != nil {
		return nil, err
	}
	return &squareGrid{cols: s.Cols, rows: s.Rows, size: s.Size, diag: s.Diagonals, lab: lab}, nil
}

// Kind is Square.
func (g *squareGrid) Kind() Kind { return Square }

// Len is Cols×Rows.
func (g *squareGrid) Len() int { return g.cols * g.rows }

// Cols is the number of columns.
func (g *squareGrid) Cols() int { return g.cols }

// Rows is the number of rows.
func (g *squareGrid) Rows() int { return g.rows }

// Offset is c's column and row (a square cell is its own offset).
func (g *squareGrid) Offset(c Cell) (col, row int) { return c.X, c.Y }

// FromOffset is the cell at column col, row row.
func (g *squareGrid) FromOffset(col, row int) Cell { return Cell{col, row} }

// Cell is the cell with dense index i (row-major).
func (g *squareGrid) Cell(i int) Cell { return Cell{i % g.cols, i / g.cols} }

// Index is the dense index of c, or -1 if it is off the board.
func (g *squareGrid) Index(c Cell) int {
	if c.X < 0 || c.X >= g.cols || c.Y < 0 || c.Y >= g.rows {
		return -1
	}
	return c.Y*g.cols + c.X
}

// Neighbors appends the on-board neighbours of c clockwise from north: the 4
// orthogonal ones, or all 8 with diagonals (none when c is off the board).
func (g *squareGrid) Neighbors(c Cell, buf []Cell) []Cell {
	if g.Index(c) < 0 {
		return buf
	}
	step := 2
	if g.diag {
		step = 1
	}
	for k := 0; k < 8; k += step {
		if n := (Cell{c.X + squareDirs[k].X, c.Y + squareDirs[k].Y}); g.Index(n) >= 0 {
			buf = append(buf, n)
		}
	}
	return buf
}

// Adjacent reports whether a and b are on the board and one step apart.
func (g *squareGrid) Adjacent(a, b Cell) bool {
	return g.Distance(a, b) == 1 && g.Index(a) >= 0 && g.Index(b) >= 0
}

// Distance is the Manhattan distance, or the Chebyshev distance with
// diagonals (also for cells off the board).
func (g *squareGrid) Distance(a, b Cell) int {
	dx, dy := abs(a.X-b.X), abs(a.Y-b.Y)
	if g.diag {
		return max(dx, dy)
	}
	return dx + dy
}

// Line is the cells from a to b, both included, Distance(a,b)+1 of them: a
// Bresenham line with diagonals, else a 4-connected line that never jumps
// diagonally. Ties are broken the same way whichever end the line is drawn
// from, so Line(b, a) is Line(a, b) reversed.
func (g *squareGrid) Line(a, b Cell) []Cell {
	line := walkGrid
	if g.diag {
		line = bresenham
	}
	return symmetric(a, b, line)
}

// symmetric draws the line from the lesser end (EdgeOf order) and reverses it
// when needed, so that lines do not depend on which end they start from.
func symmetric(a, b Cell, line func(a, b Cell) []Cell) []Cell {
	if !cellLess(b, a) {
		return line(a, b)
	}
	out := line(b, a)
	slices.Reverse(out)
	return out
}

// bresenham is the 8-connected line from a to b.
func bresenham(a, b Cell) []Cell {
	dx, dy := abs(b.X-a.X), -abs(b.Y-a.Y)
	sx, sy := sign(b.X-a.X), sign(b.Y-a.Y)
	out := make([]Cell, 0, max(dx, -dy)+1)
	x, y, e := a.X, a.Y, dx+dy
	for {
		out = append(out, Cell{x, y})
		if x == b.X && y == b.Y {
			return out
		}
		if e2 := 2 * e; e2 >= dy {
			e += dy
			x += sx
			if e2 <= dx {
				e += dx
				y += sy
			}
		} else { // e2 < dy <= dx
			e += dx
			y += sy
		}
	}
}

// walkGrid is the 4-connected line from a to b: at each step it moves along
// whichever axis the segment between the centres crosses a cell border first
// (at an exact corner crossing, vertically first).
func walkGrid(a, b Cell) []Cell {
	nx, ny := abs(b.X-a.X), abs(b.Y-a.Y)
	sx, sy := sign(b.X-a.X), sign(b.Y-a.Y)
	out := make([]Cell, 0, nx+ny+1)
	x, y := a.X, a.Y
	out = append(out, a)
	for ix, iy := 0, 0; ix < nx || iy < ny; {
		// (0.5+ix)/nx < (0.5+iy)/ny, in integers.
		if (1+2*ix)*ny < (1+2*iy)*nx {
			x += sx
			ix++
		} else {
			y += sy
			iy++
		}
		out = append(out, Cell{x, y})
	}
	return out
}

func sign(x int) int {
	switch {
	case x > 0:
		return 1
	case x < 0:
		return -1
	}
	return 0
}

// Center is the pixel centre of c; cell (0,0) has its top-left at (0,0).
func (g *squareGrid) Center(c Cell) Point {
	return Point{(float64(c.X) + 0.5) * g.size, (float64(c.Y) + 0.5) * g.size}
}

// Polygon appends the four corners of c clockwise on screen from top-left.
func (g *squareGrid) Polygon(c Cell, buf []Point) []Point {
	x0, y0 := float64(c.X)*g.size, float64(c.Y)*g.size
	x1, y1 := float64(c.X+1)*g.size, float64(c.Y+1)*g.size
	return append(buf, Point{x0, y0}, Point{x1, y0}, Point{x1, y1}, Point{x0, y1})
}

// At is the square under p, if it is on the board.
func (g *squareGrid) At(p Point) (Cell, bool) {
	x, y := math.Floor(p.X/g.size), math.Floor(p.Y/g.size)
	if !(x >= 0 && x < float64(g.cols) && y >= 0 && y < float64(g.rows)) {
		return Cell{}, false
	}
	return Cell{int(x), int(y)}, true
}

// Bounds is (0,0)-(Cols×Size, Rows×Size).
func (g *squareGrid) Bounds() Rect {
	return Rect{Max: Point{float64(g.cols) * g.size, float64(g.rows) * g.size}}
}

// Label is the player-visible name of c; "" off the board.
func (g *squareGrid) Label(c Cell) string {
	if g.Index(c) < 0 {
		return ""
	}
	return g.lab.label(c.X, c.Y)
}

// Parse turns a label back into a cell.
func (g *squareGrid) Parse(label string) (Cell, error) {
	col, row, err := g.lab.parse(label)
	if err != nil {
		return Cell{}, err
	}
	return Cell{col, row}, nil
}

func (g *squareGrid) denseView() *dense { return g.dn.get(g) }
