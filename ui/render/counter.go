package render

import (
	"image/color"
	"strconv"

	"sandtable/board"
	"sandtable/counterface"
)

// CounterFace is everything needed to draw one counter as players know it
// (counterface.Face): the GUI's atlas, the CLI render and the printable
// sheets all draw counters from it.
type CounterFace = counterface.Face

// Counter draws one counter centred at p with the given side length (board
// pixels), with a shadow under it; a Turned one lies on its side, a quarter
// turn clockwise in the same square (turned.go).
func (c *Canvas) Counter(p board.Point, side float64, f CounterFace) {
	h := side / 2
	r := side * counterface.Corner
	shadow := color.NRGBA{0, 0, 0, 90}
	off := side * 0.05
	if f.Kind == "marker" {
		c.Disc(board.Point{X: p.X + off, Y: p.Y + off}, side*0.42, shadow)
	} else {
		c.FillPolygon(roundedRect(p.X-h+off, p.Y-h+off, p.X+h+off, p.Y+h+off, r), shadow)
	}
	if f.Turned {
		c.turned(p, side, f)
		return
	}
	counterface.Draw(c, p, side, f)
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
	return counterface.RoundedRect(x0, y0, x1, y1, r)
}
