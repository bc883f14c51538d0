package app

import (
	"fyne.io/fyne/v2/widget"

	"sandtable/rules"
)

// legalButtons makes the buttons of a module-driven screen (the army
// design, the purchase): each sends its action when the side's legal
// list holds it, and otherwise shows in reason why the rules refuse it,
// changing nothing; a refused one is drawn low. legal is the side's
// legal list as the screen was built (the game's change rebuilds it).
func (w *Window) legalButtons(legal []rules.Action, reason *widget.Label) func(label string, act rules.Action) *widget.Button {
	isLegal := func(act rules.Action) bool {
		for _, l := range legal {
			if l.Equal(act) {
				return true
			}
		}
		return false
	}
	return func(label string, act rules.Action) *widget.Button {
		ok := isLegal(act)
		b := widget.NewButton(label, func() {
			if !ok {
				reason.SetText(refusalWords(w.sess.Game.Check(act)))
				return
			}
			reason.SetText("")
			w.act(act) // the game's change refreshes the screen
		})
		if !ok {
			b.Importance = widget.LowImportance
		}
		return b
	}
}
