package tiled

import (
	"strconv"
	"strings"
)

// The model is what the importer keeps of a Tiled map, whichever of the
// two formats (XML .tmx, JSON .tmj) it was read from.

// tmap is one Tiled map.
type tmap struct {
	orientation  string // orthogonal | isometric | staggered | hexagonal
	width        int    // in tiles
	height       int
	tileW, tileH int // pixels
	hexSide      int // hexagonal: hexsidelength
	staggerAxis  string
	staggerIndex string
	infinite     bool
	props        []prop
	tilesets     []*tileset
	layers       []*layer // every layer, groups flattened, bottom to top
}

// prop is a custom property; value is its text.
type prop struct {
	name, typ, value string
}

// tileset is one tileset, embedded or read from its own file.
type tileset struct {
	firstGID    uint32
	name        string
	file        string // where it came from, for messages (the map or a .tsx/.tsj)
	dir         string // directory its image paths are relative to
	tileW       int
	tileH       int
	spacing     int
	margin      int
	columns     int
	tileCount   int
	image       *timage          // atlas image; nil for an image collection
	tiles       map[uint32]*tile // tiles with their own data, by local id
	hasTileList bool             // image collection: only listed tiles exist
	wangsets    []*wangset       // named terrains (Tiled's terrain sets; older terrain types as one)
}

// wangset is one of a tileset's terrain sets (Tiled 1.5 and later call
// them wang sets; the terrain types of older versions are read as one of
// type corner): named terrains ("colours"), and for each tile the terrain
// at its corners and edges.
type wangset struct {
	name   string
	typ    string // corner | edge | mixed
	colors []wangColor
	// tiles is each tile's wang id, by local tile id: the colour number
	// (1-based into colors; 0 for none) at its top, top-right, right,
	// bottom-right, bottom, bottom-left, left and top-left.
	tiles map[uint32][8]int
	old   bool // written by Tiled 1.1 to 1.4 in a form not read
}

// set records a tile's wang id from its eight numbers as written; values
// that are not colours of the set count as none.
func (ws *wangset) set(local uint32, f []string) {
	var id [8]int
	for i := range id {
		if i < len(f) {
			if v, err := strconv.Atoi(strings.TrimSpace(f[i])); err == nil && v > 0 && v <= len(ws.colors) {
				id[i] = v
			}
		}
	}
	ws.tiles[local] = id
}

// setCorners records a tile's terrain types as Tiled before 1.5 wrote
// them: the 0-based terrain at its top-left, top-right, bottom-left and
// bottom-right corners, -1 for none.
func (ws *wangset) setCorners(local uint32, c [4]int) {
	var id [8]int
	for i, at := range [4]int{7, 1, 5, 3} {
		if c[i] >= 0 && c[i] < len(ws.colors) {
			id[at] = c[i] + 1
		}
	}
	ws.tiles[local] = id
}

// wangColor is one named terrain of a wang set.
type wangColor struct {
	name  string
	color string // Tiled's marker colour for it, "#rrggbb" or ""
	tile  int    // local id of the tile that shows it, -1 for none
}

// timage is an image reference: its path relative to the tileset's dir.
type timage struct {
	source string
}

// tile is a tile that has its own class, properties or image.
type tile struct {
	class string
	props []prop
	image *timage
}

// layerKind tells the kinds of layer apart.
type layerKind int

const (
	tileLayer layerKind = iota
	objectLayer
	imageLayer
)

// layer is a tile, object or image layer.
type layer struct {
	kind     layerKind
	name     string
	visible  bool
	width    int
	height   int
	offX     float64
	offY     float64
	encoding string // tile layers: "", "csv", "base64"
	compress string // "", "zlib", "gzip", "zstd"
	text     string // the data's text (csv or base64)
	gids     []uint32
	hasGIDs  bool // gids given as numbers (JSON array, XML <tile> elements)
	chunks   bool // the data comes in chunks (infinite maps)
	objects  []object
}

// object is an object of an object layer.
type object struct {
	id       int
	name     string
	class    string
	x, y     float64
	w, h     float64
	rotation float64 // degrees, clockwise
	gid      uint32
	point    bool
	ellipse  bool
	polygon  bool
	polyline bool
	text     bool
	visible  bool
	props    []prop
}

// property looks a property up by name, case-insensitively; ok is false
// when there is none.
func property(props []prop, name string) (prop, bool) {
	for _, p := range props {
		if equalFold(p.name, name) {
			return p, true
		}
	}
	return prop{}, false
}

func equalFold(a, b string) bool {
	if len(a) != len(b) {
		return false
	}
	for i := 0; i < len(a); i++ {
		x, y := a[i], b[i]
		if 'A' <= x && x <= 'Z' {
			x += 'a' - 'A'
		}
		if 'A' <= y && y <= 'Z' {
			y += 'a' - 'A'
		}
		if x != y {
			return false
		}
	}
	return true
}
