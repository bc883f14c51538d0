// Package picture decodes pictures a user gives Sandtable (a Tiled
// tileset's images, a map's picture), bounded from their header
// before they are decoded: a small file may claim billions of pixels, and
// decoding takes time and memory by the pixel. The formats are those
// registered with package image by the caller's imports (image/png, ...).
package picture

import (
	"bytes"
	"fmt"
	"image"
	"image/color"
)

// Limits bound a picture, checked from its header before it is decoded.
type Limits struct {
	MaxSide   int   // width and height, pixels; 0 for no limit
	MaxPixels int64 // Pixels of the picture; 0 for no limit
}

// Size reads a picture's size from its header: its width and height, and
// its pixels as limits count them, width × height, twice that for 16-bit
// colour, whose pixels take twice the memory.
func Size(data []byte) (w, h int, pixels int64, err error) {
	cfg, _, err := image.DecodeConfig(bytes.NewReader(data))
	if err != nil {
		return 0, 0, 0, err
	}
	pixels = int64(cfg.Width) * int64(cfg.Height)
	switch cfg.ColorModel {
	case color.RGBA64Model, color.NRGBA64Model, color.Gray16Model, color.Alpha16Model:
		pixels *= 2
	}
	return cfg.Width, cfg.Height, pixels, nil
}

// Decode decodes the picture data, a what ("map's picture") called name
// in errors, after checking from its header that it is within l, and
// returns the pixels it counts as (Size). Errors name it, its size and the
// limit.
func Decode(name, what string, data []byte, l Limits) (image.Image, int64, error) {
	w, h, px, err := Size(data)
	if err != nil {
		return nil, 0, fmt.Errorf("%s: not a picture Sandtable can read: %v", name, err)
	}
	switch {
	case w < 1 || h < 1:
		return nil, 0, fmt.Errorf("%s: %d×%d pixels, an empty picture", name, w, h)
	case l.MaxSide > 0 && (w > l.MaxSide || h > l.MaxSide):
		return nil, 0, fmt.Errorf("%s: %d×%d pixels, more than the %d×%d a %s may have", name, w, h, l.MaxSide, l.MaxSide, what)
	case l.MaxPixels > 0 && px > l.MaxPixels:
		double := ""
		if px != int64(w)*int64(h) {
			double = " (16-bit colour counts double)"
		}
		return nil, 0, fmt.Errorf("%s: %d×%d pixels%s, more than the %d pixels a %s may have", name, w, h, double, l.MaxPixels, what)
	}
	img, _, err := image.Decode(bytes.NewReader(data))
	if err != nil {
		return nil, 0, fmt.Errorf("%s: %v", name, err)
	}
	return img, px, nil
}
