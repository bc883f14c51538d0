package app

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/widget"

	"sandtable/rules"
)

// The purchase screen (A&A North Africa, issue 28): while the side at the
// screen is in a purchase phase, the window shows "Purchase units": the
// bank and the bonus, a row per unit type the nation may buy with its
// values and price and − / + buttons (+ bonus to pay from the turn-1
// bonus), what was bought this phase, the running total and what is
// left; "Done" ends the phase, "Later" puts the dialog away (the
// Purchase units… menu item opens it again). It reads the side's own view
// (its side data: "prices", "bought", the banks "ipcs…" and "bonus") and
// acts only through the session: a button of a purchase not in the legal
// list shows why the rules refuse it, in red, and changes nothing.

// Side data keys of the purchase screen.
const (
	pricesKey = "prices"
	boughtKey = "bought"
	bonusKey  = "bonus"
)

// purchaseDialog is the purchase screen while it is up.
type purchaseDialog struct {
	d      *dialog.CustomDialog
	side   string
	money  *widget.Label
	bought *widget.Label
	total  *widget.Label
	reason *widget.Label
	rows   *fyne.Container
	done   *widget.Button
}

// priceLine is one row of the price list: "ita-inf: Italian infantry
// 1/1, move 1, 2 IPC".
var priceLine = regexp.MustCompile(`^(\S+): (.*) (\d+/\d+, move \d+), (\d+) IPC$`)

// boughtLine is one purchase: "Italian fighter (10 IPC, bonus)".
var boughtLine = regexp.MustCompile(`^(.*) \((\d+) IPC(, bonus)?\)$`)

// purchaseData is the acting side's purchase as its view holds it; side
// is "" when the side at the screen buys nothing now.
func (w *Window) purchaseData() (side string, d rules.SideData) {
	side = w.sess.Actor()
	if side == "" || w.sess.HandingOver() {
		return "", nil
	}
	d = w.sess.View().Sides[side]
	if d.Get(pricesKey) == nil || !w.sess.HasVerb(rules.VerbEndPhase) {
		return "", nil
	}
	return side, d
}

// purchaseKey names the purchase phase now showing (game, round, nation
// turn), for purchaseHidden: put away in one phase, the dialog opens again
// at the next.
func (w *Window) purchaseKey(side string) string {
	st := w.sess.Game.Status()
	return fmt.Sprintf("%p/%s/%d/%d", w.sess.Game, side, st.Turn, st.SubTurn)
}

// askPurchase shows the purchase screen when the side at the screen is
// in a purchase phase and nothing else is on screen; refreshes it while it
// is up.
func (w *Window) askPurchase() {
	if w.purchase != nil {
		w.purchase.refresh(w)
		return
	}
	side, _ := w.purchaseData()
	if side == "" || w.purchaseHidden == w.purchaseKey(side) {
		return
	}
	w.openPurchase()
}

// openPurchase opens the purchase screen (the menu's Purchase units…),
// when the side at the screen is buying.
func (w *Window) openPurchase() {
	if w.purchase != nil || w.blocked() || w.choosing || w.sess.HandingOver() {
		return
	}
	if _, past := w.sess.Previewing(); past {
		return
	}
	side, _ := w.purchaseData()
	if side == "" {
		w.setStatus("Nothing to buy now: units are bought in your nation's purchase phase")
		return
	}
	p := &purchaseDialog{side: side, money: widget.NewLabel(""), bought: widget.NewLabel(""), total: widget.NewLabel(""),
		reason: widget.NewLabel(""), rows: container.NewVBox()}
	p.money.TextStyle = fyne.TextStyle{Bold: true}
	p.bought.Wrapping = fyne.TextWrapWord
	p.reason.Wrapping = fyne.TextWrapWord
	p.reason.Importance = widget.DangerImportance
	scroll := container.NewVScroll(p.rows)
	scroll.SetMinSize(fyne.NewSize(760, 330))
	top := container.NewVBox(p.money, p.reason)
	bottom := container.NewVBox(widget.NewSeparator(), p.bought, p.total)
	later := widget.NewButton("Later", func() {
		w.purchaseHidden = w.purchaseKey(side)
		p.d.Hide()
	})
	p.done = widget.NewButton("Done", func() {
		w.purchaseHidden = w.purchaseKey(side)
		w.choosing = true
		p.d.Hide()
		w.choosing = false
		w.act(rules.Action{Side: side, Verb: rules.VerbEndPhase})
	})
	p.done.Importance = widget.HighImportance
	title := w.sess.Game.Status().PhaseName
	if title == "" {
		title = w.sideName(side) + ": purchase units"
	}
	p.d = dialog.NewCustomWithoutButtons(title, container.NewBorder(top, bottom, nil, nil, scroll), w.win)
	p.d.SetButtons([]fyne.CanvasObject{later, p.done})
	w.purchase = p
	p.refresh(w)
	p.d.SetOnClosed(func() { w.purchase = nil })
	w.showModal(p.d, nil, func() { w.purchaseHidden = w.purchaseKey(side); p.d.Hide() })
}

// refresh rebuilds the screen from the side's view and legal actions; it
// closes it when the side buys no more.
func (p *purchaseDialog) refresh(w *Window) {
	side, data := w.purchaseData()
	if side != p.side {
		p.d.Hide()
		return
	}
	legal := w.sess.Legal()
	button := w.legalButtons(legal, p.reason)
	var money []string
	for _, e := range data {
		if e.Kind == rules.SideNumber && (strings.HasPrefix(e.Key, "ipcs") || e.Key == bonusKey) {
			money = append(money, fmt.Sprintf("%s: %d", e.Label, e.Number))
		}
	}
	p.money.SetText(strings.Join(money, "    "))
	// This phase's purchases: the count per name, the spending per pot.
	count := map[string]int{}
	var bank, bonus int
	var items []string
	if e := data.Get(boughtKey); e != nil {
		items = e.Items
	}
	for _, it := range items {
		m := boughtLine.FindStringSubmatch(it)
		if m == nil {
			continue
		}
		count[m[1]]++
		n, _ := strconv.Atoi(m[2])
		if m[3] != "" {
			bonus += n
		} else {
			bank += n
		}
	}
	if len(items) == 0 {
		p.bought.SetText("Bought this phase: nothing yet")
	} else {
		p.bought.SetText("Bought this phase: " + strings.Join(items, ", "))
	}
	p.total.SetText(fmt.Sprintf("Spent this phase: %d IPCs from the bank, %d from the bonus. Left: %s", bank, bonus, strings.Join(money, ", ")))
	// unbuyFor is the last legal unbuy of a unit of type typ (its view
	// names the unit's type), or an unbuy the rules refuse.
	types := map[string]string{}
	for _, u := range w.sess.View().Units {
		types[u.ID] = u.Type
	}
	unbuyFor := func(typ string) rules.Action {
		act := rules.Action{Side: side, Verb: "unbuy", Args: []string{typ}}
		for _, l := range legal {
			if l.Verb == "unbuy" && len(l.Args) == 1 && types[l.Args[0]] == typ {
				act = l
			}
		}
		return act
	}
	header := container.NewGridWithColumns(5, bold("Unit"), bold("Attack/defence, move"), bold("Price"), bold("Bought"), widget.NewLabel(""))
	rows := []fyne.CanvasObject{header}
	for _, line := range data.Get(pricesKey).Items {
		m := priceLine.FindStringSubmatch(line)
		if m == nil {
			continue
		}
		typ, name, values, cost := m[1], m[2], m[3], m[4]
		n := count[name]
		if n == 0 && strings.Contains(strings.ToLower(name), "minefield") {
			n = count["minefield"]
		}
		steppers := container.NewHBox(
			button("−", unbuyFor(typ)),
			button("+", rules.Action{Side: side, Verb: "buy", Args: []string{typ}}),
			button("+ bonus", rules.Action{Side: side, Verb: "buy", Args: []string{typ, "bonus"}}))
		rows = append(rows, container.NewGridWithColumns(5, widget.NewLabel(name), widget.NewLabel(values),
			widget.NewLabel(cost+" IPC"), widget.NewLabel(strconv.Itoa(n)), steppers))
	}
	p.rows.Objects = rows
	p.rows.Refresh()
}

// bold is a bold label.
func bold(s string) *widget.Label {
	return widget.NewLabelWithStyle(s, fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
}
