package board

import (
	"slices"
	"strings"
	"testing"
)

func mustSquare(t testing.TB, s SquareSpec) OffsetGrid {
	t.Helper()
	g, err := NewSquare(s)
	if err != nil {
		t.Fatal(err)
	}
	return g.(OffsetGrid)
}

func TestNewSquareErrors(t *testing.T) {
	tests := []struct {
		spec SquareSpec
		want string
	}{
		{SquareSpec{Cols: 0, Rows: 3, Size: 10}, "board: square grid: cols must be at least 1, got 0"},
		{SquareSpec{Cols: 3, Rows: 0, Size: 10}, "board: square grid: rows must be at least 1, got 0"},
		{SquareSpec{Cols: 3, Rows: 3, Size: -2}, "board: square grid: size must be a positive number of pixels, got -2"},
		{SquareSpec{Cols: 3, Rows: 3, Size: 1, Labels: Labels{Style: LetterNumber, FirstCol: 0, FirstRow: 1}},
			"board: square grid: labels: first column must be at least 1 (column A) for letter labels, got 0"},
	}
	for _, tt := range tests {
		_, err := NewSquare(tt.spec)
		if err == nil || !strings.HasPrefix(err.Error(), tt.want) {
			t.Errorf("NewSquare(%+v) error = %v, want %q", tt.spec, err, tt.want)
		}
	}
}

func TestSquareNeighbors(t *testing.T) {
	four := mustSquare(t, SquareSpec{Cols: 5, Rows: 5, Size: 10})
	eight := mustSquare(t, SquareSpec{Cols: 5, Rows: 5, Size: 10, Diagonals: true})
	tests := []struct {
		g    Topology
		c    Cell
		want []Cell // clockwise from north
	}{
		{four, Cell{0, 0}, []Cell{{1, 0}, {0, 1}}},
		{four, Cell{2, 0}, []Cell{{3, 0}, {2, 1}, {1, 0}}},
		{four, Cell{2, 2}, []Cell{{2, 1}, {3, 2}, {2, 3}, {1, 2}}},
		{four, Cell{4, 4}, []Cell{{4, 3}, {3, 4}}},
		{eight, Cell{0, 0}, []Cell{{1, 0}, {1, 1}, {0, 1}}},
		{eight, Cell{2, 0}, []Cell{{3, 0}, {3, 1}, {2, 1}, {1, 1}, {1, 0}}},
		{eight, Cell{2, 2}, []Cell{{2, 1}, {3, 1}, {3, 2}, {3, 3}, {2, 3}, {1, 3}, {1, 2}, {1, 1}}},
		{eight, Cell{4, 4}, []Cell{{4, 3}, {3, 4}, {3, 3}}},
		{eight, Cell{0, 4}, []Cell{{0, 3}, {1, 3}, {1, 4}}},
		{four, Cell{5, 0}, nil}, // off the board
	}
	for _, tt := range tests {
		got := tt.g.Neighbors(tt.c, nil)
		if !equalCells(got, tt.want) {
			t.Errorf("%v diag=%v: Neighbors = %v, want %v", tt.c, len(tt.g.Neighbors(Cell{2, 2}, nil)) == 8, got, tt.want)
		}
		for _, n := range got {
			if !tt.g.Adjacent(tt.c, n) || tt.g.Distance(tt.c, n) != 1 {
				t.Errorf("%v, %v not adjacent at distance 1", tt.c, n)
			}
		}
	}
	if four.Adjacent(Cell{0, 0}, Cell{1, 1}) || !eight.Adjacent(Cell{0, 0}, Cell{1, 1}) {
		t.Error("diagonal adjacency wrong")
	}
	if eight.Adjacent(Cell{4, 4}, Cell{5, 5}) || eight.Adjacent(Cell{1, 1}, Cell{1, 1}) {
		t.Error("adjacent to off-board cell or itself")
	}
}

func TestSquareDistance(t *testing.T) {
	four := mustSquare(t, SquareSpec{Cols: 9, Rows: 9, Size: 10})
	eight := mustSquare(t, SquareSpec{Cols: 9, Rows: 9, Size: 10, Diagonals: true})
	tests := []struct {
		a, b          Cell
		manh, chebysh int
	}{
		{Cell{0, 0}, Cell{3, 4}, 7, 4},
		{Cell{3, 4}, Cell{0, 0}, 7, 4},
		{Cell{2, 2}, Cell{2, 2}, 0, 0},
		{Cell{8, 0}, Cell{0, 8}, 16, 8},
		{Cell{1, 5}, Cell{6, 5}, 5, 5},
	}
	for _, tt := range tests {
		if d := four.Distance(tt.a, tt.b); d != tt.manh {
			t.Errorf("4-neighbour Distance(%v,%v) = %d, want %d", tt.a, tt.b, d, tt.manh)
		}
		if d := eight.Distance(tt.a, tt.b); d != tt.chebysh {
			t.Errorf("8-neighbour Distance(%v,%v) = %d, want %d", tt.a, tt.b, d, tt.chebysh)
		}
	}
}

func TestSquareLine(t *testing.T) {
	four := mustSquare(t, SquareSpec{Cols: 9, Rows: 9, Size: 10})
	eight := mustSquare(t, SquareSpec{Cols: 9, Rows: 9, Size: 10, Diagonals: true})
	tests := []struct {
		g    Topology
		a, b Cell
		want []Cell
	}{
		// y = x/3 rounded: 0, .33, .67, 1, 1.33, 1.67, 2.
		{eight, Cell{0, 0}, Cell{6, 2}, []Cell{{0, 0}, {1, 0}, {2, 1}, {3, 1}, {4, 1}, {5, 2}, {6, 2}}},
		// y = x/2: exact halves at x=1 and x=3 go up to the next row.
		{eight, Cell{0, 0}, Cell{4, 2}, []Cell{{0, 0}, {1, 1}, {2, 1}, {3, 2}, {4, 2}}},
		{eight, Cell{3, 3}, Cell{0, 0}, []Cell{{3, 3}, {2, 2}, {1, 1}, {0, 0}}},
		{eight, Cell{2, 5}, Cell{2, 1}, []Cell{{2, 5}, {2, 4}, {2, 3}, {2, 2}, {2, 1}}},
		// From centre (0.5,0.5) to (2.5,1.5): crosses x=1 at t=1/4, y=1 at
		// t=1/2, x=2 at t=3/4.
		{four, Cell{0, 0}, Cell{2, 1}, []Cell{{0, 0}, {1, 0}, {1, 1}, {2, 1}}},
		// Through the corner at t=1/2: vertical step first.
		{four, Cell{0, 0}, Cell{1, 1}, []Cell{{0, 0}, {0, 1}, {1, 1}}},
		// x borders at t=1/6, 3/6, 5/6; the y border at 3/6 ties, vertical first.
		{four, Cell{0, 0}, Cell{3, 1}, []Cell{{0, 0}, {1, 0}, {1, 1}, {2, 1}, {3, 1}}},
		// Lines are symmetric: the reverse of the line above.
		{four, Cell{3, 1}, Cell{0, 0}, []Cell{{3, 1}, {2, 1}, {1, 1}, {1, 0}, {0, 0}}},
		{four, Cell{4, 4}, Cell{4, 4}, []Cell{{4, 4}}},
	}
	for _, tt := range tests {
		if got := tt.g.Line(tt.a, tt.b); !equalCells(got, tt.want) {
			t.Errorf("Line(%v,%v) = %v, want %v", tt.a, tt.b, got, tt.want)
		}
	}
	// Properties: endpoints, Distance+1 cells, each step adjacent.
	for _, g := range []Topology{four, eight} {
		for x := 0; x < 9; x++ {
			for y := 0; y < 9; y++ {
				a, b := Cell{4, 4}, Cell{x, y}
				line := g.Line(a, b)
				if len(line) != g.Distance(a, b)+1 || line[0] != a || line[len(line)-1] != b {
					t.Fatalf("Line(%v,%v) = %v", a, b, line)
				}
				for i := 1; i < len(line); i++ {
					if !g.Adjacent(line[i-1], line[i]) {
						t.Fatalf("Line(%v,%v) = %v jumps at %d", a, b, line, i)
					}
				}
				back := g.Line(b, a)
				slices.Reverse(back)
				if !equalCells(back, line) {
					t.Fatalf("Line(%v,%v) = %v is not Line(%v,%v) = %v reversed", b, a, back, a, b, line)
				}
			}
		}
	}
}

func TestSquarePixels(t *testing.T) {
	g := mustSquare(t, SquareSpec{Cols: 5, Rows: 4, Size: 10})
	if c := g.Center(Cell{2, 3}); c != (Point{25, 35}) {
		t.Errorf("Center(2,3) = %v", c)
	}
	poly := g.Polygon(Cell{1, 2}, nil)
	want := []Point{{10, 20}, {20, 20}, {20, 30}, {10, 30}}
	if len(poly) != 4 || signedArea(poly) <= 0 {
		t.Fatalf("Polygon = %v", poly)
	}
	for i := range want {
		if poly[i] != want[i] {
			t.Errorf("Polygon = %v, want %v", poly, want)
		}
	}
	if b := g.Bounds(); b != (Rect{Max: Point{50, 40}}) {
		t.Errorf("Bounds = %v", b)
	}
	tests := []struct {
		p    Point
		want Cell
		ok   bool
	}{
		{Point{25, 35}, Cell{2, 3}, true},
		{Point{0, 0}, Cell{0, 0}, true},
		{Point{9.99, 10}, Cell{0, 1}, true},
		{Point{49.9, 39.9}, Cell{4, 3}, true},
		{Point{50, 10}, Cell{}, false},
		{Point{-0.1, 5}, Cell{}, false},
		{Point{5, 40}, Cell{}, false},
	}
	for _, tt := range tests {
		if c, ok := g.At(tt.p); c != tt.want || ok != tt.ok {
			t.Errorf("At(%v) = %v,%v, want %v,%v", tt.p, c, ok, tt.want, tt.ok)
		}
	}
}

func TestSquareLabels(t *testing.T) {
	letters := mustSquare(t, SquareSpec{Cols: 30, Rows: 12, Size: 10, Labels: Labels{Style: LetterNumber, FirstCol: 1, FirstRow: 1}})
	numbers := mustSquare(t, SquareSpec{Cols: 30, Rows: 12, Size: 10, Labels: Labels{FirstCol: 1, FirstRow: 1}})
	tests := []struct {
		g     Topology
		c     Cell
		label string
	}{
		{letters, Cell{6, 5}, "G6"},
		{letters, Cell{0, 0}, "A1"},
		{letters, Cell{25, 11}, "Z12"},
		{letters, Cell{26, 0}, "AA1"},
		{letters, Cell{29, 9}, "AD10"},
		{numbers, Cell{6, 5}, "0706"},
		{numbers, Cell{29, 11}, "3012"},
	}
	for _, tt := range tests {
		if got := tt.g.Label(tt.c); got != tt.label {
			t.Errorf("Label(%v) = %q, want %q", tt.c, got, tt.label)
		}
		if got, err := tt.g.Parse(strings.ToLower(tt.label)); err != nil || got != tt.c {
			t.Errorf("Parse(%q) = %v, %v", strings.ToLower(tt.label), got, err)
		}
	}
	if l := letters.Label(Cell{30, 0}); l != "" {
		t.Errorf("off-board label = %q", l)
	}
}
