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
// its opacity: one picture pixel (the nearest)
// for each image pixel, so only the part that shows costs anything.
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
	// pixel (that - At.X)/p.Scale.
	k := 1 / (c.Scale * p.Scale)
	bx := (c.Origin.X - p.At.X) / p.Scale
	by := (c.Origin.Y - p.At.Y) / p.Scale
	cols := make([]int, dst.Dx()) // each image column's picture column, or -1
	for x := dst.Min.X; x < dst.Max.X; x++ {
		sx := int(math.Floor((float64(x)+0.5)*k + bx))
		if sx < 0 || sx >= pw {
			sx = -1
		}
		cols[x-dst.Min.X] = sx
	}
	for y := dst.Min.Y; y < dst.Max.Y; y++ {
		sy := int(math.Floor((float64(y)+0.5)*k + by))
		if sy < 0 || sy >= ph {
			continue
		}
		row := src.Pix[sy*src.Stride:]
		di := c.Img.PixOffset(dst.Min.X, y)
		for _, sx := range cols {
			if sx >= 0 {
				s := row[4*sx : 4*sx+4 : 4*sx+4]
				// The premultiplied picture pixel, at the opacity, over
				// the image's.
				if sa := uint32(s[3]) * a / 255; sa > 0 {
					d := c.Img.Pix[di : di+4 : di+4]
					for j := range 3 {
						d[j] = uint8((uint32(s[j])*a + uint32(d[j])*(255-sa)) / 255)
					}
					d[3] = uint8(sa + uint32(d[3])*(255-sa)/255)
				}
			}
			di += 4
		}
	}
}
