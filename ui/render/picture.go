package render

import (
	"image"
	"math"

	"sandtable/board"
	"sandtable/maps"
)

// isPoint reports whether cell c of t is a graph map's space drawn as a
// point (a disc), not an area: a map's picture goes under those.
func isPoint(t board.Topology, c board.Cell) bool {
	sb, ok := t.(board.SpaceBoard)
	if !ok {
		return false
	}
	sp, ok := sb.Space(c)
	return ok && len(sp.Polygon) == 0
}

// picture draws m's picture, if it has one, over what c's image holds at
// its opacity. Only the part that shows costs anything: each image pixel
// is the picture's nearest pixel where the picture is drawn smaller than
// it is, and a mix of the four nearest (bilinear) where it is drawn
// larger, so that a zoomed board or a printed map shows no blocks.
func (c *Canvas) picture(m *maps.Map) {
	p := m.Picture
	if p == nil || p.Image == nil || p.Opacity <= 0 {
		return
	}
	r := p.Rect() // inside m.Bounds()
	x0, y0 := c.ToImage(r.Min)
	x1, y1 := c.ToImage(r.Max)
	dst := image.Rect(int(math.Round(x0)), int(math.Round(y0)), int(math.Round(x1)), int(math.Round(y1))).Intersect(c.Img.Rect)
	if dst.Empty() {
		return
	}
	src := p.Image
	pw, ph := src.Rect.Dx(), src.Rect.Dy()
	a := uint32(math.Round(math.Min(1, p.Opacity) * 255))
	// Image pixel x's centre is board x (x+0.5)/Scale + Origin.X, picture
	// x (that - At.X)/p.Scale: (x+0.5)·k + bx.
	k := 1 / (c.Scale * p.Scale)
	bx := (c.Origin.X - p.At.X) / p.Scale
	by := (c.Origin.Y - p.At.Y) / p.Scale
	smooth := k < 1
	cols := taps(dst.Min.X, dst.Max.X, k, bx, pw, smooth)
	rows := taps(dst.Min.Y, dst.Max.Y, k, by, ph, smooth)
	var px [4]uint32
	for y := dst.Min.Y; y < dst.Max.Y; y++ {
		ry := rows[y-dst.Min.Y]
		if ry.i0 < 0 {
			continue
		}
		row0, row1 := src.Pix[ry.i0*src.Stride:], src.Pix[ry.i1*src.Stride:]
		di := c.Img.PixOffset(dst.Min.X, y)
		for _, cx := range cols {
			if cx.i0 < 0 {
				di += 4
				continue
			}
			s00 := row0[4*cx.i0 : 4*cx.i0+4 : 4*cx.i0+4]
			if !smooth {
				px = [4]uint32{uint32(s00[0]), uint32(s00[1]), uint32(s00[2]), uint32(s00[3])}
			} else {
				s10 := row0[4*cx.i1 : 4*cx.i1+4 : 4*cx.i1+4]
				s01, s11 := row1[4*cx.i0:4*cx.i0+4:4*cx.i0+4], row1[4*cx.i1:4*cx.i1+4:4*cx.i1+4]
				for j := range 4 {
					top := uint32(s00[j])*(256-cx.w) + uint32(s10[j])*cx.w
					bot := uint32(s01[j])*(256-cx.w) + uint32(s11[j])*cx.w
					px[j] = (top*(256-ry.w) + bot*ry.w) >> 16
				}
			}
			if px[3] == 0 {
				di += 4
				continue
			}
			// The premultiplied picture pixel, at the opacity, over the
			// image's.
			if sa := px[3] * a / 255; sa > 0 {
				d := c.Img.Pix[di : di+4 : di+4]
				for j := range 3 {
					d[j] = uint8((px[j]*a + uint32(d[j])*(255-sa)) / 255)
				}
				d[3] = uint8(sa + uint32(d[3])*(255-sa)/255)
			}
			di += 4
		}
	}
}

// tap is where one image column (or row) samples the picture: its pixels
// i0 and i1 (the same for the nearest) and the weight of i1 in 256ths;
// i0 is -1 outside the picture.
type tap struct {
	i0, i1 int
	w      uint32
}

// taps are the taps of image columns (or rows) from..to-1, whose centres
// are at picture coordinate (x+0.5)·k + b, on a picture n pixels wide:
// bilinear when smooth, else the nearest pixel. The picture's edge pixels
// are not mixed with what lies beyond them.
func taps(from, to int, k, b float64, n int, smooth bool) []tap {
	out := make([]tap, to-from)
	for x := from; x < to; x++ {
		u := (float64(x)+0.5)*k + b
		t := tap{i0: -1}
		if u >= 0 && u < float64(n) {
			if !smooth {
				i := int(u)
				t = tap{i0: i, i1: i}
			} else {
				f := u - 0.5
				i := math.Floor(f)
				t = tap{i0: int(i), i1: int(i) + 1, w: uint32(math.Round((f - i) * 256))}
				t.i0 = max(0, min(n-1, t.i0))
				t.i1 = max(0, min(n-1, t.i1))
			}
		}
		out[x-from] = t
	}
	return out
}
