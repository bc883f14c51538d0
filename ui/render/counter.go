package render

import (
	"image/color"
	"math"
	"strconv"

	"sandtable/board"
)

// CounterFace is everything needed to draw one counter as players know it:
// a square in its nationality's colours, a NATO-style symbol for its kind,
// its size marker and its printed factors. The GUI's atlas and the CLI
// render both draw counters from this.
type CounterFace struct {
	Kind    string     // unit kind (infantry, cavalry, armor, tank, artillery, hq, fortress, zeppelin, flyer, aircraft, fleet, block, ...) or "marker"
	Fill    color.RGBA // counter colour (nationality)
	Ink     color.RGBA // text and symbol colour
	Stripe  color.RGBA // band across the top (e.g. yellow-striped German units); zero: none
	Print   string     // printed factors, e.g. "5-3" or "0-3-6"
	Size    string     // unit size marker above the symbol, e.g. "XX"
	Tag     string     // small text at the top left (unit id, marker level)
	Reduced bool       // reduced side: drawn with a lighter band at the bottom
	Hidden  bool       // face down: only the colour shows (blocks, hidden units)
}

// Counter draws one counter centred at p with the given side length (board
// pixels).
func (c *Canvas) Counter(p board.Point, side float64, f CounterFace) {
	h := side / 2
	r := side * 0.1
	shadow := color.NRGBA{0, 0, 0, 90}
	off := side * 0.05
	if f.Kind == "marker" {
		c.Disc(board.Point{X: p.X + off, Y: p.Y + off}, side*0.42, shadow)
		c.marker(p, side, f)
		return
	}
	c.FillPolygon(roundedRect(p.X-h+off, p.Y-h+off, p.X+h+off, p.Y+h+off, r), shadow)
	c.FillPolygon(roundedRect(p.X-h, p.Y-h, p.X+h, p.Y+h, r), f.Fill)
	edge := Shade(f.Fill, 0.55)
	c.Polyline(roundedRect(p.X-h, p.Y-h, p.X+h, p.Y+h, r), side*0.03, edge, true)
	if f.Hidden {
		// Back of a block or a face-down counter: a bevel, nothing else.
		c.Polyline(roundedRect(p.X-h*0.7, p.Y-h*0.7, p.X+h*0.7, p.Y+h*0.7, r), side*0.03, Shade(f.Fill, 1.25), true)
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
	if f.Size != "" {
		c.Text(f.Size, board.Point{X: p.X, Y: p.Y - side*0.28}, side*0.15, f.Ink, true, Center)
	}
	c.symbol(board.Point{X: p.X, Y: p.Y - side*0.04}, side, f)
	if f.Print != "" {
		c.Text(f.Print, board.Point{X: p.X, Y: p.Y + side*0.3}, side*0.27, f.Ink, true, Center)
	}
}

// symbol draws the NATO-style unit symbol for f.Kind centred at p.
func (c *Canvas) symbol(p board.Point, side float64, f CounterFace) {
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
		c.Polyline(roundedRect(x0+w*0.3, y0+hh*0.35, x1-w*0.3, y1-hh*0.35, hh*0.6), lw, ink, true)
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
func (c *Canvas) marker(p board.Point, side float64, f CounterFace) {
	r := side * 0.42
	c.Disc(p, r, f.Fill)
	c.Ring(p, r, side*0.04, Shade(f.Fill, 0.55))
	label := f.Print
	if label == "" {
		label = f.Tag
	}
	c.Text(label, p, side*0.24, f.Ink, true, Center)
}

// Stack draws counters bottom first, each offset up and right like a real
// stack, with a count badge when more than one.
func (c *Canvas) Stack(p board.Point, side float64, faces []CounterFace) {
	l := LayoutStack(p, side, len(faces))
	for i, at := range l.Centers {
		c.Counter(at, side, faces[l.First+i])
	}
	if l.Badge {
		c.CountBadge(l.BadgeAt, side, len(faces))
	}
}

// StackLayout is where Stack puts the counters of a stack: only the top
// few are drawn (a deeper stack looks the same; its badge tells the count).
type StackLayout struct {
	First   int           // index of the first (lowest) face drawn
	Centers []board.Point // centre of each drawn counter, bottom first
	Badge   bool          // whether a count badge is drawn (more than one counter)
	BadgeAt board.Point   // centre of the count badge
}

// LayoutStack places a stack of n counters of the given side at p, exactly
// as Stack draws it. GPU compositors use it to draw stacks from an atlas.
func LayoutStack(p board.Point, side float64, n int) StackLayout {
	if n <= 0 {
		return StackLayout{}
	}
	step := side * 0.08
	shown := n
	if shown > 5 {
		shown = 5 // deeper stacks look the same; the badge tells the count
	}
	l := StackLayout{First: n - shown, Centers: make([]board.Point, 0, shown)}
	for i := n - shown; i < n; i++ {
		k := float64(i - (n - shown) - (shown-1)/2)
		l.Centers = append(l.Centers, board.Point{X: p.X + k*step, Y: p.Y - k*step})
	}
	if n > 1 {
		k := float64(shown - 1 - (shown-1)/2)
		l.Badge = true
		l.BadgeAt = board.Point{X: p.X + k*step + side*0.45, Y: p.Y - k*step - side*0.45}
	}
	return l
}

// CountBadge draws the red badge with count n that Stack puts at the top
// right of a stack of counters of the given side, centred at p.
func (c *Canvas) CountBadge(p board.Point, side float64, n int) {
	c.Disc(p, side*0.16, color.RGBA{200, 30, 30, 255})
	c.Text(strconv.Itoa(n), p, side*0.2, color.RGBA{255, 255, 255, 255}, true, Center)
}

// roundedRect is the outline of a rectangle with rounded corners.
func roundedRect(x0, y0, x1, y1, r float64) []board.Point {
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
