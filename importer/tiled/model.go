package tiled

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
