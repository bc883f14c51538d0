package sheets

import (
	"bytes"
	"image"
	"image/color"
	"image/draw"
	"math"
	"strings"
	"testing"
)

// TestLayoutMapOnePage: a drawing smaller than the printable area is one
// page, centred, at its own size.
func TestLayoutMapOnePage(t *testing.T) {
	l, err := LayoutMap(100, 150, A4, false)
	if err != nil {
		t.Fatal(err)
	}
	want := Tile{Src: Rect{0, 0, 100, 150}, Dst: Rect{55, 73.5, 100, 150}} // (210-100)/2, (297-150)/2
	if l.Cols != 1 || l.Rows != 1 || len(l.Tiles) != 1 || l.Tiles[0] != want || l.Landscape {
		t.Errorf("layout %+v, want one portrait page %+v", l, want)
	}
}

// TestLayoutMapTiles: a 754×317 mm drawing on A4. Printable 190×277 mm
// (10 mm margins); portrait needs ceil((754-10)/(190-10)) = 5 columns by
// ceil((317-10)/(277-10)) = 2 rows, landscape ceil(744/267) = 3 by
// ceil(307/180) = 2: six landscape pages. Pages print at true size,
// neighbours share exactly 10 mm, together they cover the drawing, and
// the alignment crosses of a shared edge are at the same map places on
// both pages, inside both.
func TestLayoutMapTiles(t *testing.T) {
	l, err := LayoutMap(754, 317, A4, false)
	if err != nil {
		t.Fatal(err)
	}
	if !l.Landscape || l.Cols != 3 || l.Rows != 2 || len(l.Tiles) != 6 || l.Paper.W != 297 {
		t.Fatalf("%d×%d pages (landscape %v, %d tiles), want 3×2 landscape", l.Cols, l.Rows, l.Landscape, len(l.Tiles))
	}
	at := func(c, r int) Tile { return l.Tiles[r*l.Cols+c] }
	for _, tl := range l.Tiles {
		if tl.Dst.W != tl.Src.W || tl.Dst.H != tl.Src.H {
			t.Errorf("page %s prints %gx%g mm of the map on %gx%g mm: not true size", pageName(tl.Col, tl.Row), tl.Src.W, tl.Src.H, tl.Dst.W, tl.Dst.H)
		}
		if tl.Dst.X != MapMargin || tl.Dst.Y != MapMargin || tl.Dst.W > 277+1e-9 || tl.Dst.H > 190+1e-9 {
			t.Errorf("page %s: picture at %+v, want within the 10 mm margins", pageName(tl.Col, tl.Row), tl.Dst)
		}
		if tl.Col+1 < l.Cols {
			n := at(tl.Col+1, tl.Row)
			if got := tl.Src.X + tl.Src.W - n.Src.X; math.Abs(got-Overlap) > 1e-9 {
				t.Errorf("pages %s and %s share %g mm, want %g", pageName(tl.Col, tl.Row), pageName(n.Col, n.Row), got, Overlap)
			}
			shared(t, l, tl, n)
		}
		if tl.Row+1 < l.Rows {
			n := at(tl.Col, tl.Row+1)
			if got := tl.Src.Y + tl.Src.H - n.Src.Y; math.Abs(got-Overlap) > 1e-9 {
				t.Errorf("pages %s and %s share %g mm, want %g", pageName(tl.Col, tl.Row), pageName(n.Col, n.Row), got, Overlap)
			}
			shared(t, l, tl, n)
		}
	}
	last := at(2, 1)
	if math.Abs(last.Src.X+last.Src.W-754) > 1e-9 || math.Abs(last.Src.Y+last.Src.H-317) > 1e-9 {
		t.Errorf("the last page ends at (%g, %g), want the drawing's corner (754, 317)", last.Src.X+last.Src.W, last.Src.Y+last.Src.H)
	}
}

// shared checks that the alignment crosses a and b have for their shared
// edge are the same map places and inside both pages' pictures.
func shared(t *testing.T, l MapLayout, a, b Tile) {
	t.Helper()
	inside := func(r Rect, x, y float64) bool { return x > r.X && x < r.X+r.W && y > r.Y && y < r.Y+r.H }
	found := 0
	for _, p := range l.Alignment(a) {
		if !inside(b.Src, p.X, p.Y) {
			continue
		}
		found++
		match := false
		for _, q := range l.Alignment(b) {
			match = match || math.Abs(p.X-q.X) < 1e-9 && math.Abs(p.Y-q.Y) < 1e-9
		}
		if !match {
			t.Errorf("page %s's cross at %v is not on page %s", pageName(a.Col, a.Row), p, pageName(b.Col, b.Row))
		}
	}
	if found != 2 {
		t.Errorf("pages %s and %s share %d alignment crosses, want 2", pageName(a.Col, a.Row), pageName(b.Col, b.Row), found)
	}
}

// TestLayoutMapFit: 1882×808 mm fitted on Letter: landscape prints it at
// min(259.4/1882, 195.9/808) = 13.8%, portrait at min(195.9/1882,
// 259.4/808) = 10.4%.
func TestLayoutMapFit(t *testing.T) {
	l, err := LayoutMap(1882, 808, Letter, true)
	if err != nil {
		t.Fatal(err)
	}
	if want := (279.4 - 20) / 1882; !l.Landscape || len(l.Tiles) != 1 || math.Abs(l.Scale-want) > 1e-9 {
		t.Errorf("fitted: landscape %v, %d pages, scale %g; want landscape, 1 page, %g", l.Landscape, len(l.Tiles), l.Scale, want)
	}
	if d := l.Tiles[0].Dst; math.Abs(d.W-1882*l.Scale) > 1e-9 || d.X < MapMargin-1e-9 || d.Y < MapMargin-1e-9 {
		t.Errorf("fitted picture at %+v", d)
	}
}

func TestLayoutMapRefuses(t *testing.T) {
	if _, err := LayoutMap(10000, 10000, A4, false); err == nil || !strings.Contains(err.Error(), "pages") {
		t.Errorf("a 10 m map: %v, want an error counting the pages", err)
	}
	for _, wh := range [][2]float64{{0, 10}, {10, -1}, {math.NaN(), 10}, {math.Inf(1), 10}} {
		if _, err := LayoutMap(wh[0], wh[1], A4, true); err == nil {
			t.Errorf("LayoutMap(%v, %v) accepted nothing to print", wh[0], wh[1])
		}
	}
}

func TestPageName(t *testing.T) {
	for _, tc := range []struct {
		col, row int
		want     string
	}{{0, 0, "A1"}, {2, 1, "C2"}, {25, 9, "Z10"}, {26, 0, "AA1"}, {27, 2, "AB3"}} {
		if got := pageName(tc.col, tc.row); got != tc.want {
			t.Errorf("pageName(%d, %d) = %q, want %q", tc.col, tc.row, got, tc.want)
		}
	}
}

// TestWriteMap prints a plain 400×100 mm drawing on A4: landscape takes
// ceil(390/267) = 2 pages, portrait ceil(390/180) = 3, so two landscape
// pages, each picture drawn at the asked resolution.
func TestWriteMap(t *testing.T) {
	var asked []image.Point
	draw := func(r Rect, w, h int) image.Image {
		asked = append(asked, image.Pt(w, h))
		img := image.NewRGBA(image.Rect(0, 0, w, h))
		draw.Draw(img, img.Bounds(), image.NewUniform(color.RGBA{200, 220, 200, 255}), image.Point{}, draw.Src)
		return img
	}
	var buf bytes.Buffer
	l, err := WriteMap(&buf, 400, 100, draw, MapOptions{Paper: A4, DPI: 100, Title: "Plain"})
	if err != nil {
		t.Fatal(err)
	}
	if len(l.Tiles) != 2 || !l.Landscape {
		t.Fatalf("%d pages (landscape %v), want 2 landscape", len(l.Tiles), l.Landscape)
	}
	if !bytes.HasPrefix(buf.Bytes(), []byte("%PDF-")) || bytes.Count(buf.Bytes(), []byte("/Type /Page\n")) != 2 {
		t.Errorf("not a PDF of two pages")
	}
	// The first page shows 277 mm of the map: 277/25.4*100 = 1091 dots.
	if asked[0] != image.Pt(1091, 394) {
		t.Errorf("first page's picture asked at %v, want 1091×394 (277×100 mm at 100 dpi)", asked[0])
	}
	if _, err := WriteMap(&buf, 400, 100, draw, MapOptions{DPI: 10}); err == nil {
		t.Errorf("10 dpi accepted")
	}
	// 4000×1000 mm on A4 at 600 dpi: ceil(3990/267)×ceil(990/180) = 15×6
	// = 90 landscape pages of up to 277×190 mm, some 29 million dots each:
	// over 2 billion in all.
	n := len(asked)
	if _, err := WriteMap(&buf, 4000, 1000, draw, MapOptions{DPI: 600}); err == nil || !strings.Contains(err.Error(), "million dots") {
		t.Errorf("a 4 m map at 600 dpi: %v, want a refusal counting the dots", err)
	}
	if len(asked) != n {
		t.Errorf("a refused map drew %d pages first", len(asked)-n)
	}
}
