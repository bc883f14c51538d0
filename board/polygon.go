package board

import (
	"errors"
	"math"
	"slices"
	"sort"
)

// Polygons of area maps: shared borders, snapping, splitting and merging.
// A polygon is a ring of corners (the last joins the first), either way
// round; the functions here never change the slices they are given.

// BorderTolerance is how near, in board pixels, two corners or a corner
// and a side must be to count as the same place: the borders of two areas
// coincide where their sides lie within it of each other.
const BorderTolerance = 0.01

// MinSharedBorder is the shortest stretch of common side that makes two
// areas neighbours: areas that touch at a corner only are not.
const MinSharedBorder = 0.5

// SharedBorder is the length of the border polygons a and b have in
// common: the sides of one that lie along sides of the other, within
// BorderTolerance.
func SharedBorder(a, b []Point) float64 {
	if !boxesMeet(PolygonBounds(a), PolygonBounds(b), BorderTolerance) {
		return 0
	}
	total := 0.0
	for i := range a {
		p, q := a[i], a[(i+1)%len(a)]
		eb := Rect{Point{math.Min(p.X, q.X), math.Min(p.Y, q.Y)}, Point{math.Max(p.X, q.X), math.Max(p.Y, q.Y)}}
		for j := range b {
			r, s := b[j], b[(j+1)%len(b)]
			if math.Max(r.X, s.X) < eb.Min.X-BorderTolerance || math.Min(r.X, s.X) > eb.Max.X+BorderTolerance ||
				math.Max(r.Y, s.Y) < eb.Min.Y-BorderTolerance || math.Min(r.Y, s.Y) > eb.Max.Y+BorderTolerance {
				continue
			}
			total += overlap(p, q, r, s)
		}
	}
	return total
}

// overlap is the length of the common stretch of segments p-q and r-s
// when they lie on one line (within BorderTolerance of the longer), else
// 0.
func overlap(p, q, r, s Point) float64 {
	if math.Hypot(s.X-r.X, s.Y-r.Y) > math.Hypot(q.X-p.X, q.Y-p.Y) {
		p, q, r, s = r, s, p, q // a short side's direction is less sure
	}
	dx, dy := q.X-p.X, q.Y-p.Y
	l := math.Hypot(dx, dy)
	if l <= BorderTolerance {
		return 0
	}
	ux, uy := dx/l, dy/l
	off := func(z Point) float64 { return math.Abs((z.X-p.X)*uy - (z.Y-p.Y)*ux) }
	if off(r) > BorderTolerance || off(s) > BorderTolerance {
		return 0
	}
	tr := (r.X-p.X)*ux + (r.Y-p.Y)*uy
	ts := (s.X-p.X)*ux + (s.Y-p.Y)*uy
	lo, hi := math.Max(0, math.Min(tr, ts)), math.Min(l, math.Max(tr, ts))
	return math.Max(0, hi-lo)
}

// PolygonBounds is the bounding rectangle of poly's corners.
func PolygonBounds(poly []Point) Rect {
	if len(poly) == 0 {
		return Rect{}
	}
	r := Rect{poly[0], poly[0]}
	for _, p := range poly[1:] {
		r.Min.X, r.Min.Y = math.Min(r.Min.X, p.X), math.Min(r.Min.Y, p.Y)
		r.Max.X, r.Max.Y = math.Max(r.Max.X, p.X), math.Max(r.Max.Y, p.Y)
	}
	return r
}

func boxesMeet(a, b Rect, m float64) bool {
	return a.Max.X+m >= b.Min.X && b.Max.X+m >= a.Min.X && a.Max.Y+m >= b.Min.Y && b.Max.Y+m >= a.Min.Y
}

// BorderPairs lists the pairs of polygons (by index, i < j, in order)
// whose shared border is at least MinSharedBorder long: the areas that
// are neighbours by their borders. Empty polygons (point spaces) have no
// border.
func BorderPairs(polys [][]Point) [][2]int {
	type box struct {
		i int
		r Rect
	}
	var boxes []box
	for i, p := range polys {
		if len(p) >= 3 {
			boxes = append(boxes, box{i, PolygonBounds(p)})
		}
	}
	sort.Slice(boxes, func(x, y int) bool { return boxes[x].r.Min.X < boxes[y].r.Min.X })
	var out [][2]int
	for x, bx := range boxes { // sweep along x: only boxes that meet are compared
		for _, by := range boxes[x+1:] {
			if by.r.Min.X > bx.r.Max.X+BorderTolerance {
				break
			}
			if !boxesMeet(bx.r, by.r, BorderTolerance) {
				continue
			}
			if SharedBorder(polys[bx.i], polys[by.i]) >= MinSharedBorder {
				out = append(out, [2]int{min(bx.i, by.i), max(bx.i, by.i)})
			}
		}
	}
	slices.SortFunc(out, func(a, b [2]int) int {
		if a[0] != b[0] {
			return a[0] - b[0]
		}
		return a[1] - b[1]
	})
	return out
}

// NearestOnPolygon is the point of poly's border nearest p, its distance
// from p, and the side it lies on (side i runs from corner i to corner
// i+1).
func NearestOnPolygon(p Point, poly []Point) (q Point, dist float64, side int) {
	dist = math.Inf(1)
	for i := range poly {
		a, b := poly[i], poly[(i+1)%len(poly)]
		c := nearestOnSegment(p, a, b)
		if d := math.Hypot(c.X-p.X, c.Y-p.Y); d < dist {
			q, dist, side = c, d, i
		}
	}
	return q, dist, side
}

func nearestOnSegment(p, a, b Point) Point {
	dx, dy := b.X-a.X, b.Y-a.Y
	l2 := dx*dx + dy*dy
	if l2 == 0 {
		return a
	}
	t := ((p.X-a.X)*dx + (p.Y-a.Y)*dy) / l2
	t = math.Max(0, math.Min(1, t))
	return Point{a.X + t*dx, a.Y + t*dy}
}

// Snap moves p onto the nearest corner of polys within r of it or, with
// none, onto the nearest point of their sides within r: a corner dropped
// near a neighbour's border lands exactly on it. ok is false (p returned)
// when nothing is within r.
func Snap(p Point, polys [][]Point, r float64) (Point, bool) {
	best, bd := p, math.Inf(1)
	for _, poly := range polys {
		for _, c := range poly {
			if d := math.Hypot(c.X-p.X, c.Y-p.Y); d <= r && d < bd {
				best, bd = c, d
			}
		}
	}
	if bd <= r {
		return best, true
	}
	for _, poly := range polys {
		if len(poly) < 2 {
			continue
		}
		if q, d, _ := NearestOnPolygon(p, poly); d <= r && d < bd {
			best, bd = q, d
		}
	}
	return best, bd <= r
}

// SelfCrossing reports whether two sides of poly cross or touch other
// than where neighbouring sides meet at their corner: such an outline
// bounds no area well.
func SelfCrossing(poly []Point) bool {
	n := len(poly)
	for i := 0; i < n; i++ {
		a, b := poly[i], poly[(i+1)%n]
		for j := i + 1; j < n; j++ {
			if j == i+1 || (i == 0 && j == n-1) {
				continue // neighbouring sides share a corner
			}
			if segmentsMeet(a, b, poly[j], poly[(j+1)%n]) {
				return true
			}
		}
	}
	return false
}

func cross(o, a, b Point) float64 { return (a.X-o.X)*(b.Y-o.Y) - (a.Y-o.Y)*(b.X-o.X) }

// segmentsMeet reports whether segments a-b and c-d have a point in
// common.
func segmentsMeet(a, b, c, d Point) bool {
	d1, d2 := cross(c, d, a), cross(c, d, b)
	d3, d4 := cross(a, b, c), cross(a, b, d)
	if (d1 > 0 && d2 < 0 || d1 < 0 && d2 > 0) && (d3 > 0 && d4 < 0 || d3 < 0 && d4 > 0) {
		return true
	}
	on := func(p, q, r Point, v float64) bool { // r on p-q, given collinear
		return v == 0 && math.Min(p.X, q.X) <= r.X && r.X <= math.Max(p.X, q.X) && math.Min(p.Y, q.Y) <= r.Y && r.Y <= math.Max(p.Y, q.Y)
	}
	return on(c, d, a, d1) || on(c, d, b, d2) || on(a, b, c, d3) || on(a, b, d, d4)
}

// PolygonArea is the area enclosed by poly.
func PolygonArea(poly []Point) float64 { return math.Abs(signedArea(poly)) }

// InPolygon reports whether p lies inside poly.
func InPolygon(p Point, poly []Point) bool { return inPolygon(p, poly) }

// InteriorPoint is a point well inside poly, where its name and counters
// go: its centroid when that lies inside, else the middle of the widest
// stretch of the polygon across the horizontal line through the centroid.
func InteriorPoint(poly []Point) Point {
	var cx, cy, a2 float64
	for i := range poly {
		p, q := poly[i], poly[(i+1)%len(poly)]
		c := p.X*q.Y - q.X*p.Y
		a2 += c
		cx += (p.X + q.X) * c
		cy += (p.Y + q.Y) * c
	}
	if a2 == 0 {
		return poly[0]
	}
	c := Point{cx / (3 * a2), cy / (3 * a2)}
	if inPolygon(c, poly) {
		return c
	}
	var xs []float64
	for i := range poly {
		p, q := poly[i], poly[(i+1)%len(poly)]
		if (p.Y > c.Y) != (q.Y > c.Y) {
			xs = append(xs, p.X+(c.Y-p.Y)*(q.X-p.X)/(q.Y-p.Y))
		}
	}
	sort.Float64s(xs)
	best, bw := c, -1.0
	for k := 0; k+1 < len(xs); k += 2 {
		if w := xs[k+1] - xs[k]; w > bw {
			best, bw = Point{(xs[k] + xs[k+1]) / 2, c.Y}, w
		}
	}
	return best
}

// NearestPoints are the points of polygons a and b nearest each other:
// where a line between two areas that share no border (a strait) is drawn
// so that it crosses no third area lying between their centres.
func NearestPoints(a, b []Point) (p, q Point) {
	best := math.Inf(1)
	try := func(from Point, poly []Point, swap bool) {
		on, d, _ := NearestOnPolygon(from, poly)
		if d < best {
			best = d
			if swap {
				p, q = on, from
			} else {
				p, q = from, on
			}
		}
	}
	for _, c := range a {
		try(c, b, false)
	}
	for _, c := range b {
		try(c, a, true)
	}
	return p, q
}

func same(a, b Point) bool {
	return math.Abs(a.X-b.X) <= BorderTolerance && math.Abs(a.Y-b.Y) <= BorderTolerance
}

// withCorner inserts p into ring poly on side i, unless it is one of that
// side's ends; it returns the new ring and p's index in it.
func withCorner(poly []Point, i int, p Point) ([]Point, int) {
	j := (i + 1) % len(poly)
	if same(poly[i], p) {
		return poly, i
	}
	if same(poly[j], p) {
		return poly, j
	}
	out := slices.Insert(slices.Clone(poly), i+1, p)
	return out, i + 1
}

// SplitPolygon cuts poly in two along the line cut: cut's first and last
// points lie on poly's border (within BorderTolerance), its other points
// inside it. The first part runs along poly's border from the cut's start
// to its end, the second from its end to its start; both keep poly's
// turning direction.
func SplitPolygon(poly, cut []Point) (first, second []Point, err error) {
	if len(poly) < 3 {
		return nil, nil, errors.New("board: split: not an area")
	}
	if len(cut) < 2 {
		return nil, nil, errors.New("board: split: the cut needs two points")
	}
	start, end := cut[0], cut[len(cut)-1]
	_, ds, si := NearestOnPolygon(start, poly)
	_, de, _ := NearestOnPolygon(end, poly)
	if ds > BorderTolerance || de > BorderTolerance {
		return nil, nil, errors.New("board: split: the cut must start and end on the area's border")
	}
	inner := cut[1 : len(cut)-1]
	for _, p := range inner {
		if !inPolygon(p, poly) {
			return nil, nil, errors.New("board: split: the cut leaves the area")
		}
	}
	// No stretch of the cut may cross the border between its ends.
	for k := 0; k+1 < len(cut); k++ {
		a, b := cut[k], cut[k+1]
		for i := range poly {
			c, d := poly[i], poly[(i+1)%len(poly)]
			if !segmentsMeet(a, b, c, d) {
				continue
			}
			if (k == 0 && nearestDist(a, c, d) <= BorderTolerance) || (k == len(cut)-2 && nearestDist(b, c, d) <= BorderTolerance) {
				continue // where the cut starts or ends
			}
			return nil, nil, errors.New("board: split: the cut crosses the area's border")
		}
		if len(cut) == 2 && !inPolygon(Point{(a.X + b.X) / 2, (a.Y + b.Y) / 2}, poly) {
			return nil, nil, errors.New("board: split: the cut runs outside the area")
		}
	}
	ring, ia := withCorner(poly, si, start)
	_, _, ei := NearestOnPolygon(end, ring)
	ring, ib := withCorner(ring, ei, end)
	if ib <= ia && !same(ring[ia], start) { // inserting end moved start
		ia = slices.IndexFunc(ring, func(p Point) bool { return same(p, start) })
	}
	if ia == ib {
		return nil, nil, errors.New("board: split: the cut starts and ends at the same point")
	}
	walk := func(from, to int) []Point {
		var out []Point
		for k := from; ; k = (k + 1) % len(ring) {
			out = append(out, ring[k])
			if k == to {
				return out
			}
		}
	}
	first = walk(ia, ib)
	for k := len(inner) - 1; k >= 0; k-- {
		first = append(first, inner[k])
	}
	second = append(walk(ib, ia), inner...)
	if len(first) < 3 || len(second) < 3 || PolygonArea(first) < MinSharedBorder || PolygonArea(second) < MinSharedBorder {
		return nil, nil, errors.New("board: split: the cut runs along the border; it must cross the area")
	}
	return first, second, nil
}

func nearestDist(p, a, b Point) float64 {
	q := nearestOnSegment(p, a, b)
	return math.Hypot(q.X-p.X, q.Y-p.Y)
}

// WithCornersOf is poly with every corner of other that lies on one of
// its sides (not at its ends) made a corner of poly too: where another
// area's border meets poly's side, poly gets a corner, so that moving it
// keeps both borders together. poly itself is returned when nothing is
// added.
func WithCornersOf(poly, other []Point) []Point {
	out := poly
	cloned := false
	for _, p := range other {
		for i := 0; i < len(out); i++ {
			a, b := out[i], out[(i+1)%len(out)]
			if same(a, p) || same(b, p) {
				break
			}
			if nearestDist(p, a, b) <= BorderTolerance {
				if !cloned {
					out, cloned = slices.Clone(out), true
				}
				out = slices.Insert(out, i+1, p)
				break
			}
		}
	}
	return out
}

// MergePolygons is the outline of areas a and b together: they must share
// one unbroken stretch of border, which goes. The result turns as a
// does.
func MergePolygons(a, b []Point) ([]Point, error) {
	if len(a) < 3 || len(b) < 3 {
		return nil, errors.New("board: merge: not two areas")
	}
	ra, rb := WithCornersOf(a, b), WithCornersOf(b, a)
	cw := signedArea(ra) < 0
	if (signedArea(rb) < 0) != cw {
		slices.Reverse(rb)
	}
	type side struct{ p, q Point }
	var sides []side
	shared := func(s side, other []Point) bool { // other runs s the other way
		for i := range other {
			if same(other[i], s.q) && same(other[(i+1)%len(other)], s.p) {
				return true
			}
		}
		return false
	}
	dropped := 0
	for _, pair := range []struct{ ring, other []Point }{{ra, rb}, {rb, ra}} {
		for i := range pair.ring {
			s := side{pair.ring[i], pair.ring[(i+1)%len(pair.ring)]}
			if shared(s, pair.other) {
				dropped++
				continue
			}
			sides = append(sides, s)
		}
	}
	if dropped == 0 {
		return nil, errors.New("board: merge: the two areas share no border")
	}
	// Walk the remaining sides from the first: each goes on from where
	// the last ended. One ring must use them all.
	used := make([]bool, len(sides))
	out := []Point{sides[0].p}
	used[0] = true
	at := sides[0].q
	for n := 1; n < len(sides); n++ {
		next := -1
		for k, s := range sides {
			if !used[k] && same(s.p, at) {
				next = k
				break
			}
		}
		if next < 0 {
			break
		}
		used[next] = true
		out = append(out, sides[next].p)
		at = sides[next].q
	}
	if slices.Contains(used, false) || !same(at, out[0]) {
		return nil, errors.New("board: merge: the two areas share more than one stretch of border (the merged area would have a hole)")
	}
	// Corners left in the middle of a straight side stay: a third area's
	// border may meet there.
	return out, nil
}
