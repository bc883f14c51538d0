package app

import (
	"fmt"
	"regexp"
	"slices"
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
	// escape puts the dialog away (Later), for Escape on a focused stepper.
	escape func()
	// types are the unit types of the rows as last built, in order, and
	// row their widgets: a refresh with the same types updates them in
	// place, so the stepper a player tabbed to keeps the focus after it
	// buys (a rebuilt row lost it, and Tab started again at the top).
	types []string
	row   map[string]*purchaseRowWidgets
}

// purchaseRowWidgets are one row's count and steppers.
type purchaseRowWidgets struct {
	count              *widget.Label
	minus, plus, bonus *stepButton
}

// stepButton is a purchase stepper. Fyne gives a focused widget every
// key, so a focused plain button swallowed Escape (the dialog stayed up)
// and ignored Enter; and a button pressed by Space gives up the focus
// (Button.Tapped unfocuses, meant for a mouse tap), so Tab started again
// at the top after every buy. This one puts the dialog away on Escape, as
// the dialog does with nothing focused, and is pressed by Space or Enter
// keeping the focus: Space, Space buys two.
type stepButton struct {
	widget.Button
	escape func()
}

// newStepButton is a stepper labelled label; escape runs on Escape.
func newStepButton(label string, escape func()) *stepButton {
	b := &stepButton{escape: escape}
	b.Text = label
	b.ExtendBaseWidget(b)
	return b
}

// TypedKey is Escape: put the dialog away; Space or Enter: press, keeping
// the focus; else a button's.
func (b *stepButton) TypedKey(ev *fyne.KeyEvent) {
	switch ev.Name {
	case fyne.KeyEscape:
		if b.escape != nil {
			b.escape()
		}
	case fyne.KeySpace, fyne.KeyReturn, fyne.KeyEnter:
		if b.OnTapped != nil && !b.Disabled() {
			b.OnTapped()
		}
	default:
		b.Button.TypedKey(ev)
	}
}

// setAction makes b send act when the side's legal list holds it, and
// otherwise show in reason why the rules refuse it (legalButtons' rule,
// kept on a button that stays).
func (b *stepButton) setAction(w *Window, legal []rules.Action, act rules.Action, reason *widget.Label) {
	ok := slices.ContainsFunc(legal, act.Equal)
	b.OnTapped = func() {
		if !ok {
			reason.SetText(refusalWords(w.sess.Game.Check(act)))
			return
		}
		reason.SetText("")
		w.act(act) // the game's change refreshes the screen
	}
	imp := widget.MediumImportance
	if !ok {
		imp = widget.LowImportance
	}
	if b.Importance != imp {
		b.Importance = imp
		b.Refresh()
	}
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
	p.escape = func() { w.purchaseHidden = w.purchaseKey(side); p.d.Hide() }
	w.purchase = p
	p.refresh(w)
	p.d.SetOnClosed(func() { w.purchase = nil })
	w.showModal(p.d, nil, p.escape)
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
	var lines [][]string // type, name, values, cost
	var rowTypes []string
	for _, line := range data.Get(pricesKey).Items {
		if m := priceLine.FindStringSubmatch(line); m != nil {
			lines = append(lines, m[1:5])
			rowTypes = append(rowTypes, m[1])
		}
	}
	if !slices.Equal(rowTypes, p.types) {
		p.buildRows(lines)
		p.types = rowTypes
	}
	for _, l := range lines {
		typ, name := l[0], l[1]
		n := count[name]
		if n == 0 && strings.Contains(strings.ToLower(name), "minefield") {
			n = count["minefield"]
		}
		r := p.row[typ]
		r.count.SetText(strconv.Itoa(n))
		r.minus.setAction(w, legal, unbuyFor(typ), p.reason)
		r.plus.setAction(w, legal, rules.Action{Side: side, Verb: "buy", Args: []string{typ}}, p.reason)
		r.bonus.setAction(w, legal, rules.Action{Side: side, Verb: "buy", Args: []string{typ, "bonus"}}, p.reason)
	}
}

// buildRows lays out a row per price line (type, name, values, cost): its
// labels and its steppers, whose actions refresh sets.
func (p *purchaseDialog) buildRows(lines [][]string) {
	header := container.NewGridWithColumns(5, bold("Unit"), bold("Attack/defence, move"), bold("Price"), bold("Bought"), widget.NewLabel(""))
	rows := []fyne.CanvasObject{header}
	p.row = map[string]*purchaseRowWidgets{}
	for _, l := range lines {
		typ, name, values, cost := l[0], l[1], l[2], l[3]
		r := &purchaseRowWidgets{count: widget.NewLabel("0"),
			minus: newStepButton("−", p.escape), plus: newStepButton("+", p.escape), bonus: newStepButton("+ bonus", p.escape)}
		p.row[typ] = r
		rows = append(rows, container.NewGridWithColumns(5, widget.NewLabel(name), widget.NewLabel(values),
			widget.NewLabel(cost+" IPC"), r.count, container.NewHBox(r.minus, r.plus, r.bonus)))
	}
	p.rows.Objects = rows
	p.rows.Refresh()
}

// bold is a bold label.
func bold(s string) *widget.Label {
	return widget.NewLabelWithStyle(s, fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
}
