package render

import (
	"fmt"
	"image"
	"image/draw"
	"math"
	"path/filepath"
	"testing"

	"sandtable/board"
	"sandtable/internal/golden"
	"sandtable/internal/heavytest"
	"sandtable/scenarios"
)

// drawMaps draws the maps of s in the w×h window of board-layout pixels
// whose top-left pixel is at (x0, y0) at the given scale, on a fresh
// canvas, as the GUI draws a map tile.
func drawMaps(s *scenarios.Scenario, l Layout, scale float64, x0, y0, w, h int) *image.RGBA {
	c := NewCanvas(w, h, board.Point{X: float64(x0) / scale, Y: float64(y0) / scale}, scale)
	c.Fill(Background)
	c.Maps(s.Maps, l, MapOptions{Coords: true, Names: true})
	return c.Img
}

// TestMapsInTilesMatchWhole: the maps drawn tile by tile, each tile on a
// canvas of its own that draws only what shows on it, are the maps drawn
// in one piece: no cell, edge, label or place is lost or cut at a seam.
// Anti-aliased edges may round a little differently in a tile.
func TestMapsInTilesMatchWhole(t *testing.T) {
	heavytest.Skip(t, "every bundled map drawn whole and in tiles at three scales on the test goroutine; TestTextFromManyGoroutines draws from several")
	const tile = 97 // odd, so seams fall everywhere
	for _, name := range scenarios.BuiltinNames() {
		s, err := scenarios.Builtin(name)
		if err != nil {
			t.Fatal(err)
		}
		l := LayoutMaps(s.Maps)
		for _, scale := range []float64{0.35, 1.3, 5.7} {
			for _, at := range [][2]float64{{0.5, 0.5}, {0.2, 0.7}, {0.8, 0.3}} {
				t.Run(fmt.Sprintf("%s/%g/%g,%g", name, scale, at[0], at[1]), func(t *testing.T) {
					// A window of up to 700×500 pixels around a point of the
					// layout (at, in fractions of its size).
					w := min(700, int(math.Ceil(l.Size.X*scale)))
					h := min(500, int(math.Ceil(l.Size.Y*scale)))
					x0 := max(0, min(int(l.Size.X*scale*at[0])-w/2, int(l.Size.X*scale)-w))
					y0 := max(0, min(int(l.Size.Y*scale*at[1])-h/2, int(l.Size.Y*scale)-h))
					whole := drawMaps(s, l, scale, x0, y0, w, h)
					tiled := image.NewRGBA(whole.Bounds())
					for ty := 0; ty < h; ty += tile {
						for tx := 0; tx < w; tx += tile {
							p := drawMaps(s, l, scale, x0+tx, y0+ty, tile, tile)
							draw.Draw(tiled, image.Rect(tx, ty, tx+tile, ty+tile), p, image.Point{}, draw.Src)
						}
					}
					// Lines whose ends lie far off a tile are anti-aliased with
					// fixed-point arithmetic there and floating-point in the
					// whole drawing: their edge pixels may differ a little. A
					// cut or missing feature differs by far more.
					var slight, far, worst int
					for y := 0; y < h; y++ {
						for x := 0; x < w; x++ {
							a, b := whole.RGBAAt(x, y), tiled.RGBAAt(x, y)
							for _, d := range []int{int(a.R) - int(b.R), int(a.G) - int(b.G), int(a.B) - int(b.B)} {
								worst = max(worst, d, -d)
							}
							if golden.Far(a, b, 8) {
								slight++
							}
							if golden.Far(a, b, 40) {
								far++
							}
						}
					}
					t.Logf("of %d pixels, %d differ by more than 8 and %d by more than 40; largest difference %d", w*h, slight, far, worst)
					if slight > w*h/100 || far > 0 {
						dir := t.TempDir()
						golden.Write(t, filepath.Join(dir, "whole.png"), whole)
						golden.Write(t, filepath.Join(dir, "tiled.png"), tiled)
						t.Errorf("tiles differ from the whole drawing: %d pixels by more than 8 (limit %d), %d by more than 40 (limit 0); see %s",
							slight, w*h/100, far, dir)
					}
				})
			}
		}
	}
}

// BenchmarkMapTileDeepZoom draws one 256×256 tile of the bundled scenario
// at the deepest zoom (8), in the middle of its first map: what the GUI
// draws for each tile it shows.
func BenchmarkMapTileDeepZoom(b *testing.B) {
	s, err := scenarios.Builtin("vernian")
	if err != nil {
		b.Fatal(err)
	}
	l := LayoutMaps(s.Maps)
	const scale = 8
	m := s.Maps[0].Bounds()
	x0 := int((l.Offsets[0].X + (m.Min.X+m.Max.X)/2) * scale)
	y0 := int((l.Offsets[0].Y + (m.Min.Y+m.Max.Y)/2) * scale)
	c := NewCanvas(256, 256, board.Point{}, scale)
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		// Tiles along a row, as a pan or a zoom asks for them.
		c.Origin = board.Point{X: float64(x0+256*(i%16)) / scale, Y: float64(y0) / scale}
		c.Fill(Background)
		c.Maps(s.Maps, l, MapOptions{Coords: true, Names: true})
	}
}

// BenchmarkMapTileFit is the same at the scale that fits the bundled
// scenario in the default window (about 0.25): a tile holds many cells.
func BenchmarkMapTileFit(b *testing.B) {
	s, err := scenarios.Builtin("vernian")
	if err != nil {
		b.Fatal(err)
	}
	l := LayoutMaps(s.Maps)
	const scale = 0.25
	c := NewCanvas(256, 256, board.Point{}, scale)
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		c.Origin = board.Point{X: float64(256*(i%3)) / scale, Y: 0}
		c.Fill(Background)
		c.Maps(s.Maps, l, MapOptions{Coords: true, Names: true})
	}
}

// The font-face cache keeps at most maxFaces faces however many sizes are
// asked for (every zoom step asks for new ones), and keeps the one asked
// for last.
func TestFontFacesBounded(t *testing.T) {
	var last *lockedFace
	for i := range 3 * maxFaces {
		last = fontFace(4+float64(i)*0.5, i%2 == 0)
	}
	facesMu.Lock()
	n := len(faces)
	facesMu.Unlock()
	if n > maxFaces {
		t.Errorf("%d faces cached, at most %d wanted", n, maxFaces)
	}
	if again := fontFace(4+float64(3*maxFaces-1)*0.5, (3*maxFaces-1)%2 == 0); again != last {
		t.Error("the face asked for last was dropped")
	}
}
