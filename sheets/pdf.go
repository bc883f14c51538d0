package sheets

import (
	"fmt"
	"image/color"
	"io"
	"sync"

	"codeberg.org/go-pdf/fpdf"
	"golang.org/x/image/font/gofont/gobold"
	"golang.org/x/image/font/gofont/goregular"
	"golang.org/x/image/font/sfnt"
	"golang.org/x/image/math/fixed"

	"sandtable/board"
	"sandtable/counterface"
)

// newPDF starts a portrait PDF on paper p in millimetres with the Go fonts
// (the board's fonts) embedded as "go" and "go" bold.
func newPDF(p Paper, title string) *fpdf.Fpdf {
	pdf := fpdf.NewCustom(&fpdf.InitType{OrientationStr: "P", UnitStr: "mm", Size: fpdf.SizeType{Wd: p.W, Ht: p.H}})
	pdf.SetMargins(0, 0, 0)
	pdf.SetAutoPageBreak(false, 0)
	pdf.SetTitle(title, true)
	pdf.SetCreator("Sandtable", true)
	pdf.AddUTF8FontFromBytes("go", "", goregular.TTF)
	pdf.AddUTF8FontFromBytes("go", "B", gobold.TTF)
	pdf.SetLineCapStyle("round")
	pdf.SetLineJoinStyle("round")
	return pdf
}

// painter draws counterface drawings on a PDF page, in millimetres.
type painter struct{ pdf *fpdf.Fpdf }

var _ counterface.Painter = painter{}

// rgba is col as 8-bit non-premultiplied red, green, blue and alpha.
func rgba(col color.Color) (r, g, b int, a float64) {
	n := color.NRGBAModel.Convert(col).(color.NRGBA)
	return int(n.R), int(n.G), int(n.B), float64(n.A) / 255
}

func (p painter) fill(col color.Color) (restore func()) {
	r, g, b, a := rgba(col)
	p.pdf.SetFillColor(r, g, b)
	if a < 1 {
		p.pdf.SetAlpha(a, "Normal")
		return func() { p.pdf.SetAlpha(1, "Normal") }
	}
	return func() {}
}

func (p painter) stroke(col color.Color, width float64) (restore func()) {
	r, g, b, a := rgba(col)
	p.pdf.SetDrawColor(r, g, b)
	p.pdf.SetLineWidth(width)
	if a < 1 {
		p.pdf.SetAlpha(a, "Normal")
		return func() { p.pdf.SetAlpha(1, "Normal") }
	}
	return func() {}
}

func points(pts []board.Point) []fpdf.PointType {
	out := make([]fpdf.PointType, len(pts))
	for i, q := range pts {
		out[i] = fpdf.PointType{X: q.X, Y: q.Y}
	}
	return out
}

func (p painter) FillPolygon(pts []board.Point, col color.Color) {
	if len(pts) < 3 {
		return
	}
	defer p.fill(col)()
	p.pdf.Polygon(points(pts), "F")
}

func (p painter) Line(a, b board.Point, width float64, col color.Color) {
	defer p.stroke(col, width)()
	p.pdf.Line(a.X, a.Y, b.X, b.Y)
}

func (p painter) Polyline(pts []board.Point, width float64, col color.Color, closed bool) {
	if len(pts) < 2 {
		return
	}
	defer p.stroke(col, width)()
	p.pdf.MoveTo(pts[0].X, pts[0].Y)
	for _, q := range pts[1:] {
		p.pdf.LineTo(q.X, q.Y)
	}
	if closed {
		p.pdf.ClosePath()
	}
	p.pdf.DrawPath("D")
}

func (p painter) Disc(c board.Point, r float64, col color.Color) {
	defer p.fill(col)()
	p.pdf.Circle(c.X, c.Y, r, "F")
}

func (p painter) Ring(c board.Point, r, width float64, col color.Color) {
	defer p.stroke(col, width)()
	p.pdf.Circle(c.X, c.Y, r, "D")
}

func (p painter) Rect(a, b board.Point, col color.Color) {
	defer p.fill(col)()
	p.pdf.Rect(min(a.X, b.X), min(a.Y, b.Y), abs(b.X-a.X), abs(b.Y-a.Y), "F")
}

// Text writes s as the board does: size is the em height, the anchor the
// middle of the text's line (the font's ascent and descent averaged).
func (p painter) Text(s string, at board.Point, size float64, col color.Color, bold bool, align counterface.Align) {
	if s == "" || size <= 0 {
		return
	}
	style := ""
	if bold {
		style = "B"
	}
	p.pdf.SetFont("go", style, 10)
	p.pdf.SetFontUnitSize(size)
	r, g, b, _ := rgba(col)
	p.pdf.SetTextColor(r, g, b)
	x := at.X
	switch align {
	case counterface.Center:
		x -= p.pdf.GetStringWidth(s) / 2
	case counterface.Right:
		x -= p.pdf.GetStringWidth(s)
	}
	asc, desc := goMetrics(bold)
	p.pdf.Text(x, at.Y+(asc-desc)*size/2, s)
}

// TextWidth is the width of s at the given em size, mm.
func (p painter) TextWidth(s string, size float64, bold bool) float64 {
	style := ""
	if bold {
		style = "B"
	}
	p.pdf.SetFont("go", style, 10)
	p.pdf.SetFontUnitSize(size)
	return p.pdf.GetStringWidth(s)
}

func abs(x float64) float64 {
	if x < 0 {
		return -x
	}
	return x
}

var (
	metricsOnce sync.Once
	metrics     [2][2]float64 // [bold][ascent, descent] per em
)

// goMetrics is the Go font's ascent and descent (below the baseline,
// positive) in ems, as the board's text placement uses them.
func goMetrics(bold bool) (ascent, descent float64) {
	metricsOnce.Do(func() {
		for i, ttf := range [][]byte{goregular.TTF, gobold.TTF} {
			f, err := sfnt.Parse(ttf)
			if err != nil {
				panic("sheets: go font: " + err.Error())
			}
			const em = 1000
			m, err := f.Metrics(nil, fixed.I(em), 0)
			if err != nil {
				panic("sheets: go font metrics: " + err.Error())
			}
			metrics[i] = [2]float64{float64(m.Ascent) / 64 / em, float64(m.Descent) / 64 / em}
		}
	})
	i := 0
	if bold {
		i = 1
	}
	return metrics[i][0], metrics[i][1]
}

// finish writes pdf to w, or the error fpdf met while building it.
func finish(pdf *fpdf.Fpdf, w io.Writer) error {
	if err := pdf.Error(); err != nil {
		return fmt.Errorf("sheets: making the PDF: %w", err)
	}
	if err := pdf.Output(w); err != nil {
		return fmt.Errorf("sheets: writing the PDF: %w", err)
	}
	return nil
}
