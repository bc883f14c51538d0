package app

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"sandtable/rules"
	"sandtable/scenarios"
)

// The first status message names the game once, also when the rules
// module's name repeats the scenario's.
func TestWelcomeNamesTheGameOnce(t *testing.T) {
	for _, ref := range []string{"vernian", "test-hex-flat"} {
		sc, err := scenarios.Builtin(ref)
		if err != nil {
			t.Fatal(err)
		}
		g, err := rules.NewGame(sc, nil, 1, false)
		if err != nil {
			t.Fatal(err)
		}
		msg := welcome(g)
		if n := strings.Count(msg, sc.Name); n != 1 {
			t.Errorf("%s: %q names the scenario %d times", ref, msg, n)
		}
		if !strings.Contains(msg, g.Module.Name()) {
			t.Errorf("%s: %q does not say which rules", ref, msg)
		}
	}
}

// A title both names repeat is said once (issue 24: "20,000 Leagues under
// the Trenches (face-down Germans) · 20,000 Leagues under the Trenches
// (Vernian GWIE)").
func TestGameNameSaysTheTitleOnce(t *testing.T) {
	tests := []struct{ scenario, module, want string }{
		{"20,000 Leagues under the Trenches (face-down Germans)", "20,000 Leagues under the Trenches (Vernian GWIE)", "20,000 Leagues under the Trenches (face-down Germans; Vernian GWIE)"},
		{"20,000 Leagues under the Trenches", "20,000 Leagues under the Trenches (Vernian GWIE)", "20,000 Leagues under the Trenches (Vernian GWIE)"},
		{"Test hex map (flat)", "Free play", "Test hex map (flat) · Free play"},
		{"Cambrai (1917)", "To the Green Fields Beyond (assault turn)", "Cambrai (1917) · To the Green Fields Beyond (assault turn)"},
	}
	for _, tc := range tests {
		if got := gameName(tc.scenario, tc.module); got != tc.want {
			t.Errorf("gameName(%q, %q) = %q, want %q", tc.scenario, tc.module, got, tc.want)
		}
	}
}

// A status message is never cut off: a long one (a refusal with the rule
// it cites) wraps onto more lines of the status bar.
func TestStatusBarWrapsLongMessages(t *testing.T) {
	w := newTestWindow(t)
	short := "undone"
	w.setStatus(short)
	w.Fyne().Content().Refresh()
	one := w.status.MinSize().Height
	long := "Refused: British infantry division 3-3-4 cannot be mobilized at W9309 Nuremberg: new British units are placed in English towns or cities at least three empty hexes apart, HQs free; French units in French cities (000 New Units Phase; see RULINGS.md, ruling 12)"
	w.setStatus(long)
	for range 3 { // wrapped labels know their height once laid out
		w.Fyne().Content().Refresh()
	}
	if w.status.Text != long {
		t.Errorf("status %q, want the whole message", w.status.Text)
	}
	if w.status.Truncation != fyne.TextTruncateOff || w.status.Wrapping != fyne.TextWrapWord {
		t.Errorf("status bar truncation %v, wrapping %v: long messages are cut", w.status.Truncation, w.status.Wrapping)
	}
	if w.status.Size().Width > 1000 || w.status.Size().Height < 1.4*one {
		t.Errorf("a %d-character message takes %v of the status bar (one line is %v high): it does not wrap", len(long), w.status.Size(), one)
	}
}

// Action buttons name units and places as people read them, without the
// side's id.
func TestActionButtonsUseNames(t *testing.T) {
	w := newTestWindow(t)
	s, _ := scenarios.Builtin("test-hex-flat")
	sc := *s
	sc.Module = "skirmish"
	g, err := rules.NewGame(&sc, nil, 9, false)
	if err != nil {
		t.Fatal(err)
	}
	w.sess.Replace(g, "")
	takeOver(t, w)
	loc, _ := rules.ParseLocation(&sc, "W0403")
	w.sess.Select(&loc)
	// The button's label lies over it, wrapping (a long one must not widen
	// the side panel); a tap on it acts.
	want := "Attack " + rules.LocationName(&sc, "W0403")
	buttons := actionButtons(w) // those whose label wraps
	var button *widget.Button
	for _, b := range buttons {
		if b.text == want {
			button = b.button
		}
	}
	if button == nil {
		t.Fatalf("action buttons %q, want a wrapping %q", buttonTexts(buttons), want)
	}
	test.Tap(button)
	if over := w.Fyne().Canvas().Overlays().Top(); over == nil || !strings.Contains(strings.Join(labels(over), "\n"), "EX: 67% (2/3)") {
		t.Error("tapping the action did not open its forecast")
	}
}
