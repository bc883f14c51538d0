package main

import "math"

// LL is a geographic position: longitude and latitude in degrees (east and
// north positive).
type LL struct{ Lon, Lat float64 }

// XY is a projected position in kilometres, x east and y north.
type XY struct{ X, Y float64 }

// Proj is a spherical Lambert conformal conic projection.
type Proj struct {
	n, f, rho0, lon0 float64
}

const earthKm = 6371.0

// NewProj makes a Lambert conformal conic projection with standard
// parallels lat1 and lat2, origin at (lon0, lat0).
func NewProj(lat1, lat2, lon0, lat0 float64) Proj {
	rad := math.Pi / 180
	p1, p2, p0 := lat1*rad, lat2*rad, lat0*rad
	t := func(p float64) float64 { return math.Tan(math.Pi/4 + p/2) }
	n := math.Log(math.Cos(p1)/math.Cos(p2)) / math.Log(t(p2)/t(p1))
	f := math.Cos(p1) * math.Pow(t(p1), n) / n
	return Proj{n: n, f: f, rho0: earthKm * f / math.Pow(t(p0), n), lon0: lon0}
}

// XY projects ll.
func (p Proj) XY(ll LL) XY {
	rad := math.Pi / 180
	rho := earthKm * p.f / math.Pow(math.Tan(math.Pi/4+ll.Lat*rad/2), p.n)
	th := p.n * (ll.Lon - p.lon0) * rad
	return XY{rho * math.Sin(th), p.rho0 - rho*math.Cos(th)}
}

// Poly is a closed polygon in projected kilometres.
type Poly []XY

// projPoly projects a lon/lat ring.
func projPoly(p Proj, ring []LL) Poly {
	out := make(Poly, len(ring))
	for i, ll := range ring {
		out[i] = p.XY(ll)
	}
	return out
}

// Contains is the even-odd point-in-polygon test.
func (poly Poly) Contains(q XY) bool {
	in := false
	j := len(poly) - 1
	for i := range poly {
		a, b := poly[i], poly[j]
		if (a.Y > q.Y) != (b.Y > q.Y) && q.X < (b.X-a.X)*(q.Y-a.Y)/(b.Y-a.Y)+a.X {
			in = !in
		}
		j = i
	}
	return in
}

// cat joins border lines into one ring.
func cat(parts ...[]LL) []LL {
	var out []LL
	for _, p := range parts {
		out = append(out, p...)
	}
	return out
}

// rev is a border line walked the other way.
func rev(line []LL) []LL {
	out := make([]LL, len(line))
	for i, p := range line {
		out[len(line)-1-i] = p
	}
	return out
}

// LL inverts XY.
func (p Proj) LL(q XY) LL {
	deg := 180 / math.Pi
	dy := p.rho0 - q.Y
	rho := math.Copysign(math.Hypot(q.X, dy), p.n)
	th := math.Atan2(q.X, dy)
	if p.n < 0 {
		th = math.Atan2(-q.X, -dy)
	}
	lat := 2*math.Atan(math.Pow(earthKm*p.f/rho, 1/p.n)) - math.Pi/2
	return LL{p.lon0 + th/p.n*deg, lat * deg}
}
