package ebitenhost

import (
	"image"
	"image/color"
	"math"
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"sandtable/board"
	"sandtable/ui/boardview"
	"sandtable/ui/render"
)

// Atlas sizes, in pixels (also bounded by the GPU's largest texture).
const (
	atlasStart = 1024
	atlasMax   = 4096
)

// labelSize is the font size of highlight labels in screen pixels, as
// boardview.Compose draws them.
const labelSize = 11 * 1.2

// compositor draws frames with Ebiten the way boardview.Compose draws them
// in pure Go. It is used only on the game loop's goroutine.
type compositor struct {
	off  *ebiten.Image  // the picture being drawn
	bufs [3]*image.RGBA // rotating read-back buffers
	n    int

	// tiles are the map layer's tiles on the GPU, drawn by render.
	tiles  *gpuTiles
	render *boardview.TileRenderer
	shown  uint64 // family of the last map layer shown

	atlas *atlas

	// Pending atlas quads, issued as one DrawTriangles32 call.
	verts    []ebiten.Vertex
	idx      []uint32
	batchSrc *ebiten.Image

	path vector.Path
	tdo  ebiten.DrawTrianglesOptions
}

// newCompositor makes a compositor whose map tiles are drawn by r.
func newCompositor(r *boardview.TileRenderer) *compositor {
	return &compositor{render: r, tiles: newGPUTiles(r)}
}

// compose draws f and returns its picture, or nil when f is larger than
// the GPU's largest image or when it would show a new board in part (see
// boardview.Compositor).
func (c *compositor) compose(f *boardview.Frame) *image.RGBA {
	maxSize := ebiten.MaxImageSize()
	if f.Size.X > maxSize || f.Size.Y > maxSize {
		return nil
	}
	if c.atlas == nil {
		c.atlas = newAtlas(atlasStart, min(maxSize, atlasMax), c.flushBatch)
	}
	plan := c.planTiles(f)
	if f.Map != nil && !plan.Covered && f.Map.Family != c.shown {
		return nil // a new board: wait for all of it
	}
	c.off = sized(c.off, f.Size)
	c.tiles.flush(c.off) // writes left for want of a picture
	c.atlas.nextFrame()
	c.drawBoard(f, plan)
	c.flushBatch()
	if f.Map != nil {
		c.shown = f.Map.Family
	}
	return c.readBack(f.Size)
}

// tileSlots is how many map tiles are kept on the GPU for pictures of the
// given size: two pictures' worth (the frame's own tiles, and the ring
// drawn ahead around them or the stand-ins of the last zoom step). A third
// picture's worth cost 8-12 MB at 1600x1000 and made no zoom or pan step
// faster (scripts/measure-gui --zoom).
func tileSlots(size image.Point) int { return 2 * boardview.TilesFor(size) }

// planTiles plans f's map layer from the tiles on the GPU and asks for
// the missing ones.
func (c *compositor) planTiles(f *boardview.Frame) boardview.TilePlan {
	t := c.tiles.cache
	t.NextFrame()
	c.tiles.setSlots(tileSlots(f.Size))
	if f.Map == nil {
		c.render.Want(nil, nil)
		return boardview.TilePlan{}
	}
	plan := boardview.PlanTiles(f, t)
	c.render.Want(f.Map, boardview.WantedTiles(f, plan, t.Has))
	return plan
}

// sized returns img if it has the given size, else a new image of it.
// The image is unmanaged: Ebiten would put a managed one on an atlas page
// of the next powers of two (a 1026×825 picture on a 2048×1024 page, 8 MB
// under llvmpipe instead of 3.4).
func sized(img *ebiten.Image, size image.Point) *ebiten.Image {
	if img != nil && img.Bounds().Size() == size {
		return img
	}
	if img != nil {
		img.Deallocate()
	}
	return ebiten.NewImageWithOptions(image.Rectangle{Max: size}, &ebiten.NewImageOptions{Unmanaged: true})
}

// drawBoard draws everything in f into c.off, its map layer as plan says.
func (c *compositor) drawBoard(f *boardview.Frame, plan boardview.TilePlan) {
	if !tilesCover(f, plan) {
		c.off.Fill(f.Background)
	}
	for _, k := range plan.Draw {
		c.tiles.draw(c.off, f, k)
	}
	v := f.View
	// Highlights do not overlap one another's labels, so all fills are
	// drawn first, then all labels: two batches instead of two per cell.
	c.fillPolygons(v, f.Highlights)
	for _, h := range f.Highlights {
		if h.Label == "" {
			continue
		}
		t := c.atlas.get(tileKey{kind: tileLabel, text: h.Label, q: quarters(labelSize)}, func() (*image.RGBA, int, int) {
			return paintLabel(h.Label, labelSize)
		})
		x, y := v.ToScreen(h.LabelAt)
		c.quad(t, x, y)
	}
	if a := f.Arrow; a != nil {
		c.arrow(v, a.From, a.To, 4/v.Scale)
	}
	for i := range f.Stacks {
		s := &f.Stacks[i]
		c.drawStack(v, s.At, s.Side, s.Faces, s.Selected)
	}
	for _, m := range f.Marks {
		t := c.atlas.get(tileKey{kind: tileMark, text: m.Text, q: quarters(boardview.MarkSize)}, func() (*image.RGBA, int, int) {
			return paintMark(m.Text, boardview.MarkSize)
		})
		x, y := v.ToScreen(m.At)
		c.quad(t, x, y)
	}
}

// readBack copies the finished picture into the next read-back buffer.
func (c *compositor) readBack(size image.Point) *image.RGBA {
	buf := c.nextBuf(size)
	c.off.ReadPixels(buf.Pix)
	// Ebiten keeps a copy of what was read until the image is next drawn
	// to (3.4 MB for a 1026×825 picture, alive while nothing changes):
	// drawing to it drops the copy. The next frame draws it all anew.
	c.off.Clear()
	return buf
}

// nextBuf is the next of the rotating read-back buffers, sized.
func (c *compositor) nextBuf(size image.Point) *image.RGBA {
	i := c.n % len(c.bufs)
	buf := c.bufs[i]
	if buf == nil || buf.Bounds().Size() != size {
		buf = image.NewRGBA(image.Rectangle{Max: size})
		c.bufs[i] = buf
	}
	c.n++
	return buf
}

// tilesCover reports whether the frame's own tiles, all there, cover its
// whole picture: then the background need not be filled first.
func tilesCover(f *boardview.Frame, plan boardview.TilePlan) bool {
	if f.Map == nil || len(plan.Missing) > 0 || len(plan.Draw) == 0 {
		return false
	}
	var u image.Rectangle
	for _, k := range plan.Draw {
		r, _ := f.TileRect(k)
		u = u.Union(r)
	}
	return image.Rectangle{Max: f.Size}.In(u)
}

// pixelsOf returns the pixels of r in src, rows packed.
func pixelsOf(src *image.RGBA, r image.Rectangle) []byte {
	w := 4 * r.Dx()
	i0 := src.PixOffset(r.Min.X, r.Min.Y)
	if src.Stride == w {
		return src.Pix[i0 : i0+w*r.Dy()]
	}
	out := make([]byte, w*r.Dy())
	for y := 0; y < r.Dy(); y++ {
		copy(out[y*w:(y+1)*w], src.Pix[i0+y*src.Stride:])
	}
	return out
}

// drawStack draws a stack from atlas tiles laid out as render.Canvas.Stack
// lays them out, with the selection outline under it when selected.
func (c *compositor) drawStack(v boardview.View, at board.Point, side float64, faces []render.CounterFace, selected bool) {
	n := len(faces)
	px := side * v.Scale
	q := quarters(px)
	if n == 0 || q <= 0 {
		return
	}
	sx, sy := v.ToScreen(at)
	// Counters, badge and outline all lie within about 1.2 sides of the
	// stack's centre: skip stacks wholly off the picture.
	m := px*1.3 + 8
	b := c.off.Bounds()
	if sx+m < 0 || sy+m < 0 || sx-m > float64(b.Max.X) || sy-m > float64(b.Max.Y) {
		return
	}
	if selected {
		t := c.atlas.get(tileKey{kind: tileOutline, q: q}, func() (*image.RGBA, int, int) { return paintOutline(q) })
		c.quad(t, sx, sy)
	}
	l := render.LayoutStack(at, side, n)
	for i, p := range l.Centers {
		f := faces[l.First+i]
		t := c.atlas.get(tileKey{kind: tileCounter, face: f, q: q}, func() (*image.RGBA, int, int) { return paintCounter(f, q) })
		x, y := v.ToScreen(p)
		c.quad(t, x, y)
	}
	if l.Badge {
		t := c.atlas.get(tileKey{kind: tileBadge, n: n, q: q}, func() (*image.RGBA, int, int) { return paintBadge(n, q) })
		x, y := v.ToScreen(l.BadgeAt)
		c.quad(t, x, y)
	}
}

// quad queues tile t with its anchor at screen point (x, y), rounded to
// whole pixels so that tiles are copied, not resampled.
func (c *compositor) quad(t tile, x, y float64) {
	if t.src == nil {
		return
	}
	dx := float32(math.Round(x) - float64(t.ax))
	dy := float32(math.Round(y) - float64(t.ay))
	w, h := float32(t.r.Dx()), float32(t.r.Dy())
	if dx+w < 0 || dy+h < 0 || dx > float32(c.off.Bounds().Dx()) || dy > float32(c.off.Bounds().Dy()) {
		return
	}
	if t.src != c.batchSrc {
		c.flushBatch()
		c.batchSrc = t.src
	}
	sx, sy := float32(t.r.Min.X), float32(t.r.Min.Y)
	base := uint32(len(c.verts))
	c.verts = append(c.verts,
		ebiten.Vertex{DstX: dx, DstY: dy, SrcX: sx, SrcY: sy, ColorR: 1, ColorG: 1, ColorB: 1, ColorA: 1},
		ebiten.Vertex{DstX: dx + w, DstY: dy, SrcX: sx + w, SrcY: sy, ColorR: 1, ColorG: 1, ColorB: 1, ColorA: 1},
		ebiten.Vertex{DstX: dx, DstY: dy + h, SrcX: sx, SrcY: sy + h, ColorR: 1, ColorG: 1, ColorB: 1, ColorA: 1},
		ebiten.Vertex{DstX: dx + w, DstY: dy + h, SrcX: sx + w, SrcY: sy + h, ColorR: 1, ColorG: 1, ColorB: 1, ColorA: 1},
	)
	c.idx = append(c.idx, base, base+1, base+2, base+1, base+3, base+2)
}

// flushBatch draws the queued quads, in order, in one call.
func (c *compositor) flushBatch() {
	if len(c.idx) > 0 && c.batchSrc != nil {
		c.tdo = ebiten.DrawTrianglesOptions{}
		c.off.DrawTriangles32(c.verts, c.idx, c.batchSrc, &c.tdo)
	}
	c.verts, c.idx, c.batchSrc = c.verts[:0], c.idx[:0], nil
}

// fillPolygons fills the highlights' polygons, each run of one colour as
// one path: a drag's thousands of legal destinations cost a few fills,
// not thousands (and no seams where neighbours touch).
func (c *compositor) fillPolygons(v boardview.View, hs []boardview.Highlight) {
	for i := 0; i < len(hs); {
		fill := hs[i].Fill
		c.path.Reset()
		shown := false
		for ; i < len(hs) && hs[i].Fill == fill; i++ {
			shown = c.addPolygon(v, hs[i].Polygon) || shown
		}
		if shown {
			c.fillPath(fill)
		}
	}
}

// fillPolygon fills one polygon.
func (c *compositor) fillPolygon(v boardview.View, pts []board.Point, col color.Color) {
	c.path.Reset()
	if c.addPolygon(v, pts) {
		c.fillPath(col)
	}
}

// addPolygon adds pts (board-layout pixels) to c.path as a closed subpath
// and reports whether it shows on the picture; one that does not is left
// out.
func (c *compositor) addPolygon(v boardview.View, pts []board.Point) bool {
	if len(pts) < 3 {
		return false
	}
	minX, minY := math.Inf(1), math.Inf(1)
	maxX, maxY := math.Inf(-1), math.Inf(-1)
	for _, p := range pts {
		x, y := v.ToScreen(p)
		minX, maxX = math.Min(minX, x), math.Max(maxX, x)
		minY, maxY = math.Min(minY, y), math.Max(maxY, y)
	}
	b := c.off.Bounds()
	if maxX < 0 || maxY < 0 || minX > float64(b.Max.X) || minY > float64(b.Max.Y) {
		return false
	}
	for i, p := range pts {
		x, y := v.ToScreen(p)
		if i == 0 {
			c.path.MoveTo(float32(x), float32(y))
		} else {
			c.path.LineTo(float32(x), float32(y))
		}
	}
	c.path.Close()
	return true
}

// fillPath fills c.path with col, anti-aliased.
func (c *compositor) fillPath(col color.Color) {
	// Quads queued so far lie under the path: draw them first (the
	// vector package defers fills until the image is next drawn to).
	c.flushBatch()
	op := &vector.DrawPathOptions{AntiAlias: true}
	op.ColorScale.ScaleWithColor(col)
	vector.FillPath(c.off, &c.path, nil, op)
}

// arrow draws the last-move arrow as boardview.Compose does: a thick line
// and a head, both translucent.
func (c *compositor) arrow(v boardview.View, from, to board.Point, w float64) {
	col := boardview.ArrowInk
	dx, dy := to.X-from.X, to.Y-from.Y
	l := math.Hypot(dx, dy)
	if l == 0 {
		c.fillPolygon(v, render.Circle(from, w/2), col)
		return
	}
	nx, ny := -dy/l*w/2, dx/l*w/2
	c.fillPolygon(v, []board.Point{{X: from.X + nx, Y: from.Y + ny}, {X: to.X + nx, Y: to.Y + ny}, {X: to.X - nx, Y: to.Y - ny}, {X: from.X - nx, Y: from.Y - ny}}, col)
	ux, uy := dx/l, dy/l
	s := w * 3.5
	c.fillPolygon(v, []board.Point{to, {X: to.X - ux*s - uy*s*0.6, Y: to.Y - uy*s + ux*s*0.6}, {X: to.X - ux*s + uy*s*0.6, Y: to.Y - uy*s - ux*s*0.6}}, col)
}

// quarters is a size in whole quarter pixels, the atlas's size key.
func quarters(px float64) int { return int(math.Round(px * 4)) }

// measure is a canvas used only to measure text at one pixel a board pixel.
var measure = &render.Canvas{Scale: 1}

// tileCanvas is a w×h canvas whose board origin lands on pixel (ax, ay).
func tileCanvas(w, h, ax, ay int) *render.Canvas {
	return render.NewCanvas(w, h, board.Point{X: -float64(ax), Y: -float64(ay)}, 1)
}

// paintCounter draws one counter of side q/4 pixels centred in a tile.
func paintCounter(f render.CounterFace, q int) (*image.RGBA, int, int) {
	s := float64(q) / 4
	// Square, edge and shadow reach 0.55 sides from the centre; printed
	// factors may be wider than the counter.
	hy := int(math.Ceil(s*0.6)) + 2
	hx := hy
	if f.Print != "" && !f.Hidden {
		size := s * 0.27
		if f.Kind == "marker" {
			size = s * 0.24
		}
		hx = max(hx, int(math.Ceil(measure.TextWidth(f.Print, size, true)/2))+2)
	}
	c := tileCanvas(2*hx, 2*hy, hx, hy)
	c.Counter(board.Point{}, s, f)
	return c.Img, hx, hy
}

// paintBadge draws the count badge of a stack of n counters of side q/4.
func paintBadge(n, q int) (*image.RGBA, int, int) {
	s := float64(q) / 4
	label := strconv.Itoa(n)
	hx := int(math.Ceil(math.Max(s*0.16, measure.TextWidth(label, s*0.2, true)/2))) + 2
	hy := int(math.Ceil(math.Max(s*0.16, s*0.2*0.7))) + 2
	c := tileCanvas(2*hx, 2*hy, hx, hy)
	c.CountBadge(board.Point{}, s, n)
	return c.Img, hx, hy
}

// paintOutline draws the selection outline around a stack of side q/4:
// a square 1.24 sides wide, 3 pixels thick, as boardview.Compose has it.
func paintOutline(q int) (*image.RGBA, int, int) {
	h := float64(q) / 4 * 0.62
	a := int(math.Ceil(h+1.5)) + 2
	c := tileCanvas(2*a, 2*a, a, a)
	c.Polyline([]board.Point{{X: -h, Y: -h}, {X: h, Y: -h}, {X: h, Y: h}, {X: -h, Y: h}}, 3, boardview.SelectionInk, true)
	return c.Img, a, a
}

// paintMark draws a mark on its plate, px pixels high, centred in a tile.
func paintMark(s string, px float64) (*image.RGBA, int, int) {
	hx := int(math.Ceil(measure.TextWidth(s, px, true)/2+px*0.35)) + 2
	hy := int(math.Ceil(px*0.72)) + 2
	c := tileCanvas(2*hx, 2*hy, hx, hy)
	render.MarkPlate(c, s, board.Point{}, px)
	return c.Img, hx, hy
}

// paintLabel draws a highlight label of px pixels centred in a tile.
func paintLabel(s string, px float64) (*image.RGBA, int, int) {
	hx := int(math.Ceil(measure.TextWidth(s, px, true)/2)) + 2
	hy := int(math.Ceil(px*0.8)) + 2
	c := tileCanvas(2*hx, 2*hy, hx, hy)
	c.Text(s, board.Point{}, px, color.RGBA{20, 20, 20, 255}, true, render.Center)
	return c.Img, hx, hy
}
