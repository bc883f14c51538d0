package app

import (
	"testing"

	"fyne.io/fyne/v2"
)

// The window opens at most of the screen; without a screen, at a size
// that suits small ones.
func TestWindowSizeSuitsTheScreen(t *testing.T) {
	for _, c := range []struct{ screen, want fyne.Size }{
		{fyne.NewSize(1600, 1000), fyne.NewSize(1440, 900)},
		{fyne.NewSize(1920, 1080), fyne.NewSize(1728, 972)},
		{fyne.NewSize(1280, 800), fyne.NewSize(1152, 720)},
		{fyne.Size{}, defaultWindowSize},
	} {
		if got := windowSize(c.screen); got != c.want {
			t.Errorf("on a %v screen the window is %v, want %v", c.screen, got, c.want)
		}
	}
}
