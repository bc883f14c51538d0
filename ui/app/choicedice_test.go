package app

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"sandtable/rules"
	_ "sandtable/rules/greenfields"
)

// A choice that rolls dice: Green Fields' opportunity fire is the
// defender's choice (a decision), and firing rolls hit dice. Choosing it
// shows its odds first, then asks for the real dice: each dialog is on
// the screen while the window waits for it (a dialog hidden under another
// used to take the newer one away with it, leaving the window blocked by
// a dialog nobody could see).
func TestChoiceWithOddsAndRealDice(t *testing.T) {
	w := newTestWindow(t)
	g, err := rules.StartGame("../../rules/greenfields/testdata/gf-test.toml", nil, 1, true)
	if err != nil {
		t.Fatal(err)
	}
	w.sess.Solitaire = true
	w.sess.Replace(g, "")
	for _, line := range []string{"central end-phase", "allies end-phase"} {
		a, _ := rules.ParseAction(line)
		if _, err := w.sess.Apply(a); err != nil {
			t.Fatalf("%s: %v", line, err)
		}
	}
	// A German regiment steps from I6 to H6, beside the BEF at G6.
	var mv rules.Action
	for _, a := range w.sess.Game.Legal("central") {
		if a.Verb == "move" && a.Args[1] == "H6" {
			mv = a
			break
		}
	}
	w.act(mv)
	shown := func() int { return len(w.Fyne().Canvas().Overlays().List()) }
	top := w.Fyne().Canvas().Overlays().Top()
	if top == nil || !strings.Contains(topText(w), "opportunity fire") || len(w.modals) != 1 || shown() != 1 {
		t.Fatalf("want the opportunity fire choice: modals %d, shown %d:\n%s", len(w.modals), shown(), topText(w))
	}
	for _, obj := range test.LaidOutObjects(top) {
		if r, ok := obj.(*widget.RadioGroup); ok {
			for _, o := range r.Options {
				if strings.HasPrefix(o, "Opportunity fire") {
					r.SetSelected(o)
				}
			}
		}
	}
	tapButton(t, top, "Choose")
	if !strings.Contains(topText(w), "Opportunity fire at H6") || len(w.modals) != 1 || shown() != 1 {
		t.Fatalf("want the odds of the fire: modals %d, shown %d:\n%s", len(w.modals), shown(), topText(w))
	}
	tapButton(t, w.Fyne().Canvas().Overlays().Top(), "Fire") // the forecast names its button (issue 24)
	if len(w.modals) != shown() || len(w.modals) == 0 {
		t.Fatalf("a dialog the window waits for is not on the screen: modals %d, shown %d", len(w.modals), shown())
	}
	if !strings.Contains(strings.ToLower(topText(w)), "dice") {
		t.Fatalf("want the real dice asked for:\n%s", topText(w))
	}
	// The BEF's 3 dice: one 6, 2 hits; the regiment then saves (more
	// dice): the choice is not asked again behind the second roll.
	typeFaces := func(faces string) {
		t.Helper()
		top := w.Fyne().Canvas().Overlays().Top()
		for _, obj := range test.LaidOutObjects(top) {
			if e, ok := obj.(*widget.Entry); ok {
				e.SetText(faces)
			}
		}
		tapButton(t, top, "Enter")
	}
	typeFaces("6 1 1")
	if len(w.modals) != 1 || shown() != 1 || !strings.Contains(topText(w), "Roll 2 dice") {
		t.Fatalf("want the save's 2 dice asked for, alone: modals %d, shown %d:\n%s", len(w.modals), shown(), topText(w))
	}
	// No save: 2 casualties, morale 3 drops to 2, its 2 morale dice.
	typeFaces("1 1")
	if len(w.modals) != 1 || shown() != 1 || !strings.Contains(topText(w), "Roll 2 dice") {
		t.Fatalf("want the morale check's 2 dice asked for, alone: modals %d, shown %d:\n%s", len(w.modals), shown(), topText(w))
	}
	typeFaces("5 1") // 1 hit of 2 casualties: it wavers
	if d := w.sess.Game.Status().Decision; d != nil && strings.Contains(d.Prompt, "opportunity fire") {
		t.Fatalf("the opportunity fire choice is still pending: %+v", d)
	}
	if len(w.modals) != shown() {
		t.Fatalf("modals %d, shown %d", len(w.modals), shown())
	}
}
