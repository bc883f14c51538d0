package app

import (
	"errors"
	"fmt"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/widget"

	"sandtable/internal/plural"
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
	w.toPresent()
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
	prompt := fmt.Sprintf("Roll %d %s with %d sides (d%d) for:\n%s\n\nType the faces rolled, e.g. %s.",
		nd.N, what, nd.Sides, nd.Sides, w.describe(a), exampleFaces(nd.N, nd.Sides))
	check := func(text string) ([]int, string) {
		f, err := rules.ParseFaces(text)
		switch {
		case err != nil:
			return nil, err.Error()
		case len(f) != nd.N:
			return nil, fmt.Sprintf("%s typed; the roll needs %d", plural.Count(len(f), "face"), nd.N)
		}
		for _, x := range f {
			if x > nd.Sides {
				return nil, fmt.Sprintf("%d is not a face of a d%d (1-%d)", x, nd.Sides, nd.Sides)
			}
		}
		return f, ""
	}
	w.askTyped("Real dice", prompt, exampleFaces(nd.N, nd.Sides), "",
		func(text string) string { _, problem := check(text); return problem },
		func(text string) {
			f, _ := check(text)
			w.sess.Game.EnterDice(f...)
			w.applyThen(a, then)
		},
		func() {
			w.sess.Game.ClearDice()
			w.setStatus("not rolled: " + w.describe(a) + " was not done")
		})
}

// askTyped asks the players to type what they rolled or drew, in a modal
// dialog titled title: prompt above an entry showing placeholder, and a
// problem line under it (problem at first). Enter (the button or the key)
// calls check with the text: a reply is shown as the problem and the
// dialog stays; none closes it and runs use with the text. Cancel (or
// Escape) closes it and runs cancel.
func (w *Window) askTyped(title, prompt, placeholder, problem string, check func(string) string, use func(string), cancel func()) {
	ask := widget.NewLabel(prompt)
	ask.Wrapping = fyne.TextWrapWord
	entry := widget.NewEntry()
	entry.SetPlaceHolder(placeholder)
	wrong := widget.NewLabel(problem)
	wrong.Wrapping = fyne.TextWrapWord
	var d *dialog.CustomDialog
	submit := func() {
		if p := check(entry.Text); p != "" {
			wrong.SetText(p)
			return
		}
		// Closing it must not bring back the choice dialog of a decision
		// this roll is answering (its action is applied right after, and
		// may ask for more dice): asked again only if still pending then.
		w.choosing = true
		d.Hide()
		w.choosing = false
		use(entry.Text)
		w.askDecision()
	}
	quit := func() {
		d.Hide()
		cancel()
	}
	entry.OnSubmitted = func(string) { submit() }
	enter := widget.NewButton("Enter", submit)
	enter.Importance = widget.HighImportance
	d = dialog.NewCustomWithoutButtons(title, container.NewVBox(ask, entry, wrong), w.win)
	d.SetButtons([]fyne.CanvasObject{widget.NewButton("Cancel", quit), enter})
	d.Resize(fyne.NewSize(440, 260))
	w.showModal(d, submit, quit)
	w.win.Canvas().Focus(entry)
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
