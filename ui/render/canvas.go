// Package render draws boards, counters and stacks into plain images with a
// pure-Go rasteriser. It has no window-system dependency: the CLI's `render`
// command uses it directly, and the GUI uses the very same code to build its
// cached static map layer and its counter atlas, which Ebiten then composes.
package render

import (
	"image"
	"image/color"
	"image/draw"
	"math"
	"sync"

	"golang.org/x/image/font"
	"golang.org/x/image/font/gofont/gobold"
	"golang.org/x/image/font/gofont/goregular"
	"golang.org/x/image/font/opentype"
	"golang.org/x/image/math/fixed"
	"golang.org/x/image/vector"

	"sandtable/board"
	"sandtable/counterface"
)

// Canvas is an RGBA image with a view transform: board pixel p lands on
// image pixel (p - Origin) * Scale. All drawing methods take board pixels and
// sizes in board pixels, so a drawing looks the same at any zoom.
type Canvas struct {
	Img    *image.RGBA
	Origin board.Point
	Scale  float64
	// ras is shared with the canvases Shifted makes from this one: its
	// buffers grow to the largest polygon drawn and are reused.
	ras *vector.Rasterizer
}

// NewCanvas makes a w×h canvas showing board pixels from origin at scale.
func NewCanvas(w, h int, origin board.Point, scale float64) *Canvas {
	return &Canvas{Img: image.NewRGBA(image.Rect(0, 0, w, h)), Origin: origin, Scale: scale, ras: new(vector.Rasterizer)}
}

// Squares calls draw with a canvas for each n×n square of c's image in
// turn (the same board transform, the image cut to the square): drawn so,
// a polygon bigger than a square needs a buffer the size of the square,
// not of the image, and what draws only what shows (Map, Maps) draws
// little per square.
func (c *Canvas) Squares(n int, draw func(sq *Canvas)) {
	b := c.Img.Bounds()
	sq := &Canvas{Origin: c.Origin, Scale: c.Scale, ras: c.rasterizer()}
	for y := b.Min.Y; y < b.Max.Y; y += n {
		for x := b.Min.X; x < b.Max.X; x += n {
			sq.Img = c.Img.SubImage(image.Rect(x, y, x+n, y+n).Intersect(b)).(*image.RGBA)
			draw(sq)
		}
	}
}

// rasterizer is the canvas's rasterizer, made on first use.
func (c *Canvas) rasterizer() *vector.Rasterizer {
	if c.ras == nil {
		c.ras = new(vector.Rasterizer)
	}
	return c.ras
}

// Fill paints the whole canvas with col.
func (c *Canvas) Fill(col color.Color) {
	draw.Draw(c.Img, c.Img.Bounds(), image.NewUniform(col), image.Point{}, draw.Src)
}

// ToImage converts a board point to image pixel coordinates.
func (c *Canvas) ToImage(p board.Point) (float64, float64) {
	return (p.X - c.Origin.X) * c.Scale, (p.Y - c.Origin.Y) * c.Scale
}

// FillPolygon fills the closed polygon pts (board pixels) with col,
// anti-aliased. Only the polygon's bounding box is rasterised, so thousands of
// small polygons on a large canvas stay cheap.
func (c *Canvas) FillPolygon(pts []board.Point, col color.Color) {
	if len(pts) < 3 {
		return
	}
	xs := make([]float64, len(pts))
	ys := make([]float64, len(pts))
	minX, minY := math.Inf(1), math.Inf(1)
	maxX, maxY := math.Inf(-1), math.Inf(-1)
	for i, p := range pts {
		xs[i], ys[i] = c.ToImage(p)
		minX, maxX = math.Min(minX, xs[i]), math.Max(maxX, xs[i])
		minY, maxY = math.Min(minY, ys[i]), math.Max(maxY, ys[i])
	}
	box := image.Rect(int(math.Floor(minX)), int(math.Floor(minY)), int(math.Ceil(maxX))+1, int(math.Ceil(maxY))+1)
	clip := box.Intersect(c.Img.Bounds())
	if clip.Empty() {
		return
	}
	// The rasteriser's mask starts at clip.Min: coordinates are relative to
	// it, and parts of the polygon outside the mask are clipped by it.
	ras := c.rasterizer()
	ras.Reset(clip.Dx(), clip.Dy())
	ras.DrawOp = draw.Over
	ox, oy := float64(clip.Min.X), float64(clip.Min.Y)
	ras.MoveTo(float32(xs[0]-ox), float32(ys[0]-oy))
	for i := 1; i < len(xs); i++ {
		ras.LineTo(float32(xs[i]-ox), float32(ys[i]-oy))
	}
	ras.ClosePath()
	ras.Draw(c.Img, clip, image.NewUniform(col), image.Point{})
}

// Line strokes the segment a-b with the given width (board pixels) and
// round caps.
func (c *Canvas) Line(a, b board.Point, width float64, col color.Color) {
	dx, dy := b.X-a.X, b.Y-a.Y
	l := math.Hypot(dx, dy)
	if l == 0 {
		c.Disc(a, width/2, col)
		return
	}
	nx, ny := -dy/l*width/2, dx/l*width/2
	c.FillPolygon([]board.Point{{X: a.X + nx, Y: a.Y + ny}, {X: b.X + nx, Y: b.Y + ny}, {X: b.X - nx, Y: b.Y - ny}, {X: a.X - nx, Y: a.Y - ny}}, col)
}

// Polyline strokes a chain of segments; closed joins the last point to the first.
func (c *Canvas) Polyline(pts []board.Point, width float64, col color.Color, closed bool) {
	n := len(pts)
	if n < 2 {
		return
	}
	last := n - 1
	if closed {
		last = n
	}
	for i := 0; i < last; i++ {
		c.Line(pts[i], pts[(i+1)%n], width, col)
	}
	// Round joins hide the notches between thick segments.
	if width*c.Scale >= 2.5 {
		for i := 0; i < n; i++ {
			if closed || (i > 0 && i < n-1) {
				c.Disc(pts[i], width/2, col)
			}
		}
	}
}

// Disc fills a circle of radius r (board pixels) around p.
func (c *Canvas) Disc(p board.Point, r float64, col color.Color) {
	c.FillPolygon(Circle(p, r), col)
}

// Ring strokes a circle of radius r around p.
func (c *Canvas) Ring(p board.Point, r, width float64, col color.Color) {
	c.Polyline(Circle(p, r), width, col, true)
}

// Rect fills the axis-aligned rectangle with corners a and b.
func (c *Canvas) Rect(a, b board.Point, col color.Color) {
	c.FillPolygon([]board.Point{a, {X: b.X, Y: a.Y}, b, {X: a.X, Y: b.Y}}, col)
}

// Circle approximates a circle with enough segments to look round when
// drawn; the Ebiten compositor draws discs with the same outline.
func Circle(p board.Point, r float64) []board.Point {
	n := 16
	if r > 12 {
		n = 32
	}
	pts := make([]board.Point, n)
	for i := range pts {
		a := 2 * math.Pi * float64(i) / float64(n)
		pts[i] = board.Point{X: p.X + r*math.Cos(a), Y: p.Y + r*math.Sin(a)}
	}
	return pts
}

// Align places text relative to its anchor point (counterface.Align).
type Align = counterface.Align

// Text alignments: the anchor is the centre, the left end or the right end
// of the text's middle line.
const (
	Center = counterface.Center
	Left   = counterface.Left
	Right  = counterface.Right
)

// Text draws s with its vertical middle at p. size is the font's em height in
// board pixels; text too small to read at this scale is skipped.
func (c *Canvas) Text(s string, p board.Point, size float64, col color.Color, bold bool, align Align) {
	px := size * c.Scale
	if px < 4 || s == "" {
		return
	}
	lf := fontFace(px, bold)
	lf.mu.Lock() // a font.Face keeps scratch buffers: one user at a time
	defer lf.mu.Unlock()
	face := lf.face
	w := font.MeasureString(face, s)
	x, y := c.ToImage(p)
	switch align {
	case Center:
		x -= float64(w) / 64 / 2
	case Right:
		x -= float64(w) / 64
	}
	m := face.Metrics()
	y += float64(m.Ascent-m.Descent) / 64 / 2
	// Text wholly off the image (most of a map's, on a tile) is not drawn.
	b := c.Img.Bounds()
	if x > float64(b.Max.X) || x+float64(w)/64 < float64(b.Min.X) ||
		y-float64(m.Ascent)/64 > float64(b.Max.Y) || y+float64(m.Descent)/64 < float64(b.Min.Y) {
		return
	}
	d := font.Drawer{Dst: c.Img, Src: image.NewUniform(col), Face: face,
		Dot: fixed.Point26_6{X: fixed.Int26_6(x * 64), Y: fixed.Int26_6(y * 64)}}
	d.DrawString(s)
}

// TextWidth is the width of s in board pixels at the given size.
func (c *Canvas) TextWidth(s string, size float64, bold bool) float64 {
	px := size * c.Scale
	if px < 1 {
		return 0
	}
	lf := fontFace(px, bold)
	lf.mu.Lock()
	defer lf.mu.Unlock()
	return float64(font.MeasureString(lf.face, s)) / 64 / c.Scale
}

var (
	fontsOnce     sync.Once
	regular, bold *opentype.Font
	facesMu       sync.Mutex
	faces         = map[faceKey]*lockedFace{}
	facesUsed     uint64 // counts fontFace calls, for lockedFace.used
)

// maxFaces bounds the font-face cache: each zoom step asks for new sizes,
// and a face keeps buffers as big as the largest glyph it drew.
const maxFaces = 64

// lockedFace is a cached font face with the lock its users must hold:
// opentype faces are not safe for concurrent use, and the GUI draws text
// from several goroutines (map tiles, compositor, atlas).
type lockedFace struct {
	mu   sync.Mutex
	face font.Face
	used uint64 // facesUsed when last asked for (guarded by facesMu)
}

type faceKey struct {
	px   int // size in quarter pixels
	bold bool
}

// fontFace returns a cached Go font face of about px pixels; hold its lock
// while using it. The least recently asked-for face leaves the cache when
// it is full (its users may go on using it).
func fontFace(px float64, b bool) *lockedFace {
	fontsOnce.Do(func() {
		regular, _ = opentype.Parse(goregular.TTF)
		bold, _ = opentype.Parse(gobold.TTF)
	})
	k := faceKey{int(math.Round(px * 4)), b}
	facesMu.Lock()
	defer facesMu.Unlock()
	facesUsed++
	if f, ok := faces[k]; ok {
		f.used = facesUsed
		return f
	}
	src := regular
	if b {
		src = bold
	}
	f, err := opentype.NewFace(src, &opentype.FaceOptions{Size: float64(k.px) / 4, DPI: 72, Hinting: font.HintingFull})
	if err != nil {
		panic("render: go font: " + err.Error())
	}
	if len(faces) >= maxFaces {
		var oldest faceKey
		least := uint64(math.MaxUint64)
		for key, lf := range faces {
			if lf.used < least {
				oldest, least = key, lf.used
			}
		}
		delete(faces, oldest)
	}
	lf := &lockedFace{face: f, used: facesUsed}
	faces[k] = lf
	return lf
}

// Hex parses "#rgb" or "#rrggbb" (as data files spell colours); a bad
// string gives magenta so mistakes show.
func Hex(s string) color.RGBA {
	bad := color.RGBA{255, 0, 255, 255}
	if len(s) == 0 || s[0] != '#' {
		return bad
	}
	s = s[1:]
	v := func(ch byte) (uint8, bool) {
		switch {
		case ch >= '0' && ch <= '9':
			return ch - '0', true
		case ch >= 'a' && ch <= 'f':
			return ch - 'a' + 10, true
		case ch >= 'A' && ch <= 'F':
			return ch - 'A' + 10, true
		}
		return 0, false
	}
	var out [3]uint8
	switch len(s) {
	case 3:
		for i := 0; i < 3; i++ {
			d, ok := v(s[i])
			if !ok {
				return bad
			}
			out[i] = d*16 + d
		}
	case 6:
		for i := 0; i < 3; i++ {
			h, ok1 := v(s[2*i])
			l, ok2 := v(s[2*i+1])
			if !ok1 || !ok2 {
				return bad
			}
			out[i] = h*16 + l
		}
	default:
		return bad
	}
	return color.RGBA{out[0], out[1], out[2], 255}
}

// Shade darkens (f < 1) or lightens (f > 1) a colour (counterface.Shade).
func Shade(c color.RGBA, f float64) color.RGBA { return counterface.Shade(c, f) }

// MarkInk and MarkPlateFill are the colours of a mark's text and of the
// plate under it (MarkPlate).
var (
	MarkInk       = color.RGBA{20, 20, 20, 255}
	MarkPlateFill = color.NRGBA{255, 252, 235, 225}
	markEdge      = color.NRGBA{60, 60, 60, 200}
)

// MarkPlate writes s, bold, at size (board pixels) centred on p over a
// pale plate with a thin edge, so that it reads over any terrain, tint or
// counter: a marker's name on the board.
func MarkPlate(c *Canvas, s string, p board.Point, size float64) {
	if s == "" || size*c.Scale < 4 {
		return
	}
	hw := c.TextWidth(s, size, true)/2 + size*0.35
	hh := size * 0.72
	a, b := board.Point{X: p.X - hw, Y: p.Y - hh}, board.Point{X: p.X + hw, Y: p.Y + hh}
	c.Rect(a, b, MarkPlateFill)
	c.Polyline([]board.Point{a, {X: b.X, Y: a.Y}, b, {X: a.X, Y: b.Y}}, 1/c.Scale, markEdge, true)
	c.Text(s, p, size, MarkInk, true, Center)
}
