package main

import (
	"image/png"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// A small Tiled hex map written as Tiled writes it: one tile layer (csv),
// an embedded tileset whose tiles have classes, and a named point object.
const tiledHex = `<?xml version="1.0" encoding="UTF-8"?>
<map version="1.10" tiledversion="1.10.2" orientation="hexagonal" renderorder="right-down" width="3" height="2" tilewidth="28" tileheight="32" infinite="0" hexsidelength="16" staggeraxis="y" staggerindex="odd" nextlayerid="3" nextobjectid="3">
 <tileset firstgid="1" name="t" tilewidth="28" tileheight="32" tilecount="2" columns="2">
  <tile id="0" class="clear"/>
  <tile id="1" class="forest"/>
 </tileset>
 <layer id="1" name="Ground" width="3" height="2">
  <data encoding="csv">
1,2,1,
2,2,1
</data>
 </layer>
 <objectgroup id="2" name="Places">
  <object id="1" name="Hill Town" type="town" x="50" y="40"><point/></object>
  <object id="2" x="10" y="10"><point/></object>
 </objectgroup>
</map>
`

func TestImportWritesCheckableMap(t *testing.T) {
	dir := t.TempDir()
	in, out := filepath.Join(dir, "hill.tmx"), filepath.Join(dir, "hill.toml")
	if err := os.WriteFile(in, []byte(tiledHex), 0o644); err != nil {
		t.Fatal(err)
	}
	code, stdout, stderr := sandtable(t, "import", in, "-o", out)
	if code != 0 {
		t.Fatalf("import: exit %d: %s%s", code, stdout, stderr)
	}
	// Rows advance by 24 px (32 less the 8 px the next row's tips overlap);
	// row 1 (y 24..56) is odd, so shifted right by half a tile: its column
	// 1 spans x 42..70. The point (50, 40) is in its straight-sided middle
	// (y 32..48): column 1, row 1, "0202".
	for _, want := range []string{`(hex-pointy, 3×2, 6 cells, 2 terrains, 1 place)`, `object 2: has no name, not imported`} {
		if !strings.Contains(stdout, want) {
			t.Errorf("output lacks %q:\n%s", want, stdout)
		}
	}
	text, err := os.ReadFile(out)
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{`cells = ["0202"]`, `kinds = ["town"]`, `shove = "odd"`, `orientation = "pointy"`} {
		if !strings.Contains(string(text), want) {
			t.Errorf("%s lacks %q:\n%s", out, want, text)
		}
	}
	if code, stdout, stderr := sandtable(t, "check", out); code != 0 {
		t.Errorf("check of the imported map: exit %d: %s%s", code, stdout, stderr)
	}

	// A second import does not overwrite it, unless forced.
	if err := os.WriteFile(out, []byte("mine"), 0o644); err != nil {
		t.Fatal(err)
	}
	code, _, stderr = sandtable(t, "import", in, "-o", out)
	if code != 1 || !strings.Contains(stderr, "already exists; use --force") {
		t.Errorf("import over an existing file: exit %d, %s", code, stderr)
	}
	if b, _ := os.ReadFile(out); string(b) != "mine" {
		t.Errorf("the existing file was changed: %q", b)
	}
	if code, _, stderr := sandtable(t, "import", "--force", in, "-o", out); code != 0 {
		t.Errorf("import --force: exit %d, %s", code, stderr)
	}
	if b, _ := os.ReadFile(out); !strings.HasPrefix(string(b), "# Imported from the Tiled map hill.tmx") {
		t.Errorf("--force did not write the map: %q", b)
	}
}

func TestImportErrors(t *testing.T) {
	dir := t.TempDir()
	bad := filepath.Join(dir, "iso.tmx")
	os.WriteFile(bad, []byte(`<map orientation="isometric" width="2" height="2" tilewidth="32" tileheight="16"/>`), 0o644)
	out := filepath.Join(dir, "out.toml")
	for _, c := range []struct {
		args []string
		code int
		want string
	}{
		{[]string{"import", bad}, 2, "import needs -o MAP.toml"},
		{[]string{"import", "-o", out}, 2, "import needs exactly one MAP.tmx or MAP.tmj"},
		{[]string{"import", bad, "-o", out}, 1, "tiled: " + bad + ": isometric maps are not supported"},
		{[]string{"import", filepath.Join(dir, "none.tmx"), "-o", out}, 1, "none.tmx: no such file"},
	} {
		code, _, stderr := sandtable(t, c.args...)
		if code != c.code || !strings.Contains(stderr, c.want) {
			t.Errorf("%v: exit %d, %q; want exit %d and %q", c.args, code, stderr, c.code, c.want)
		}
	}
	if _, err := os.Stat(out); err == nil {
		t.Errorf("a failed import left %s behind", out)
	}
}

// Maps written by Tiled itself import and pass check.
func TestImportRealTiledMapsPassCheck(t *testing.T) {
	files, err := filepath.Glob("../../importer/tiled/testdata/bevy_ecs_tiled/maps/*/*.tmx")
	if err != nil || len(files) < 5 {
		t.Fatalf("want the 5 Tiled maps of importer/tiled/testdata, got %v %v", files, err)
	}
	dir := t.TempDir()
	for _, f := range files {
		out := filepath.Join(dir, strings.TrimSuffix(filepath.Base(f), ".tmx")+".toml")
		if code, stdout, stderr := sandtable(t, "import", f, "-o", out); code != 0 {
			t.Errorf("import %s: exit %d: %s%s", f, code, stdout, stderr)
			continue
		}
		if code, stdout, stderr := sandtable(t, "check", out); code != 0 || !strings.Contains(stdout, ": ok: map") {
			t.Errorf("check %s: exit %d: %s%s", out, code, stdout, stderr)
		}
	}
}

// twoTerrains is a map file as import writes one: a 2×1 square grid, a red
// cell and a blue one.
const twoTerrains = `format = "sandtable-map"
version = 1
id = "two"
name = "Two"
terrain_rows = ["rb"]
[grid]
kind = "square"
cols = 2
rows = 1
size = 40
[terrain.red]
color = "#ff0000"
symbol = "r"
[terrain.blue]
color = "#0000ff"
symbol = "b"
`

// render draws a map file alone, without a scenario: each cell in its
// terrain's colour, where the layout puts it (30 px around the maps, a
// 34 px title above each: cell 0101's centre (20, 20) is at (50, 84) at
// scale 1, 0201's at (90, 84)); and to print, as a PDF.
func TestRenderMapFile(t *testing.T) {
	dir := t.TempDir()
	in, out := filepath.Join(dir, "two.toml"), filepath.Join(dir, "two.png")
	if err := os.WriteFile(in, []byte(twoTerrains), 0o644); err != nil {
		t.Fatal(err)
	}
	code, stdout, stderr := sandtable(t, "render", in, "-o", out, "--scale", "1", "--coords=false")
	if code != 0 {
		t.Fatalf("render: exit %d: %s%s", code, stdout, stderr)
	}
	f, err := os.Open(out)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	img, err := png.Decode(f)
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		x, y    int
		r, g, b uint32
	}{{50, 84, 0xffff, 0, 0}, {90, 84, 0, 0, 0xffff}} {
		r, g, b, _ := img.At(c.x, c.y).RGBA()
		if r != c.r || g != c.g || b != c.b {
			t.Errorf("pixel %d,%d: %04x %04x %04x, want %04x %04x %04x", c.x, c.y, r, g, b, c.r, c.g, c.b)
		}
	}
	// A bundled map, named as list names it.
	if code, stdout, stderr := sandtable(t, "render", "builtin:maps/test-square", "-o", filepath.Join(dir, "sq.png")); code != 0 || !strings.Contains(stdout, "1 map,") {
		t.Errorf("render builtin:maps/test-square: exit %d: %s%s", code, stdout, stderr)
	}
	pdf := filepath.Join(dir, "two.pdf")
	if code, stdout, stderr := sandtable(t, "render", in, "--format", "pdf", "-o", pdf); code != 0 {
		t.Fatalf("render --format pdf: exit %d: %s%s", code, stdout, stderr)
	}
	if b, err := os.ReadFile(pdf); err != nil || !strings.HasPrefix(string(b), "%PDF") {
		t.Errorf("render --format pdf wrote %.20q, %v", b, err)
	}
}

// A map file given where a scenario is expected is told so, with what to
// do with it, not with every key a scenario does not have.
func TestMapFileWhereScenarioExpected(t *testing.T) {
	dir := t.TempDir()
	in, script := filepath.Join(dir, "two.toml"), filepath.Join(dir, "script.txt")
	if err := os.WriteFile(in, []byte(twoTerrains), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(script, nil, 0o644); err != nil {
		t.Fatal(err)
	}
	for _, args := range [][]string{
		{"play", in, "--script", script},
		{"state", in, "--json"},
		{"sheet", in, "-o", filepath.Join(dir, "c.pdf")},
	} {
		code, _, stderr := sandtable(t, args...)
		want := "scenarios: " + in + ": this is a map file, not a scenario; draw it with \"sandtable render " + in + " -o map.png\""
		if args[0] == "sheet" {
			want = "is a \"sandtable-map\" file, not a scenario or a counter set"
		}
		if code != 1 || !strings.Contains(stderr, want) || strings.Contains(stderr, "unknown key") {
			t.Errorf("%v: exit %d, %q; want exit 1 and %q", args, code, stderr, want)
		}
	}
}
