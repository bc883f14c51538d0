package board

import (
	"math"
	"math/rand/v2"
	"slices"
	"testing"
)

// The cases below follow Red Blob Games' hexagon guide and its reference
// implementation's tests; expected values are worked out by hand in the
// comments.

func TestCubeDistance(t *testing.T) {
	tests := []struct {
		a, b Cube
		want int
	}{
		{Cube{0, 0, 0}, Cube{0, 0, 0}, 0},
		{Cube{3, -7, 4}, Cube{0, 0, 0}, 7},   // guide's test: max(3,7,4)
		{Cube{1, -1, 0}, Cube{0, 0, 0}, 1},   // a neighbour
		{Cube{2, -1, -1}, Cube{0, 0, 0}, 2},  // a "diagonal" two steps away
		{Cube{-2, 3, -1}, Cube{1, -1, 0}, 4}, // diff (-3,4,-1)
		{Cube{5, 0, -5}, Cube{-5, 0, 5}, 10}, // straight along r=0
	}
	for _, tt := range tests {
		if got := CubeDistance(tt.a, tt.b); got != tt.want {
			t.Errorf("CubeDistance(%v,%v) = %d, want %d", tt.a, tt.b, got, tt.want)
		}
		if got := CubeDistance(tt.b, tt.a); got != tt.want {
			t.Errorf("CubeDistance(%v,%v) = %d, want %d (symmetry)", tt.b, tt.a, got, tt.want)
		}
		if got := HexDistance(tt.a.Cell(), tt.b.Cell()); got != tt.want {
			t.Errorf("HexDistance(%v,%v) = %d, want %d", tt.a.Cell(), tt.b.Cell(), got, tt.want)
		}
	}
}

func TestCubeNeighbors(t *testing.T) {
	// Guide's test: neighbour of (1,-2,1) in direction 2 (0,-1,+1) is (1,-3,2).
	if got := (Cube{1, -2, 1}).Neighbor(2); got != (Cube{1, -3, 2}) {
		t.Errorf("Neighbor(2) = %v, want (1,-3,2)", got)
	}
	c := Cube{2, -1, -1}
	want := [6]Cube{{3, -1, -2}, {3, -2, -1}, {2, -2, 0}, {1, -1, 0}, {1, 0, -1}, {2, 0, -2}}
	for d := 0; d < 6; d++ {
		n := c.Neighbor(d)
		if n != want[d] {
			t.Errorf("Neighbor(%d) = %v, want %v", d, n, want[d])
		}
		if n.Q+n.R+n.S != 0 || CubeDistance(c, n) != 1 {
			t.Errorf("Neighbor(%d) = %v is not a cube one step away", d, n)
		}
		if CubeDirection(d+6) != CubeDirection(d) || CubeDirection(d-6) != CubeDirection(d) {
			t.Errorf("CubeDirection does not wrap at %d", d)
		}
		// Opposite directions cancel.
		if s := CubeDirection(d).Add(CubeDirection(d + 3)); s != (Cube{}) {
			t.Errorf("direction %d + direction %d = %v", d, d+3, s)
		}
	}
}

func TestCubeRound(t *testing.T) {
	a, b, c := (Cube{0, 0, 0}).Frac(), (Cube{1, -1, 0}).Frac(), (Cube{0, -1, 1}).Frac()
	mix := func(wa, wb, wc float64) FracCube {
		return FracCube{a.Q*wa + b.Q*wb + c.Q*wc, a.R*wa + b.R*wb + c.R*wc, a.S*wa + b.S*wb + c.S*wc}
	}
	tests := []struct {
		name string
		f    FracCube
		want Cube
	}{
		// The guide's hex_round tests.
		{"midpoint of a long line", CubeLerp(Cube{0, 0, 0}.Frac(), Cube{10, -20, 10}.Frac(), 0.5), Cube{5, -10, 5}},
		{"just before the a|b edge", CubeLerp(a, b, 0.499), Cube{0, 0, 0}},
		{"just after the a|b edge", CubeLerp(a, b, 0.501), Cube{1, -1, 0}},
		{"near the a-b-c corner, a heaviest", mix(0.4, 0.3, 0.3), Cube{0, 0, 0}},
		{"near the a-b-c corner, c heaviest", mix(0.3, 0.3, 0.4), Cube{0, -1, 1}},
		// Naive rounding of (0.45,0.4,-0.85) gives (0,0,-1), which is not a
		// cube; q moved most (0.45) so q = -r-s = 1.
		{"q moved most", FracCube{0.45, 0.4, -0.85}, Cube{1, 0, -1}},
		// (-0.3,1.45,-1.15) rounds to (0,1,-1), already a cube; r moved most
		// (0.45) and is recomputed as -q-s = 1, unchanged.
		{"r moved most, already consistent", FracCube{-0.3, 1.45, -1.15}, Cube{0, 1, -1}},
		// (0.2,0.35,-0.55): rounds to (0,0,-1); s moved most (0.45), so
		// s = -q-r = 0.
		{"s moved most", FracCube{0.2, 0.35, -0.55}, Cube{0, 0, 0}},
		{"negative exact", FracCube{-3, 5, -2}, Cube{-3, 5, -2}},
	}
	for _, tt := range tests {
		if got := CubeRound(tt.f); got != tt.want {
			t.Errorf("%s: CubeRound(%v) = %v, want %v", tt.name, tt.f, got, tt.want)
		}
	}
}

// TestCubeRoundIsNearestCentre checks rounding against geometry: the hex a
// point rounds to has the nearest centre in pixel space (hexes are the
// Voronoi cells of their centres).
func TestCubeRoundIsNearestCentre(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	for _, pointy := range []bool{false, true} {
		for range 20000 {
			p := Point{rng.Float64()*40 - 20, rng.Float64()*40 - 20}
			f := PixelToHex(p, 1, pointy)
			got := CubeRound(f)
			if got.Q+got.R+got.S != 0 {
				t.Fatalf("CubeRound(%v) = %v is not a cube", f, got)
			}
			dist := func(c Cube) float64 {
				q := HexCenter(c.Cell(), 1, pointy)
				return math.Hypot(q.X-p.X, q.Y-p.Y)
			}
			for d := 0; d < 6; d++ {
				if n := got.Neighbor(d); dist(n) < dist(got)-1e-9 {
					t.Fatalf("pointy=%v: %v rounds to %v but neighbour %v is nearer", pointy, p, got, n)
				}
			}
		}
	}
}

func TestHexLine(t *testing.T) {
	// The guide's test: (0,0,0) to (1,-5,4). Points at t=i/5 are
	// (i/5, -i, 4i/5): (0.2,-1,0.8) rounds to (0,-1,1), (0.4,-2,1.6) to
	// (0,-2,2), (0.6,-3,2.4) to (1,-3,2), (0.8,-4,3.2) to (1,-4,3).
	want := []Cell{{0, 0}, {0, -1}, {0, -2}, {1, -3}, {1, -4}, {1, -5}}
	got := HexLine(Cell{0, 0}, Cell{1, -5})
	if !equalCells(got, want) {
		t.Errorf("HexLine((0,0),(1,-5)) = %v, want %v", got, want)
	}
	// A line along an edge: (0,0) to (2,-1) passes exactly between (1,0) and
	// (1,-1) at its midpoint. Nudged, the midpoint is (1+1e-6, -0.5+2e-6,
	// -0.5-3e-6): r rounds to 0 (0.499998 off), s to -1 (0.499997 off); r
	// moved most, so r = -q-s = 0, giving (1,0).
	want = []Cell{{0, 0}, {1, 0}, {2, -1}}
	if got := HexLine(Cell{0, 0}, Cell{2, -1}); !equalCells(got, want) {
		t.Errorf("HexLine((0,0),(2,-1)) = %v, want %v", got, want)
	}
	if got := HexLine(Cell{3, 4}, Cell{3, 4}); !equalCells(got, []Cell{{3, 4}}) {
		t.Errorf("HexLine of one hex = %v", got)
	}
	// Properties: endpoints, length distance+1, each step one hex.
	for q1 := -4; q1 <= 4; q1++ {
		for r1 := -4; r1 <= 4; r1++ {
			a, b := Cell{0, 0}, Cell{q1, r1}
			line := HexLine(a, b)
			if len(line) != HexDistance(a, b)+1 || line[0] != a || line[len(line)-1] != b {
				t.Fatalf("HexLine(%v,%v) = %v", a, b, line)
			}
			for i := 1; i < len(line); i++ {
				if HexDistance(line[i-1], line[i]) != 1 {
					t.Fatalf("HexLine(%v,%v) = %v jumps at %d", a, b, line, i)
				}
			}
			back := HexLine(b, a)
			slices.Reverse(back)
			if !equalCells(back, line) {
				t.Fatalf("HexLine(%v,%v) is not HexLine(%v,%v) = %v reversed", b, a, a, b, line)
			}
		}
	}
}

func TestOffsetConversions(t *testing.T) {
	tests := []struct {
		o        Offset
		col, row int
		axial    Cell
	}{
		// Guide's tests: Hex(1,2) is odd-q (1,2) and even-q (1,3).
		{OddQ, 1, 2, Cell{1, 2}},
		{EvenQ, 1, 3, Cell{1, 2}},
		// odd-q: r = row - (col - col&1)/2.
		{OddQ, 0, 0, Cell{0, 0}},
		{OddQ, 1, 0, Cell{1, 0}},
		{OddQ, 1, 1, Cell{1, 1}},
		{OddQ, 2, 0, Cell{2, -1}},
		{OddQ, 3, 4, Cell{3, 3}},
		{OddQ, -1, 0, Cell{-1, 1}}, // col -1 is odd: shoved down like col 1
		// even-q: r = row - (col + col&1)/2.
		{EvenQ, 1, 1, Cell{1, 0}},
		{EvenQ, 2, 0, Cell{2, -1}},
		{EvenQ, 3, 4, Cell{3, 2}},
		// odd-r: q = col - (row - row&1)/2.
		{OddR, 1, 1, Cell{1, 1}},
		{OddR, 0, 3, Cell{-1, 3}},
		{OddR, 2, 2, Cell{1, 2}},
		// even-r: q = col - (row + row&1)/2.
		{EvenR, 1, 1, Cell{0, 1}},
		{EvenR, 0, 3, Cell{-2, 3}},
		{EvenR, 2, 2, Cell{1, 2}},
	}
	for _, tt := range tests {
		if got := tt.o.ToAxial(tt.col, tt.row); got != tt.axial {
			t.Errorf("%v.ToAxial(%d,%d) = %v, want %v", tt.o, tt.col, tt.row, got, tt.axial)
		}
		if c, r := tt.o.FromAxial(tt.axial); c != tt.col || r != tt.row {
			t.Errorf("%v.FromAxial(%v) = (%d,%d), want (%d,%d)", tt.o, tt.axial, c, r, tt.col, tt.row)
		}
	}
	for _, o := range []Offset{OddQ, EvenQ, OddR, EvenR} {
		for col := -7; col <= 7; col++ {
			for row := -7; row <= 7; row++ {
				if c, r := o.FromAxial(o.ToAxial(col, row)); c != col || r != row {
					t.Fatalf("%v round trip (%d,%d) -> (%d,%d)", o, col, row, c, r)
				}
			}
		}
	}
}

func TestOffsetNeighbourPattern(t *testing.T) {
	// Red Blob Games' offset neighbour tables, for a hex at (2,2) (even
	// column/row), in CubeDirection order.
	tests := []struct {
		o    Offset
		want [6][2]int
	}{
		// odd-q, even column: (+1,0) (+1,-1) (0,-1) (-1,-1) (-1,0) (0,+1).
		{OddQ, [6][2]int{{3, 2}, {3, 1}, {2, 1}, {1, 1}, {1, 2}, {2, 3}}},
		// even-q, even column: (+1,+1) (+1,0) (0,-1) (-1,0) (-1,+1) (0,+1).
		{EvenQ, [6][2]int{{3, 3}, {3, 2}, {2, 1}, {1, 2}, {1, 3}, {2, 3}}},
		// odd-r, even row: (+1,0) (0,-1) (-1,-1) (-1,0) (-1,+1) (0,+1).
		{OddR, [6][2]int{{3, 2}, {2, 1}, {1, 1}, {1, 2}, {1, 3}, {2, 3}}},
		// even-r, even row: (+1,0) (+1,-1) (0,-1) (-1,0) (0,+1) (+1,+1).
		{EvenR, [6][2]int{{3, 2}, {3, 1}, {2, 1}, {1, 2}, {2, 3}, {3, 3}}},
	}
	for _, tt := range tests {
		c := CubeOf(tt.o.ToAxial(2, 2))
		for d := 0; d < 6; d++ {
			col, row := tt.o.FromAxial(c.Neighbor(d).Cell())
			if [2]int{col, row} != tt.want[d] {
				t.Errorf("%v: neighbour %d of (2,2) = (%d,%d), want %v", tt.o, d, col, row, tt.want[d])
			}
		}
	}
}

func TestHexCenterPixelRoundTrip(t *testing.T) {
	// Flat-top, size 10: (1,0) is 15 right and 5√3 down; (0,1) is 10√3 down.
	// Pointy-top: (1,0) is 10√3 right; (0,1) is 5√3 right and 15 down.
	tests := []struct {
		c      Cell
		pointy bool
		want   Point
	}{
		{Cell{1, 0}, false, Point{15, 5 * sqrt3}},
		{Cell{0, 1}, false, Point{0, 10 * sqrt3}},
		{Cell{2, -1}, false, Point{30, 0}},
		{Cell{1, 0}, true, Point{10 * sqrt3, 0}},
		{Cell{0, 1}, true, Point{5 * sqrt3, 15}},
		{Cell{-1, 2}, true, Point{0, 30}},
	}
	for _, tt := range tests {
		got := HexCenter(tt.c, 10, tt.pointy)
		if !near(got, tt.want) {
			t.Errorf("HexCenter(%v, pointy=%v) = %v, want %v", tt.c, tt.pointy, got, tt.want)
		}
		if back := CubeRound(PixelToHex(got, 10, tt.pointy)).Cell(); back != tt.c {
			t.Errorf("PixelToHex(HexCenter(%v)) rounds to %v", tt.c, back)
		}
	}
}

func equalCells(a, b []Cell) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

func near(a, b Point) bool { return math.Abs(a.X-b.X) < 1e-9 && math.Abs(a.Y-b.Y) < 1e-9 }
