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
	"sandtable/rules/kit"
	"sandtable/ui/session"
)

// Dice is the panel of the game's dice: the dice mode; in a manual-dice
// game, where players type the faces they rolled on real dice and how many
// wait to be used; a button for each roll the actor may make on demand
// (freeplay's "roll 2d6"); a roll in full (the newest, or the one picked in
// the history): the action it was for, every die, each modifier with its
// reason, the total, the table and the result; and the history of every
// roll of the game, newest first.
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
	// last is the roll shown in full: the newest, or the one picked in
	// the history.
	last    *widget.Label
	history *widget.List
	// logged are the game's rolls, newest first; picked is the one shown
	// in full (an index into logged).
	logged []rollRef
	log    []rules.Entry // the log as the viewer may see it (Session.Log)
	picked int
	obj    fyne.CanvasObject

	// The scenario's CRT, when it gives the players one (dicecrt.go).
	crtBox                *fyne.Container
	crtTitle, crtOdds     *widget.Label
	crtAttack, crtDefense *widget.Entry
	crtColumn             *widget.Select
	crtRoll               *widget.Button
}

// rollRef is a roll in the log: event event of entry entry.
type rollRef struct{ entry, event int }

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
	p.history = widget.NewList(func() int { return len(p.logged) },
		func() fyne.CanvasObject {
			l := widget.NewLabel("")
			l.Truncation = fyne.TextTruncateEllipsis
			return l
		},
		func(id widget.ListItemID, o fyne.CanvasObject) {
			if id >= 0 && id < len(p.logged) {
				o.(*widget.Label).SetText(p.rollLine(p.logged[id]))
			}
		})
	p.history.OnSelected = func(id widget.ListItemID) {
		if id >= 0 && id < len(p.logged) && id != p.picked {
			p.picked = id
			p.showRoll()
		}
	}
	top := container.NewVBox(container.NewBorder(nil, nil, nil, p.showSeed, p.mode), p.manual, p.rolls, p.newCRT())
	history := container.NewBorder(widget.NewLabelWithStyle("Every roll, newest first", fyne.TextAlignLeading, fyne.TextStyle{Bold: true}), nil, nil, nil, p.history)
	split := container.NewVSplit(container.NewVScroll(p.last), history)
	split.Offset = 0.55
	p.obj = container.NewBorder(top, nil, nil, nil, split)
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
	} else if g.Mode == rules.DiceRandom {
		// Fresh entropy: the save's seed sets up the game but foretells
		// no roll, so there is no seed to show.
		p.mode.SetText("Random dice: nobody can foresee a roll")
		p.showSeed.Hide()
		p.manual.Hide()
	} else {
		// Whoever knows the seed foresees every roll: in hotseat play it
		// is shown only once the game is over (issue 10 item 15).
		mayShow := p.s.Solitaire || g.Status().Over
		switch {
		case p.seedShown && mayShow:
			p.mode.SetText("Seeded dice, seed " + strconv.FormatUint(g.Seed, 10))
			p.showSeed.Hide()
		case mayShow:
			p.mode.SetText("Seeded dice")
			p.showSeed.Show()
		default:
			p.mode.SetText("Seeded dice (the seed is shown when the game is over: it would foretell every roll)")
			p.showSeed.Hide()
		}
		p.manual.Hide()
	}

	p.buttons = map[string]*widget.Button{}
	p.rolls.Objects = nil
	for _, a := range actions(p.s, rules.VerbRoll, "") {
		if len(a.Args) != 1 || strings.HasPrefix(a.Args[0], kit.CRTRollPrefix) {
			continue // the CRT's columns are rolled from its own section
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
	p.refreshCRT()

	n := len(p.logged)
	p.log = p.s.Log()
	p.logged = rollsOf(p.log)
	if len(p.logged) != n || p.picked >= len(p.logged) {
		p.picked = 0 // a new roll (or a game without that one): the newest
	}
	p.history.Refresh()
	if len(p.logged) > 0 {
		p.history.Select(p.picked)
	} else {
		p.history.UnselectAll()
	}
	p.showRoll()
}

// rollsOf lists the rolls of log, newest first.
func rollsOf(log []rules.Entry) []rollRef {
	var out []rollRef
	for i := len(log) - 1; i >= 0; i-- {
		evs := log[i].Events
		for j := len(evs) - 1; j >= 0; j-- {
			if evs[j].Roll != nil {
				out = append(out, rollRef{i, j})
			}
		}
	}
	return out
}

// showRoll shows the picked roll in full.
func (p *Dice) showRoll() {
	if len(p.logged) == 0 {
		p.last.SetText("No dice rolled yet")
		return
	}
	p.last.SetText(p.rollText(p.logged[p.picked]))
}

// rollLine is a roll as one line of the history: "12. CRT 3:1: 2d6 [3 5]
// +1 river = 9: D1".
func (p *Dice) rollLine(r rollRef) string {
	return strconv.Itoa(r.entry+1) + ". " + p.log[r.entry].Events[r.event].String()
}

// rollText is a roll in full, a line for each part:
//
//	Action 12, Allies: attack W0405 Calais
//	For: attack on W0405
//	Dice (2d6): 3, 5
//	Modifiers:
//	  +1 river
//	Total: 9
//	Table: CRT 3:1
//	Result: D1
func (p *Dice) rollText(r rollRef) string {
	g := p.s.Game
	e := p.log[r.entry]
	ev := e.Events[r.event]
	roll := ev.Roll
	what := SecretText(e)
	if e.Action.Verb != rules.SecretVerb {
		what = g.DescribeLogged(e.Action, p.s.Viewer())
	}
	lines := []string{fmt.Sprintf("Action %d, %s: %s", r.entry+1, sideName(p.s, e.Action.Side), what)}
	if ev.Text != "" {
		lines = append(lines, ev.Text)
	}
	if roll.For != "" {
		lines = append(lines, "For: "+roll.For)
	}
	faces := make([]string, len(roll.Dice))
	for i, f := range roll.Dice {
		faces[i] = strconv.Itoa(f)
	}
	lines = append(lines, fmt.Sprintf("Dice (%dd%d): %s", len(roll.Dice), roll.Sides, strings.Join(faces, ", ")))
	if len(roll.Modifiers) == 0 {
		lines = append(lines, "No modifiers")
	} else {
		lines = append(lines, "Modifiers:")
		for _, m := range roll.Modifiers {
			lines = append(lines, "  "+m.String())
		}
	}
	if len(roll.Modifiers) > 0 || len(roll.Dice) > 1 || roll.Total != 0 {
		lines = append(lines, "Total: "+strconv.Itoa(roll.Total))
	}
	if roll.Table != "" {
		lines = append(lines, "Table: "+roll.Table)
	}
	if roll.Result != "" {
		lines = append(lines, "Result: "+roll.Result)
	}
	return strings.Join(lines, "\n")
}

// joinInts is "3 6 1".
func joinInts(v []int) string {
	s := make([]string, len(v))
	for i, x := range v {
		s[i] = strconv.Itoa(x)
	}
	return strings.Join(s, " ")
}
