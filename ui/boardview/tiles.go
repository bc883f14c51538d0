package boardview

import (
	"image"
	"image/color"
	"math"
	"slices"
	"sync/atomic"

	"sandtable/board"
	"sandtable/scenarios"
	"sandtable/ui/render"
)

// The static map layer is drawn in tiles: squares of TileSize pixels at
// the view's exact scale, only those the picture shows (and a ring around
// them), drawn off Fyne's thread by a TileRenderer and kept by each
// compositor in a TileCache of bounded size. Until a zoom step's tiles are
// drawn, the compositor shows the tiles it has of other scales, resampled
// (PlanTiles): the first picture after a step comes at once, and sharp
// tiles replace the stand-ins as they come. Memory stays bounded at any
// zoom: a few screens' worth of tiles, not the whole board at the scale.

// TileSize is the side of a map tile in pixels.
const TileSize = 256

// TileKey names a tile: tile X, Y of layer Layer at scale Scale covers the
// layer's pixels [X, X+1) × [Y, Y+1) times TileSize at that scale, that
// is board-layout points from (X, Y) × TileSize / Scale.
type TileKey struct {
	Family, Layer uint64  // the layer's (MapLayer)
	Scale         float64 // a TileScale
	X, Y          int
}

// TileScale is the scale tiles are drawn at for a view scale: the scale
// rounded to 1e-9, so that zooming in and back out, which multiplies and
// divides, finds the tiles drawn before.
func TileScale(s float64) float64 { return math.Round(s*1e9) / 1e9 }

// Bounds is the board-layout rectangle tile k covers.
func (k TileKey) Bounds() board.Rect {
	t := TileSize / k.Scale
	return board.Rect{Min: board.Point{X: float64(k.X) * t, Y: float64(k.Y) * t}, Max: board.Point{X: float64(k.X+1) * t, Y: float64(k.Y+1) * t}}
}

// MapLayer is the static map layer of a board: the maps, their terrain,
// grid, features, places and labels, everything under the counters. It is
// drawn by ui/render, in tiles, at any scale.
type MapLayer struct {
	// ID tells pictures apart: the tiles of two layers of different IDs
	// are different pictures.
	ID uint64
	// Family is shared by the layers of the same maps (with and without
	// cell labels): their tiles stand in for one another's while these
	// are drawn. Tiles of another family never show.
	Family uint64
	// Size is the layer's size in board-layout pixels.
	Size board.Point
	// Background fills the layer around and between the maps.
	Background color.RGBA
	draw       func(c *render.Canvas)
	// reuse says which tiles this layer shares with earlier layers of its
	// family (edited), nil when none: all are its own.
	reuse *tileReuse
	// drawn counts the tiles drawn for the family's layers.
	drawn *atomic.Int64
	// whole is set once a compositor planned a picture of the layer with
	// all of its tiles in view (PlanTiles); shared by sameWith's copies.
	whole *atomic.Bool
}

// tileReuse is how an edited layer keeps the tiles of the layers before
// it: a tile overlapping one of an edit's rectangles is keyed with that
// edit's layer ID (the newest such edit), any other with base, the layer
// the edits started from. Tiles of one key are the same picture whichever
// of these layers draws them.
type tileReuse struct {
	base  uint64
	edits []layerEdit // oldest first
	rects int         // rectangles in all edits
}

// layerEdit is one edit: the layer made by it and the board-layout
// rectangles whose drawing it changed.
type layerEdit struct {
	id     uint64
	bounds board.Rect // of rects
	rects  []board.Rect
}

// maxReuseRects bounds the rectangles a layer remembers: past them an
// edit starts afresh (every tile drawn again, the old ones standing in).
const maxReuseRects = 4096

var layerIDs atomic.Uint64

// NewMapLayer makes a layer of a new family. draw draws the layer's
// content on a canvas already filled with bg; it is called for each tile,
// on several goroutines at once (each with a canvas of its own), so it
// must draw only what shows on the canvas's image to be cheap (as
// render.Canvas.Maps does), and must not change anything it shares.
func NewMapLayer(size board.Point, bg color.RGBA, draw func(c *render.Canvas)) *MapLayer {
	return &MapLayer{ID: layerIDs.Add(1), Family: layerIDs.Add(1), Size: size, Background: bg, draw: draw, drawn: new(atomic.Int64), whole: new(atomic.Bool)}
}

// Redrawn is a layer of l's family drawn by draw instead (the same maps
// with other options).
func (l *MapLayer) Redrawn(draw func(c *render.Canvas)) *MapLayer {
	return &MapLayer{ID: layerIDs.Add(1), Family: l.Family, Size: l.Size, Background: l.Background, draw: draw, drawn: l.drawn, whole: new(atomic.Bool)}
}

// edited is a layer of l's family of the given size drawn by draw, whose
// drawing differs from l's only within the board-layout rectangles dirty:
// it keeps l's tiles elsewhere. With all (or another size) every tile is
// its own; l's tiles stand in for them until they are drawn.
func (l *MapLayer) edited(size board.Point, draw func(c *render.Canvas), dirty []board.Rect, all bool) *MapLayer {
	n := &MapLayer{ID: layerIDs.Add(1), Family: l.Family, Size: size, Background: l.Background, draw: draw, drawn: l.drawn, whole: new(atomic.Bool)}
	if all || size != l.Size || len(dirty) == 0 {
		return n
	}
	r := &tileReuse{base: l.ID}
	if old := l.reuse; old != nil {
		r.base, r.rects = old.base, old.rects
		r.edits = append(r.edits, old.edits...)
	}
	if r.rects+len(dirty) > maxReuseRects {
		return n
	}
	e := layerEdit{id: n.ID, rects: dirty, bounds: dirty[0]}
	for _, d := range dirty[1:] {
		e.bounds.Min.X, e.bounds.Min.Y = math.Min(e.bounds.Min.X, d.Min.X), math.Min(e.bounds.Min.Y, d.Min.Y)
		e.bounds.Max.X, e.bounds.Max.Y = math.Max(e.bounds.Max.X, d.Max.X), math.Max(e.bounds.Max.Y, d.Max.Y)
	}
	r.edits = append(r.edits, e)
	r.rects += len(dirty)
	n.reuse = r
	return n
}

// sameWith is l drawn by draw, which draws the same picture: the same
// tiles.
func (l *MapLayer) sameWith(draw func(c *render.Canvas)) *MapLayer {
	n := *l
	n.draw = draw
	return &n
}

// TileKeyAt is the key of l's tile x, y at tile scale ts: of l's own ID,
// or of the earlier layer of its family whose tile it keeps (edited).
func (l *MapLayer) TileKeyAt(ts float64, x, y int) TileKey {
	k := TileKey{Family: l.Family, Layer: l.ID, Scale: ts, X: x, Y: y}
	if r := l.reuse; r != nil {
		k.Layer = r.layerOf(k)
	}
	return k
}

// layerOf is the layer whose tile k (keyed by position and scale) is.
func (r *tileReuse) layerOf(k TileKey) uint64 {
	b := k.Bounds()
	// What a tile shows reaches a pixel or two past its edge (smoothing).
	m := 2 / k.Scale
	b = board.Rect{Min: board.Point{X: b.Min.X - m, Y: b.Min.Y - m}, Max: board.Point{X: b.Max.X + m, Y: b.Max.Y + m}}
	for i := len(r.edits) - 1; i >= 0; i-- {
		e := &r.edits[i]
		if !overlaps(e.bounds, b) {
			continue
		}
		for _, d := range e.rects {
			if overlaps(d, b) {
				return e.id
			}
		}
	}
	return r.base
}

// Whole reports whether a compositor has planned a picture of l with all
// of its tiles in view (none standing in): the picture it showed next
// was l's, whole.
func (l *MapLayer) Whole() bool { return l.whole != nil && l.whole.Load() }

// TilesDrawn is how many tiles of l's family have been drawn.
func (l *MapLayer) TilesDrawn() int64 {
	if l.drawn == nil {
		return 0
	}
	return l.drawn.Load()
}

// scenarioDraw draws the maps of s as the board shows them.
func scenarioDraw(s *scenarios.Scenario, coords bool) func(c *render.Canvas) {
	l := render.LayoutMaps(s.Maps)
	opt := render.MapOptions{Coords: coords, Names: true}
	return func(c *render.Canvas) { c.Maps(s.Maps, l, opt) }
}

// ScenarioLayer is the layer of the maps of s, with cell labels when
// coords is set.
func ScenarioLayer(s *scenarios.Scenario, coords bool) *MapLayer {
	return NewMapLayer(render.LayoutMaps(s.Maps).Size, render.Background, scenarioDraw(s, coords))
}

// DrawTile draws tile k of l into img (TileSize square), on c: a canvas
// the caller keeps to reuse its buffers, on one goroutine.
func (l *MapLayer) DrawTile(img *image.RGBA, k TileKey, c *render.Canvas) {
	c.Img, c.Scale = img, k.Scale
	c.Origin = board.Point{X: float64(k.X*TileSize) / k.Scale, Y: float64(k.Y*TileSize) / k.Scale}
	c.Fill(l.Background)
	l.draw(c)
	if l.drawn != nil {
		l.drawn.Add(1)
	}
}

// drawInto draws l at scale s into dst, whose pixel (0, 0) shows the
// layer's pixel (-bx, -by) at that scale, square by square, so that no
// polygon makes a buffer as big as dst.
func (l *MapLayer) drawInto(dst *image.RGBA, s float64, bx, by int) {
	c := &render.Canvas{Img: dst, Origin: board.Point{X: float64(-bx) / s, Y: float64(-by) / s}, Scale: s}
	c.Squares(TileSize, func(sq *render.Canvas) {
		sq.Fill(l.Background)
		l.draw(sq)
	})
}

// tileBase is where the layer's pixel (0, 0) at the frame's tile scale
// lands on the picture: tiles at that scale land on whole pixels, the
// same for all of them, so they meet without seams.
func (f *Frame) tileBase() (ts float64, bx, by int) {
	ts = TileScale(f.View.Scale)
	return ts, int(math.Floor(-f.View.Origin.X * ts)), int(math.Floor(-f.View.Origin.Y * ts))
}

// TileRect is where tile k lands on f's picture. exact reports whether k
// is at the frame's scale: then the rectangle is TileSize square and the
// tile is copied pixel for pixel; else it is resampled to fill it.
// Neighbouring tiles of one scale get rectangles that meet exactly.
func (f *Frame) TileRect(k TileKey) (r image.Rectangle, exact bool) {
	ts, bx, by := f.tileBase()
	if k.Scale == ts {
		x, y := bx+k.X*TileSize, by+k.Y*TileSize
		return image.Rect(x, y, x+TileSize, y+TileSize), true
	}
	b := k.Bounds()
	x0, y0 := f.View.ToScreen(b.Min)
	x1, y1 := f.View.ToScreen(b.Max)
	return image.Rect(int(math.Round(x0)), int(math.Round(y0)), int(math.Round(x1)), int(math.Round(y1))), false
}

// TilesInView lists the tiles of f's layer at f's scale that show on its
// picture, nearest the middle first, and, with ring, also the tiles just
// around those (drawn ahead for a pan); only tiles within the layer.
func (f *Frame) TilesInView(ring bool) []TileKey {
	if f.Map == nil || f.View.Scale <= 0 || f.Size.X <= 0 || f.Size.Y <= 0 {
		return nil
	}
	ts, bx, by := f.tileBase()
	// The picture shows layer pixels [-bx, -bx+W) × [-by, -by+H).
	x0, y0 := floorDiv(-bx, TileSize), floorDiv(-by, TileSize)
	x1, y1 := floorDiv(-bx+f.Size.X-1, TileSize), floorDiv(-by+f.Size.Y-1, TileSize)
	if ring {
		x0, y0, x1, y1 = x0-1, y0-1, x1+1, y1+1
	}
	nx := int(math.Ceil(f.Map.Size.X * ts / TileSize))
	ny := int(math.Ceil(f.Map.Size.Y * ts / TileSize))
	x0, y0, x1, y1 = max(x0, 0), max(y0, 0), min(x1, nx-1), min(y1, ny-1)
	var keys []TileKey
	for y := y0; y <= y1; y++ {
		for x := x0; x <= x1; x++ {
			keys = append(keys, f.Map.TileKeyAt(ts, x, y))
		}
	}
	// Nearest the middle first: what the eye looks at is drawn first.
	cx, cy := float64(-bx+f.Size.X/2)/TileSize-0.5, float64(-by+f.Size.Y/2)/TileSize-0.5
	dist := func(k TileKey) float64 { return math.Hypot(float64(k.X)-cx, float64(k.Y)-cy) }
	slices.SortStableFunc(keys, func(a, b TileKey) int { return cmpFloat(dist(a), dist(b)) })
	return keys
}

// floorDiv is a/b rounded down.
func floorDiv(a, b int) int {
	q := a / b
	if a%b != 0 && (a < 0) != (b < 0) {
		q--
	}
	return q
}

func cmpFloat(a, b float64) int {
	switch {
	case a < b:
		return -1
	case a > b:
		return 1
	}
	return 0
}

// TilesFor is how many tiles a picture of the given size shows at most.
func TilesFor(size image.Point) int {
	return (ceilDiv(size.X, TileSize) + 1) * (ceilDiv(size.Y, TileSize) + 1)
}

func ceilDiv(a, b int) int { return (a + b - 1) / b }

// TileCache keeps a compositor's tiles (pictures, GPU slots: P), at most
// a number of them; when full, the tile used least recently goes (and
// OnEvict is told, to free what it holds). Tiles used by the frame being
// drawn (since the last NextFrame) are kept while others can go. A
// TileCache is used on one goroutine.
type TileCache[P any] struct {
	max     int
	entries map[TileKey]*tileEntry[P]
	frame   uint64
	// OnEvict is called with each tile that leaves the cache.
	OnEvict func(TileKey, P)
}

type tileEntry[P any] struct {
	p    P
	used uint64 // frame it was last used in
	// stand is set when it was last used as a stand-in for a tile of
	// another scale: such tiles go first when the frame's own need room.
	stand bool
}

// NewTileCache makes a cache of at most n tiles (at least 1).
func NewTileCache[P any](n int) *TileCache[P] {
	return &TileCache[P]{max: max(n, 1), entries: map[TileKey]*tileEntry[P]{}}
}

// Len is the number of tiles held.
func (c *TileCache[P]) Len() int { return len(c.entries) }

// Max is the most tiles the cache holds.
func (c *TileCache[P]) Max() int { return c.max }

// SetMax changes the most tiles held, evicting the least recently used
// tiles beyond it.
func (c *TileCache[P]) SetMax(n int) {
	c.max = max(n, 1)
	for len(c.entries) > c.max {
		if !c.evictOne(true) {
			return
		}
	}
}

// NextFrame starts a frame: tiles used from now on are the new frame's.
func (c *TileCache[P]) NextFrame() { c.frame++ }

// Has reports whether k is held, without counting it as used.
func (c *TileCache[P]) Has(k TileKey) bool {
	_, ok := c.entries[k]
	return ok
}

// Get returns k's tile, without counting it as used.
func (c *TileCache[P]) Get(k TileKey) (P, bool) {
	e, ok := c.entries[k]
	if !ok {
		var zero P
		return zero, false
	}
	return e.p, true
}

// Use returns k's tile and marks it used by this frame.
func (c *TileCache[P]) Use(k TileKey) (P, bool) {
	e, ok := c.entries[k]
	if !ok {
		var zero P
		return zero, false
	}
	e.used, e.stand = c.frame, false
	return e.p, true
}

// useAsStandIn marks k used by this frame as a stand-in.
func (c *TileCache[P]) useAsStandIn(k TileKey) {
	if e, ok := c.entries[k]; ok {
		e.used, e.stand = c.frame, true
	}
}

// Put adds tile k (replacing one held under k). When the cache is full
// it makes room by evicting the least recently used tile not used by this
// frame, or else a stand-in this frame uses; if all tiles are this
// frame's own, Put refuses k and returns false (the caller frees p).
func (c *TileCache[P]) Put(k TileKey, p P) bool {
	if old, ok := c.entries[k]; ok {
		if c.OnEvict != nil {
			c.OnEvict(k, old.p)
		}
		old.p, old.used = p, c.frame
		return true
	}
	if !c.Reserve() {
		return false
	}
	c.entries[k] = &tileEntry[P]{p: p, used: c.frame}
	return true
}

// Reserve makes room for one more tile, as Put would, and reports whether
// there is room: a GPU cache frees a slot before it fills it.
func (c *TileCache[P]) Reserve() bool {
	for len(c.entries) >= c.max {
		if !c.evictOne(false) {
			return false
		}
	}
	return true
}

// evictOne evicts the least recently used tile not used by this frame;
// else (or with any set) the least recently used stand-in, or any tile.
// It reports whether one went.
func (c *TileCache[P]) evictOne(any bool) bool {
	var victim TileKey
	found, rank := false, 3
	var used uint64
	for k, e := range c.entries {
		r := 0
		if e.used == c.frame {
			r = 1
			if !e.stand {
				r = 2
			}
		}
		if r == 2 && !any {
			continue
		}
		if !found || r < rank || r == rank && e.used < used {
			victim, found, rank, used = k, true, r, e.used
		}
	}
	if !found {
		return false
	}
	e := c.entries[victim]
	delete(c.entries, victim)
	if c.OnEvict != nil {
		c.OnEvict(victim, e.p)
	}
	return true
}

// Clear evicts every tile.
func (c *TileCache[P]) Clear() {
	for k, e := range c.entries {
		delete(c.entries, k)
		if c.OnEvict != nil {
			c.OnEvict(k, e.p)
		}
	}
}

// TilePlan is what a compositor draws of a frame's map layer.
type TilePlan struct {
	// Draw lists the tiles to draw, back to front: stand-ins from other
	// scales (farthest scale first), then the frame's own tiles. All are
	// in the cache.
	Draw []TileKey
	// Missing lists the frame's own tiles not in the cache, nearest the
	// middle first: to be drawn (TileRenderer.Want).
	Missing []TileKey
	// Covered is set when every part of the layer on the picture shows,
	// in a tile of the frame's scale or a stand-in.
	Covered bool
}

// PlanTiles plans f's map layer from the tiles in c and marks those it
// draws as used by this frame (call c.NextFrame first). Where the frame's
// own tiles are missing, tiles of other scales of the same family (and
// those of another layer of the family at this scale) stand in: for each
// missing tile, those of the nearest scale that overlap it, then of the
// next nearest while it is not wholly covered, and so on, so that what a
// nearer scale covers is not drawn again from a farther one.
func PlanTiles[P any](f *Frame, c *TileCache[P]) TilePlan {
	var p TilePlan
	own := f.TilesInView(false)
	for _, k := range own {
		if _, ok := c.Use(k); ok {
			p.Draw = append(p.Draw, k)
		} else {
			p.Missing = append(p.Missing, k)
		}
	}
	p.Covered = len(p.Missing) == 0
	if len(p.Missing) == 0 {
		if f.Map.whole != nil {
			f.Map.whole.Store(true)
		}
		return p
	}
	// The family's tiles of other scales (or layers), by scale and layer,
	// nearest the frame's scale first.
	ts := TileScale(f.View.Scale)
	type group struct {
		layer, family uint64
		scale         float64
		d             float64 // how far its scale is from the frame's
		keys          []TileKey
	}
	var groups []*group
	byID := map[[2]uint64]*group{}
	for k := range c.entries {
		if k.Family != f.Map.Family || k.Layer == f.Map.ID && k.Scale == ts {
			continue // another board; or the frame's own, or its ring
		}
		id := [2]uint64{k.Layer, math.Float64bits(k.Scale)}
		g := byID[id]
		if g == nil {
			g = &group{layer: k.Layer, family: k.Family, scale: k.Scale, d: math.Abs(math.Log(k.Scale / ts))}
			if k.Scale == ts {
				g.d = -1 // another layer of the family at this scale: the closest
			}
			byID[id] = g
			groups = append(groups, g)
		}
		g.keys = append(g.keys, k)
	}
	// Of layers at one distance (the edits of a layer), the newest first.
	slices.SortFunc(groups, func(a, b *group) int {
		if d := cmpFloat(a.d, b.d); d != 0 {
			return d
		}
		return cmpFloat(float64(b.layer), float64(a.layer))
	})
	chosen := map[TileKey]float64{}
	p.Covered = true
	for _, m := range p.Missing {
		mb := m.Bounds()
		covered := false
		for _, g := range groups {
			for _, k := range g.keys {
				if overlaps(k.Bounds(), mb) {
					chosen[k] = g.d
				}
			}
			if coveredBy(m, f.Map.Size, TileKey{Family: g.family, Layer: g.layer, Scale: g.scale}, c) {
				covered = true
				break
			}
		}
		if !covered {
			p.Covered = false
		}
	}
	standIns := make([]TileKey, 0, len(chosen))
	for k := range chosen {
		c.useAsStandIn(k)
		standIns = append(standIns, k)
	}
	// Farthest scale first, the nearer drawn over it.
	slices.SortFunc(standIns, func(a, b TileKey) int {
		if d := cmpFloat(chosen[b], chosen[a]); d != 0 {
			return d
		}
		return cmpKey(a, b)
	})
	p.Draw = append(standIns, p.Draw...)
	return p
}

// cmpKey orders tiles of one scale and layer, row by row.
func cmpKey(a, b TileKey) int {
	switch {
	case a.Layer != b.Layer:
		return cmpFloat(float64(a.Layer), float64(b.Layer))
	case a.Y != b.Y:
		return a.Y - b.Y
	}
	return a.X - b.X
}

func overlaps(a, b board.Rect) bool {
	return a.Min.X < b.Max.X && b.Min.X < a.Max.X && a.Min.Y < b.Max.Y && b.Min.Y < a.Max.Y
}

// coveredBy reports whether the part of missing tile m within the layer
// (size) is wholly covered by the held tiles of the scale and layer of g.
func coveredBy[P any](m TileKey, size board.Point, g TileKey, c *TileCache[P]) bool {
	b := m.Bounds()
	b.Max.X, b.Max.Y = math.Min(b.Max.X, size.X), math.Min(b.Max.Y, size.Y)
	const eps = 1e-9 // tile edges computed from both sides may differ in the last bit
	t := TileSize / g.Scale
	x0, y0 := int(math.Floor(b.Min.X/t+eps)), int(math.Floor(b.Min.Y/t+eps))
	x1, y1 := int(math.Ceil(b.Max.X/t-eps))-1, int(math.Ceil(b.Max.Y/t-eps))-1
	for y := y0; y <= y1; y++ {
		for x := x0; x <= x1; x++ {
			if !c.Has(TileKey{Family: g.Family, Layer: g.Layer, Scale: g.Scale, X: x, Y: y}) {
				return false
			}
		}
	}
	return true
}
