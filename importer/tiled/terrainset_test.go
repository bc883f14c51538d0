package tiled

import (
	"bytes"
	"fmt"
	"image"
	"image/color"
	"image/draw"
	"image/png"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"sort"
	"strconv"
	"strings"
	"testing"

	"sandtable/maps"
)

// terrainSetMaps are one 6×1 map in each way Tiled writes named terrains:
// a wang set (Tiled 1.5 and later, XML and JSON) and terrain types
// (before 1.5, XML and JSON). Its tiles, by hand: 0 is Grass all round;
// 1 has Water at three corners and Grass at one; 2 Grass at two corners
// and Water at two (a tie); 3 is Water all round but has the class Road;
// 4 is in no set. The cells are tiles 0 to 4, then none.
var terrainSetMaps = map[string]string{
	"wang.tmx": `<map orientation="orthogonal" width="6" height="1" tilewidth="8" tileheight="8">
 <tileset firstgid="1" name="ground" tilewidth="8" tileheight="8" tilecount="5" columns="5">
  <image source="ground.png" width="40" height="8"/>
  <tile id="3" class="Road"/>
  <wangsets>
   <wangset name="Land" type="corner" tile="-1">
    <wangcolor name="Grass" color="#00ff00" tile="0" probability="1"/>
    <wangcolor name="Water" color="#0000ff" tile="-1" probability="1"/>
    <wangtile tileid="0" wangid="0,1,0,1,0,1,0,1"/>
    <wangtile tileid="1" wangid="0,2,0,1,0,2,0,2"/>
    <wangtile tileid="2" wangid="0,1,0,1,0,2,0,2"/>
    <wangtile tileid="3" wangid="0,2,0,2,0,2,0,2"/>
   </wangset>
  </wangsets>
 </tileset>
 <layer name="g" width="6" height="1"><data encoding="csv">1,2,3,4,5,0</data></layer>
</map>`,
	"old.tmx": `<map orientation="orthogonal" width="6" height="1" tilewidth="8" tileheight="8">
 <tileset firstgid="1" name="ground" tilewidth="8" tileheight="8" tilecount="5" columns="5">
  <image source="ground.png" width="40" height="8"/>
  <terraintypes><terrain name="Grass" tile="0"/><terrain name="Water" tile="-1"/></terraintypes>
  <tile id="0" terrain="0,0,0,0"/>
  <tile id="1" terrain="1,1,1,0"/>
  <tile id="2" terrain="0,0,1,1"/>
  <tile id="3" terrain="1,1,1,1" type="Road"/>
 </tileset>
 <layer name="g" width="6" height="1"><data encoding="csv">1,2,3,4,5,0</data></layer>
</map>`,
	"wang.tmj": `{"type":"map","orientation":"orthogonal","width":6,"height":1,"tilewidth":8,"tileheight":8,
 "tilesets":[{"firstgid":1,"name":"ground","tilewidth":8,"tileheight":8,"tilecount":5,"columns":5,"image":"ground.png","imagewidth":40,"imageheight":8,
  "tiles":[{"id":3,"class":"Road"}],
  "wangsets":[{"name":"Land","type":"corner","tile":-1,
   "colors":[{"name":"Grass","color":"#00ff00","tile":0,"probability":1},{"name":"Water","color":"#0000ff","tile":-1,"probability":1}],
   "wangtiles":[{"tileid":0,"wangid":[0,1,0,1,0,1,0,1]},{"tileid":1,"wangid":[0,2,0,1,0,2,0,2]},
    {"tileid":2,"wangid":[0,1,0,1,0,2,0,2]},{"tileid":3,"wangid":[0,2,0,2,0,2,0,2]}]}]}],
 "layers":[{"type":"tilelayer","name":"g","width":6,"height":1,"data":[1,2,3,4,5,0]}]}`,
	"old.tmj": `{"type":"map","orientation":"orthogonal","width":6,"height":1,"tilewidth":8,"tileheight":8,
 "tilesets":[{"firstgid":1,"name":"ground","tilewidth":8,"tileheight":8,"tilecount":5,"columns":5,"image":"ground.png","imagewidth":40,"imageheight":8,
  "terrains":[{"name":"Grass","tile":0},{"name":"Water","tile":-1}],
  "tiles":[{"id":0,"terrain":[0,0,0,0]},{"id":1,"terrain":[1,1,1,0]},{"id":2,"terrain":[0,0,1,1]},{"id":3,"terrain":[1,1,1,1],"type":"Road"}]}],
 "layers":[{"type":"tilelayer","name":"g","width":6,"height":1,"data":[1,2,3,4,5,0]}]}`,
}

// TestTerrainSetsByName: named terrains become terrain types by name, a
// tile of several takes the one most of its corners show (the first the
// set lists on a tie), a class wins over the set, and the report says
// which cells were given one terrain for several.
func TestTerrainSetsByName(t *testing.T) {
	for name, text := range terrainSetMaps {
		res, err := Import(name, []byte(text), nil)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		m, err := maps.Load(name+".toml", res.TOML)
		if err != nil {
			t.Fatalf("%s: %v\n%s", name, err, res.TOML)
		}
		want := []string{"Grass", "Water", "Grass", "Road", "ground 4"}
		if n := m.Topology.Len(); n != len(want) {
			t.Fatalf("%s: %d cells, want %d (the empty last one left off)", name, n, len(want))
		}
		for i, w := range want {
			c, _ := m.CellAt(i, 0)
			if got := m.TerrainAt(c).Name; got != w {
				t.Errorf("%s: cell %s: %q, want %q", name, m.Label(c), got, w)
			}
		}
		if len(m.Terrains) != 4 {
			t.Errorf("%s: %d terrain types, want Grass, Water, Road, ground 4", name, len(m.Terrains))
		}
		if !reportHas(res.Report, "2 cells have tiles of more than one terrain (Grass and Water; Water and Grass): each took the terrain most of its tile's corners and edges have") {
			t.Errorf("%s: report %q", name, res.Report)
		}
		// No pictures here: a wang set's terrain takes the colour Tiled
		// marks it with; the old terrain types have none.
		grass := "#00ff00"
		if strings.HasPrefix(name, "old") {
			grass = grey
		}
		for _, ter := range m.Terrains {
			if ter.Name == "Grass" && !strings.EqualFold(hexOf(ter), grass) {
				t.Errorf("%s: Grass is %s, want %s", name, hexOf(ter), grass)
			}
		}
	}
}

func hexOf(ter *maps.Terrain) string {
	return fmt.Sprintf("#%02x%02x%02x", ter.Color.R, ter.Color.G, ter.Color.B)
}

// A terrain's colour is the average of the pictures of the tile Tiled
// shows it with and of its tiles that show it alone, not of the
// transitions to other terrains; and the report says the tiles' pictures
// became colours.
func TestTerrainSetColours(t *testing.T) {
	dir := t.TempDir()
	// Tiles 8×8 side by side: 0 green (Grass alone), 1 blue (Water at
	// three corners), 2 red (half and half), 3 blue.
	writeStripPNG(t, filepath.Join(dir, "ground.png"), 8, [][3]uint8{{0, 200, 0}, {0, 0, 200}, {200, 0, 0}, {0, 0, 200}, {9, 9, 9}})
	text := terrainSetMaps["wang.tmx"]
	path := filepath.Join(dir, "wang.tmx")
	if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	res, err := ImportFile(path)
	if err != nil {
		t.Fatal(err)
	}
	m, err := maps.Load("w.toml", res.TOML)
	if err != nil {
		t.Fatal(err)
	}
	// Grass: tile 0 (Tiled's tile for it, and alone) only, not tile 2.
	// Water: no tile of its own in the set and no tile alone on the map
	// (tile 3 is Road), so the average of its tiles on the map: tile 1.
	want := map[string]string{"Grass": "#00c800", "Water": "#0000c8", "Road": "#0000c8", "ground 4": "#090909"}
	for _, ter := range m.Terrains {
		if w := want[ter.Name]; !strings.EqualFold(hexOf(ter), w) {
			t.Errorf("%s is %s, want %s", ter.Name, hexOf(ter), w)
		}
	}
	if !reportHas(res.Report, "the tiles' pictures are not imported: each of the 4 terrain types is drawn in one colour, the average of its tiles' pictures") {
		t.Errorf("report %q", res.Report)
	}
}

// sandlot.tmx (testdata/generated, written by fixtures_test.go): four named
// terrains of a corner terrain set become four terrain types by name.
// Each cell's terrain, worked out by hand from sandlotCorners (a tile's
// corners are the cell's four): a tile of one terrain has it; a tile of
// several takes the one most of its corners show (the yard's inner corner,
// row 2 column 2, is Paving at three corners: Paving; row 4 column 2 is
// Gravel at two, Paving and Sand at one each: Gravel); on a tie the one
// the set lists first (Sand before the rest: the yard's and the path's
// edges are Sand; row 4 column 1, Paving and Gravel at two each: Paving).
// 43 cells have mixed tiles: Sand and Gravel 15 (the path: 6 above it, 9
// below), Sand and Mud 12 (4 round the puddle, 8 round the patch), Sand
// and Paving 12 (row 0: 5; row 1: 2; row 2: 3; row 3: 2), and one each of
// Paving and Sand, Paving and Gravel, Sand and Paving and Gravel, Gravel
// and Sand and Paving. The report names the three commonest.
func TestSandlotNamedTerrains(t *testing.T) {
	want := []string{ // S Sand, P Paving, G Gravel, M Mud
		"SSSSSSSSSSSS",
		"SPPPSSSSSSSS",
		"SPPSSSSSSSSS",
		"SPSSSSSSSSSS",
		"SPGSSSSSSSSS",
		"SSSSSSSSSSSS",
		"SSSSSSSSSSSS",
		"SSSSSSSSMSSS",
		"SSSSSSSSSSSS",
		"SSSSSSSSSSSS",
	}
	names := map[byte]string{'S': "Sand", 'P': "Paving", 'G': "Gravel", 'M': "Mud"}
	path := filepath.Join("testdata", "generated", "sandlot.tmx")
	res, err := ImportFile(path)
	if err != nil {
		t.Fatal(err)
	}
	m, err := maps.Load("sandlot.toml", res.TOML)
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, ter := range m.Terrains {
		got = append(got, ter.Name)
	}
	sort.Strings(got)
	if !slices.Equal(got, []string{"Gravel", "Mud", "Paving", "Sand"}) {
		t.Fatalf("terrain types %q, want Gravel, Mud, Paving, Sand", got)
	}
	if n := m.Topology.Len(); n != 12*10 {
		t.Fatalf("%d cells, want 12×10", n)
	}
	for r, row := range want {
		for c := range len(row) {
			cell, _ := m.CellAt(c, r)
			if got := m.TerrainAt(cell).Name; got != names[row[c]] {
				t.Errorf("column %d, row %d: %s, want %s", c, r, got, names[row[c]])
			}
		}
	}
	if !reportHas(res.Report, "43 cells have tiles of more than one terrain (Sand and Gravel; Sand and Mud; Sand and Paving; ...): each took the terrain most") {
		t.Errorf("report %q", res.Report)
	}
	// Colours: the tiles of one terrain are painted in one colour
	// (sandlotTerrains), the transitions in quarters: a terrain is the
	// colour of its own tiles alone. Gravel has none on the map: the tile
	// Tiled shows it with, tile 2, gives it. The pictures are read past
	// the tileset's margin and spacing.
	colours := map[string]string{"Sand": "#e8cc88", "Paving": "#96928c", "Gravel": "#766c60", "Mud": "#684828"}
	for _, ter := range m.Terrains {
		if w := colours[ter.Name]; !strings.EqualFold(hexOf(ter), w) {
			t.Errorf("%s is %s, want %s", ter.Name, hexOf(ter), w)
		}
	}
	if !reportHas(res.Report, "each of the 4 terrain types is drawn in one colour, the average of its tiles' pictures") {
		t.Errorf("report %q", res.Report)
	}
}

// Without the tileset's image, sandlot's terrains take the colours Tiled
// marks them with in the terrain set (sandlot.tsx), each reported.
func TestSandlotWithoutPicture(t *testing.T) {
	dir := t.TempDir()
	for _, name := range []string{"sandlot.tmx", "sandlot.tsx"} {
		data, err := os.ReadFile(filepath.Join("testdata", "generated", name))
		if err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(dir, name), data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	res, err := ImportFile(filepath.Join(dir, "sandlot.tmx"))
	if err != nil {
		t.Fatal(err)
	}
	m, err := maps.Load("sandlot.toml", res.TOML)
	if err != nil {
		t.Fatal(err)
	}
	marks := map[string]string{"Sand": "#f5d76e", "Paving": "#7f7f7f", "Gravel": "#4a90d9", "Mud": "#8b4513"}
	for _, ter := range m.Terrains {
		if w := marks[ter.Name]; !strings.EqualFold(hexOf(ter), w) {
			t.Errorf("%s is %s, want %s", ter.Name, hexOf(ter), w)
		}
		if !reportHas(res.Report, fmt.Sprintf("terrain %q: no colour from its tiles (", ter.Name)) {
			t.Errorf("report lacks %s's missing picture: %q", ter.Name, res.Report)
		}
	}
}

// courtyard.tmx (testdata/generated) has its tiles in the middle of 16×12
// cells, on three layers: worked out by hand from courtyardLayers, the
// 9×8 cells from Tiled's column 4, row 2 (one-based) are kept, the other
// 120 left off; every kept cell keeps Tiled's label, and the 25 without a
// tile among them are "Off map", impassable. One floor tile is flipped:
// flags do not make it another tile.
func TestCourtyardEmptyCells(t *testing.T) {
	path := filepath.Join("testdata", "generated", "courtyard.tmx")
	res, err := ImportFile(path)
	if err != nil {
		t.Fatal(err)
	}
	m, err := maps.Load("courtyard.toml", res.TOML)
	if err != nil {
		t.Fatal(err)
	}
	const c0, r0, c1, r1 = 3, 1, 11, 8 // zero-based, by hand
	if n := m.Topology.Len(); n != 9*8 {
		t.Fatalf("%d cells, want the 9×8 around the tiles", n)
	}
	cols, rows, layers := readBase64Layers(t, path)
	if cols != 16 || rows != 12 || len(layers) != 3 {
		t.Fatalf("courtyard.tmx: %d×%d, %d layers", cols, rows, len(layers))
	}
	top := make([]uint32, cols*rows)
	for _, l := range layers {
		for i, g := range l {
			if g&0x0FFFFFFF != 0 {
				top[i] = g & 0x0FFFFFFF
			}
		}
	}
	holes := 0
	for r := r0; r <= r1; r++ {
		for c := c0; c <= c1; c++ {
			cell, ok := m.CellAt(c-c0, r-r0)
			if !ok {
				t.Fatalf("no cell %d,%d", c-c0, r-r0)
			}
			if got, want := m.Label(cell), fmt.Sprintf("%02d%02d", c+1, r+1); got != want {
				t.Errorf("cell %d,%d: label %s, want %s", c, r, got, want)
			}
			ter := m.TerrainAt(cell)
			if empty := top[r*cols+c] == 0; empty != (ter.Name == "Off map") || empty && !ter.Impassable {
				t.Errorf("cell %s: tile %d, terrain %+v", m.Label(cell), top[r*cols+c], ter)
			}
			if top[r*cols+c] == 0 {
				holes++
			}
		}
	}
	if holes != 25 {
		t.Errorf("%d cells without a tile among the kept ones, want 25", holes)
	}
	if len(m.Terrains) != 4 {
		t.Errorf("%d terrain types, want the three tiles and Off map", len(m.Terrains))
	}
	for _, want := range []string{
		"120 of the 16×12 cells, around those with tiles, have no tile on any layer: left off the map, which keeps the 9×8 cells from column 4, row 2 (labels keep Tiled's numbering)",
		`25 cells among the others have no tile on any layer: terrain "Off map", impassable`,
	} {
		if !reportHas(res.Report, want) {
			t.Errorf("report lacks %q: %q", want, res.Report)
		}
	}
}

// readBase64Layers reads a Tiled map's size and its layers' tiles, written
// as base64 zlib (as Tiled writes them by default), with regular
// expressions of the test's own.
func readBase64Layers(t *testing.T, path string) (cols, rows int, layers [][]uint32) {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	size := regexp.MustCompile(`<map [^>]*width="(\d+)" height="(\d+)"`).FindStringSubmatch(string(data))
	cols, _ = strconv.Atoi(size[1])
	rows, _ = strconv.Atoi(size[2])
	for _, d := range dataRE.FindAllStringSubmatch(string(data), -1) {
		l := decodeZlibBase64(t, d[1])
		if len(l) != cols*rows {
			t.Fatalf("layer: %d tiles, want %d×%d", len(l), cols, rows)
		}
		layers = append(layers, l)
	}
	return cols, rows, layers
}

// Where Tiled's hexagons are not regular, the report says how the cells'
// proportions changed; worked out by hand: hexsmall's (testdata/generated)
// 14×12 tiles with sides of 6 become hexes of size 6, √3·6 = 10.4 wide: 26% narrower,
// rows 9 apart as in Tiled ((12-6)/2+6). 16×16 with sides of 4: size 8,
// 13.9 wide (13% narrower), rows 12 apart, not (16-4)/2+4 = 10: 20%
// further. Flat-top 60×60 with sides of 30: size 30, 52 high, 13%
// shorter, columns 45 apart as in Tiled. 28×32 with sides of 16 is
// regular to a pixel (27.7 wide): nothing to report.
func TestHexProportionsReported(t *testing.T) {
	hex := func(axis string, w, h, side int) string {
		return fmt.Sprintf(`<map orientation="hexagonal" width="2" height="2" tilewidth="%d" tileheight="%d" hexsidelength="%d" staggeraxis="%s" staggerindex="odd">
<tileset firstgid="1" name="t" tilewidth="%d" tileheight="%d" tilecount="1" columns="1"><tile id="0" class="clear"/></tileset>
<layer name="g" width="2" height="2"><data encoding="csv">1,1,1,1</data></layer></map>`, w, h, side, axis, w, h)
	}
	small, err := os.ReadFile(filepath.Join("testdata", "generated", "hexsmall.tmx"))
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct{ name, text, want string }{
		{"hexsmall.tmx", string(small), "Tiled's hexagons here are 14×12 pixels with sides of 6; Sandtable's are regular: 10.4×12, 26% narrower (objects are placed by Tiled's shapes)"},
		{"flat.tmx", hex("y", 16, 16, 4), "Tiled's hexagons here are 16×16 pixels with sides of 4; Sandtable's are regular: 13.9×16, 13% narrower, rows 20% further apart (12 pixels apart, not 10)"},
		{"tall.tmx", hex("x", 60, 60, 30), "Tiled's hexagons here are 60×60 pixels with sides of 30; Sandtable's are regular: 60×52, 13% shorter (objects"},
		{"regular.tmx", hex("y", 28, 32, 16), ""},
	} {
		res, err := Import(filepath.Join("testdata", "generated", c.name), []byte(c.text), nil)
		if err != nil {
			t.Fatalf("%s: %v", c.name, err)
		}
		if c.want == "" {
			if reportHas(res.Report, "Tiled's hexagons") {
				t.Errorf("%s: report %q", c.name, res.Report)
			}
		} else if !reportHas(res.Report, c.want) {
			t.Errorf("%s: report lacks %q: %q", c.name, c.want, res.Report)
		}
	}
}

// hexsmall.tmx imports whole: 8×6 cells, pointy-top, its four classes
// terrain types whose colours are those the hexagons are painted in
// (hexSmallTiles), the transparent corners of the tiles not counted.
func TestHexSmall(t *testing.T) {
	res, err := ImportFile(filepath.Join("testdata", "generated", "hexsmall.tmx"))
	if err != nil {
		t.Fatal(err)
	}
	m, err := maps.Load("hexsmall.toml", res.TOML)
	if err != nil {
		t.Fatal(err)
	}
	if n := m.Topology.Len(); n != 8*6 || !strings.Contains(string(res.TOML), `orientation = "pointy"`) {
		t.Fatalf("%d cells, want 8×6 pointy-top:\n%s", n, res.TOML)
	}
	want := map[string]string{"Grassland": "#78b446", "Water": "#3c6ec8", "Hills": "#aa8c5a", "Woods": "#286e32"}
	if len(m.Terrains) != len(want) {
		t.Errorf("%d terrain types, want %d", len(m.Terrains), len(want))
	}
	for _, ter := range m.Terrains {
		if w := want[ter.Name]; !strings.EqualFold(hexOf(ter), w) {
			t.Errorf("%s is %s, want %s", ter.Name, hexOf(ter), w)
		}
	}
	// Row 3, column 1 is Woods (o); row 0, column 3 Water (w).
	for _, c := range []struct {
		col, row int
		name     string
	}{{1, 3, "Woods"}, {3, 0, "Water"}, {7, 0, "Hills"}, {0, 0, "Grassland"}} {
		cell, _ := m.CellAt(c.col, c.row)
		if got := m.TerrainAt(cell).Name; got != c.name {
			t.Errorf("column %d, row %d: %s, want %s", c.col, c.row, got, c.name)
		}
	}
}

// Cells with no tile on any layer are left off the map: a pointy-top map
// (odd rows shifted) whose first row and last column are empty keeps the
// 3×3 cells from Tiled's row 1; as that row is odd (shifted), the kept
// grid's even rows are the shifted ones (shove even); the cell with no
// tile among them is "Off map"; every cell keeps Tiled's label and its
// neighbours: Tiled's 1,2 (row 2, even, not shifted) has 0,1 1,1 (above),
// 0,2 2,2 (beside) and 0,3 1,3 (below): labels 0102 0202 0103 0303 0104
// 0204.
func TestEmptyCellsLeftOff(t *testing.T) {
	tmx := `<map orientation="hexagonal" width="4" height="4" tilewidth="28" tileheight="32" hexsidelength="16" staggeraxis="y" staggerindex="odd">
<tileset firstgid="1" name="t" tilewidth="28" tileheight="32" tilecount="1" columns="1"><tile id="0" class="clear"/></tileset>
<layer name="g" width="4" height="4"><data encoding="csv">
0,0,0,0,
1,1,1,0,
1,0,1,0,
1,1,1,0</data></layer>
<objectgroup name="o"><object id="1" name="Lost" x="100" y="10"><point/></object></objectgroup></map>`
	res, err := Import("holes.tmx", []byte(tmx), nil)
	if err != nil {
		t.Fatal(err)
	}
	m, err := maps.Load("holes.toml", res.TOML)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(res.TOML), `shove = "even"`) || m.Topology.Len() != 9 {
		t.Fatalf("want 9 cells, shove even:\n%s", res.TOML)
	}
	hole, err := m.Cell("0203")
	if err != nil {
		t.Fatal(err)
	}
	if ter := m.TerrainAt(hole); ter.Name != "Off map" || !ter.Impassable {
		t.Errorf("0203: %+v, want Off map, impassable", ter)
	}
	var got []string
	for _, n := range m.Topology.Neighbors(hole, nil) {
		got = append(got, m.Label(n))
	}
	sort.Strings(got)
	if want := []string{"0102", "0103", "0104", "0202", "0204", "0303"}; !slices.Equal(got, want) {
		t.Errorf("neighbours of 0203: %v, want %v", got, want)
	}
	if _, err := m.Cell("0101"); err == nil {
		t.Error("0101 (no tile, in the empty first row) is on the map")
	}
	for _, want := range []string{
		"7 of the 4×4 cells, around those with tiles, have no tile on any layer: left off the map, which keeps the 3×3 cells from column 1, row 2",
		`1 cell among the others has no tile on any layer: terrain "Off map", impassable`,
		`object 1 ("Lost"): on a cell with no tile around the map's tiles, left off the map: not imported`,
	} {
		if !reportHas(res.Report, want) {
			t.Errorf("report lacks %q: %q", want, res.Report)
		}
	}
}

// writeStripPNG writes a PNG of square tiles of side px in a row, each of
// one colour.
func writeStripPNG(t *testing.T, path string, px int, cols [][3]uint8) {
	t.Helper()
	img := image.NewNRGBA(image.Rect(0, 0, px*len(cols), px))
	for i, c := range cols {
		draw.Draw(img, image.Rect(i*px, 0, (i+1)*px, px), image.NewUniform(color.NRGBA{c[0], c[1], c[2], 255}), image.Point{}, draw.Src)
	}
	var b bytes.Buffer
	if err := png.Encode(&b, img); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, b.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
}

// A wang set in the form Tiled 1.1 to 1.4 wrote (corner and edge colours
// apart, hexadecimal ids) is not read, and the report says so.
func TestOldWangSetReported(t *testing.T) {
	tmx := `<map orientation="orthogonal" width="1" height="1" tilewidth="8" tileheight="8">
 <tileset firstgid="1" name="ground" tilewidth="8" tileheight="8" tilecount="1" columns="1">
  <image source="g.png" width="8" height="8"/>
  <wangsets><wangset name="Old" tile="-1"><wangcornercolor name="Grass" color="#00ff00" tile="-1" probability="1"/><wangtile tileid="0" wangid="0x10101010"/></wangset></wangsets>
 </tileset>
 <layer name="g" width="1" height="1"><data encoding="csv">1</data></layer>
</map>`
	res, err := Import("old.tmx", []byte(tmx), nil)
	if err != nil {
		t.Fatal(err)
	}
	if !reportHas(res.Report, `tileset "ground": terrain set "Old" is in the form Tiled 1.1 to 1.4 wrote, not read`) ||
		!strings.Contains(string(res.TOML), `name = "ground 0"`) {
		t.Errorf("report %q\n%s", res.Report, res.TOML)
	}
}

// Terrain sets are bounded as the rest: their tiles and terrains count
// against the tiles listed in tilesets, in both formats, and a wang id
// longer than eight numbers can be is not read.
func TestTerrainSetsBounded(t *testing.T) {
	var x, j strings.Builder
	for i := 0; i <= MaxTilesetTiles; i++ {
		fmt.Fprintf(&x, `<wangtile tileid="%d" wangid="0,1,0,1,0,1,0,1"/>`, i)
		if i > 0 {
			j.WriteByte(',')
		}
		fmt.Fprintf(&j, `{"tileid":%d,"wangid":[0,1,0,1,0,1,0,1]}`, i)
	}
	tmx := `<map orientation="orthogonal" width="1" height="1" tilewidth="8" tileheight="8"><tileset firstgid="1" name="g" tilewidth="8" tileheight="8" tilecount="1" columns="1"><image source="g.png"/><wangsets><wangset name="W" type="corner"><wangcolor name="A"/>` +
		x.String() + `</wangset></wangsets></tileset></map>`
	tmj := `{"type":"map","orientation":"orthogonal","width":1,"height":1,"tilewidth":8,"tileheight":8,"tilesets":[{"firstgid":1,"name":"g","tilewidth":8,"tileheight":8,"tilecount":1,"columns":1,"image":"g.png","wangsets":[{"name":"W","type":"corner","colors":[{"name":"A"}],"wangtiles":[` +
		j.String() + `]}]}],"layers":[]}`
	for name, text := range map[string]string{"many.tmx": tmx, "many.tmj": tmj} {
		_, err := Import(name, []byte(text), nil)
		if err == nil || !strings.Contains(err.Error(), fmt.Sprintf("more than %d tiles listed in tilesets", MaxTilesetTiles)) {
			t.Errorf("%s: error %v", name, err)
		}
	}
	long := strings.Repeat("1,", 100_000) + "1"
	for name, text := range map[string]string{
		"long.tmx": `<map orientation="orthogonal" width="1" height="1" tilewidth="8" tileheight="8"><tileset firstgid="1" name="g" tilewidth="8" tileheight="8" tilecount="1" columns="1"><image source="g.png"/><wangsets><wangset name="W" type="corner"><wangcolor name="A"/><wangtile tileid="0" wangid="` +
			long + `"/></wangset></wangsets></tileset><layer name="l" width="1" height="1"><data encoding="csv">1</data></layer></map>`,
		"long.tmj": `{"type":"map","orientation":"orthogonal","width":1,"height":1,"tilewidth":8,"tileheight":8,"tilesets":[{"firstgid":1,"name":"g","tilewidth":8,"tileheight":8,"tilecount":1,"columns":1,"image":"g.png","wangsets":[{"name":"W","type":"corner","colors":[{"name":"A"}],"wangtiles":[{"tileid":0,"wangid":[` +
			long + `]}]}]}],"layers":[{"type":"tilelayer","name":"l","width":1,"height":1,"data":[1]}]}`,
	} {
		res, err := Import(name, []byte(text), nil)
		if err != nil || !strings.Contains(string(res.TOML), `name = "g 0"`) {
			t.Errorf("%s: %v: the tile is not named by its number", name, err)
		}
	}
}

// An isometric map is refused, saying why.
func TestIsometricRefused(t *testing.T) {
	path := filepath.Join("testdata", "generated", "isometric.tmx")
	_, err := ImportFile(path)
	if err == nil || err.Error() != "tiled: "+path+": isometric maps are not supported; Sandtable imports orthogonal and hexagonal maps" {
		t.Errorf("error %v", err)
	}
}
