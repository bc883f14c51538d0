package app

import (
	"strconv"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"sandtable/rules"
	_ "sandtable/rules/aanorthafrica"
)

// aantScenario is the aanorthafrica module's test scenario.
const aantScenario = "../../rules/aanorthafrica/testdata/aant-test.toml"

// purchaseRow is the row of the purchase screen for unit name, with its
// labels' texts and its −, +, + bonus buttons.
func purchaseRow(t *testing.T, w *Window, name string) (texts []string, minus, plus, plusBonus *widget.Button) {
	t.Helper()
	for _, o := range w.purchase.rows.Objects[1:] {
		row := o.(*fyne.Container)
		if row.Objects[0].(*widget.Label).Text != name {
			continue
		}
		for _, l := range row.Objects[:4] {
			texts = append(texts, l.(*widget.Label).Text)
		}
		b := row.Objects[4].(*fyne.Container).Objects
		return texts, &b[0].(*stepButton).Button, &b[1].(*stepButton).Button, &b[2].(*stepButton).Button
	}
	t.Fatalf("no row for %s", name)
	return nil, nil, nil, nil
}

// The A&A North Africa game opens on Italy's purchase: the Axis get
// "Purchase units" with the bank (11 in the test scenario) and the bonus
// (12), a row per Italian unit with its values and price ("Inf- 1/1, 2
// IPC"); + on the infantry buys one (bank 9), + bonus on the fighter pays
// 10 from the bonus (2 left); + on a second fighter, 10 IPCs against a
// bank of 9, is refused in red with the rule and changes nothing; − takes
// the infantry back; Done ends the phase and closes the screen.
func TestPurchaseDialog(t *testing.T) {
	w := newTestWindow(t)
	w.sess.Replace(playScript(t, aantScenario, 1), "")
	takeOver(t, w)
	if w.away.obj.Visible() {
		tapButton(t, w.away.obj, "Done")
	}
	w.askPurchase()
	if w.purchase == nil || w.purchase.side != "axis" {
		t.Fatalf("no purchase screen for the Axis (%v)", w.purchase)
	}
	if got := w.purchase.money.Text; !strings.Contains(got, "IPCs: 11") || !strings.Contains(got, "Bonus IPCs: 12") {
		t.Errorf("money: %q", got)
	}
	texts, _, plus, _ := purchaseRow(t, w, "Italian infantry")
	if strings.Join(texts, "|") != "Italian infantry|1/1, move 1|2 IPC|0" {
		t.Errorf("infantry row: %q", texts)
	}
	test.Tap(plus)
	if got := w.purchase.money.Text; !strings.Contains(got, "IPCs: 9") {
		t.Errorf("after + infantry: %q", got)
	}
	if texts, _, _, _ := purchaseRow(t, w, "Italian infantry"); texts[3] != "1" {
		t.Errorf("infantry bought: %q", texts[3])
	}
	_, _, _, bonus := purchaseRow(t, w, "Italian fighter")
	test.Tap(bonus)
	if got := w.purchase.money.Text; !strings.Contains(got, "Bonus IPCs: 2") || !strings.Contains(got, "IPCs: 9") {
		t.Errorf("after + bonus fighter: %q", got)
	}
	if got := w.purchase.total.Text; !strings.HasPrefix(got, "Spent this phase: 2 IPCs from the bank, 10 from the bonus") {
		t.Errorf("total: %q", got)
	}
	_, _, plus, _ = purchaseRow(t, w, "Italian fighter")
	test.Tap(plus)
	if got := w.purchase.reason.Text; got != "Refused: an Italian fighter costs 10 IPCs; the Axis bank holds 9 (Reinforcements)" {
		t.Errorf("refusal shown: %q", got)
	}
	if got := w.purchase.money.Text; !strings.Contains(got, "IPCs: 9") {
		t.Errorf("after a refused purchase: %q", got)
	}
	_, minus, _, _ := purchaseRow(t, w, "Italian infantry")
	test.Tap(minus)
	if got := w.purchase.money.Text; !strings.Contains(got, "IPCs: 11") {
		t.Errorf("after − infantry: %q", got)
	}
	test.Tap(w.purchase.done)
	if ph := w.sess.Game.Status().Phase; ph != "combat-move" {
		t.Errorf("after Done: phase %s", ph)
	}
	if w.purchase != nil {
		t.Error("the purchase screen is still up after Done")
	}
	w.openPurchase()
	if w.purchase != nil {
		t.Error("the purchase screen opens outside a purchase phase")
	}
}

// The purchase screen by keyboard: Tab to a stepper, Space or Enter buys,
// and the stepper keeps the focus (a refresh that rebuilt the rows lost it,
// so each further buy took the Tabs again from the top); Escape on a
// focused stepper puts the screen away, as it does with nothing focused
// (a focused button used to swallow it). Keys reach the focused widget as
// the driver sends them (Canvas.Focused().TypedKey).
func TestPurchaseKeys(t *testing.T) {
	w := newTestWindow(t)
	w.sess.Replace(playScript(t, aantScenario, 1), "")
	takeOver(t, w)
	if w.away.obj.Visible() {
		tapButton(t, w.away.obj, "Done")
	}
	w.askPurchase()
	if w.purchase == nil {
		t.Fatal("no purchase screen")
	}
	c := w.Fyne().Canvas()
	plus := w.purchase.row["ita-inf"].plus
	c.Focus(plus)
	for k, key := range []fyne.KeyName{fyne.KeySpace, fyne.KeyReturn} {
		f, ok := c.Focused().(*stepButton)
		if !ok || f != plus {
			t.Fatalf("before key %d the focus is on %v, want the infantry's +", k+1, c.Focused())
		}
		f.TypedKey(&fyne.KeyEvent{Name: key})
		if texts, _, _, _ := purchaseRow(t, w, "Italian infantry"); texts[3] != strconv.Itoa(k+1) {
			t.Errorf("after %s: infantry bought %q, want %d", key, texts[3], k+1)
		}
	}
	if c.Focused() != plus || w.purchase.row["ita-inf"].plus != plus {
		t.Fatalf("after two buys the focus is on %v, want the same + still in its row", c.Focused())
	}
	plus.TypedKey(&fyne.KeyEvent{Name: fyne.KeyEscape})
	if w.purchase != nil {
		t.Error("Escape on a focused stepper left the purchase screen up")
	}
	if ph := w.sess.Game.Status().Phase; ph != "purchase" {
		t.Errorf("Escape changed the phase to %s", ph)
	}
}

// Dragging is how bought units are placed: the board's drag actions of
// the bought fighter, waiting in the Axis box, are its place actions.
func TestPlaceByDrag(t *testing.T) {
	w := newTestWindow(t)
	w.sess.Replace(playScript(t, aantScenario, 1, "axis buy ita-inf", "axis end-phase", "axis end-phase", "axis end-phase", "axis end-phase"), "")
	takeOver(t, w)
	var ref string
	for _, u := range w.sess.View().Units {
		if u.Box == "axis-to-place" {
			ref = u.ID
		}
	}
	if ref == "" {
		t.Fatal("no unit in the Axis box")
	}
	// What the board's drag offers (boardview dragActions): the legal
	// actions of the drag verbs droppable on the board.
	want := rules.Action{Side: "axis", Verb: "place", Args: []string{ref, "Tripoli"}}
	controls := rules.NewControls(w.sess.Game.Scenario, w.sess.View())
	var acts []rules.Action
	found := false
	for _, v := range rules.DragVerbsOf(w.sess.Game.State()) {
		for _, a := range w.sess.LegalWith(v, ref) {
			if controls.Droppable(a) {
				acts = append(acts, a)
				found = found || a.Equal(want)
			}
		}
	}
	if !found {
		t.Errorf("drag actions of %s: %v, want %v among them", ref, acts, want)
	}
}
