package tiled

import (
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"sandtable/maps"
)

// Maps written by Tiled itself (1.11.0), from the bevy_ecs_tiled project
// (see testdata/README.md for the source and licence). The test reads the
// Tiled data with regular expressions of its own, not with the importer,
// and checks every cell's terrain against the topmost tile there, and
// places whose cells were worked out by hand from the object positions.
func TestRealTiledMaps(t *testing.T) {
	dir := filepath.Join("testdata", "bevy_ecs_tiled", "maps")
	for _, c := range []struct {
		file   string
		kind   string
		shove  string
		places map[string]string // name -> cell label
	}{
		// Flat-top, 60×52 tiles, side 30: columns advance 45 px and the
		// even ones are 26 px lower. TrollCave (423.2, 485.6) is past
		// column 9's top-left corner (x 420) and in row 9 (y 468..520):
		// "1010".
		{"hexagonal/finite_flat_top_even.tmx", "hex-flat", "even", map[string]string{"TrollCave": "1010"}},
		// Odd columns 26 px lower. Troll Cave (358.3, 600.5): column 7
		// spans x 315..375 (corners at 330 and 360) and is odd, so its
		// rows are 26 px down: row 11 spans y 598..650: "0812".
		{"hexagonal/finite_flat_top_odd.tmx", "hex-flat", "odd", map[string]string{"Troll Cave": "0812"}},
		// Pointy-top 16×16, side 8: rows advance 12 px; odd rows 8 px
		// right. Player spawn's middle (103.6, 128.0) is in row 10's
		// straight part (y 124..132), not shifted: column 6 (96..112),
		// "0711". Friendly village #1 (177, 123.375) lies where rows 9 and
		// 10 overlap; row 9 (shifted) column 10 has its bottom tip at (176,
		// 124), its lower edge at x 177 is at y 123.5, so the point is in
		// it: "1110".
		{"hexagonal/finite_pointy_top_odd.tmx", "hex-pointy", "odd", map[string]string{"Player spawn": "0711", "Friendly village #1": "1110"}},
		// Even rows 8 px right. Lumbermill (103.7, 46.2): row 3 spans y
		// 36..52 (straight 40..48), odd so not shifted: column 6 (96..112),
		// "0704".
		{"hexagonal/finite_pointy_top_even.tmx", "hex-pointy", "even", map[string]string{"Lumbermill": "0704"}},
		{"orthogonal/finite.tmx", "square", "", nil},
	} {
		t.Run(c.file, func(t *testing.T) {
			path := filepath.Join(dir, c.file)
			res, err := ImportFile(path)
			if err != nil {
				t.Fatal(err)
			}
			m, err := maps.Load("real.toml", res.TOML)
			if err != nil {
				t.Fatalf("%v\n%s", err, res.TOML)
			}
			if got := m.Kind().String(); got != c.kind {
				t.Errorf("kind %s, want %s", got, c.kind)
			}
			if c.shove != "" && !strings.Contains(string(res.TOML), `shove = "`+c.shove+`"`) {
				t.Errorf("not shove %q", c.shove)
			}
			cols, rows, cells, names := readTiled(t, path)
			for r := 0; r < rows; r++ {
				for col := 0; col < cols; col++ {
					cell, _ := m.CellAt(col, r)
					want := "No tile"
					if g := cells[r*cols+col]; g != 0 {
						want = names[g]
					}
					if got := m.TerrainAt(cell).Name; got != want {
						t.Errorf("cell %d,%d: terrain %q, want %q", col, r, got, want)
					}
				}
			}
			for name, label := range c.places {
				p := m.Place(name)
				if p == nil || len(p.Cells) != 1 || m.Label(p.Cells[0]) != label {
					t.Errorf("place %q: %+v, want at %s", name, p, label)
				}
			}
		})
	}
}

// readTiled reads a Tiled map's size, the topmost tile of each cell over
// its csv layers (flags masked), and each tile's expected terrain name:
// its class (or type), else its tileset's name and its number there.
func readTiled(t *testing.T, path string) (cols, rows int, cells []uint32, names map[uint32]string) {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	text := string(data)
	size := regexp.MustCompile(`<map [^>]*width="(\d+)" height="(\d+)"`).FindStringSubmatch(text)
	cols, _ = strconv.Atoi(size[1])
	rows, _ = strconv.Atoi(size[2])
	cells = make([]uint32, cols*rows)
	for _, d := range regexp.MustCompile(`(?s)<data encoding="csv">(.*?)</data>`).FindAllStringSubmatch(text, -1) {
		for i, f := range strings.Split(strings.TrimSpace(d[1]), ",") {
			v, err := strconv.ParseUint(strings.TrimSpace(f), 10, 32)
			if err != nil {
				t.Fatal(err)
			}
			if g := uint32(v) & 0x0FFFFFFF; g != 0 {
				cells[i] = g
			}
		}
	}
	names = map[uint32]string{}
	for _, ts := range regexp.MustCompile(`<tileset firstgid="(\d+)" source="([^"]+)"`).FindAllStringSubmatch(text, -1) {
		first, _ := strconv.Atoi(ts[1])
		tsx, err := os.ReadFile(filepath.Join(filepath.Dir(path), ts[2]))
		if err != nil {
			t.Fatal(err)
		}
		head := regexp.MustCompile(`<tileset [^>]*name="([^"]+)"[^>]*tilecount="(\d+)"`).FindStringSubmatch(string(tsx))
		count, _ := strconv.Atoi(head[2])
		for i := 0; i <= count+8; i++ {
			names[uint32(first+i)] = head[1] + " " + strconv.Itoa(i)
		}
		for _, tile := range regexp.MustCompile(`<tile id="(\d+)"(?: type="([^"]*)")?(?: class="([^"]*)")?`).FindAllStringSubmatch(string(tsx), -1) {
			id, _ := strconv.Atoi(tile[1])
			if cls := tile[2] + tile[3]; cls != "" {
				names[uint32(first+id)] = cls
			}
		}
	}
	return cols, rows, cells, names
}
