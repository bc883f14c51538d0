package designer

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"
)

// scenarioPanel is the side panel's tab (skeleton: its helper fills it in).
func (d *Designer) scenarioPanel() fyne.CanvasObject {
	return widget.NewLabel("scenarioPanel: not yet")
}
