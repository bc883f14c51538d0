package tiled

import (
	"fmt"
	"math"
	"path/filepath"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"sandtable/board"
)

// slug makes an id of a name: ASCII letters, digits, '_', '-' and '.',
// starting with a letter or digit, at most 64 bytes; "" when nothing is
// left.
func slug(name string) string {
	var b strings.Builder
	under := false
	for _, r := range strings.ToLower(name) {
		switch {
		case r < utf8.RuneSelf && (unicode.IsLetter(r) || unicode.IsDigit(r)), r == '-', r == '.':
			if b.Len() == 0 && (r == '-' || r == '.') {
				continue
			}
			if under && b.Len() > 0 {
				b.WriteByte('_')
			}
			under = false
			b.WriteRune(r)
		default:
			under = true
		}
		if b.Len() >= 60 {
			break
		}
	}
	return b.String()
}

// unique returns id, or id with a number added, that is not yet in used
// (ignoring case), and adds it.
func unique(id string, used map[string]bool) string {
	try := id
	for n := 2; used[strings.ToLower(try)]; n++ {
		try = id + "_" + strconv.Itoa(n)
	}
	used[strings.ToLower(try)] = true
	return try
}

// symbolPool is the characters terrain_rows may use, besides a terrain's
// own initial: printable ASCII but quotes, backslash and space, then
// Latin and Greek letters, enough for 255 terrain types.
var symbolPool = func() []rune {
	var out []rune
	for r := rune('!'); r <= '~'; r++ {
		if !strings.ContainsRune("\"'\\`", r) {
			out = append(out, r)
		}
	}
	for r := rune(0xC0); r <= 0x17F; r++ {
		if r != 0xD7 && r != 0xF7 {
			out = append(out, r)
		}
	}
	for r := rune(0x391); r <= 0x3C9; r++ {
		if unicode.IsLetter(r) {
			out = append(out, r)
		}
	}
	return out
}()

// ids gives each terrain type an id and a symbol: its initial when free.
func (im *importer) ids() {
	used := map[string]bool{}
	taken := map[rune]bool{}
	for i, k := range im.kinds {
		id := slug(k.name)
		if id == "" {
			id = "terrain" + strconv.Itoa(i+1)
		}
		k.id = unique(id, used)
	}
	for _, k := range im.kinds {
		// Its initial, else its last digit ("terrain_2" is '2'), else its
		// initial in capitals, else a letter or digit of its id from the
		// end, else any free symbol.
		var try []rune
		if k.key == "empty" {
			try = append(try, '.')
		}
		if k.id != "" {
			first, last := rune(k.id[0]), rune(k.id[len(k.id)-1])
			try = append(try, first)
			if unicode.IsDigit(last) {
				try = append(try, last) // numbered tiles: their number
			}
			try = append(try, unicode.ToUpper(first))
		}
		for i := len(k.id) - 1; i > 0; i-- {
			if r := rune(k.id[i]); unicode.IsLetter(r) || unicode.IsDigit(r) {
				try = append(try, r)
			}
		}
		for _, r := range try {
			if !taken[r] {
				k.symbol = r
				break
			}
		}
		if k.symbol == 0 {
			for _, r := range symbolPool {
				if !taken[r] {
					k.symbol = r
					break
				}
			}
		}
		taken[k.symbol] = true
	}
}

// place is a place of the imported map: objects of one name.
type place struct {
	name  string
	kinds []string
	cells []string
	vp    int
}

// placeKinds are Sandtable's place kinds, which an object's class may name.
var placeKinds = []string{"city", "town", "fortress", "port", "capital", "victory",
	"supply_source", "reinforcement_zone", "airfield", "other"}

// topology is the Sandtable grid the map becomes, for cell labels.
func (im *importer) topology() (board.OffsetGrid, error) {
	m := im.m
	var t board.Topology
	var err error
	labels := board.Labels{FirstCol: 1 + im.c0, FirstRow: 1 + im.r0}
	if m.orientation == "hexagonal" {
		t, err = board.NewHex(board.HexSpec{Pointy: m.staggerAxis == "y", Cols: im.cols, Rows: im.rows,
			Size: im.hexSize(), ShoveOdd: im.shoveOdd(), Labels: labels})
	} else {
		t, err = board.NewSquare(board.SquareSpec{Cols: im.cols, Rows: im.rows, Size: im.squareSize(), Labels: labels})
	}
	if err != nil {
		return nil, err
	}
	return t.(board.OffsetGrid), nil
}

// shoveOdd reports whether the cropped grid's odd zero-based rows
// (pointy-top) or columns (flat-top) are the shifted ones: Tiled's
// stagger index, turned over when an odd number of rows or columns was
// cropped off before them.
func (im *importer) shoveOdd() bool {
	odd := im.m.staggerIndex != "even"
	cut := im.c0
	if im.m.staggerAxis == "y" {
		cut = im.r0
	}
	return odd != (cut%2 == 1)
}

// hexSize is the Sandtable hex size (centre to corner) nearest Tiled's
// tiles: half the tile's height (pointy-top) or width (flat-top).
func (im *importer) hexSize() float64 {
	s := im.m.tileW
	if im.m.staggerAxis == "y" {
		s = im.m.tileH
	}
	return math.Max(1, math.Min(1000, float64(s)/2))
}

func (im *importer) squareSize() float64 {
	return math.Max(1, math.Min(1000, float64(im.m.tileW)))
}

// objects turns named objects of the visible object layers into places.
func (im *importer) objects() error {
	grid, err := im.topology()
	if err != nil {
		return err
	}
	byName := map[string]*place{}
	placeCells := 0
	for _, l := range im.m.layers {
		if l.kind != objectLayer {
			continue
		}
		if !l.visible {
			if len(l.objects) > 0 {
				im.note("object layer %q: hidden in Tiled, its %d objects not imported", l.name, len(l.objects))
			}
			continue
		}
		for _, o := range l.objects {
			what := fmt.Sprintf("object %d", o.id)
			if o.name != "" {
				what = fmt.Sprintf("object %d (%q)", o.id, o.name)
			}
			what = fmt.Sprintf("layer %q: %s", l.name, what)
			var p point
			switch {
			case !o.visible:
				im.note("%s: hidden in Tiled, not imported", what)
				continue
			case o.polygon || o.polyline:
				im.note("%s: polygons and polylines are not imported (Sandtable places are cells)", what)
				continue
			case o.text:
				im.note("%s: text objects are not imported (Sandtable maps have no free labels)", what)
				continue
			case o.point:
				p = point{o.x, o.y}
			case o.gid != 0:
				// A tile object's position is its bottom-left corner.
				p = rotate(o.x, o.y, o.w/2, -o.h/2, o.rotation)
			default: // rectangle or ellipse: its middle
				p = rotate(o.x, o.y, o.w/2, o.h/2, o.rotation)
			}
			if o.name == "" {
				im.note("%s: has no name, not imported (a place needs one)", what)
				continue
			}
			p.x, p.y = p.x+l.offX, p.y+l.offY
			col, row, ok := im.lay.cellAt(p)
			if !ok {
				im.note("%s: at (%g, %g), off the map, not imported", what, p.x, p.y)
				continue
			}
			col, row = col-im.c0, row-im.r0
			if col < 0 || row < 0 || col >= im.cols || row >= im.rows {
				im.note("%s: on a cell with no tile around the map's tiles, left off the map: not imported", what)
				continue
			}
			label := grid.Label(grid.FromOffset(col, row))
			kind := "other"
			if c := strings.ToLower(strings.TrimSpace(o.class)); c != "" {
				if contains(placeKinds, c) {
					kind = c
				} else {
					im.note("%s: class %q is not a place kind (%s): kind other", what, o.class, strings.Join(placeKinds, ", "))
				}
			}
			vp := 0
			if pr, ok := property(o.props, "vp"); ok {
				v, err := strconv.Atoi(strings.TrimSpace(pr.value))
				if err != nil || v < -1_000_000 || v > 1_000_000 {
					im.note("%s: vp %q is not a whole number", what, pr.value)
				} else {
					vp = v
				}
			}
			name := strings.TrimSpace(o.name)
			pl := byName[strings.ToLower(name)]
			if pl == nil {
				if len(im.places) >= MaxPlaces {
					im.note("%s: more than %d places, not imported", what, MaxPlaces)
					continue
				}
				pl = &place{name: name}
				byName[strings.ToLower(name)] = pl
				im.places = append(im.places, pl)
			}
			if !contains(pl.kinds, kind) {
				pl.kinds = append(pl.kinds, kind)
			}
			if !contains(pl.cells, label) {
				if placeCells >= MaxPlaces {
					im.note("%s: more than %d cells of places, not imported", what, MaxPlaces)
					continue
				}
				placeCells++
				pl.cells = append(pl.cells, label)
			}
			pl.vp = max(pl.vp, vp)
		}
	}
	for _, pl := range im.places {
		if len(pl.kinds) > 1 && contains(pl.kinds, "other") {
			pl.kinds = remove(pl.kinds, "other")
		}
	}
	return nil
}

// rotate is (x, y) plus (dx, dy) turned clockwise by deg degrees about
// (x, y), as Tiled rotates objects about their position.
func rotate(x, y, dx, dy, deg float64) point {
	if deg == 0 {
		return point{x + dx, y + dy}
	}
	s, c := math.Sincos(deg * math.Pi / 180)
	return point{x + dx*c - dy*s, y + dx*s + dy*c}
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

func remove(list []string, s string) []string {
	var out []string
	for _, x := range list {
		if x != s {
			out = append(out, x)
		}
	}
	return out
}

// write is the map file's text.
func (im *importer) write() ([]byte, error) {
	m := im.m
	var b strings.Builder
	base := strings.TrimSuffix(filepath.Base(im.file), filepath.Ext(im.file))
	fmt.Fprintf(&b, "# Imported from the Tiled map %s by sandtable import.\n", oneLine(filepath.Base(im.file)))
	b.WriteString("format = \"sandtable-map\"\nversion = 1\n\n")
	id := slug(base)
	if p, ok := property(m.props, "id"); ok && slug(p.value) != "" {
		id = slug(p.value)
	}
	if id == "" {
		id = "tiled-map"
	}
	name := base
	if p, ok := property(m.props, "name"); ok && strings.TrimSpace(p.value) != "" {
		name = strings.TrimSpace(p.value)
	}
	fmt.Fprintf(&b, "id = %s\nname = %s\n", quote(id), quote(name))
	if p, ok := property(m.props, "description"); ok && strings.TrimSpace(p.value) != "" {
		fmt.Fprintf(&b, "description = %s\n", quote(strings.TrimSpace(p.value)))
	}
	b.WriteString("terrain_rows = [\n")
	row := make([]rune, 0, im.cols)
	for r := 0; r < im.rows; r++ {
		row = row[:0]
		for c := 0; c < im.cols; c++ {
			row = append(row, im.kindAt(r*im.cols+c).symbol)
		}
		fmt.Fprintf(&b, "  %s,\n", quote(string(row)))
	}
	b.WriteString("]\n\n[grid]\n")
	if m.orientation == "hexagonal" {
		orient, shove := "flat", "odd"
		if m.staggerAxis == "y" {
			orient = "pointy"
		}
		if !im.shoveOdd() {
			shove = "even"
		}
		fmt.Fprintf(&b, "kind = \"hex\"\norientation = %q\ncols = %d\nrows = %d\nsize = %s\nshove = %q\n",
			orient, im.cols, im.rows, num(im.hexSize()), shove)
		im.noteHexShape()
	} else {
		if m.tileW != m.tileH {
			im.note("tiles of %d×%d pixels become squares of %d", m.tileW, m.tileH, int(im.squareSize()))
		}
		fmt.Fprintf(&b, "kind = \"square\"\ncols = %d\nrows = %d\nsize = %s\n", im.cols, im.rows, num(im.squareSize()))
	}
	if im.c0 != 0 || im.r0 != 0 {
		fmt.Fprintf(&b, "\n[grid.labels]\nfirst_col = %d\nfirst_row = %d\n", im.c0+1, im.r0+1)
	}
	for _, k := range im.kinds {
		fmt.Fprintf(&b, "\n[terrain.%s]\nname = %s\ncolor = %s\nsymbol = %s\n", k.id, quote(k.name), quote(k.color), quote(string(k.symbol)))
		if k.moveCost != nil {
			fmt.Fprintf(&b, "move_cost = %d\n", *k.moveCost)
		}
		if k.impassable {
			b.WriteString("impassable = true\n")
		}
	}
	for _, p := range im.places {
		fmt.Fprintf(&b, "\n[[place]]\nname = %s\nkinds = %s\ncells = %s\n", quote(p.name), quoteList(p.kinds), quoteList(p.cells))
		if p.vp != 0 {
			fmt.Fprintf(&b, "vp = %d\n", p.vp)
		}
	}
	return []byte(b.String()), nil
}

func num(v float64) string { return strconv.FormatFloat(v, 'f', -1, 64) }

func oneLine(s string) string {
	return strings.Map(func(r rune) rune {
		if r < ' ' || r == 0x7f {
			return '?'
		}
		return r
	}, s)
}

// quote is s as a TOML basic string.
func quote(s string) string {
	var b strings.Builder
	b.WriteByte('"')
	for _, r := range s {
		switch {
		case r == '"' || r == '\\':
			b.WriteByte('\\')
			b.WriteRune(r)
		case r == '\n':
			b.WriteString(`\n`)
		case r == '\t':
			b.WriteString(`\t`)
		case r < ' ' || r == 0x7f:
			fmt.Fprintf(&b, `\u%04X`, r)
		case r == utf8.RuneError:
			b.WriteRune(unicode.ReplacementChar)
		default:
			b.WriteRune(r)
		}
	}
	b.WriteByte('"')
	return b.String()
}

func quoteList(list []string) string {
	q := make([]string, len(list))
	for i, s := range list {
		q[i] = quote(s)
	}
	return "[" + strings.Join(q, ", ") + "]"
}
