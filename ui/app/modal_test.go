package app

import (
	"testing"

	"fyne.io/fyne/v2"

	"sandtable/internal/heavytest"
)

// Fyne runs a main-menu item's action itself when its keys are pressed,
// before the canvas's shortcuts: with the New game dialog up, File >
// New…'s Ctrl+N opened a second New game dialog over it. A keyed item's
// action does nothing while a dialog is up.
func TestMenuKeysDoNothingUnderADialog(t *testing.T) {
	heavytest.Skip(t, "the start screen's picture drawn and its dialog counted on the test goroutine (offThread runs in turn in tests)")
	w := newTestWindow(t)
	var item *fyne.MenuItem
	for _, it := range w.Fyne().MainMenu().Items[0].Items {
		if it.Label == "New…" {
			item = it
		}
	}
	if item == nil || item.Shortcut == nil {
		t.Fatalf("File menu has no keyed New… item: %v", item)
	}
	item.Action() // with no dialog up: opens the New game dialog
	if len(w.modals) != 1 {
		t.Fatalf("%d dialogs after File > New…, want 1", len(w.modals))
	}
	item.Action() // its keys again, as Fyne runs them, under the dialog
	if len(w.modals) != 1 {
		t.Errorf("%d dialogs after File > New…'s keys under the New game dialog, want still 1", len(w.modals))
	}
}
