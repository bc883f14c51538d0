package app

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"

	"sandtable/rules"
	"sandtable/ui/panels"
	"sandtable/ui/session"
)

// sidePanels is the right-hand column: the phase checklist on top, the
// action buttons under it whatever tab is open (issue 24), then tabs for
// the selected stack, the game log and the dice.
func (w *Window) sidePanels() fyne.CanvasObject {
	phase := panels.NewPhase(w.sess, w.setStatus)
	phase.OnEnd = w.endPhase // the same question as Space and Enter
	stack := panels.NewStack(w.sess, w.setStatus)
	stack.OnKey = func(ev *fyne.KeyEvent) { // a focused grip passes Space and Enter on
		if w.board.OnKey != nil {
			w.board.OnKey(ev)
		}
	}
	stack.DropTarget = w.board // a unit's row dragged onto the board moves it
	logp := panels.NewLog(w.sess, w.setStatus)
	dice := panels.NewDice(w.sess, w.setStatus)
	actions := w.newActionsSection()
	stackTab := container.NewTabItem("Stack", stack.Object())
	tabs := container.NewAppTabs(
		stackTab,
		container.NewTabItem("Log", logp.Object()),
		container.NewTabItem("Dice", dice.Object()), // it scrolls its own parts
	)
	w.board.OnOpenStack = func(rules.Location) { tabs.Select(stackTab) }
	phaseScroll := container.NewVScroll(phase.Object())
	column := container.New(sideColumn{phase: phaseScroll, actions: actions}, phaseScroll, actions.obj, tabs)
	actions.relayout = column.Refresh
	// The checklist's height follows the game: Fyne lays out again only the
	// scroll around it, whose size stays.
	w.sess.OnChange(func(session.Change) { column.Layout.Layout(column.Objects, column.Size()) })
	return column
}

// The side column's shares of its height: the phase checklist takes its
// height up to phaseShare (then scrolls); the tabs keep at least
// tabsShare; the actions take their height in what is left, and at least
// actionsLeast when they have that many (then they scroll).
const (
	phaseShare   = 0.4
	tabsShare    = 0.25
	actionsLeast = 0.2
)

// sideColumn lays the side column out: the phase checklist, the actions
// section and the tabs, top down.
type sideColumn struct {
	phase   *container.Scroll
	actions *actionsSection
}

// Layout places the phase checklist (objects[0]), the actions (objects[1])
// and the tabs (objects[2]).
func (l sideColumn) Layout(objects []fyne.CanvasObject, size fyne.Size) {
	gap := theme.Padding()
	h := size.Height
	ph := min(l.phase.Content.MinSize().Height, h*phaseShare)
	ah := float32(0)
	if objects[1].Visible() {
		tabs := max(objects[2].MinSize().Height, h*tabsShare)
		room := max(h-ph-tabs-2*gap, h*actionsLeast)
		ah = min(l.actions.contentHeight(size.Width), room)
	}
	y := float32(0)
	for k, oh := range []float32{ph, ah, 0} {
		if k == 2 {
			oh = max(size.Height-y, 0)
		}
		objects[k].Move(fyne.NewPos(0, y))
		objects[k].Resize(fyne.NewSize(size.Width, oh))
		if oh > 0 {
			y += oh + gap
		}
	}
}

// MinSize is the widest part's width, and the parts' minimum heights.
func (l sideColumn) MinSize(objects []fyne.CanvasObject) fyne.Size {
	var s fyne.Size
	for _, o := range objects {
		if o.Visible() {
			m := o.MinSize()
			s = fyne.NewSize(max(s.Width, m.Width), s.Height+m.Height)
		}
	}
	return s
}
