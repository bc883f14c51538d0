package app

import (
	"fmt"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/widget"
)

// Decisions (issue 10 item 5): where the rules give a player a choice
// (which unit takes a step loss, which unit is pushed out...), the module
// waits with a rules.Decision in its Status and lists the choices as that
// side's legal actions. The window asks the deciding player in a dialog,
// the suggested choice preselected, as soon as nothing else is on screen
// (a result summary, the hand-over screen).

// askDecision shows the pending decision's dialog if there is one for the
// side at the screen and no other dialog is up.
func (w *Window) askDecision() {
	if w.askBattle() {
		return // a battle's decision: the battle dialog asks it
	}
	st := w.sess.Game.Status()
	dec := st.Decision
	if dec == nil || w.blocked() || w.sess.HandingOver() || w.decisionShown || w.choosing {
		return
	}
	if _, past := w.sess.Previewing(); past || w.sess.Actor() != dec.Side {
		return
	}
	choices := w.sess.Game.Legal(dec.Side)
	if len(choices) == 0 {
		return
	}
	// Choices worded alike are told apart by what differs (tellApart:
	// "from W7705 Namur" for same-named units in two hexes); those no
	// words tell apart (three identical divisions in one hex) are one
	// choice to a player: the first stands for them all, or the suggested
	// one when it is among them.
	texts, choices, chosen := w.choiceTexts(choices, dec.Default)
	// A click on a choice focuses the radio group, which would then take
	// Enter for itself: give the keyboard back to the dialog (Enter
	// chooses).
	radio := widget.NewRadioGroup(texts, func(string) { w.win.Canvas().Unfocus() })
	radio.Required = true
	radio.SetSelected(texts[chosen])
	// The chooser reads its own words of the choice where its view has
	// them (the game's shared status words it as every side may read it:
	// the other side's is shorter).
	text := dec.Prompt
	if own := w.sess.View().Status.Decision; own != nil && own.Side == dec.Side && own.Prompt != "" {
		text = own.Prompt
	}
	prompt := widget.NewLabel(text)
	prompt.Wrapping = fyne.TextWrapWord
	var body fyne.CanvasObject = container.NewVBox(prompt, radio)
	if dec.Rule != "" {
		body = container.NewVBox(prompt, widget.NewLabelWithStyle("Rule: "+dec.Rule, fyne.TextAlignLeading, fyne.TextStyle{Italic: true}), radio)
	}
	w.decisionShown = true
	var d *dialog.CustomDialog
	choose := func() {
		for i, t := range texts {
			if t == radio.Selected {
				// The dialog goes first: Fyne takes every overlay above
				// one it hides away with it, so a dialog the choice opens
				// (its odds, the real dice it needs) must come after.
				// choosing keeps the closing from asking again for the
				// decision still pending; a choice whose odds dialog is
				// cancelled is asked for again when that dialog closes.
				w.choosing = true
				d.Hide()
				w.choosing = false
				w.act(choices[i])
				w.askDecision() // refused, or answered by another choice
				return
			}
		}
	}
	ok := widget.NewButton("Choose", choose)
	ok.Importance = widget.HighImportance
	scroll := container.NewVScroll(body)
	scroll.SetMinSize(fyne.NewSize(560, min(120+34*float32(len(texts)), 420)))
	d = dialog.NewCustomWithoutButtons(fmt.Sprintf("%s: your choice", w.sideName(dec.Side)), scroll, w.win)
	d.SetButtons([]fyne.CanvasObject{ok})
	d.SetOnClosed(func() { w.decisionShown = false })
	// Escape does not dismiss it: the game waits for the choice (the
	// actions panel's buttons can make it too).
	w.showModal(d, choose, nil)
}

// sideName is a side's name for people.
func (w *Window) sideName(id string) string {
	if sd := w.sess.Game.Scenario.Counters.Side(id); sd != nil {
		return sd.Name
	}
	return id
}
