package main

import (
	"image/png"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"sandtable/board"
	"sandtable/internal/heavytest"
)

func TestFitScale(t *testing.T) {
	for _, tc := range []struct {
		size        board.Point
		scale, want float64
	}{
		{board.Point{X: 1000, Y: 800}, 1.5, 1.5},               // fits: unchanged
		{board.Point{X: 100000, Y: 10}, 1.5, 16383.0 / 100000}, // too wide
		{board.Point{X: 2e6, Y: 2e6}, 1.5, 0.002 * 0.999},      // too many pixels: sqrt(16e6/4e12)
		{board.Point{X: 0, Y: 0}, 2, 2},                        // nothing to draw
		{board.Point{X: 20000, Y: 20000}, 0.5, 0.2 * 0.999},    // sqrt(16e6/4e8)
	} {
		if got := fitScale(tc.size, tc.scale); abs(got-tc.want) > 1e-9 {
			t.Errorf("fitScale(%v, %v) = %v, want %v", tc.size, tc.scale, got, tc.want)
		}
	}
}

func abs(x float64) float64 {
	if x < 0 {
		return -x
	}
	return x
}

// What check accepts, render draws: a map with a box and spaces at the
// edge of the coordinates a map may use is drawn scaled down to the
// picture size limit, not refused for want of memory.
func TestRenderScalesTheLargestBoardDown(t *testing.T) {
	heavytest.Skip(t, "a picture of 16 million pixels drawn and encoded on the test goroutine")
	dir := t.TempDir()
	files := map[string]string{
		"far.toml": "format = \"sandtable-map\"\nversion = 1\nid = \"far\"\nname = \"Far\"\n[grid]\nkind = \"graph\"\n[terrain.clear]\ncolor = \"#fff\"\n" +
			"[[space]]\nid = \"a\"\nx = -1000000\ny = -1000000\nradius = 1000000\n" +
			"[[space]]\nid = \"b\"\nx = 1000000\ny = 1000000\npolygon = [[1000000, 1000000], [-1000000, 1000000], [0, 0]]\n" +
			"[[box]]\nid = \"res\"\nkind = \"reserve\"\nx = 1000000\ny = 1000000\nw = 1000000\nh = 1000000\n",
		"s.toml": "format = \"sandtable-scenario\"\nversion = 1\nid = \"s\"\nname = \"S\"\nmodule = \"freeplay\"\n" +
			"maps = [\"far.toml\"]\ncounters = [\"builtin:test\"]\n[turns]\ncount = 1\n[[setup]]\nunit = \"ger-inf\"\nat = \"a\"\n",
	}
	for name, text := range files {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	if code, _, errOut := sandtable(t, "check", filepath.Join(dir, "far.toml"), filepath.Join(dir, "s.toml")); code != 0 {
		t.Fatalf("check: %s", errOut)
	}
	out := filepath.Join(dir, "s.png")
	code, stdout, errOut := sandtable(t, "render", filepath.Join(dir, "s.toml"), "-o", out)
	if code != 0 || !strings.Contains(stdout, "(scaled down to ") {
		t.Fatalf("render: exit %d\n%s%s", code, stdout, errOut)
	}
	f, err := os.Open(out)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	cfg, err := png.DecodeConfig(f)
	if err != nil {
		t.Fatal(err)
	}
	if cfg.Width > maxSide || cfg.Height > maxSide || cfg.Width*cfg.Height > maxPixels || cfg.Width < 2000 {
		t.Errorf("picture %d×%d, want within %d a side and %d pixels, and not needlessly small", cfg.Width, cfg.Height, maxSide, maxPixels)
	}
}
