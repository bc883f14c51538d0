package app

import (
	"strings"
	"testing"

	"sandtable/rules"
	_ "sandtable/rules/greenfields"
)

// germansMoveTwice plays the Green Fields test scenario in hotseat to the
// Germans' movement: the cavalry from P10 to O10 (out of reach), then a
// regiment from I6 to H6, beside the BEF at G6. The Allies take the
// screen: "while you were away" lists both moves and shows the board after
// the first, the past, while their opportunity fire choice is pending.
func germansMoveTwice(t *testing.T) *Window {
	t.Helper()
	w := newTestWindow(t)
	w.app.Preferences().SetBool(prefAskBeforeEnd, false)
	g, err := rules.StartGame("../../rules/greenfields/testdata/gf-test.toml", nil, 1, true)
	if err != nil {
		t.Fatal(err)
	}
	w.sess.Replace(g, "")
	take := func() {
		t.Helper()
		if w.sess.HandingOver() {
			tapButton(t, w.Fyne().Content(), "I play the "+w.sideTitle(w.sess.HandOverTo())+": show my view")
		}
		if w.away.obj.Visible() {
			tapButton(t, w.away.obj, "Done")
		}
	}
	for _, side := range []string{"central", "allies"} {
		take()
		a, _ := rules.ParseAction(side + " end-phase")
		if _, err := w.sess.Apply(a); err != nil {
			t.Fatalf("%s end-phase: %v", side, err)
		}
	}
	take()
	for _, to := range []string{"O10", "H6"} {
		var mv rules.Action
		for _, a := range w.sess.Game.Legal("central") {
			if a.Verb == "move" && a.Args[1] == to {
				mv = a
				break
			}
		}
		if mv.Verb == "" {
			t.Fatalf("no German move to %s", to)
		}
		w.act(mv)
	}
	tapButton(t, w.Fyne().Content(), "I play the Allies: show my view")
	if len(w.away.entries) != 2 {
		t.Fatalf("the summary lists %d actions, want the 2 German moves", len(w.away.entries))
	}
	if _, past := w.sess.Previewing(); !past {
		t.Fatal("the summary does not show the board after the first move")
	}
	if dec := w.sess.Game.Status().Decision; dec == nil || !strings.Contains(dec.Prompt, "opportunity fire") {
		t.Fatalf("want the Allies' opportunity fire choice pending, have %+v", dec)
	}
	return w
}

// Issue 24: "no decision may open over a replay of the past". The
// Allies' choice waits while the summary shows the board after the first
// German move, and opens when it shows the present (Show all).
func TestDecisionWaitsForThePresent(t *testing.T) {
	w := germansMoveTwice(t)
	if w.decisionShown || w.Fyne().Canvas().Overlays().Top() != nil {
		t.Fatalf("the choice opened over the past:\n%s", topText(w))
	}
	tapButton(t, w.away.obj, "Show all")
	if !w.decisionShown || !strings.Contains(topText(w), "opportunity fire") {
		t.Fatalf("at the present the choice should open:\n%s", topText(w))
	}
}

// Issue 24: opportunity fire chosen (from the actions panel) while "while
// you were away" shows an earlier entry was lost without a word: Resolve
// rolled nothing, the status bar alone said to return to the present.
// Choosing it brings the board back to the present first, its odds open
// alone (not over the choice's dialog), and Resolve asks for its dice.
func TestActionChosenOverThePastIsApplied(t *testing.T) {
	w := germansMoveTwice(t)
	var fire rules.Action
	for _, a := range w.sess.Legal() {
		if strings.HasPrefix(w.describe(a), "Opportunity fire") {
			fire = a
		}
	}
	if fire.Verb == "" {
		t.Fatal("no opportunity fire among the Allies' actions")
	}
	w.act(fire)
	if _, past := w.sess.Previewing(); past {
		t.Error("the odds of the fire opened over the past")
	}
	if w.away.step != len(w.away.entries) || !w.away.all.Disabled() {
		t.Errorf("the summary should show all of it: step %d of %d", w.away.step, len(w.away.entries))
	}
	top := w.Fyne().Canvas().Overlays().Top()
	if top == nil || !strings.Contains(topText(w), "Opportunity fire at H6") {
		t.Fatalf("want the odds of the fire:\n%s", topText(w))
	}
	if n := len(w.Fyne().Canvas().Overlays().List()); n != 1 || w.decisionShown {
		t.Fatalf("want the odds alone on the screen, have %d dialogs (the choice's too: %v)", n, w.decisionShown)
	}
	tapButton(t, top, "Fire")
	if !strings.Contains(strings.ToLower(topText(w)), "dice") {
		t.Fatalf("Resolve rolled nothing (status %q):\n%s", w.status.Text, topText(w))
	}
}

// The same from a plain action: a move taken while "while you were away"
// shows an earlier entry is applied, and the summary stays up, showing
// all of it (the present).
func TestActionFromWhileYouWereAwayIsApplied(t *testing.T) {
	w := newTestWindow(t)
	hotseatMoves(t, w)
	tapButton(t, w.Fyne().Content(), "I play the Allies: show my view")
	if at, past := w.sess.Previewing(); !past || at != 1 {
		t.Fatalf("board at %d (past %v), want right after action 1", at, past)
	}
	n := len(w.sess.Log())
	w.act(w.sess.LegalWith("move", "")[0])
	if len(w.sess.Log()) != n+1 {
		t.Fatalf("the Allies' move was not applied (status %q)", w.status.Text)
	}
	if _, past := w.sess.Previewing(); past {
		t.Error("the board still shows the past")
	}
	if !w.away.obj.Visible() || w.away.step != len(w.away.entries) || !w.away.all.Disabled() {
		t.Errorf("the summary should stay up showing all: visible %v, step %d of %d", w.away.obj.Visible(), w.away.step, len(w.away.entries))
	}
}
