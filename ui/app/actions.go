package app

import (
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"sandtable/rules"
)

// panelActions are the actor's legal actions the actions panel lists, as
// rules.Controls places them (issue 25: one source of truth for which
// control plays an action): phase, those under "This phase"
// (rules.PhaseList: naming no unit on the board and no place, "buy TYPE",
// "halt"); here, those under "Actions here" for the selected place
// (rules.PlaceButton listed at it: attack, bombard, a passenger's move, a
// unit's exit off the board). A pending decision's choices are listed too,
// where their shape puts them (Controls.Button), besides its dialog.
//
// Moves are asked for only where they can be buttons here: moves of the
// units at the selection, and of units with no counter of their own on the
// board (aboard another, eliminated); a move of any other unit is a drag or
// a button at its own place.
func (w *Window) panelActions() (phase, here []rules.Action) {
	return w.buttonActions(w.sess.Selected())
}

// buttonActions are panelActions for place sel (nil: none) selected: the
// counter menu lists a place's too.
func (w *Window) buttonActions(sel *rules.Location) (phase, here []rules.Action) {
	s := w.sess.Game.Scenario
	view := w.sess.View()
	controls := rules.NewControls(s, view)
	var acts []rules.Action
	for _, v := range w.sess.LegalVerbs() {
		switch v {
		case rules.VerbMove, rules.VerbEndPhase, rules.VerbRoll:
			// Moves below; ending the phase and rolls are the End
			// phase button's and the dice panel's whatever their
			// arguments (Controls.Button).
		default:
			acts = append(acts, w.sess.LegalWith(v, "")...)
		}
	}
	for _, u := range view.Units {
		loc, ok := rules.ViewPlace(s, u)
		if !ok || loc.IsEliminated() || sel != nil && loc == *sel {
			acts = append(acts, w.sess.LegalWith(rules.VerbMove, u.ID)...)
		}
	}
	for _, a := range acts {
		switch c, _ := controls.Button(a); c {
		case rules.PhaseList:
			phase = append(phase, a)
		case rules.PlaceButton:
			if sel != nil && slices.Contains(controls.Places(a), *sel) {
				here = append(here, a)
			}
		}
	}
	return phase, here
}

// passengers are the ids of the units aboard the unit with id carrier, and
// aboard those, in the viewer's view.
func (w *Window) passengers(carrier string) []string {
	var out []string
	units := w.sess.View().Units
	for depth, from := 0, []string{carrier}; depth < 8 && len(from) > 0; depth++ {
		var next []string
		for _, u := range units {
			if u.Aboard != "" && slices.Contains(from, u.Aboard) {
				next = append(next, u.ID)
			}
		}
		out = append(out, next...)
		from = next
	}
	return out
}

// chooseDrop asks which of several actions a drop on the board means (a
// flyer dropped where it may Sweep or Escort), one button each; Escape or
// Cancel does nothing.
func (w *Window) chooseDrop(acts []rules.Action, do func(rules.Action)) {
	box := container.NewVBox(widget.NewLabel("This drop can mean:"))
	var d *dialog.CustomDialog
	for _, a := range acts {
		a := a
		box.Add(actionButton(w.describe(a), func() {
			d.Hide()
			do(a)
		}))
	}
	d = dialog.NewCustom("Which action?", "Cancel", box, w.win)
	w.showModal(d, nil, func() { d.Hide() })
}

// actionButton is a button whose label wraps: an action named in full
// ("Bombard French HQ 1-3 W7909 Trier") must not widen the side panel.
// The label lies over an empty button, which takes the taps; the label's
// padding overhangs the button (trimmed), so that more buttons show at
// once.
func actionButton(label string, tapped func()) *fyne.Container {
	b := widget.NewButton("", tapped)
	l := widget.NewLabelWithStyle(label, fyne.TextAlignCenter, fyne.TextStyle{Bold: true})
	l.Wrapping = fyne.TextWrapWord
	return container.New(trimmed{}, b, l)
}

// buttonTrim is how far an action button's label overhangs it above
// and below (half the label's padding) and on each side (a quarter).
func buttonTrim() (x, y float32) { return theme.InnerPadding() / 4, theme.InnerPadding() / 2 }

// trimmed lays out a label (the last object) over the others (a button),
// its padding overhanging them by buttonTrim.
type trimmed struct{}

// Layout sizes the others to size and the label to size and the trim.
func (trimmed) Layout(objects []fyne.CanvasObject, size fyne.Size) {
	x, y := buttonTrim()
	last := len(objects) - 1
	for _, o := range objects[:last] {
		o.Move(fyne.NewPos(0, 0))
		o.Resize(size)
	}
	objects[last].Move(fyne.NewPos(-x, -y))
	objects[last].Resize(fyne.NewSize(size.Width+2*x, size.Height+2*y))
}

// MinSize is the label's, less the trim.
func (trimmed) MinSize(objects []fyne.CanvasObject) fyne.Size {
	x, y := buttonTrim()
	m := objects[len(objects)-1].MinSize()
	return fyne.NewSize(max(m.Width-2*x, 0), max(m.Height-2*y, 0))
}

// describe is action a as the players at the screen read it: units and
// places by name ("bombard German HQ 0-3 W7606 Amiens"), not by id.
func (w *Window) describe(a rules.Action) string {
	return capitalise(w.sess.Game.Describe(a, w.sess.Viewer()))
}

// capitalise upper-cases the first letter of s.
func capitalise(s string) string {
	r, n := utf8.DecodeRuneInString(s)
	if r == utf8.RuneError {
		return s
	}
	return string(unicode.ToUpper(r)) + s[n:]
}

// act applies a, first showing the forecast (the combat dialog) when the
// rules can forecast it.
func (w *Window) act(a rules.Action) {
	// No odds dialog over the past, and no action lost to it (issue 24).
	w.toPresent()
	// Worded for the acting side: its own face-down units by name.
	if f, ok := w.sess.Game.Forecast(a); ok {
		w.showForecast(a, f)
		return
	}
	w.apply(a)
}

func (w *Window) apply(a rules.Action) {
	w.applyThen(a, func(e *rules.Entry) {
		var last string
		for _, ev := range e.Events {
			last = ev.String()
		}
		w.setStatus(last)
	})
}

// showForecast is the combat dialog: the final column after every shift
// (or that an automatic result makes shifts moot), the exact probability
// of each result, the units and every shift with its reason. Resolve, or
// the word the forecast gives ("Fire"), or Enter applies the action and
// shows what happened until dismissed; Cancel (or Escape) leaves the game
// as it was.
func (w *Window) showForecast(a rules.Action, f rules.Forecast) {
	bold := fyne.TextStyle{Bold: true}
	body := container.NewVBox()
	wrapped := func(text string, style fyne.TextStyle) *widget.Label {
		l := widget.NewLabelWithStyle(text, fyne.TextAlignLeading, style)
		l.Wrapping = fyne.TextWrapWord
		return l
	}
	section := func(title string, lines []string) {
		if len(lines) == 0 {
			return
		}
		body.Add(widget.NewLabelWithStyle(title, fyne.TextAlignLeading, bold))
		for _, l := range lines {
			body.Add(wrapped("  "+l, fyne.TextStyle{}))
		}
	}
	// The column first: it is what every shift adds up to.
	switch {
	case f.Automatic:
		body.Add(wrapped("Automatic result: the odds are off the table, so column shifts and modifiers do not apply.", bold))
	case f.Column != "":
		body.Add(wrapped("Final column after all shifts: "+f.Column, bold))
	}
	if f.Table != "" {
		body.Add(wrapped(f.Table, fyne.TextStyle{}))
	}
	body.Add(widget.NewLabelWithStyle("Results", fyne.TextAlignLeading, bold))
	if f.Battle != nil && f.Battle.Approximate {
		// A battle too large to work out in exact fractions.
		body.Add(widget.NewLabel("Chances computed in floating point: exact to about one part in a million million."))
	}
	for _, o := range f.Outcomes {
		body.Add(outcomeRow(o))
	}
	rows := len(f.Outcomes)
	for _, p := range f.Parts {
		body.Add(widget.NewLabelWithStyle(p.Title, fyne.TextAlignLeading, bold))
		if p.Note != "" {
			body.Add(wrapped(p.Note, fyne.TextStyle{Italic: true}))
		}
		for _, o := range p.Outcomes {
			body.Add(outcomeRow(o))
		}
		rows += len(p.Outcomes) + 1
	}
	if f.Strength != "" {
		body.Add(widget.NewLabel("Strength: " + f.Strength))
	}
	section("Attackers", f.Attackers)
	section("Defenders", f.Defenders)
	if !f.Automatic {
		var mods []string
		for _, m := range f.Modifiers {
			mods = append(mods, m.String())
		}
		section("Shifts and modifiers", mods)
	}
	title := f.Title
	if title == "" {
		title = w.describe(a)
	}
	var content fyne.CanvasObject = container.NewVScroll(body)
	if f.TableID != "" && w.reference() != nil {
		look := widget.NewButton("Show the table in the rules", func() { w.showReference("", f.TableID, f.Column) })
		content = container.NewBorder(nil, look, nil, nil, content)
	}
	confirm := "Resolve"
	if f.Confirm != "" {
		confirm = f.Confirm // "Fire" for a bombardment
	}
	d := dialog.NewCustomConfirm(title, confirm, "Cancel", content, func(ok bool) {
		if ok {
			w.applyAndSummarise(a, title)
		}
	}, w.win)
	d.Resize(forecastSize(w.win.Canvas().Size(), rows))
	w.showModal(d, d.Confirm, d.Hide)
}

// applyAndSummarise applies a (a resolved attack) and shows what it did,
// roll and results, until the player dismisses it (issue 10 item 8).
func (w *Window) applyAndSummarise(a rules.Action, title string) {
	w.applyThen(a, func(e *rules.Entry) { w.summarise(e, title) })
}

// summarise shows an applied action's events until dismissed.
func (w *Window) summarise(e *rules.Entry, title string) {
	var lines []string
	for _, ev := range e.Events {
		lines = append(lines, ev.String())
	}
	if len(lines) == 0 {
		lines = []string{"nothing happened"}
	}
	w.setStatus(lines[len(lines)-1])
	text := widget.NewLabel(strings.Join(lines, "\n"))
	text.Wrapping = fyne.TextWrapWord
	body := container.NewVScroll(text)
	body.SetMinSize(fyne.NewSize(480, 200))
	if d := w.sess.Status().Decision; d != nil {
		next := widget.NewLabelWithStyle("Next: "+d.Prompt, fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
		next.Wrapping = fyne.TextWrapWord // a long prompt must not widen the dialog past the window
		body = container.NewVScroll(container.NewVBox(text, next))
		body.SetMinSize(fyne.NewSize(480, 200))
	}
	d := dialog.NewCustom("Result: "+title, "OK", body, w.win)
	w.showModal(d, d.Hide, d.Hide)
}
