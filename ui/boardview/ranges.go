package boardview

import (
	"image/color"
	"math"
	"slices"
	"strings"

	"sandtable/board"
	"sandtable/rules"
)

// The selected units' ranges (rules.UnitRanger): a Zeppelin's Base Change
// and Sortie ranges, a flyer's mission range... shown whatever the phase,
// under the range toggle, the nearest range inside the farther: each cell
// is tinted as the nearest range that holds it, the nearest darkest.

// unitRangeShades name UnitRangeFills for the status bar.
var unitRangeShades = []string{"violet", "pale violet", "palest violet"}

// UnitRangeFills tint the bands of the selection's ranges, nearest first;
// bands past the last take the last.
var UnitRangeFills = []color.NRGBA{
	{120, 40, 200, 95},
	{120, 40, 200, 50},
	{120, 40, 200, 25},
}

// UnitRangeInk outlines each of the selection's ranges, so that where one
// ends reads at a glance; RangeOutlinePx is its width in screen pixels.
var UnitRangeInk = color.NRGBA{90, 20, 150, 230}

// RangeOutlinePx is the width of a range's outline in screen pixels.
const RangeOutlinePx = 2

// rangeBand is one band of the selection's ranges: the ranges (of the
// units of the selected stack) that hold the same cells, with the tint
// their cells are drawn in.
type rangeBand struct {
	ranges []rules.Overlay
	cells  map[string]bool // map id + ":" + label
	fill   color.NRGBA
}

// selRanges are the selection's range bands and their highlights: the
// tints, and each band's outline (its edges), drawn at the view's scale.
type selRanges struct {
	bands      []rangeBand
	highlights []Highlight
	edges      [][2]board.Point
	// outline are the edges as thin quads for scale outlineScale.
	outline      []Highlight
	outlineScale float64
}

// outlineAt is the ranges' outline for the view's scale: each edge a quad
// RangeOutlinePx wide on screen, all wound alike (so that a compositor
// filling them as one path fills their overlaps at the corners).
func (r *selRanges) outlineAt(scale float64) []Highlight {
	if scale == r.outlineScale && r.outline != nil || len(r.edges) == 0 {
		return r.outline
	}
	w := RangeOutlinePx / scale / 2
	r.outline = make([]Highlight, 0, len(r.edges))
	for _, e := range r.edges {
		a, b := e[0], e[1]
		dx, dy := b.X-a.X, b.Y-a.Y
		l := math.Hypot(dx, dy)
		if l == 0 {
			continue
		}
		nx, ny := -dy/l*w, dx/l*w
		// Lengthened by w at both ends: the corners close.
		ex, ey := dx/l*w, dy/l*w
		r.outline = append(r.outline, Highlight{Fill: UnitRangeInk, Polygon: []board.Point{
			{X: a.X - ex + nx, Y: a.Y - ey + ny}, {X: b.X + ex + nx, Y: b.Y + ey + ny},
			{X: b.X + ex - nx, Y: b.Y + ey - ny}, {X: a.X - ex - nx, Y: a.Y - ey - ny}}})
	}
	r.outlineScale = scale
	return r.outline
}

// selectionRanges gathers the ranges of the selected stack's units, one
// band per set of cells (identical ranges, such as five Zeppelins' Base
// Change ranges or a fleet's equal Base Change and Sortie ranges, share
// one), smallest first, and tints each cell as the smallest band holding
// it.
func (b *Board) selectionRanges() selRanges {
	var out selRanges
	sel := b.sess.Selected()
	if sel == nil {
		return out
	}
	var ids []string
	for _, u := range b.sess.Stack(*sel) {
		ids = append(ids, u.ID)
	}
	seen := map[string]bool{} // range names
	for _, o := range b.sess.UnitRanges(ids) {
		if seen[o.Name] || len(o.Cells) == 0 {
			continue
		}
		seen[o.Name] = true
		cells := make(map[string]bool, len(o.Cells))
		for _, c := range o.Cells {
			cells[c.Map+":"+c.Cell] = true
		}
		k := slices.IndexFunc(out.bands, func(bd rangeBand) bool { return sameCells(bd.cells, cells) })
		if k < 0 {
			out.bands = append(out.bands, rangeBand{cells: cells})
			k = len(out.bands) - 1
		}
		out.bands[k].ranges = append(out.bands[k].ranges, o)
	}
	slices.SortStableFunc(out.bands, func(x, y rangeBand) int { return len(x.cells) - len(y.cells) })
	s := b.sess.Game.Scenario
	done := map[string]bool{}
	for k := range out.bands {
		bd := &out.bands[k]
		bd.fill = UnitRangeFills[min(k, len(UnitRangeFills)-1)]
		out.edges = append(out.edges, b.outlineEdges(bd.cells)...)
		keys := make([]string, 0, len(bd.cells))
		for c := range bd.cells {
			if !done[c] {
				keys = append(keys, c)
			}
		}
		slices.Sort(keys) // a stable order: compositors cache what does not change
		for _, key := range keys {
			done[key] = true
			mapID, label, _ := strings.Cut(key, ":")
			i := b.mapIndex(mapID)
			if i < 0 {
				continue
			}
			cell, err := s.Maps[i].Cell(label)
			if err != nil {
				continue
			}
			out.highlights = append(out.highlights, Highlight{Polygon: b.cellPolygon(i, cell), Fill: bd.fill})
		}
	}
	return out
}

// outlineEdges are the edges of the cells (map id + ":" + label) that
// border no other of them: the outline of the area they make.
func (b *Board) outlineEdges(cells map[string]bool) [][2]board.Point {
	type key struct{ ax, ay, bx, by int64 }
	round := func(p board.Point) (int64, int64) { return int64(math.Round(p.X * 16)), int64(math.Round(p.Y * 16)) }
	count := map[key]int{}
	var edges [][2]board.Point
	var keys []key
	s := b.sess.Game.Scenario
	for c := range cells {
		mapID, label, _ := strings.Cut(c, ":")
		i := b.mapIndex(mapID)
		if i < 0 {
			continue
		}
		cell, err := s.Maps[i].Cell(label)
		if err != nil {
			continue
		}
		poly := b.cellPolygon(i, cell)
		for j := range poly {
			p, q := poly[j], poly[(j+1)%len(poly)]
			ax, ay := round(p)
			bx, by := round(q)
			if ax > bx || ax == bx && ay > by { // the same key either way round
				ax, ay, bx, by = bx, by, ax, ay
			}
			k := key{ax, ay, bx, by}
			if count[k] == 0 {
				edges = append(edges, [2]board.Point{p, q})
				keys = append(keys, k)
			}
			count[k]++
		}
	}
	out := edges[:0]
	for j, e := range edges {
		if count[keys[j]] == 1 {
			out = append(out, e)
		}
	}
	// A stable order: compositors cache what does not change.
	slices.SortFunc(out, func(x, y [2]board.Point) int {
		if c := cmpFloat(x[0].Y, y[0].Y); c != 0 {
			return c
		}
		return cmpFloat(x[0].X, y[0].X)
	})
	return out
}

func sameCells(a, b map[string]bool) bool {
	if len(a) != len(b) {
		return false
	}
	for c := range a {
		if !b[c] {
			return false
		}
	}
	return true
}

// label is what a band means, for the legend: its ranges' names and
// meanings, "Zeppelin Base Change range (6 hexes): where it may rebase...".
func (bd rangeBand) label() string {
	var parts []string
	for _, o := range bd.ranges {
		p := o.Name
		if o.Meaning != "" {
			p += ": " + o.Meaning
		}
		parts = append(parts, p)
	}
	l := strings.Join(parts, "; ")
	if len(bd.ranges) > 1 {
		l += " (the same hexes)"
	}
	return "Selection's range, " + l
}

// rangeKey says, for the status bar, what the selection's range tints are
// ("violet: Ether Flyer Interception range (3 hexes); pale violet: Ether
// Flyer mission range (6 hexes)"); "" when none are shown.
func (b *Board) rangeKey() string {
	if b.hideRanges {
		return ""
	}
	if b.actionTargets == nil { // not drawn since the selection changed
		b.unitRanges = b.selectionRanges()
	}
	var parts []string
	for k, bd := range b.unitRanges.bands {
		names := make([]string, len(bd.ranges))
		for i, o := range bd.ranges {
			names[i] = o.Name
		}
		parts = append(parts, unitRangeShades[min(k, len(unitRangeShades)-1)]+": "+strings.Join(names, " and "))
	}
	return strings.Join(parts, "; ")
}
