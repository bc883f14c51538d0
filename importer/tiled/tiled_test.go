package tiled

import (
	"fmt"
	"math"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"

	"sandtable/board"
	"sandtable/maps"
)

func label(c, r int) string { return fmt.Sprintf("%02d%02d", c+1, r+1) }

// expectedTerrain is the terrain (name, colour) of tile local id i, worked
// out by hand from the generated tileset: by class or property tiles 0 and
// 3 share "Grass land", whose colour is the mean of their colours
// ((200+220)/2, (40+200)/2, (40+60)/2); by colour each tile is its own
// terrain, named after its tileset.
func expectedTerrain(by string, i int) (name, color string) {
	if by == "colour" {
		return fmt.Sprintf("terrain %d", i), []string{"#c82828", "#28a028", "#2828c8", "#dcc83c"}[i]
	}
	return tileClasses[i], map[string]string{"Grass land": "#d27832", "forest": "#28a028", "water": "#2828c8"}[tileClasses[i]]
}

func importSpec(t *testing.T, s genSpec) (*maps.Map, *Result) {
	t.Helper()
	dir := t.TempDir()
	path := genMap(t, dir, s)
	res, err := ImportFile(path)
	if err != nil {
		t.Fatalf("%v: %v", s, err)
	}
	m, err := maps.Load("imported.toml", res.TOML)
	if err != nil {
		t.Fatalf("%v: maps.Load: %v\n%s", s, err, res.TOML)
	}
	return m, res
}

// TestImportCells imports maps of every orientation, stagger, encoding,
// tileset placement and way of naming terrain, and checks every cell's
// terrain and every place against what the Tiled file says.
func TestImportCells(t *testing.T) {
	var specs []genSpec
	orients := []genSpec{
		{orient: "orthogonal"},
		{orient: "hexagonal", axis: "x", index: "odd"},
		{orient: "hexagonal", axis: "x", index: "even"},
		{orient: "hexagonal", axis: "y", index: "odd"},
		{orient: "hexagonal", axis: "y", index: "even"},
	}
	for _, format := range []string{"tmx", "tmj"} {
		for _, o := range orients {
			for _, enc := range []string{"csv", "base64", "zlib", "gzip"} {
				for i, by := range []string{"class", "property", "colour", "type"} {
					s := o
					s.format, s.enc, s.terrainBy, s.cols, s.rows = format, enc, by, 7, 5
					s.external = (i+len(enc))%2 == 0
					specs = append(specs, s)
				}
			}
		}
	}
	// Every combination of format, orientation and tileset placement occurs.
	seen := map[string]bool{}
	for _, s := range specs {
		seen[fmt.Sprint(s.format, s.orient, s.axis, s.index, s.external)] = true
	}
	if len(seen) != 2*5*2 {
		t.Fatalf("the specs cover %d format/orientation/tileset combinations, want 20", len(seen))
	}
	for _, s := range specs {
		t.Run(s.String(), func(t *testing.T) {
			m, res := importSpec(t, s)
			wantKind := board.Square
			if s.orient == "hexagonal" {
				wantKind = board.HexPointy
				if s.axis == "x" {
					wantKind = board.HexFlat
				}
			}
			if m.Kind() != wantKind {
				t.Errorf("kind %v, want %v", m.Kind(), wantKind)
			}
			if m.Name != "Generated & tested" || m.Description != `A map "made" by the test.` {
				t.Errorf("name %q, description %q", m.Name, m.Description)
			}
			for r := 0; r < s.rows; r++ {
				for c := 0; c < s.cols; c++ {
					cell, ok := m.CellAt(c, r)
					if !ok {
						t.Fatalf("no cell at %d,%d", c, r)
					}
					if got := m.Label(cell); got != label(c, r) {
						t.Errorf("cell %d,%d is labelled %s, want %s", c, r, got, label(c, r))
					}
					i := int(genGID(c, r)&0x0FFFFFFF) - 1
					name, color := expectedTerrain(s.terrainBy, i)
					tr := m.TerrainAt(cell)
					if got := fmt.Sprintf("#%02x%02x%02x", tr.Color.R, tr.Color.G, tr.Color.B); tr.Name != name || got != color {
						t.Errorf("cell %s: terrain %q %s, want %q %s (tile %d)", label(c, r), tr.Name, got, name, color, i)
					}
				}
			}
			wantTerrains := 3
			if s.terrainBy == "colour" {
				wantTerrains = 4
			}
			if len(m.Terrains) != wantTerrains {
				t.Errorf("%d terrain types, want %d", len(m.Terrains), wantTerrains)
			}
			checkPlace(t, m, "Aubrecourt", []string{"town", "port"}, []string{label(2, 1), label(3, 1)}, 2)
			checkPlace(t, m, "Fort Bell", []string{"fortress"}, []string{label(4, 3)}, 0)
			checkPlace(t, m, "Mill", []string{"other"}, []string{label(0, s.rows-1)}, 0)
			if len(m.Places) != 3 {
				t.Errorf("%d places, want 3", len(m.Places))
			}
			for _, want := range []string{
				`object 4: has no name, not imported`,
				`object 5 ("Lake shore"): polygons and polylines are not imported`,
				`object 6 ("Note"): text objects are not imported`,
				`object 7 ("Mill"): class "windmill" is not a place kind`,
			} {
				if !reportHas(res.Report, want) {
					t.Errorf("report lacks %q:\n%s", want, strings.Join(res.Report, "\n"))
				}
			}
		})
	}
}

func reportHas(report []string, want string) bool {
	for _, l := range report {
		if strings.Contains(l, want) {
			return true
		}
	}
	return false
}

func checkPlace(t *testing.T, m *maps.Map, name string, kinds, cells []string, vp int) {
	t.Helper()
	p := m.Place(name)
	if p == nil {
		t.Errorf("no place %q", name)
		return
	}
	var got []string
	for _, c := range p.Cells {
		got = append(got, m.Label(c))
	}
	slices.Sort(got)
	cells = slices.Clone(cells)
	slices.Sort(cells)
	if !slices.Equal(got, cells) || !slices.Equal(p.Kinds, kinds) || p.VP != vp {
		t.Errorf("place %q: cells %v kinds %v vp %d, want cells %v kinds %v vp %d", name, got, p.Kinds, p.VP, cells, kinds, vp)
	}
}

// hexSpecs are the four hexagonal layouts.
var hexSpecs = []genSpec{
	{orient: "hexagonal", axis: "x", index: "odd"},
	{orient: "hexagonal", axis: "x", index: "even"},
	{orient: "hexagonal", axis: "y", index: "odd"},
	{orient: "hexagonal", axis: "y", index: "even"},
}

// TestHexNeighboursMatchTiled proves the stagger mapping: two cells are
// neighbours in Tiled when their centres, laid out as Tiled's format
// defines, are about one tile apart (27.8 or 28 px with these tiles; the
// next nearest are 48 px); they must be neighbours on the imported map too,
// and no others.
func TestHexNeighboursMatchTiled(t *testing.T) {
	for _, s := range hexSpecs {
		s.format, s.enc, s.terrainBy, s.cols, s.rows = "tmx", "csv", "class", 6, 5
		t.Run(s.String(), func(t *testing.T) {
			m, _ := importSpec(t, s)
			g := m.Topology.(board.OffsetGrid)
			for r := 0; r < s.rows; r++ {
				for c := 0; c < s.cols; c++ {
					var tiled []string
					x0, y0 := s.tiledCentre(c, r)
					for r2 := 0; r2 < s.rows; r2++ {
						for c2 := 0; c2 < s.cols; c2++ {
							x1, y1 := s.tiledCentre(c2, r2)
							if d := math.Hypot(x1-x0, y1-y0); d > 0 && d < 35 {
								tiled = append(tiled, label(c2, r2))
							}
						}
					}
					var ours []string
					for _, n := range g.Neighbors(g.FromOffset(c, r), nil) {
						ours = append(ours, m.Label(n))
					}
					slices.Sort(tiled)
					slices.Sort(ours)
					if !slices.Equal(tiled, ours) {
						t.Errorf("cell %s: Tiled's neighbours %v, Sandtable's %v", label(c, r), tiled, ours)
					}
				}
			}
		})
	}
}

// TestHexNeighboursByHand checks two cells of each layout against
// neighbours worked out by hand from Tiled's rule ("staggerindex: whether
// the even or odd indexes along the staggered axis are shifted"), as
// zero-based (column, row): with axis x and index odd, column 1 sits half
// a hex lower than columns 0 and 2, so (1,1) touches (0,1), (0,2), (2,1)
// and (2,2) beside it.
func TestHexNeighboursByHand(t *testing.T) {
	for _, s := range hexSpecs {
		s.format, s.enc, s.terrainBy, s.cols, s.rows = "tmj", "base64", "colour", 5, 5
		t.Run(s.String(), func(t *testing.T) {
			m, _ := importSpec(t, s)
			checkNeighboursByHand(t, m, s.axis+"-"+s.index)
		})
	}
}

// neighboursByHand are the neighbours of two cells of each layout, by
// staggeraxis and staggerindex, as zero-based (column, row).
var neighboursByHand = map[string]map[[2]int][][2]int{
	"x-odd":  {{1, 1}: {{1, 0}, {1, 2}, {0, 1}, {0, 2}, {2, 1}, {2, 2}}, {2, 1}: {{2, 0}, {2, 2}, {1, 0}, {1, 1}, {3, 0}, {3, 1}}},
	"x-even": {{1, 1}: {{1, 0}, {1, 2}, {0, 0}, {0, 1}, {2, 0}, {2, 1}}, {2, 1}: {{2, 0}, {2, 2}, {1, 1}, {1, 2}, {3, 1}, {3, 2}}},
	"y-odd":  {{1, 1}: {{0, 1}, {2, 1}, {1, 0}, {2, 0}, {1, 2}, {2, 2}}, {1, 2}: {{0, 2}, {2, 2}, {0, 1}, {1, 1}, {0, 3}, {1, 3}}},
	"y-even": {{1, 1}: {{0, 1}, {2, 1}, {0, 0}, {1, 0}, {0, 2}, {1, 2}}, {1, 2}: {{0, 2}, {2, 2}, {1, 1}, {2, 1}, {1, 3}, {2, 3}}},
}

// checkNeighboursByHand checks the neighbours of m's cells against
// neighboursByHand[layout].
func checkNeighboursByHand(t *testing.T, m *maps.Map, layout string) {
	t.Helper()
	g := m.Topology.(board.OffsetGrid)
	for cell, ns := range neighboursByHand[layout] {
		var w, got []string
		for _, n := range ns {
			w = append(w, label(n[0], n[1]))
		}
		for _, n := range g.Neighbors(g.FromOffset(cell[0], cell[1]), nil) {
			got = append(got, m.Label(n))
		}
		slices.Sort(w)
		slices.Sort(got)
		if !slices.Equal(w, got) {
			t.Errorf("%s: cell %s: neighbours %v, want %v", layout, label(cell[0], cell[1]), got, w)
		}
	}
}

// A hexagonal map without staggerindex imports as with "odd", Tiled's
// default: the same map file, and the neighbours worked out by hand for
// odd (which differ from even's).
func TestStaggerIndexDefaultsToOdd(t *testing.T) {
	for _, s := range hexSpecs {
		if s.index != "odd" {
			continue
		}
		for _, format := range []string{"tmx", "tmj"} {
			s.format, s.enc, s.terrainBy, s.cols, s.rows = format, "csv", "class", 5, 5
			t.Run(s.String(), func(t *testing.T) {
				dir := t.TempDir()
				path := genMap(t, dir, s)
				odd, err := ImportFile(path)
				if err != nil {
					t.Fatal(err)
				}
				text, err := os.ReadFile(path)
				if err != nil {
					t.Fatal(err)
				}
				without := regexp.MustCompile(`\s*"staggerindex": "odd",|\s*staggerindex="odd"`).ReplaceAll(text, nil)
				if len(without) == len(text) || strings.Contains(string(without), "staggerindex") {
					t.Fatalf("staggerindex not taken out:\n%s", without)
				}
				if err := os.WriteFile(path, without, 0o644); err != nil {
					t.Fatal(err)
				}
				res, err := ImportFile(path)
				if err != nil {
					t.Fatal(err)
				}
				if string(res.TOML) != string(odd.TOML) {
					t.Errorf("without staggerindex:\n%s\nwith staggerindex=\"odd\":\n%s", res.TOML, odd.TOML)
				}
				checkNeighboursByHand(t, res.Map, s.axis+"-odd")
			})
		}
	}
}

// TestTopmostTileWins: with two tile layers, a cell takes the upper
// layer's tile where it has one, the lower one's elsewhere, and the report
// says so.
func TestTopmostTileWins(t *testing.T) {
	s := genSpec{format: "tmx", orient: "orthogonal", enc: "csv", terrainBy: "class", cols: 3, rows: 2}
	lower := []uint32{1, 1, 1, 1, 1, 1}
	upper := []uint32{0, 2, 0, 0x80000003, 0, 0}
	dir := t.TempDir()
	res, err := ImportFile(genMap(t, dir, s, lower, upper))
	if err != nil {
		t.Fatal(err)
	}
	m, err := maps.Load("x.toml", res.TOML)
	if err != nil {
		t.Fatal(err)
	}
	want := []string{"Grass land", "forest", "Grass land", "water", "Grass land", "Grass land"}
	for i, w := range want {
		c, _ := m.CellAt(i%3, i/3)
		if got := m.TerrainAt(c).Name; got != w {
			t.Errorf("cell %s: %q, want %q", m.Label(c), got, w)
		}
	}
	if !reportHas(res.Report, `2 cells have tiles on more than one of the layers "Ground 1", "Ground 2": each takes the tile of the topmost layer`) {
		t.Errorf("report: %q", res.Report)
	}
}

// TestEmptyCellsAndZstd: a zstd layer is refused in the report, and a map
// with no tile left is kept whole, its cells all "Off map".
func TestEmptyCellsAndZstd(t *testing.T) {
	for _, format := range []string{"tmx", "tmj"} {
		s := genSpec{format: format, orient: "orthogonal", enc: "zstd", terrainBy: "class", cols: 3, rows: 2}
		res, err := ImportFile(genMap(t, t.TempDir(), s))
		if err != nil {
			t.Fatal(err)
		}
		if !reportHas(res.Report, `tile layer "Ground 1": not imported: zstd compression is not supported`) ||
			!reportHas(res.Report, `the map has no tile on any visible layer: all its cells are "Off map"`) {
			t.Errorf("%s report: %q", format, res.Report)
		}
		m, err := maps.Load("x.toml", res.TOML)
		if err != nil {
			t.Fatal(err)
		}
		if len(m.Terrains) != 1 || m.Terrains[0].Name != "Off map" || !m.Terrains[0].Impassable || m.Topology.Len() != 6 {
			t.Errorf("%s: terrains %v", format, m.Terrains)
		}
	}
}

// TestRefusals: maps that cannot be imported are refused with the file
// and the reason.
func TestRefusals(t *testing.T) {
	hex := `<map orientation="hexagonal" width="2" height="2" tilewidth="16" tileheight="16" %s><layer name="g" width="2" height="2"><data encoding="csv">1,1,1,1</data></layer></map>`
	for _, c := range []struct{ name, text, want string }{
		{"iso.tmx", `<map orientation="isometric" width="2" height="2" tilewidth="16" tileheight="8"></map>`, "iso.tmx: isometric maps are not supported"},
		{"inf.tmj", `{"type":"map","orientation":"orthogonal","width":2,"height":2,"tilewidth":8,"tileheight":8,"infinite":true,"layers":[]}`, "inf.tmj: infinite maps are not supported"},
		{"big.tmx", `<map orientation="orthogonal" width="1000" height="1000" tilewidth="16" tileheight="16"></map>`, "big.tmx: map size 1000×1000"},
		{"axis.tmx", fmt.Sprintf(hex, `staggeraxis="z"`), `axis.tmx: staggeraxis "z" is not x or y`},
		{"short.tmx", `<map orientation="orthogonal" width="2" height="2" tilewidth="16" tileheight="16"><layer name="g" width="2" height="2"><data encoding="csv">1,1,1</data></layer></map>`, `short.tmx: tile layer "g": csv data has 3 tiles, the map 4 cells`},
		{"ext.tmx", `<map orientation="orthogonal" width="1" height="1" tilewidth="16" tileheight="16"><tileset firstgid="1" source="missing.tsx"/></map>`, `ext.tmx: tileset "missing.tsx"`},
		{"what.txt", `hello`, "what.txt: neither a .tmx nor a .tmj Tiled map"},
	} {
		dir := t.TempDir()
		path := filepath.Join(dir, c.name)
		if err := os.WriteFile(path, []byte(c.text), 0o644); err != nil {
			t.Fatal(err)
		}
		_, err := ImportFile(path)
		if err == nil || !strings.Contains(err.Error(), c.want) || !strings.HasPrefix(err.Error(), "tiled: ") {
			t.Errorf("%s: error %v, want one containing %q", c.name, err, c.want)
		}
	}
}
