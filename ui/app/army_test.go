package app

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	_ "sandtable/rules/greenfields"
)

// armyRowButton is the button at k of unit n's row in the design dialog
// (Strength label, −, +, Morale label, −, +, Experience label, −, +).
func armyRowButton(t *testing.T, w *Window, n, k int) *widget.Button {
	t.Helper()
	row := w.army.body.Objects[n-1].(*fyne.Container)
	b, ok := row.Objects[1].(*fyne.Container).Objects[k].(*widget.Button)
	if !ok {
		t.Fatalf("row %d, object %d is not a button", n, k)
	}
	return b
}

// The Somme opens on the army design: the side at the screen gets "Design
// your army" with its 120 army points ("10 army points per zone in the
// army's front line"), which a click on a unit's morale + spends live; a
// click the rules refuse shows their reason and changes nothing; Commit
// hands the screen over to the other side, whose commit goes on to the
// first week.
func TestArmyDesignDialog(t *testing.T) {
	w := newTestWindow(t)
	w.sess.Replace(playScript(t, "builtin:greenfields-somme-1916", 1), "")
	takeOver(t, w)
	if w.away.obj.Visible() {
		tapButton(t, w.away.obj, "Done")
	}
	w.askArmy()
	if w.army == nil || w.army.side != "allies" {
		t.Fatalf("no design dialog for the Allies (%v)", w.army)
	}
	if got := w.army.points.Text; got != "Army points left: 120" {
		t.Errorf("points: %q", got)
	}
	// Unit 1, British infantry 4-1-9: morale 5 costs 2 points ("2 points
	// per morale level").
	test.Tap(armyRowButton(t, w, 1, 5))
	if got := w.army.points.Text; got != "Army points left: 118" {
		t.Errorf("after morale +: %q", got)
	}
	test.Tap(armyRowButton(t, w, 1, 5))
	if got := w.army.reason.Text; !strings.Contains(got, "rated between 1 (the worst) and 5") {
		t.Errorf("refusal shown: %q", got)
	}
	if got := w.army.points.Text; got != "Army points left: 118" {
		t.Errorf("after a refused edit: %q", got)
	}
	test.Tap(w.army.commit)
	if !w.sess.HandingOver() || w.sess.HandOverTo() != "central" {
		t.Fatalf("after the Allies' commit: handing over %v to %q, want to the Germans", w.sess.HandingOver(), w.sess.HandOverTo())
	}
	takeOver(t, w)
	if w.away.obj.Visible() {
		tapButton(t, w.away.obj, "Done")
	}
	w.askArmy()
	if w.army == nil || w.army.side != "central" {
		t.Fatalf("no design dialog for the Germans (%v)", w.army)
	}
	test.Tap(w.army.commit)
	if ph := w.sess.Game.Status().Phase; ph == "wk-design" {
		t.Errorf("after both commits: phase %s", ph)
	}
}

// A solitaire game shows both designs: after the Allies' commit the
// German design opens at once, with no hand-over screen.
func TestArmyDesignDialogSolitaire(t *testing.T) {
	w := newTestWindow(t)
	w.sess.Replace(playScript(t, "builtin:greenfields-somme-1916", 1), "")
	w.sess.Solitaire = true
	takeOver(t, w)
	if w.away.obj.Visible() {
		tapButton(t, w.away.obj, "Done")
	}
	w.askArmy()
	if w.army == nil || w.army.side != "allies" {
		t.Fatalf("no design dialog for the Allies (%v)", w.army)
	}
	test.Tap(w.army.commit)
	if w.sess.HandingOver() {
		t.Fatal("a solitaire game hands over")
	}
	if w.army == nil || w.army.side != "central" {
		t.Fatalf("after the Allies' commit: no design dialog for the Germans (%v)", w.army)
	}
}
