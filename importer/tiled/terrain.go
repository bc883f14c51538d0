package tiled

import (
	"fmt"
	"image"
	_ "image/gif" // tileset images
	_ "image/jpeg"
	_ "image/png"
	"path/filepath"
	"slices"
	"sort"
	"strconv"
	"strings"

	"sandtable/internal/picture"
	"sandtable/internal/tomlfile"
)

// maxTerrains is how many terrain types a Sandtable map may declare.
const maxTerrains = 255

// kind is one terrain type of the imported map: a named terrain (from
// tiles' class or terrain property), one tile of its own, or "no tile".
type kind struct {
	key        string
	name       string
	gids       []uint32 // its tiles
	count      int      // its cells
	first      int      // its first cell, row-major
	color      string   // "#rrggbb"; "" until worked out
	moveCost   *int
	impassable bool
	id         string
	symbol     rune
	// A terrain of Tiled's terrain sets: the (first) set, its number in
	// it (1-based), the set's tileset's first tile id, and its tiles that
	// show it alone.
	ws         *wangset
	wcolor     int
	wsFirstGID uint32
	pure       []uint32
}

// paintGIDs are the tiles whose pictures give a terrain type its colour:
// for a terrain of a terrain set, the tile Tiled shows it with and its
// tiles that show it alone (not the transitions to others), else all its
// tiles.
func (k *kind) paintGIDs(im *importer) []uint32 {
	var out []uint32
	if k.ws != nil {
		if t := k.ws.colors[k.wcolor-1].tile; t >= 0 {
			if g := uint64(k.wsFirstGID) + uint64(t); g <= uint64(gidMask) {
				if _, _, ok := im.tileOf(uint32(g)); ok {
					out = append(out, uint32(g))
				}
			}
		}
		for _, g := range k.pure {
			if !slices.Contains(out, g) {
				out = append(out, g)
			}
		}
	}
	if len(out) == 0 {
		return k.gids
	}
	return out
}

// rgb is a colour's red, green and blue.
type rgb struct{ r, g, b float64 }

// terrain turns the chosen tiles into terrain types and each cell's type.
func (im *importer) terrain() error {
	im.byGID = map[uint32]*kind{}
	byKey := map[string]*kind{}
	unknown := map[uint32]bool{}
	mixed := map[uint32]tileName{} // tiles of several named terrains
	for _, ts := range im.m.tilesets {
		for _, ws := range ts.wangsets {
			if ws.old {
				im.note("tileset %q: terrain set %q is in the form Tiled 1.1 to 1.4 wrote, not read: its tiles are named by class or number (open and save the tileset in a newer Tiled)", ts.name, ws.name)
			}
		}
	}
	for i, g := range im.cells {
		if g != 0 {
			if k := im.byGID[g]; k != nil {
				k.count++
				continue
			}
		}
		tn := tileName{key: "empty", name: offMapName}
		var t *tile
		if g != 0 {
			ts, local, ok := im.tileOf(g)
			if !ok {
				if !unknown[g] {
					unknown[g] = true
					im.note("tile id %d is in no tileset: its cells are taken as having no tile", g)
				}
				im.cells[i] = 0
				g = 0
			} else {
				t = ts.tiles[local]
				tn = tileKey(ts, local, t)
			}
		}
		k := byKey[strings.ToLower(tn.key)]
		if k == nil {
			k = &kind{key: tn.key, name: tn.name, first: i}
			byKey[strings.ToLower(tn.key)] = k
			im.kinds = append(im.kinds, k)
		}
		if t != nil {
			k.props(im, t)
		}
		if tn.key == "empty" {
			k.impassable = true
		}
		if tn.ws != nil && k.ws == nil {
			k.ws, k.wcolor, k.wsFirstGID = tn.ws, tn.color, tn.firstGID
		}
		k.count++
		if g != 0 {
			im.byGID[g] = k
			k.gids = append(k.gids, g)
			if tn.ws != nil && !tn.pure {
				mixed[g] = tn
			} else if tn.ws != nil {
				k.pure = append(k.pure, g)
			}
		}
	}
	for _, k := range im.kinds {
		if k.key == "empty" && len(im.kinds) > 1 {
			im.note("%d %s no tile on any layer: terrain %q, impassable and in the colour around the map (Sandtable maps have no holes)",
				k.count, plural(k.count, "cell among the others has", "cells among the others have"), k.name)
		}
	}
	im.noteMixed(mixed)
	im.pictureColors()
	pictured := 0
	for _, k := range im.kinds {
		if im.colorOf(k) {
			pictured++
		}
	}
	switch {
	case pictured == 1:
		im.note("the tiles' pictures are not imported: the terrain type is drawn in one colour, the average of its tiles' pictures")
	case pictured > 1:
		im.note("the tiles' pictures are not imported: each of the %d terrain types is drawn in one colour, the average of its tiles' pictures", pictured)
	}
	if len(im.kinds) > maxTerrains {
		im.merge()
	}
	im.ids()
	return nil
}

func plural(n int, one, more string) string {
	if n == 1 {
		return one
	}
	return more
}

// noteMixed reports the cells whose tiles show several named terrains
// (a corner or edge of one, the rest of another) and took the terrain
// most of their corners and edges show.
func (im *importer) noteMixed(mixed map[uint32]tileName) {
	if len(mixed) == 0 {
		return
	}
	cells := 0
	pairs := map[string]int{}
	for _, g := range im.cells {
		if tn, ok := mixed[g]; ok {
			cells++
			pairs[strings.Join(tn.all, " and ")]++
		}
	}
	keys := make([]string, 0, len(pairs))
	for p := range pairs {
		keys = append(keys, p)
	}
	sort.Slice(keys, func(a, b int) bool {
		if pairs[keys[a]] != pairs[keys[b]] {
			return pairs[keys[a]] > pairs[keys[b]]
		}
		return keys[a] < keys[b]
	})
	if len(keys) > 3 {
		keys = append(keys[:3], "...")
	}
	im.note("%d %s of more than one terrain (%s): each took the terrain most of its tile's corners and edges have in Tiled's terrain set (on a tie, the one the set lists first)",
		cells, plural(cells, "cell has a tile", "cells have tiles"), strings.Join(keys, "; "))
}

// tileName is what names a tile's terrain type.
type tileName struct {
	key, name string
	// A tile named after a terrain of a wang set: the set, the terrain's
	// number in it (1-based), its tileset's first tile id, whether the
	// tile is wholly of that terrain, and else the names of the terrains
	// it shows, the chosen first.
	ws       *wangset
	color    int
	firstGID uint32
	pure     bool
	all      []string
}

// tileKey names a tile's terrain type: its terrain property, else its
// class, else the terrain of Tiled's terrain sets it shows most of, else
// the tile itself.
func tileKey(ts *tileset, local uint32, t *tile) tileName {
	if t != nil {
		if p, ok := property(t.props, "terrain"); ok && strings.TrimSpace(p.value) != "" {
			v := strings.TrimSpace(p.value)
			return tileName{key: "n:" + v, name: v}
		}
		if c := strings.TrimSpace(t.class); c != "" {
			return tileName{key: "n:" + c, name: c}
		}
	}
	for _, ws := range ts.wangsets {
		id, ok := ws.tiles[local]
		if !ok {
			continue
		}
		// The colours its corners and edges show, and how many of each,
		// in the set's order.
		var cs, ns []int
		for _, c := range id {
			if c <= 0 || c > len(ws.colors) {
				continue
			}
			if j := slices.Index(cs, c); j >= 0 {
				ns[j]++
			} else {
				cs, ns = append(cs, c), append(ns, 1)
			}
		}
		if len(cs) == 0 {
			continue
		}
		best := 0
		for j := range cs {
			if ns[j] > ns[best] || ns[j] == ns[best] && cs[j] < cs[best] {
				best = j
			}
		}
		kinds := len(cs)
		order := append([]int(nil), cs...)
		slices.Sort(order)
		best = cs[best]
		tn := tileName{ws: ws, color: best, firstGID: ts.firstGID, pure: kinds == 1}
		tn.name = ws.colorName(best)
		tn.key = "n:" + tn.name
		if kinds > 1 {
			tn.all = append(tn.all, tn.name)
			for _, c := range order {
				if c != best {
					tn.all = append(tn.all, ws.colorName(c))
				}
			}
		}
		return tn
	}
	key := "t:" + strconv.FormatUint(uint64(ts.firstGID+local), 10)
	if ts.name != "" {
		return tileName{key: key, name: fmt.Sprintf("%s %d", ts.name, local)}
	}
	return tileName{key: key, name: fmt.Sprintf("Tile %d", ts.firstGID+local)}
}

// colorName is the name of colour c (1-based) of the set: its own, else
// the set's and its number.
func (ws *wangset) colorName(c int) string {
	if n := strings.TrimSpace(ws.colors[c-1].name); n != "" {
		return n
	}
	set := strings.TrimSpace(ws.name)
	if set == "" {
		set = "Terrain"
	}
	return fmt.Sprintf("%s %d", set, c)
}

// props takes a tile's color, move_cost and impassable properties for
// its terrain type (the first tile that gives one wins).
func (k *kind) props(im *importer, t *tile) {
	if p, ok := property(t.props, "color"); ok && k.color == "" {
		if c, ok := tiledColor(p.value); ok {
			k.color = c
		} else {
			im.note("terrain %q: color %q is not a colour (#rrggbb or #aarrggbb)", k.name, p.value)
		}
	}
	if p, ok := property(t.props, "move_cost"); ok && k.moveCost == nil {
		if v, err := strconv.Atoi(strings.TrimSpace(p.value)); err == nil && v >= 0 && v <= 1_000_000 {
			k.moveCost = &v
		} else {
			im.note("terrain %q: move_cost %q is not a whole number from 0 to 1000000", k.name, p.value)
		}
	}
	if p, ok := property(t.props, "impassable"); ok && p.value == "true" {
		k.impassable = true
	}
}

// tiledColor turns a Tiled colour ("#rrggbb" or "#aarrggbb") into
// "#rrggbb".
func tiledColor(s string) (string, bool) {
	s = strings.TrimSpace(s)
	if !strings.HasPrefix(s, "#") {
		return "", false
	}
	h := s[1:]
	if len(h) == 8 {
		h = h[2:]
	}
	if len(h) != 6 {
		return "", false
	}
	if _, err := strconv.ParseUint(h, 16, 32); err != nil {
		return "", false
	}
	return "#" + strings.ToLower(h), true
}

// tileOf finds the tileset of global tile id g (flags masked) and the
// tile's id within it.
func (im *importer) tileOf(g uint32) (*tileset, uint32, bool) {
	ts := im.m.tilesets
	i := sort.Search(len(ts), func(i int) bool { return ts[i].firstGID > g }) - 1
	if i < 0 {
		return nil, 0, false
	}
	t := ts[i]
	local := g - t.firstGID
	if t.hasTileList {
		if _, ok := t.tiles[local]; !ok {
			return nil, 0, false
		}
	} else if t.tileCount > 0 && int64(local) >= int64(t.tileCount) {
		return nil, 0, false
	}
	return t, local, true
}

const grey = "#808080"

// Cells without a tile (inside the rectangle of those with one: see crop)
// are of a terrain type of their own, impassable and drawn in the colour
// Sandtable draws around its maps (ui/render.Background): Sandtable's grids
// have no holes.
const (
	offMapName  = "Off map"
	offMapColor = "#d6d2c8"
)

// colorOf works out a terrain type's colour when no property gave one:
// the average colour of its tiles' images (paintGIDs), else Tiled's
// marker colour of a terrain set's terrain, else grey. It reports whether
// the colour came from pictures.
func (im *importer) colorOf(k *kind) bool {
	if k.color != "" {
		return false
	}
	if k.key == "empty" {
		k.color = offMapColor
		return false
	}
	var sum rgb
	n := 0
	why := ""
	for _, g := range k.paintGIDs(im) {
		tc := im.colors[g]
		if tc.err != nil {
			why = tc.err.Error()
			continue
		}
		sum.r, sum.g, sum.b = sum.r+tc.c.r, sum.g+tc.c.g, sum.b+tc.c.b
		n++
	}
	if n == 0 {
		if k.ws != nil {
			if c, ok := tiledColor(k.ws.colors[k.wcolor-1].color); ok {
				k.color = c
				im.note("terrain %q: no colour from its tiles (%s): the colour Tiled marks it with", k.name, why)
				return false
			}
		}
		k.color = grey
		im.note("terrain %q: no colour from its tiles (%s): grey", k.name, why)
		return false
	}
	k.color = hexColor(rgb{sum.r / float64(n), sum.g / float64(n), sum.b / float64(n)})
	return true
}

func hexColor(c rgb) string {
	b := func(v float64) int { return max(0, min(255, int(v+0.5))) }
	return fmt.Sprintf("#%02x%02x%02x", b(c.r), b(c.g), b(c.b))
}

// tileColor is a tile's picture colour, or why there is none.
type tileColor struct {
	c   rgb
	err error
}

// pictureColors works out the picture colour of every tile whose terrain
// type has no colour yet, decoding each image once and keeping only one
// decoded at a time. The pixels decoded and the pixels averaged each add up
// to at most MaxAllImagePixels: tiles past that are left grey (reported).
func (im *importer) pictureColors() {
	im.colors = map[uint32]tileColor{}
	byPath := map[string][]uint32{}
	seen := map[uint32]bool{}
	for _, k := range im.kinds {
		if k.color != "" {
			continue
		}
		for _, g := range k.paintGIDs(im) {
			if seen[g] {
				continue
			}
			seen[g] = true
			ts, local, _ := im.tileOf(g)
			path, err := tileImage(ts, local)
			if err != nil {
				im.colors[g] = tileColor{err: err}
				continue
			}
			byPath[path] = append(byPath[path], g)
		}
	}
	paths := make([]string, 0, len(byPath))
	for p := range byPath {
		paths = append(paths, p)
	}
	sort.Strings(paths)
	read, decoded, averaged := int64(0), int64(0), int64(0)
	for n, path := range paths {
		var img image.Image
		var err error
		switch {
		case im.read == nil:
			err = fmt.Errorf("images are not read here")
		case n >= MaxImages:
			err = fmt.Errorf("more than %d images", MaxImages)
		case read >= MaxAllImageBytes:
			err = fmt.Errorf("the image files read for colours come to more than %s", tomlfile.Size(MaxAllImageBytes))
		default:
			var size, px int64
			img, size, px, err = decodeImage(im.read, path, MaxAllImagePixels-decoded)
			read, decoded = read+size, decoded+px
		}
		// Tiles of one picture (tilesets sharing an image, or image
		// collections listing one image for many tiles) are averaged once.
		byRect := map[image.Rectangle]tileColor{}
		for _, g := range byPath[path] {
			if err != nil {
				im.colors[g] = tileColor{err: err}
				continue
			}
			ts, local, _ := im.tileOf(g)
			rect, rerr := tileRect(img.Bounds(), ts, local)
			if rerr != nil {
				im.colors[g] = tileColor{err: rerr}
				continue
			}
			tc, seen := byRect[rect]
			if !seen {
				if averaged += int64(rect.Dx()) * int64(rect.Dy()); averaged > MaxAllImagePixels {
					tc = tileColor{err: fmt.Errorf("averaging its picture would bring the pixels averaged for colours over %d", MaxAllImagePixels)}
				} else {
					var ok bool
					if tc.c, ok = averageColor(img, rect); !ok {
						tc.err = fmt.Errorf("tile %d of tileset %q is fully transparent", local, ts.name)
					}
				}
				byRect[rect] = tc
			}
			im.colors[g] = tc
		}
	}
}

// tileImage is the path of the image that holds a tile's picture.
func tileImage(ts *tileset, local uint32) (string, error) {
	src := ""
	if t := ts.tiles[local]; t != nil && t.image != nil {
		src = t.image.source
	} else if ts.image != nil && !ts.hasTileList {
		src = ts.image.source
	}
	if src == "" {
		return "", fmt.Errorf("the tile has no image")
	}
	return filepath.Join(ts.dir, filepath.FromSlash(src)), nil
}

// tileRect is the part of an image of bounds b that holds a tile's
// picture: all of it for a tile with an image of its own, else the tile's
// place in its tileset's image.
func tileRect(b image.Rectangle, ts *tileset, local uint32) (image.Rectangle, error) {
	if t := ts.tiles[local]; t != nil && t.image != nil {
		return b, nil
	}
	tw, th := ts.tileW, ts.tileH
	if tw < 1 || th < 1 {
		return b, fmt.Errorf("tileset %q has no tile size", ts.name)
	}
	cols := ts.columns
	if cols == 0 {
		cols = (b.Dx() - 2*ts.margin + ts.spacing) / (tw + ts.spacing)
	}
	if cols < 1 {
		return b, fmt.Errorf("tileset %q: its image holds no whole tile", ts.name)
	}
	x := ts.margin + int(local%uint32(cols))*(tw+ts.spacing)
	y := ts.margin + int(local/uint32(cols))*(th+ts.spacing)
	if y > b.Dy() {
		return b, fmt.Errorf("tile %d lies outside the image of tileset %q", local, ts.name)
	}
	rect := image.Rect(x, y, x+tw, y+th).Add(b.Min).Intersect(b)
	if rect.Empty() {
		return b, fmt.Errorf("tile %d lies outside the image of tileset %q", local, ts.name)
	}
	return rect, nil
}

// averageColor is the average colour of the part rect of img, weighted by
// opacity (the transparent corners of a hex tile do not count); false when
// it is fully transparent.
func averageColor(img image.Image, rect image.Rectangle) (rgb, bool) {
	var r, g, bl, a float64
	switch m := img.(type) {
	case *image.NRGBA: // most PNG pictures: read in place, not a colour at a time
		for y := rect.Min.Y; y < rect.Max.Y; y++ {
			row := m.Pix[m.PixOffset(rect.Min.X, y):m.PixOffset(rect.Max.X, y)]
			var sr, sg, sb, sa uint64
			for i := 0; i+3 < len(row); i += 4 {
				pa := uint64(row[i+3])
				sr, sg, sb, sa = sr+uint64(row[i])*pa, sg+uint64(row[i+1])*pa, sb+uint64(row[i+2])*pa, sa+pa
			}
			// As color.NRGBA.RGBA scales them: 0xffff for full, premultiplied.
			r, g, bl, a = r+float64(sr)*257/255, g+float64(sg)*257/255, bl+float64(sb)*257/255, a+float64(sa)*257
		}
	default:
		for y := rect.Min.Y; y < rect.Max.Y; y++ {
			for x := rect.Min.X; x < rect.Max.X; x++ {
				pr, pg, pb, pa := img.At(x, y).RGBA() // alpha-premultiplied
				r, g, bl, a = r+float64(pr), g+float64(pg), bl+float64(pb), a+float64(pa)
			}
		}
	}
	if a == 0 {
		return rgb{}, false
	}
	return rgb{r / a * 255, g / a * 255, bl / a * 255}, true
}

// decodeImage decodes the image at path, bounded in bytes and in pixels
// (its own limit, and budget: what is left of the import's); and the
// bytes of its file and the pixels it counts as (picture.Size).
func decodeImage(read ReadFunc, path string, budget int64) (image.Image, int64, int64, error) {
	data, err := read(path, "image", MaxImageFileSize)
	if err != nil {
		return nil, 0, 0, err
	}
	size := int64(len(data))
	if _, _, px, err := picture.Size(data); err == nil && px <= MaxImagePixels && px > budget {
		return nil, size, 0, fmt.Errorf("%s: the images read for colours would come to more than %d pixels in all", path, MaxAllImagePixels)
	}
	img, px, err := picture.Decode(path, "tileset image", data, picture.Limits{MaxPixels: MaxImagePixels})
	return img, size, px, err
}

// merge keeps the 255 commonest terrain types and gives the cells of the
// others the one of nearest colour.
func (im *importer) merge() {
	sorted := append([]*kind(nil), im.kinds...)
	sort.SliceStable(sorted, func(a, b int) bool { return sorted[a].count > sorted[b].count })
	keep, drop := sorted[:maxTerrains], sorted[maxTerrains:]
	for _, k := range drop {
		c := parseHex(k.color)
		var best *kind
		bd := 0.0
		for _, o := range keep {
			oc := parseHex(o.color)
			d := (c.r-oc.r)*(c.r-oc.r) + (c.g-oc.g)*(c.g-oc.g) + (c.b-oc.b)*(c.b-oc.b)
			if best == nil || d < bd {
				best, bd = o, d
			}
		}
		for _, g := range k.gids {
			im.byGID[g] = best
		}
		best.gids = append(best.gids, k.gids...)
		best.count += k.count
		if k.key == "empty" {
			for i, g := range im.cells {
				if g == 0 {
					im.cells[i] = best.gids[0]
				}
			}
		}
	}
	im.note("%d kinds of tile, more than the %d terrain types a map may have: the %d rarest take the terrain of the nearest colour", len(im.kinds), maxTerrains, len(drop))
	kept := map[*kind]bool{}
	for _, k := range keep {
		kept[k] = true
	}
	var out []*kind
	for _, k := range im.kinds {
		if kept[k] {
			out = append(out, k)
		}
	}
	im.kinds = out
}

func parseHex(s string) rgb {
	v, _ := strconv.ParseUint(strings.TrimPrefix(s, "#"), 16, 32)
	return rgb{float64(v >> 16 & 255), float64(v >> 8 & 255), float64(v & 255)}
}

// kindAt is the terrain type of cell i.
func (im *importer) kindAt(i int) *kind {
	if g := im.cells[i]; g != 0 {
		return im.byGID[g]
	}
	for _, k := range im.kinds {
		if k.key == "empty" {
			return k
		}
	}
	return nil
}
