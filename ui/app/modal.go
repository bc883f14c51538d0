package app

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/widget"
)

// While a dialog, the hand-over screen or a native file dialog is up, no key
// or click acts on the game behind it (issue 10 item 2: Enter pressed in
// the "Unsaved game" dialog used to end the phase behind it). Fyne's
// dialogs are modal pop-ups, so clicks stop at them; keys, though, reach
// the canvas's handlers and shortcuts whatever is on top. Every dialog of
// the window is therefore shown through showModal, which gives it the
// keyboard: Enter presses its default button, Escape its cancel button,
// and every other key and shortcut is dropped until it closes.

// modal is one dialog that owns the keyboard.
type modal struct {
	// enter and escape run on Enter/Return and on Escape; nil ignores the
	// key (the hand-over screen takes a click, never a stray Enter).
	enter, escape func()
}

// showModal shows d and gives it the keyboard until it closes.
func (w *Window) showModal(d dialog.Dialog, enter, escape func()) {
	m := &modal{enter: enter, escape: escape}
	w.modals = append(w.modals, m)
	d.SetOnClosed(func() { w.popModal(m) })
	if c := w.win.Canvas(); c != nil {
		c.Unfocus()
	}
	d.Show()
}

// popModal forgets m (closed), wherever it is in the stack.
func (w *Window) popModal(m *modal) {
	for i := len(w.modals) - 1; i >= 0; i-- {
		if w.modals[i] == m {
			w.modals = append(w.modals[:i], w.modals[i+1:]...)
			break
		}
	}
	// A decision waiting behind the dialog (a result summary, the
	// hand-over) is asked for now.
	w.askDecision()
	w.askArmy()
	w.askPurchase()
}

// blocked reports whether a dialog or a native file dialog is up: keys and
// shortcuts must not reach the game.
func (w *Window) blocked() bool { return len(w.modals) > 0 || w.nativeDialog != nil }

// modalKey handles a key while blocked: Enter and Escape go to the top
// dialog, everything else is dropped. It reports whether the key was taken.
func (w *Window) modalKey(ev *fyne.KeyEvent) bool {
	if !w.blocked() {
		return false
	}
	if len(w.modals) == 0 {
		return true // a native dialog has the keyboard
	}
	top := w.modals[len(w.modals)-1]
	switch ev.Name {
	case fyne.KeyReturn, fyne.KeyEnter:
		if top.enter != nil {
			top.enter()
		}
	case fyne.KeyEscape:
		if top.escape != nil {
			top.escape()
		}
	}
	return true
}

// showConfirm is dialog.ShowConfirm through showModal: Enter confirms,
// Escape cancels.
func (w *Window) showConfirm(title, message, confirm, dismiss string, done func(bool)) *dialog.ConfirmDialog {
	d := dialog.NewConfirm(title, message, done, w.win)
	if confirm != "" {
		d.SetConfirmText(confirm)
	}
	if dismiss != "" {
		d.SetDismissText(dismiss)
	}
	w.showModal(d, d.Confirm, d.Hide)
	return d
}

// showInfo is an information dialog through showModal: Enter and Escape
// close it.
func (w *Window) showInfo(title, message string) {
	d := dialog.NewInformation(title, message, w.win)
	w.showModal(d, d.Hide, d.Hide)
}

// showError is an error dialog through showModal.
func (w *Window) showError(err error) {
	d := dialog.NewError(err, w.win)
	w.showModal(d, d.Hide, d.Hide)
}

// coverNative covers the window while a native file dialog is open (it is
// another window, not modal to ours): clicks on the board stop at the
// cover and keys are dropped. The cover repeats the dialog's title (the
// Save dialog's says what a save of a game with secrets holds). uncover
// takes it away.
func (w *Window) coverNative(title string) (uncover func()) {
	label := widget.NewLabel(title + "\n\nChoose a file in the file dialog…")
	label.Wrapping = fyne.TextWrapWord
	p := widget.NewModalPopUp(label, w.win.Canvas())
	w.nativeDialog = p
	p.Show()
	p.Resize(fyne.NewSize(560, 200)) // room for the title on a few lines
	return func() {
		p.Hide()
		if w.nativeDialog == p {
			w.nativeDialog = nil
		}
	}
}
