package render

import (
	"bytes"
	"image"
	"image/color"
	"image/png"
	"os"
	"path/filepath"
	"testing"

	"sandtable/board"
	"sandtable/maps"
)

// pictureMap loads a 2×1 square map of 50-pixel cells of colour
// (32, 64, 96) whose picture, 3×1 pixels (red, transparent, red), is at
// (x, 10), 20 board pixels a picture pixel, at opacity.
func pictureMap(t *testing.T, x, opacity string) *maps.Map {
	t.Helper()
	dir := t.TempDir()
	img := image.NewNRGBA(image.Rect(0, 0, 3, 1))
	img.SetNRGBA(0, 0, color.NRGBA{255, 0, 0, 255})
	img.SetNRGBA(2, 0, color.NRGBA{255, 0, 0, 255})
	var buf bytes.Buffer
	if err := png.Encode(&buf, img); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "p.png"), buf.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	text := "format = \"sandtable-map\"\nversion = 1\nid = \"p\"\n[grid]\nkind = \"square\"\ncols = 2\nrows = 1\nsize = 50.0\n" +
		"[picture]\nfile = \"p.png\"\nx = " + x + "\ny = 10.0\nscale = 20.0\nopacity = " + opacity + "\n[terrain.c]\ncolor = \"#204060\"\n"
	m, err := maps.Load(filepath.Join(dir, "p.toml"), []byte(text))
	if err != nil {
		t.Fatal(err)
	}
	return m
}

// TestMapPicture: the picture is drawn over the terrain, at its opacity,
// clipped to the map; worked out by hand from the blend in picture.
func TestMapPicture(t *testing.T) {
	terrain := color.RGBA{32, 64, 96, 255}
	t.Run("half", func(t *testing.T) {
		c := NewCanvas(100, 50, board.Point{}, 1)
		c.Map(pictureMap(t, "10.0", "0.5"), MapOptions{})
		// Opacity 0.5 is alpha 128: red 255·128/255 + 32·127/255 = 143
		// (rounded down), green 64·127/255 = 31, blue 96·127/255 = 47.
		for _, tt := range []struct {
			x, y int
			want color.RGBA
		}{
			{20, 20, color.RGBA{143, 31, 47, 255}}, // the red pixel, 10..30
			{40, 20, terrain},                      // the transparent one, 30..50
			{5, 20, terrain},                       // left of the picture
			{20, 40, terrain},                      // below it
		} {
			if got := c.Img.RGBAAt(tt.x, tt.y); got != tt.want {
				t.Errorf("(%d, %d) = %v, want %v", tt.x, tt.y, got, tt.want)
			}
		}
	})
	t.Run("beyond the grid", func(t *testing.T) {
		// The picture from x 60 to 120 on a grid 100 wide: the map
		// takes it in, drawn at half scale with the board shifted 10
		// pixels left (image x is (board x + 10) / 2).
		m := pictureMap(t, "60.0", "1.0")
		if b := m.Bounds(); b.Max.X != 120 || b.Max.Y != 50 {
			t.Errorf("the map's bounds are %v, want them to reach x 120", b)
		}
		c := NewCanvas(80, 30, board.Point{X: -10}, 0.5)
		c.Map(m, MapOptions{})
		// Board x 70, image x 40: the first red pixel, opaque.
		if got, want := c.Img.RGBAAt(40, 10), (color.RGBA{255, 0, 0, 255}); got != want {
			t.Errorf("(40, 10) = %v, want %v", got, want)
		}
		// Board x 110, image x 60: the last red pixel, past the grid.
		if got, want := c.Img.RGBAAt(60, 10), (color.RGBA{255, 0, 0, 255}); got != want {
			t.Errorf("(60, 10), past the grid, = %v, want %v", got, want)
		}
	})
}

// TestPictureUnderPoints: on a point-to-point map the spaces are drawn
// over the picture, not under it.
func TestPictureUnderPoints(t *testing.T) {
	dir := t.TempDir()
	img := image.NewNRGBA(image.Rect(0, 0, 1, 1))
	img.SetNRGBA(0, 0, color.NRGBA{255, 0, 0, 255})
	var buf bytes.Buffer
	if err := png.Encode(&buf, img); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "p.png"), buf.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	text := "format = \"sandtable-map\"\nversion = 1\nid = \"g\"\n[grid]\nkind = \"graph\"\n" +
		"[picture]\nfile = \"p.png\"\nscale = 100.0\n[terrain.c]\ncolor = \"#204060\"\n" +
		"[[space]]\nid = \"A\"\nx = 50.0\ny = 50.0\nradius = 20.0\nterrain = \"c\"\n" +
		"[[space]]\nid = \"B\"\nx = 90.0\ny = 50.0\nradius = 5.0\nterrain = \"c\"\n"
	m, err := maps.Load(filepath.Join(dir, "g.toml"), []byte(text))
	if err != nil {
		t.Fatal(err)
	}
	c := NewCanvas(100, 100, board.Point{}, 1)
	c.Map(m, MapOptions{})
	// The centre of space A: its terrain over the picture.
	if got, want := c.Img.RGBAAt(50, 50), (color.RGBA{32, 64, 96, 255}); got != want {
		t.Errorf("the space's centre is %v, want its terrain %v", got, want)
	}
	// Between the spaces, inside the picture (0..100): red.
	if got, want := c.Img.RGBAAt(50, 80), (color.RGBA{255, 0, 0, 255}); got != want {
		t.Errorf("between the spaces %v, want the picture's %v", got, want)
	}
}
