package boardview

import (
	"image"
	"runtime"
	"slices"
	"sync"

	"sandtable/ui/render"
)

// TileRenderer draws map tiles on a goroutine or two of its own (a core
// fewer than the machine has, at most two: the window, the compositor and
// a software GL driver need a core to show a zoom step at once; measured
// on two cores, one goroutine showed zoom steps sooner and as sharp) and
// keeps each finished tile until its compositor takes it (Take), telling
// it with the function given to NewTileRenderer. Its queue holds only the
// tiles the newest frame wants: each Want replaces it, so tiles of a scale
// zoomed past are dropped, not drawn.
type TileRenderer struct {
	notify func()

	mu      sync.Mutex
	wake    *sync.Cond
	queue   []tileJob
	busy    map[TileKey]bool
	ready   []Tile
	free    []*image.RGBA // pictures given back, for reuse
	closed  bool
	workers sync.WaitGroup
}

type tileJob struct {
	layer *MapLayer
	key   TileKey
}

// Tile is a drawn map tile: its key and picture (TileSize square).
type Tile struct {
	Key   TileKey
	Image *image.RGBA
}

// maxFreeTiles bounds the pictures kept for reuse.
const maxFreeTiles = 8

// NewTileRenderer starts the renderer's goroutines. notify is called on
// one of them after each tile drawn, without locks held: the compositor
// should Take the tiles soon.
func NewTileRenderer(notify func()) *TileRenderer {
	r := &TileRenderer{notify: notify, busy: map[TileKey]bool{}}
	r.wake = sync.NewCond(&r.mu)
	n := max(1, min(2, runtime.NumCPU()-1))
	for range n {
		r.workers.Go(r.work)
	}
	return r
}

// Want replaces the queue with the tiles of layer l named by keys, drawn in
// that order; tiles being drawn, or drawn and not taken yet, are not drawn
// twice. Tiles queued before and not in keys are dropped.
func (r *TileRenderer) Want(l *MapLayer, keys []TileKey) {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.queue = r.queue[:0]
	for _, k := range keys {
		if r.busy[k] || slices.ContainsFunc(r.ready, func(t Tile) bool { return t.Key == k }) {
			continue
		}
		r.queue = append(r.queue, tileJob{l, k})
	}
	if len(r.queue) > 0 {
		r.wake.Broadcast()
	}
}

// Take returns the tiles drawn since the last Take; their pictures are the
// caller's (Recycle gives them back).
func (r *TileRenderer) Take() []Tile {
	r.mu.Lock()
	defer r.mu.Unlock()
	t := r.ready
	r.ready = nil
	return t
}

// TakeUpTo is Take, at most n tiles (the first drawn first); the rest stay
// ready for the next call, and more reports whether some did. A
// compositor that uploads its tiles to the GPU takes a few at a time: the
// driver keeps a copy of each upload until the frame is sent, and a zoom
// step's forty tiles taken at once made 10-18 MB of copies. Tiles left
// ready are still not drawn again by Want.
func (r *TileRenderer) TakeUpTo(n int) (tiles []Tile, more bool) {
	r.mu.Lock()
	defer r.mu.Unlock()
	if len(r.ready) <= n {
		t := r.ready
		r.ready = nil
		return t, false
	}
	tiles = slices.Clone(r.ready[:n])
	r.ready = slices.Delete(r.ready, 0, n)
	return tiles, true
}

// Pending is the number of tiles queued, being drawn, or drawn and not
// taken yet.
func (r *TileRenderer) Pending() int {
	r.mu.Lock()
	defer r.mu.Unlock()
	return len(r.queue) + len(r.busy) + len(r.ready)
}

// Recycle gives back a tile's picture for reuse; the caller must not use
// it any more.
func (r *TileRenderer) Recycle(img *image.RGBA) {
	if img == nil || img.Bounds() != image.Rect(0, 0, TileSize, TileSize) {
		return
	}
	r.mu.Lock()
	defer r.mu.Unlock()
	if len(r.free) < maxFreeTiles {
		r.free = append(r.free, img)
	}
}

// Close stops the goroutines once the tiles being drawn are done (notify
// may still be called until Close returns), and drops the queue and the
// tiles not taken.
func (r *TileRenderer) Close() {
	r.mu.Lock()
	r.closed = true
	r.queue = nil
	r.free = nil
	r.wake.Broadcast()
	r.mu.Unlock()
	r.workers.Wait()
	r.mu.Lock()
	r.ready = nil
	r.mu.Unlock()
}

func (r *TileRenderer) work() {
	c := &render.Canvas{} // reused: its rasterizer keeps its buffers
	for {
		r.mu.Lock()
		for len(r.queue) == 0 && !r.closed {
			r.wake.Wait()
		}
		if r.closed {
			r.mu.Unlock()
			return
		}
		j := r.queue[0]
		r.queue = r.queue[1:]
		r.busy[j.key] = true
		var img *image.RGBA
		if n := len(r.free); n > 0 {
			img, r.free = r.free[n-1], r.free[:n-1]
		}
		r.mu.Unlock()
		if img == nil {
			img = image.NewRGBA(image.Rect(0, 0, TileSize, TileSize))
		}
		j.layer.DrawTile(img, j.key, c)
		c.Img = nil
		r.mu.Lock()
		delete(r.busy, j.key)
		r.ready = append(r.ready, Tile{j.key, img})
		r.mu.Unlock()
		r.notify()
	}
}
