package boardview

import (
	"image"
	"image/color"
	"image/draw"
	"math"
	"sync"
	"sync/atomic"
	"time"

	xdraw "golang.org/x/image/draw"

	"sandtable/board"
	"sandtable/ui/render"
)

// softTileBytes bounds the pure-Go compositor's tiles: at least this many
// bytes' worth, more for a big picture (softTiles).
const softTileBytes = 16 << 20

// softTiles is how many tiles the pure-Go compositor keeps for pictures of
// the given size: three pictures' worth (the frame's own tiles, the ring
// drawn ahead around them, the stand-ins of the last scale).
func softTiles(size image.Point) int {
	return max(softTileBytes/(4*TileSize*TileSize), 3*TilesFor(size))
}

// BatchGap is the least time between two pictures redrawn because tiles
// came in, unless the last of a frame's tiles came: tiles come every few
// milliseconds, pictures need not.
const BatchGap = 40 * time.Millisecond

// SoftCompositor composes frames in pure Go on its own goroutine. It needs
// no GPU: tests, headless tools and machines without OpenGL use it.
type SoftCompositor struct {
	show ShowFunc
	mu   sync.Mutex
	next *Frame
	wake chan struct{}
	done chan struct{}
	// hand receives the tiles when the compositor is closed
	// (CloseHandingTiles); stopped is closed when the loop has ended.
	hand    func([]Tile)
	stopped chan struct{}

	// Owned by the loop's goroutine.
	bufs     [3]*image.RGBA
	n        int
	cur      *Frame // the newest frame, drawn again when its tiles come
	tiles    *TileCache[*image.RGBA]
	render   *TileRenderer
	shown    uint64 // family of the last map layer shown
	lastDraw time.Time

	// lastShown is the frame of the last picture shown and whether it
	// had all of its own tiles (for benchmarks and tests).
	lastShown atomic.Pointer[shownFrame]
}

// shownFrame is a frame shown and whether its tiles were all there.
type shownFrame struct {
	frame    *Frame
	complete bool
}

// NewSoftCompositor starts a compositor that passes pictures to show.
func NewSoftCompositor(show ShowFunc) *SoftCompositor {
	c := &SoftCompositor{show: show, wake: make(chan struct{}, 1), done: make(chan struct{}), stopped: make(chan struct{})}
	c.render = NewTileRenderer(c.poke)
	c.tiles = NewTileCache[*image.RGBA](softTiles(image.Point{}))
	c.tiles.OnEvict = func(_ TileKey, img *image.RGBA) { c.render.Recycle(img) }
	go c.loop()
	return c
}

// Submit queues f, replacing a frame not yet drawn.
func (c *SoftCompositor) Submit(f *Frame) {
	c.mu.Lock()
	c.next = f
	c.mu.Unlock()
	c.poke()
}

func (c *SoftCompositor) poke() {
	select {
	case c.wake <- struct{}{}:
	default:
	}
}

// Close stops the compositor.
func (c *SoftCompositor) Close() { close(c.done) }

// CloseHandingTiles stops the compositor, passes the map tiles it has to
// hand and returns: the compositor taking over (Ebiten's, once it has
// started) need not draw them again.
func (c *SoftCompositor) CloseHandingTiles(hand func([]Tile)) {
	c.mu.Lock()
	c.hand = hand
	c.mu.Unlock()
	close(c.done)
	<-c.stopped
}

func (c *SoftCompositor) loop() {
	defer close(c.stopped)
	var batch <-chan time.Time // set while tiles wait to be shown
	dirty := false             // tiles of the current frame came since it was drawn
	for {
		select {
		case <-c.done:
			// Closed (e.g. handed over to the GPU): its pictures and tiles
			// are no longer needed, but the compositor may stay referenced.
			c.render.Close()
			c.mu.Lock()
			hand := c.hand
			c.mu.Unlock()
			var tiles []Tile
			c.tiles.OnEvict = func(k TileKey, img *image.RGBA) { tiles = append(tiles, Tile{k, img}) }
			c.tiles.Clear()
			// The closure above holds the tiles: drop it with the cache,
			// or they would stay alive as long as the compositor.
			c.tiles = nil
			if hand != nil {
				hand(tiles)
			}
			c.bufs = [3]*image.RGBA{}
			c.cur = nil
			return
		case <-c.wake:
		case <-batch:
			batch = nil
		}
		c.mu.Lock()
		f := c.next
		c.next = nil
		c.mu.Unlock()
		for _, t := range c.render.Take() {
			if c.tiles.Has(t.Key) || !c.tiles.Put(t.Key, t.Image) {
				c.render.Recycle(t.Image)
			} else if c.cur.Owns(t.Key) {
				dirty = true
			}
		}
		if f == nil {
			// Only tiles came: draw the current frame again once a batch
			// is in, all of its tiles or BatchGap after the last picture.
			if !dirty || c.cur == nil {
				continue
			}
			if wait := BatchGap - time.Since(c.lastDraw); wait > 0 && c.missing(c.cur) {
				if batch == nil {
					batch = time.After(wait)
				}
				continue
			}
			f = c.cur
		}
		c.cur = f
		if f.Size.X <= 0 || f.Size.Y <= 0 {
			continue
		}
		dirty = false
		c.draw(f)
	}
}

// Owns reports whether k is one of f's own tiles: of its layer, at its
// scale, on its picture. f may be nil.
func (f *Frame) Owns(k TileKey) bool {
	if f == nil || f.Map == nil || k.Family != f.Map.Family || k.Scale != TileScale(f.View.Scale) || f.Map.TileKeyAt(k.Scale, k.X, k.Y) != k {
		return false
	}
	r, _ := f.TileRect(k)
	return r.Overlaps(image.Rectangle{Max: f.Size})
}

// missing reports whether some of f's own tiles are not in the cache.
func (c *SoftCompositor) missing(f *Frame) bool {
	for _, k := range f.TilesInView(false) {
		if !c.tiles.Has(k) {
			return true
		}
	}
	return false
}

// draw composes f from the tiles at hand, asks for the missing ones, and
// shows the picture unless it would show a new board in part.
func (c *SoftCompositor) draw(f *Frame) {
	c.tiles.NextFrame()
	c.tiles.SetMax(softTiles(f.Size))
	var plan TilePlan
	if f.Map != nil {
		plan = PlanTiles(f, c.tiles)
		c.render.Want(f.Map, WantedTiles(f, plan, c.tiles.Has))
		if !plan.Covered && f.Map.Family != c.shown {
			return // a new board: wait for all of it
		}
	} else {
		c.render.Want(nil, nil)
	}
	buf := c.bufs[c.n%len(c.bufs)]
	if buf == nil || buf.Bounds().Size() != f.Size {
		buf = image.NewRGBA(image.Rectangle{Max: f.Size})
		c.bufs[c.n%len(c.bufs)] = buf
	}
	c.n++
	draw.Draw(buf, buf.Bounds(), image.NewUniform(f.Background), image.Point{}, draw.Src)
	for _, k := range plan.Draw {
		img, _ := c.tiles.Get(k)
		drawTile(buf, f, k, img)
	}
	drawOverlays(buf, f)
	if f.Map != nil {
		c.shown = f.Map.Family
	}
	c.lastDraw = time.Now()
	c.lastShown.Store(&shownFrame{frame: f, complete: len(plan.Missing) == 0})
	c.show(buf)
}

// WantedTiles is what a compositor asks the TileRenderer for after
// planning f: the missing tiles, or once there are none, the ring around
// the view not held yet (has tells), for a pan.
func WantedTiles(f *Frame, plan TilePlan, has func(TileKey) bool) []TileKey {
	if len(plan.Missing) > 0 {
		return plan.Missing
	}
	var ring []TileKey
	for _, k := range f.TilesInView(true) {
		if !has(k) {
			ring = append(ring, k)
		}
	}
	return ring
}

// drawTile draws tile k's picture where it lands on f's picture: copied,
// or resampled when it is a stand-in of another scale, to the nearest
// pixel: bilinear filtering took three times as long (40 ms for a
// 1600×1000 picture), for a picture shown until the sharp tiles come.
func drawTile(dst *image.RGBA, f *Frame, k TileKey, img *image.RGBA) {
	r, exact := f.TileRect(k)
	if exact {
		draw.Draw(dst, r, img, image.Point{}, draw.Src)
		return
	}
	xdraw.NearestNeighbor.Scale(dst, r, img, img.Bounds(), draw.Src, nil)
}

// Compose draws f into dst (sized f.Size) in pure Go, its map layer drawn
// straight onto dst at the frame's scale, not from tiles (square by
// square, placed as tiles are). It is the reference the compositors'
// pictures are compared with; Board.Snapshot uses it too.
func Compose(dst *image.RGBA, f *Frame) {
	draw.Draw(dst, dst.Bounds(), image.NewUniform(f.Background), image.Point{}, draw.Src)
	if l := f.Map; l != nil && f.View.Scale > 0 {
		ts, bx, by := f.tileBase()
		// The layer's tiles reach to whole tiles past its size.
		nx := int(math.Ceil(l.Size.X * ts / TileSize))
		ny := int(math.Ceil(l.Size.Y * ts / TileSize))
		r := image.Rect(bx, by, bx+nx*TileSize, by+ny*TileSize).Intersect(dst.Bounds())
		if !r.Empty() {
			l.drawInto(dst.SubImage(r).(*image.RGBA), ts, bx, by)
		}
	}
	drawOverlays(dst, f)
}

// drawOverlays draws f's highlights, last-move arrow, stacks and marks
// over its map layer.
func drawOverlays(dst *image.RGBA, f *Frame) {
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
	for _, m := range f.Marks {
		render.MarkPlate(c, m.Text, m.At, MarkSize/f.View.Scale)
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
