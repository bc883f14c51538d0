package render

import (
	"flag"
	"image/color"
	"path/filepath"
	"testing"

	"sandtable/board"
	"sandtable/internal/golden"
	"sandtable/internal/heavytest"
	"sandtable/scenarios"
)

var update = flag.Bool("update", false, "rewrite the golden images in testdata/golden")

// TestGoldenScenarios draws every bundled scenario and compares it with the
// reviewed image in testdata/golden. After a deliberate change to the
// drawing, look at the new images and run: go test ./ui/render -update
func TestGoldenScenarios(t *testing.T) {
	heavytest.Skip(t, "every bundled scenario drawn on the test goroutine and compared with its golden picture")
	for _, name := range scenarios.BuiltinNames() {
		t.Run(name, func(t *testing.T) {
			s, err := scenarios.Builtin(name)
			if err != nil {
				t.Fatal(err)
			}
			got := Scenario(s, ScenarioOptions{MapOptions: MapOptions{Coords: true, Names: true}, Width: 800, Height: 500})
			path := filepath.Join("testdata", "golden", name+".png")
			if *update {
				golden.Write(t, path, got)
				return
			}
			want := golden.Read(t, path)
			if want.Bounds() != got.Bounds() {
				t.Fatalf("size %v, golden %v", got.Bounds(), want.Bounds())
			}
			// Allow tiny anti-aliasing differences (other CPUs may round
			// differently); a changed drawing moves far more pixels.
			differ := golden.Differ(got, want, 24)
			if limit := got.Bounds().Dx() * got.Bounds().Dy() / 500; differ > limit {
				out := filepath.Join(t.TempDir(), name+".png")
				golden.Write(t, out, got)
				t.Errorf("%d pixels differ from %s (limit %d); the new drawing is %s", differ, path, limit, out)
			}
		})
	}
}

// TestFillPolygonCoversExactlyItsArea: a 10×10 square at scale 2, offset by
// the origin, paints exactly the 20×20 image pixels it covers.
func TestFillPolygonCoversExactlyItsArea(t *testing.T) {
	c := NewCanvas(60, 60, board.Point{X: 5, Y: 5}, 2)
	red := color.RGBA{255, 0, 0, 255}
	c.FillPolygon([]board.Point{{X: 10, Y: 10}, {X: 20, Y: 10}, {X: 20, Y: 20}, {X: 10, Y: 20}}, red)
	for y := 0; y < 60; y++ {
		for x := 0; x < 60; x++ {
			inside := x >= 10 && x < 30 && y >= 10 && y < 30
			got := c.Img.RGBAAt(x, y)
			if inside && got != red || !inside && got.A != 0 {
				t.Fatalf("pixel (%d,%d) = %v, inside=%v", x, y, got, inside)
			}
		}
	}
}

// TestFillPolygonClipsAtImageEdge: polygons partly or wholly off the image
// neither panic nor paint outside what is visible.
func TestFillPolygonClipsAtImageEdge(t *testing.T) {
	c := NewCanvas(10, 10, board.Point{}, 1)
	red := color.RGBA{255, 0, 0, 255}
	c.FillPolygon([]board.Point{{X: -5, Y: -5}, {X: 5, Y: -5}, {X: 5, Y: 5}, {X: -5, Y: 5}}, red)
	c.FillPolygon([]board.Point{{X: 50, Y: 50}, {X: 60, Y: 50}, {X: 60, Y: 60}}, red)
	c.FillPolygon([]board.Point{{X: 8, Y: 8}, {X: 20, Y: 8}, {X: 20, Y: 20}, {X: 8, Y: 20}}, red)
	for y := 0; y < 10; y++ {
		for x := 0; x < 10; x++ {
			inside := x < 5 && y < 5 || x >= 8 && y >= 8
			if got := c.Img.RGBAAt(x, y); inside && got != red || !inside && got.A != 0 {
				t.Fatalf("pixel (%d,%d) = %v, inside=%v", x, y, got, inside)
			}
		}
	}
}

func TestHexColour(t *testing.T) {
	bad := color.RGBA{255, 0, 255, 255}
	for _, c := range []struct {
		in   string
		want color.RGBA
	}{
		{"#000", color.RGBA{0, 0, 0, 255}},
		{"#fA0", color.RGBA{255, 170, 0, 255}},
		{"#2f6b2f", color.RGBA{0x2f, 0x6b, 0x2f, 255}},
		{"2f6b2f", bad},
		{"#12345", bad},
		{"#gg0000", bad},
		{"", bad},
	} {
		if got := Hex(c.in); got != c.want {
			t.Errorf("Hex(%q) = %v, want %v", c.in, got, c.want)
		}
	}
}

// TestHiddenCounterShowsNoFactors: a face-down counter must not give away
// its printed factors; the same counter face up does show ink.
func TestHiddenCounterShowsNoFactors(t *testing.T) {
	ink := color.RGBA{0, 0, 0, 255}
	count := func(hidden bool) int {
		c := NewCanvas(60, 60, board.Point{}, 1)
		c.Counter(board.Point{X: 30, Y: 30}, 50, CounterFace{Kind: "infantry", Fill: color.RGBA{200, 200, 200, 255}, Ink: ink, Print: "5-3", Hidden: hidden})
		n := 0
		for y := 10; y < 50; y++ {
			for x := 10; x < 50; x++ {
				if c.Img.RGBAAt(x, y) == ink {
					n++
				}
			}
		}
		return n
	}
	if up, down := count(false), count(true); up < 50 || down != 0 {
		t.Errorf("ink pixels: face up %d (want many), face down %d (want 0)", up, down)
	}
}

// TestTextFromManyGoroutines: the GUI draws text on several goroutines at
// once (static layer, compositor); shared font faces must not break.
func TestTextFromManyGoroutines(t *testing.T) {
	done := make(chan bool)
	for g := 0; g < 8; g++ {
		go func() {
			c := NewCanvas(200, 50, board.Point{}, 1)
			for i := 0; i < 200; i++ {
				c.Text("W0101 Paris 5-3", board.Point{X: 100, Y: 25}, 14, color.RGBA{0, 0, 0, 255}, i%2 == 0, Center)
				c.TextWidth("Aubrecourt", 14, false)
			}
			done <- true
		}()
	}
	for g := 0; g < 8; g++ {
		<-done
	}
}
