package app

import (
	"fmt"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// Passphrases are typed on an opaque screen, like the hand-over's: it
// takes the place of the board, the log, the panels and the status bar,
// names the side whose player types ("Hand the laptop to the Allies: type
// your passphrase"), and keeps the menus down to Quit. Keys go to the
// passphrase entry only: Enter there submits it (it is that player's own
// entry), Escape cancels; no key reaches the game.

// passUp is the passphrase screen while it is up.
type passScreen struct {
	obj         fyne.CanvasObject
	pass, again *passEntry // again: nil unless choosing
	msg         *widget.Label
	text        string // msg's text when asked
	ok, cancel  *widget.Button
	m           *modal
	done        func(pass string, ok bool)
	closed      bool
}

// passEntry is a password entry whose Escape cancels the screen (a
// focused entry gets the keys, not the window).
type passEntry struct {
	widget.Entry
	onEscape func()
}

func newPassEntry(onEscape func()) *passEntry {
	e := &passEntry{onEscape: onEscape}
	e.Password = true
	e.ExtendBaseWidget(e)
	return e
}

// TypedKey sends Escape to the screen, every other key to the entry.
func (e *passEntry) TypedKey(ev *fyne.KeyEvent) {
	if ev.Name == fyne.KeyEscape {
		e.onEscape()
		return
	}
	e.Entry.TypedKey(ev)
}

// passHeading is what the passphrase screen says first.
func passHeading(req passRequest) string {
	if req.Choose {
		return fmt.Sprintf("Hand the laptop to the %s: choose your passphrase", req.SideName)
	}
	return fmt.Sprintf("Hand the laptop to the %s: type your passphrase", req.SideName)
}

// passphraseScreen asks one side for its passphrase on the opaque
// passphrase screen: done gets it, or ok false when cancelled. A screen
// that done replaces with the next side's takes its place directly: the
// board never shows between two players' passphrases.
func (w *Window) passphraseScreen(req passRequest, done func(pass string, ok bool)) {
	p := &passScreen{done: done}
	p.pass = newPassEntry(p.cancelled(w))
	head := widget.NewLabelWithStyle(passHeading(req), fyne.TextAlignCenter, fyne.TextStyle{Bold: true})
	head.SizeName = theme.SizeNameHeadingText
	text := "Everyone else looks away. Nothing of the game shows on this screen."
	if req.Choose {
		text += "\nA hotseat save holds every secret of the game. With a passphrase, the secrets of the " +
			req.SideName + " in it can be read only with that passphrase. Leave it empty if you do not mind."
	}
	if req.Again != "" {
		text = req.Again + "\n" + text
	}
	p.text = text
	p.msg = widget.NewLabel(text)
	p.msg.Wrapping = fyne.TextWrapWord
	p.msg.Alignment = fyne.TextAlignCenter
	p.ok = widget.NewButton("OK", func() { p.submit(w) })
	p.ok.Importance = widget.HighImportance
	p.cancel = widget.NewButton("Cancel", p.cancelled(w))
	form := widget.NewForm(widget.NewFormItem("Passphrase", p.pass))
	p.pass.OnSubmitted = func(string) { p.submit(w) }
	if req.Choose {
		p.again = newPassEntry(p.cancelled(w))
		form.Append("Again", p.again)
		// Enter in the first entry goes on to the second; in the second
		// it submits.
		p.pass.OnSubmitted = func(string) { w.win.Canvas().Focus(p.again) }
		p.again.OnSubmitted = func(string) { p.submit(w) }
	}
	box := container.NewVBox(head, p.msg, form, container.NewHBox(layout.NewSpacer(), p.cancel, p.ok))
	bg := canvas.NewRectangle(theme.Color(theme.ColorNameBackground))
	p.obj = container.NewStack(bg, container.NewCenter(container.NewGridWrap(fyne.NewSize(560, box.MinSize().Height+40), box)))
	p.m = &modal{enter: func() { p.submit(w) }, escape: p.cancelled(w)}

	if old := w.passUp; old != nil {
		old.close(w) // a request while another is up replaces it
	}
	w.passUp = p
	w.modals = append(w.modals, p.m)
	c := w.win.Canvas()
	if c != nil {
		c.Unfocus()
	}
	w.win.SetContent(p.obj)
	w.win.SetMainMenu(fyne.NewMainMenu(fyne.NewMenu("File", fyne.NewMenuItem("Quit", w.quit))))
	w.updateTitle()
	if c != nil {
		c.Focus(p.pass)
	}
}

// submit checks the passphrase typed (twice when choosing) and gives it
// to done.
func (p *passScreen) submit(w *Window) {
	if p.closed {
		return
	}
	if p.again != nil && p.again.Text != p.pass.Text {
		p.msg.SetText("The two passphrases differ: type the same one twice.\n" + p.text)
		p.again.SetText("")
		w.win.Canvas().Focus(p.again)
		return
	}
	p.finish(w, p.pass.Text, true)
}

// cancelled is the Cancel button and Escape.
func (p *passScreen) cancelled(w *Window) func() {
	return func() {
		if !p.closed {
			p.finish(w, "", false)
		}
	}
}

// finish closes the screen and gives done the answer; the window's
// content comes back unless done put up the next passphrase screen.
func (p *passScreen) finish(w *Window, pass string, ok bool) {
	p.close(w)
	p.pass.SetText("")
	if p.again != nil {
		p.again.SetText("")
	}
	p.done(pass, ok)
	if w.passUp == nil {
		w.showContent()
	}
}

// close forgets p as the screen up (its keys no longer go anywhere).
func (p *passScreen) close(w *Window) {
	p.closed = true
	if w.passUp == p {
		w.passUp = nil
	}
	w.popModal(p.m)
}

// showContent puts back what the window shows when no passphrase screen
// is up: the hand-over screen while the screen is being handed over, else
// the board, panels and menus.
func (w *Window) showContent() {
	if c := w.win.Canvas(); c != nil {
		c.Unfocus()
	}
	if h := w.handover; h != nil {
		w.win.SetContent(h.obj)
		w.win.SetMainMenu(fyne.NewMainMenu(fyne.NewMenu("File", fyne.NewMenuItem("Quit", w.quit))))
	} else {
		w.win.SetContent(w.content)
		w.win.SetMainMenu(w.menu())
	}
	w.updateTitle()
}
