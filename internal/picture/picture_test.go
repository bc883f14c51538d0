package picture

import (
	"bytes"
	"image"
	"image/png"
	"testing"
)

func encode(t *testing.T, img image.Image) []byte {
	t.Helper()
	var b bytes.Buffer
	if err := png.Encode(&b, img); err != nil {
		t.Fatal(err)
	}
	return b.Bytes()
}

// Decode refuses, from the header and before decoding, a picture over its
// limits: each side, and its pixels, 16-bit colour counted double.
func TestDecode(t *testing.T) {
	l := Limits{MaxSide: 100, MaxPixels: 5000}
	for _, c := range []struct {
		name string
		img  image.Image
		err  string
		px   int64
	}{
		{"ok.png", image.NewNRGBA(image.Rect(0, 0, 50, 100)), "", 5000},
		{"wide.png", image.NewGray(image.Rect(0, 0, 101, 1)), "wide.png: 101×1 pixels, more than the 100×100 a test picture may have", 0},
		{"many.png", image.NewNRGBA(image.Rect(0, 0, 51, 100)), "many.png: 51×100 pixels, more than the 5000 pixels a test picture may have", 0},
		{"deep.png", image.NewNRGBA64(image.Rect(0, 0, 50, 51)), "deep.png: 50×51 pixels (16-bit colour counts double), more than the 5000 pixels a test picture may have", 0},
		{"deep-ok.png", image.NewGray16(image.Rect(0, 0, 50, 50)), "", 5000},
	} {
		img, px, err := Decode(c.name, "test picture", encode(t, c.img), l)
		switch {
		case c.err == "" && (err != nil || img.Bounds() != c.img.Bounds() || px != c.px):
			t.Errorf("%s: %v, %d pixels, %v; want %v, %d pixels", c.name, img, px, err, c.img.Bounds(), c.px)
		case c.err != "" && (err == nil || err.Error() != c.err):
			t.Errorf("%s: got %v, want %s", c.name, err, c.err)
		}
	}
	if _, _, err := Decode("x.png", "test picture", []byte("not a picture"), l); err == nil || err.Error() != "x.png: not a picture Sandtable can read: image: unknown format" {
		t.Errorf("not a picture: %v", err)
	}
}
