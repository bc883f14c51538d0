package panels

import (
	"fmt"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"sandtable/rules"
	"sandtable/rules/kit"
)

// The dice panel's CRT: a game whose scenario gives the players a combat
// results table (kit.HandCRT: freeplay's [rules.crt]) shows it under the
// roll buttons. The players type the attack and defence strengths (the
// column is worked out as the table's kind says) or pick the column,
// read the chance of each result, and roll on it ("roll crt:COLUMN"); the
// roll shows in full like any other, with its table, column and result.

// newCRT builds the CRT's widgets.
func (p *Dice) newCRT() *fyne.Container {
	p.crtTitle = widget.NewLabelWithStyle("", fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	p.crtTitle.Wrapping = fyne.TextWrapWord
	p.crtAttack = widget.NewEntry()
	p.crtAttack.SetPlaceHolder("attack")
	p.crtDefense = widget.NewEntry()
	p.crtDefense.SetPlaceHolder("defence")
	p.crtAttack.OnChanged = func(string) { p.crtStrengths() }
	p.crtDefense.OnChanged = func(string) { p.crtStrengths() }
	p.crtColumn = widget.NewSelect(nil, func(string) { p.crtShowOdds() })
	p.crtOdds = widget.NewLabel("")
	p.crtOdds.Wrapping = fyne.TextWrapWord
	p.crtRoll = widget.NewButton("Roll on the CRT", p.crtRollNow)
	p.crtRoll.Importance = widget.HighImportance
	strengths := container.NewGridWithColumns(2, p.crtAttack, p.crtDefense)
	p.crtBox = container.NewVBox(widget.NewSeparator(), p.crtTitle,
		container.NewBorder(nil, nil, widget.NewLabel("Strengths"), nil, strengths),
		container.NewBorder(nil, nil, widget.NewLabel("Column"), p.crtRoll, p.crtColumn),
		p.crtOdds)
	p.crtBox.Hide()
	return p.crtBox
}

// handCRT is the game's CRT for the players, if it has one.
func (p *Dice) handCRT() (kit.CRT, bool) {
	if h, ok := p.s.Game.State().(kit.HandCRT); ok {
		return h.HandCRT()
	}
	return kit.CRT{}, false
}

// refreshCRT shows the game's CRT, or hides the section when it has none;
// Roll is enabled when the players at this screen may roll now.
func (p *Dice) refreshCRT() {
	crt, ok := p.handCRT()
	if !ok {
		p.crtBox.Hide()
		return
	}
	name := crt.Name
	if name == "" {
		name = "CRT"
	}
	kind := "odds"
	switch crt.Kind {
	case kit.CRTDifferential:
		kind = "differential"
	case kit.CRTStrength:
		kind = "by strength"
	}
	p.crtTitle.SetText(fmt.Sprintf("%s (%s, %s)", name, kind, crt.Dice))
	cols := make([]string, len(crt.Columns))
	for k, c := range crt.Columns {
		cols[k] = strings.TrimSpace(c)
	}
	if strings.Join(cols, "\x00") != strings.Join(p.crtColumn.Options, "\x00") {
		p.crtColumn.Options = cols
		p.crtColumn.ClearSelected()
	}
	p.crtBox.Show()
	p.crtShowOdds()
}

// crtStrengths picks the column the typed strengths read.
func (p *Dice) crtStrengths() {
	crt, ok := p.handCRT()
	if !ok {
		return
	}
	at, d, msg := crtStrength(p.crtAttack.Text), 0, ""
	if at < 0 {
		msg = "Type the attack strength as a whole number."
	} else if d = crtStrength(p.crtDefense.Text); d < 0 {
		msg = "Type the defence strength as a whole number."
	}
	if msg != "" {
		if strings.TrimSpace(p.crtAttack.Text+p.crtDefense.Text) != "" {
			p.crtOdds.SetText(msg)
		}
		return
	}
	k, label := crt.ColumnFor(at, d, nil)
	if k < 0 || k >= len(crt.Columns) { // below or beyond, with its own result
		res := crt.Below
		if k >= 0 {
			res = crt.Above
		}
		p.crtColumn.ClearSelected()
		p.crtOdds.SetText(fmt.Sprintf("%d against %d is %s: %s, no roll.", at, d, label, res))
		p.crtRoll.Disable()
		return
	}
	if p.crtColumn.Selected == label {
		p.crtShowOdds()
	} else {
		p.crtColumn.SetSelected(label) // shows the odds
	}
}

// crtStrength reads a typed strength: -1 when it is not a whole number of
// 0 or more.
func crtStrength(s string) int {
	n, err := strconv.Atoi(strings.TrimSpace(s))
	if err != nil || n < 0 || n > 1_000_000 {
		return -1
	}
	return n
}

// crtAction is the roll on the column picked, and whether one is.
func (p *Dice) crtAction() (rules.Action, bool) {
	col := p.crtColumn.Selected
	if col == "" {
		return rules.Action{}, false
	}
	arg := kit.CRTRollArg(col)
	for _, a := range actions(p.s, rules.VerbRoll, arg) {
		return a, true
	}
	return rules.Action{Side: p.s.Actor(), Verb: rules.VerbRoll, Args: []string{arg}}, false
}

// crtShowOdds shows the chance of each result on the column picked.
func (p *Dice) crtShowOdds() {
	a, legal := p.crtAction()
	if p.crtColumn.Selected == "" {
		p.crtOdds.SetText("Type the strengths, or pick the column.")
		p.crtRoll.Disable()
		return
	}
	var lines []string
	if f, ok := p.s.Game.Forecast(a); ok {
		lines = append(lines, "Column "+f.Column+":")
		for _, o := range f.Outcomes {
			lines = append(lines, fmt.Sprintf("  %s: %s (%s)", o.Result, o.P, o.P.Fraction()))
		}
	}
	if !legal {
		lines = append(lines, "Not yours to roll now.")
		p.crtRoll.Disable()
	} else {
		p.crtRoll.Enable()
	}
	p.crtOdds.SetText(strings.Join(lines, "\n"))
}

// crtRollNow rolls on the column picked.
func (p *Dice) crtRollNow() {
	a, legal := p.crtAction()
	if !legal {
		return
	}
	if !apply(p.s, a, p.status) {
		p.refresh()
		return
	}
	// The result where the players look, whatever the panel's height.
	if log := p.s.Game.Log(); len(log) > 0 {
		for _, ev := range log[len(log)-1].Events {
			if r := ev.Roll; r != nil && r.Result != "" {
				say(p.status, fmt.Sprintf("%s: rolled %d: %s", r.Table, r.Total, r.Result))
			}
		}
	}
}
