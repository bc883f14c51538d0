package app

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"

	"sandtable/rules"
	"sandtable/ui/panels"
)

// sidePanels is the right-hand column: the phase checklist on top, then
// tabs for the selected stack, the game log and the dice.
func (w *Window) sidePanels() fyne.CanvasObject {
	phase := panels.NewPhase(w.sess, w.setStatus)
	phase.OnEnd = w.endPhase // the same question as Space and Enter
	stack := panels.NewStack(w.sess, w.setStatus)
	stack.OnKey = func(ev *fyne.KeyEvent) { // a focused grip passes Space and Enter on
		if w.board.OnKey != nil {
			w.board.OnKey(ev)
		}
	}
	logp := panels.NewLog(w.sess, w.setStatus)
	dice := panels.NewDice(w.sess, w.setStatus)
	actions := container.NewVScroll(w.actionsPanel())
	stackTab := container.NewTabItem("Stack", container.New(stackTabLayout{actions: actions}, stack.Object(), actions))
	tabs := container.NewAppTabs(
		stackTab,
		container.NewTabItem("Log", logp.Object()),
		container.NewTabItem("Dice", dice.Object()), // it scrolls its own parts
	)
	w.board.OnOpenStack = func(rules.Location) { tabs.Select(stackTab) }
	split := container.NewVSplit(container.NewVScroll(phase.Object()), tabs)
	split.Offset = 0.45
	return split
}

// actionsShare is the most of the Stack tab's height the action buttons
// take; beyond it they scroll, so the stack's units stay in view.
const actionsShare = 0.45

// stackTabLayout lays the Stack tab out: the stack panel on top, the
// action buttons under it at their height, at most actionsShare of the
// tab's (then they scroll).
type stackTabLayout struct{ actions *container.Scroll }

// Layout places the stack panel (objects[0]) and the actions (objects[1]).
func (l stackTabLayout) Layout(objects []fyne.CanvasObject, size fyne.Size) {
	h := min(l.actions.Content.MinSize().Height, size.Height*actionsShare)
	objects[0].Move(fyne.NewPos(0, 0))
	objects[0].Resize(fyne.NewSize(size.Width, size.Height-h))
	objects[1].Move(fyne.NewPos(0, size.Height-h))
	objects[1].Resize(fyne.NewSize(size.Width, h))
}

// MinSize is the stack panel's, with room for one row of actions.
func (l stackTabLayout) MinSize(objects []fyne.CanvasObject) fyne.Size {
	s := objects[0].MinSize()
	return fyne.NewSize(max(s.Width, objects[1].MinSize().Width), s.Height+objects[1].MinSize().Height)
}
