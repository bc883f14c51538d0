package app

import (
	"fmt"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/widget"

	"sandtable/rules"
)

// The army design (Green Fields' Section 3, issue 27): while the side at
// the screen designs its army, the window shows "Design your army", a row
// per unit with its values and buttons to improve or lower each, the
// enlistments the rules allow, the stores, the army points left as they
// change and, for an edit the rules refuse, the reason; "Commit" closes
// the design. It reads the side's own view (its side data: "army-points",
// "army-units", "army-stores") and acts only through the session: a
// button of an edit not in the legal list shows why the rules refuse it
// (Game.Check) and changes nothing.

// Side data keys and verbs of the army design.
const (
	armyPointsKey = "army-points"
	armyUnitsKey  = "army-units"
	armyStoresKey = "army-stores"
)

// armyDialog is the design dialog while it is up.
type armyDialog struct {
	d      *dialog.CustomDialog
	side   string
	body   *fyne.Container
	points *widget.Label
	stores *widget.Label
	reason *widget.Label
	commit *widget.Button
}

// armyData is the acting side's design as its view holds it, nil when it
// designs no army now.
func (w *Window) armyData() (side string, d rules.SideData) {
	side = w.sess.Actor()
	if side == "" {
		return "", nil
	}
	d = w.sess.View().Sides[side]
	if d.Get(armyUnitsKey) == nil || !w.sess.HasVerb(rules.CommitVerb) {
		return "", nil
	}
	return side, d
}

// askArmy shows the design dialog when the side at the screen designs its
// army and nothing else is on screen; refreshes it while it is up.
func (w *Window) askArmy() {
	if w.army != nil {
		w.army.refresh(w)
		return
	}
	if w.blocked() || w.choosing || w.sess.HandingOver() || w.armyHidden == w.armyKey(w.sess.Actor()) {
		return
	}
	if _, past := w.sess.Previewing(); past {
		return
	}
	side, _ := w.armyData()
	if side == "" {
		return
	}
	a := &armyDialog{side: side, body: container.NewVBox(), points: widget.NewLabel(""), stores: widget.NewLabel(""), reason: widget.NewLabel("")}
	a.points.TextStyle = fyne.TextStyle{Bold: true}
	a.stores.Wrapping = fyne.TextWrapWord
	a.reason.Wrapping = fyne.TextWrapWord
	a.reason.Importance = widget.DangerImportance
	scroll := container.NewVScroll(a.body)
	scroll.SetMinSize(fyne.NewSize(900, 520))
	top := container.NewVBox(a.points, a.stores, a.reason)
	commit := widget.NewButton("Commit", func() {
		// choosing: the closing does not open the dialog again for the
		// side still designing until its commit is made.
		w.choosing = true
		a.d.Hide()
		w.choosing = false
		w.act(rules.CommitAction(side))
	})
	commit.Importance = widget.HighImportance
	a.commit = commit
	later := widget.NewButton("Later", func() {
		w.armyHidden = w.armyKey(side)
		a.d.Hide()
	})
	a.d = dialog.NewCustomWithoutButtons(fmt.Sprintf("%s: design your army", w.sideName(side)), container.NewBorder(top, nil, nil, nil, scroll), w.win)
	a.d.SetButtons([]fyne.CanvasObject{later, commit})
	w.army = a
	a.refresh(w)
	a.d.SetOnClosed(func() { w.army = nil })
	w.showModal(a.d, nil, func() { w.armyHidden = w.armyKey(side); a.d.Hide() })
}

// armyKey names side's design in this game, for armyHidden: put away in
// one game, the dialog still opens in the next.
func (w *Window) armyKey(side string) string { return fmt.Sprintf("%p/%s", w.sess.Game, side) }

// refresh rebuilds the dialog from the side's view and legal actions; it
// closes it when the side designs no more.
func (a *armyDialog) refresh(w *Window) {
	side, data := w.armyData()
	if side != a.side {
		a.d.Hide()
		return
	}
	legal := w.sess.Legal()
	button := w.legalButtons(legal, a.reason)
	if e := data.Get(armyPointsKey); e != nil {
		a.points.SetText(fmt.Sprintf("%s: %d", e.Label, e.Number))
	}
	if e := data.Get(armyStoresKey); e != nil {
		a.stores.SetText(e.Value())
	}
	var rows []fyne.CanvasObject
	units := data.Get(armyUnitsKey).Items
	for k, text := range units {
		n := strconv.Itoa(k + 1)
		row := []fyne.CanvasObject{}
		for _, v := range []string{"strength", "morale", "experience"} {
			row = append(row, widget.NewLabel(capitalise(v)),
				button("−", rules.Action{Side: side, Verb: "lower", Args: []string{n, v}}),
				button("+", rules.Action{Side: side, Verb: "improve", Args: []string{n, v}}))
		}
		if strings.Contains(text, "(enlisted") {
			row = append(row, button("Dismiss", rules.Action{Side: side, Verb: "dismiss", Args: []string{n}}))
		}
		label := widget.NewLabel(text)
		label.Truncation = fyne.TextTruncateEllipsis
		rows = append(rows, container.NewBorder(nil, nil, nil, container.NewHBox(row...), label))
	}
	rows = append(rows, widget.NewSeparator(), widget.NewLabelWithStyle("Stores", fyne.TextAlignLeading, fyne.TextStyle{Bold: true}))
	var stores []fyne.CanvasObject
	for _, s := range []struct{ arg, name string }{{"shells", "6 SHELLS"}, {"gas", "Gas canister"}, {"luxuries", "Luxury"}} {
		stores = append(stores, widget.NewLabel(s.name),
			button("−", rules.Action{Side: side, Verb: "drop-stores", Args: []string{s.arg}}),
			button("+", rules.Action{Side: side, Verb: "add-stores", Args: []string{s.arg}}))
	}
	rows = append(rows, container.NewHBox(stores...))
	rows = append(rows, widget.NewSeparator(), widget.NewLabelWithStyle("Enlist", fyne.TextAlignLeading, fyne.TextStyle{Bold: true}))
	var enlist []fyne.CanvasObject
	for _, l := range legal {
		if l.Verb == "enlist" {
			enlist = append(enlist, button(w.describe(l), l))
		}
	}
	if len(enlist) == 0 {
		enlist = append(enlist, widget.NewLabel("Nothing more can be enlisted with the points left."))
	}
	rows = append(rows, container.NewGridWithColumns(2, enlist...))
	a.body.Objects = rows
	a.body.Refresh()
}

// refusalWords is a refusal as the dialog shows it: its reason and rule.
func refusalWords(err error) string {
	if err == nil {
		return ""
	}
	if r, ok := rules.AsRefusal(err); ok {
		if r.Rule != "" {
			return fmt.Sprintf("Refused: %s (%s)", r.Reason, r.Rule)
		}
		return "Refused: " + r.Reason
	}
	return "Refused: " + err.Error()
}
