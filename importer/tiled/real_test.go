package tiled

import (
	"fmt"
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
// The rows and columns around the tiles with no tile are left off the map
// and every cell keeps Tiled's label; those inside without one are "Off
// map".
func TestRealTiledMaps(t *testing.T) {
	dir := filepath.Join("testdata", "bevy_ecs_tiled", "maps")
	for _, c := range []struct {
		file       string
		kind       string
		c0, r0     int               // the first column and row kept, worked out from the tiles by hand
		cols, rows int               // the cells kept
		shove      string            // of the kept grid
		places     map[string]string // name -> cell label
	}{
		// Flat-top, 60×52 tiles, side 30: columns advance 45 px and the
		// even ones are 26 px lower. TrollCave (423.2, 485.6) is past
		// column 9's top-left corner (x 420) and in row 9 (y 468..520):
		// "1010". Columns 4 to 14 have tiles: the first kept is even, as
		// before, so the shove stays even.
		{"hexagonal/finite_flat_top_even.tmx", "hex-flat", 4, 5, 11, 9, "even", map[string]string{"TrollCave": "1010"}},
		// Odd columns 26 px lower. Troll Cave (358.3, 600.5): column 7
		// spans x 315..375 (corners at 330 and 360) and is odd, so its
		// rows are 26 px down: row 11 spans y 598..650: "0812". The kept
		// columns start at column 2, even: the shove stays odd.
		{"hexagonal/finite_flat_top_odd.tmx", "hex-flat", 2, 6, 13, 10, "odd", map[string]string{"Troll Cave": "0812"}},
		// Pointy-top 16×16, side 8: rows advance 12 px; odd rows 8 px
		// right. Player spawn's middle (103.6, 128.0) is in row 10's
		// straight part (y 124..132), not shifted: column 6 (96..112),
		// "0711". Friendly village #1 (177, 123.375) lies where rows 9 and
		// 10 overlap; row 9 (shifted) column 10 has its bottom tip at (176,
		// 124), its lower edge at x 177 is at y 123.5, so the point is in
		// it: "1110". The kept rows start at row 2: the shove stays odd.
		{"hexagonal/finite_pointy_top_odd.tmx", "hex-pointy", 2, 2, 15, 17, "odd", map[string]string{"Player spawn": "0711", "Friendly village #1": "1110"}},
		// Even rows 8 px right. Lumbermill (103.7, 46.2): row 3 spans y
		// 36..52 (straight 40..48), odd so not shifted: column 6 (96..112),
		// "0704". The kept rows start at row 1, not shifted: row 0 of the
		// kept grid is not, so its shove is odd.
		{"hexagonal/finite_pointy_top_even.tmx", "hex-pointy", 1, 1, 9, 8, "odd", map[string]string{"Lumbermill": "0704"}},
		{"orthogonal/finite.tmx", "square", 0, 0, 10, 10, "", nil},
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
			c0, r0, c1, r1 := cols, rows, -1, -1
			for i, g := range cells {
				if g != 0 {
					c0, r0, c1, r1 = min(c0, i%cols), min(r0, i/cols), max(c1, i%cols), max(r1, i/cols)
				}
			}
			if c0 != c.c0 || r0 != c.r0 || c1-c0+1 != c.cols || r1-r0+1 != c.rows {
				t.Fatalf("the tiles lie in columns %d-%d, rows %d-%d; the table says otherwise", c0, c1, r0, r1)
			}
			if m.Topology.Len() != c.cols*c.rows {
				t.Fatalf("%d cells, want %d×%d", m.Topology.Len(), c.cols, c.rows)
			}
			for r := 0; r < rows; r++ {
				for col := 0; col < cols; col++ {
					g := cells[r*cols+col]
					cell, ok := m.CellAt(col-c.c0, r-c.r0)
					if !ok {
						if g != 0 {
							t.Errorf("Tiled's cell %d,%d has a tile and is off the map", col, r)
						}
						continue
					}
					want := "Off map"
					if g != 0 {
						want = names[g]
					}
					if got := m.TerrainAt(cell).Name; got != want {
						t.Errorf("cell %d,%d: terrain %q, want %q", col, r, got, want)
					}
					if got, want := m.Label(cell), fmt.Sprintf("%02d%02d", col+1, r+1); got != want {
						t.Errorf("cell %d,%d: label %s, want %s", col, r, got, want)
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
