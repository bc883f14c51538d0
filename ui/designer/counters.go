package designer

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"
)

// countersPanel is the side panel's tab (skeleton: its helper fills it in).
func (d *Designer) countersPanel() fyne.CanvasObject {
	return widget.NewLabel("countersPanel: not yet")
}
