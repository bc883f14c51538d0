package app

import (
	"errors"
	"fmt"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/widget"

	"sandtable/rules"
	"sandtable/ui/panels"
)

// Real dice (issue 10 item 10): in a game played with real dice the window
// asks for each roll's faces when an action needs them, saying how many
// dice of what kind and what for, as `sandtable play --dice` takes them on
// the command line. The engine logs them like any roll.

// applyThen applies a through the session; then (may be nil) gets the
// entry once it is applied, after the players enter the dice it needs in
// a real-dice game. Refusals go to the status bar.
func (w *Window) applyThen(a rules.Action, then func(*rules.Entry)) {
	w.afterDice = then
	e, err := w.sess.Apply(a)
	if err != nil {
		if !asksPlayers(err) {
			w.afterDice = nil
			w.actionFailed(a, err)
		}
		return // askDice or askDraw (the session's OnNeedDice, OnNeedDraw) takes it from here
	}
	w.afterDice = nil
	if then != nil {
		then(e)
	}
}

// actionFailed reports why a was not applied.
func (w *Window) actionFailed(a rules.Action, err error) {
	if asksPlayers(err) {
		return // the dice or draw dialog is up
	}
	w.setStatus(panels.ReasonText(err))
}

// asksPlayers reports whether err is one the window answers with a dialog
// asking the players for real dice or a real draw (a card that is not in
// the deck asks again).
func asksPlayers(err error) bool {
	var bad *rules.BadDraw
	return errors.Is(err, rules.ErrNeedDice) || errors.Is(err, rules.ErrNeedDraw) || errors.As(err, &bad)
}

// askDice asks the players for the faces of the dice a needs, then applies
// it again (and calls what was waiting for it). Cancel leaves the game as
// it was.
func (w *Window) askDice(a rules.Action, nd *rules.NeedDice) {
	then := w.afterDice
	w.afterDice = nil
	what := "die"
	if nd.N > 1 {
		what = "dice"
	}
	prompt := widget.NewLabel(fmt.Sprintf("Roll %d %s with %d sides (d%d) for:\n%s\n\nType the faces rolled, e.g. %s.",
		nd.N, what, nd.Sides, nd.Sides, w.describe(a), exampleFaces(nd.N, nd.Sides)))
	prompt.Wrapping = fyne.TextWrapWord
	faces := widget.NewEntry()
	faces.SetPlaceHolder(exampleFaces(nd.N, nd.Sides))
	problem := widget.NewLabel("")
	problem.Wrapping = fyne.TextWrapWord
	var d *dialog.CustomDialog
	submit := func() {
		f, err := rules.ParseFaces(faces.Text)
		switch {
		case err != nil:
			problem.SetText(err.Error())
			return
		case len(f) != nd.N:
			problem.SetText(fmt.Sprintf("%d faces typed; the roll needs %d", len(f), nd.N))
			return
		}
		for _, x := range f {
			if x > nd.Sides {
				problem.SetText(fmt.Sprintf("%d is not a face of a d%d (1-%d)", x, nd.Sides, nd.Sides))
				return
			}
		}
		d.Hide()
		w.sess.Game.EnterDice(f...)
		w.applyThen(a, then)
	}
	cancel := func() {
		d.Hide()
		w.sess.Game.ClearDice()
		w.setStatus("not rolled: " + w.describe(a) + " was not done")
	}
	faces.OnSubmitted = func(string) { submit() }
	enter := widget.NewButton("Enter", submit)
	enter.Importance = widget.HighImportance
	d = dialog.NewCustomWithoutButtons("Real dice", container.NewVBox(prompt, faces, problem), w.win)
	d.SetButtons([]fyne.CanvasObject{widget.NewButton("Cancel", cancel), enter})
	d.Resize(fyne.NewSize(440, 260))
	w.showModal(d, submit, cancel)
	w.win.Canvas().Focus(faces)
}

// exampleFaces is "3 6 1"-like text for n dice of sides faces.
func exampleFaces(n, sides int) string {
	ex := []int{3, 6, 1, 4, 2, 5}
	s := ""
	for i := 0; i < min(n, 6); i++ {
		if i > 0 {
			s += " "
		}
		s += fmt.Sprint(min(ex[i], sides))
	}
	if n > 6 {
		s += " …"
	}
	return s
}
