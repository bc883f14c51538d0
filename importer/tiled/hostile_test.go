package tiled_test

import (
	"fmt"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"sandtable/importer/tiled"
	"sandtable/internal/hostile"
)

// Every hostile Tiled map is refused for the limit it goes over, with the
// file and (where it is counted while decoding) the line: the count comes
// before the decoding it bounds. The costliest maps within the limits
// import (scripts/measure-loaders and BenchmarkImportHostile time them).
func TestHostileImports(t *testing.T) {
	for _, s := range hostile.Imports() {
		t.Run(s.Name, func(t *testing.T) {
			path := s.WriteTemp(t)
			res, err := tiled.ImportFile(path)
			if s.Refused == "" {
				if err != nil {
					t.Fatalf("refused: %v", err)
				}
				if res.Map == nil || res.Map.Topology.Len() == 0 {
					t.Errorf("no map: %v", res.Map)
				}
				return
			}
			if err == nil || !strings.HasPrefix(err.Error(), "tiled: "+path+": ") || !strings.HasSuffix(err.Error(), ": "+s.Refused) {
				t.Errorf("got %v\nwant tiled: %s: ...: %s", err, path, s.Refused)
			}
		})
	}
}

// BenchmarkImportHostile imports each hostile Tiled map. Target (issue
// 23): every one refused or imported in under 1 s and 200 MB; B/op,
// everything allocated, bounds the memory from above.
func BenchmarkImportHostile(b *testing.B) {
	for _, s := range hostile.Imports() {
		b.Run(s.Name, func(b *testing.B) {
			path := s.WriteTemp(b)
			for b.Loop() {
				_, err := tiled.ImportFile(path)
				if (err == nil) != (s.Refused == "") {
					b.Fatalf("refused %q, got %v", s.Refused, err)
				}
			}
		})
	}
}

// The pixels decoded and the pixels averaged for tiles' colours are each
// bounded by MaxAllImagePixels: of 256 tilesets each taking a different
// part of one of two pictures of 2048×2048 (the even ones a.png, read
// first), a.png is decoded and its first part averaged (2048² pixels, all
// the budget); the next part of a.png is over the pixels averaged, and
// b.png over the pixels decoded: their tiles are grey, with the reason.
func TestPicturesAveragedWithinBudget(t *testing.T) {
	var set hostile.Set
	for _, s := range hostile.Imports() {
		if s.Name == "tmx-images" {
			set = s
		}
	}
	path := set.WriteTemp(t)
	res, err := tiled.ImportFile(path)
	if err != nil {
		t.Fatal(err)
	}
	colour := map[string]string{}
	for _, tr := range res.Map.Terrains {
		colour[tr.Name] = fmt.Sprintf("#%02x%02x%02x", tr.Color.R, tr.Color.G, tr.Color.B)
	}
	for name, grey := range map[string]bool{"t0 0": false, "t2 0": true, "t1 0": true, "t101 0": true} {
		if got := colour[name] == "#808080"; got != grey {
			t.Errorf("terrain %q: colour %s, grey %v, want %v", name, colour[name], got, grey)
		}
	}
	b := filepath.Join(filepath.Dir(path), "b.png")
	for _, want := range []string{
		`terrain "t2 0": no colour from its tiles (averaging its picture would bring the pixels averaged for colours over 4194304): grey`,
		`terrain "t1 0": no colour from its tiles (` + b + `: the images read for colours would come to more than 4194304 pixels in all): grey`,
	} {
		if !slices.Contains(res.Report, want) {
			t.Errorf("report:\n%s\nwant %s", strings.Join(res.Report[:5], "\n"), want)
		}
	}
}
