package designer

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"
)

// setupPanel is the side panel's tab (skeleton: its helper fills it in).
func (d *Designer) setupPanel() fyne.CanvasObject { return widget.NewLabel("setupPanel: not yet") }
