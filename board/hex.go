package board

// hexGrid is a rectangular hex grid in offset coordinates; its cells are
// axial (q, r) and its dense index is row-major over offset (col, row).
type hexGrid struct {
	pointy  bool
	off     Offset
	cols    int
	rows    int
	size    float64
	origin  Point    // added to HexCenter to get board pixels
	corners [6]Point // corner offsets from the centre, clockwise on screen
	bounds  Rect
	lab     labeler
	dn      dense
}

func newHexGrid(s HexSpec) (*hexGrid, error) {
	if err := checkGrid("hex", s.Cols, s.Rows, s.Size); err != nil {
		return nil, err
	}
	lab, err := newLabeler("hex", s.Labels, s.Cols, s.Rows)
	if err != nil {
		return nil, err
	}
	g := &hexGrid{pointy: s.Pointy, cols: s.Cols, rows: s.Rows, size: s.Size, lab: lab}
	h := s.Size * sqrt3 / 2 // half the distance between opposite sides
	g.off = hexOffset(s.Pointy, s.ShoveOdd)
	if s.Pointy {
		g.corners = [6]Point{{h, -s.Size / 2}, {h, s.Size / 2}, {0, s.Size},
			{-h, s.Size / 2}, {-h, -s.Size / 2}, {0, -s.Size}}
	} else {
		g.corners = [6]Point{{s.Size, 0}, {s.Size / 2, h}, {-s.Size / 2, h},
			{-s.Size, 0}, {-s.Size / 2, -h}, {s.Size / 2, -h}}
	}
	g.layout()
	return g, nil
}

// hexOffset is the offset layout of a HexSpec.
func hexOffset(pointy, shoveOdd bool) Offset {
	switch {
	case pointy && shoveOdd:
		return OddR
	case pointy:
		return EvenR
	case shoveOdd:
		return OddQ
	}
	return EvenQ
}

// layout sets origin so that the top-left of the bounds is exactly (0,0),
// and the bounds. Extreme corners lie on the outer columns and rows, so only
// the perimeter is measured, through Polygon so that Bounds holds exactly what
// is drawn; floating-point rounding can leave the first attempt a hair off 0,
// so the origin is corrected until it is not.
func (g *hexGrid) layout() {
	for range 4 {
		b := g.measure()
		g.bounds = b
		if b.Min == (Point{}) {
			return
		}
		g.origin.X -= b.Min.X
		g.origin.Y -= b.Min.Y
	}
}

// measure is the rectangle around the perimeter hexes' polygons.
func (g *hexGrid) measure() Rect {
	var b Rect
	var buf []Point
	first := true
	g.perimeter(func(c Cell) {
		buf = g.Polygon(c, buf[:0])
		for _, p := range buf {
			if first {
				b = Rect{p, p}
				first = false
			}
			b.Min.X, b.Min.Y = min(b.Min.X, p.X), min(b.Min.Y, p.Y)
			b.Max.X, b.Max.Y = max(b.Max.X, p.X), max(b.Max.Y, p.Y)
		}
	})
	return b
}

// perimeter calls fn for the cells of the outer two columns and rows.
func (g *hexGrid) perimeter(fn func(Cell)) {
	for row := 0; row < g.rows; row++ {
		for _, col := range []int{0, 1, g.cols - 2, g.cols - 1} {
			if col >= 0 && col < g.cols {
				fn(g.FromOffset(col, row))
			}
		}
	}
	for col := 0; col < g.cols; col++ {
		for _, row := range []int{0, 1, g.rows - 2, g.rows - 1} {
			if row >= 0 && row < g.rows {
				fn(g.FromOffset(col, row))
			}
		}
	}
}

// Kind is HexFlat or HexPointy.
func (g *hexGrid) Kind() Kind {
	if g.pointy {
		return HexPointy
	}
	return HexFlat
}

// Len is Cols×Rows.
func (g *hexGrid) Len() int { return g.cols * g.rows }

// Cols is the number of offset columns.
func (g *hexGrid) Cols() int { return g.cols }

// Rows is the number of offset rows.
func (g *hexGrid) Rows() int { return g.rows }

// Offset is the offset column and row of axial cell c.
func (g *hexGrid) Offset(c Cell) (col, row int) { return g.off.FromAxial(c) }

// FromOffset is the axial cell at offset column col, row row.
func (g *hexGrid) FromOffset(col, row int) Cell { return g.off.ToAxial(col, row) }

// Cell is the cell with dense index i (row-major over offset coordinates).
func (g *hexGrid) Cell(i int) Cell { return g.off.ToAxial(i%g.cols, i/g.cols) }

// Index is the dense index of c, or -1 if it is off the board.
func (g *hexGrid) Index(c Cell) int {
	col, row := g.off.FromAxial(c)
	if col < 0 || col >= g.cols || row < 0 || row >= g.rows {
		return -1
	}
	return row*g.cols + col
}

// Neighbors appends the on-board hexes around c, in CubeDirection order
// (none when c is off the board).
func (g *hexGrid) Neighbors(c Cell, buf []Cell) []Cell {
	if g.Index(c) < 0 {
		return buf
	}
	for _, d := range cubeDirs {
		if n := (Cell{c.X + d.Q, c.Y + d.R}); g.Index(n) >= 0 {
			buf = append(buf, n)
		}
	}
	return buf
}

// Adjacent reports whether a and b are on the board and one hex apart.
func (g *hexGrid) Adjacent(a, b Cell) bool {
	return HexDistance(a, b) == 1 && g.Index(a) >= 0 && g.Index(b) >= 0
}

// Distance is the hex distance (also for cells off the board).
func (g *hexGrid) Distance(a, b Cell) int { return HexDistance(a, b) }

// Line is HexLine(a, b). Along the zig-zag edge of the map a line between two
// on-board hexes can pass through a hex just off the board; check Index.
func (g *hexGrid) Line(a, b Cell) []Cell { return HexLine(a, b) }

// Center is the pixel centre of c (defined off the board too).
func (g *hexGrid) Center(c Cell) Point {
	p := HexCenter(c, g.size, g.pointy)
	return Point{p.X + g.origin.X, p.Y + g.origin.Y}
}

// Polygon appends the six corners of c, clockwise on screen.
func (g *hexGrid) Polygon(c Cell, buf []Point) []Point {
	p := g.Center(c)
	for _, k := range g.corners {
		buf = append(buf, Point{p.X + k.X, p.Y + k.Y})
	}
	return buf
}

// At is the hex under p, if it is on the board.
func (g *hexGrid) At(p Point) (Cell, bool) {
	f := PixelToHex(Point{p.X - g.origin.X, p.Y - g.origin.Y}, g.size, g.pointy)
	c := CubeRound(f).Cell()
	if g.Index(c) < 0 {
		return Cell{}, false
	}
	return c, true
}

// Bounds is the rectangle around every hex; Min is (0,0).
func (g *hexGrid) Bounds() Rect { return g.bounds }

// Label is the player-visible name of c; "" off the board.
func (g *hexGrid) Label(c Cell) string {
	if g.Index(c) < 0 {
		return ""
	}
	col, row := g.off.FromAxial(c)
	return g.lab.label(col, row)
}

// Parse turns a label back into an axial cell.
func (g *hexGrid) Parse(label string) (Cell, error) {
	col, row, err := g.lab.parse(label)
	if err != nil {
		return Cell{}, err
	}
	return g.off.ToAxial(col, row), nil
}

func (g *hexGrid) denseView() *dense { return g.dn.get(g) }
