package panels

import (
	"fmt"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"sandtable/rules"
	"sandtable/ui/session"
)

// Dice is the panel of the game's dice: the dice mode; in a manual-dice
// game, where players type the faces they rolled on real dice and how many
// wait to be used; a button for each roll the actor may make on demand
// (freeplay's "roll 2d6"); and the last roll in the log.
//
// The seed of seeded dice is shown only on request ("Show seed"): whoever
// knows it can foresee every roll and work out hidden units.
type Dice struct {
	s      *session.Session
	status func(string)

	mode      *widget.Label
	showSeed  *widget.Button
	seedShown bool
	seedGame  *rules.Game // the game seedShown is about

	manual  *fyne.Container
	entry   *widget.Entry
	enter   *widget.Button
	pending *widget.Label
	clear   *widget.Button

	rolls   *fyne.Container
	buttons map[string]*widget.Button // roll buttons by dice expression
	last    *widget.Label
	obj     fyne.CanvasObject
}

// NewDice makes the dice panel of s; status receives refusals and mistyped
// faces ("" after a successful action).
func NewDice(s *session.Session, status func(string)) *Dice {
	p := &Dice{s: s, status: status,
		mode:    widget.NewLabelWithStyle("", fyne.TextAlignLeading, fyne.TextStyle{Bold: true}),
		entry:   widget.NewEntry(),
		pending: widget.NewLabel(""),
		rolls:   container.NewGridWithColumns(3),
		last:    widget.NewLabel(""),
	}
	p.mode.Wrapping = fyne.TextWrapWord
	p.last.Wrapping = fyne.TextWrapWord
	p.showSeed = widget.NewButtonWithIcon("Show seed", theme.VisibilityIcon(), func() {
		p.seedShown = true
		p.refresh()
	})
	p.entry.SetPlaceHolder("faces rolled, e.g. 3 6 1")
	p.entry.OnSubmitted = func(string) { p.enterFaces() }
	p.enter = widget.NewButton("Enter", p.enterFaces)
	p.clear = widget.NewButtonWithIcon("Clear", theme.ContentClearIcon(), func() {
		p.s.Game.ClearDice()
		p.refresh()
	})
	p.manual = container.NewVBox(
		container.NewBorder(nil, nil, nil, p.enter, p.entry),
		container.NewBorder(nil, nil, nil, p.clear, p.pending))
	p.obj = container.NewVBox(container.NewBorder(nil, nil, nil, p.showSeed, p.mode), p.manual, p.rolls, p.last)
	s.OnChange(func(c session.Change) {
		if c&(session.GameChanged|session.PreviewChanged) != 0 {
			p.refresh()
		}
	})
	p.refresh()
	return p
}

// Object is the panel's canvas object, to place in the window.
func (p *Dice) Object() fyne.CanvasObject { return p.obj }

// Refresh shows the session again. The panel refreshes itself on every
// session change; call it after changing what the session does not
// announce, such as its Seat.
func (p *Dice) Refresh() { p.refresh() }

// enterFaces queues the typed faces for the next rolls of a manual-dice
// game.
func (p *Dice) enterFaces() {
	faces, err := rules.ParseFaces(p.entry.Text)
	switch {
	case err != nil:
		say(p.status, ReasonText(err))
		return
	case len(faces) == 0:
		say(p.status, "Type the faces rolled, e.g. 3 6 1")
		return
	}
	p.s.Game.EnterDice(faces...)
	p.entry.SetText("")
	say(p.status, "Entered "+plural(len(faces), "die", "dice")+": "+joinInts(faces))
	p.refresh()
}

// refresh shows the game's dice now.
func (p *Dice) refresh() {
	g := p.s.Game
	if p.seedGame != g {
		p.seedGame, p.seedShown = g, false
	}
	if g.Manual {
		p.mode.SetText("Manual dice: roll real dice and enter the faces before acting")
		p.showSeed.Hide()
		n := g.PendingDice()
		if n == 0 {
			p.pending.SetText("No dice entered")
			p.clear.Disable()
		} else {
			p.pending.SetText(plural(n, "die", "dice") + " entered, not used yet")
			p.clear.Enable()
		}
		p.manual.Show()
	} else {
		if p.seedShown {
			p.mode.SetText("Seeded dice, seed " + strconv.FormatUint(g.Seed, 10))
			p.showSeed.Hide()
		} else {
			p.mode.SetText("Seeded dice")
			p.showSeed.Show()
		}
		p.manual.Hide()
	}

	p.buttons = map[string]*widget.Button{}
	p.rolls.Objects = nil
	for _, a := range actions(p.s, "roll", "") {
		if len(a.Args) != 1 {
			continue
		}
		b := widget.NewButton("Roll "+a.Args[0], func() {
			if !apply(p.s, a, p.status) {
				p.refresh() // a mistyped face discards the entered dice
			}
		})
		p.buttons[a.Args[0]] = b
		p.rolls.Add(b)
	}
	p.rolls.Refresh()

	p.last.SetText(lastRoll(g.Log()))
}

// lastRoll is the newest roll of the log as a line, with the action it
// belongs to.
func lastRoll(log []rules.Entry) string {
	for i := len(log) - 1; i >= 0; i-- {
		evs := log[i].Events
		for j := len(evs) - 1; j >= 0; j-- {
			if evs[j].Roll != nil {
				return fmt.Sprintf("Last roll (action %d): %s", i+1, evs[j].String())
			}
		}
	}
	return "No dice rolled yet"
}

// joinInts is "3 6 1".
func joinInts(v []int) string {
	s := make([]string, len(v))
	for i, x := range v {
		s[i] = strconv.Itoa(x)
	}
	return strings.Join(s, " ")
}
