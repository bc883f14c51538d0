package render

import (
	"image"
	"image/color"
	"math"

	"sandtable/board"
	"sandtable/maps"
)

// Legend swatches: small pictures of what the map draws, made by the same
// drawing code, for the window's map legend.

// legendCanvas is a px×px canvas whose board point (0,0) is its centre,
// one board pixel to a screen pixel, on paper.
func legendCanvas(px int) *Canvas {
	h := float64(px) / 2
	c := NewCanvas(px, px, board.Point{X: -h, Y: -h}, 1)
	c.Fill(color.RGBA{0, 0, 0, 0})
	return c
}

// hexAround is a flat hexagon of circumradius r around the origin.
func hexAround(r float64) []board.Point {
	pts := make([]board.Point, 6)
	for i := range pts {
		a := math.Pi / 3 * float64(i)
		pts[i] = board.Point{X: r * math.Cos(a), Y: r * math.Sin(a)}
	}
	return pts
}

// TerrainSwatch is a hex of terrain ter, px pixels wide, with its pattern
// and the grid's outline, as the map draws a cell of it.
func TerrainSwatch(ter *maps.Terrain, px int) *image.RGBA {
	c := legendCanvas(px)
	r := float64(px) / 2 * 0.96
	poly := hexAround(r)
	c.FillPolygon(poly, ter.Color)
	c.pattern(ter, board.Point{}, 2*r)
	c.Polyline(poly, math.Max(0.8, 2*r*0.012), gridInk, true)
	return c.Img
}

// PlaceSwatch is the map symbol of a place of the given kinds (and vp)
// centred in px pixels on a pale hex, as the map draws it on a cell.
func PlaceSwatch(kinds []string, vp int, px int) *image.RGBA {
	c := legendCanvas(px)
	r := float64(px) / 2 * 0.96
	c.FillPolygon(hexAround(r), paperInk)
	c.placeSymbol(&maps.Place{Kinds: kinds, VP: vp}, board.Point{}, 2*r*1.2)
	return c.Img
}

// EdgeSwatch is an edge feature of type et drawn across px pixels between
// two pale hexes, as the map draws it on their shared side.
func EdgeSwatch(et *maps.EdgeType, px int) *image.RGBA {
	c := legendCanvas(px)
	h := float64(px) / 2
	c.Rect(board.Point{X: -h, Y: -h}, board.Point{X: h, Y: h}, paperInk)
	c.edgeLine(et, board.Point{X: -h * 0.4, Y: h * 0.8}, board.Point{X: h * 0.4, Y: -h * 0.8}, false)
	return c.Img
}

// RoadSwatch is a road or railway of type rt drawn across px pixels, as
// the map draws it from cell centre to cell centre.
func RoadSwatch(rt *maps.RoadType, px int) *image.RGBA {
	c := legendCanvas(px)
	h := float64(px) / 2
	c.Rect(board.Point{X: -h, Y: -h}, board.Point{X: h, Y: h}, paperInk)
	c.roadLine(rt, board.Point{X: -h * 0.9, Y: h * 0.3}, board.Point{X: h * 0.9, Y: -h * 0.3})
	return c.Img
}

// ColourSwatch is a square of col over paper (translucent tints show as
// they do on the map), px pixels wide.
func ColourSwatch(col color.Color, px int) *image.RGBA {
	c := legendCanvas(px)
	h := float64(px) / 2
	c.Rect(board.Point{X: -h, Y: -h}, board.Point{X: h, Y: h}, paperInk)
	c.FillPolygon([]board.Point{{X: -h * 0.8, Y: -h * 0.8}, {X: h * 0.8, Y: -h * 0.8}, {X: h * 0.8, Y: h * 0.8}, {X: -h * 0.8, Y: h * 0.8}}, col)
	return c.Img
}

// TurnedSwatch is a plain grey counter turned on its side, as the board
// draws a unit its view shows Turned (out of gas), px pixels wide.
func TurnedSwatch(px int) *image.RGBA {
	c := legendCanvas(px)
	c.Counter(board.Point{}, float64(px)*0.8, CounterFace{Kind: "infantry", Fill: color.RGBA{190, 190, 180, 255},
		Ink: color.RGBA{20, 20, 20, 255}, Print: "1-2-1", Turned: true})
	return c.Img
}
