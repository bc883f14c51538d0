package board

import "math"

// signedArea is the shoelace area of poly: positive when its corners run
// clockwise on screen (Y down).
func signedArea(poly []Point) float64 {
	var s float64
	for i, p := range poly {
		q := poly[(i+1)%len(poly)]
		s += p.X*q.Y - q.X*p.Y
	}
	return s / 2
}

// inPolygon reports whether p lies inside poly (even-odd rule).
func inPolygon(p Point, poly []Point) bool {
	in := false
	for i, j := 0, len(poly)-1; i < len(poly); j, i = i, i+1 {
		a, b := poly[i], poly[j]
		if (a.Y > p.Y) != (b.Y > p.Y) && p.X < (b.X-a.X)*(p.Y-a.Y)/(b.Y-a.Y)+a.X {
			in = !in
		}
	}
	return in
}

// circlePolygon appends a regular n-gon inscribed in the circle of radius r
// around c, clockwise on screen starting due east.
func circlePolygon(c Point, r float64, n int, buf []Point) []Point {
	for k := 0; k < n; k++ {
		a := 2 * math.Pi * float64(k) / float64(n)
		buf = append(buf, Point{c.X + r*math.Cos(a), c.Y + r*math.Sin(a)})
	}
	return buf
}

// finite reports whether every coordinate of the points is a finite number.
func finite(ps ...Point) bool {
	for _, p := range ps {
		if math.IsNaN(p.X) || math.IsInf(p.X, 0) || math.IsNaN(p.Y) || math.IsInf(p.Y, 0) {
			return false
		}
	}
	return true
}
