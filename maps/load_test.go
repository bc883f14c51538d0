package maps

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestBuiltinMapsLoad(t *testing.T) {
	names := BuiltinNames()
	want := []string{"greenfields-1914", "greenfields-somme-1916", "libya-egypt", "out-of-africa", "test-areas", "test-graph", "test-hex-flat", "test-hex-pointy", "test-points", "test-square", "vernian-england", "vernian-west"}
	if strings.Join(names, ",") != strings.Join(want, ",") {
		t.Fatalf("BuiltinNames = %v, want %v", names, want)
	}
	for _, n := range names {
		m, err := Builtin(n)
		if err != nil {
			t.Errorf("%s: %v", n, err)
			continue
		}
		if m.ID != n {
			t.Errorf("%s: id is %q; a bundled map's id must be its file name", n, m.ID)
		}
		if m2, err := LoadFile("builtin:" + n); err != nil || m2.Summary() != m.Summary() {
			t.Errorf("LoadFile(builtin:%s) = %v", n, err)
		}
	}
	if _, err := Builtin("nope"); err == nil || !strings.Contains(err.Error(), "test-hex-flat") {
		t.Errorf("Builtin(nope) = %v", err)
	}
}

func TestSummaries(t *testing.T) {
	tests := map[string]string{
		"test-hex-flat":   `map "Test flat hex" (hex-flat, 12×10, 120 cells, 6 terrains, 5 places)`,
		"test-hex-pointy": `map "Test pointy hex" (hex-pointy, 10×8, 80 cells, 4 terrains, 2 places)`,
		"test-square":     `map "Test square" (square, 12×10, 120 cells, 6 terrains, 3 places)`,
		"test-graph":      `map "Test desert coast" (graph, 11 spaces, 19 connections, 5 terrains, 5 places)`,
		"test-points":     `map "Test points" (graph, 11 spaces, 14 connections, 4 terrains, 4 places)`,
		"test-areas":      `map "Test areas" (graph, 12 spaces, 17 connections, 3 terrains, 0 places)`,
	}
	for name, want := range tests {
		m, err := Builtin(name)
		if err != nil {
			t.Fatal(err)
		}
		if got := m.Summary(); got != want {
			t.Errorf("%s: %s, want %s", name, got, want)
		}
	}
}

func TestLoadErrors(t *testing.T) {
	tests := []struct {
		file string
		want []string
	}{
		{"bad_syntax.toml", []string{
			"testdata/bad_syntax.toml:5:6: expected '.' or ']' to end table name, but got '\\n' instead",
		}},
		{"bad_format.toml", []string{
			`testdata/bad_format.toml:1:1: format: is "sandtable-counters", expected "sandtable-map"`,
			`testdata/bad_format.toml:2:1: version: 2 is not supported; this program reads version 1`,
		}},
		{"bad_unknown_key.toml", []string{
			`testdata/bad_unknown_key.toml:10:1: grid.colour: unknown key`,
			`testdata/bad_unknown_key.toml:14:1: terrain.clear.move: unknown key`,
			`testdata/bad_unknown_key.toml:15:1: terrain.clear.id: unknown key; "id" is a top-level key and must come before the first [table] header`,
			`testdata/bad_unknown_key.toml:25:1: place[1].cell: unknown key (did you mean "cells"?)`,
			`testdata/bad_unknown_key.toml:26:1: place[1].terrain_rows: unknown key; "terrain_rows" is a top-level key and must come before the first [table] header`,
		}},
		{"bad_cell_ref.toml", []string{
			`testdata/bad_cell_ref.toml:6:3: terrain_rows[1]: has 3 characters, the grid has 4 columns`,
			`testdata/bad_cell_ref.toml:7:3: terrain_rows[2]: column 3 (0303): 'x' is not a symbol declared in this map`,
			`testdata/bad_cell_ref.toml:28:25: edge[0].between[1]: cells 0101 and 0301 are not adjacent`,
			`testdata/bad_cell_ref.toml:28:38: edge[0].between[2]: "0101-0102" is not an edge; write the two cells as "0304/0404"`,
			`testdata/bad_cell_ref.toml:28:51: edge[0].between[3]: cell "0909" is not on map "bad-cells" (columns 1-4, rows 1-3)`,
			`testdata/bad_cell_ref.toml:32:18: place[0].kinds[1]: "metropolis" is not one of city, town, fortress, port, capital, victory, supply_source, reinforcement_zone, airfield, other`,
			`testdata/bad_cell_ref.toml:33:10: place[0].cells[0]: cell "0999" is not on map "bad-cells" (columns 1-4, rows 1-3)`,
			`testdata/bad_cell_ref.toml:40:1: box[0].w: must be more than 0, got 0`,
			`testdata/bad_cell_ref.toml:42:1: box[0].slots: only turn_track boxes have slots`,
			`testdata/bad_cell_ref.toml:47:1: link[0].to_cell: cell "0105" is not on map "bad-cells" (columns 1-4, rows 1-3)`,
		}},
		{"bad_roads.toml", []string{
			`testdata/bad_roads.toml:14:1: road_type.road.style: "zigzag" is not one of line, dashed, dotted, double, rail`,
			`testdata/bad_roads.toml:15:1: road_type.road.move_cost: must be a whole number from 0 to 1000, got -1`,
			`testdata/bad_roads.toml:16:12: road_type.road.bridges[0]: no edge feature "river" is declared (add [edge_feature.river])`,
			`testdata/bad_roads.toml:18:1: road[0].type: missing; name a road type (add [road_type.road])`,
			`testdata/bad_roads.toml:22:1: road[1].type: no road type "lane" is declared (add [road_type.lane])`,
			`testdata/bad_roads.toml:27:1: road[2].path: needs at least two cells, each adjacent to the one before, got 1`,
			`testdata/bad_roads.toml:31:17: road[3].path[1]: cell 0301 is not adjacent to 0101 before it; a road goes from a cell to a neighbour`,
			`testdata/bad_roads.toml:31:25: road[3].path[2]: cell "0909" is not on map "bad-roads" (columns 1-4, rows 1-3)`,
		}},
		{"bad_huge.toml", []string{
			`testdata/bad_huge.toml:5:1: grid: 1000×1000 is 1000000 cells, more than the limit of 250000`,
		}},
		{"bad_graph.toml", []string{
			`testdata/bad_graph.toml:7:1: grid.cols: not used by graph maps`,
			`testdata/bad_graph.toml:18:1: space[1].id: "a" is also the id of space[0] (ids must differ in more than case)`,
			`testdata/bad_graph.toml:21:1: space[1].polygon: needs at least 3 corners, got 2`,
			`testdata/bad_graph.toml:23:1: space[2].y: missing`,
			`testdata/bad_graph.toml:24:1: space[2].id: "B/C" must not begin or end with spaces or contain '/'`,
			`testdata/bad_graph.toml:29:1: connection[0].b: no space "Z" on this map`,
			`testdata/bad_graph.toml:33:1: connection[1].b: joins space "A" to itself`,
		}},
	}
	for _, tt := range tests {
		t.Run(tt.file, func(t *testing.T) {
			m, err := LoadFile(filepath.Join("testdata", tt.file))
			if err == nil {
				t.Fatalf("loaded %s, want errors", m.Summary())
			}
			if got, want := err.Error(), strings.Join(tt.want, "\n"); got != want {
				t.Errorf("got:\n%s\nwant:\n%s", got, want)
			}
		})
	}
}

// TestInlineErrors checks small cases without fixture files.
func TestInlineErrors(t *testing.T) {
	head := "format = \"sandtable-map\"\nversion = 1\nid = \"t\"\n"
	tests := []struct {
		name, src, want string
	}{
		{"no grid", head + "[terrain.c]\ncolor = \"#fff\"\n", `t.toml: grid: missing; add a [grid] table with kind = "hex", "square" or "graph"`},
		{"no terrain", head + "[grid]\nkind = \"square\"\ncols = 2\nrows = 2\n", `t.toml: terrain: missing; declare at least one terrain type, e.g. [terrain.clear]`},
		{"bad kind", head + "[grid]\nkind = \"hexagon\"\n[terrain.c]\ncolor = \"#fff\"\n", `t.toml:5:1: grid.kind: "hexagon" is not one of hex, square, graph`},
		{"bad colour", head + "[grid]\nkind = \"square\"\ncols = 2\nrows = 2\n[terrain.c]\ncolor = \"green-ish\"\n",
			`t.toml:9:1: terrain.c.color: "green-ish" is not a colour (use #rgb, #rrggbb or a name such as "red")`},
		{"negative cost", head + "[grid]\nkind = \"square\"\ncols = 2\nrows = 2\n[terrain.c]\ncolor = \"#fff\"\nmove_cost = -1\n",
			`t.toml:10:1: terrain.c.move_cost: must not be negative, got -1`},
		{"bad default", "default_terrain = \"x\"\n" + head + "[grid]\nkind = \"square\"\ncols = 2\nrows = 2\n[terrain.c]\ncolor = \"#fff\"\n",
			`t.toml:1:1: default_terrain: no terrain "x" is declared`},
		{"duplicate symbol", head + "[grid]\nkind = \"square\"\ncols = 2\nrows = 2\n[terrain.c]\ncolor = \"#fff\"\nsymbol = \".\"\n[terrain.d]\ncolor = \"#000\"\nsymbol = \".\"\n",
			`t.toml:13:1: terrain.d.symbol: '.' is also the symbol of terrain "c"`},
		{"missing cols", head + "[grid]\nkind = \"hex\"\nrows = 2\n[terrain.c]\ncolor = \"#fff\"\n", `t.toml:4:1: grid.cols: missing`},
		{"zero rows", head + "[grid]\nkind = \"hex\"\ncols = 2\nrows = 0\n[terrain.c]\ncolor = \"#fff\"\n", `t.toml:7:1: grid.rows: must be between 1 and 250000, got 0`},
		{"bad labels", head + "[grid]\nkind = \"square\"\ncols = 2\nrows = 2\n[grid.labels]\nstyle = \"roman\"\n[terrain.c]\ncolor = \"#fff\"\n",
			`t.toml:9:1: grid.labels.style: "roman" is not one of numeric, letter-number`},
		{"huge dims", head + "[grid]\nkind = \"hex\"\ncols = 9223372036854775807\nrows = 9223372036854775807\n[terrain.c]\ncolor = \"#fff\"\n",
			"t.toml:6:1: grid.cols: must be between 1 and 250000, got 9223372036854775807\nt.toml:7:1: grid.rows: must be between 1 and 250000, got 9223372036854775807"},
		{"unknown edge feature", head + "[grid]\nkind = \"square\"\ncols = 2\nrows = 2\n[terrain.c]\ncolor = \"#fff\"\n[[edge]]\nfeature = \"wall\"\nbetween = [\"A1/B1\"]\n",
			"t.toml:11:1: edge[0].feature: no edge feature \"wall\" is declared (add [edge_feature.wall])\nt.toml:12:12: edge[0].between[0]: cell \"A1\" is not on map \"t\": label \"A1\" is not a square label like \"0101\"\nt.toml:12:12: edge[0].between[0]: cell \"B1\" is not on map \"t\": label \"B1\" is not a square label like \"0101\""},
		{"region overlap", head + "[grid]\nkind = \"square\"\ncols = 2\nrows = 2\n[terrain.c]\ncolor = \"#fff\"\n[[region]]\nid = \"a\"\ncells = [\"0101\"]\n[[region]]\nid = \"b\"\ncells = [\"0102\", \"0101\"]\n",
			"t.toml:15:18: region[1].cells[1]: cell 0101 is already in region \"a\""},
		{"place region", head + "[grid]\nkind = \"square\"\ncols = 2\nrows = 2\n[terrain.c]\ncolor = \"#fff\"\n[[place]]\nname = \"P\"\nkinds = [\"town\", \"town\"]\ncells = [\"0101\"]\nregion = \"nope\"\nvp = -1\n",
			"t.toml:12:18: place[0].kinds[1]: \"town\" is listed twice\nt.toml:14:1: place[0].region: no region \"nope\" on this map\nt.toml:15:1: place[0].vp: must not be negative, got -1"},
		// Ids that differ only in case name the same thing for a player
		// (issue 10, item 22): refused in every namespace of a map.
		{"terrain ids differing in case", head + "[grid]\nkind = \"square\"\ncols = 2\nrows = 2\n[terrain.clear]\ncolor = \"#fff\"\n[terrain.Clear]\ncolor = \"#000\"\n",
			`t.toml:10:1: terrain.Clear: "Clear" differs only in case from "clear", the id of terrain.clear; ids must differ in more than case`},
		{"edge features differing in case", head + "[grid]\nkind = \"square\"\ncols = 2\nrows = 2\n[terrain.c]\ncolor = \"#fff\"\n[edge_feature.river]\n[edge_feature.RIVER]\n",
			`t.toml:11:1: edge_feature.RIVER: "RIVER" differs only in case from "river", the id of edge_feature.river; ids must differ in more than case`},
		{"regions, places and boxes differing in case", head + "[grid]\nkind = \"square\"\ncols = 2\nrows = 2\n[terrain.c]\ncolor = \"#fff\"\n" +
			"[[region]]\nid = \"north\"\ncells = [\"0101\"]\n[[region]]\nid = \"North\"\ncells = [\"0102\"]\n" +
			"[[place]]\nid = \"paris\"\nname = \"P\"\nkinds = [\"city\"]\ncells = [\"0101\"]\n[[place]]\nid = \"Paris\"\nname = \"P\"\nkinds = [\"city\"]\ncells = [\"0102\"]\n" +
			"[[box]]\nid = \"res\"\nkind = \"reserve\"\nx = 0\ny = 0\nw = 10\nh = 10\n[[box]]\nid = \"res\"\nkind = \"reserve\"\nx = 0\ny = 20\nw = 10\nh = 10\n",
			"t.toml:14:1: region[1].id: \"North\" differs only in case from \"north\", the id of region[0]; ids must differ in more than case\n" +
				"t.toml:22:1: place[1].id: \"Paris\" differs only in case from \"paris\", the id of place[0]; ids must differ in more than case\n" +
				"t.toml:34:1: box[1].id: \"res\" is also the id of box[0]"},
		// check refuses what render could not draw (issue 10, item 19).
		{"coordinates beyond the limit", head + "[grid]\nkind = \"graph\"\n[terrain.c]\ncolor = \"#fff\"\n" +
			"[[space]]\nid = \"a\"\nx = 1e300\ny = -1000001\nradius = 2e6\n[[space]]\nid = \"b\"\nx = 0\ny = 0\npolygon = [[0, 0], [1e7, 0], [0, 1]]\n",
			"t.toml:10:1: space[0].x: must be within ±1000000 pixels, got 1e+300\n" +
				"t.toml:11:1: space[0].y: must be within ±1000000 pixels, got -1.000001e+06\n" +
				"t.toml:12:1: space[0].radius: must be a number of pixels from 0 to 1000000, got 2e+06\n" +
				"t.toml:17:20: space[1].polygon[1]: must be within ±1000000 pixels, got 1e+07"},
		{"graph rows", head + "terrain_rows = [\"..\"]\n[grid]\nkind = \"graph\"\n[terrain.c]\ncolor = \"#fff\"\n[[space]]\nid = \"A\"\nx = 1\ny = 1\n",
			"t.toml:4:1: terrain_rows: not used by graph maps; give each [[space]] its own value"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := Load("t.toml", []byte(tt.src))
			if err == nil {
				t.Fatal("loaded, want an error")
			}
			if got := err.Error(); got != tt.want {
				t.Errorf("got:\n%s\nwant:\n%s", got, tt.want)
			}
		})
	}
}

func TestMinimal(t *testing.T) {
	m, err := LoadFile("testdata/good_minimal.toml")
	if err != nil {
		t.Fatal(err)
	}
	if m.Name != "mini" || m.DefaultTerrain.ID != "clear" || m.Terrains[0].MoveCost != 1 {
		t.Errorf("defaults: %+v %+v", m, m.Terrains[0])
	}
	c, err := m.Cell("0302")
	if err != nil || m.TerrainAt(c).ID != "clear" || m.RegionAt(c) != nil || m.PlacesAt(c) != nil {
		t.Errorf("cell 0302: %v %v", c, err)
	}
	if _, err := m.Cell("0303"); err == nil || err.Error() != `maps: cell "0303" is not on map "mini" (columns 1-3, rows 1-2)` {
		t.Errorf("Cell(0303) error = %v", err)
	}
}

func TestLoadFileMissing(t *testing.T) {
	_, err := LoadFile("testdata/no-such-file.toml")
	if err == nil || !strings.HasPrefix(err.Error(), "maps: open testdata/no-such-file.toml") {
		t.Errorf("err = %v", err)
	}
	if _, err := os.Stat("testdata/no-such-file.toml"); err == nil {
		t.Fatal("fixture should not exist")
	}
}
