package ebitenhost

import (
	"image"

	"github.com/hajimehoshi/ebiten/v2"

	"sandtable/ui/render"
)

// tileKind tells what an atlas tile shows.
type tileKind uint8

const (
	tileCounter tileKind = iota // one counter, anchored at its centre
	tileBadge                   // a stack's count badge, anchored at its centre
	tileOutline                 // the selected-stack outline, anchored at the stack's centre
	tileLabel                   // a highlight's label, anchored at its middle
	tileMark                    // a mark on its plate, anchored at its middle
)

// tileKey identifies a tile: what it shows and at which size, in quarter
// pixels (a counter's side, or a label's font size).
type tileKey struct {
	kind tileKind
	face render.CounterFace
	text string
	n    int
	q    int
}

// tile is a drawn tile: its pixels are r in src, and its anchor pixel
// (ax, ay), relative to r.Min, goes where the thing it shows is centred.
type tile struct {
	src    *ebiten.Image // the atlas image, or the tile's own image when too big for it
	r      image.Rectangle
	ax, ay int
}

// atlasPad keeps tiles apart so that no sampling bleeds between them.
const atlasPad = 1

// atlas is one big Ebiten image into which every distinct tile is drawn
// once, in pure Go by ui/render, and from which frames are drawn. Tiles are
// packed in shelves. When the atlas is full it is emptied and filled
// again, at the size the current frame's tiles need: it grows when they
// fill more than half of it, up to max, and shrinks back when they need
// far less (every zoom step makes tiles of new sizes: the old ones must
// not make it grow).
type atlas struct {
	img        *ebiten.Image
	size, max  int
	start      int
	x, y, rowH int
	tiles      map[tileKey]*atlasTile
	// frame numbers frames (nextFrame); frameArea is the atlas area the
	// tiles used by the current frame take.
	frame     uint64
	frameArea int
	// evict is called before tiles become invalid, so that draws still
	// pending from them can be issued first.
	evict   func()
	flushes int // times the atlas was emptied (grown, shrunk or cleared)
}

// atlasTile is a tile and the frame it was last used in.
type atlasTile struct {
	tile
	used uint64
	own  bool // in an image of its own, not in the atlas
}

func newAtlas(size, max int, evict func()) *atlas {
	if size > max {
		size = max
	}
	return &atlas{size: size, start: size, max: max, tiles: map[tileKey]*atlasTile{}, evict: evict}
}

// nextFrame starts a frame.
func (a *atlas) nextFrame() {
	a.frame++
	a.frameArea = 0
}

// get returns the tile for k, painting it with paint (returning the pixels
// and the anchor) the first time. A tile that paints nothing has a nil src.
func (a *atlas) get(k tileKey, paint func() (*image.RGBA, int, int)) tile {
	if t, ok := a.tiles[k]; ok {
		a.use(t)
		return t.tile
	}
	pic, ax, ay := paint()
	// Only the painted part is kept: on a software rasteriser (llvmpipe)
	// every transparent pixel drawn costs as much as an opaque one.
	bb := opaqueBounds(pic)
	w, h := bb.Dx(), bb.Dy()
	t := &atlasTile{tile: tile{ax: ax - bb.Min.X, ay: ay - bb.Min.Y}}
	if w > 0 && h > 0 && bb != pic.Bounds() {
		pic = &image.RGBA{Pix: pixelsOf(pic, bb), Stride: 4 * w, Rect: image.Rect(0, 0, w, h)}
	}
	switch {
	case w <= 0 || h <= 0:
	case w+atlasPad > a.max/2 || h+atlasPad > a.max/2:
		// Huge zoom: such tiles get their own images.
		img := ebiten.NewImage(w, h)
		img.WritePixels(pic.Pix)
		t.src, t.r, t.own = img, img.Bounds(), true
	default:
		r, ok := a.place(w, h)
		if !ok {
			a.reset(w, h)
			r, _ = a.place(w, h) // reset made room
		}
		a.img.SubImage(r).(*ebiten.Image).WritePixels(pic.Pix)
		t.src, t.r = a.img, r
	}
	a.tiles[k] = t
	a.use(t)
	return t.tile
}

// use marks t used by the current frame.
func (a *atlas) use(t *atlasTile) {
	if t.used == a.frame {
		return
	}
	t.used = a.frame
	if !t.own && t.src != nil {
		a.frameArea += (t.r.Dx() + atlasPad) * (t.r.Dy() + atlasPad)
	}
}

// place finds room for a w×h tile on the current shelf or a new one.
func (a *atlas) place(w, h int) (image.Rectangle, bool) {
	if a.img == nil {
		// Unmanaged: a managed 2048² image plus Ebiten's 1-pixel padding
		// lands on a 4096² atlas page, 64 MB in llvmpipe instead of 16.
		a.img = ebiten.NewImageWithOptions(image.Rect(0, 0, a.size, a.size), &ebiten.NewImageOptions{Unmanaged: true})
	}
	if a.x+w+atlasPad > a.size {
		a.x, a.y, a.rowH = 0, a.y+a.rowH, 0
	}
	if a.x+w+atlasPad > a.size || a.y+h+atlasPad > a.size {
		return image.Rectangle{}, false
	}
	r := image.Rect(a.x, a.y, a.x+w, a.y+h)
	a.x += w + atlasPad
	a.rowH = max(a.rowH, h+atlasPad)
	return r, true
}

// reset drops every tile, and sizes the atlas for the current frame's
// tiles and a w×h one to come: the smallest size from the starting one
// that they fill at most half of (up to max), and that the new one fits.
func (a *atlas) reset(w, h int) {
	if a.evict != nil {
		a.evict()
	}
	a.flushes++
	for _, t := range a.tiles {
		if t.own {
			t.src.Deallocate()
		}
	}
	clear(a.tiles)
	a.x, a.y, a.rowH = 0, 0, 0
	need := a.frameArea + (w+atlasPad)*(h+atlasPad)
	size := a.start
	for size < a.max && (2*need > size*size || w+atlasPad > size || h+atlasPad > size) {
		size = min(2*size, a.max)
	}
	a.frameArea = 0
	if size != a.size {
		a.size = size
		if a.img != nil {
			a.img.Deallocate() // draws from it were issued (evict)
		}
		a.img = nil
		return
	}
	a.img.Clear()
}

// opaqueBounds is the smallest rectangle holding every pixel of img that is
// not fully transparent (empty if there is none).
func opaqueBounds(img *image.RGBA) image.Rectangle {
	b := img.Bounds()
	minX, minY, maxX, maxY := b.Max.X, b.Max.Y, b.Min.X, b.Min.Y
	for y := b.Min.Y; y < b.Max.Y; y++ {
		row := img.Pix[img.PixOffset(b.Min.X, y):img.PixOffset(b.Max.X, y)]
		for i := 3; i < len(row); i += 4 {
			if row[i] != 0 {
				x := b.Min.X + i/4
				minX, maxX = min(minX, x), max(maxX, x+1)
				minY, maxY = min(minY, y), max(maxY, y+1)
			}
		}
	}
	if minX >= maxX {
		return image.Rectangle{}
	}
	return image.Rect(minX, minY, maxX, maxY)
}
