package sheets

import (
	"math"
	"testing"
)

// TestGridFitsPaper: how many counters a page holds, worked out by hand:
// the printable width and height are the paper's less two 15 mm margins,
// divided by the counter side and rounded down.
func TestGridFitsPaper(t *testing.T) {
	for _, tc := range []struct {
		paper      Paper
		side       float64
		cols, rows int
	}{
		{A4, 16, 11, 16},     // 180/16 = 11.25, 267/16 = 16.7
		{Letter, 16, 11, 15}, // 185.9/16 = 11.6, 249.4/16 = 15.6
		{A4, 25.4, 7, 10},    // 180/25.4 = 7.1, 267/25.4 = 10.5
		{Letter, 25.4, 7, 9}, // 185.9/25.4 = 7.3, 249.4/25.4 = 9.8
		{A4, 60, 3, 4},       // 180/60 = 3, 267/60 = 4.45
		{Letter, 12.7, 14, 19},
	} {
		g, err := NewGrid(tc.paper, tc.side)
		if err != nil {
			t.Fatalf("%s %gmm: %v", tc.paper.Name, tc.side, err)
		}
		if g.Cols != tc.cols || g.Rows != tc.rows {
			t.Errorf("%s %gmm: %d×%d counters, want %d×%d", tc.paper.Name, tc.side, g.Cols, g.Rows, tc.cols, tc.rows)
		}
		if g.PerPage() != tc.cols*tc.rows {
			t.Errorf("%s %gmm: PerPage %d, want %d", tc.paper.Name, tc.side, g.PerPage(), tc.cols*tc.rows)
		}
	}
	for _, side := range []float64{7.9, 60.1, 0, -16, math.NaN(), math.Inf(1)} {
		if _, err := NewGrid(A4, side); err == nil {
			t.Errorf("NewGrid(A4, %v) accepted a counter size outside 8-60 mm", side)
		}
	}
}

// TestLayoutGeometry checks the layout's own rectangles: every counter is
// exactly the size asked for, inside the margins, no two overlap, each
// sheet holds a page's worth, and each back cell's centre mirrored across
// the page's vertical centre lands on its front's within 0.2 mm (printed
// double-sided, flipped on the long edge).
func TestLayoutGeometry(t *testing.T) {
	for _, paper := range []Paper{A4, Letter} {
		for _, side := range []float64{8, 12.7, 16, 19, 25.4, 60} {
			g, err := NewGrid(paper, side)
			if err != nil {
				t.Fatal(err)
			}
			per := g.PerPage()
			n := 2*per + 5 // two full sheets and five on a third
			sheets := g.Layout(n)
			if len(sheets) != 3 {
				t.Fatalf("%s %gmm: %d counters on %d sheets, want 3", paper.Name, side, n, len(sheets))
			}
			seen := make([]bool, n)
			for si, s := range sheets {
				want := per
				if si == 2 {
					want = 5
				}
				if len(s.Front) != want || len(s.Back) != want {
					t.Errorf("%s %gmm sheet %d: %d fronts and %d backs, want %d", paper.Name, side, si, len(s.Front), len(s.Back), want)
				}
				for _, cells := range [][]Cell{s.Front, s.Back} {
					for i, c := range cells {
						r := c.Rect
						if r.W != side || r.H != side {
							t.Errorf("%s %gmm: counter %d is %g×%g mm", paper.Name, side, c.Index, r.W, r.H)
						}
						if r.X < Margin-1e-9 || r.Y < Margin-1e-9 || r.X+r.W > paper.W-Margin+1e-9 || r.Y+r.H > paper.H-Margin+1e-9 {
							t.Errorf("%s %gmm: counter %d at %+v is in the %g mm margin", paper.Name, side, c.Index, r, Margin)
						}
						for _, d := range cells[:i] {
							q := d.Rect
							if r.X < q.X+q.W-1e-9 && q.X < r.X+r.W-1e-9 && r.Y < q.Y+q.H-1e-9 && q.Y < r.Y+r.H-1e-9 {
								t.Errorf("%s %gmm: counters %d and %d overlap", paper.Name, side, c.Index, d.Index)
							}
						}
					}
				}
				for i, f := range s.Front {
					b := s.Back[i]
					if f.Index != b.Index {
						t.Fatalf("front %d and back %d are not the same counter", f.Index, b.Index)
					}
					seen[f.Index] = true
					fx, fy := f.Rect.Center()
					bx, by := b.Rect.Center()
					if mx := paper.W - bx; math.Abs(mx-fx) > 0.2 || math.Abs(by-fy) > 0.2 {
						t.Errorf("%s %gmm: counter %d's back at (%.2f, %.2f) mirrors to (%.2f, %.2f), its front is at (%.2f, %.2f)",
							paper.Name, side, f.Index, bx, by, mx, by, fx, fy)
					}
				}
			}
			for i, ok := range seen {
				if !ok {
					t.Errorf("%s %gmm: counter %d is on no sheet", paper.Name, side, i)
				}
			}
		}
	}
}

// TestLayoutFillsRowsFromTheTopLeft: the fronts run left to right, top to
// bottom; a back row runs right to left.
func TestLayoutFillsRowsFromTheTopLeft(t *testing.T) {
	g, err := NewGrid(A4, 16)
	if err != nil {
		t.Fatal(err)
	}
	s := g.Layout(12)[0] // a row of 11 and one more
	if got, want := s.Front[1].Rect, g.Cell(1, 0); got != want {
		t.Errorf("second front at %+v, want %+v (row 0, column 1)", got, want)
	}
	if got, want := s.Front[11].Rect, g.Cell(0, 1); got != want {
		t.Errorf("twelfth front at %+v, want %+v (row 1, column 0)", got, want)
	}
	if got, want := s.Back[0].Rect, g.Cell(10, 0); got != want {
		t.Errorf("first back at %+v, want %+v (row 0, column 10)", got, want)
	}
	if got, want := s.Back[11].Rect, g.Cell(10, 1); got != want {
		t.Errorf("twelfth back at %+v, want %+v (row 1, column 10)", got, want)
	}
	if len(g.Layout(0)) != 0 {
		t.Errorf("no counters laid out on some sheets")
	}
}

func TestParseSide(t *testing.T) {
	for _, tc := range []struct {
		in   string
		want float64
	}{
		{"16mm", 16}, {"16", 16}, {" 20 mm", 20}, {"1.6cm", 16}, {"0.75in", 19.05}, {"8mm", 8}, {"60MM", 60},
	} {
		got, err := ParseSide(tc.in)
		if err != nil || math.Abs(got-tc.want) > 1e-9 {
			t.Errorf("ParseSide(%q) = %v, %v; want %v", tc.in, got, err, tc.want)
		}
	}
	for _, in := range []string{"", "mm", "16px", "7mm", "61mm", "NaN", "inf", "-16mm", "16mmm", "1e9"} {
		if got, err := ParseSide(in); err == nil {
			t.Errorf("ParseSide(%q) = %v, want an error", in, got)
		}
	}
}

func TestPaperNamed(t *testing.T) {
	for in, want := range map[string]Paper{"a4": A4, "A4": A4, "letter": Letter, "Letter": Letter} {
		if got, err := PaperNamed(in); err != nil || got != want {
			t.Errorf("PaperNamed(%q) = %v, %v", in, got, err)
		}
	}
	if _, err := PaperNamed("a3"); err == nil {
		t.Errorf("PaperNamed(a3) accepted a paper sheets does not know")
	}
}
