package designer

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"
)

// problemsPanel is the side panel's tab (skeleton: its helper fills it in).
func (d *Designer) problemsPanel() fyne.CanvasObject {
	return widget.NewLabel("problemsPanel: not yet")
}
