package app

import (
	"fmt"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"sandtable/rules"
)

// The combat dialog's results: one row per end state, its text wrapping
// (an air battle's end states are long: "2 Zeppelins survive, 1 fighter
// left", and there may be a dozen or more), with a thin bar under it as
// long as its chance. The dialog keeps its width and scrolls.

// outcomeText is one result as the dialog writes it: "EX: 67% (2/3)".
func outcomeText(o rules.Outcome) string {
	return fmt.Sprintf("%s: %s (%s)", o.Result, o.P, o.P.Fraction())
}

// outcomeRow is one result: its text, wrapping, over a bar of its chance.
func outcomeRow(o rules.Outcome) fyne.CanvasObject {
	l := widget.NewLabel(outcomeText(o))
	l.Wrapping = fyne.TextWrapWord
	track := canvas.NewRectangle(theme.Color(theme.ColorNameInputBackground))
	fill := canvas.NewRectangle(theme.Color(theme.ColorNamePrimary))
	bar := container.New(&chanceLayout{p: o.P.Float64()}, track, fill)
	return container.NewVBox(l, bar)
}

// chanceBarHeight is the height of a result's bar.
const chanceBarHeight = 6

// chanceLayout lays out a bar: the track (first object) across the whole
// width, the fill (second) over its first p of it.
type chanceLayout struct{ p float64 }

func (c *chanceLayout) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	pad := theme.Padding()
	w := size.Width - 2*pad
	if w < 0 {
		w = 0
	}
	objs[0].Move(fyne.NewPos(pad, 0))
	objs[0].Resize(fyne.NewSize(w, size.Height))
	objs[1].Move(fyne.NewPos(pad, 0))
	objs[1].Resize(fyne.NewSize(w*float32(min(max(c.p, 0), 1)), size.Height))
}

func (c *chanceLayout) MinSize([]fyne.CanvasObject) fyne.Size {
	return fyne.NewSize(0, chanceBarHeight)
}

// forecastSize is the combat dialog's size in a window of size win: 560
// wide and 560 high, taller for many results (a dozen air-combat end
// states), up to nine tenths of the window; it scrolls beyond.
func forecastSize(win fyne.Size, results int) fyne.Size {
	h := float32(560)
	if results > 4 {
		h = max(h, min(win.Height*0.9, 360+float32(results)*62))
	}
	return fyne.NewSize(560, h)
}
