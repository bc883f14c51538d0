package boardview

import (
	"image"
	"image/color"
	"image/draw"
	"math"
	"sync"

	xdraw "golang.org/x/image/draw"

	"sandtable/board"
	"sandtable/ui/render"
)

// SoftCompositor composes frames in pure Go on its own goroutine. It needs
// no GPU: tests, headless tools and machines without OpenGL use it.
type SoftCompositor struct {
	show ShowFunc
	mu   sync.Mutex
	next *Frame
	wake chan struct{}
	done chan struct{}
	bufs [3]*image.RGBA
	n    int
}

// NewSoftCompositor starts a compositor that passes pictures to show.
func NewSoftCompositor(show ShowFunc) *SoftCompositor {
	c := &SoftCompositor{show: show, wake: make(chan struct{}, 1), done: make(chan struct{})}
	go c.loop()
	return c
}

// Submit queues f, replacing a frame not yet drawn.
func (c *SoftCompositor) Submit(f *Frame) {
	c.mu.Lock()
	c.next = f
	c.mu.Unlock()
	select {
	case c.wake <- struct{}{}:
	default:
	}
}

// Close stops the compositor.
func (c *SoftCompositor) Close() { close(c.done) }

func (c *SoftCompositor) loop() {
	for {
		select {
		case <-c.done:
			// Closed (e.g. handed over to the GPU): its pictures are no
			// longer needed, but the compositor may stay referenced.
			c.bufs = [3]*image.RGBA{}
			return
		case <-c.wake:
		}
		c.mu.Lock()
		f := c.next
		c.next = nil
		c.mu.Unlock()
		if f == nil || f.Size.X <= 0 || f.Size.Y <= 0 {
			continue
		}
		buf := c.bufs[c.n%len(c.bufs)]
		if buf == nil || buf.Bounds().Size() != f.Size {
			buf = image.NewRGBA(image.Rectangle{Max: f.Size})
			c.bufs[c.n%len(c.bufs)] = buf
		}
		c.n++
		Compose(buf, f)
		c.show(buf)
	}
}

// Compose draws f into dst (sized f.Size) in pure Go. It is also the
// reference the Ebiten compositor's output is compared with.
func Compose(dst *image.RGBA, f *Frame) {
	draw.Draw(dst, dst.Bounds(), image.NewUniform(f.Background), image.Point{}, draw.Src)
	if s := f.Static; s != nil && s.Image != nil {
		// Where the static layer lands on screen, scaled from its own
		// scale to the view's.
		x0, y0 := f.View.ToScreen(s.Origin)
		k := f.View.Scale / s.Scale
		sb := s.Image.Bounds()
		r := image.Rect(int(x0), int(y0), int(x0+float64(sb.Dx())*k+0.5), int(y0+float64(sb.Dy())*k+0.5))
		if k == 1 {
			draw.Draw(dst, r, s.Image, sb.Min, draw.Over)
		} else {
			xdraw.ApproxBiLinear.Scale(dst, r, s.Image, sb, draw.Over, nil)
		}
	}
	c := &render.Canvas{Img: dst, Origin: f.View.Origin, Scale: f.View.Scale}
	for _, h := range f.Highlights {
		c.FillPolygon(h.Polygon, h.Fill)
		if h.Label != "" {
			c.Text(h.Label, h.LabelAt, 11/f.View.Scale*1.2, color.RGBA{20, 20, 20, 255}, true, render.Center)
		}
	}
	if a := f.Arrow; a != nil {
		arrow(c, a.From, a.To, 4/f.View.Scale)
	}
	for _, s := range f.Stacks {
		if s.Selected {
			h := s.Side * 0.62
			c.Polyline([]board.Point{{X: s.At.X - h, Y: s.At.Y - h}, {X: s.At.X + h, Y: s.At.Y - h}, {X: s.At.X + h, Y: s.At.Y + h}, {X: s.At.X - h, Y: s.At.Y + h}}, 3/f.View.Scale, SelectionInk, true)
		}
		c.Stack(s.At, s.Side, s.Faces)
	}
}

// arrow draws the last-move arrow.
func arrow(c *render.Canvas, from, to board.Point, w float64) {
	col := ArrowInk
	c.Line(from, to, w, col)
	dx, dy := to.X-from.X, to.Y-from.Y
	l := dx*dx + dy*dy
	if l == 0 {
		return
	}
	n := 1 / math.Sqrt(l)
	ux, uy := dx*n, dy*n
	s := w * 3.5
	c.FillPolygon([]board.Point{to, {X: to.X - ux*s - uy*s*0.6, Y: to.Y - uy*s + ux*s*0.6}, {X: to.X - ux*s + uy*s*0.6, Y: to.Y - uy*s - ux*s*0.6}}, col)
}
