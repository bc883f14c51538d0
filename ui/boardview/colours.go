package boardview

import (
	"image/color"

	"sandtable/counters"
)

// The board's colours and marks, named once: the frame builder paints with
// them and the window's legend (Legend) shows them, so the two never drift.
var (
	// TargetFill tints a legal destination of a dragged unit.
	TargetFill = color.NRGBA{40, 160, 60, 90}
	// RangeFill tints a cell the selection's actions may target.
	RangeFill = color.NRGBA{230, 120, 20, 90}
	// SelectionInk outlines the selected stack.
	SelectionInk = color.RGBA{255, 200, 0, 255}
	// ArrowInk draws the last move.
	ArrowInk = color.NRGBA{200, 30, 30, 200}
	// noSideFill tints a control or overlay cell of no side.
	noSideFill = color.NRGBA{128, 128, 128, 70}
)

// ControlFill tints a cell controlled by side sd (nil: no side).
func ControlFill(sd *counters.Side) color.NRGBA {
	if sd == nil {
		return noSideFill
	}
	return color.NRGBA{sd.Color.R, sd.Color.G, sd.Color.B, 80}
}

// OverlayFill tints a module overlay's cell for side sd (nil: grey),
// paler when light (a weaker state, such as Defense Supply).
func OverlayFill(sd *counters.Side, light bool) color.NRGBA {
	col := color.NRGBA{110, 110, 110, 90}
	if sd != nil {
		col = color.NRGBA{sd.Color.R, sd.Color.G, sd.Color.B, 100}
	}
	if light {
		col.A = 45
	}
	return col
}

// LegendEntry is one line of the board's legend: a colour or mark and what
// it means.
type LegendEntry struct {
	Fill  color.Color // a tint, or nil for a mark described by Text alone
	Label string
}

// Legend lists what the board's colours and marks mean now: the fixed
// marks, the selection's ranges (one entry per band of rules.UnitRanger
// ranges, while ranges are shown), each side's control tint, and each of
// the game's overlays (both strengths where it has them).
func (b *Board) Legend() []LegendEntry {
	s := b.sess.Game.Scenario
	out := []LegendEntry{
		{TargetFill, "Legal destination of the dragged counter (number: movement points it costs), or a place to choose for an action"},
		{RangeFill, "Cell the selected stack's actions can reach (bombard range, advance)"},
		{SelectionInk, "Outline: the selected stack"},
		{ArrowInk, "Arrow: the last move"},
	}
	if !b.hideRanges {
		for _, bd := range b.unitRanges.bands {
			out = append(out, LegendEntry{bd.fill, bd.label()})
		}
		if len(b.unitRanges.bands) > 0 {
			out = append(out, LegendEntry{UnitRangeInk, "Line: where each of the selection's ranges ends"})
		}
	}
	for _, sd := range s.Counters.Sides {
		out = append(out, LegendEntry{ControlFill(sd), "Control overlay: controlled by " + sd.Name})
	}
	for _, o := range b.sess.Overlays() {
		light, mark := false, ""
		sides := map[string]bool{}
		for _, c := range o.Cells {
			light = light || c.Light
			sides[c.Side] = true
			if mark == "" {
				mark = c.Mark
			}
		}
		all := append([]*counters.Side{nil}, s.Counters.Sides...) // nil: cells of no side, in grey
		for _, sd := range all {
			id, label := "", o.Name
			if sd != nil {
				id = sd.ID
			}
			if !sides[id] {
				continue
			}
			if len(sides) > 1 && sd != nil {
				label += ", " + sd.Name
			}
			strong, weak := label, label+", paler: a weaker state"
			if o.Meaning != "" {
				strong = label + ": " + o.Meaning
			}
			if mark != "" {
				strong += " (its hexes marked \"" + mark + "\")"
			}
			if o.LightMeaning != "" {
				weak = label + ", paler: " + o.LightMeaning
			}
			out = append(out, LegendEntry{OverlayFill(sd, false), strong})
			if light {
				out = append(out, LegendEntry{OverlayFill(sd, true), weak})
			}
		}
	}
	return out
}
