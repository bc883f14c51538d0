package panels

import (
	"fmt"
	"slices"
	"sort"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"sandtable/rules"
	"sandtable/ui/session"
)

// unitVerbs are the verbs the stack panel offers on a unit, in button order.
var unitVerbs = []struct {
	verb, label string
	icon        func() fyne.Resource
}{
	{"flip", "Flip", theme.ViewRefreshIcon},
	{"reveal", "Reveal", theme.VisibilityIcon},
	{"hide", "Hide", theme.VisibilityOffIcon},
	{"remove", "Remove", theme.DeleteIcon},
}

// Stack is the panel of the selected location's units as the viewer sees
// them, with a button for each legal flip, reveal, hide and remove.
type Stack struct {
	s      *session.Session
	status func(string)

	header *widget.Label
	body   *fyne.Container
	rows   []stackRow
	obj    fyne.CanvasObject
}

// stackRow is one unit's part of the panel.
type stackRow struct {
	unit    rules.UnitView
	title   *widget.Label
	detail  *widget.Label
	buttons map[string]*widget.Button // by verb; only legal ones
}

// NewStack makes the stack panel of s; status receives refusals ("" after a
// successful action).
func NewStack(s *session.Session, status func(string)) *Stack {
	p := &Stack{s: s, status: status,
		header: widget.NewLabelWithStyle("", fyne.TextAlignLeading, fyne.TextStyle{Bold: true}),
		body:   container.NewVBox()}
	p.header.Truncation = fyne.TextTruncateEllipsis
	p.obj = container.NewBorder(p.header, nil, nil, nil, container.NewVScroll(p.body))
	s.OnChange(func(session.Change) { p.refresh() })
	p.refresh()
	return p
}

// Object is the panel's canvas object, to place in the window.
func (p *Stack) Object() fyne.CanvasObject { return p.obj }

// Refresh shows the session again. The panel refreshes itself on every
// session change; call it after changing what the session does not
// announce, such as its Seat.
func (p *Stack) Refresh() { p.refresh() }

// refresh rebuilds the panel from the session.
func (p *Stack) refresh() {
	s := p.s
	p.rows = nil
	loc := s.Selected()
	if loc == nil {
		p.header.SetText("Nothing selected")
		p.body.Objects = nil
		p.body.Refresh()
		return
	}
	units := s.UnitsAt(*loc)
	where := loc.Text(s.Game.Scenario)
	if len(units) == 0 {
		p.header.SetText(where + ": no units")
	} else {
		p.header.SetText(where + ": " + plural(len(units), "unit", "units"))
	}
	legal := actions(s)
	var objs []fyne.CanvasObject
	for i, u := range units {
		row := p.row(u, legal)
		p.rows = append(p.rows, row)
		if i > 0 {
			objs = append(objs, widget.NewSeparator())
		}
		objs = append(objs, row.title, row.detail)
		if len(row.buttons) > 0 {
			bar := container.NewHBox()
			for _, v := range unitVerbs {
				if b := row.buttons[v.verb]; b != nil {
					bar.Add(b)
				}
			}
			objs = append(objs, bar)
		}
	}
	p.body.Objects = objs
	p.body.Refresh()
}

// row builds unit u's labels and buttons; legal is the actions the screen
// may take.
func (p *Stack) row(u rules.UnitView, legal []rules.Action) stackRow {
	r := stackRow{unit: u, buttons: map[string]*widget.Button{}}
	r.title = widget.NewLabelWithStyle(unitTitle(p.s, u), fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	r.title.Wrapping = fyne.TextWrapWord
	r.detail = widget.NewLabel(strings.Join(unitDetails(p.s, u), "\n"))
	r.detail.Wrapping = fyne.TextWrapWord
	for _, v := range unitVerbs {
		i := slices.IndexFunc(legal, func(a rules.Action) bool {
			return a.Verb == v.verb && len(a.Args) == 1 && a.Args[0] == u.ID
		})
		if i < 0 {
			continue
		}
		a := legal[i]
		r.buttons[v.verb] = widget.NewButtonWithIcon(v.label, v.icon(), func() { apply(p.s, a, p.status) })
	}
	return r
}

// unitTitle is "ger-inf/1: German infantry corps", or "hidden:7: face-down
// counter" for a unit whose type the viewer may not see.
func unitTitle(s *session.Session, u rules.UnitView) string {
	if u.Type == "" {
		return u.ID + ": face-down counter"
	}
	name := u.Type
	if t := s.Game.Scenario.Counters.Unit(u.Type); t != nil && t.Name != "" {
		name = t.Name
	}
	return u.ID + ": " + name
}

// unitDetails are the lines under a unit's title: nation and side, step,
// printed values, supply, flags and whether it is face down.
func unitDetails(s *session.Session, u rules.UnitView) []string {
	lines := []string{nationName(s, u.Nation) + ", " + sideName(s, u.Side)}
	if u.Type == "" {
		return append(lines, "face down: type and strength unknown")
	}
	var step []string
	if st := stepText(s, u); st != "" {
		step = append(step, st)
	}
	if v := valuesText(s, u); v != "" {
		step = append(step, v)
	}
	if len(step) > 0 {
		lines = append(lines, strings.Join(step, ": "))
	}
	if u.Supply != "" {
		lines = append(lines, "supply: "+u.Supply)
	}
	if len(u.Flags) > 0 {
		lines = append(lines, strings.Join(u.Flags, ", "))
	}
	if u.Hidden {
		lines = append(lines, "face down (the other side sees only its nation)")
	}
	return lines
}

// stepText is "full strength", the step's label ("reduced") or "step k of
// n"; "" for a single-step unit.
func stepText(s *session.Session, u rules.UnitView) string {
	if u.Steps <= 1 {
		return ""
	}
	kOfN := fmt.Sprintf("step %d of %d", u.Step+1, u.Steps)
	label := ""
	if t := s.Game.Scenario.Counters.Unit(u.Type); t != nil && u.Step >= 0 && u.Step < len(t.Steps) {
		label = t.Steps[u.Step].Label
	}
	switch {
	case u.Step == 0 && label == "":
		label = "full strength"
	case label == "" && u.Steps == 2:
		label = "reduced"
	case label == "":
		return kOfN
	}
	if u.Steps > 2 {
		return label + " (" + kOfN + ")"
	}
	return label
}

// valuesText is the unit's printed values with their names: "5-3 (combat
// 5, move 3)", names in print order.
func valuesText(s *session.Session, u rules.UnitView) string {
	if len(u.Values) == 0 {
		return ""
	}
	var keys []string
	printed := ""
	if t := s.Game.Scenario.Counters.Unit(u.Type); t != nil && u.Step >= 0 && u.Step < len(t.Steps) {
		keys = slices.Clone(t.Steps[u.Step].Keys)
		printed = t.Steps[u.Step].Print
	}
	var rest []string
	for k := range u.Values {
		if !slices.Contains(keys, k) {
			rest = append(rest, k)
		}
	}
	sort.Strings(rest)
	keys = append(keys, rest...)
	parts := make([]string, 0, len(keys))
	for _, k := range keys {
		if v, ok := u.Values[k]; ok {
			parts = append(parts, k+" "+strconv.Itoa(v))
		}
	}
	if printed == "" {
		return strings.Join(parts, ", ")
	}
	return printed + " (" + strings.Join(parts, ", ") + ")"
}
