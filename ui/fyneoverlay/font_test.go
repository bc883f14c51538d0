package fyneoverlay

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
)

// The patched font loading (fonts parsed once, the system language font
// looked up only for runes the theme lacks) still measures text as before:
// the same string measures the same in every style twice over, and runes
// the theme's Noto Sans lacks ("→", "✓"), which go through the lazy
// language-font lookup, still take room.
func TestFontPatchMeasures(t *testing.T) {
	if fyne.CurrentApp() == nil {
		// Without a display there is no real app (TestMain); with one, a
		// test app would take over the loop tests' animations.
		test.NewTempApp(t)
	}
	styles := []fyne.TextStyle{{}, {Bold: true}, {Italic: true}, {Bold: true, Italic: true}, {Monospace: true}}
	for _, st := range styles {
		a := fyne.MeasureText("Strategic Turn A", 14, st)
		b := fyne.MeasureText("Strategic Turn A", 14, st)
		if a != b || a.Width <= 0 {
			t.Errorf("style %+v: %v then %v", st, a, b)
		}
	}
	plain := fyne.MeasureText("ab", 14, fyne.TextStyle{})
	with := fyne.MeasureText("a→✓b", 14, fyne.TextStyle{})
	if with.Width <= plain.Width+4 {
		t.Errorf("runes the theme lacks take no room: %v vs %v", with, plain)
	}
}
