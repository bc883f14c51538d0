package app

import (
	"slices"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"sandtable/rules"
)

// The battle dialog's choices (battle.go): the casualty to take, press
// on or retreat, any other choice as buttons; each acts only through a
// legal action.

// choiceObjects are the decision's choices as the dialog offers them.
func (b *battleDialog) choiceObjects(w *Window, dec *rules.Decision) []fyne.CanvasObject {
	legal := w.sess.Legal()
	b.radio = nil
	var loses, retreats, others []rules.Action
	press := false
	for _, a := range legal {
		switch a.Verb {
		case loseVerb:
			loses = append(loses, a)
		case retreatVerb:
			retreats = append(retreats, a)
		case pressOnVerb:
			press = true
		default:
			others = append(others, a)
		}
	}
	var out []fyne.CanvasObject
	if len(loses) > 0 {
		texts, acts, chosen := w.choiceTexts(loses, dec.Default)
		b.radioActs = map[string]rules.Action{}
		for i, t := range texts {
			b.radioActs[t] = acts[i]
		}
		b.radio = widget.NewRadioGroup(texts, func(string) { w.win.Canvas().Unfocus() })
		b.radio.Required = true
		b.radio.SetSelected(texts[chosen])
		take := widget.NewButton("Take this loss", func() { b.do(w, b.radioActs[b.radio.Selected]) })
		take.Importance = widget.HighImportance
		all := widget.NewButton("Take suggested losses", func() { b.takeSuggested(w) })
		out = append(out, boldLabel("Choose a casualty"), b.radio, container.NewHBox(take, all))
	}
	if press || len(retreats) > 0 {
		pressOn := rules.Action{Side: b.side, Verb: pressOnVerb}
		on := widget.NewButton("Press on", func() { b.do(w, pressOn) })
		if dec.Default.Verb == pressOnVerb {
			on.Importance = widget.HighImportance
		}
		var why fyne.CanvasObject
		if !press { // shown, greyed, with the rule that forbids it
			on.Disable()
			l := widget.NewLabel("Press on: " + refusalWords(w.sess.Game.Check(pressOn)))
			l.Wrapping = fyne.TextWrapWord
			why = l
		}
		row := []fyne.CanvasObject{on}
		if len(retreats) > 0 {
			var names []string
			acts := map[string]rules.Action{}
			for _, a := range retreats {
				n := retreatName(w, a)
				names = append(names, n)
				acts[n] = a
			}
			sel := widget.NewSelect(names, nil)
			sel.PlaceHolder = "(space)"
			sel.SetSelectedIndex(0)
			if dec.Default.Verb == retreatVerb {
				sel.SetSelected(retreatName(w, dec.Default))
			}
			ret := widget.NewButton("Retreat to", func() {
				a, ok := acts[sel.Selected]
				if !ok {
					a = rules.Action{Side: b.side, Verb: retreatVerb}
				}
				b.do(w, a)
			})
			if dec.Default.Verb == retreatVerb {
				ret.Importance = widget.HighImportance
			}
			// Wide enough for a space's name ("Mersa Matruh").
			row = append(row, ret, container.NewGridWrap(fyne.NewSize(240, sel.MinSize().Height), sel))
		}
		out = append(out, container.NewHBox(row...))
		if why != nil {
			out = append(out, why)
		}
	}
	if len(others) > 0 && len(loses) == 0 {
		texts, acts, chosen := w.choiceTexts(others, dec.Default)
		var bs []fyne.CanvasObject
		for i, t := range texts {
			a := acts[i]
			bt := widget.NewButton(t, func() { b.do(w, a) })
			if i == chosen {
				bt.Importance = widget.HighImportance
			}
			bs = append(bs, bt)
		}
		out = append(out, container.NewGridWithColumns(min(len(bs), 4), bs...))
	}
	return out
}

// retreatName is the space a retreat goes to, as people read it: the
// action's words without "Retreat (to)".
func retreatName(w *Window, a rules.Action) string {
	t := w.describe(a)
	for _, p := range []string{"Retreat to ", "Retreat "} {
		if r, ok := strings.CutPrefix(t, p); ok && r != "" {
			return r
		}
	}
	return t
}

// choiceTexts words choices as the decision dialog does (tellApart; those
// no words tell apart are one choice), and says which is the default.
func (w *Window) choiceTexts(choices []rules.Action, def rules.Action) (texts []string, acts []rules.Action, chosen int) {
	entries := make([]actionEntry, len(choices))
	for i, a := range choices {
		entries[i] = actionEntry{label: w.describe(a), acts: []rules.Action{a}, place: -1}
	}
	w.tellApart(entries)
	index := map[string]int{}
	for i, a := range choices {
		text := entries[i].label
		k, seen := index[text]
		if !seen {
			k = len(texts)
			index[text] = k
			texts, acts = append(texts, text), append(acts, a)
		}
		if a.Equal(def) {
			chosen, acts[k] = k, a
		}
	}
	texts[chosen] += "  (suggested)"
	return texts, acts, chosen
}

// do applies a if it is legal; else shows why the rules refuse it and
// changes nothing. It reports whether a was applied.
func (b *battleDialog) do(w *Window, a rules.Action) bool {
	if !slices.ContainsFunc(w.sess.Legal(), a.Equal) {
		b.reason.SetText(refusalWords(w.sess.Game.Check(a)))
		b.reason.Show()
		return false
	}
	b.reason.SetText("")
	b.reason.Hide()
	done := false
	w.applyThen(a, func(e *rules.Entry) {
		done = true
		var last string
		for _, ev := range e.Events {
			last = ev.String()
		}
		w.setStatus(last)
	})
	return done
}

// takeSuggested takes the suggested losses one after another until the
// side's casualty choice ends.
func (b *battleDialog) takeSuggested(w *Window) {
	for range 1000 {
		dec := w.sess.Game.Status().Decision
		if w.battle != b || dec == nil || dec.Side != b.side || dec.Default.Verb != loseVerb {
			return
		}
		if !b.do(w, dec.Default) {
			return
		}
	}
}
