package app

import (
	"math"
	"runtime"
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

// The start screen names the bundled scenarios from their files' headings
// (the names the games have), without loading any scenario: all the
// labels allocate less than a twentieth of what loading every bundled
// scenario once does (measured: 0.2 MB against 12 MB). The list asks
// for a row's text whenever it shows it, and each used to load the whole
// scenario (maps, counters, set-up).
func TestStartLabelsReadHeadingsOnly(t *testing.T) {
	names := scenarios.BuiltinNames()
	// TotalAlloc counts the whole process (the window's goroutines, other
	// tests): the least of three runs is the one least disturbed.
	allocated := func(f func()) uint64 {
		least := uint64(math.MaxUint64)
		for range 3 {
			var before, after runtime.MemStats
			runtime.ReadMemStats(&before)
			f()
			runtime.ReadMemStats(&after)
			least = min(least, after.TotalAlloc-before.TotalAlloc)
		}
		return least
	}
	var labels []string
	cheap := allocated(func() { labels = scenarioLabels(names) })
	full := allocated(func() {
		for i, n := range names {
			s, err := scenarios.Builtin(n)
			if err != nil {
				t.Fatal(err)
			}
			if labels[i] != s.Name {
				t.Errorf("label %q for %s, whose name is %q", labels[i], n, s.Name)
			}
		}
	})
	t.Logf("labels: %d bytes; loading the scenarios: %d bytes", cheap, full)
	if cheap*20 > full {
		t.Errorf("the labels of %d scenarios allocated %d bytes, loading them all %d: the labels load the scenarios", len(names), cheap, full)
	}
}
