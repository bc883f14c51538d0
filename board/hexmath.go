package board

import (
	"fmt"
	"math"
)

// This file is the hexagon maths of Red Blob Games' hexagon guide: cube and
// axial coordinates, distances, rounding, lines, offset coordinates and the
// hex-to-pixel layouts. Hex-grid Cells hold axial coordinates (X=q, Y=r).

const sqrt3 = 1.7320508075688772

// Cube is a hex in cube coordinates (Q+R+S == 0). Axial coordinates are its
// Q and R.
type Cube struct{ Q, R, S int }

// CubeOf converts an axial hex cell (X=q, Y=r) to cube coordinates.
func CubeOf(c Cell) Cube { return Cube{c.X, c.Y, -c.X - c.Y} }

// Cell converts c to an axial hex cell (X=q, Y=r).
func (c Cube) Cell() Cell { return Cell{c.Q, c.R} }

// Add is the sum of two cube vectors.
func (c Cube) Add(d Cube) Cube { return Cube{c.Q + d.Q, c.R + d.R, c.S + d.S} }

// Sub is the difference of two cube vectors.
func (c Cube) Sub(d Cube) Cube { return Cube{c.Q - d.Q, c.R - d.R, c.S - d.S} }

// Scale multiplies a cube vector by k.
func (c Cube) Scale(k int) Cube { return Cube{c.Q * k, c.R * k, c.S * k} }

// Frac is c as fractional cube coordinates.
func (c Cube) Frac() FracCube { return FracCube{float64(c.Q), float64(c.R), float64(c.S)} }

// Neighbor is the hex next to c in direction dir (see CubeDirection).
func (c Cube) Neighbor(dir int) Cube { return c.Add(CubeDirection(dir)) }

var cubeDirs = [6]Cube{{1, 0, -1}, {1, -1, 0}, {0, -1, 1}, {-1, 0, 1}, {-1, 1, 0}, {0, 1, -1}}

// CubeDirection is the unit vector of hex direction dir (taken modulo 6), in
// Red Blob Games' order: (+1,0,-1), (+1,-1,0), (0,-1,+1), (-1,0,+1),
// (-1,+1,0), (0,+1,-1).
func CubeDirection(dir int) Cube { return cubeDirs[((dir%6)+6)%6] }

// CubeDistance is the number of hex steps between a and b.
func CubeDistance(a, b Cube) int {
	d := a.Sub(b)
	return max(abs(d.Q), abs(d.R), abs(d.S))
}

// HexDistance is the number of hex steps between two axial cells.
func HexDistance(a, b Cell) int {
	dq, dr := a.X-b.X, a.Y-b.Y
	return max(abs(dq), abs(dr), abs(dq+dr))
}

// FracCube is a point in fractional cube coordinates (Q+R+S == 0), as made
// by CubeLerp or PixelToHex.
type FracCube struct{ Q, R, S float64 }

// CubeRound is the hex containing f: each coordinate is rounded and the one
// that moved most is recomputed from the other two so Q+R+S stays 0.
func CubeRound(f FracCube) Cube {
	q, r, s := math.Round(f.Q), math.Round(f.R), math.Round(f.S)
	dq, dr, ds := math.Abs(q-f.Q), math.Abs(r-f.R), math.Abs(s-f.S)
	switch {
	case dq > dr && dq > ds:
		q = -r - s
	case dr > ds:
		r = -q - s
	default:
		s = -q - r
	}
	return Cube{int(q), int(r), int(s)}
}

// CubeLerp is the point a fraction t of the way from a to b.
func CubeLerp(a, b FracCube, t float64) FracCube {
	return FracCube{a.Q + (b.Q-a.Q)*t, a.R + (b.R-a.R)*t, a.S + (b.S-a.S)*t}
}

// lineNudge moves line endpoints off hex edges so that points exactly on an
// edge always round the same way (Red Blob Games' epsilon nudge).
var lineNudge = FracCube{1e-6, 2e-6, -3e-6}

// HexLine is the line of axial hexes from a to b, both included: the hexes
// under HexDistance(a,b)+1 evenly spaced points of the segment between their
// centres. Ties on hex edges are broken by a small fixed nudge applied from
// the lesser end (EdgeOf order), so HexLine(b, a) is HexLine(a, b) reversed.
func HexLine(a, b Cell) []Cell { return symmetric(a, b, hexLine) }

func hexLine(a, b Cell) []Cell {
	n := HexDistance(a, b)
	if n == 0 {
		return []Cell{a}
	}
	fa, fb := CubeOf(a).Frac(), CubeOf(b).Frac()
	fa = FracCube{fa.Q + lineNudge.Q, fa.R + lineNudge.R, fa.S + lineNudge.S}
	fb = FracCube{fb.Q + lineNudge.Q, fb.R + lineNudge.R, fb.S + lineNudge.S}
	out := make([]Cell, n+1)
	for i := 0; i <= n; i++ {
		out[i] = CubeRound(CubeLerp(fa, fb, float64(i)/float64(n))).Cell()
	}
	return out
}

// Offset names one of the four offset-coordinate layouts of a rectangular
// hex map (column/row numbers as printed on paper maps).
type Offset int

// The offset layouts, named as in Red Blob Games' guide.
const (
	OddQ  Offset = iota // flat-top; odd columns shoved down half a hex
	EvenQ               // flat-top; even columns shoved down half a hex
	OddR                // pointy-top; odd rows shoved right half a hex
	EvenR               // pointy-top; even rows shoved right half a hex
)

// String is the guide's name for o ("odd-q", ...).
func (o Offset) String() string {
	switch o {
	case OddQ:
		return "odd-q"
	case EvenQ:
		return "even-q"
	case OddR:
		return "odd-r"
	case EvenR:
		return "even-r"
	}
	return fmt.Sprintf("Offset(%d)", int(o))
}

// ToAxial converts offset column/row to an axial cell (X=q, Y=r).
func (o Offset) ToAxial(col, row int) Cell {
	switch o {
	case OddQ:
		return Cell{col, row - (col-(col&1))/2}
	case EvenQ:
		return Cell{col, row - (col+(col&1))/2}
	case OddR:
		return Cell{col - (row-(row&1))/2, row}
	default:
		return Cell{col - (row+(row&1))/2, row}
	}
}

// FromAxial converts an axial cell (X=q, Y=r) to offset column/row.
func (o Offset) FromAxial(c Cell) (col, row int) {
	q, r := c.X, c.Y
	switch o {
	case OddQ:
		return q, r + (q-(q&1))/2
	case EvenQ:
		return q, r + (q+(q&1))/2
	case OddR:
		return q + (r-(r&1))/2, r
	default:
		return q + (r+(r&1))/2, r
	}
}

// HexCenter is the pixel centre of axial hex c for hexes of the given size
// (centre-to-corner distance), with hex (0,0) centred on the origin:
// flat-top x = size·3/2·q, y = size·√3·(r+q/2); pointy-top
// x = size·√3·(q+r/2), y = size·3/2·r.
func HexCenter(c Cell, size float64, pointy bool) Point {
	q, r := float64(c.X), float64(c.Y)
	if pointy {
		return Point{size * sqrt3 * (q + r/2), size * 1.5 * r}
	}
	return Point{size * 1.5 * q, size * sqrt3 * (r + q/2)}
}

// PixelToHex inverts HexCenter: the fractional cube coordinates of pixel p.
// CubeRound gives the hex that contains p.
func PixelToHex(p Point, size float64, pointy bool) FracCube {
	var q, r float64
	if pointy {
		q = (sqrt3/3*p.X - p.Y/3) / size
		r = (2.0 / 3 * p.Y) / size
	} else {
		q = (2.0 / 3 * p.X) / size
		r = (-p.X/3 + sqrt3/3*p.Y) / size
	}
	return FracCube{q, r, -q - r}
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}
