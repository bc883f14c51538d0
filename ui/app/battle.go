package app

import (
	"fmt"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"sandtable/rules"
)

// The battle dialog (issue 28, "Playable in the window": "the battle as a
// dialog that shows each round's dice, lets the owner choose casualties
// (the suggested order preselected) and the attacker press on or retreat,
// with the odds updated each round"), for any module that publishes its
// battle in progress:
//
//   - "battle" (rules.SideText, public): set in the ATTACKING side's data
//     while a battle is in progress, its Text the battle's space as the
//     views' UnitView.Cell names it ("Tobruk"); absent when no battle is
//     being fought.
//   - "battle-round" (rules.SideNumber, public, optional), in the same
//     side's data: the round in progress or just fought, 0 before the
//     first; without it the dialog reads the highest "round N" in the
//     battle's log lines.
//
// While "battle" is set and the side at the screen has a pending
// rules.Decision, the window asks it in this dialog instead of the plain
// decision dialog: both sides' units in the space as the view shows them,
// the battle's rolls so far from the viewer's own log (newest first, the
// dice drawn, hits marked), the odds of the attacker's press-on (or of the
// decision's default) when the rules forecast it, and the choices: the
// legal "lose UNIT" with the default preselected, "press-on" and "retreat
// SPACE", or any other choice as a button (at-guns N). Every button acts
// through the session on a legal action; one the rules refuse shows their
// reason and changes nothing. The dialog follows the game as actions
// land, gives way to the hand-over screen (the other side's choice is
// asked behind it) and closes when the battle ends, showing its result.

// Side data keys of a battle in progress.
const (
	battleKey      = "battle"
	battleRoundKey = "battle-round"
)

// Verbs of a battle's choices the dialog lays out itself.
const (
	loseVerb    = "lose"
	pressOnVerb = "press-on"
	retreatVerb = "retreat"
	fightVerb   = "fight"
)

// battleDialog is the battle dialog while it is up.
type battleDialog struct {
	d         *dialog.CustomDialog
	side      string // the deciding side at the screen
	space     string // the battle's space label
	attacker  string // the attacking side
	heading   *widget.Label
	prompt    *widget.Label
	reason    *widget.Label
	body      *fyne.Container // units, odds, rolls
	choices   *fyne.Container
	content   fyne.CanvasObject  // all of it, under the dialog's title
	radio     *widget.RadioGroup // the casualty choice, nil at other stages
	radioActs map[string]rules.Action
}

// battleNow is the battle in progress as the viewer's view publishes it:
// its space and attacking side ("" when none), and the round (-1 when the
// module does not say).
func (w *Window) battleNow() (space, attacker string, round int) {
	view := w.sess.View()
	round = -1
	for _, sd := range w.sess.Game.Scenario.Sides {
		d := view.Sides[sd.ID]
		if e := d.Get(battleKey); e != nil && e.Kind == rules.SideText && e.Text != "" {
			if r := d.Get(battleRoundKey); r != nil && r.Kind == rules.SideNumber {
				round = r.Number
			}
			return e.Text, sd.ID, round
		}
	}
	return "", "", -1
}

// battleDecision is the decision the battle dialog asks now: the pending
// decision of the side at the screen while a battle is published, nil
// when there is none (or the hand-over screen or the past is shown).
func (w *Window) battleDecision() *rules.Decision {
	dec := w.sess.Game.Status().Decision
	if dec == nil || w.sess.HandingOver() || w.sess.Actor() != dec.Side {
		return nil
	}
	if _, past := w.sess.Previewing(); past {
		return nil
	}
	if space, _, _ := w.battleNow(); space == "" {
		return nil
	}
	return dec
}

// askBattle shows the battle dialog when the side at the screen has a
// battle's decision pending and nothing else is up, refreshes it while it
// is up, and closes it when its side decides no more. It reports whether
// the battle dialog has the decision (the plain dialog then stays away).
func (w *Window) askBattle() bool {
	if b := w.battle; b != nil {
		b.refresh(w) // closes it when its side decides no more
		if w.battle != nil {
			return true
		}
	}
	dec := w.battleDecision()
	if dec == nil {
		return false
	}
	if w.blocked() || w.decisionShown || w.choosing {
		return true // asked when what is up closes
	}
	space, attacker, _ := w.battleNow()
	b := &battleDialog{side: dec.Side, space: space, attacker: attacker,
		heading: widget.NewLabelWithStyle("", fyne.TextAlignLeading, fyne.TextStyle{Bold: true}),
		prompt:  widget.NewLabel(""), reason: widget.NewLabel(""),
		body: container.NewVBox(), choices: container.NewVBox()}
	b.heading.SizeName = theme.SizeNameSubHeadingText
	b.prompt.Wrapping = fyne.TextWrapWord
	b.reason.Wrapping = fyne.TextWrapWord
	b.reason.Importance = widget.DangerImportance
	scroll := container.NewVScroll(b.body)
	win := w.win.Canvas().Size()
	scroll.SetMinSize(fyne.NewSize(min(760, win.Width*0.9), min(520, win.Height*0.6)))
	content := container.NewBorder(container.NewVBox(b.heading, b.prompt, b.reason), b.choices, nil, nil, scroll)
	b.content = content
	b.d = dialog.NewCustomWithoutButtons(fmt.Sprintf("%s: battle", w.sideName(dec.Side)), content, w.win)
	b.d.SetOnClosed(func() { w.battle = nil })
	w.battle = b
	b.refresh(w)
	if w.battle == nil {
		return false
	}
	// Escape does not dismiss it: the game waits for the choice (the
	// actions panel's buttons can make it too); Enter takes the loss
	// selected, or the default choice.
	w.showModal(b.d, func() { b.enter(w) }, nil)
	return true
}

// enter is the Enter key: the casualty selected, else the choice the
// rules suggest now.
func (b *battleDialog) enter(w *Window) {
	if b.radio != nil {
		b.do(w, b.radioActs[b.radio.Selected])
		return
	}
	if dec := w.sess.Game.Status().Decision; dec != nil && dec.Side == b.side {
		b.do(w, dec.Default)
	}
}

// close hides the dialog; when the battle is over, shows its result.
func (b *battleDialog) close(w *Window) {
	w.battle = nil
	// choosing: its closing does not ask the next decision before the
	// result is shown (popModal asks when the result closes).
	was := w.choosing
	w.choosing = true
	b.d.Hide()
	w.choosing = was
	if space, _, _ := w.battleNow(); space == b.space || w.sess.HandingOver() {
		return // paused: the other side decides, behind the hand-over
	}
	log := w.sess.Log()
	if len(log) > 0 {
		w.summarise(&log[len(log)-1], "Battle at "+w.placeWords(b.space))
	}
}

// refresh rebuilds the dialog from the game as it stands; it closes the
// dialog when its side has no battle decision any more.
func (b *battleDialog) refresh(w *Window) {
	dec := w.battleDecision()
	space, attacker, round := w.battleNow()
	if dec == nil || dec.Side != b.side || space != b.space {
		b.close(w)
		return
	}
	b.attacker = attacker
	events := w.battleEvents(space)
	if round < 0 {
		round = roundOf(events)
	}
	where := w.placeWords(space)
	if round <= 0 {
		b.heading.SetText(fmt.Sprintf("Battle at %s — before round 1", where))
	} else {
		b.heading.SetText(fmt.Sprintf("Battle at %s — round %d", where, round))
	}
	text := dec.Prompt
	if own := w.sess.View().Status.Decision; own != nil && own.Side == dec.Side && own.Prompt != "" {
		text = own.Prompt
	}
	if dec.Rule != "" {
		text += " (" + dec.Rule + ")"
	}
	b.prompt.SetText(text)
	if b.reason.Text == "" {
		b.reason.Hide()
	}
	b.choices.Objects = b.choiceObjects(w, dec)
	b.choices.Refresh()
	rolls := container.NewVBox(boldLabel("Rolls of this battle, newest first"))
	if len(events) == 0 {
		rolls.Add(widget.NewLabel("No dice rolled yet."))
	}
	// Each round under its number: an event is in the last round named
	// by it or an earlier one (the opening's steps, AT guns and flak,
	// come before any: "Before round 1").
	rounds := make([]int, len(events))
	for i := range events {
		rounds[i] = roundOf(events[i : i+1])
		if i > 0 && rounds[i] == 0 {
			rounds[i] = rounds[i-1]
		}
	}
	shown := -1
	for i := len(events) - 1; i >= 0; i-- {
		if r := rounds[i]; r != shown {
			shown = r
			title := fmt.Sprintf("Round %d", r)
			if r == 0 {
				title = "Before round 1"
			}
			rolls.Add(widget.NewLabelWithStyle(title, fyne.TextAlignLeading, fyne.TextStyle{Italic: true, Bold: true}))
		}
		rolls.Add(rollRow(events[i]))
	}
	// The rolls on the left, the odds beside them when the rules
	// forecast the battle going on.
	var below fyne.CanvasObject = rolls
	if odds := w.battleOdds(dec); len(odds) > 0 {
		below = container.NewBorder(nil, nil, nil, container.New(widthLayout{oddsWidth}, container.NewVBox(odds...)), rolls)
	}
	b.body.Objects = []fyne.CanvasObject{w.battleColumns(space, attacker), widget.NewSeparator(), below}
	b.body.Refresh()
}

// boldLabel is a section's title.
func boldLabel(text string) *widget.Label {
	return widget.NewLabelWithStyle(text, fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
}

// oddsWidth is the width of the battle dialog's odds column.
const oddsWidth = 340

// widthLayout lays out its object at width w at least, as tall as it
// needs (its wrapped labels wrap to it).
type widthLayout struct{ w float32 }

func (l widthLayout) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	for _, o := range objs {
		o.Move(fyne.NewPos(0, 0))
		o.Resize(size)
	}
}

func (l widthLayout) MinSize(objs []fyne.CanvasObject) fyne.Size {
	m := fyne.NewSize(l.w, 0)
	for _, o := range objs {
		m = m.Max(fyne.NewSize(0, o.MinSize().Height))
	}
	return m
}
