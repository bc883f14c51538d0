package board

import (
	"math"
	"slices"
	"testing"
)

func sq(x0, y0, x1, y1 float64) []Point {
	return []Point{{x0, y0}, {x1, y0}, {x1, y1}, {x0, y1}}
}

func TestSharedBorder(t *testing.T) {
	tests := []struct {
		name string
		a, b []Point
		want float64
	}{
		{"side to side", sq(0, 0, 10, 10), sq(10, 0, 20, 10), 10},
		{"part of a side (T-junction)", sq(0, 0, 10, 10), sq(10, 5, 20, 30), 5},
		{"two sides of B along one of A", sq(0, 0, 10, 10), []Point{{10, 0}, {20, 0}, {20, 10}, {10, 10}, {10, 4}}, 10},
		{"corner only", sq(0, 0, 10, 10), sq(10, 10, 20, 20), 0},
		{"apart by a hair over the tolerance", sq(0, 0, 10, 10), sq(10.02, 0, 20, 10), 0},
		{"within the tolerance", sq(0, 0, 10, 10), sq(10.005, 0, 20, 10), 10},
		{"far apart", sq(0, 0, 10, 10), sq(50, 50, 60, 60), 0},
		{"slanted common side", []Point{{0, 0}, {3, 4}, {0, 4}}, []Point{{0, 0}, {3, 0}, {3, 4}}, 5},
	}
	for _, tc := range tests {
		if got := SharedBorder(tc.a, tc.b); math.Abs(got-tc.want) > 1e-9 {
			t.Errorf("%s: SharedBorder = %v, want %v", tc.name, got, tc.want)
		}
		if got := SharedBorder(tc.b, tc.a); math.Abs(got-tc.want) > 1e-9 {
			t.Errorf("%s (swapped): SharedBorder = %v, want %v", tc.name, got, tc.want)
		}
	}
}

func TestBorderPairs(t *testing.T) {
	// A 2×2 block of squares: 0 1 / 2 3; 4 is a point space; 5 is far.
	polys := [][]Point{sq(0, 0, 10, 10), sq(10, 0, 20, 10), sq(0, 10, 10, 20), sq(10, 10, 20, 20), nil, sq(100, 100, 110, 110)}
	got := BorderPairs(polys)
	want := [][2]int{{0, 1}, {0, 2}, {1, 3}, {2, 3}} // 0-3 and 1-2 meet at a corner only
	if !slices.Equal(got, want) {
		t.Errorf("BorderPairs = %v, want %v", got, want)
	}
}

func TestSnap(t *testing.T) {
	polys := [][]Point{sq(0, 0, 10, 10)}
	tests := []struct {
		p    Point
		want Point
		ok   bool
	}{
		{Point{11, 1}, Point{10, 0}, true},     // a corner within reach wins over the nearer side
		{Point{12, 5}, Point{10, 5}, true},     // onto the side
		{Point{5, -1.5}, Point{5, 0}, true},    // onto the top side
		{Point{15, 5}, Point{15, 5}, false},    // too far
		{Point{5, 5}, Point{5, 5}, false},      // inside, far from the border
		{Point{9.5, 9.9}, Point{10, 10}, true}, // the corner
	}
	for _, tc := range tests {
		got, ok := Snap(tc.p, polys, 2)
		if ok != tc.ok || got != tc.want {
			t.Errorf("Snap(%v) = %v, %v; want %v, %v", tc.p, got, ok, tc.want, tc.ok)
		}
	}
}

func TestSelfCrossing(t *testing.T) {
	if SelfCrossing(sq(0, 0, 10, 10)) {
		t.Error("a square crosses itself")
	}
	if !SelfCrossing([]Point{{0, 0}, {10, 10}, {10, 0}, {0, 10}}) {
		t.Error("a bow tie does not cross itself")
	}
	if !SelfCrossing([]Point{{0, 0}, {10, 0}, {10, 10}, {5, 0}, {0, 10}}) {
		t.Error("an outline touching its own side does not count")
	}
}

func TestSplitPolygon(t *testing.T) {
	square := sq(0, 0, 10, 10)
	tests := []struct {
		name          string
		cut           []Point
		first, second []Point
		err           bool
	}{
		{"straight down the middle", []Point{{5, 0}, {5, 10}},
			[]Point{{5, 0}, {10, 0}, {10, 10}, {5, 10}}, []Point{{5, 10}, {0, 10}, {0, 0}, {5, 0}}, false},
		{"corner to corner", []Point{{0, 0}, {10, 10}},
			[]Point{{0, 0}, {10, 0}, {10, 10}}, []Point{{10, 10}, {0, 10}, {0, 0}}, false},
		{"with a bend", []Point{{5, 0}, {3, 5}, {5, 10}},
			[]Point{{5, 0}, {10, 0}, {10, 10}, {5, 10}, {3, 5}}, []Point{{5, 10}, {0, 10}, {0, 0}, {5, 0}, {3, 5}}, false},
		{"end inside", []Point{{5, 0}, {5, 5}}, nil, nil, true},
		{"along a side", []Point{{0, 0}, {10, 0}}, nil, nil, true},
		{"bend outside", []Point{{5, 0}, {15, 5}, {5, 10}}, nil, nil, true},
	}
	for _, tc := range tests {
		a, b, err := SplitPolygon(square, tc.cut)
		if (err != nil) != tc.err {
			t.Errorf("%s: err = %v, want error %v", tc.name, err, tc.err)
			continue
		}
		if tc.err {
			continue
		}
		if !slices.Equal(a, tc.first) || !slices.Equal(b, tc.second) {
			t.Errorf("%s: got %v | %v, want %v | %v", tc.name, a, b, tc.first, tc.second)
		}
		if s := PolygonArea(a) + PolygonArea(b); s != 100 {
			t.Errorf("%s: the parts' areas add to %v, not 100", tc.name, s)
		}
		if SharedBorder(a, b) < MinSharedBorder {
			t.Errorf("%s: the parts share no border", tc.name)
		}
	}
}

func TestMergePolygons(t *testing.T) {
	tests := []struct {
		name string
		a, b []Point
		want []Point
		err  bool
	}{
		{"two squares side by side", sq(0, 0, 10, 10), sq(10, 0, 20, 10),
			[]Point{{0, 0}, {10, 0}, {20, 0}, {20, 10}, {10, 10}, {0, 10}}, false},
		{"a smaller neighbour (T-junction)", sq(0, 0, 10, 10), sq(10, 2, 15, 6),
			[]Point{{0, 0}, {10, 0}, {10, 2}, {15, 2}, {15, 6}, {10, 6}, {10, 10}, {0, 10}}, false},
		{"turning the other way", sq(0, 0, 10, 10), []Point{{10, 0}, {10, 10}, {20, 10}, {20, 0}},
			[]Point{{0, 0}, {10, 0}, {20, 0}, {20, 10}, {10, 10}, {0, 10}}, false},
		{"corner only", sq(0, 0, 10, 10), sq(10, 10, 20, 20), nil, true},
		{"apart", sq(0, 0, 10, 10), sq(30, 0, 40, 10), nil, true},
	}
	for _, tc := range tests {
		got, err := MergePolygons(tc.a, tc.b)
		if (err != nil) != tc.err {
			t.Errorf("%s: err = %v, want error %v", tc.name, err, tc.err)
			continue
		}
		if tc.err {
			continue
		}
		if !sameRing(got, tc.want) {
			t.Errorf("%s: got %v, want %v", tc.name, got, tc.want)
		}
		if want := PolygonArea(tc.a) + PolygonArea(tc.b); PolygonArea(got) != want {
			t.Errorf("%s: area %v, want %v", tc.name, PolygonArea(got), want)
		}
	}
	// Splitting and merging back gives the square's area and outline.
	a, b, err := SplitPolygon(sq(0, 0, 10, 10), []Point{{5, 0}, {3, 5}, {5, 10}})
	if err != nil {
		t.Fatal(err)
	}
	m, err := MergePolygons(a, b)
	if err != nil {
		t.Fatal(err)
	}
	if !sameRing(m, []Point{{5, 0}, {10, 0}, {10, 10}, {5, 10}, {0, 10}, {0, 0}}) {
		t.Errorf("split and merged: %v", m)
	}
}

// sameRing reports whether a and b are the same ring of corners, starting
// anywhere.
func sameRing(a, b []Point) bool {
	if len(a) != len(b) {
		return false
	}
	for s := range b {
		if slices.Equal(a, append(slices.Clone(b[s:]), b[:s]...)) {
			return true
		}
	}
	return false
}

func TestInteriorPoint(t *testing.T) {
	if p := InteriorPoint(sq(0, 0, 10, 20)); p != (Point{5, 10}) {
		t.Errorf("square's interior point %v, want its centre", p)
	}
	// A U: the centroid lies in the notch; the point must be inside.
	u := []Point{{0, 0}, {10, 0}, {10, 30}, {20, 30}, {20, 0}, {30, 0}, {30, 40}, {0, 40}}
	if p := InteriorPoint(u); !InPolygon(p, u) {
		t.Errorf("U's interior point %v is outside it", p)
	}
}

func TestNearestPoints(t *testing.T) {
	p, q := NearestPoints(sq(0, 0, 10, 10), sq(20, 4, 30, 8))
	if p.X != 10 || q.X != 20 || p.Y != q.Y || p.Y < 4 || p.Y > 8 {
		t.Errorf("NearestPoints = %v, %v; want across the gap, level, between y 4 and 8", p, q)
	}
}

// A short side whose end was rounded to 0.01 still lies along the long
// side it was snapped onto, whichever polygon is given first.
func TestSharedBorderShortSide(t *testing.T) {
	long := []Point{{0, 0}, {500, 500}, {0, 500}}
	short := []Point{{0, 0}, {7.07, 7.07 + 0.004}, {20, 0}}
	for _, pair := range [][2][]Point{{long, short}, {short, long}} {
		if got := SharedBorder(pair[0], pair[1]); math.Abs(got-math.Hypot(7.07, 7.074)) > 0.01 {
			t.Errorf("SharedBorder = %v, want about 10", got)
		}
	}
}
