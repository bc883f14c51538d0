package tiled

import (
	"bytes"
	"compress/gzip"
	"compress/zlib"
	"encoding/base64"
	"encoding/binary"
	"encoding/json"
	"fmt"
	"image"
	"image/color"
	"image/png"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// This file writes Tiled maps the way Tiled's format documentation
// describes them, for the tests to import: both formats, every
// orientation and stagger, every encoding, tilesets embedded or apart.

// genSpec says what kind of Tiled map to write.
type genSpec struct {
	format    string // "tmx" | "tmj"
	orient    string // "orthogonal" | "hexagonal"
	axis      string // hexagonal: "x" | "y"
	index     string // hexagonal: "odd" | "even"
	enc       string // "csv" | "base64" | "zlib" | "gzip" | "zstd"
	external  bool   // the tileset in its own .tsx/.tsj file
	terrainBy string // "class" | "property" | "colour" | "type" (Tiled < 1.9's tile type)
	cols      int
	rows      int
}

func (s genSpec) String() string {
	o := s.orient
	if o == "hexagonal" {
		o = "hex-" + s.axis + "-" + s.index
	}
	ts := "embedded"
	if s.external {
		ts = "external"
	}
	return fmt.Sprintf("%s/%s/%s/%s/%s", s.format, o, s.enc, ts, s.terrainBy)
}

// Tile sizes: hexes are deliberately not regular (Tiled allows any), so an
// object's cell must be found in Tiled's layout, not Sandtable's.
func (s genSpec) tileSize() (w, h, side int) {
	switch {
	case s.orient != "hexagonal":
		return 16, 16, 0
	case s.axis == "x":
		return 32, 28, 16
	}
	return 28, 32, 16
}

// The tileset: four tiles of one colour each in a 2×2 image, each with a
// fully transparent border column that must not count in its colour.
var tileColors = [4]color.NRGBA{{200, 40, 40, 255}, {40, 160, 40, 255}, {40, 40, 200, 255}, {220, 200, 60, 255}}

// Class names of the four tiles: tiles 0 and 3 share a terrain.
var tileClasses = [4]string{"Grass land", "forest", "water", "Grass land"}

// genGID is the tile of cell (c, r) before flags: a pattern using all four
// tiles, with the flip flags set on some cells.
func genGID(c, r int) uint32 {
	g := uint32(1 + (c*3+r*5+c*r)%4)
	switch (c + 2*r) % 5 {
	case 1:
		g |= 0x80000000 // flipped horizontally
	case 3:
		g |= 0x60000000 // flipped vertically and diagonally
	case 4:
		g |= 0x10000000 // rotated 120° (hex)
	}
	return g
}

// genObject is an object to write, at cell (col, row)'s centre in Tiled's
// pixels plus (dx, dy).
type genObject struct {
	id       int
	name     string
	class    string
	shape    string // "point" | "rect" | "ellipse" | "polygon" | "text"
	col, row int
	dx, dy   float64
	vp       int
}

// tiledCentre is the centre of cell (col, row) in Tiled's pixels, worked
// out from the format's definition: on a hexagonal map the columns (axis x)
// or rows (axis y) whose zero-based index is odd (staggerindex odd) or even
// are shifted by half a tile down or right; the staggered axis advances by
// the tile minus the part the next column or row overlaps.
func (s genSpec) tiledCentre(col, row int) (x, y float64) {
	w, h, side := s.tileSize()
	fw, fh := float64(w), float64(h)
	if s.orient != "hexagonal" {
		return float64(col)*fw + fw/2, float64(row)*fh + fh/2
	}
	shifted := func(i int) bool { return (i%2 == 1) == (s.index == "odd") }
	if s.axis == "x" {
		step := float64((w-side)/2 + side) // 24 for 32×28 tiles with side 16
		x, y = float64(col)*step+fw/2, float64(row)*fh+fh/2
		if shifted(col) {
			y += fh / 2
		}
		return x, y
	}
	step := float64((h-side)/2 + side)
	x, y = float64(col)*fw+fw/2, float64(row)*step+fh/2
	if shifted(row) {
		x += fw / 2
	}
	return x, y
}

func genObjects(s genSpec) []genObject {
	w, h, _ := s.tileSize()
	return []genObject{
		{id: 1, name: "Aubrecourt", class: "town", shape: "point", col: 2, row: 1, vp: 2},
		// Near the cell's edge: left corner (flat) or bottom tip (pointy).
		{id: 2, name: "Fort Bell", class: "fortress", shape: "rect", col: 4, row: 3, dx: edgeDX(s, w), dy: edgeDY(s, h)},
		{id: 3, name: "Aubrecourt", class: "port", shape: "ellipse", col: 3, row: 1},
		{id: 4, name: "", shape: "point", col: 0, row: 0},
		{id: 5, name: "Lake shore", shape: "polygon", col: 1, row: 1},
		{id: 6, name: "Note", shape: "text", col: 1, row: 2},
		{id: 7, name: "Mill", class: "windmill", shape: "point", col: 0, row: s.rows - 1},
	}
}

func edgeDX(s genSpec, w int) float64 {
	if s.orient == "hexagonal" && s.axis == "x" {
		return -float64(w)/2 + 2
	}
	return 0
}

func edgeDY(s genSpec, h int) float64 {
	if s.orient == "hexagonal" && s.axis == "x" {
		return 0
	}
	return float64(h)/2 - 2
}

// writeTilesetPNG writes the 2×2 tileset image of w×h tiles.
func writeTilesetPNG(t testing.TB, path string, w, h int) {
	t.Helper()
	img := image.NewNRGBA(image.Rect(0, 0, 2*w, 2*h))
	for i, c := range tileColors {
		x0, y0 := (i%2)*w, (i/2)*h
		for y := y0; y < y0+h; y++ {
			for x := x0; x < x0+w; x++ {
				if x == x0 {
					img.SetNRGBA(x, y, color.NRGBA{255, 255, 255, 0})
					continue
				}
				img.SetNRGBA(x, y, c)
			}
		}
	}
	var b bytes.Buffer
	if err := png.Encode(&b, img); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, b.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
}

// encodeData is a layer's data as Tiled writes it in encoding enc.
func encodeData(t testing.TB, gids []uint32, enc string) (text, encoding, compression string) {
	t.Helper()
	if enc == "csv" {
		var parts []string
		for _, g := range gids {
			parts = append(parts, fmt.Sprint(g))
		}
		return "\n" + strings.Join(parts, ",") + "\n", "csv", ""
	}
	raw := make([]byte, 4*len(gids))
	for i, g := range gids {
		binary.LittleEndian.PutUint32(raw[4*i:], g)
	}
	var b bytes.Buffer
	switch enc {
	case "base64":
		b.Write(raw)
	case "zlib":
		zw := zlib.NewWriter(&b)
		zw.Write(raw)
		zw.Close()
		compression = "zlib"
	case "gzip":
		gw := gzip.NewWriter(&b)
		gw.Write(raw)
		gw.Close()
		compression = "gzip"
	case "zstd":
		b.Write(raw) // not really zstd: the importer refuses it before reading
		compression = "zstd"
	default:
		t.Fatalf("unknown encoding %q", enc)
	}
	return "\n   " + base64.StdEncoding.EncodeToString(b.Bytes()) + "\n  ", "base64", compression
}

// genMap writes the map (and its tileset and image) in dir and returns the
// map's path.
func genMap(t testing.TB, dir string, s genSpec, layers ...[]uint32) string {
	t.Helper()
	w, h, side := s.tileSize()
	writeTilesetPNG(t, filepath.Join(dir, "tiles.png"), w, h)
	if len(layers) == 0 {
		var gids []uint32
		for r := 0; r < s.rows; r++ {
			for c := 0; c < s.cols; c++ {
				gids = append(gids, genGID(c, r))
			}
		}
		layers = [][]uint32{gids}
	}
	if s.format == "tmx" {
		return genTMX(t, dir, s, w, h, side, layers)
	}
	return genTMJ(t, dir, s, w, h, side, layers)
}

func genTMX(t testing.TB, dir string, s genSpec, w, h, side int, layers [][]uint32) string {
	var ts strings.Builder
	fmt.Fprintf(&ts, `name="terrain" tilewidth="%d" tileheight="%d" tilecount="4" columns="2">
  <image source="tiles.png" width="%d" height="%d"/>
`, w, h, 2*w, 2*h)
	for i := range tileClasses {
		switch s.terrainBy {
		case "class":
			fmt.Fprintf(&ts, "  <tile id=\"%d\" class=\"%s\"/>\n", i, tileClasses[i])
		case "type":
			fmt.Fprintf(&ts, "  <tile id=\"%d\" type=\"%s\"/>\n", i, tileClasses[i])
		case "property":
			fmt.Fprintf(&ts, "  <tile id=\"%d\">\n   <properties>\n    <property name=\"terrain\" value=\"%s\"/>\n   </properties>\n  </tile>\n", i, tileClasses[i])
		}
	}
	var b strings.Builder
	b.WriteString(`<?xml version="1.0" encoding="UTF-8"?>` + "\n")
	fmt.Fprintf(&b, `<map version="1.10" tiledversion="1.10.2" orientation="%s" renderorder="right-down" width="%d" height="%d" tilewidth="%d" tileheight="%d" infinite="0"`,
		s.orient, s.cols, s.rows, w, h)
	if s.orient == "hexagonal" {
		fmt.Fprintf(&b, ` hexsidelength="%d" staggeraxis="%s" staggerindex="%s"`, side, s.axis, s.index)
	}
	b.WriteString(` nextlayerid="5" nextobjectid="10">` + "\n")
	b.WriteString(" <properties>\n  <property name=\"name\" value=\"Generated &amp; tested\"/>\n  <property name=\"description\" value=\"A map &quot;made&quot; by the test.\"/>\n </properties>\n")
	if s.external {
		tsx := `<?xml version="1.0" encoding="UTF-8"?>` + "\n<tileset version=\"1.10\" " + ts.String() + "</tileset>\n"
		if err := os.WriteFile(filepath.Join(dir, "terrain.tsx"), []byte(tsx), 0o644); err != nil {
			t.Fatal(err)
		}
		b.WriteString(" <tileset firstgid=\"1\" source=\"terrain.tsx\"/>\n")
	} else {
		b.WriteString(" <tileset firstgid=\"1\" " + ts.String() + " </tileset>\n")
	}
	for i, gids := range layers {
		text, enc, comp := encodeData(t, gids, s.enc)
		fmt.Fprintf(&b, " <layer id=\"%d\" name=\"Ground %d\" width=\"%d\" height=\"%d\">\n  <data encoding=\"%s\"", i+1, i+1, s.cols, s.rows, enc)
		if comp != "" {
			fmt.Fprintf(&b, " compression=\"%s\"", comp)
		}
		fmt.Fprintf(&b, ">%s</data>\n </layer>\n", text)
	}
	b.WriteString(" <objectgroup id=\"4\" name=\"Places\">\n")
	for _, o := range genObjects(s) {
		x, y := s.tiledCentre(o.col, o.row)
		x, y = x+o.dx, y+o.dy
		attrs := fmt.Sprintf(`id="%d"`, o.id)
		if o.name != "" {
			attrs += fmt.Sprintf(` name="%s"`, o.name)
		}
		if o.class != "" {
			attrs += fmt.Sprintf(` type="%s"`, o.class)
		}
		props := ""
		if o.vp != 0 {
			props = fmt.Sprintf("   <properties>\n    <property name=\"vp\" type=\"int\" value=\"%d\"/>\n   </properties>\n", o.vp)
		}
		switch o.shape {
		case "point":
			fmt.Fprintf(&b, "  <object %s x=\"%g\" y=\"%g\">\n%s   <point/>\n  </object>\n", attrs, x, y, props)
		case "rect":
			fmt.Fprintf(&b, "  <object %s x=\"%g\" y=\"%g\" width=\"2\" height=\"2\">\n%s  </object>\n", attrs, x-1, y-1, props)
		case "ellipse":
			fmt.Fprintf(&b, "  <object %s x=\"%g\" y=\"%g\" width=\"6\" height=\"4\">\n%s   <ellipse/>\n  </object>\n", attrs, x-3, y-2, props)
		case "polygon":
			fmt.Fprintf(&b, "  <object %s x=\"%g\" y=\"%g\">\n   <polygon points=\"0,0 4,0 4,4\"/>\n  </object>\n", attrs, x, y)
		case "text":
			fmt.Fprintf(&b, "  <object %s x=\"%g\" y=\"%g\" width=\"40\" height=\"20\">\n   <text wrap=\"1\">Hello</text>\n  </object>\n", attrs, x, y)
		}
	}
	b.WriteString(" </objectgroup>\n</map>\n")
	path := filepath.Join(dir, "gen.tmx")
	if err := os.WriteFile(path, []byte(b.String()), 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

func genTMJ(t testing.TB, dir string, s genSpec, w, h, side int, layers [][]uint32) string {
	ts := map[string]any{
		"name": "terrain", "tilewidth": w, "tileheight": h, "tilecount": 4, "columns": 2,
		"image": "tiles.png", "imagewidth": 2 * w, "imageheight": 2 * h, "margin": 0, "spacing": 0,
	}
	var tiles []any
	for i := range tileClasses {
		switch s.terrainBy {
		case "class":
			tiles = append(tiles, map[string]any{"id": i, "class": tileClasses[i]})
		case "type":
			tiles = append(tiles, map[string]any{"id": i, "type": tileClasses[i]})
		case "property":
			tiles = append(tiles, map[string]any{"id": i, "properties": []any{
				map[string]any{"name": "terrain", "type": "string", "value": tileClasses[i]}}})
		}
	}
	if tiles != nil {
		ts["tiles"] = tiles
	}
	m := map[string]any{
		"type": "map", "version": "1.10", "tiledversion": "1.10.2", "orientation": s.orient,
		"renderorder": "right-down", "width": s.cols, "height": s.rows, "tilewidth": w, "tileheight": h,
		"infinite": false, "nextlayerid": 5, "nextobjectid": 10,
		"properties": []any{
			map[string]any{"name": "name", "type": "string", "value": "Generated & tested"},
			map[string]any{"name": "description", "type": "string", "value": `A map "made" by the test.`},
		},
	}
	if s.orient == "hexagonal" {
		m["hexsidelength"], m["staggeraxis"], m["staggerindex"] = side, s.axis, s.index
	}
	if s.external {
		ts["type"] = "tileset"
		data, _ := json.MarshalIndent(ts, "", " ")
		if err := os.WriteFile(filepath.Join(dir, "terrain.tsj"), data, 0o644); err != nil {
			t.Fatal(err)
		}
		m["tilesets"] = []any{map[string]any{"firstgid": 1, "source": "terrain.tsj"}}
	} else {
		ts["firstgid"] = 1
		m["tilesets"] = []any{ts}
	}
	var ls []any
	for i, gids := range layers {
		l := map[string]any{"type": "tilelayer", "id": i + 1, "name": fmt.Sprintf("Ground %d", i+1),
			"width": s.cols, "height": s.rows, "visible": true, "opacity": 1, "x": 0, "y": 0}
		if s.enc == "csv" {
			l["data"] = gids // Tiled's JSON "csv" is a plain array
		} else {
			text, enc, comp := encodeData(t, gids, s.enc)
			l["data"], l["encoding"] = strings.TrimSpace(text), enc
			if comp != "" {
				l["compression"] = comp
			}
		}
		ls = append(ls, l)
	}
	var objs []any
	for _, o := range genObjects(s) {
		x, y := s.tiledCentre(o.col, o.row)
		x, y = x+o.dx, y+o.dy
		jo := map[string]any{"id": o.id, "name": o.name, "type": o.class, "rotation": 0, "visible": true}
		if o.vp != 0 {
			jo["properties"] = []any{map[string]any{"name": "vp", "type": "int", "value": o.vp}}
		}
		switch o.shape {
		case "point":
			jo["x"], jo["y"], jo["width"], jo["height"], jo["point"] = x, y, 0, 0, true
		case "rect":
			jo["x"], jo["y"], jo["width"], jo["height"] = x-1, y-1, 2, 2
		case "ellipse":
			jo["x"], jo["y"], jo["width"], jo["height"], jo["ellipse"] = x-3, y-2, 6, 4, true
		case "polygon":
			jo["x"], jo["y"], jo["polygon"] = x, y, []any{map[string]any{"x": 0, "y": 0}, map[string]any{"x": 4, "y": 0}, map[string]any{"x": 4, "y": 4}}
		case "text":
			jo["x"], jo["y"], jo["width"], jo["height"], jo["text"] = x, y, 40, 20, map[string]any{"text": "Hello", "wrap": true}
		}
		objs = append(objs, jo)
	}
	ls = append(ls, map[string]any{"type": "objectgroup", "id": 4, "name": "Places", "draworder": "topdown",
		"objects": objs, "visible": true, "opacity": 1, "x": 0, "y": 0})
	m["layers"] = ls
	data, err := json.MarshalIndent(m, "", " ")
	if err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(dir, "gen.tmj")
	if err := os.WriteFile(path, data, 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}
