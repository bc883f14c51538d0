package panels

import (
	"fmt"
	"slices"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"sandtable/rules"
	"sandtable/ui/session"
)

// Phase is the panel of where the game stands: turn and sub-turn, phase,
// who acts and what it is asked to do (the state's prompt, shown to the
// side acting), the phase checklist, an End phase button, the per-side data the
// viewer may see (money, VP, a hand of cards) and, once the game is over,
// its result. It shows the present even while the board previews the
// log.
type Phase struct {
	s      *session.Session
	status func(string)

	turn, phase, actor *widget.Label
	prompt             *widget.Label // what the side acting is asked to do (Status.Prompt)
	result             *widget.Label
	checklist          *fyne.Container
	sides              *fyne.Container // per-side data the viewer may see (sides.go)
	items              []checkRow
	end                *widget.Button
	endAction          *rules.Action // the legal end-phase action, nil when none
	obj                fyne.CanvasObject

	// OnEnd, when set, is what the End phase button does instead of
	// applying the end at once: the window asks first when the end cannot
	// be undone and the side could still act.
	OnEnd func()
}

// checkRow is one checklist line: a done/not-done icon and the text.
type checkRow struct {
	item  rules.CheckItem
	icon  *widget.Icon
	label *widget.Label
}

// NewPhase makes the phase panel of s; status receives refusals ("" after a
// successful action).
func NewPhase(s *session.Session, status func(string)) *Phase {
	p := &Phase{s: s, status: status,
		turn:      widget.NewLabelWithStyle("", fyne.TextAlignLeading, fyne.TextStyle{Bold: true}),
		phase:     widget.NewLabel(""),
		actor:     widget.NewLabel(""),
		prompt:    widget.NewLabelWithStyle("", fyne.TextAlignLeading, fyne.TextStyle{Bold: true}),
		result:    widget.NewLabelWithStyle("", fyne.TextAlignLeading, fyne.TextStyle{Bold: true}),
		checklist: container.NewVBox(),
		sides:     container.NewVBox(),
	}
	for _, l := range []*widget.Label{p.turn, p.phase, p.actor, p.prompt, p.result} {
		l.Wrapping = fyne.TextWrapWord
	}
	p.result.SizeName = theme.SizeNameSubHeadingText
	p.result.Importance = widget.HighImportance
	p.end = widget.NewButtonWithIcon("End phase", theme.MediaSkipNextIcon(), p.endPhase)
	p.end.Importance = widget.HighImportance
	p.prompt.Importance = widget.HighImportance
	// The end button right under the prompt: a long checklist (the weekly
	// steps of Green Fields) scrolled it out of the panel.
	p.obj = container.NewVBox(p.result, p.turn, p.phase, p.actor, p.prompt, p.end, p.checklist, p.sides)
	s.OnChange(func(c session.Change) {
		if c&(session.GameChanged|session.PreviewChanged) != 0 {
			p.refresh()
		}
	})
	p.refresh()
	return p
}

// Object is the panel's canvas object, to place in the window.
func (p *Phase) Object() fyne.CanvasObject { return p.obj }

// Refresh shows the session again. The panel refreshes itself on every
// session change; call it after changing what the session does not
// announce, such as its Seat.
func (p *Phase) Refresh() { p.refresh() }

// endPhase applies the end-phase action found at the last refresh.
func (p *Phase) endPhase() {
	if p.OnEnd != nil {
		p.OnEnd()
		return
	}
	if p.endAction != nil {
		apply(p.s, *p.endAction, p.status)
	}
}

// refresh shows the game's present status.
func (p *Phase) refresh() {
	s := p.s
	st := s.Status()
	p.turn.SetText(turnText(s, st))
	p.phase.SetText(st.PhaseName)
	prompt := ""
	switch {
	case st.Over:
		p.actor.SetText("The game is over")
	case len(st.Active) == 0:
		p.actor.SetText("Nobody acts now")
	case s.Seat != "" && !slices.Contains(st.Active, s.Seat):
		p.actor.SetText("Waiting for the " + sideNames(s, st.Active))
	default:
		p.actor.SetText(sideNames(s, st.Active) + " to act")
		prompt = st.Prompt
	}
	p.prompt.SetText(prompt)
	if prompt == "" {
		p.prompt.Hide()
	} else {
		p.prompt.Show()
	}
	if st.Over {
		p.result.SetText(capitalise(st.Result))
		p.result.Show()
	} else {
		p.result.SetText("")
		p.result.Hide()
	}

	p.items = p.items[:0]
	var objs []fyne.CanvasObject
	for _, it := range st.Checklist {
		if prompt != "" && it.Text == prompt && !it.Required && !it.Done {
			continue // the prompt above says it already: once is enough
		}
		r := checkRow{item: it, icon: widget.NewIcon(theme.CheckButtonIcon()), label: widget.NewLabel(it.Text)}
		r.label.Wrapping = fyne.TextWrapWord
		if it.Done {
			r.icon.SetResource(theme.CheckButtonCheckedIcon())
		} else if it.Required {
			r.label.SetText(it.Text + " (required)")
			r.label.Importance = widget.WarningImportance
		}
		p.items = append(p.items, r)
		objs = append(objs, container.NewBorder(nil, nil, r.icon, nil, r.label))
	}
	p.checklist.Objects = objs
	p.checklist.Refresh()
	p.sides.Objects = sideDataRows(s, s.Game.State().View(s.Viewer()))
	p.sides.Refresh()

	p.endAction = nil
	for _, a := range actions(s, rules.VerbEndPhase, "") {
		if len(a.Args) == 0 {
			p.endAction = &a
			break
		}
	}
	if p.endAction != nil {
		p.end.Enable()
	} else {
		p.end.Disable()
	}
}

// turnText is "Strategic Turn A, Operational Turn 2 of 2" from the
// scenario's turn track labels; a turn named "Week 1" on a track labelled
// "Week" reads "Week 1" (scenarios.TurnTitle).
func turnText(s *session.Session, st rules.Status) string {
	t := s.Game.Scenario.Turns
	if !slices.Contains(t.Names, st.TurnName) {
		// Before the first turn (a set-up phase): the module's name for it.
		return strings.ToUpper(st.TurnName[:min(1, len(st.TurnName))]) + st.TurnName[min(1, len(st.TurnName)):]
	}
	text := t.Title(st.TurnName)
	subs := t.SubTurns
	if st.SubTurns > 0 {
		subs = st.SubTurns
	}
	if subs > 1 {
		sub := t.SubTurnLabel
		if sub == "" {
			sub = "Sub-turn"
		}
		text += fmt.Sprintf(", %s %d of %d", sub, st.SubTurn+1, subs)
	}
	return text
}
