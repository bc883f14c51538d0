package panels

import (
	"fmt"
	"image/color"
	"slices"
	"sort"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/driver/desktop"
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
	{rules.VerbFlip, "Flip", theme.ViewRefreshIcon},
	{rules.VerbReveal, "Reveal", theme.VisibilityIcon},
	{rules.VerbHide, "Hide", theme.VisibilityOffIcon},
	{rules.VerbRemove, "Remove", theme.DeleteIcon},
}

// Stack is the panel of the selected location's units as the viewer sees
// them, top counter first, with a button for each legal flip, reveal, hide
// and remove. The players may reorder the stack as the board shows it
// (session.MoveInStack: a view preference, not a game action): with the
// up and down buttons, by dragging a unit's row (or its grip) up or down
// the list, or from the keyboard on a focused grip (click it or Tab to
// it): Up, Down, Home (to the top), End (to the bottom). A unit's row
// dragged onto the board (DropTarget) moves that unit alone, as a drag on
// the board would: one unit out of a big stack.
type Stack struct {
	s      *session.Session
	status func(string)

	// OnKey receives the keys a focused grip does not use (the window
	// passes Space and Enter on to end the phase).
	OnKey func(ev *fyne.KeyEvent)
	// DropTarget is where a unit's row may be dragged to move the unit
	// (the board); nil: rows only reorder the stack.
	DropTarget UnitDropTarget

	header *widget.Label
	body   *fyne.Container
	scroll *container.Scroll // around body
	rows   []stackRow
	obj    fyne.CanvasObject
	loc    rules.Location // where the rows are from
	// focusID is the unit whose grip has the keyboard focus, kept across
	// the rebuild a reorder makes.
	focusID string
}

// UnitDropTarget is a widget a unit may be dragged to out of the stack
// panel, to move it (the board: boardview.Board).
type UnitDropTarget interface {
	// DragUnit shows unit ref of the stack at from dragged to absolute
	// canvas position abs and reports whether abs is over the target.
	DragUnit(from rules.Location, ref string, abs fyne.Position) bool
	// DropUnit ends the drag at abs; it reports whether abs is over the
	// target (which then did what the drop means).
	DropUnit(abs fyne.Position) bool
}

// stackRow is one unit's part of the panel.
type stackRow struct {
	unit    rules.UnitView
	title   *widget.Label
	detail  *widget.Label
	buttons map[string]*widget.Button // by verb; only legal ones
	// grip, up and down reorder the stack (nil when it has one unit).
	grip     *stackGrip
	up, down *widget.Button
	box      *fyne.Container   // the whole row
	bg       *canvas.Rectangle // behind the row: marks the drop place while dragging
	// handle takes drags that start on the row (outside its grip and
	// buttons): the unit is dragged as by its grip.
	handle *rowHandle
}

// NewStack makes the stack panel of s; status receives refusals ("" after a
// successful action).
func NewStack(s *session.Session, status func(string)) *Stack {
	p := &Stack{s: s, status: status,
		header: widget.NewLabelWithStyle("", fyne.TextAlignLeading, fyne.TextStyle{Bold: true}),
		body:   container.NewVBox()}
	p.header.Truncation = fyne.TextTruncateEllipsis
	p.scroll = container.NewVScroll(p.body)
	p.obj = container.NewBorder(p.header, nil, nil, nil, p.scroll)
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
		p.loc = rules.Location{}
		p.scroll.ScrollToTop()
		return
	}
	shown := p.loc
	p.loc = *loc
	units := s.Stack(*loc)
	where := rules.LocationName(s.Game.Scenario, loc.Text(s.Game.Scenario))
	switch {
	case len(units) == 0:
		p.header.SetText(where + ": no units")
	case len(units) == 1 || loc.InBox():
		p.header.SetText(where + ": " + plural(len(units), "unit", "units"))
	default:
		p.header.SetText(where + ": " + plural(len(units), "unit", "units") + ", top first")
	}
	var objs []fyne.CanvasObject
	var focus fyne.Focusable
	for i, u := range units {
		row := p.row(u, i, len(units))
		p.rows = append(p.rows, row)
		if i > 0 {
			objs = append(objs, widget.NewSeparator())
		}
		objs = append(objs, row.handle)
		if row.grip != nil && u.ID == p.focusID {
			focus = row.grip
		}
		objs = append(objs, p.passengerRows(u.ID, 1)...)
	}
	p.body.Objects = objs
	p.body.Refresh()
	// Another place starts at its top. Fyne's Scroll keeps its offset when
	// what it holds gets shorter, which scrolls a small stack out of view
	// (a blank panel): the offset is clamped to the new height.
	if p.loc != shown {
		p.scroll.ScrollToTop()
	}
	p.scroll.Refresh()
	if focus != nil {
		if c := fyne.CurrentApp().Driver().CanvasForObject(p.obj); c != nil {
			c.Focus(focus)
		}
	}
}

// passengerRows are the rows of the units aboard carrier (and of theirs),
// each titled "Aboard:" and indented under it; they are not in the stack's
// order (they move with their carrier).
func (p *Stack) passengerRows(carrier string, depth int) []fyne.CanvasObject {
	var out []fyne.CanvasObject
	for _, u := range p.s.View().Units {
		if u.Aboard != carrier || depth > 8 {
			continue
		}
		r := p.row(u, 0, 1)
		r.title.SetText("Aboard: " + r.title.Text)
		indent := canvas.NewRectangle(color.Transparent)
		indent.SetMinSize(fyne.NewSize(float32(24*depth), 0))
		out = append(out, container.NewBorder(nil, nil, indent, nil, r.handle))
		out = append(out, p.passengerRows(u.ID, depth+1)...)
	}
	return out
}

// moveTo puts unit id at place to of the stack shown (0: the top); the
// panel rebuilds from the session's change, and the unit's grip keeps the
// keyboard focus if it had it.
func (p *Stack) moveTo(id string, to int) { p.s.MoveInStack(p.loc, id, to) }

// index is the place of unit id in the rows, or -1.
func (p *Stack) index(id string) int {
	return slices.IndexFunc(p.rows, func(r stackRow) bool { return r.unit.ID == id })
}

// dropIndex is the place in the stack of the row under absolute canvas
// height y: the first row above the list, the last below it.
func (p *Stack) dropIndex(y float32) int {
	d := fyne.CurrentApp().Driver()
	for i, r := range p.rows {
		if y < d.AbsolutePositionForObject(r.box).Y+r.box.Size().Height {
			return i
		}
	}
	return len(p.rows) - 1
}

// markDrop shows where a dragged unit would land (-1: nowhere).
func (p *Stack) markDrop(at int) {
	for i, r := range p.rows {
		c := color.Color(color.Transparent)
		if i == at {
			c = theme.Color(theme.ColorNameHover)
		}
		if r.bg.FillColor != c {
			r.bg.FillColor = c
			r.bg.Refresh()
		}
	}
}

// row builds unit u's labels and buttons (its actions the screen may
// take), place i of a stack of n.
func (p *Stack) row(u rules.UnitView, i, n int) stackRow {
	r := stackRow{unit: u, buttons: map[string]*widget.Button{}}
	r.title = widget.NewLabelWithStyle(unitTitle(p.s, u), fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	r.title.Wrapping = fyne.TextWrapWord
	r.detail = widget.NewLabel(strings.Join(unitDetails(p.s, u), "\n"))
	r.detail.Wrapping = fyne.TextWrapWord
	r.bg = canvas.NewRectangle(color.Transparent)
	var top fyne.CanvasObject = r.title
	id := u.ID
	// A passenger (listed with i 0 of 1) is dragged onto the board only:
	// it is in no stack order.
	drag := &unitDrag{p: p, id: id, reorder: n > 1}
	if n > 1 {
		r.grip = newStackGrip(p, drag)
		r.up = widget.NewButtonWithIcon("", theme.MoveUpIcon(), func() { p.moveTo(id, p.index(id)-1) })
		r.down = widget.NewButtonWithIcon("", theme.MoveDownIcon(), func() { p.moveTo(id, p.index(id)+1) })
		if i == 0 {
			r.up.Disable()
		}
		if i == n-1 {
			r.down.Disable()
		}
		top = container.NewBorder(nil, nil, container.NewCenter(r.grip), container.NewHBox(r.up, r.down), r.title)
	}
	content := container.NewVBox(top, r.detail)
	r.box = container.NewStack(r.bg, content)
	r.handle = newRowHandle(drag, r.box)
	controls := UnitControls(p.s, u.ID)
	if len(controls) > 0 {
		bar := container.NewHBox()
		for _, c := range controls {
			a := c.Action
			b := widget.NewButtonWithIcon(c.Label, c.Icon, func() { apply(p.s, a, p.status) })
			r.buttons[a.Verb] = b
			bar.Add(b)
		}
		content.Add(bar)
	}
	return r
}

// UnitControl is one of a unit's own controls: a legal flip, reveal, hide
// or remove of it, with its button's label and icon.
type UnitControl struct {
	Label  string
	Icon   fyne.Resource
	Action rules.Action
}

// UnitControls are the controls the stack panel offers on unit id (and
// the board's counter menu with it), in button order: its legal flip,
// reveal, hide and remove that the players at this screen may take now.
func UnitControls(s *session.Session, id string) []UnitControl {
	var out []UnitControl
	for _, v := range unitVerbs {
		legal := actions(s, v.verb, id)
		i := slices.IndexFunc(legal, func(a rules.Action) bool { return len(a.Args) == 1 })
		if i >= 0 {
			out = append(out, UnitControl{Label: v.label, Icon: v.icon(), Action: legal[i]})
		}
	}
	return out
}

// unitDrag is a unit's row (or its grip) being dragged: up or down the
// list it reorders the stack (reorder), over the board (the panel's
// DropTarget) it moves the unit there.
type unitDrag struct {
	p        *Stack
	id       string
	reorder  bool // the unit has a place in the stack's order
	dragging bool
	at       fyne.Position // the pointer, absolute canvas position
}

// moved follows the pointer to absolute position abs: it marks the row
// it is over, or shows the unit on the board.
func (d *unitDrag) moved(abs fyne.Position) {
	d.dragging = true
	d.at = abs
	if t := d.p.DropTarget; t != nil && t.DragUnit(d.p.loc, d.id, abs) {
		d.p.markDrop(-1)
		return
	}
	if d.reorder {
		d.p.markDrop(d.p.dropIndex(abs.Y))
	}
}

// ended drops the unit: on the board it moves there, else it goes to the
// row under the pointer.
func (d *unitDrag) ended() {
	if !d.dragging {
		return
	}
	d.dragging = false
	d.p.markDrop(-1)
	if t := d.p.DropTarget; t != nil && t.DropUnit(d.at) {
		return
	}
	if d.reorder {
		d.p.moveTo(d.id, d.p.dropIndex(d.at.Y))
	}
}

// rowHandle is a unit's row, taking the drags that start on it (the
// grip's and the buttons' own aside).
type rowHandle struct {
	widget.BaseWidget
	drag    *unitDrag
	content fyne.CanvasObject
}

var _ fyne.Draggable = (*rowHandle)(nil)

func newRowHandle(d *unitDrag, content fyne.CanvasObject) *rowHandle {
	h := &rowHandle{drag: d, content: content}
	h.ExtendBaseWidget(h)
	return h
}

// Dragged follows the pointer (unitDrag).
func (h *rowHandle) Dragged(ev *fyne.DragEvent) {
	h.drag.moved(fyne.CurrentApp().Driver().AbsolutePositionForObject(h).Add(ev.Position))
}

// DragEnd drops the unit (unitDrag).
func (h *rowHandle) DragEnd() { h.drag.ended() }

func (h *rowHandle) CreateRenderer() fyne.WidgetRenderer {
	return widget.NewSimpleRenderer(h.content)
}

// stackGrip is the handle at the left of a unit's row: drag it up or down
// the list to move the unit in the stack, or onto the board to move it
// there; with the keyboard focus, Up and Down move the unit one place,
// Home and End to the top and the bottom.
type stackGrip struct {
	widget.BaseWidget
	p       *Stack
	id      string
	drag    *unitDrag
	focused bool
	hovered bool
}

var (
	_ fyne.Draggable     = (*stackGrip)(nil)
	_ fyne.Focusable     = (*stackGrip)(nil)
	_ fyne.Tappable      = (*stackGrip)(nil)
	_ desktop.Hoverable  = (*stackGrip)(nil)
	_ desktop.Cursorable = (*stackGrip)(nil)
)

func newStackGrip(p *Stack, d *unitDrag) *stackGrip {
	g := &stackGrip{p: p, id: d.id, drag: d}
	g.ExtendBaseWidget(g)
	return g
}

// Dragged follows the pointer and marks the row it is over (unitDrag).
func (g *stackGrip) Dragged(ev *fyne.DragEvent) {
	g.drag.moved(fyne.CurrentApp().Driver().AbsolutePositionForObject(g).Add(ev.Position))
}

// DragEnd moves the unit to the row under the pointer, or onto the board.
func (g *stackGrip) DragEnd() { g.drag.ended() }

// Tapped gives the grip the keyboard focus.
func (g *stackGrip) Tapped(*fyne.PointEvent) {
	if c := fyne.CurrentApp().Driver().CanvasForObject(g); c != nil {
		c.Focus(g)
	}
}

// FocusGained is part of fyne.Focusable.
func (g *stackGrip) FocusGained() {
	g.focused = true
	g.p.focusID = g.id
	g.Refresh()
}

// FocusLost is part of fyne.Focusable.
func (g *stackGrip) FocusLost() {
	g.focused = false
	if g.p.focusID == g.id {
		g.p.focusID = ""
	}
	g.Refresh()
}

// TypedRune is part of fyne.Focusable; runes go on to the window.
func (g *stackGrip) TypedRune(rune) {}

// TypedKey moves the unit: Up, Down, Home, End.
func (g *stackGrip) TypedKey(ev *fyne.KeyEvent) {
	i := g.p.index(g.id)
	switch ev.Name {
	case fyne.KeyUp:
		g.p.moveTo(g.id, i-1)
	case fyne.KeyDown:
		g.p.moveTo(g.id, i+1)
	case fyne.KeyHome:
		g.p.moveTo(g.id, 0)
	case fyne.KeyEnd:
		g.p.moveTo(g.id, len(g.p.rows)-1)
	default:
		if g.p.OnKey != nil {
			g.p.OnKey(ev)
		}
	}
}

// MouseIn, MouseMoved and MouseOut show that the grip can be taken.
func (g *stackGrip) MouseIn(*desktop.MouseEvent)    { g.hovered = true; g.Refresh() }
func (g *stackGrip) MouseMoved(*desktop.MouseEvent) {}
func (g *stackGrip) MouseOut()                      { g.hovered = false; g.Refresh() }

// Cursor is a hand over the grip: it can be dragged.
func (g *stackGrip) Cursor() desktop.Cursor { return desktop.PointerCursor }

func (g *stackGrip) CreateRenderer() fyne.WidgetRenderer {
	r := &gripRenderer{g: g, bg: canvas.NewRectangle(color.Transparent), icon: canvas.NewImageFromResource(theme.MenuIcon())}
	r.bg.CornerRadius = theme.InputRadiusSize()
	r.icon.FillMode = canvas.ImageFillContain
	return r
}

type gripRenderer struct {
	g    *stackGrip
	bg   *canvas.Rectangle
	icon *canvas.Image
}

func (r *gripRenderer) Layout(s fyne.Size) {
	r.bg.Resize(s)
	pad := theme.Padding() / 2
	r.icon.Move(fyne.NewPos(pad, pad))
	r.icon.Resize(s.SubtractWidthHeight(2*pad, 2*pad))
}

func (r *gripRenderer) MinSize() fyne.Size {
	side := theme.IconInlineSize() + theme.Padding()
	return fyne.NewSize(side, side)
}

func (r *gripRenderer) Refresh() {
	switch {
	case r.g.focused:
		r.bg.FillColor = theme.Color(theme.ColorNameFocus)
	case r.g.hovered:
		r.bg.FillColor = theme.Color(theme.ColorNameHover)
	default:
		r.bg.FillColor = color.Transparent
	}
	r.bg.Refresh()
	r.icon.Refresh()
}

func (r *gripRenderer) Objects() []fyne.CanvasObject { return []fyne.CanvasObject{r.bg, r.icon} }
func (r *gripRenderer) Destroy()                     {}

// unitTitle is unit u as people read it: "German infantry corps 5-3", or
// "face-down unit of France" for a unit whose type the viewer may not see.
// Ids stay in scripts and saves.
func unitTitle(s *session.Session, u rules.UnitView) string {
	return rules.UnitName(s.Game.Scenario.Counters, u)
}

// UnitText is unit u as the stack panel shows it, its title and the lines
// under it, one a line: the board's tooltip. u is the viewer's view of the
// unit, so it says only what the viewer may see.
func UnitText(s *session.Session, u rules.UnitView) string {
	return strings.Join(append([]string{unitTitle(s, u)}, unitDetails(s, u)...), "\n")
}

// unitDetails are the lines under a unit's title: nation and side, step,
// printed values, supply, the module's markers (one a line) and whether
// it is face down.
func unitDetails(s *session.Session, u rules.UnitView) []string {
	lines := []string{nationName(s, u.Nation) + ", " + sideName(s, u.Side)}
	if u.Type == "" {
		if len(u.Flags) > 0 {
			return append(append(lines, turnedLine(u)...), u.Flags...) // the module says what is known
		}
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
	// The module words its markers for players, one a line, after the
	// word that the board shows the counter on its side, if it does.
	lines = append(lines, turnedLine(u)...)
	lines = append(lines, u.Flags...)
	switch {
	case u.Hidden && u.HiddenText != "":
		lines = append(lines, u.HiddenText)
	case u.Hidden:
		lines = append(lines, "face down (the other side sees only its nation)")
	}
	return lines
}

// turnedText is the stack panel's line for a counter the board shows
// turned on its side (rules.UnitView.Turned); the module's Flags under it
// say why.
const turnedText = "turned on its side:"

// turnedLine is turnedText for a turned unit, else nothing.
func turnedLine(u rules.UnitView) []string {
	if u.Turned {
		return []string{turnedText}
	}
	return nil
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
	if u.Print != "" {
		printed = u.Print
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
