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
		// Image pixel x's centre is board x + 1: image x 19 is board 20,
		// the middle of the picture's first pixel (10..30).
		c := NewCanvas(100, 50, board.Point{X: 0.5, Y: 0.5}, 1)
		c.Map(pictureMap(t, "10.0", "0.5"), MapOptions{})
		// Opacity 0.5 is alpha 128: red 255·128/255 + 32·127/255 = 143
		// (rounded down), green 64·127/255 = 31, blue 96·127/255 = 47.
		for _, tt := range []struct {
			x, y int
			want color.RGBA
		}{
			{19, 19, color.RGBA{143, 31, 47, 255}}, // the red pixel's middle
			{39, 19, terrain},                      // the transparent one's, 30..50
			{4, 19, terrain},                       // left of the picture
			{19, 39, terrain},                      // below it
		} {
			if got := c.Img.RGBAAt(tt.x, tt.y); got != tt.want {
				t.Errorf("(%d, %d) = %v, want %v", tt.x, tt.y, got, tt.want)
			}
		}
	})
	t.Run("beyond the grid", func(t *testing.T) {
		// The picture from x 60 to 120 on a grid 100 wide: the map
		// takes it in. Drawn at half scale from board (-11, -1), image
		// pixel (x, y)'s centre is board (2x - 10, 2y): x 40 is board 70,
		// the middle of the first red pixel (60..80), y 10 is board 20.
		m := pictureMap(t, "60.0", "1.0")
		if b := m.Bounds(); b.Max.X != 120 || b.Max.Y != 50 {
			t.Errorf("the map's bounds are %v, want them to reach x 120", b)
		}
		c := NewCanvas(80, 30, board.Point{X: -11, Y: -1}, 0.5)
		c.Map(m, MapOptions{})
		for _, tt := range []struct {
			x    int
			want color.RGBA
		}{
			{40, color.RGBA{255, 0, 0, 255}}, // board 70: red, opaque
			{60, color.RGBA{255, 0, 0, 255}}, // board 110: the last red pixel, past the grid
			// Board 80, half way between the red pixel and the
			// transparent one: drawn larger than it is, the picture is
			// mixed, red premultiplied 255·128/256 = 127 at alpha 127
			// over the terrain: red 127 + 32·128/255 = 143, green
			// 64·128/255 = 32, blue 96·128/255 = 48.
			{45, color.RGBA{143, 32, 48, 255}},
		} {
			if got := c.Img.RGBAAt(tt.x, 10); got != tt.want {
				t.Errorf("(%d, 10) = %v, want %v", tt.x, got, tt.want)
			}
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

// BenchmarkPictureTile is the picture's part of a 512×512 tile of the
// board: a 2000×1500 picture drawn three times larger than it is (mixed,
// bilinear), and a third its size (nearest).
func BenchmarkPictureTile(b *testing.B) {
	dir := b.TempDir()
	img := image.NewNRGBA(image.Rect(0, 0, 2000, 1500))
	for i := range img.Pix {
		img.Pix[i] = uint8(i * 7)
	}
	var buf bytes.Buffer
	if err := png.Encode(&buf, img); err != nil {
		b.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "p.png"), buf.Bytes(), 0o644); err != nil {
		b.Fatal(err)
	}
	text := "format = \"sandtable-map\"\nversion = 1\nid = \"p\"\n[grid]\nkind = \"square\"\ncols = 40\nrows = 30\nsize = 50.0\n" +
		"[picture]\nfile = \"p.png\"\nopacity = 0.5\n[terrain.c]\ncolor = \"#204060\"\n"
	m, err := maps.Load(filepath.Join(dir, "p.toml"), []byte(text))
	if err != nil {
		b.Fatal(err)
	}
	for _, bb := range []struct {
		name  string
		scale float64
	}{{"larger", 3}, {"smaller", 1.0 / 3}} {
		b.Run(bb.name, func(b *testing.B) {
			c := NewCanvas(512, 512, board.Point{X: 300, Y: 300}, bb.scale)
			for b.Loop() {
				c.picture(m)
			}
		})
	}
}
