package tiled

import (
	"bytes"
	"compress/zlib"
	"encoding/base64"
	"encoding/binary"
	"flag"
	"fmt"
	"image"
	"image/color"
	"image/png"
	"io"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"
)

// This file writes the Tiled maps of testdata/generated/: small maps made
// up for Sandtable's tests, written the way Tiled's format documentation
// describes (XML, layers in base64 zlib, tilesets in the map or in a .tsx
// of their own, tileset images drawn here). To rewrite them after changing
// this file:
//
//	go generate ./importer/tiled/
//
// TestFixturesCurrent fails when the committed files are not what this file
// writes (layers and pictures compared decoded, not byte for byte, so a
// newer zlib or PNG encoder does not matter).

//go:generate go test -run ^TestFixturesCurrent$ -update-fixtures

var updateFixtures = flag.Bool("update-fixtures", false, "rewrite testdata/generated/ from fixtures_test.go")

const fixtureDir = "testdata/generated"

// TestFixturesCurrent checks (or with -update-fixtures rewrites) the files
// of testdata/generated/ and that the folder holds nothing else.
func TestFixturesCurrent(t *testing.T) {
	files := fixtureFiles(t)
	if *updateFixtures {
		if err := os.MkdirAll(fixtureDir, 0o755); err != nil {
			t.Fatal(err)
		}
		for name, data := range files {
			if err := os.WriteFile(filepath.Join(fixtureDir, name), data, 0o644); err != nil {
				t.Fatal(err)
			}
		}
	}
	entries, err := os.ReadDir(fixtureDir)
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range entries {
		if _, ok := files[e.Name()]; !ok {
			t.Errorf("%s/%s is not written by fixtures_test.go", fixtureDir, e.Name())
		}
	}
	for name, want := range files {
		got, err := os.ReadFile(filepath.Join(fixtureDir, name))
		if err != nil {
			t.Errorf("%v (run go generate ./importer/tiled/)", err)
			continue
		}
		if g, w := fixtureContent(t, name, got), fixtureContent(t, name, want); g != w {
			t.Errorf("%s/%s is not what fixtures_test.go writes (run go generate ./importer/tiled/)", fixtureDir, name)
		}
	}
}

// fixtureContent is what a fixture says, for comparing: a PNG's size and
// pixels, a map's text with its base64 zlib layers decoded.
func fixtureContent(t *testing.T, name string, data []byte) string {
	t.Helper()
	if strings.HasSuffix(name, ".png") {
		img, err := png.Decode(bytes.NewReader(data))
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		var b strings.Builder
		fmt.Fprint(&b, img.Bounds())
		for y := img.Bounds().Min.Y; y < img.Bounds().Max.Y; y++ {
			for x := img.Bounds().Min.X; x < img.Bounds().Max.X; x++ {
				fmt.Fprint(&b, color.NRGBAModel.Convert(img.At(x, y)))
			}
		}
		return b.String()
	}
	return dataRE.ReplaceAllStringFunc(string(data), func(s string) string {
		return fmt.Sprint(decodeZlibBase64(t, dataRE.FindStringSubmatch(s)[1]))
	})
}

var dataRE = regexp.MustCompile(`(?s)<data encoding="base64" compression="zlib">\s*(.*?)\s*</data>`)

// fixtureFiles are the files of testdata/generated/ by name.
func fixtureFiles(t testing.TB) map[string][]byte {
	files := map[string][]byte{}
	sandlot(t, files)
	hexSmall(t, files)
	courtyard(t, files)
	files["isometric.tmx"] = []byte(`<?xml version="1.0" encoding="UTF-8"?>
<map version="1.10" tiledversion="1.10.2" orientation="isometric" renderorder="right-down" width="3" height="3" tilewidth="32" tileheight="16" infinite="0" nextlayerid="2" nextobjectid="1">
 <tileset firstgid="1" name="Lawn" tilewidth="32" tileheight="16" tilecount="1" columns="1">
  <tile id="0" class="Lawn"/>
 </tileset>
 <layer id="1" name="Ground" width="3" height="3">
  <data encoding="csv">
1,1,1,
1,1,1,
1,1,1
</data>
 </layer>
</map>
`)
	return files
}

// sandlotTerrains are the terrains of the sandlot tileset's corner set, in
// the set's order (1 to 4): the letter sandlotCorners uses, the name, the
// colour its tiles are painted in and the colour Tiled marks it with.
var sandlotTerrains = []struct {
	letter byte
	name   string
	paint  color.NRGBA
	mark   string
}{
	{'.', "Sand", color.NRGBA{232, 204, 136, 255}, "#f5d76e"},
	{'P', "Paving", color.NRGBA{150, 146, 140, 255}, "#7f7f7f"},
	{'G', "Gravel", color.NRGBA{118, 108, 96, 255}, "#4a90d9"},
	{'M', "Mud", color.NRGBA{104, 72, 40, 255}, "#8b4513"},
}

// sandlotCorners is the terrain at each corner of the sandlot map's 12×10
// cells (13×11 corners, as a corner terrain set paints them): a paved
// yard, a gravel path along its foot, a puddle and a patch of mud in the
// sand. Each cell's tile is the one whose corners (top left, top right,
// bottom right, bottom left) are the cell's.
var sandlotCorners = []string{
	".............",
	".PPPP........",
	".PPPP....M...",
	".PP..........",
	".PP..........",
	".GGGGGGGG....",
	".............",
	"........MM...",
	"........MM...",
	".............",
	".............",
}

// sandlot writes sandlot.tmx, an orthogonal 12×10 map in base64 zlib with
// an external tileset, sandlot.tsx: 16×16 tiles with a margin and spacing
// of 1 (the pixels between them magenta, so a tile read from the wrong
// place shows), a corner terrain set of the four sandlotTerrains; tiles 0
// to 3 one terrain each (the tiles Tiled shows the terrains with), then one
// tile per other corner combination the map uses, in the order the map
// first uses it, each painted in quarters of its corners' colours.
func sandlot(t testing.TB, files map[string][]byte) {
	const tile, cols = 16, 8
	index := map[byte]int{}
	for i, tr := range sandlotTerrains {
		index[tr.letter] = i + 1
	}
	// A tile's corners: top left, top right, bottom right, bottom left.
	var tiles [][4]int
	for i := range sandlotTerrains {
		tiles = append(tiles, [4]int{i + 1, i + 1, i + 1, i + 1})
	}
	rows, mapCols := len(sandlotCorners)-1, len(sandlotCorners[0])-1
	var gids []uint32
	for r := range rows {
		for c := range mapCols {
			k := [4]int{index[sandlotCorners[r][c]], index[sandlotCorners[r][c+1]], index[sandlotCorners[r+1][c+1]], index[sandlotCorners[r+1][c]]}
			id := slices.Index(tiles, k)
			if id < 0 {
				id = len(tiles)
				tiles = append(tiles, k)
			}
			gids = append(gids, uint32(id)+1)
		}
	}
	imgRows := (len(tiles) + cols - 1) / cols
	w, h := 2+cols*tile+(cols-1), 2+imgRows*tile+(imgRows-1)
	img := image.NewNRGBA(image.Rect(0, 0, w, h))
	for y := range h {
		for x := range w {
			img.SetNRGBA(x, y, color.NRGBA{255, 0, 255, 255})
		}
	}
	for i, k := range tiles {
		x0, y0 := 1+(i%cols)*(tile+1), 1+(i/cols)*(tile+1)
		for y := range tile {
			for x := range tile {
				q := 0 // top left
				switch {
				case x >= tile/2 && y < tile/2:
					q = 1
				case x >= tile/2:
					q = 2
				case y >= tile/2:
					q = 3
				}
				img.SetNRGBA(x0+x, y0+y, sandlotTerrains[k[q]-1].paint)
			}
		}
	}
	files["sandlot.png"] = encodePNG(t, img)

	var ts strings.Builder
	fmt.Fprintf(&ts, `<?xml version="1.0" encoding="UTF-8"?>
<tileset version="1.10" tiledversion="1.10.2" name="Sandlot" tilewidth="%d" tileheight="%d" spacing="1" margin="1" tilecount="%d" columns="%d">
 <image source="sandlot.png" width="%d" height="%d"/>
 <wangsets>
  <wangset name="Ground" type="corner" tile="-1">
`, tile, tile, len(tiles), cols, w, h)
	for i, tr := range sandlotTerrains {
		fmt.Fprintf(&ts, "   <wangcolor name=%q color=%q tile=\"%d\" probability=\"1\"/>\n", tr.name, tr.mark, i)
	}
	for i, k := range tiles {
		// Tiled's order: top, top right, right, bottom right, bottom,
		// bottom left, left, top left; a corner set's edges are 0.
		fmt.Fprintf(&ts, "   <wangtile tileid=\"%d\" wangid=\"0,%d,0,%d,0,%d,0,%d\"/>\n", i, k[1], k[2], k[3], k[0])
	}
	ts.WriteString("  </wangset>\n </wangsets>\n</tileset>\n")
	files["sandlot.tsx"] = []byte(ts.String())

	var m strings.Builder
	fmt.Fprintf(&m, `<?xml version="1.0" encoding="UTF-8"?>
<map version="1.10" tiledversion="1.10.2" orientation="orthogonal" renderorder="right-down" width="%d" height="%d" tilewidth="%d" tileheight="%d" infinite="0" nextlayerid="2" nextobjectid="1">
 <tileset firstgid="1" source="sandlot.tsx"/>
`, mapCols, rows, tile, tile)
	writeZlibLayer(t, &m, 1, "Ground", mapCols, rows, gids)
	m.WriteString("</map>\n")
	files["sandlot.tmx"] = []byte(m.String())
}

// hexSmallTiles are the hexsmall tileset's tiles: class and colour.
var hexSmallTiles = []struct {
	class string
	paint color.NRGBA
}{
	{"Grassland", color.NRGBA{120, 180, 70, 255}},
	{"Water", color.NRGBA{60, 110, 200, 255}},
	{"Hills", color.NRGBA{170, 140, 90, 255}},
	{"Woods", color.NRGBA{40, 110, 50, 255}},
}

// hexSmallMap is the hexsmall map's cells, a letter each: g, w, h, o for
// hexSmallTiles 0 to 3.
var hexSmallMap = []string{
	"gggwwggh",
	"ggwwgghh",
	"gowwggho",
	"oogwgggg",
	"ooggwggh",
	"gggggwwg",
}

// hexSmall writes hexsmall.tmx, a hexagonal map of rows staggered
// (pointy-top, odd rows shifted) whose tiles are 14×12 pixels with sides
// of 6: not a regular hexagon. Its tileset is in the map, its image
// hexsmall.png: four pointy-top hexagons of one colour each, transparent
// outside the hexagon.
func hexSmall(t testing.TB, files map[string][]byte) {
	const tw, th, side = 14, 12, 6
	img := image.NewNRGBA(image.Rect(0, 0, tw*len(hexSmallTiles), th))
	// The hexagon: tips at the middle of the top and bottom, sides of 6
	// straight up and down at the tile's left and right; a pixel is in
	// when its centre is.
	inHex := func(x, y float64) bool {
		slope := float64(th-side) / 2 / (tw / 2) // rise of the slanted edges per pixel across
		dx := x - tw/2
		if dx < 0 {
			dx = -dx
		}
		top := float64(th-side)/2 - (tw/2-dx)*slope
		return y >= top && y <= th-top
	}
	for i, tl := range hexSmallTiles {
		for y := range th {
			for x := range tw {
				if inHex(float64(x)+0.5, float64(y)+0.5) {
					img.SetNRGBA(i*tw+x, y, tl.paint)
				}
			}
		}
	}
	files["hexsmall.png"] = encodePNG(t, img)

	var gids []uint32
	for _, row := range hexSmallMap {
		for _, c := range row {
			gids = append(gids, uint32(strings.IndexRune("gwho", c))+1)
		}
	}
	var m strings.Builder
	fmt.Fprintf(&m, `<?xml version="1.0" encoding="UTF-8"?>
<map version="1.10" tiledversion="1.10.2" orientation="hexagonal" renderorder="right-down" width="%d" height="%d" tilewidth="%d" tileheight="%d" infinite="0" hexsidelength="%d" staggeraxis="y" staggerindex="odd" nextlayerid="2" nextobjectid="1">
 <tileset firstgid="1" name="Small hexes" tilewidth="%d" tileheight="%d" tilecount="%d" columns="%d">
  <image source="hexsmall.png" width="%d" height="%d"/>
`, len(hexSmallMap[0]), len(hexSmallMap), tw, th, side, tw, th, len(hexSmallTiles), len(hexSmallTiles), img.Bounds().Dx(), th)
	for i, tl := range hexSmallTiles {
		fmt.Fprintf(&m, "  <tile id=\"%d\" class=%q/>\n", i, tl.class)
	}
	m.WriteString(" </tileset>\n")
	writeZlibLayer(t, &m, 1, "Land", len(hexSmallMap[0]), len(hexSmallMap), gids)
	m.WriteString("</map>\n")
	files["hexsmall.tmx"] = []byte(m.String())
}

// courtyardLayers are the courtyard map's three layers, bottom first, 16×12
// cells a letter each: '.' no tile, f flagstones, F flagstones flipped
// (Tiled's flip flags set), w wall, r roof. The tiles sit in the middle:
// worked out by hand, the smallest rectangle holding them is columns 3 to
// 11 (zero-based) and rows 1 to 8, 9×8 cells, 25 of them with no tile on
// any layer (rows 1 to 8: 7, 1, 0, 3, 3, 1, 3, 7).
var courtyardLayers = [][]string{
	{ // Floor
		"................",
		"................",
		"................",
		"....ffffffff....",
		"....ff..ffff....",
		"....ff..fFff....",
		"....ffffffff....",
		"....ffffff......",
		"................",
		"................",
		"................",
		"................",
	},
	{ // Walls
		"................",
		"................",
		"....wwwwwwww....",
		"...w............",
		"................",
		"................",
		"................",
		"................",
		"....w.....w.....",
		"................",
		"................",
		"................",
	},
	{ // Roofs
		"................",
		".....rr.........",
		"................",
		"................",
		"................",
		"................",
		"......r.........",
		"................",
		"................",
		"................",
		"................",
		"................",
	},
}

// courtyard writes courtyard.tmx, an orthogonal 16×12 map of three layers
// (courtyardLayers) in base64 zlib, and its external tileset courtyard.tsx
// of three 16×16 tiles (flagstones, wall, roof) with the image
// courtyard.png.
func courtyard(t testing.TB, files map[string][]byte) {
	const tile = 16
	paints := []color.NRGBA{{196, 190, 176, 255}, {120, 84, 60, 255}, {170, 60, 50, 255}}
	img := image.NewNRGBA(image.Rect(0, 0, tile*len(paints), tile))
	for i, p := range paints {
		for y := range tile {
			for x := range tile {
				c := p
				if x == 0 || y == 0 { // a darker seam, so the tiles show in Tiled
					c.R, c.G, c.B = c.R/2, c.G/2, c.B/2
				}
				img.SetNRGBA(i*tile+x, y, c)
			}
		}
	}
	files["courtyard.png"] = encodePNG(t, img)
	files["courtyard.tsx"] = []byte(fmt.Sprintf(`<?xml version="1.0" encoding="UTF-8"?>
<tileset version="1.10" tiledversion="1.10.2" name="Courtyard" tilewidth="%d" tileheight="%d" tilecount="3" columns="3">
 <image source="courtyard.png" width="%d" height="%d"/>
</tileset>
`, tile, tile, tile*len(paints), tile))

	cols, rows := len(courtyardLayers[0][0]), len(courtyardLayers[0])
	var m strings.Builder
	fmt.Fprintf(&m, `<?xml version="1.0" encoding="UTF-8"?>
<map version="1.10" tiledversion="1.10.2" orientation="orthogonal" renderorder="right-down" width="%d" height="%d" tilewidth="%d" tileheight="%d" infinite="0" nextlayerid="4" nextobjectid="1">
 <tileset firstgid="1" source="courtyard.tsx"/>
`, cols, rows, tile, tile)
	gidOf := map[byte]uint32{'.': 0, 'f': 1, 'F': 1 | 0x80000000 | 0x40000000, 'w': 2, 'r': 3}
	for i, name := range []string{"Floor", "Walls", "Roofs"} {
		var gids []uint32
		for _, row := range courtyardLayers[i] {
			for j := range len(row) {
				gids = append(gids, gidOf[row[j]])
			}
		}
		writeZlibLayer(t, &m, i+1, name, cols, rows, gids)
	}
	m.WriteString("</map>\n")
	files["courtyard.tmx"] = []byte(m.String())
}

// writeZlibLayer writes a tile layer in base64 zlib, as Tiled does by
// default.
func writeZlibLayer(t testing.TB, b *strings.Builder, id int, name string, cols, rows int, gids []uint32) {
	text, _, _ := encodeData(t, gids, "zlib")
	fmt.Fprintf(b, " <layer id=\"%d\" name=%q width=\"%d\" height=\"%d\">\n  <data encoding=\"base64\" compression=\"zlib\">%s</data>\n </layer>\n", id, name, cols, rows, text)
}

func encodePNG(t testing.TB, img image.Image) []byte {
	var b bytes.Buffer
	if err := png.Encode(&b, img); err != nil {
		t.Fatal(err)
	}
	return b.Bytes()
}

// decodeZlibBase64 is a layer's tiles from its base64 zlib text.
func decodeZlibBase64(t testing.TB, text string) []uint32 {
	t.Helper()
	z, err := base64.StdEncoding.DecodeString(text)
	if err != nil {
		t.Fatal(err)
	}
	zr, err := zlib.NewReader(bytes.NewReader(z))
	if err != nil {
		t.Fatal(err)
	}
	raw, err := io.ReadAll(zr)
	if err != nil || len(raw)%4 != 0 {
		t.Fatalf("layer: %d bytes, %v", len(raw), err)
	}
	out := make([]uint32, len(raw)/4)
	for i := range out {
		out[i] = binary.LittleEndian.Uint32(raw[4*i:])
	}
	return out
}
