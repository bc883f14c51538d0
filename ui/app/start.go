package app

import (
	"fmt"
	"image"
	"path/filepath"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/widget"

	"sandtable/internal/plural"
	"sandtable/rules"
	"sandtable/scenarios"
	"sandtable/ui/render"
	"sandtable/ui/session"
)

// choiceText is an option's choice c as players read it: a side's name
// for a side's id ("Central Powers", not "central"), else c as written.
func choiceText(s *scenarios.Scenario, c any) string {
	if id, ok := c.(string); ok {
		for _, sd := range s.Sides {
			if sd.ID == id && sd.Name != "" {
				return sd.Name
			}
		}
	}
	return fmt.Sprint(c)
}

// optionWidgets are the scenario's options as form rows that write the
// players' choices into opts: a check box for yes/no, a list for options
// with choices, an entry for the rest (an integer must parse). changed
// (nil: nothing) runs after every change.
func optionWidgets(s *scenarios.Scenario, opts rules.Options, changed func()) []fyne.CanvasObject {
	if changed == nil {
		changed = func() {}
	}
	var out []fyne.CanvasObject
	for _, o := range s.Options {
		o := o
		var input fyne.CanvasObject
		switch def := o.Default.(type) {
		case bool:
			c := widget.NewCheck("", func(v bool) { opts[o.ID] = v; changed() })
			c.SetChecked(def)
			input = c
		default:
			if len(o.Choices) > 0 {
				texts := make([]string, len(o.Choices))
				for i, c := range o.Choices {
					texts[i] = choiceText(s, c)
				}
				sel := widget.NewSelect(texts, func(v string) {
					for i, t := range texts {
						if t == v {
							opts[o.ID] = o.Choices[i]
						}
					}
					changed()
				})
				sel.SetSelected(choiceText(s, def))
				input = sel
				break
			}
			e := widget.NewEntry()
			e.SetText(fmt.Sprint(def))
			if _, isInt := def.(int); isInt {
				// A number that does not parse is marked, and the option
				// keeps its last valid value.
				e.Validator = func(v string) error {
					_, err := strconv.Atoi(strings.TrimSpace(v))
					if err != nil {
						return fmt.Errorf("%q is not a whole number", v)
					}
					return nil
				}
			}
			e.OnChanged = func(v string) {
				if _, isInt := def.(int); isInt {
					if n, err := strconv.Atoi(strings.TrimSpace(v)); err == nil {
						opts[o.ID] = n
						changed()
					}
					return
				}
				opts[o.ID] = v
				changed()
			}
			input = e
		}
		label := widget.NewLabel(o.Name)
		if o.Description != "" {
			label.SetText(o.Name + ": " + o.Description)
		}
		label.Wrapping = fyne.TextWrapWord
		out = append(out, container.NewBorder(nil, nil, nil, input, label))
	}
	return out
}

// The start screen's dice choices.
const (
	diceComputer = "rolled by the computer"
	diceReal     = "real dice (type each roll's faces)"
)

// The start screen's choices of who plays.
const (
	modeHotseat   = "Hotseat (hide each side's secrets)"
	modeBothSides = "Play both sides"
)

// prefBothSides is the setting behind the start screen's "Play both
// sides": the players' last choice, used for the next new game and for a
// game opened when the window starts.
const prefBothSides = "play-both-sides"

// playBothSides reports whether the players last chose to play both sides.
func (w *Window) playBothSides() bool { return w.app.Preferences().Bool(prefBothSides) }

// protectText is the start screen's offer of passphrases.
const protectText = "Protect each side's secrets in saves with a passphrase"

// hasSecrets reports whether a new hotseat game of ref with opts would
// keep secrets from a side (session.HasSecrets): only then are
// passphrases worth asking for.
func hasSecrets(ref string, opts rules.Options) bool {
	g, err := rules.StartNewGame(ref, opts, false)
	if err != nil {
		return false // Start will say why
	}
	return session.New(g).HasSecrets()
}

// scenarioLabels are the start screen's names of the bundled scenarios
// names: each one's name from the heading of its file (its id when it has
// none). The list asks for a row's text each time it shows the row: a
// whole scenario loaded for each (its maps, counters and set-up, every
// scenario bundled) made the start screen slow to open and scroll.
func scenarioLabels(names []string) []string {
	labels := make([]string, len(names))
	for i, n := range names {
		labels[i] = n
		if h, err := scenarios.BuiltinHeading(n); err == nil && h.Name != "" {
			labels[i] = h.Name
		}
	}
	return labels
}

// showStart is the start screen (File > New…): the bundled scenarios with
// a picture and description, to play hotseat or solitaire; the recent
// games; and a button to open any scenario or saved game.
func (w *Window) showStart() {
	names := scenarios.BuiltinNames()
	labels := scenarioLabels(names)
	pic := canvas.NewImageFromImage(image.NewRGBA(image.Rect(0, 0, 1, 1)))
	pic.FillMode = canvas.ImageFillContain
	pic.SetMinSize(fyne.NewSize(460, 280))
	title := widget.NewLabelWithStyle("", fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	desc := widget.NewLabel("")
	desc.Wrapping = fyne.TextWrapWord
	var chosen string
	var d *dialog.CustomDialog
	// The chosen scenario's options, at their defaults until changed.
	opts := rules.Options{}
	optBox := container.NewVBox()
	// Real dice: the window asks for each roll's faces (issue 10 item 10).
	dice := widget.NewRadioGroup([]string{diceComputer, diceReal}, nil)
	dice.Horizontal = true
	dice.Required = true
	dice.SetSelected(diceComputer)
	if w.sess.Game.Manual {
		dice.SetSelected(diceReal)
	}
	// Who plays: hotseat hands the screen over between sides and hides
	// each side's secrets from the other; one person playing both sides
	// sees everything, with no hand-over. The choice is remembered in the
	// settings (playBothSides).
	players := widget.NewRadioGroup([]string{modeHotseat, modeBothSides}, nil)
	players.Horizontal = true
	players.Required = true
	players.SetSelected(modeHotseat)
	if w.playBothSides() {
		players.SetSelected(modeBothSides)
	}
	// Passphrases: offered for a hotseat game whose sides keep secrets
	// with the options chosen (hidden units, a secret set-up).
	protect := widget.NewCheck(protectText, nil)
	offerProtect := func() {
		if chosen != "" && players.Selected == modeHotseat && hasSecrets(scenarios.BuiltinPrefix+chosen, opts) {
			protect.Enable()
			return
		}
		protect.Disable()
	}
	players.OnChanged = func(string) { offerProtect() }
	start := func(solitaire bool) {
		if chosen == "" {
			return
		}
		d.Hide()
		w.newGameMode(scenarios.BuiltinPrefix+chosen, solitaire, opts, dice.Selected == diceReal, protect.Checked && !protect.Disabled())
	}
	play := widget.NewButton("Start the game", func() { start(players.Selected == modeBothSides) })
	play.Importance = widget.HighImportance
	list := widget.NewList(func() int { return len(names) },
		func() fyne.CanvasObject { return widget.NewLabel("scenario name here") },
		func(i widget.ListItemID, o fyne.CanvasObject) { o.(*widget.Label).SetText(labels[i]) })
	list.OnSelected = func(i widget.ListItemID) {
		chosen = names[i]
		s, err := scenarios.Builtin(chosen)
		if err != nil {
			title.SetText(chosen)
			desc.SetText(err.Error())
			return
		}
		title.SetText(fmt.Sprintf("%s (%s, %s)", s.Name, s.Module, plural.Count(len(s.Maps), "map")))
		desc.SetText(s.Description)
		opts = rules.DefaultOptions(s)
		optBox.Objects = optionWidgets(s, opts, offerProtect)
		optBox.Refresh()
		offerProtect()
		var img image.Image
		offThread(func() error {
			img = render.Scenario(s, render.ScenarioOptions{MapOptions: render.MapOptions{Names: true}, Width: 920, Height: 560})
			return nil
		}, func(error) {
			if chosen == s.ID || chosen == names[i] {
				pic.Image = img
				pic.Refresh()
			}
		})
	}
	var recent fyne.CanvasObject = widget.NewLabel("No recent games yet.")
	if games := recentGames(); len(games) > 0 {
		box := container.NewVBox()
		for _, p := range games {
			p := p
			box.Add(widget.NewButton(filepath.Base(p), func() {
				d.Hide()
				w.confirmDiscard(func() { w.openPath(p) })
			}))
		}
		recent = box
	}
	open := widget.NewButton("Open a scenario or saved game…", func() {
		d.Hide()
		w.open()
	})
	// The pane scrolls when the window is too small for it (a laptop at
	// 125% scaling leaves the window about 1090x610): squeezed below its
	// least height, a Border lays its bottom (the description) over its
	// top (the heading) and drops the picture. The button stays in view.
	right := container.NewBorder(nil, container.NewHBox(layout.NewSpacer(), play), nil, nil,
		container.NewVScroll(container.NewBorder(container.NewVBox(title), container.NewVBox(desc, optBox, container.NewBorder(nil, nil, widget.NewLabel("Dice:"), nil, dice),
			container.NewBorder(nil, nil, widget.NewLabel("Players:"), nil, players), protect), nil, nil, pic)))
	left := container.NewBorder(widget.NewLabelWithStyle("Scenarios", fyne.TextAlignLeading, fyne.TextStyle{Bold: true}),
		container.NewVBox(widget.NewSeparator(), widget.NewLabelWithStyle("Recent games", fyne.TextAlignLeading, fyne.TextStyle{Bold: true}), recent, open), nil, nil, list)
	split := container.NewHSplit(left, right)
	split.Offset = 0.3
	d = dialog.NewCustom("New game", "Cancel", split, w.win)
	d.Resize(fyne.NewSize(1000, 640))
	w.showModal(d, func() { start(players.Selected == modeBothSides) }, d.Hide)
	list.Select(0)
}
