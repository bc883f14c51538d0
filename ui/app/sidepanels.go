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
	stackTab := container.NewTabItem("Stack", container.NewBorder(nil, w.actionsPanel(), nil, nil, stack.Object()))
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
