package boardview

import (
	"fmt"
	"image"
	"image/color"
	"math"
	"path/filepath"
	"runtime"
	"sync"
	"testing"
	"time"
	"weak"

	"sandtable/board"
	"sandtable/internal/golden"
	"sandtable/internal/heavytest"
	"sandtable/scenarios"
	"sandtable/ui/render"
)

// key is tile x, y of a layer at scale 1.
func key(x, y int) TileKey { return TileKey{Family: 1, Layer: 1, Scale: 1, X: x, Y: y} }

// The cache never holds more than its maximum, gives every tile it drops
// to OnEvict, and drops the tile used least recently.
func TestTileCacheKeepsAtMostMax(t *testing.T) {
	c := NewTileCache[int](10)
	evicted := map[TileKey]bool{}
	c.OnEvict = func(k TileKey, _ int) { evicted[k] = true }
	for i := range 100 {
		c.NextFrame()
		if !c.Put(key(i, 0), i) {
			t.Fatalf("Put %d refused with room to make", i)
		}
		c.Use(key(0, 0)) // tile 0 is used by every frame
		if c.Len() > 10 {
			t.Fatalf("%d tiles held, max 10", c.Len())
		}
	}
	if len(evicted) != 90 {
		t.Errorf("%d tiles evicted, want 90", len(evicted))
	}
	if !c.Has(key(0, 0)) || evicted[key(0, 0)] {
		t.Error("the tile every frame used was evicted")
	}
	for i := 91; i < 100; i++ {
		if !c.Has(key(i, 0)) {
			t.Errorf("tile %d, among the last put, is not held", i)
		}
	}
	c.SetMax(4)
	if c.Len() != 4 || !c.Has(key(0, 0)) || !c.Has(key(99, 0)) {
		t.Errorf("after SetMax(4): %d tiles; want 4 with tiles 0 and 99", c.Len())
	}
}

// Tiles the frame being drawn uses as its own stay; its stand-ins go
// before them; with only its own tiles held, a new one is refused.
func TestTileCacheKeepsTheFramesOwnTiles(t *testing.T) {
	c := NewTileCache[int](3)
	c.Put(key(0, 0), 0)
	c.Put(key(1, 0), 1)
	c.Put(key(2, 0), 2)
	c.NextFrame()
	c.Use(key(0, 0))
	c.useAsStandIn(key(1, 0))
	c.Use(key(2, 0))
	if !c.Put(key(3, 0), 3) || c.Has(key(1, 0)) {
		t.Fatal("the stand-in did not make room for a new tile")
	}
	c.Use(key(3, 0))
	if c.Put(key(4, 0), 4) {
		t.Error("Put evicted one of the frame's own tiles")
	}
	if c.Len() != 3 {
		t.Errorf("%d tiles held, want 3", c.Len())
	}
}

// A frame's tiles at its scale cover its picture wherever the layer is,
// each exactly once, at any scale and origin, and each lands on it.
func TestTilesCoverThePicture(t *testing.T) {
	layer := NewMapLayer(board.Point{X: 3670, Y: 1575}, color.RGBA{1, 2, 3, 255}, func(*render.Canvas) {})
	for _, scale := range []float64{0.1, 0.2713, 1, 1.15 * 1.15 * 1.15, 2.5, 7.999} {
		for _, origin := range []board.Point{{X: 0, Y: 0}, {X: -123.4, Y: -56.7}, {X: 1000.3, Y: 700.9}, {X: 3600, Y: 1500}} {
			for _, size := range []image.Point{{X: 1, Y: 1}, {X: 860, Y: 710}, {X: 1600, Y: 1000}} {
				f := &Frame{Size: size, View: View{Origin: origin, Scale: scale}, Map: layer}
				name := fmt.Sprintf("scale %g origin %v size %v", scale, origin, size)
				pic := image.Rectangle{Max: size}
				// The layer's tiles reach to whole tiles past its size.
				ts, bx, by := f.tileBase()
				nx, ny := math.Ceil(layer.Size.X*ts/TileSize), math.Ceil(layer.Size.Y*ts/TileSize)
				want := image.Rect(bx, by, bx+int(nx)*TileSize, by+int(ny)*TileSize).Intersect(pic)
				hits := make([]int, size.X*size.Y)
				keys := f.TilesInView(false)
				for _, k := range keys {
					r, exact := f.TileRect(k)
					if !exact || r.Dx() != TileSize || r.Dy() != TileSize {
						t.Fatalf("%s: tile %v lands on %v, exact %v: want a %d-pixel square copied", name, k, r, exact, TileSize)
					}
					if !r.Overlaps(pic) {
						t.Errorf("%s: tile %v at %v is off the picture", name, k, r)
					}
					r = r.Intersect(pic)
					for y := r.Min.Y; y < r.Max.Y; y++ {
						for x := r.Min.X; x < r.Max.X; x++ {
							hits[y*size.X+x]++
						}
					}
				}
				for y := 0; y < size.Y; y++ {
					for x := 0; x < size.X; x++ {
						in := image.Pt(x, y).In(want)
						if h := hits[y*size.X+x]; in && h != 1 || !in && h != 0 {
							t.Fatalf("%s: pixel (%d,%d) covered %d times, want %d", name, x, y, h, map[bool]int{true: 1}[in])
						}
					}
				}
				// The ring holds the view's tiles and more.
				ring := map[TileKey]bool{}
				for _, k := range f.TilesInView(true) {
					ring[k] = true
				}
				for _, k := range keys {
					if !ring[k] {
						t.Fatalf("%s: tile %v is in view but not in the ring", name, k)
					}
				}
			}
		}
	}
}

// gate is a map layer whose tiles wait for a go-ahead before they are
// drawn, and which records the tiles drawn.
type gate struct {
	*MapLayer
	mu     sync.Mutex
	drawn  []TileKey
	open   map[float64]bool // scales drawn without waiting
	opened chan struct{}    // closed: everything is drawn without waiting
}

func newGate(size board.Point, draw func(c *render.Canvas)) *gate {
	g := &gate{open: map[float64]bool{}, opened: make(chan struct{})}
	g.MapLayer = NewMapLayer(size, render.Background, func(c *render.Canvas) {
		g.mu.Lock()
		wait := !g.open[c.Scale]
		g.mu.Unlock()
		if wait {
			<-g.opened
		}
		draw(c)
		g.mu.Lock()
		g.drawn = append(g.drawn, TileKey{Scale: c.Scale, X: int(math.Round(c.Origin.X * c.Scale / TileSize)), Y: int(math.Round(c.Origin.Y * c.Scale / TileSize))})
		g.mu.Unlock()
	})
	return g
}

func (g *gate) openScale(s float64) {
	g.mu.Lock()
	g.open[TileScale(s)] = true
	g.mu.Unlock()
}

// When the view moves on, tiles queued for the old view are not drawn:
// only those already being drawn finish.
func TestStaleTilesAreDropped(t *testing.T) {
	g := newGate(board.Point{X: 10000, Y: 10000}, func(*render.Canvas) {})
	var mu sync.Mutex
	got := 0
	done := make(chan struct{}, 64)
	r := NewTileRenderer(func() {
		mu.Lock()
		got++
		mu.Unlock()
		done <- struct{}{}
	})
	defer r.Close()
	stale := make([]TileKey, 20)
	for i := range stale {
		stale[i] = TileKey{Family: g.Family, Layer: g.ID, Scale: 1, X: i}
	}
	r.Want(g.MapLayer, stale)
	// Wait until the workers hold their first tiles (at most two).
	for r.Pending() > len(stale) || busy(r) == 0 {
		time.Sleep(time.Millisecond)
	}
	time.Sleep(20 * time.Millisecond)
	inFlight := busy(r)
	g.openScale(2)
	fresh := []TileKey{{Family: g.Family, Layer: g.ID, Scale: 2, X: 7}, {Family: g.Family, Layer: g.ID, Scale: 2, X: 8}}
	r.Want(g.MapLayer, fresh)
	close(g.opened)
	for range inFlight + len(fresh) {
		<-done
	}
	time.Sleep(50 * time.Millisecond) // nothing more may come
	tiles := r.Take()
	if r.Pending() != 0 {
		t.Errorf("%d tiles still pending", r.Pending())
	}
	if len(tiles) != inFlight+len(fresh) {
		t.Fatalf("%d tiles drawn, want the %d being drawn and the %d wanted after", len(tiles), inFlight, len(fresh))
	}
	old := 0
	for _, tl := range tiles {
		if tl.Key.Scale == 1 {
			old++
		}
	}
	if old != inFlight {
		t.Errorf("%d tiles of the old scale drawn, want only the %d being drawn", old, inFlight)
	}
}

// TakeUpTo hands over at most the tiles asked for, first drawn first;
// the rest stay ready, are handed over by the next calls, and are not
// drawn again when the same tiles are wanted meanwhile.
func TestTakeUpToLeavesTheRestReady(t *testing.T) {
	g := newGate(board.Point{X: 10000, Y: 10000}, func(*render.Canvas) {})
	g.openScale(1)
	r := NewTileRenderer(func() {})
	defer r.Close()
	keys := make([]TileKey, 10)
	for i := range keys {
		keys[i] = TileKey{Family: g.Family, Layer: g.ID, Scale: 1, X: i}
	}
	r.Want(g.MapLayer, keys)
	for !readyAll(r, len(keys)) {
		time.Sleep(time.Millisecond)
	}
	var got []TileKey
	for _, want := range []struct {
		n    int
		more bool
	}{{4, true}, {4, true}, {2, false}} {
		r.Want(g.MapLayer, keys) // all wanted still: none drawn again
		tiles, more := r.TakeUpTo(4)
		if len(tiles) != want.n || more != want.more {
			t.Fatalf("TakeUpTo(4) gave %d tiles, more %v; want %d, %v", len(tiles), more, want.n, want.more)
		}
		for _, tl := range tiles {
			got = append(got, tl.Key)
		}
	}
	g.mu.Lock()
	drawn := len(g.drawn)
	g.mu.Unlock()
	if drawn != len(keys) || len(got) != len(keys) {
		t.Errorf("%d tiles drawn, %d handed over; want each of the %d once", drawn, len(got), len(keys))
	}
	seen := map[TileKey]bool{}
	for _, k := range got {
		if seen[k] {
			t.Errorf("tile %v handed over twice", k)
		}
		seen[k] = true
	}
}

// readyAll reports whether the renderer has n tiles ready and none queued
// or being drawn.
func readyAll(r *TileRenderer, n int) bool {
	r.mu.Lock()
	defer r.mu.Unlock()
	return len(r.ready) == n && len(r.queue) == 0 && len(r.busy) == 0
}

// busy is the number of tiles being drawn.
func busy(r *TileRenderer) int {
	r.mu.Lock()
	defer r.mu.Unlock()
	return len(r.busy)
}

// softFrames is a pure-Go compositor whose pictures arrive on a channel.
func softFrames(t *testing.T) (*SoftCompositor, chan *image.RGBA) {
	pics := make(chan *image.RGBA, 64)
	c := NewSoftCompositor(func(img *image.RGBA) { pics <- img })
	t.Cleanup(c.Close)
	return c, pics
}

// settle returns the last picture of c once none came for a while and no
// tile is left to draw.
func settle(t *testing.T, c *SoftCompositor, pics chan *image.RGBA) *image.RGBA {
	t.Helper()
	var last *image.RGBA
	// The deadline is for a compositor that stopped, not a slow one: it
	// starts again with every picture (under -race on a loaded machine a
	// deep zoom's tiles took more than 20 s in all).
	const stalled = 60 * time.Second
	deadline := time.After(stalled)
	for {
		select {
		case p := <-pics:
			last = p
			deadline = time.After(stalled)
		case <-time.After(300 * time.Millisecond):
			if last != nil && c.render.Pending() == 0 {
				return last
			}
		case <-deadline:
			t.Fatal("no picture")
		}
	}
}

// compare counts the pixels of a and b that differ by more than tol in a
// channel, writing both to a temporary directory when more than limit do.
func compare(t *testing.T, a, b *image.RGBA, tol, limit int) {
	t.Helper()
	n := 0
	for y := a.Rect.Min.Y; y < a.Rect.Max.Y; y++ {
		for x := a.Rect.Min.X; x < a.Rect.Max.X; x++ {
			if golden.Far(a.RGBAAt(x, y), b.RGBAAt(x, y), tol) {
				n++
			}
		}
	}
	t.Logf("%d pixels differ by more than %d", n, tol)
	if n > limit {
		dir := t.TempDir()
		golden.Write(t, filepath.Join(dir, "got.png"), a)
		golden.Write(t, filepath.Join(dir, "want.png"), b)
		t.Errorf("%d pixels differ by more than %d (limit %d); see %s", n, tol, limit, dir)
	}
}

// magenta is the frames' background in these tests, so that a missing
// tile shows.
var magenta = color.RGBA{255, 0, 255, 255}

// vernianFrame is a frame of the bundled scenario's maps (no counters).
func vernianFrame(t *testing.T, layer *MapLayer, v View, size image.Point) *Frame {
	return &Frame{Size: size, View: v, Background: magenta, Map: layer}
}

func abs(x int) int { return max(x, -x) }

func vernianLayer(t testing.TB) *MapLayer {
	s, err := scenarios.Builtin("vernian")
	if err != nil {
		t.Fatal(err)
	}
	return ScenarioLayer(s, true)
}

// The pure-Go compositor's pictures, made from tiles, are the layer drawn
// whole (Compose, the old whole-layer reference) at any zoom: nothing is
// lost or shifted at tile seams.
func TestSoftTilesMatchWholeLayer(t *testing.T) {
	layer := vernianLayer(t)
	c, pics := softFrames(t)
	size := image.Pt(900, 640)
	for _, v := range []View{
		{Origin: board.Point{X: -40.5, Y: -60.25}, Scale: 0.27},
		{Origin: board.Point{X: 800.3, Y: 400.7}, Scale: 1.15 * 1.15},
		{Origin: board.Point{X: 1200.1, Y: 600.9}, Scale: 6.1},
	} {
		t.Run(fmt.Sprint(v.Scale), func(t *testing.T) {
			f := vernianFrame(t, layer, v, size)
			c.Submit(f)
			got := settle(t, c, pics)
			want := image.NewRGBA(image.Rectangle{Max: size})
			Compose(want, f)
			compare(t, got, want, 40, 0)
		})
	}
}

// A new board is not shown in part: no picture until every tile in view
// is drawn, then one that shows all of it.
func TestNewBoardShownWhole(t *testing.T) {
	s, err := scenarios.Builtin("vernian")
	if err != nil {
		t.Fatal(err)
	}
	g := newGate(render.LayoutMaps(s.Maps).Size, scenarioDraw(s, true))
	c, pics := softFrames(t)
	f := vernianFrame(t, g.MapLayer, View{Scale: 0.3}, image.Pt(900, 640))
	c.Submit(f)
	select {
	case <-pics:
		t.Fatal("a picture came before any tile was drawn")
	case <-time.After(200 * time.Millisecond):
	}
	close(g.opened)
	got := settle(t, c, pics)
	want := image.NewRGBA(got.Rect)
	Compose(want, f)
	compare(t, got, want, 40, 0)
}

// After a zoom step the first picture comes without waiting for the new
// scale's tiles: the old scale's tiles stand in, resampled, covering the
// board; then the new tiles replace them.
func TestZoomStepShowsStandIns(t *testing.T) {
	s, err := scenarios.Builtin("vernian")
	if err != nil {
		t.Fatal(err)
	}
	g := newGate(render.LayoutMaps(s.Maps).Size, scenarioDraw(s, true))
	v := View{Origin: board.Point{X: 900, Y: 500}, Scale: 1}
	g.openScale(v.Scale)
	c, pics := softFrames(t)
	size := image.Pt(900, 640)
	c.Submit(vernianFrame(t, g.MapLayer, v, size))
	settle(t, c, pics)
	// Zoom in 15% around the middle: the new scale's tiles wait.
	z := View{Scale: v.Scale * 1.15}
	mid := v.ToBoard(450, 320)
	z.Origin = board.Point{X: mid.X - 450/z.Scale, Y: mid.Y - 320/z.Scale}
	f := vernianFrame(t, g.MapLayer, z, size)
	c.Submit(f)
	var first *image.RGBA
	select {
	case first = <-pics:
	case <-time.After(10 * time.Second):
		t.Fatal("no picture after a zoom step while its tiles wait")
	}
	// The reference draws the layer straight, not waiting (the renderer's
	// goroutines still wait: they looked before).
	g.openScale(z.Scale)
	want := image.NewRGBA(first.Rect)
	Compose(want, f)
	// No part of the board is missing (the frame's background, magenta,
	// shows only where it does in the sharp picture), and the stand-ins,
	// resampled, are only a little blurred (measured: a mean difference
	// of 8-9, along edges and text).
	holes, sum := 0, 0
	for y := range first.Rect.Dy() {
		for x := range first.Rect.Dx() {
			a, b := first.RGBAAt(x, y), want.RGBAAt(x, y)
			if a == magenta && b != magenta {
				holes++
			}
			sum += abs(int(a.R)-int(b.R)) + abs(int(a.G)-int(b.G)) + abs(int(a.B)-int(b.B))
		}
	}
	mean := float64(sum) / float64(3*first.Rect.Dx()*first.Rect.Dy())
	t.Logf("first picture: %d pixels of the board missing, mean channel difference %.2f from the sharp picture", holes, mean)
	if holes > 0 || mean > 12 {
		t.Errorf("first picture after a zoom step: %d pixels of the board missing (want 0), mean difference %.2f (limit 12)", holes, mean)
	}
	close(g.opened)
	compare(t, settle(t, c, pics), want, 40, 0)
}

// BenchmarkSoftZoomStep composes the first picture after a zoom step at
// deep zoom in pure Go: the old scale's tiles resampled.
func BenchmarkSoftZoomStep(b *testing.B) {
	layer := vernianLayer(b)
	size := image.Pt(1600, 1000)
	tiles := NewTileCache[*image.RGBA](200)
	v := View{Origin: board.Point{X: 900, Y: 500}, Scale: 6}
	f := &Frame{Size: size, View: v, Map: layer, Background: render.Background}
	c := &render.Canvas{}
	for _, k := range f.TilesInView(false) {
		img := image.NewRGBA(image.Rect(0, 0, TileSize, TileSize))
		layer.DrawTile(img, k, c)
		tiles.Put(k, img)
	}
	z := *f
	z.View.Scale *= 1.15
	dst := image.NewRGBA(image.Rectangle{Max: size})
	b.ResetTimer()
	for range b.N {
		tiles.NextFrame()
		plan := PlanTiles(&z, tiles)
		for _, k := range plan.Draw {
			img, _ := tiles.Get(k)
			drawTile(dst, &z, k, img)
		}
	}
}

// Closed handing its tiles, the pure-Go compositor gives every tile it
// drew for the picture, to be shown by the compositor taking over.
func TestCloseHandsTheTiles(t *testing.T) {
	layer := vernianLayer(t)
	pics := make(chan *image.RGBA, 64)
	c := NewSoftCompositor(func(img *image.RGBA) { pics <- img })
	f := vernianFrame(t, layer, View{Scale: 0.3}, image.Pt(900, 640))
	c.Submit(f)
	settle(t, c, pics)
	var got []Tile
	c.CloseHandingTiles(func(tiles []Tile) { got = tiles })
	held := map[TileKey]bool{}
	for _, tl := range got {
		if tl.Image == nil || tl.Image.Rect.Dx() != TileSize {
			t.Fatalf("tile %v handed without its picture", tl.Key)
		}
		held[tl.Key] = true
	}
	for _, k := range f.TilesInView(false) {
		if !held[k] {
			t.Errorf("tile %v of the picture was not handed over", k)
		}
	}
}

// The tiles handed over are the receiver's alone: the closed compositor,
// which the window keeps referencing, holds none of them (it held about
// fifty, 13 MB, for as long as the program ran).
func TestClosedCompositorKeepsNoTiles(t *testing.T) {
	layer := vernianLayer(t)
	pics := make(chan *image.RGBA, 64)
	c := NewSoftCompositor(func(img *image.RGBA) { pics <- img })
	c.Submit(vernianFrame(t, layer, View{Scale: 0.3}, image.Pt(900, 640)))
	settle(t, c, pics)
	var handed []weak.Pointer[image.RGBA]
	c.CloseHandingTiles(func(tiles []Tile) {
		for _, tl := range tiles {
			handed = append(handed, weak.Make(tl.Image))
		}
	})
	if len(handed) == 0 {
		t.Fatal("no tiles handed over")
	}
	runtime.GC()
	kept := 0
	for _, w := range handed {
		if w.Value() != nil {
			kept++
		}
	}
	if kept > 0 {
		t.Errorf("%d of the %d tiles handed over are still alive, dropped by their receiver", kept, len(handed))
	}
	runtime.KeepAlive(c)
}

// Stand-ins come from the nearest scale where it covers the missing
// tiles, and from farther ones only where it does not; tiles of another
// board never stand in.
func TestStandInsFromTheNearestScale(t *testing.T) {
	layer := NewMapLayer(board.Point{X: 4000, Y: 3000}, color.RGBA{1, 2, 3, 255}, func(*render.Canvas) {})
	other := NewMapLayer(layer.Size, layer.Background, func(*render.Canvas) {})
	size := image.Pt(1600, 600)
	c := NewTileCache[int](1000)
	// fill holds every tile of a layer at scale s within r (board pixels).
	fill := func(l *MapLayer, s float64, r board.Rect) {
		t := TileSize / s
		for y := int(r.Min.Y / t); float64(y)*t < r.Max.Y; y++ {
			for x := int(r.Min.X / t); float64(x)*t < r.Max.X; x++ {
				c.Put(TileKey{Family: l.Family, Layer: l.ID, Scale: s, X: x, Y: y}, 0)
			}
		}
	}
	v := View{Origin: board.Point{X: 1000, Y: 800}, Scale: 1.15}
	f := &Frame{Size: size, View: v, Map: layer}
	view := board.Rect{Min: v.Origin, Max: v.ToBoard(float64(size.X), float64(size.Y))}
	near, far := TileScale(1), TileScale(1/1.15)
	// The far scale holds the whole board, the near one only what is left
	// of the view's middle, another board everything.
	mid := (view.Min.X + view.Max.X) / 2
	fill(layer, far, board.Rect{Max: layer.Size})
	fill(layer, near, board.Rect{Max: board.Point{X: mid, Y: layer.Size.Y}})
	fill(other, 1.15, board.Rect{Max: layer.Size})
	c.NextFrame()
	p := PlanTiles(f, c)
	if len(p.Missing) != len(f.TilesInView(false)) || !p.Covered {
		t.Fatalf("%d missing of %d, covered %v: want all missing and covered by stand-ins", len(p.Missing), len(f.TilesInView(false)), p.Covered)
	}
	var nearOnes, farOnes int
	lastD := math.Inf(1)
	for _, k := range p.Draw {
		if k.Family != layer.Family {
			t.Fatalf("tile %v of another board stands in", k)
		}
		d := math.Abs(math.Log(k.Scale / TileScale(v.Scale)))
		if d > lastD {
			t.Errorf("tile %v drawn after a nearer scale's", k)
		}
		lastD = d
		b := k.Bounds()
		switch k.Scale {
		case near:
			nearOnes++
		case far:
			farOnes++
			// A far tile is needed only where the near ones are missing:
			// right of the view's middle, and over the missing tiles that
			// reach across it (a tile wide).
			if b.Max.X <= mid-TileSize/v.Scale {
				t.Errorf("far tile %v (x %v-%v) stands in where the near scale covers", k, b.Min.X, b.Max.X)
			}
		}
	}
	if nearOnes == 0 || farOnes == 0 {
		t.Errorf("%d near and %d far stand-ins; want both", nearOnes, farOnes)
	}
}

// Board.Snapshot (File > Export board PNG) draws the whole board at the
// scale asked for, the maps as the board shows them, on the caller's
// goroutine while the compositor's draws the board's tiles.
func TestSnapshotDrawsTheWholeBoard(t *testing.T) {
	b, _, _, frames, _ := testBoard(t)
	waitFrame(t, frames)
	sz := b.layout.Size
	img := b.Snapshot(0.5)
	if want := image.Pt(int(math.Ceil(sz.X*0.5)), int(math.Ceil(sz.Y*0.5))); img.Rect.Size() != want {
		t.Fatalf("snapshot %v, want %v", img.Rect.Size(), want)
	}
	// The centre of the first map's first cell shows its terrain.
	m := b.scenario.Maps[0]
	cell := m.Topology.Cell(0)
	p := b.cellPoint(0, cell)
	got := img.RGBAAt(int(p.X*0.5), int(p.Y*0.5))
	if ter := m.TerrainAt(cell).Color; golden.Far(got, ter, 40) {
		t.Errorf("cell %s centre is %v in the snapshot, want about its terrain's %v", m.Topology.Label(cell), got, ter)
	}
}

// A snapshot is no bigger than maxSnapshot pixels however big the scale.
func TestSnapshotIsBounded(t *testing.T) {
	heavytest.Skip(t, "a snapshot of maxSnapshot pixels drawn on the test goroutine; TestSnapshotDrawsTheWholeBoard draws one beside the compositor")
	b, _, _, frames, _ := testBoard(t)
	waitFrame(t, frames)
	huge := b.Snapshot(1000)
	if n := huge.Rect.Dx() * huge.Rect.Dy(); n > maxSnapshot+huge.Rect.Dx()+huge.Rect.Dy()+1 {
		t.Errorf("snapshot at 1000 has %d pixels, more than %d", n, maxSnapshot)
	}
}
