package designer

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"
)

// mapPanel is the side panel's tab (skeleton: its helper fills it in).
func (d *Designer) mapPanel() fyne.CanvasObject { return widget.NewLabel("mapPanel: not yet") }
