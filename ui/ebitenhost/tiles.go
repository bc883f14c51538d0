package ebitenhost

import (
	"image"

	"github.com/hajimehoshi/ebiten/v2"

	"sandtable/ui/boardview"
)

// Map tiles live on the GPU in pages of pageCols × pageRows slots of
// boardview.TileSize pixels (2048×512, 4 MB each under llvmpipe, whose
// textures are in main memory), made as tiles need them, up to three
// pictures' worth of tiles (the frame's own, the ring drawn ahead for a
// pan, the stand-ins of the last zoom step), and reused: no texture is
// made or freed per zoom step.
const (
	pageCols = 8
	pageRows = 2
	perPage  = pageCols * pageRows
)

// gpuTiles holds the map tiles uploaded to the GPU.
type gpuTiles struct {
	pages  []*ebiten.Image
	free   []int // slot numbers not in use
	cache  *boardview.TileCache[int]
	render *boardview.TileRenderer // takes back uploaded pictures
	dio    ebiten.DrawImageOptions
	// written are the pages written to since the last flush (see flush).
	written map[*ebiten.Image]bool
	// unseen draws a page's corner without a trace (flush).
	unseen ebiten.DrawImageOptions
}

// stripRows is the height of the strips a tile is uploaded in: Ebiten
// copies each write into a buffer from a pool that keeps the last 31, so
// small writes keep it small.
const stripRows = 32

func newGPUTiles(r *boardview.TileRenderer) *gpuTiles {
	g := &gpuTiles{render: r, written: map[*ebiten.Image]bool{}}
	g.cache = boardview.NewTileCache[int](perPage) // until a frame sizes it
	g.cache.OnEvict = func(_ boardview.TileKey, slot int) { g.free = append(g.free, slot) }
	return g
}

// setSlots sets how many tiles are kept: at least n, in whole pages.
func (g *gpuTiles) setSlots(n int) {
	g.cache.SetMax((n + perPage - 1) / perPage * perPage)
}

// addPage adds a page of free slots.
func (g *gpuTiles) addPage() {
	size := boardview.TileSize
	// Unmanaged: Ebiten would put a managed image of this size on an atlas
	// page of twice its sides, with padding.
	img := ebiten.NewImageWithOptions(image.Rect(0, 0, pageCols*size, pageRows*size), &ebiten.NewImageOptions{Unmanaged: true})
	first := len(g.pages) * perPage
	g.pages = append(g.pages, img)
	for i := perPage - 1; i >= 0; i-- {
		g.free = append(g.free, first+i)
	}
}

// slot is the image and rectangle of slot i.
func (g *gpuTiles) slot(i int) (*ebiten.Image, image.Rectangle) {
	s := boardview.TileSize
	j := i % perPage
	x, y := j%pageCols*s, j/pageCols*s
	return g.pages[i/perPage], image.Rect(x, y, x+s, y+s)
}

// put uploads tile k's picture unless it is there already, and gives the
// picture back to the renderer (Ebiten copies the pixels). It reports
// whether it uploaded it.
func (g *gpuTiles) put(k boardview.TileKey, img *image.RGBA) bool {
	defer g.render.Recycle(img)
	if g.cache.Has(k) {
		return false
	}
	if len(g.free) == 0 && len(g.pages)*perPage < g.cache.Max() {
		g.addPage()
	}
	if !g.cache.Reserve() || len(g.free) == 0 {
		return false
	}
	i := g.free[len(g.free)-1]
	g.free = g.free[:len(g.free)-1]
	page, r := g.slot(i)
	for y := 0; y < r.Dy(); y += stripRows {
		s := image.Rect(0, y, r.Dx(), min(y+stripRows, r.Dy()))
		page.SubImage(s.Add(r.Min)).(*ebiten.Image).WritePixels(pixelsOf(img, s))
	}
	g.written[page] = true
	g.cache.Put(k, i)
	return true
}

// flush has the writes to pages since the last flush sent to the GPU with
// the next frame, drawing a corner of each, fully transparent, onto dst:
// the picture (the last one drawn, or the next one once sized). Ebiten
// keeps the pixels of writes to an image until the image is next drawn to
// or from: tiles drawn ahead (the ring, a scale zoomed past) would keep
// theirs, a copy of every such tile in memory. With no picture yet the
// writes wait for the next flush.
//
// Not onto an image of its own: drawing from the pages onto a 1×1 image
// (as this once did) left Ebiten's OpenGL driver drawing the next frame's
// tiles as if onto that image, now and then (Ebiten 2.10.4, under Xvfb):
// one pixel of a tile blown up over the whole picture, the board one
// colour until the next change (TestRedrawAfterRingTiles). The tiles are
// drawn with the same shader onto the picture, so drawing onto it here
// leaves nothing of another image's size behind.
func (g *gpuTiles) flush(dst *ebiten.Image) {
	if len(g.written) == 0 || dst == nil {
		return
	}
	g.unseen.ColorScale.Reset()
	g.unseen.ColorScale.ScaleAlpha(0)
	for page := range g.written {
		dst.DrawImage(page.SubImage(image.Rect(0, 0, 1, 1)).(*ebiten.Image), &g.unseen)
	}
	clear(g.written)
}

// draw draws tile k where it lands on f's picture: copied pixel for pixel,
// or resampled when it stands in for a tile of another scale.
func (g *gpuTiles) draw(dst *ebiten.Image, f *boardview.Frame, k boardview.TileKey) {
	i, ok := g.cache.Get(k)
	if !ok {
		return
	}
	page, sr := g.slot(i)
	r, exact := f.TileRect(k)
	op := &g.dio
	*op = ebiten.DrawImageOptions{}
	if !exact {
		op.GeoM.Scale(float64(r.Dx())/float64(sr.Dx()), float64(r.Dy())/float64(sr.Dy()))
		op.Filter = ebiten.FilterLinear
	}
	op.GeoM.Translate(float64(r.Min.X), float64(r.Min.Y))
	dst.DrawImage(page.SubImage(sr).(*ebiten.Image), op)
}

// missing reports whether some of f's own tiles are not on the GPU.
func (g *gpuTiles) missing(f *boardview.Frame) bool {
	for _, k := range f.TilesInView(false) {
		if !g.cache.Has(k) {
			return true
		}
	}
	return false
}
