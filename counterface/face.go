// Package counterface says how a counter looks (Face: its colours, symbol,
// size mark and printed factors) and draws it on any Painter. The board's
// raster canvas (ui/render) and the printable sheets' PDF pages (sheets)
// both draw counters with Draw, so a counter looks the same on screen and
// on paper. It has no window-system or image dependency.
package counterface

import (
	"image/color"
	"math"
	"strconv"
	"strings"

	"sandtable/board"
)

// Face is everything needed to draw one counter as players know it: a
// square in its nationality's colours, a NATO-style symbol for its kind,
// its size marker and its printed factors.
type Face struct {
	Kind    string     // unit kind (infantry, cavalry, armor, tank, artillery, hq, fortress, zeppelin, flyer, aircraft, fleet, block, ...) or "marker"
	Fill    color.RGBA // counter colour (nationality)
	Ink     color.RGBA // text and symbol colour
	Stripe  color.RGBA // band across the top (e.g. yellow-striped German units); zero: none
	Print   string     // printed factors, e.g. "5-3" or "0-3-6"
	Size    string     // unit size marker above the symbol, e.g. "XX"
	Tag     string     // small text at the top left (unit id, marker level)
	Note    string     // small text at the bottom right (the note on a counter's back)
	Reduced bool       // reduced side: drawn with a lighter band at the bottom
	Hidden  bool       // face down: only the colour shows (blocks, hidden units)
	// Carrying is how many units are aboard (a Zeppelin's embarked Crack
	// Troop): a black pip with the count at the bottom left; 0: none.
	Carrying int
	// Turned is a counter turned on its side (out of gas): the board's
	// raster canvas (ui/render Canvas.Counter) draws it a quarter turn
	// clockwise in its own square; Draw, for any Painter, draws it upright.
	Turned bool
}

// Align places text relative to its anchor point.
type Align int

// Text alignments: the anchor is the centre, the left end or the right end
// of the text's middle line.
const (
	Center Align = iota
	Left
	Right
)

// Painter is a surface Draw draws on. Coordinates and sizes are in the
// painter's own units (board pixels on the board, millimetres on paper);
// y grows downwards.
type Painter interface {
	// FillPolygon fills the polygon pts.
	FillPolygon(pts []board.Point, col color.Color)
	// Line strokes the segment a-b with round caps.
	Line(a, b board.Point, width float64, col color.Color)
	// Polyline strokes a chain of segments; closed joins the last point to the first.
	Polyline(pts []board.Point, width float64, col color.Color, closed bool)
	// Disc fills a circle of radius r around p.
	Disc(p board.Point, r float64, col color.Color)
	// Ring strokes a circle of radius r around p.
	Ring(p board.Point, r, width float64, col color.Color)
	// Rect fills the axis-aligned rectangle with corners a and b.
	Rect(a, b board.Point, col color.Color)
	// Text writes s with its vertical middle at p; size is the em height.
	Text(s string, p board.Point, size float64, col color.Color, bold bool, align Align)
	// TextWidth is the width of s written at the given size.
	TextWidth(s string, size float64, bold bool) float64
}

// Corner is the radius of a counter's rounded corners as a fraction of its side.
const Corner = 0.1

// Draw draws the counter f centred at p with the given side length, with
// no shadow (the board adds its own). A marker is a disc of diameter
// 0.84 side.
func Draw(c Painter, p board.Point, side float64, f Face) {
	h := side / 2
	r := side * Corner
	if f.Kind == "marker" {
		marker(c, p, side, f)
		return
	}
	c.FillPolygon(RoundedRect(p.X-h, p.Y-h, p.X+h, p.Y+h, r), f.Fill)
	edge := Shade(f.Fill, 0.55)
	c.Polyline(RoundedRect(p.X-h, p.Y-h, p.X+h, p.Y+h, r), side*0.03, edge, true)
	if f.Hidden {
		// Back of a block or a face-down counter: a bevel, and the note
		// on the back if it has one.
		c.Polyline(RoundedRect(p.X-h*0.7, p.Y-h*0.7, p.X+h*0.7, p.Y+h*0.7, r), side*0.03, Shade(f.Fill, 1.25), true)
		if f.Note != "" {
			lines, size := fitLines(c, f.Note, side*0.8, side*0.18, side*0.08, 4)
			for i, l := range lines {
				y := p.Y + (float64(i)-float64(len(lines)-1)/2)*size*1.15
				c.Text(l, board.Point{X: p.X, Y: y}, size, f.Ink, true, Center)
			}
		}
		carrying(c, p, side, f)
		return
	}
	if f.Stripe.A != 0 {
		c.FillPolygon([]board.Point{{X: p.X - h + side*0.03, Y: p.Y - h + side*0.03}, {X: p.X + h - side*0.03, Y: p.Y - h + side*0.03},
			{X: p.X + h - side*0.03, Y: p.Y - h + side*0.09}, {X: p.X - h + side*0.03, Y: p.Y - h + side*0.09}}, f.Stripe)
	}
	if f.Reduced {
		c.FillPolygon([]board.Point{{X: p.X - h + side*0.02, Y: p.Y + h*0.42}, {X: p.X + h - side*0.02, Y: p.Y + h*0.42},
			{X: p.X + h - side*0.02, Y: p.Y + h - side*0.02}, {X: p.X - h + side*0.02, Y: p.Y + h - side*0.02}}, Shade(f.Fill, 1.45))
	}
	if f.Tag != "" {
		c.Text(f.Tag, board.Point{X: p.X - h + side*0.08, Y: p.Y - h + side*0.11}, side*0.15, f.Ink, false, Left)
	}
	if f.Note != "" {
		if lines, size := fitLines(c, f.Note, side*0.5, side*0.13, side*0.08, 1); len(lines) == 1 {
			c.Text(lines[0], board.Point{X: p.X + h - side*0.08, Y: p.Y - h + side*0.11}, size, f.Ink, false, Right)
		}
	}
	if f.Size != "" {
		c.Text(f.Size, board.Point{X: p.X, Y: p.Y - side*0.28}, side*0.15, f.Ink, true, Center)
	}
	symbol(c, board.Point{X: p.X, Y: p.Y - side*0.04}, side, f)
	if f.Print != "" {
		c.Text(f.Print, board.Point{X: p.X, Y: p.Y + side*0.3}, side*0.27, f.Ink, true, Center)
	}
	carrying(c, p, side, f)
}

// carrying draws the pip that marks units aboard f: a black disc ringed in
// white with the count, over the bottom left corner (clear of the printed
// factors, and in sight under a stack's higher counters), as the seed stacks an embarked Troop "directly above the
// Zeppelin".
func carrying(c Painter, p board.Point, side float64, f Face) {
	if f.Carrying <= 0 {
		return
	}
	// Over the corner, within the 0.6 sides the board's counter tiles
	// reach (ui/ebitenhost paintCounter).
	at := board.Point{X: p.X - side*0.44, Y: p.Y + side*0.44}
	c.Disc(at, side*0.15, color.RGBA{255, 255, 255, 255})
	c.Disc(at, side*0.125, color.RGBA{0, 0, 0, 255})
	c.Text(strconv.Itoa(f.Carrying), at, side*0.19, color.RGBA{255, 255, 255, 255}, true, Center)
}

// symbol draws the NATO-style unit symbol for f.Kind centred at p.
func symbol(c Painter, p board.Point, side float64, f Face) {
	w, hh := side*0.27, side*0.16 // half width and half height of the symbol box
	lw := side * 0.035
	ink := f.Ink
	x0, y0, x1, y1 := p.X-w, p.Y-hh, p.X+w, p.Y+hh
	frame := func() {
		c.Polyline([]board.Point{{X: x0, Y: y0}, {X: x1, Y: y0}, {X: x1, Y: y1}, {X: x0, Y: y1}}, lw, ink, true)
	}
	switch f.Kind {
	case "infantry":
		frame()
		c.Line(board.Point{X: x0, Y: y0}, board.Point{X: x1, Y: y1}, lw, ink)
		c.Line(board.Point{X: x0, Y: y1}, board.Point{X: x1, Y: y0}, lw, ink)
	case "cavalry":
		frame()
		c.Line(board.Point{X: x0, Y: y1}, board.Point{X: x1, Y: y0}, lw, ink)
	case "armor", "tank":
		frame()
		c.Polyline(RoundedRect(x0+w*0.3, y0+hh*0.35, x1-w*0.3, y1-hh*0.35, hh*0.6), lw, ink, true)
	case "artillery":
		frame()
		c.Disc(p, hh*0.35, ink)
	case "hq":
		frame()
		c.Line(board.Point{X: x0, Y: y1}, board.Point{X: x0, Y: y1 + hh*0.9}, lw, ink)
		c.Text("HQ", p, side*0.16, ink, true, Center)
	case "fortress":
		frame()
		for i := 0; i < 3; i++ {
			x := x0 + w*0.2 + float64(i)*w*0.7
			c.Rect(board.Point{X: x, Y: y0}, board.Point{X: x + w*0.3, Y: y0 + hh*0.6}, ink)
		}
	case "zeppelin":
		hull := make([]board.Point, 24)
		for i := range hull {
			a := float64(i) / float64(len(hull)) * 2 * math.Pi
			hull[i] = board.Point{X: p.X + w*1.05*math.Cos(a), Y: p.Y + hh*0.55*math.Sin(a)}
		}
		c.FillPolygon(hull, ink)
		c.FillPolygon([]board.Point{{X: x1 - w*0.1, Y: p.Y}, {X: x1 + w*0.25, Y: p.Y - hh*0.8}, {X: x1 + w*0.25, Y: p.Y + hh*0.8}}, ink)
		c.Rect(board.Point{X: p.X - w*0.25, Y: p.Y + hh*0.5}, board.Point{X: p.X + w*0.15, Y: p.Y + hh*0.85}, ink)
	case "flyer", "aircraft":
		c.FillPolygon([]board.Point{{X: x0, Y: p.Y + hh*0.2}, {X: p.X, Y: p.Y - hh*0.6}, {X: x1, Y: p.Y + hh*0.2}, {X: p.X, Y: p.Y}}, ink)
		c.Line(board.Point{X: p.X, Y: p.Y - hh}, board.Point{X: p.X, Y: p.Y + hh}, lw*1.4, ink)
	case "fleet", "ship":
		c.FillPolygon([]board.Point{{X: x0, Y: p.Y}, {X: x1, Y: p.Y}, {X: x1 - w*0.3, Y: y1}, {X: x0 + w*0.3, Y: y1}}, ink)
		c.Rect(board.Point{X: p.X - w*0.3, Y: p.Y - hh*0.6}, board.Point{X: p.X + w*0.2, Y: p.Y}, ink)
	case "block":
		// Wooden blocks show their strength as the printed number only.
	default:
		frame()
	}
}

// marker draws a round marker (control, trench level, storm, shell holes).
func marker(c Painter, p board.Point, side float64, f Face) {
	r := side * 0.42
	c.Disc(p, r, f.Fill)
	c.Ring(p, r, side*0.04, Shade(f.Fill, 0.55))
	label := f.Print
	if label == "" {
		label = f.Tag
	}
	c.Text(label, p, side*0.24, f.Ink, true, Center)
}

// fitLines breaks s into at most maxLines lines of at most width at the
// largest text size from size down to minSize at which it fits, in bold;
// when it fits at no size, the last line ends in "…" at minSize.
func fitLines(c Painter, s string, width, size, minSize float64, maxLines int) ([]string, float64) {
	words := strings.Fields(s)
	if len(words) == 0 {
		return nil, size
	}
	wrap := func(sz float64) ([]string, bool) {
		var lines []string
		cur := ""
		for _, w := range words {
			try := w
			if cur != "" {
				try = cur + " " + w
			}
			if c.TextWidth(try, sz, true) <= width || cur == "" {
				cur = try
				continue
			}
			lines = append(lines, cur)
			cur = w
		}
		lines = append(lines, cur)
		fits := len(lines) <= maxLines
		for _, l := range lines {
			fits = fits && c.TextWidth(l, sz, true) <= width
		}
		return lines, fits
	}
	for sz := size; sz >= minSize; sz *= 0.9 {
		if lines, ok := wrap(sz); ok {
			return lines, sz
		}
	}
	lines, _ := wrap(minSize)
	if len(lines) > maxLines {
		lines = lines[:maxLines]
	}
	last := []rune(lines[len(lines)-1])
	for len(last) > 0 && c.TextWidth(string(last)+"…", minSize, true) > width {
		last = last[:len(last)-1]
	}
	lines[len(lines)-1] = string(last) + "…"
	return lines, minSize
}

// Shade darkens (f < 1) or lightens (f > 1) a colour.
func Shade(c color.RGBA, f float64) color.RGBA {
	s := func(v uint8) uint8 {
		x := float64(v) * f
		if f > 1 {
			x = float64(v) + (255-float64(v))*(f-1)
		}
		return uint8(math.Max(0, math.Min(255, x)))
	}
	return color.RGBA{s(c.R), s(c.G), s(c.B), c.A}
}

// RoundedRect is the outline of the rectangle (x0,y0)-(x1,y1) with corners
// rounded to radius r.
func RoundedRect(x0, y0, x1, y1, r float64) []board.Point {
	var pts []board.Point
	corner := func(cx, cy, a0 float64) {
		for i := 0; i <= 4; i++ {
			a := a0 + float64(i)*math.Pi/8
			pts = append(pts, board.Point{X: cx + r*math.Cos(a), Y: cy + r*math.Sin(a)})
		}
	}
	corner(x1-r, y0+r, -math.Pi/2)
	corner(x1-r, y1-r, 0)
	corner(x0+r, y1-r, math.Pi/2)
	corner(x0+r, y0+r, math.Pi)
	return pts
}
