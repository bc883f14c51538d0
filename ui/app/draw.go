package app

import (
	"fmt"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/widget"

	"sandtable/rules"
)

// Real draws: in a game played with real dice the players also draw real
// cards and chits. When an action draws from a deck or cup, the window asks
// them to draw one and type what they drew, as `sandtable play` takes
// "drew card 37" in a script, then applies the action again.

// askDraw asks the players to draw from the deck or cup nd names and enter
// the item, then applies a again (and calls what was waiting for it). bad,
// when set, is the entry just refused (not in the deck): the dialog says so
// and asks again. Cancel leaves the game as it was.
func (w *Window) askDraw(a rules.Action, nd *rules.NeedDraw, bad *rules.BadDraw) {
	then := w.afterDice
	w.afterDice = nil
	example := "drew " + nd.Kind + " 37"
	prompt := widget.NewLabel(fmt.Sprintf("Draw a %s from the %s and enter it, for:\n%s\n\nType the %s's id (e.g. 37), or %s.",
		nd.Kind, nd.From, w.describe(a), nd.Kind, example))
	prompt.Wrapping = fyne.TextWrapWord
	item := widget.NewEntry()
	item.SetPlaceHolder(example)
	problem := widget.NewLabel("")
	problem.Wrapping = fyne.TextWrapWord
	if bad != nil {
		problem.SetText(fmt.Sprintf("%s %q is not in the %s: draw again, or check the id.", capitalise(bad.Kind), bad.Item, bad.From))
	}
	var d *dialog.CustomDialog
	submit := func() {
		id, err := drawnItem(item.Text, nd.Kind)
		if err != nil {
			problem.SetText(err.Error())
			return
		}
		d.Hide()
		w.sess.Game.EnterDraw(id)
		w.applyThen(a, then)
	}
	cancel := func() {
		d.Hide()
		w.sess.Game.ClearDraws()
		w.setStatus("not drawn: " + w.describe(a) + " was not done")
	}
	item.OnSubmitted = func(string) { submit() }
	enter := widget.NewButton("Enter", submit)
	enter.Importance = widget.HighImportance
	d = dialog.NewCustomWithoutButtons("Real draw", container.NewVBox(prompt, item, problem), w.win)
	d.SetButtons([]fyne.CanvasObject{widget.NewButton("Cancel", cancel), enter})
	d.Resize(fyne.NewSize(440, 260))
	w.showModal(d, submit, cancel)
	w.win.Canvas().Focus(item)
}

// drawnItem reads what the players typed after drawing a kind ("card"):
// the item's id alone ("37") or a whole draw ("drew card 37").
func drawnItem(text, kind string) (string, error) {
	f := strings.Fields(text)
	switch len(f) {
	case 0:
		return "", fmt.Errorf("type the id of the %s drawn, e.g. 37", kind)
	case 1:
		return f[0], nil
	}
	k, id, err := rules.ParseDraw(text)
	if err != nil {
		return "", fmt.Errorf("%q is not a draw: type the %s's id, e.g. 37, or drew %s 37", text, kind, kind)
	}
	if k != kind {
		return "", fmt.Errorf("this draw is of a %s, not a %s", kind, k)
	}
	return id, nil
}
