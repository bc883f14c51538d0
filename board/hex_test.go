package board

import (
	"math"
	"strings"
	"testing"
)

func mustHex(t testing.TB, s HexSpec) OffsetGrid {
	t.Helper()
	g, err := NewHex(s)
	if err != nil {
		t.Fatal(err)
	}
	return g.(OffsetGrid)
}

func TestNewHexErrors(t *testing.T) {
	tests := []struct {
		spec HexSpec
		want string
	}{
		{HexSpec{Cols: 0, Rows: 3, Size: 10}, "board: hex grid: cols must be at least 1, got 0"},
		{HexSpec{Cols: 3, Rows: -1, Size: 10}, "board: hex grid: rows must be at least 1, got -1"},
		{HexSpec{Cols: 3, Rows: 3, Size: 0}, "board: hex grid: size must be a positive number of pixels, got 0"},
		{HexSpec{Cols: 3, Rows: 3, Size: math.NaN()}, "board: hex grid: size must be"},
		{HexSpec{Cols: 100000, Rows: 100000, Size: 1}, "board: hex grid: 100000x100000 cells is too many"},
		{HexSpec{Cols: 3, Rows: 3, Size: 1, Labels: Labels{Digits: -1}}, "board: hex grid: labels: digits must be between 0 and 9, got -1"},
		{HexSpec{Cols: 3, Rows: 3, Size: 1, Labels: Labels{FirstRow: -1}}, "board: hex grid: labels: first row must be at least 0, got -1"},
		{HexSpec{Cols: 3, Rows: 3, Size: 1, Labels: Labels{Style: LetterNumber}}, "board: hex grid: labels: first column must be at least 1"},
		{HexSpec{Cols: 3, Rows: 3, Size: 1, Labels: Labels{Style: 7}}, "board: hex grid: labels: unknown style 7"},
		{HexSpec{Cols: 120, Rows: 100, Size: 1, Labels: Labels{FirstCol: 1, FirstRow: 1, Digits: 2}},
			"board: hex grid: labels: column numbers up to 120 and row numbers up to 100 are both wider than 2 digits, " +
				"which makes labels ambiguous; set Digits to at least 3"},
	}
	for _, tt := range tests {
		_, err := NewHex(tt.spec)
		if err == nil || !strings.HasPrefix(err.Error(), tt.want) {
			t.Errorf("NewHex(%+v) error = %v, want %q", tt.spec, err, tt.want)
		}
	}
}

func allHexSpecs(cols, rows int, size float64) []HexSpec {
	var out []HexSpec
	for _, pointy := range []bool{false, true} {
		for _, odd := range []bool{true, false} {
			out = append(out, HexSpec{Pointy: pointy, ShoveOdd: odd, Cols: cols, Rows: rows, Size: size,
				Labels: Labels{FirstCol: 1, FirstRow: 1}})
		}
	}
	return out
}

func TestHexIndexCellRoundTrip(t *testing.T) {
	for _, s := range allHexSpecs(7, 5, 10) {
		g := mustHex(t, s)
		if g.Len() != 35 {
			t.Fatalf("Len = %d", g.Len())
		}
		seen := map[Cell]bool{}
		for i := 0; i < g.Len(); i++ {
			c := g.Cell(i)
			if g.Index(c) != i || seen[c] {
				t.Fatalf("%v: Cell(%d) = %v, Index = %d", g.Kind(), i, c, g.Index(c))
			}
			seen[c] = true
			col, row := g.Offset(c)
			if row*7+col != i || g.FromOffset(col, row) != c {
				t.Fatalf("dense index %d is offset (%d,%d)", i, col, row)
			}
		}
		// Just off each side.
		for _, off := range [][2]int{{-1, 0}, {7, 0}, {0, -1}, {0, 5}} {
			if i := g.Index(g.FromOffset(off[0], off[1])); i != -1 {
				t.Errorf("offset %v has index %d", off, i)
			}
		}
	}
}

func TestHexNeighbors(t *testing.T) {
	flat := mustHex(t, HexSpec{Cols: 4, Rows: 4, Size: 10, ShoveOdd: true})                 // odd-q
	pointy := mustHex(t, HexSpec{Cols: 4, Rows: 4, Size: 10, ShoveOdd: true, Pointy: true}) // odd-r
	tests := []struct {
		name     string
		g        OffsetGrid
		col, row int
		want     [][2]int // offsets, in CubeDirection order
	}{
		// odd-q (0,0): axial (0,0); only (+1,0) -> offset (1,0) and (0,+1) ->
		// offset (0,1) are on the board.
		{"odd-q top-left", flat, 0, 0, [][2]int{{1, 0}, {0, 1}}},
		// odd-q (3,0): axial (3,-1), an odd (low) column: (-1,0) -> (2,-1) is
		// offset (2,0), (-1,+1) -> (2,0) is offset (2,1), (0,+1) -> (3,1).
		{"odd-q top-right", flat, 3, 0, [][2]int{{2, 0}, {2, 1}, {3, 1}}},
		// odd-q (3,3): axial (3,2): (0,-1) -> offset (3,2); (-1,0) -> (2,3).
		{"odd-q bottom-right", flat, 3, 3, [][2]int{{3, 2}, {2, 3}}},
		{"odd-q interior", flat, 2, 2, [][2]int{{3, 2}, {3, 1}, {2, 1}, {1, 1}, {1, 2}, {2, 3}}},
		// odd-r (0,0): axial (0,0): (+1,0) -> (1,0); (0,+1) -> axial (0,1)
		// is offset (0,1) (odd row, shoved right).
		{"odd-r top-left", pointy, 0, 0, [][2]int{{1, 0}, {0, 1}}},
		// odd-r (0,1): axial (0,1): (+1,0)->(1,1), (+1,-1)->(1,0) offset
		// (1,0), (0,-1) -> (0,0), (-1,+1) -> axial (-1,2) = offset (0,2),
		// (0,+1) -> axial (0,2) = offset (1,2).
		{"odd-r left edge", pointy, 0, 1, [][2]int{{1, 1}, {1, 0}, {0, 0}, {0, 2}, {1, 2}}},
	}
	for _, tt := range tests {
		c := tt.g.FromOffset(tt.col, tt.row)
		got := tt.g.Neighbors(c, nil)
		if len(got) != len(tt.want) {
			t.Errorf("%s: Neighbors = %v, want offsets %v", tt.name, got, tt.want)
			continue
		}
		for i, n := range got {
			col, row := tt.g.Offset(n)
			if [2]int{col, row} != tt.want[i] {
				t.Errorf("%s: neighbour %d at offset (%d,%d), want %v", tt.name, i, col, row, tt.want[i])
			}
			if !tt.g.Adjacent(c, n) || !tt.g.Adjacent(n, c) || tt.g.Distance(c, n) != 1 {
				t.Errorf("%s: %v and %v not adjacent", tt.name, c, n)
			}
		}
	}
	if flat.Adjacent(Cell{0, 0}, Cell{0, 0}) || flat.Adjacent(Cell{0, 0}, Cell{0, -1}) {
		t.Error("a hex is adjacent to itself or to an off-board hex")
	}
}

func TestHexLayout(t *testing.T) {
	tests := []struct {
		spec  HexSpec
		cells map[[2]int]Point // offset -> centre
		max   Point
	}{
		// Flat odd-q, size 10: hex (0,0) touches the top-left, so its centre
		// is (size, half-height 5√3); column 1 is 15 right and 5√3 lower.
		// Width: 2 column steps of 15 plus 2×10; height: 3 rows of 10√3 plus
		// the half-hex shove, 3.5×10√3.
		{HexSpec{Cols: 3, Rows: 3, Size: 10, ShoveOdd: true},
			map[[2]int]Point{{0, 0}: {10, 5 * sqrt3}, {1, 0}: {25, 10 * sqrt3}, {2, 2}: {40, 25 * sqrt3}},
			Point{50, 35 * sqrt3}},
		// Flat even-q: column 0 is shoved down, so it starts half a hex lower.
		{HexSpec{Cols: 3, Rows: 3, Size: 10},
			map[[2]int]Point{{0, 0}: {10, 10 * sqrt3}, {1, 0}: {25, 5 * sqrt3}},
			Point{50, 35 * sqrt3}},
		// Pointy odd-r, size 10: centre (5√3, 10); row 1 is shoved right half
		// a hex (5√3) and 15 down. Width 3.5×10√3, height 2×15+20.
		{HexSpec{Cols: 3, Rows: 3, Size: 10, Pointy: true, ShoveOdd: true},
			map[[2]int]Point{{0, 0}: {5 * sqrt3, 10}, {0, 1}: {10 * sqrt3, 25}, {2, 2}: {25 * sqrt3, 40}},
			Point{35 * sqrt3, 50}},
		// Pointy even-r: row 0 is the shoved one.
		{HexSpec{Cols: 3, Rows: 3, Size: 10, Pointy: true},
			map[[2]int]Point{{0, 0}: {10 * sqrt3, 10}, {0, 1}: {5 * sqrt3, 25}},
			Point{35 * sqrt3, 50}},
		// A single column has no shove to make room for.
		{HexSpec{Cols: 1, Rows: 2, Size: 10},
			map[[2]int]Point{{0, 0}: {10, 5 * sqrt3}, {0, 1}: {10, 15 * sqrt3}},
			Point{20, 20 * sqrt3}},
	}
	for _, tt := range tests {
		g := mustHex(t, tt.spec)
		for off, want := range tt.cells {
			if got := g.Center(g.FromOffset(off[0], off[1])); !near(got, want) {
				t.Errorf("%+v: Center(offset %v) = %v, want %v", tt.spec, off, got, want)
			}
		}
		b := g.Bounds()
		if b.Min != (Point{}) || !near(b.Max, tt.max) {
			t.Errorf("%+v: Bounds = %v, want (0,0)-%v", tt.spec, b, tt.max)
		}
	}
}

func TestHexBoundsHoldPolygons(t *testing.T) {
	for _, size := range []float64{1, 10, 37.3, 0.7, 123.456} {
		for _, dims := range [][2]int{{1, 1}, {2, 1}, {1, 2}, {9, 4}, {4, 9}} {
			for _, s := range allHexSpecs(dims[0], dims[1], size) {
				g := mustHex(t, s)
				b := g.Bounds()
				if b.Min != (Point{}) {
					t.Errorf("%+v: Bounds.Min = %v, want exactly (0,0)", s, b.Min)
				}
				var lo, hi Point
				lo = Point{math.Inf(1), math.Inf(1)}
				hi = Point{math.Inf(-1), math.Inf(-1)}
				var buf []Point
				for i := 0; i < g.Len(); i++ {
					buf = g.Polygon(g.Cell(i), buf[:0])
					if len(buf) != 6 {
						t.Fatalf("polygon has %d corners", len(buf))
					}
					if signedArea(buf) <= 0 {
						t.Fatalf("polygon %v is not clockwise on screen", buf)
					}
					for _, p := range buf {
						lo.X, lo.Y = min(lo.X, p.X), min(lo.Y, p.Y)
						hi.X, hi.Y = max(hi.X, p.X), max(hi.Y, p.Y)
					}
				}
				if lo != b.Min || hi != b.Max {
					t.Errorf("%+v: polygons span %v-%v, Bounds %v", s, lo, hi, b)
				}
			}
		}
	}
}

// TestHexAt checks pixel -> hex against the drawn geometry: the centre and
// points 90% of the way to each corner are inside the hex; a point just past
// the middle of each side is in the hex across that side, whose centre is
// twice as far along the same line.
func TestHexAt(t *testing.T) {
	for _, s := range allHexSpecs(6, 5, 17) {
		g := mustHex(t, s)
		var poly []Point
		for i := 0; i < g.Len(); i++ {
			c := g.Cell(i)
			ctr := g.Center(c)
			if got, ok := g.At(ctr); !ok || got != c {
				t.Fatalf("%v: At(Center(%v)) = %v,%v", g.Kind(), c, got, ok)
			}
			poly = g.Polygon(c, poly[:0])
			for k, p := range poly {
				in := Point{ctr.X + 0.9*(p.X-ctr.X), ctr.Y + 0.9*(p.Y-ctr.Y)}
				if got, ok := g.At(in); !ok || got != c {
					t.Fatalf("%v: At near corner %d of %v = %v,%v", g.Kind(), k, c, got, ok)
				}
				q := poly[(k+1)%6]
				mid := Point{(p.X+q.X)/2 - ctr.X, (p.Y+q.Y)/2 - ctr.Y}
				across := Point{ctr.X + 1.05*mid.X, ctr.Y + 1.05*mid.Y}
				other := Point{ctr.X + 2*mid.X, ctr.Y + 2*mid.Y}
				got, ok := g.At(across)
				if ok && got == c {
					t.Fatalf("%v: At just outside side %d of %v is still %v", g.Kind(), k, c, c)
				}
				if ok && !near(g.Center(got), other) {
					t.Fatalf("%v: across side %d of %v At gives %v centred %v, want centre %v",
						g.Kind(), k, c, got, g.Center(got), other)
				}
				if ok && g.Index(got) < 0 {
					t.Fatalf("At returned off-board %v", got)
				}
				if _, ok2 := g.At(other); ok2 != ok {
					t.Fatalf("%v: across side %d of %v on board: %v, but the centre there: %v", g.Kind(), k, c, ok, ok2)
				}
			}
		}
		if _, ok := g.At(Point{-1, -1}); ok {
			t.Errorf("%v: At(-1,-1) is on the board", g.Kind())
		}
		b := g.Bounds()
		if _, ok := g.At(Point{b.Max.X + 1, b.Max.Y + 1}); ok {
			t.Errorf("%v: At past Bounds.Max is on the board", g.Kind())
		}
	}
}

func TestHexDistanceAndLine(t *testing.T) {
	g := mustHex(t, HexSpec{Cols: 10, Rows: 10, Size: 10, ShoveOdd: true})
	// odd-q offsets (0,0) and (3,0): axial (0,0) and (3,-1); distance 3.
	// (0,0) to (0,5): straight down a column, 5.
	// (0,0) to (4,2): axial (4,0): 4 steps along q.
	tests := []struct {
		a, b [2]int
		want int
	}{
		{[2]int{0, 0}, [2]int{3, 0}, 3},
		{[2]int{0, 0}, [2]int{0, 5}, 5},
		{[2]int{0, 0}, [2]int{4, 2}, 4},
		{[2]int{1, 0}, [2]int{1, 0}, 0},
		// offset (9,9) is axial (9, 9-4) = (9,5), cube (9,5,-14): 14.
		{[2]int{9, 9}, [2]int{0, 0}, 14},
	}
	for _, tt := range tests {
		a, b := g.FromOffset(tt.a[0], tt.a[1]), g.FromOffset(tt.b[0], tt.b[1])
		if d := g.Distance(a, b); d != tt.want {
			t.Errorf("Distance(%v,%v) = %d, want %d", tt.a, tt.b, d, tt.want)
		}
		line := g.Line(a, b)
		if len(line) != tt.want+1 || line[0] != a || line[len(line)-1] != b {
			t.Errorf("Line(%v,%v) = %v", tt.a, tt.b, line)
		}
	}
	// Down a column every hex keeps the column.
	for i, c := range g.Line(g.FromOffset(2, 1), g.FromOffset(2, 6)) {
		if col, row := g.Offset(c); col != 2 || row != 1+i {
			t.Errorf("column line step %d at offset (%d,%d)", i, col, row)
		}
	}
}
