package sheets

import (
	"bytes"
	"fmt"
	"image"
	"image/color"
	"image/png"
	"io"
	"math"

	"codeberg.org/go-pdf/fpdf"

	"sandtable/board"
	"sandtable/counterface"
)

// A printed map's page: MapMargin blank around the picture (printers
// cannot print to the edge; the page's title goes in it), and Overlap
// shown on both of two neighbouring pages, so that they can be trimmed
// and laid one over the other.
const (
	MapMargin = 10.0
	Overlap   = 10.0
	// MaxMapPages bounds a printed map: more pages is surely a mistake.
	MaxMapPages = 200
	// MaxMapPixels bounds the pictures of all a map's pages together (the
	// PDF is made in memory): about 100 A4 pages at 150 dpi.
	MaxMapPixels = 400_000_000
)

// MapOptions choose how a map is printed.
type MapOptions struct {
	Paper Paper   // default A4
	DPI   float64 // resolution of the picture, dots per inch; default 150
	Fit   bool    // scale the map to fit one page instead of tiling it
	Title string  // written at the top of every page
	Scale string  // what the scale is, for the page's title (e.g. "16mm counters")
}

// Tile is one page of a printed map: the part of the drawing it shows.
type Tile struct {
	Col, Row int  // the page's place in the grid of pages
	Src      Rect // the part of the drawing, mm of the drawing
	Dst      Rect // where it is printed on the page, mm
}

// MapLayout is how a drawing is split into pages.
type MapLayout struct {
	Paper      Paper   // the paper, turned landscape when that takes fewer pages
	Landscape  bool    // whether it was turned
	Scale      float64 // printed mm per mm of the drawing (1 unless fitted)
	Cols, Rows int
	Tiles      []Tile // row by row
}

// LayoutMap splits a drawing of w×h mm into pages of paper p: one page
// when it fits (centred), else a grid of pages each showing the printable
// area, neighbours sharing Overlap mm. The paper is turned landscape when
// that needs fewer pages (or, fitted, prints larger). With fit the drawing
// is scaled to fill one page.
func LayoutMap(w, h float64, p Paper, fit bool) (MapLayout, error) {
	if !(w > 0 && h > 0) || math.IsInf(w, 0) || math.IsInf(h, 0) {
		return MapLayout{}, fmt.Errorf("sheets: nothing to print (a drawing of %g×%g mm)", w, h)
	}
	best := MapLayout{}
	for _, land := range []bool{false, true} {
		paper := p
		if land {
			paper.W, paper.H = p.H, p.W
		}
		cw, ch := paper.W-2*MapMargin, paper.H-2*MapMargin
		l := MapLayout{Paper: paper, Landscape: land, Scale: 1}
		if fit {
			l.Scale = math.Min(cw/w, ch/h)
		}
		sw, sh := w*l.Scale, h*l.Scale
		if sw <= cw+1e-9 && sh <= ch+1e-9 {
			l.Cols, l.Rows = 1, 1
			l.Tiles = []Tile{{Src: Rect{0, 0, w, h}, Dst: Rect{(paper.W - sw) / 2, (paper.H - sh) / 2, sw, sh}}}
		} else {
			l.Cols = int(math.Ceil((w - Overlap) / (cw - Overlap)))
			l.Rows = int(math.Ceil((h - Overlap) / (ch - Overlap)))
			l.Cols, l.Rows = max(l.Cols, 1), max(l.Rows, 1)
		}
		switch {
		case best.Cols == 0,
			fit && l.Scale > best.Scale+1e-9,
			!fit && l.Cols*l.Rows < best.Cols*best.Rows:
			best = l
		}
	}
	if best.Cols*best.Rows > MaxMapPages {
		return MapLayout{}, fmt.Errorf("sheets: the map would take %d×%d = %d pages, more than %d: print it smaller, or fitted to one page",
			best.Cols, best.Rows, best.Cols*best.Rows, MaxMapPages)
	}
	if best.Tiles == nil {
		cw, ch := best.Paper.W-2*MapMargin, best.Paper.H-2*MapMargin
		for r := 0; r < best.Rows; r++ {
			for c := 0; c < best.Cols; c++ {
				x, y := float64(c)*(cw-Overlap), float64(r)*(ch-Overlap)
				src := Rect{x, y, math.Min(cw, w-x), math.Min(ch, h-y)}
				best.Tiles = append(best.Tiles, Tile{Col: c, Row: r, Src: src, Dst: Rect{MapMargin, MapMargin, src.W, src.H}})
			}
		}
	}
	return best, nil
}

// DrawFunc draws the part r (mm of the drawing) of a map as a w×h picture.
type DrawFunc func(r Rect, w, h int) image.Image

var markInk = color.RGBA{0, 0, 0, 255}

// WriteMap prints a drawing of w×h mm, drawn page by page by draw at
// opt.DPI, to out as a PDF laid out by LayoutMap; on a map of several
// pages each overlap has a dashed line where the neighbour's picture
// begins and alignment crosses that lie at the same place of the map on
// both pages. It returns the layout.
func WriteMap(out io.Writer, w, h float64, draw DrawFunc, opt MapOptions) (MapLayout, error) {
	ls, err := WriteMaps(out, []MapDrawing{{W: w, H: h, Draw: draw}}, opt)
	if err != nil {
		return MapLayout{}, err
	}
	return ls[0], nil
}

// MapDrawing is one map to print: its size in mm, how it is drawn, and
// its name for the pages' titles ("" for none).
type MapDrawing struct {
	Name string
	W, H float64
	Draw DrawFunc
}

// WriteMaps prints each drawing on pages of its own, one after the other,
// each laid out by LayoutMap as WriteMap lays out one (its own paper
// orientation, tiling and overlap marks), to out as one PDF. A page's
// title is opt.Title and the drawing's name. It returns the layouts, one
// per drawing.
func WriteMaps(out io.Writer, ds []MapDrawing, opt MapOptions) ([]MapLayout, error) {
	if opt.Paper.W == 0 {
		opt.Paper = A4
	}
	if opt.DPI == 0 {
		opt.DPI = 150
	}
	if !(opt.DPI >= 50 && opt.DPI <= 600) {
		return nil, fmt.Errorf("sheets: %g dots per inch: want 50 to 600", opt.DPI)
	}
	if len(ds) == 0 {
		return nil, fmt.Errorf("sheets: no map to print")
	}
	dots := func(mm float64) int { return max(1, int(math.Round(mm/25.4*opt.DPI))) }
	ls := make([]MapLayout, len(ds))
	total, pages := 0.0, 0
	for i, d := range ds {
		l, err := LayoutMap(d.W, d.H, opt.Paper, opt.Fit)
		if err != nil {
			if d.Name != "" {
				return nil, fmt.Errorf("%w (map %q)", err, d.Name)
			}
			return nil, err
		}
		ls[i] = l
		pages += len(l.Tiles)
		for _, t := range l.Tiles {
			total += float64(dots(t.Dst.W)) * float64(dots(t.Dst.H))
		}
	}
	if pages > MaxMapPages {
		return nil, fmt.Errorf("sheets: the maps would take %d pages, more than %d: print them smaller, or fitted to one page each", pages, MaxMapPages)
	}
	if total > MaxMapPixels {
		return nil, fmt.Errorf("sheets: %d pages at %g dpi is %.0f million dots, more than the %d million a PDF may hold: print at a lower resolution, smaller, or fitted to one page",
			pages, opt.DPI, total/1e6, MaxMapPixels/1_000_000)
	}
	pdf := newPDF(ls[0].Paper, opt.Title)
	p := painter{pdf}
	n := 0
	for k, d := range ds {
		l := ls[k]
		for _, t := range l.Tiles {
			n++
			pdf.AddPageFormat("P", fpdf.SizeType{Wd: l.Paper.W, Ht: l.Paper.H})
			pw, ph := dots(t.Dst.W), dots(t.Dst.H)
			img := d.Draw(t.Src, pw, ph)
			var buf bytes.Buffer
			if err := png.Encode(&buf, img); err != nil {
				return nil, fmt.Errorf("sheets: page %d: %w", n, err)
			}
			name := fmt.Sprintf("page%d", n)
			pdf.RegisterImageOptionsReader(name, fpdf.ImageOptions{ImageType: "PNG"}, &buf)
			pdf.ImageOptions(name, t.Dst.X, t.Dst.Y, t.Dst.W, t.Dst.H, false, fpdf.ImageOptions{ImageType: "PNG"}, 0, "")
			head := opt.Title
			if d.Name != "" {
				if head != "" {
					head += " · "
				}
				head += d.Name
			}
			if len(l.Tiles) > 1 {
				head += fmt.Sprintf(" · page %s (column %d of %d, row %d of %d)", pageName(t.Col, t.Row), t.Col+1, l.Cols, t.Row+1, l.Rows)
			}
			if opt.Fit {
				head += fmt.Sprintf(" · fitted to the page (%.0f%%)", l.Scale*100)
			} else if opt.Scale != "" {
				head += " · scale of " + opt.Scale
			}
			p.Text(head, board.Point{X: MapMargin, Y: MapMargin / 2}, 3, color.RGBA{60, 60, 60, 255}, false, counterface.Left)
			if len(l.Tiles) > 1 {
				overlapMarks(p, l, t)
			}
		}
	}
	return ls, finish(pdf, out)
}

// pageName names a page of a tiled map like a map grid: column letter,
// row number ("B3").
func pageName(col, row int) string {
	s := ""
	for c := col; ; c = c/26 - 1 {
		s = string(rune('A'+c%26)) + s
		if c < 26 {
			break
		}
	}
	return fmt.Sprintf("%s%d", s, row+1)
}

// overlapMarks draws, on tile t's page, along each edge it shares with a
// neighbour: a dashed line where the neighbour's picture begins (lay the
// neighbour's trimmed edge on it), the neighbour's name, and two alignment
// crosses in the middle of the overlap, at the same place of the map as
// on the neighbour's page.
func overlapMarks(p painter, l MapLayout, t Tile) {
	toPage := func(x, y float64) board.Point { // drawing mm to page mm
		return board.Point{X: t.Dst.X + (x - t.Src.X), Y: t.Dst.Y + (y - t.Src.Y)}
	}
	cw, ch := l.Paper.W-2*MapMargin, l.Paper.H-2*MapMargin
	p.pdf.SetDashPattern([]float64{1.5, 1}, 0)
	dashed := func(a, b board.Point) { p.Line(a, b, 0.25, markInk) }
	label := func(s string, at board.Point, align counterface.Align) {
		p.Text(s, at, 2.5, color.RGBA{60, 60, 60, 255}, true, align)
	}
	x0, y0, x1, y1 := t.Src.X, t.Src.Y, t.Src.X+t.Src.W, t.Src.Y+t.Src.H
	if t.Col+1 < l.Cols { // right neighbour begins at its own left edge
		nx := float64(t.Col+1) * (cw - Overlap)
		dashed(toPage(nx, y0), toPage(nx, y1))
		label(pageName(t.Col+1, t.Row)+" →", board.Point{X: t.Dst.X + t.Dst.W, Y: t.Dst.Y + t.Dst.H + 3}, counterface.Right)
	}
	if t.Col > 0 { // left neighbour's picture ends Overlap in from this edge
		ex := x0 + Overlap
		dashed(toPage(ex, y0), toPage(ex, y1))
		label("← "+pageName(t.Col-1, t.Row), board.Point{X: t.Dst.X, Y: t.Dst.Y + t.Dst.H + 3}, counterface.Left)
	}
	if t.Row+1 < l.Rows {
		ny := float64(t.Row+1) * (ch - Overlap)
		dashed(toPage(x0, ny), toPage(x1, ny))
		label(pageName(t.Col, t.Row+1)+" ↓", board.Point{X: t.Dst.X + t.Dst.W/2, Y: t.Dst.Y + t.Dst.H + 3}, counterface.Center)
	}
	if t.Row > 0 {
		ey := y0 + Overlap
		dashed(toPage(x0, ey), toPage(x1, ey))
		label(pageName(t.Col, t.Row-1)+" ↑", board.Point{X: t.Dst.X + t.Dst.W/2, Y: t.Dst.Y - 2}, counterface.Center)
	}
	p.pdf.SetDashPattern(nil, 0)
	for _, m := range l.Alignment(t) {
		c := toPage(m.X, m.Y)
		const r = 2.5
		white := color.RGBA{255, 255, 255, 255}
		for _, pass := range []struct {
			w   float64
			ink color.RGBA
		}{{0.7, white}, {0.2, markInk}} {
			p.Ring(c, r*0.6, pass.w, pass.ink)
			p.Line(board.Point{X: c.X - r, Y: c.Y}, board.Point{X: c.X + r, Y: c.Y}, pass.w, pass.ink)
			p.Line(board.Point{X: c.X, Y: c.Y - r}, board.Point{X: c.X, Y: c.Y + r}, pass.w, pass.ink)
		}
	}
}

// Alignment gives, for a tiled layout, the map positions (mm of the
// drawing) of the alignment crosses on tile t's page: what WriteMap draws,
// for tests and for people checking a print.
func (l MapLayout) Alignment(t Tile) []board.Point {
	cw, ch := l.Paper.W-2*MapMargin, l.Paper.H-2*MapMargin
	var out []board.Point
	x0, y0, x1, y1 := t.Src.X, t.Src.Y, t.Src.X+t.Src.W, t.Src.Y+t.Src.H
	if t.Col+1 < l.Cols {
		mid := (float64(t.Col+1)*(cw-Overlap) + x1) / 2
		out = append(out, board.Point{X: mid, Y: y0 + t.Src.H/4}, board.Point{X: mid, Y: y0 + 3*t.Src.H/4})
	}
	if t.Col > 0 {
		mid := x0 + Overlap/2
		out = append(out, board.Point{X: mid, Y: y0 + t.Src.H/4}, board.Point{X: mid, Y: y0 + 3*t.Src.H/4})
	}
	if t.Row+1 < l.Rows {
		mid := (float64(t.Row+1)*(ch-Overlap) + y1) / 2
		out = append(out, board.Point{X: x0 + t.Src.W/4, Y: mid}, board.Point{X: x0 + 3*t.Src.W/4, Y: mid})
	}
	if t.Row > 0 {
		mid := y0 + Overlap/2
		out = append(out, board.Point{X: x0 + t.Src.W/4, Y: mid}, board.Point{X: x0 + 3*t.Src.W/4, Y: mid})
	}
	return out
}
