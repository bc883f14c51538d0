package boardview

import (
	"image/color"
	"slices"
	"strings"

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

// rangeBand is one band of the selection's ranges: the ranges (of the
// units of the selected stack) that hold the same cells, with the tint
// their cells are drawn in.
type rangeBand struct {
	ranges []rules.Overlay
	cells  map[string]bool // map id + ":" + label
	fill   color.NRGBA
}

// selRanges are the selection's range bands and their highlights.
type selRanges struct {
	bands      []rangeBand
	highlights []Highlight
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
