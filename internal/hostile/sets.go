package hostile

import (
	"bytes"
	"compress/zlib"
	"encoding/base64"
	"fmt"
	"image"
	"image/png"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"sandtable/importer/tiled"
	"sandtable/internal/tomlfile"
	"sandtable/maps"
)

// maxScenarioCells is maxScenarioCells (which scenarios' tests,
// importing this package, keep equal to it): the cells of a scenario's
// maps together.
const maxScenarioCells = 2 * maps.MaxCells

// Set is a hostile input of several files: a scenario and the maps it
// names, or a Tiled map and the tilesets and images it refers to.
type Set struct {
	Name  string                   // a short name, also the folder its files go in
	What  string                   // what it attacks
	Main  string                   // the file given to the program, one of Files
	Files func() map[string][]byte // makes the files: file name → text
	// Refused is the end of the error that refuses the input, or "" for
	// an input within the limits, which must be loaded (or imported) fast.
	Refused string
}

// Write writes the set's files into the folder dir and returns the path of
// its main file.
func (s Set) Write(dir string) (string, error) {
	for name, text := range s.Files() {
		if err := os.WriteFile(filepath.Join(dir, name), text, 0o644); err != nil {
			return "", err
		}
	}
	return filepath.Join(dir, s.Main), nil
}

// WriteTemp writes the set's files into a new folder of the test or
// benchmark tb and returns the path of its main file.
func (s Set) WriteTemp(tb testing.TB) string {
	tb.Helper()
	path, err := s.Write(tb.TempDir())
	if err != nil {
		tb.Fatal(err)
	}
	return path
}

// Scenarios makes the hostile scenarios: the cells their maps ask for.
func Scenarios() []Set {
	// files is a scenario naming n maps made by m, and the maps.
	files := func(n int, m func(id string) []byte) func() map[string][]byte {
		return func() map[string][]byte {
			files := map[string][]byte{}
			var refs []string
			for i := range n {
				name := fmt.Sprintf("m%d.toml", i)
				files[name] = m(fmt.Sprintf("m%d", i))
				refs = append(refs, name)
			}
			files["s.toml"] = scenario(refs)
			return files
		}
	}
	return []Set{
		{Name: "scenario-32-maps", What: "a scenario naming 32 maps of 500×500 (4.5 KB of files, each within every limit of one file): 6.1 s and 933 MB before the scenario's cells were bounded",
			Main: "s.toml", Files: files(32, func(id string) []byte { return gridMap(id, "square", 500, 500, false, 0) }),
			Refused: fmt.Sprintf("grid: %s cells bring the scenario and the files it names to %s, more than the %s cells they may have together",
				tomlfile.Count(maps.MaxCells), tomlfile.Count(3*maps.MaxCells), tomlfile.Count(maxScenarioCells))},
		// Within: as many cells as a scenario may have, on hex maps whose
		// every cell has a terrain and a region, and as many edges as the
		// values left allow.
		{Name: "scenario-max-cells", What: "two hex maps of 500×500, every cell with terrain and region, 45,000 river edges each",
			Main: "s.toml", Files: files(maxScenarioCells/maps.MaxCells, func(id string) []byte { return gridMap(id, "hex", 500, 500, true, 45000) })},
	}
}

func scenario(maps []string) []byte {
	return fmt.Appendf(nil, "format = \"sandtable-scenario\"\nversion = 1\nid = \"s\"\nname = \"S\"\nmodule = \"freeplay\"\nmaps = [\"%s\"]\ncounters = [\"builtin:test\"]\n[turns]\ncount = 1\n",
		strings.Join(maps, `", "`))
}

// gridMap is a cols×rows map; rows gives every cell a terrain and a region
// (two of each, in a pattern); edges is how many river edges it has, along
// its rows.
func gridMap(id, kind string, cols, rows int, cells bool, edges int) []byte {
	var b bytes.Buffer
	fmt.Fprintf(&b, "format = \"sandtable-map\"\nversion = 1\nid = %q\nname = %q\n", id, id)
	if cells {
		pattern := func(a, b byte) string {
			var s strings.Builder
			s.WriteString("[")
			for r := range rows {
				s.WriteString(`"`)
				for c := range cols {
					s.WriteByte(map[bool]byte{true: a, false: b}[(c*7+r*3)%5 < 2])
				}
				s.WriteString(`",`)
			}
			s.WriteString("]\n")
			return s.String()
		}
		b.WriteString("terrain_rows = " + pattern('.', 'f'))
		b.WriteString("region_rows = " + pattern('a', 'b'))
	}
	fmt.Fprintf(&b, "[grid]\nkind = %q\ncols = %d\nrows = %d\n", kind, cols, rows)
	b.WriteString("[terrain.clear]\ncolor = \"#ffffff\"\nsymbol = \".\"\n[terrain.forest]\ncolor = \"#00aa00\"\nsymbol = \"f\"\n")
	if cells {
		b.WriteString("[[region]]\nid = \"ra\"\nname = \"A\"\nsymbol = \"a\"\n[[region]]\nid = \"rb\"\nname = \"B\"\nsymbol = \"b\"\n")
	}
	if edges > 0 {
		b.WriteString("[edge_feature.river]\nname = \"River\"\n[[edge]]\nfeature = \"river\"\nbetween = [")
		for i := range edges {
			c, r := i%(cols-1)+1, i/(cols-1)+1
			fmt.Fprintf(&b, "\"%03d%03d/%03d%03d\",", c, r, c+1, r)
		}
		b.WriteString("]\n")
	}
	return b.Bytes()
}

// Imports makes the hostile Tiled maps for `sandtable import`.
func Imports() []Set {
	const head = `<?xml version="1.0" encoding="UTF-8"?>` + "\n" + `<map version="1.10" orientation="orthogonal" renderorder="right-down" width="%d" height="%d" tilewidth="16" tileheight="16" infinite="0">` + "\n"
	tmx := func(name, what string, text func() string, refused string) Set {
		return Set{Name: name, What: what, Main: name + ".tmx", Refused: refused,
			Files: func() map[string][]byte { return map[string][]byte{name + ".tmx": []byte(text())} }}
	}
	// lines is n copies of line, one a line; the (n)th is on line
	// first+n-1.
	lines := func(n int, line string) string { return strings.Repeat(line+"\n", n) }
	objectsHead := fmt.Sprintf(head, 10, 10) + `<objectgroup id="1" name="places">` + "\n" // objects from line 4
	var sets []Set
	sets = append(sets,
		tmx("tmx-objects", "400,000 objects: 2.4 s and 408 MB decoded before they were counted", func() string {
			return objectsHead + lines(400000, `<object name="Town" x="8" y="8"/>`) + "</objectgroup>\n</map>\n"
		}, fmt.Sprintf("line %d: more than %d objects", 3+tiled.MaxObjects+1, tiled.MaxObjects)),
		tmx("tmx-elements", "1,000,000 empty elements in an object, which the decoder skips one by one", func() string {
			return objectsHead + `<object id="1" name="Town" x="8" y="8">` + "\n" + lines(1000000, "<x/>") + "</object></objectgroup>\n</map>\n"
		}, fmt.Sprintf("more than %d XML elements", tiled.MaxXMLElements)),
		tmx("tmx-unknown-layers", "1,000,000 elements of a kind Tiled does not write in a map, which the decoder kept as a layer each (2.5 GB for 4,000,000)", func() string {
			return fmt.Sprintf(head, 10, 10) + lines(1000000, "<x/>") + "</map>\n"
		}, fmt.Sprintf("more than %d XML elements", tiled.MaxXMLElements)),
		tmx("tmx-attributes", "an object with 2,500,000 attributes: 500 MB in the decoder before any count could see it", func() string {
			return objectsHead + `<object id="1" name="Town"` + strings.Repeat(` a=""`, 2500000) + "/>\n</objectgroup>\n</map>\n"
		}, "line 4: more than 1024 attributes in one element"),
		tmx("tmx-many-attributes", "1,000 objects of 1,000 attributes each", func() string {
			return objectsHead + lines(1000, `<object id="1" name="Town" x="8" y="8"`+strings.Repeat(` a=""`, 996)+"/>") + "</objectgroup>\n</map>\n"
		}, fmt.Sprintf("more than %d XML attributes", tiled.MaxXMLAttributes)),
		tmx("tmx-groups", "100,000 empty groups", func() string {
			return fmt.Sprintf(head, 10, 10) + lines(100000, "<group/>") + "</map>\n"
		}, fmt.Sprintf("line %d: more than %d layers and groups", 2+tiled.MaxLayers+1, tiled.MaxLayers)),
		// Groups may nest 64 deep: elements 16 more, JSON's arrays and
		// objects 16 more than two a group.
		tmx("tmx-nested-groups", "groups nested 100,000 deep", func() string {
			return fmt.Sprintf(head, 10, 10) + strings.Repeat("<group>", 100000) + strings.Repeat("</group>", 100000) + "\n</map>\n"
		}, "line 3: elements nested more than 80 deep"),
		tmx("tmx-properties", "100,000 properties of one object", func() string {
			return objectsHead + `<object id="1" name="Town" x="8" y="8"><properties>` + "\n" + lines(100000, `<property name="a" value="b"/>`) + "</properties></object></objectgroup>\n</map>\n"
		}, fmt.Sprintf("line %d: more than %d custom properties", 4+tiled.MaxProperties+1, tiled.MaxProperties)),
		tmx("tmx-tileset-tiles", "a tileset listing 100,000 tiles", func() string {
			return fmt.Sprintf(head, 10, 10) + `<tileset firstgid="1" name="t" tilewidth="16" tileheight="16" tilecount="100000" columns="0">` + "\n" + lines(100000, `<tile id="0" type="forest"/>`) + "</tileset>\n</map>\n"
		}, fmt.Sprintf("line %d: more than %d tiles listed in tilesets", 3+tiled.MaxTilesetTiles+1, tiled.MaxTilesetTiles)),
		tmx("tmx-layer-tiles", "256 zlib layers of 500×500 (64,000,000 tiles in 370 KB)", func() string {
			return fmt.Sprintf(head, 500, 500) + lines(256, `<layer name="l" width="500" height="500"><data encoding="base64" compression="zlib">`+zlibTiles(500*500)+"</data></layer>") + "</map>\n"
		}, fmt.Sprintf(`tile layer "l": more than %d tiles in tile layers (layers × cells)`, tiled.MaxLayerTiles)),
	)
	tmj := func(name, what string, text func() string, refused string) Set {
		return Set{Name: name, What: what, Main: name + ".tmj", Refused: refused,
			Files: func() map[string][]byte { return map[string][]byte{name + ".tmj": []byte(text())} }}
	}
	const jhead = `{"type":"map","orientation":"orthogonal","width":%d,"height":%d,"tilewidth":16,"tileheight":16,"infinite":false,` + "\n"
	sets = append(sets,
		tmj("tmj-objects", "400,000 objects", func() string {
			return fmt.Sprintf(jhead, 10, 10) + `"layers":[{"type":"objectgroup","name":"places","objects":[` + "\n" +
				strings.TrimSuffix(lines(400000, `{"name":"Town","x":8,"y":8},`), ",\n") + "]}]}\n"
		}, fmt.Sprintf("line %d: more than %d objects", 2+tiled.MaxObjects+1, tiled.MaxObjects)),
		tmj("tmj-nested", "arrays nested 1,000,000 deep in a property", func() string {
			return fmt.Sprintf(jhead, 10, 10) + `"properties":[{"name":"a","type":"string","value":` + strings.Repeat("[", 1000000) + strings.Repeat("]", 1000000) + "}],\n\"layers\":[]}\n"
		}, "line 2: arrays and objects nested more than 144 deep"),
		tmj("tmj-properties", "100,000 properties of the map", func() string {
			return fmt.Sprintf(jhead, 10, 10) + `"properties":[` + "\n" + strings.TrimSuffix(lines(100000, `{"name":"a","type":"string","value":"b"},`), ",\n") + "],\n\"layers\":[]}\n"
		}, fmt.Sprintf("line %d: more than %d custom properties", 2+tiled.MaxProperties+1, tiled.MaxProperties)),
		tmj("tmj-layer-tiles", "one layer of 500×500 more than the tiles of all layers allow, given as arrays", func() string {
			return fmt.Sprintf(jhead, 500, 500) + `"layers":[` + strings.TrimSuffix(lines(tiled.MaxLayerTiles/maps.MaxCells+1, `{"type":"tilelayer","name":"l","width":500,"height":500,"data":[`+strings.TrimSuffix(strings.Repeat("1,", maps.MaxCells), ",")+"]},"), ",\n") + "]}\n"
		}, fmt.Sprintf("line %d: more than %d tiles in tile layers (layers × cells)", 2+tiled.MaxLayerTiles/maps.MaxCells, tiled.MaxLayerTiles)),
	)
	return append(sets,
		Set{Name: "tmx-within", What: "a .tmx map as large as the limits allow", Main: "tmx-within.tmx", Files: worstTMX},
		Set{Name: "tmj-within", What: "a .tmj map as large as the limits allow, with the pictures of tmx-images", Main: "tmj-within.tmj", Files: worstTMJ},
		Set{Name: "tmx-images", What: "256 tilesets over two pictures of the most pixels a tileset image may have, each tile a different part of one",
			Main: "tmx-images.tmx", Files: worstImages},
	)
}

// zlibTiles is the base64 of n empty tiles, zlib-compressed.
func zlibTiles(n int) string {
	var b bytes.Buffer
	z := zlib.NewWriter(&b)
	z.Write(make([]byte, 4*n))
	z.Close()
	return base64.StdEncoding.EncodeToString(b.Bytes())
}

// worstTMX is a .tmx map as large as the limits allow: one layer in
// Tiled's old XML tile format (an element a cell) as large as the XML
// elements allow, as many CSV layers as the tiles of all layers allow; the
// tileset tiles, objects and properties the elements left allow; and a
// comment to the largest map file.
func worstTMX() map[string][]byte {
	const cols, rows, tiles, objects = 500, 130, 4000, tiled.MaxObjects
	layers := tiled.MaxLayerTiles / (cols * rows)
	if elements := 1 + 1 + tiles + 2*layers + cols*rows + 1 + 3*objects; elements > tiled.MaxXMLElements {
		panic(fmt.Sprintf("hostile: the worst .tmx has %d elements", elements))
	}
	var b strings.Builder
	fmt.Fprintf(&b, `<map orientation="orthogonal" width="%d" height="%d" tilewidth="16" tileheight="16">`+"\n", cols, rows)
	fmt.Fprintf(&b, `<tileset firstgid="1" name="t" tilewidth="16" tileheight="16" tilecount="%d" columns="100">`+"\n", tiles)
	for i := range tiles {
		fmt.Fprintf(&b, `<tile id="%d" type="terrain %d"/>`+"\n", i, i%300)
	}
	b.WriteString("</tileset>\n")
	csv := strings.TrimSuffix(strings.Repeat("1,", cols*rows), ",")
	for range layers - 1 {
		fmt.Fprintf(&b, `<layer name="csv" width="%d" height="%d"><data encoding="csv">%s</data></layer>`+"\n", cols, rows, csv)
	}
	fmt.Fprintf(&b, `<layer name="xml" width="%d" height="%d"><data>`+"\n", cols, rows) // on top
	for i := range cols * rows {
		fmt.Fprintf(&b, `<tile gid="%d"/>`+"\n", 1+i%tiles)
	}
	b.WriteString("</data></layer>\n")
	b.WriteString(`<objectgroup name="places">` + "\n")
	for i := range objects {
		fmt.Fprintf(&b, `<object id="%d" name="Town %d" type="town" x="%d" y="%d"><properties><property name="vp" type="int" value="1"/></properties></object>`+"\n", i, i%9000, 8+16*(i%cols), 8+16*(i/cols))
	}
	b.WriteString("</objectgroup>\n")
	pad(&b, "<!-- ", " -->\n</map>\n") // the rest of the file a comment
	return map[string][]byte{"tmx-within.tmx": []byte(b.String())}
}

// worstTMJ is a .tmj map as large as the limits allow: the largest map,
// every layer an array of tile ids, as many layers as the tiles of all
// layers allow; the tileset tiles, objects and properties the limits
// allow; the pictures of worstImages, decoded and averaged for the tiles'
// colours as much as the limits allow; and a property to the largest map
// file.
func worstTMJ() map[string][]byte {
	files := pictures()
	side := pictureSide()
	var b strings.Builder
	b.WriteString(`{"type":"map","orientation":"orthogonal","width":500,"height":500,"tilewidth":16,"tileheight":16,"infinite":false,` + "\n")
	fmt.Fprintf(&b, `"tilesets":[{"firstgid":1,"name":"t","tilewidth":16,"tileheight":16,"tilecount":%d,"columns":100,"image":"a.png","tiles":[`, tiled.MaxTilesetTiles)
	for i := range tiled.MaxTilesetTiles {
		if i > 0 {
			b.WriteString(",")
		}
		fmt.Fprintf(&b, `{"id":%d,"type":"terrain %d"}`, i, i%300)
	}
	b.WriteString("]}")
	// The other tilesets take one tile each of a.png or b.png, each a
	// different part of it.
	big := tiled.MaxTilesets - 1
	for i := range big {
		fmt.Fprintf(&b, `,{"firstgid":%d,"name":"t%d","tilewidth":%d,"tileheight":%d,"tilecount":1,"columns":1,"image":%q}`,
			tiled.MaxTilesetTiles+1+i, i, side-i, side-i, map[bool]string{true: "a.png", false: "b.png"}[i%2 == 0])
	}
	b.WriteString("],\n\"layers\":[")
	for l := range tiled.MaxLayerTiles / maps.MaxCells {
		if l > 0 {
			b.WriteString(",\n")
		}
		b.WriteString(`{"type":"tilelayer","name":"l","width":500,"height":500,"data":[`)
		for i := range maps.MaxCells {
			if i > 0 {
				b.WriteString(",")
			}
			g := 1 + (i*7+l)%tiled.MaxTilesetTiles
			if l == tiled.MaxLayerTiles/maps.MaxCells-1 && i < big {
				g = tiled.MaxTilesetTiles + 1 + i // on the top layer
			}
			fmt.Fprint(&b, g)
		}
		b.WriteString("]}")
	}
	b.WriteString(",\n" + `{"type":"objectgroup","name":"places","objects":[`)
	for i := range tiled.MaxObjects {
		if i > 0 {
			b.WriteString(",\n")
		}
		fmt.Fprintf(&b, `{"id":%d,"name":"Town %d","type":"town","x":%d,"y":%d,"properties":[{"name":"vp","type":"int","value":1}]}`, i, i%9000, 8+16*(i%500), 8+16*(i/500))
	}
	b.WriteString("]}],\n")
	pad(&b, `"properties":[{"name":"notes","type":"string","value":"`, "\"}]}\n") // the rest of the file a property
	files["tmj-within.tmj"] = []byte(b.String())
	return files
}

// pad ends b with open, as many 'x' as make it tiled.MaxFileSize bytes,
// and close.
func pad(b *strings.Builder, open, close string) {
	b.WriteString(open)
	b.WriteString(strings.Repeat("x", tiled.MaxFileSize-b.Len()-len(close)))
	b.WriteString(close)
}

// pictureSide is the side of the largest square picture a tileset image
// may have.
func pictureSide() int {
	side := 1
	for (side+1)*(side+1) <= tiled.MaxImagePixels {
		side++
	}
	return side
}

// pictures are two such pictures, a.png and b.png, of many colours.
func pictures() map[string][]byte {
	side := pictureSide()
	files := map[string][]byte{}
	for i, name := range []string{"a.png", "b.png"} {
		img := image.NewNRGBA(image.Rect(0, 0, side, side))
		for j := range img.Pix {
			img.Pix[j] = byte(j*7 + i)
		}
		var b bytes.Buffer
		if err := png.Encode(&b, img); err != nil {
			panic(err)
		}
		files[name] = b.Bytes()
	}
	return files
}

// worstImages is a map whose 256 tilesets each take one tile of one of two
// pictures of the most pixels a tileset image may have, each tile a
// different part of it: the pictures decoded and the pixels averaged for
// colours as many as the limits allow (the tiles past them grey).
func worstImages() map[string][]byte {
	files, side := pictures(), pictureSide()
	var b strings.Builder
	fmt.Fprintf(&b, `<map orientation="orthogonal" width="256" height="1" tilewidth="16" tileheight="16">`+"\n")
	for i := range 256 {
		fmt.Fprintf(&b, `<tileset firstgid="%d" name="t%d" tilewidth="%d" tileheight="%d" tilecount="1" columns="1"><image source="%s"/></tileset>`+"\n",
			1+i, i, side-i, side-i, map[bool]string{true: "a.png", false: "b.png"}[i%2 == 0])
	}
	b.WriteString(`<layer name="g" width="256" height="1"><data encoding="csv">`)
	for i := range 256 {
		if i > 0 {
			b.WriteString(",")
		}
		fmt.Fprint(&b, i+1)
	}
	b.WriteString("</data></layer>\n</map>\n")
	files["tmx-images.tmx"] = []byte(b.String())
	return files
}
