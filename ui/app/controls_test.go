package app

import (
	"slices"
	"strings"
	"testing"

	"sandtable/rules"
)

// Issue 25: every legal action can be played in the window. Two Green
// Fields verbs could not: buying a reserve ("buy TYPE", named by no unit
// and no place, was never a button) and a unit's exit off the enemy's
// rear board edge ("move UNIT off", which no drop on the board makes).

// gfWindow is a hotseat window on the Green Fields scenario ref with
// seeded dice (seed 1) after the actions of script, taken over by the
// side to act.
func gfWindow(t *testing.T, ref string, script ...string) *Window {
	t.Helper()
	w := newTestWindow(t)
	w.sess.Replace(playScript(t, ref, 1, script...), "")
	takeOver(t, w)
	if w.away.obj.Visible() {
		tapButton(t, w.away.obj, "Done")
	}
	return w
}

// shownButton is w's action button whose text starts with prefix.
func shownButton(t *testing.T, w *Window, prefix string) panelButton {
	t.Helper()
	var texts []string
	for _, b := range actionButtons(w) {
		if strings.HasPrefix(b.text, prefix) {
			return b
		}
		texts = append(texts, b.text)
	}
	t.Fatalf("no button %q among %q", prefix, texts)
	return panelButton{}
}

// In the bundled 1914 game's reserves step the Germans buy a regiment of
// regulars with a button under "This phase" (no selection needed): the
// click buys it into their reserve box for half its points cost (27
// points: 14 victory points).
func TestGreenFieldsBuyIsAPhaseButton(t *testing.T) {
	w := gfWindow(t, "builtin:greenfields-1914",
		"central end-phase", "allies end-phase", "central end-phase", "allies end-phase", "central commit", "central end-phase")
	if st := w.sess.Status(); st.Phase != "reserves-first" || w.sess.Actor() != "central" {
		t.Fatalf("phase %s, %s to act: want the Germans' reserves", st.Phase, w.sess.Actor())
	}
	w.sess.Select(nil)
	buy := rules.Action{Side: "central", Verb: "buy", Args: []string{"ger-reg"}}
	phase, _ := w.panelActions()
	if !slices.ContainsFunc(phase, buy.Equal) {
		t.Fatalf("%v is not under This phase: %v", buy, phase)
	}
	b := shownButton(t, w, "Buy German regulars, 1914 3-3-12 for 14 victory points")
	reserve := func() int {
		n := 0
		for _, u := range w.sess.View().Units {
			if u.Type == "ger-reg" && u.Box == "german-reserve" {
				n++
			}
		}
		return n
	}
	before, vp := reserve(), w.sess.View().VP["central"]
	clickAt(w, b.button)
	if a := lastAction(w); !a.Equal(buy) {
		t.Fatalf("the click did %v, want %v", a, buy)
	}
	if got := reserve(); got != before+1 {
		t.Errorf("%d German regulars in the reserve box, want %d", got, before+1)
	}
	if got := w.sess.View().VP["central"]; got != vp-14 {
		t.Errorf("the Germans' VP %d, want %d", got, vp-14)
	}
}

// British cavalry a zone from the German base line moves onto it, and
// then, selected there, shows the button that exits it off the Germans'
// rear board edge (no drop on the board makes that move): the click
// takes it out of play for 10 victory points (the zone it held no more
// counts).
func TestGreenFieldsExitIsAButtonAtTheUnit(t *testing.T) {
	w := gfWindow(t, "testdata/gf-exit.toml", "central end-phase", "allies end-phase", "central end-phase")
	if w.sess.Actor() != "allies" {
		t.Fatalf("%s to act: want the Allies' movement", w.sess.Actor())
	}
	var cav string
	for _, u := range w.sess.View().Units {
		if u.Type == "brit-cav" {
			cav = u.ID
		}
	}
	if cav == "" {
		t.Fatal("no British cavalry in the Allies' view")
	}
	if _, err := w.sess.Apply(rules.Action{Side: "allies", Verb: "move", Args: []string{cav, "X12"}}); err != nil {
		t.Fatal(err)
	}
	exit := rules.Action{Side: "allies", Verb: "move", Args: []string{cav, "off"}}
	if slices.ContainsFunc(w.board.DragActions(cav), exit.Equal) {
		t.Error("the board offers the exit as a drag, which no drop can make")
	}
	selectCell(t, w, "X12")
	_, here := w.panelActions()
	if !slices.ContainsFunc(here, exit.Equal) {
		t.Fatalf("%v is not among the actions at X12: %v", exit, here)
	}
	vp := w.sess.View().VP["allies"]
	b := shownButton(t, w, "Exit British cavalry")
	if want := "off the rear board edge of the Germans (+10 VP)"; !strings.HasSuffix(b.text, want) {
		t.Errorf("the button reads %q, want it to end %q", b.text, want)
	}
	clickAt(w, b.button)
	if a := lastAction(w); !a.Equal(exit) {
		t.Fatalf("the click did %v, want %v", a, exit)
	}
	for _, u := range w.sess.View().Units {
		if u.ID == cav && u.Cell != "" {
			t.Errorf("the cavalry is still on the map at %s", u.Cell)
		}
	}
	// +10 for the exit; X12, an enemy zone it held (+2), is held no more.
	if got, want := w.sess.View().VP["allies"], vp+10-2; got != want {
		t.Errorf("the Allies' VP %d, want %d", got, want)
	}
}
