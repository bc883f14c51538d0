package tiled

import (
	"os"
	"testing"

	"sandtable/maps"
)

// FuzzImport feeds arbitrary text to the importer as a .tmx and as a
// .tmj map: it must not panic or hang, and what it accepts maps.Load must
// accept too.
func FuzzImport(f *testing.F) {
	for _, s := range []genSpec{
		{format: "tmx", orient: "hexagonal", axis: "x", index: "even", enc: "zlib", terrainBy: "class", cols: 4, rows: 3},
		{format: "tmx", orient: "orthogonal", enc: "csv", terrainBy: "property", cols: 3, rows: 3},
		{format: "tmj", orient: "hexagonal", axis: "y", index: "odd", enc: "gzip", terrainBy: "type", cols: 3, rows: 4},
		{format: "tmj", orient: "orthogonal", enc: "csv", terrainBy: "colour", cols: 2, rows: 2},
	} {
		path := genMap(f, f.TempDir(), s)
		data, err := os.ReadFile(path)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(data)
	}
	for _, text := range terrainSetMaps { // named terrains, in each of Tiled's ways
		f.Add([]byte(text))
	}
	f.Add([]byte(`<map orientation="hexagonal" width="2" height="1" tilewidth="8" tileheight="8" hexsidelength="4"><layer width="2" height="1"><data encoding="csv">1,0</data></layer><objectgroup><object name="A" x="1" y="1"/></objectgroup></map>`))
	f.Fuzz(func(t *testing.T, data []byte) {
		for _, name := range []string{"fuzz.tmx", "fuzz.tmj"} {
			res, err := Import(name, data, nil)
			if err != nil {
				continue
			}
			if _, err := maps.Load("fuzz.toml", res.TOML); err != nil {
				t.Fatalf("%s: imported, but the map does not load: %v\n%s", name, err, res.TOML)
			}
		}
	})
}

// BenchmarkImport200x200 imports a 200×200 hexagonal Tiled map (zlib
// base64 data, an external tileset with an image for colours, objects).
// Target: under 1 s.
func BenchmarkImport200x200(b *testing.B) {
	s := genSpec{format: "tmx", orient: "hexagonal", axis: "x", index: "odd", enc: "zlib", external: true, terrainBy: "colour", cols: 200, rows: 200}
	path := genMap(b, b.TempDir(), s)
	b.ResetTimer()
	for b.Loop() {
		if _, err := ImportFile(path); err != nil {
			b.Fatal(err)
		}
	}
}
