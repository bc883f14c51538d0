package panels

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"

	"sandtable/rules"
	"sandtable/ui/session"
)

// Per-side data (rules.View.Sides: money, VP, a hand of cards...) under the
// phase checklist: each side that has entries the viewer may see, in the
// scenario's order, its name and then one "Label: value" line an entry.
// The view is already the viewer's (View.For): another side's hand is not
// in it, so the panel shows only what the viewer may see.

// sideDataRows are the labels of v's per-side data, nil when it has none.
func sideDataRows(s *session.Session, v rules.View) []fyne.CanvasObject {
	var out []fyne.CanvasObject
	for _, sd := range s.Game.Scenario.Sides {
		d := v.Sides[sd.ID]
		if len(d) == 0 {
			continue
		}
		out = append(out, widget.NewLabelWithStyle(sideName(s, sd.ID), fyne.TextAlignLeading, fyne.TextStyle{Bold: true}))
		for _, e := range d {
			l := widget.NewLabel(e.String())
			l.Wrapping = fyne.TextWrapWord
			out = append(out, l)
		}
	}
	return out
}
