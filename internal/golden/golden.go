// Package golden holds what the golden-image tests share: reading and
// writing the PNGs in testdata and comparing pixels with a tolerance.
package golden

import (
	"image"
	"image/color"
	"image/png"
	"os"
	"path/filepath"
	"testing"
)

// Far reports whether colours a and b differ by more than tol in any
// channel.
func Far(a, b color.RGBA, tol int) bool {
	d := func(x, y uint8) bool { return int(x)-int(y) > tol || int(y)-int(x) > tol }
	return d(a.R, b.R) || d(a.G, b.G) || d(a.B, b.B) || d(a.A, b.A)
}

// At is the colour of img at (x, y) from its top-left corner.
func At(img image.Image, x, y int) color.RGBA {
	return color.RGBAModel.Convert(img.At(img.Bounds().Min.X+x, img.Bounds().Min.Y+y)).(color.RGBA)
}

// Write saves img as a PNG at path, making its directory.
func Write(t testing.TB, path string, img image.Image) {
	t.Helper()
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		t.Fatal(err)
	}
	f, err := os.Create(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if err := png.Encode(f, img); err != nil {
		t.Fatal(err)
	}
}

// Read loads the golden PNG at path; a missing one says how to make it.
func Read(t testing.TB, path string) image.Image {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatalf("%v (run with -update to create it, then look at it)", err)
	}
	defer f.Close()
	img, err := png.Decode(f)
	if err != nil {
		t.Fatal(err)
	}
	return img
}

// Differ counts the pixels of got whose colour is Far from want's at the
// same place (both read from their top-left corners), over got's size.
func Differ(got, want image.Image, tol int) int {
	n := 0
	for y := 0; y < got.Bounds().Dy(); y++ {
		for x := 0; x < got.Bounds().Dx(); x++ {
			if Far(At(got, x, y), At(want, x, y), tol) {
				n++
			}
		}
	}
	return n
}
