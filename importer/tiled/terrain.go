package tiled

import (
	"fmt"
	"image"
	_ "image/gif" // tileset images
	_ "image/jpeg"
	_ "image/png"
	"path/filepath"
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
}

// rgb is a colour's red, green and blue.
type rgb struct{ r, g, b float64 }

// terrain turns the chosen tiles into terrain types and each cell's type.
func (im *importer) terrain() error {
	im.byGID = map[uint32]*kind{}
	byKey := map[string]*kind{}
	unknown := map[uint32]bool{}
	for i, g := range im.cells {
		if g != 0 {
			if k := im.byGID[g]; k != nil {
				k.count++
				continue
			}
		}
		key, name := "empty", "No tile"
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
				key, name = tileKey(ts, local, t)
			}
		}
		k := byKey[strings.ToLower(key)]
		if k == nil {
			k = &kind{key: key, name: name, first: i}
			byKey[strings.ToLower(key)] = k
			im.kinds = append(im.kinds, k)
		}
		if t != nil {
			k.props(im, t)
		}
		k.count++
		if g != 0 {
			im.byGID[g] = k
			k.gids = append(k.gids, g)
		}
	}
	im.pictureColors()
	for _, k := range im.kinds {
		im.colorOf(k)
	}
	if len(im.kinds) > maxTerrains {
		im.merge()
	}
	im.ids()
	return nil
}

// tileKey names a tile's terrain type: its terrain property, else its
// class, else the tile itself.
func tileKey(ts *tileset, local uint32, t *tile) (key, name string) {
	if t != nil {
		if p, ok := property(t.props, "terrain"); ok && strings.TrimSpace(p.value) != "" {
			v := strings.TrimSpace(p.value)
			return "n:" + v, v
		}
		if c := strings.TrimSpace(t.class); c != "" {
			return "n:" + c, c
		}
	}
	key = "t:" + strconv.FormatUint(uint64(ts.firstGID+local), 10)
	if ts.name != "" {
		return key, fmt.Sprintf("%s %d", ts.name, local)
	}
	return key, fmt.Sprintf("Tile %d", ts.firstGID+local)
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

// colorOf works out a terrain type's colour when no property gave one:
// the average colour of its tiles' images, else grey.
func (im *importer) colorOf(k *kind) {
	if k.color != "" {
		return
	}
	if k.key == "empty" {
		k.color = "#ffffff"
		im.note("%d cells have no tile: terrain %q (white)", k.count, k.name)
		return
	}
	var sum rgb
	n := 0
	why := ""
	for _, g := range k.gids {
		tc := im.colors[g]
		if tc.err != nil {
			why = tc.err.Error()
			continue
		}
		sum.r, sum.g, sum.b = sum.r+tc.c.r, sum.g+tc.c.g, sum.b+tc.c.b
		n++
	}
	if n == 0 {
		k.color = grey
		im.note("terrain %q: no colour from its tiles (%s): grey", k.name, why)
		return
	}
	k.color = hexColor(rgb{sum.r / float64(n), sum.g / float64(n), sum.b / float64(n)})
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
	for _, k := range im.kinds {
		if k.color != "" {
			continue
		}
		for _, g := range k.gids {
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
