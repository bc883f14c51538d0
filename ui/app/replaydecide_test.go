package app

import (
	"strings"
	"testing"

	"sandtable/rules"
	_ "sandtable/rules/greenfields"
)

// Issue 24: opportunity fire chosen while "while you were away" shows an
// earlier entry was lost without a word (Resolve rolled nothing, the
// status bar alone said to return to the present). Choosing an action
// while the board shows the past brings the board back to the present
// first, and the action is applied: here the fire's dice are asked for.
func TestActionChosenOverThePastIsApplied(t *testing.T) {
	w := newTestWindow(t)
	w.app.Preferences().SetBool(prefAskBeforeEnd, false)
	g, err := rules.StartGame("../../rules/greenfields/testdata/gf-test.toml", nil, 1, true)
	if err != nil {
		t.Fatal(err)
	}
	w.sess.Replace(g, "")
	// Each side ends its phase and takes the screen in turn.
	take := func(side string) {
		t.Helper()
		if w.sess.HandingOver() {
			tapButton(t, w.Fyne().Content(), "I play the "+w.sideTitle(side)+": show my view")
		}
		if w.away.obj.Visible() {
			tapButton(t, w.away.obj, "Done")
		}
	}
	for _, side := range []string{"central", "allies"} {
		take(side)
		a, _ := rules.ParseAction(side + " end-phase")
		if _, err := w.sess.Apply(a); err != nil {
			t.Fatalf("%s end-phase: %v", side, err)
		}
	}
	take("central")
	// A German regiment steps from I6 to H6, beside the BEF at G6: the
	// Allies may fire at it, and the screen goes to them.
	var mv rules.Action
	for _, a := range w.sess.Game.Legal("central") {
		if a.Verb == "move" && a.Args[1] == "H6" {
			mv = a
			break
		}
	}
	if mv.Verb == "" {
		t.Fatal("no move to H6")
	}
	w.act(mv)
	if !w.sess.HandingOver() {
		t.Fatalf("no hand-over to the Allies for their choice; status %+v", w.sess.Game.Status())
	}
	tapButton(t, w.Fyne().Content(), "I play the Allies: show my view")
	if !w.away.obj.Visible() {
		t.Fatal("no \"while you were away\" after the take-over")
	}
	// The board shows it before the move was made, as the Log tab's
	// "Board after action N of M" does: the past.
	if err := w.sess.Preview(len(w.sess.Log()) - 1); err != nil {
		t.Fatal(err)
	}
	if _, past := w.sess.Previewing(); !past {
		t.Fatal("the summary does not show the past")
	}
	if dec := w.sess.Game.Status().Decision; dec == nil || !strings.Contains(dec.Prompt, "opportunity fire") {
		t.Fatalf("want the Allies' opportunity fire choice pending, have %+v", dec)
	}
	// The Allies choose the fire from the Stack tab or the actions list.
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
	top := w.Fyne().Canvas().Overlays().Top()
	if top == nil || !strings.Contains(topText(w), "Opportunity fire at H6") {
		t.Fatalf("want the odds of the fire:\n%s", topText(w))
	}
	tapButton(t, top, "Resolve")
	if !strings.Contains(strings.ToLower(topText(w)), "dice") {
		t.Fatalf("Resolve rolled nothing (status %q):\n%s", w.status.Text, topText(w))
	}
}

// The same from "while you were away": an action taken while it shows an
// earlier entry is applied, and the summary stays up, showing all of it
// (the present).
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

// Issue 24: "no decision may open over a replay of the past". The
// Germans move twice, the second move into the BEF's reach: the Allies
// take the screen, "while you were away" shows the board after the first
// move, and their opportunity fire choice waits until the summary shows
// the present (Show all), then opens.
func TestDecisionWaitsForThePresent(t *testing.T) {
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
	// The cavalry from P10 to O10 (out of reach), then a regiment from
	// I6 to H6, beside the BEF at G6.
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
	if w.decisionShown || w.Fyne().Canvas().Overlays().Top() != nil {
		t.Fatalf("the choice opened over the past:\n%s", topText(w))
	}
	tapButton(t, w.away.obj, "Show all")
	if !w.decisionShown || !strings.Contains(topText(w), "opportunity fire") {
		t.Fatalf("at the present the choice should open:\n%s", topText(w))
	}
}
