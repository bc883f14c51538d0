package panels

import (
	"fmt"
	"strconv"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"sandtable/rules"
	"sandtable/ui/session"
)

// Log is the panel of the game log: one line per action, numbered, with
// the events it logged (rolls with their table, modifiers and result)
// indented under it. Actions read as people say them: the side's name and
// the action with units and places named (rules.Game.Describe), not ids.
// A line too long for the panel ends in "…"; the full text of the line
// under the pointer, else of the selected line, else of the newest line,
// is shown wrapped under the list. Clicking a line shows the board right
// after that action (the first line, "0. Set-up", the board before any);
// "Back to present" returns. Only the visible lines are drawn, so it
// scales to long games.
type Log struct {
	s      *session.Session
	status func(string)

	list    *logList
	lines   []logLine
	log     []rules.Entry  // the log as the viewer may see it (Session.Log)
	texts   map[int]string // action lines as shown, made when first drawn
	view    *rules.View    // the viewer's view the action lines name units from
	hovered int            // the line under the pointer, -1 when none
	detail  *widget.Label  // the full text of the hovered, selected or newest line
	// detailBox scrolls the detail when it is longer than its room.
	detailBox *container.Scroll
	where     *widget.Label
	back      *widget.Button
	syncing   bool // the list's selection is being set to match the session
	obj       fyne.CanvasObject
}

// logLine is one line of the list: the set-up line (entry -1), an entry's
// action (event -1) or one of its events.
type logLine struct {
	entry, event int
}

// logList is a widget.List that scrolls to its end once it first gets a
// size, as the newest entry must be visible when the panel appears.
type logList struct {
	widget.List
	toEnd bool // scroll to the last line once there is a size to scroll in
	sel   int  // the selected line, -1 when none (List does not say)
}

// Resize lays the list out and performs a pending scroll to the end.
func (l *logList) Resize(size fyne.Size) {
	l.List.Resize(size)
	if l.toEnd && size.Height > 0 {
		l.toEnd = false
		l.ScrollToBottom()
	}
}

// scrollToEnd shows the last line now, or once the list is laid out.
func (l *logList) scrollToEnd() {
	if l.Size().Height > 0 {
		l.ScrollToBottom()
		return
	}
	l.toEnd = true
}

// NewLog makes the log panel of s; status receives errors (a log that no
// longer replays).
func NewLog(s *session.Session, status func(string)) *Log {
	p := &Log{s: s, status: status, where: widget.NewLabel("")}
	p.where.Truncation = fyne.TextTruncateEllipsis
	p.back = widget.NewButtonWithIcon("Back to present", theme.MediaFastForwardIcon(), func() {
		if err := p.s.Preview(-1); err != nil {
			say(p.status, ReasonText(err))
		}
	})
	p.back.Importance = widget.HighImportance
	p.list = &logList{sel: -1}
	p.list.Length = func() int { return len(p.lines) }
	p.list.CreateItem = func() fyne.CanvasObject { return newLogRow(p) }
	p.list.UpdateItem = func(id widget.ListItemID, o fyne.CanvasObject) {
		r := o.(*logRow)
		r.id = id
		p.updateLine(id, r.label)
	}
	p.list.OnSelected = func(id widget.ListItemID) { p.list.sel = id; p.selected(id); p.showDetail() }
	p.list.OnUnselected = func(id widget.ListItemID) {
		if p.list.sel == id {
			p.list.sel = -1
			p.showDetail()
		}
	}
	p.list.ExtendBaseWidget(p.list)

	p.hovered = -1
	p.detail = widget.NewLabel("")
	p.detail.Wrapping = fyne.TextWrapWord
	// The detail keeps one height (about four lines; longer text scrolls),
	// so the list does not jump as the pointer moves over it.
	p.detailBox = container.NewVScroll(p.detail)
	p.detailBox.SetMinSize(fyne.NewSize(0, 4*theme.TextSize()*1.4+2*theme.InnerPadding()))
	p.obj = container.NewBorder(nil, container.NewVBox(widget.NewSeparator(), p.detailBox, p.where, p.back), nil, nil, p.list)
	s.OnChange(func(c session.Change) {
		if c&session.GameChanged != 0 {
			p.rebuild()
		}
		if c&(session.GameChanged|session.PreviewChanged) != 0 {
			p.syncPreview()
		}
	})
	p.refresh()
	return p
}

// Object is the panel's canvas object, to place in the window.
func (p *Log) Object() fyne.CanvasObject { return p.obj }

// Refresh shows the session again. The panel refreshes itself on every
// session change; call it after changing what the session does not
// announce, such as its Seat.
func (p *Log) Refresh() { p.refresh() }

// refresh shows the log and the preview point again.
func (p *Log) refresh() {
	p.rebuild()
	p.syncPreview()
}

// rebuild lists the log's lines again and scrolls to the newest.
func (p *Log) rebuild() {
	p.lines = p.lines[:0]
	p.lines = append(p.lines, logLine{entry: -1, event: -1})
	p.log = p.s.Log()
	for i, e := range p.log {
		p.lines = append(p.lines, logLine{entry: i, event: -1})
		for j := range e.Events {
			p.lines = append(p.lines, logLine{entry: i, event: j})
		}
	}
	p.texts, p.view = map[int]string{}, nil
	p.hovered = -1
	p.showDetail() // first: its height changes the list's
	p.list.Refresh()
	p.list.scrollToEnd()
}

// text is line id as shown.
func (p *Log) text(id int) string {
	ln := p.lines[id]
	if ln.entry < 0 {
		return "0. Set-up"
	}
	e := p.log[ln.entry]
	if ln.event < 0 {
		return strconv.Itoa(ln.entry+1) + ". " + p.actionText(ln.entry)
	}
	return "      " + e.Events[ln.event].String()
}

// actionText is entry i's action as people read it: "Allies: move British
// infantry division 3-3-4 W0405 Calais".
func (p *Log) actionText(i int) string {
	if t, ok := p.texts[i]; ok {
		return t
	}
	g := p.s.Game
	a := p.log[i].Action
	var t string
	if a.Verb == rules.SecretVerb {
		t = SecretText(p.log[i])
	} else if _, ok := g.State().(rules.Describer); ok || a.Verb == rules.VerbEndPhase {
		t = g.DescribeLogged(a, p.s.Viewer())
	} else {
		if p.view == nil { // one view for every line drawn until the next change
			v := g.State().View(p.s.Viewer())
			p.view = &v
		}
		t = rules.DescribeWith(g.Scenario, *p.view, a)
	}
	t = sideName(p.s, a.Side) + ": " + t
	p.texts[i] = t
	return t
}

// fullText is line id in full for the detail under the list: an event
// with the action it belongs to.
func (p *Log) fullText(id int) string {
	ln := p.lines[id]
	if ln.entry < 0 || ln.event < 0 {
		return p.text(id)
	}
	return strconv.Itoa(ln.entry+1) + ". " + p.actionText(ln.entry) + "\n" + p.log[ln.entry].Events[ln.event].String()
}

// showDetail shows the full text of the line under the pointer, else of
// the selected line, else of the newest.
func (p *Log) showDetail() {
	id := p.hovered
	if id < 0 || id >= len(p.lines) {
		id = p.list.sel
	}
	if id < 0 || id >= len(p.lines) {
		id = len(p.lines) - 1
	}
	text := ""
	if id >= 0 {
		text = p.fullText(id)
	}
	if text != p.detail.Text {
		p.detail.SetText(text)
		p.detailBox.ScrollToTop()
		p.detailBox.Refresh() // lays the wrapped text out at the box's width
	}
}

// hover is called as the pointer enters (id) or leaves (-1) a line.
func (p *Log) hover(id int) {
	if p.hovered != id {
		p.hovered = id
		p.showDetail()
	}
}

// logRow is one line of the list: a label cut to the panel's width,
// telling the panel when the pointer is over it.
type logRow struct {
	widget.BaseWidget
	p     *Log
	id    int
	label *widget.Label
}

var _ desktop.Hoverable = (*logRow)(nil)

func newLogRow(p *Log) *logRow {
	r := &logRow{p: p, id: -1, label: widget.NewLabel("")}
	r.label.Truncation = fyne.TextTruncateEllipsis
	r.ExtendBaseWidget(r)
	return r
}

// CreateRenderer is Fyne's hook: the row is its label.
func (r *logRow) CreateRenderer() fyne.WidgetRenderer { return widget.NewSimpleRenderer(r.label) }

// MouseIn shows the row's full text under the list.
func (r *logRow) MouseIn(*desktop.MouseEvent) { r.p.hover(r.id) }

// MouseMoved is part of desktop.Hoverable.
func (r *logRow) MouseMoved(*desktop.MouseEvent) {
	if r.p.hovered != r.id {
		r.p.hover(r.id)
	}
}

// MouseOut goes back to the selected or newest line's text.
func (r *logRow) MouseOut() {
	if r.p.hovered == r.id {
		r.p.hover(-1)
	}
}

// updateLine shows line id in l: actions bold, lines after the previewed
// point dimmed.
func (p *Log) updateLine(id int, l *widget.Label) {
	if id < 0 || id >= len(p.lines) {
		return
	}
	ln := p.lines[id]
	l.TextStyle = fyne.TextStyle{Bold: ln.event < 0}
	l.Importance = widget.MediumImportance
	if at, past := p.s.Previewing(); past && ln.entry >= at {
		l.Importance = widget.LowImportance
	}
	l.Text = p.text(id)
	l.Refresh()
}

// selected previews the board right after the clicked line's action.
func (p *Log) selected(id widget.ListItemID) {
	if p.syncing || id < 0 || id >= len(p.lines) {
		return
	}
	n := p.lines[id].entry + 1
	if at, past := p.s.Previewing(); past && at == n {
		return
	}
	if err := p.s.Preview(n); err != nil {
		say(p.status, ReasonText(err))
	}
	p.syncPreview()
}

// syncPreview shows whether the board previews the log: the note and the
// Back to present button, and the previewed action selected in the list.
func (p *Log) syncPreview() {
	at, past := p.s.Previewing()
	p.syncing = true
	defer func() { p.syncing = false }()
	if !past {
		p.where.SetText("")
		p.where.Hide()
		p.back.Hide()
		p.list.UnselectAll()
		p.list.Refresh()
		return
	}
	p.where.SetText(fmt.Sprintf("Board after action %d of %d", at, len(p.log)))
	p.where.Show()
	p.back.Show()
	// Keep a clicked event line selected; else select the action's line.
	if sel := p.list.sel; sel < 0 || sel >= len(p.lines) || p.lines[sel].entry+1 != at {
		for id, ln := range p.lines {
			if ln.entry+1 == at && ln.event < 0 {
				p.list.Select(id)
				break
			}
		}
	}
	p.list.Refresh()
}

// SecretText is an action the viewer may not see, as it reads it: the
// cover its side gave ("secret action: placed a chit"), never the action.
func SecretText(e rules.Entry) string {
	if e.Cover != "" {
		return "secret action: " + e.Cover
	}
	return "secret action"
}
