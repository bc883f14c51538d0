package app

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"sandtable/internal/heavytest"
	"sandtable/scenarios"
)

// In a window smaller than the start screen needs (a laptop at 125%
// scaling), the scenario's pane scrolls: its description lies below its
// heading and the picture keeps its size, instead of being laid over them;
// the button that starts the game stays in the window.
func TestStartScreenInASmallWindow(t *testing.T) {
	heavytest.Skip(t, "the start screen laid out and its picture drawn on the test goroutine (offThread runs in turn in tests)")
	w := newTestWindow(t)
	w.Fyne().Resize(fyne.NewSize(990, 560))
	w.showStart()
	first, err := scenarios.Builtin(scenarios.BuiltinNames()[0])
	if err != nil {
		t.Fatal(err)
	}
	var title, desc *widget.Label
	var pic *canvas.Image
	var play *widget.Button
	for _, obj := range test.LaidOutObjects(w.Fyne().Canvas().Overlays().Top()) {
		switch o := obj.(type) {
		case *widget.Label:
			if strings.HasPrefix(o.Text, first.Name+" (") {
				title = o
			}
			if o.Text == first.Description {
				desc = o
			}
		case *widget.Button:
			if o.Text == "Start the game" {
				play = o
			}
		case *canvas.Image:
			if o.FillMode == canvas.ImageFillContain && o.MinSize().Height >= 200 {
				pic = o
			}
		}
	}
	if title == nil || desc == nil || pic == nil || play == nil {
		t.Fatalf("the start screen shows no heading, description, picture or start button for %q", first.Name)
	}
	d := fyne.CurrentApp().Driver()
	titleBottom := d.AbsolutePositionForObject(title).Y + title.Size().Height
	if got := d.AbsolutePositionForObject(desc).Y; got < titleBottom {
		t.Errorf("the description starts at y=%v, above the heading's bottom (y=%v)", got, titleBottom)
	}
	if bottom := d.AbsolutePositionForObject(play).Y + play.Size().Height; bottom > w.Fyne().Canvas().Size().Height {
		t.Errorf("the start button ends at y=%v, below the window (%v high)", bottom, w.Fyne().Canvas().Size().Height)
	}
	if pic.Size().Height < pic.MinSize().Height {
		t.Errorf("the picture is %v high, less than its %v", pic.Size().Height, pic.MinSize().Height)
	}
}
