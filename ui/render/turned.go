package render

import (
	"image"
	"image/draw"
	"math"

	"sandtable/board"
	"sandtable/counterface"
)

// turned draws counter f (Turned) centred at p, a quarter turn clockwise:
// the counter is drawn upright on a scratch canvas at the same scale, and
// its pixels are copied turned onto c. A square turned about its centre
// covers the same square, so the counter's footprint (picking, the
// selection outline, the stack's layout) is the upright one; its print,
// tag and symbol read top to bottom. The scratch canvas puts the centre at
// the sub-pixel offset that lands, once turned, exactly where c has it.
func (c *Canvas) turned(p board.Point, side float64, f CounterFace) {
	f.Turned = false
	// The counter and what stands out of it (the carrying pip reaches 0.6
	// side from the centre) fit in 1.25 sides.
	n := int(math.Ceil(side*c.Scale*1.25)) + 4
	n += n % 2
	cx, cy := c.ToImage(p)
	fx, fy := cx-math.Floor(cx), cy-math.Floor(cy)
	// Turning the scratch image maps its point (a, b) to (n-b, a): the
	// centre drawn at (n/2+fy, n/2-fx) lands on (n/2+fx, n/2+fy).
	h := float64(n) / 2
	at := board.Point{X: h + fy, Y: h - fx}
	up := &Canvas{Img: image.NewRGBA(image.Rect(0, 0, n, n)), Scale: c.Scale, ras: c.rasterizer(),
		Origin: board.Point{X: p.X - at.X/c.Scale, Y: p.Y - at.Y/c.Scale}}
	counterface.Draw(up, p, side, f)
	turn := image.NewRGBA(image.Rect(0, 0, n, n))
	for y := 0; y < n; y++ {
		src := up.Img.Pix[y*up.Img.Stride : y*up.Img.Stride+4*n]
		x := n - 1 - y // row y of the upright picture is column n-1-y turned
		for i := 0; i < n; i++ {
			o := i*turn.Stride + 4*x
			copy(turn.Pix[o:o+4], src[4*i:4*i+4])
		}
	}
	x0, y0 := int(math.Floor(cx))-n/2, int(math.Floor(cy))-n/2
	draw.Draw(c.Img, image.Rect(x0, y0, x0+n, y0+n), turn, image.Point{}, draw.Over)
}
