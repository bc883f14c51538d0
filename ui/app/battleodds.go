package app

import (
	"fmt"
	"slices"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"

	"sandtable/rules"
)

// The battle dialog's odds (battle.go): the rules' forecast of the battle
// going on, its chances as odds.go's rows with bars.

// battleOdds are the odds rows of the battle as it stands: the forecast
// of the deciding side's press-on, or of its decision's default, when the
// rules answer (only the deciding side's own actions are forecast, worded
// for it); nothing when they do not.
func (w *Window) battleOdds(dec *rules.Decision) []fyne.CanvasObject {
	f, ok := w.sess.Game.Forecast(rules.Action{Side: dec.Side, Verb: pressOnVerb})
	if !ok {
		f, ok = w.sess.Game.Forecast(dec.Default)
	}
	if !ok {
		return nil
	}
	objs := []fyne.CanvasObject{boldLabel("Odds if the battle goes on")}
	covers := func(word string) bool {
		return slices.ContainsFunc(f.Parts, func(p rules.ForecastPart) bool {
			return strings.Contains(strings.ToLower(p.Title+" "+p.Note), word)
		})
	}
	if o := f.Battle; o != nil {
		objs = append(objs,
			outcomeRow(rules.Outcome{Result: "Attacker wins", P: o.Win(0)}),
			outcomeRow(rules.Outcome{Result: "Defender holds", P: o.Win(1)}),
			outcomeRow(rules.Outcome{Result: "Both destroyed", P: o.BothDestroyed()}))
		if !covers("surviv") && !covers(" left:") {
			for s, who := range []string{"Attacker", "Defender"} {
				objs = append(objs, widget.NewLabel(who+"'s survivors (likeliest first)"))
				sv := o.Survivors(s)
				slices.SortStableFunc(sv, func(a, b rules.SurvivorOdds) int { return b.P.Cmp(a.P) })
				for _, x := range sv[:min(len(sv), 4)] {
					objs = append(objs, outcomeRow(rules.Outcome{Result: x.Lineup, P: x.P}))
				}
			}
		}
		if !covers("lost") && !covers("loss") {
			a, _ := o.ExpectedLoss(0).Float64()
			d, _ := o.ExpectedLoss(1).Float64()
			l := widget.NewLabel(fmt.Sprintf("Expected loss (units' cost, IPC in A&A): attacker %.1f, defender %.1f", a, d))
			l.Wrapping = fyne.TextWrapWord
			objs = append(objs, l)
		}
		if !covers("retreat") && o.Battle.Fire == rules.Simultaneous {
			if plan, err := o.Battle.Retreat(0); err == nil {
				l := widget.NewLabel(retreatAdvice(plan))
				l.Wrapping = fyne.TextWrapWord
				objs = append(objs, l)
			}
		}
	} else {
		for _, out := range f.Outcomes {
			objs = append(objs, outcomeRow(out))
		}
	}
	// The rules' own lines (a text report, the retreat advice with the
	// space's value): plain, wrapped to the column.
	for _, p := range f.Parts {
		t := widget.NewLabel(p.Title)
		if len(p.Outcomes) > 0 {
			t.TextStyle.Bold = true
		}
		t.Wrapping = fyne.TextWrapWord
		objs = append(objs, t)
		if p.Note != "" {
			n := widget.NewLabelWithStyle(p.Note, fyne.TextAlignLeading, fyne.TextStyle{Italic: true})
			n.Wrapping = fyne.TextWrapWord
			objs = append(objs, n)
		}
		for _, out := range p.Outcomes {
			objs = append(objs, outcomeRow(out))
		}
	}
	return objs
}

// retreatAdvice is the best round to retreat after, from now, in words.
func retreatAdvice(p rules.RetreatPlan) string {
	const note = " (the space's value not counted)"
	switch {
	case p.Never:
		return "Best retreat: none, fight to the end" + note
	case p.Best == 0:
		return "Best retreat: now" + note
	}
	if p.Best == 1 {
		return "Best retreat: after 1 more round" + note
	}
	return fmt.Sprintf("Best retreat: after %d more rounds%s", p.Best, note)
}
