package app

import (
	"fmt"
	"slices"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/widget"

	"sandtable/rules"
	"sandtable/ui/panels"
)

// The counter menu: a right click on a counter (on a cell its top one, in
// a box the one clicked), or the menu key or Shift+F10 on the selection,
// opens a menu of what that unit may do now, in the players' words: "Move…"
// (its legal places then show on the board and a click chooses one), its
// own controls (Flip, Reveal, Hide, Remove, as on the stack panel) and its
// other legal actions, then the actions on its place ("Attack W7912
// Nancy"), then the other units of its stack, each with its own menu.
// Choosing an item does what the panel's button would (Window.act). The
// board's tooltip says what a counter is (panels.UnitText, from the
// viewer's view), and a unit's row in the stack panel may be dragged onto
// the board (panels.Stack.DropTarget).

// menuVerbLimit is how many actions of a unit the menu lists one by one;
// beyond it they are grouped by verb, a submenu each.
const menuVerbLimit = 12

// menuListLimit is the most items one submenu lists; the rest are left to
// the actions panel (a menu does not scroll).
const menuListLimit = 24

// counterHooks wires the board's counter menu and tooltip into the window.
func (w *Window) counterHooks() {
	w.board.OnUnitMenu = w.showUnitMenu
	w.board.UnitText = func(u rules.UnitView) string { return panels.UnitText(w.sess, u) }
	// Shift+F10 is no shortcut to Fyne (it types F10): the board opens
	// the menu on F10 with Shift held, also when it has not the focus.
	if c, ok := w.win.Canvas().(desktop.Canvas); ok {
		c.SetOnKeyDown(w.board.KeyDown)
		c.SetOnKeyUp(w.board.KeyUp)
	}
}

// showUnitMenu opens unit u's menu (at loc) at absolute canvas position at.
func (w *Window) showUnitMenu(loc rules.Location, u rules.UnitView, at fyne.Position) {
	if w.blocked() || w.designing() || w.sess.HandingOver() {
		return
	}
	if w.unitPopUp != nil {
		w.unitPopUp.Hide()
	}
	w.unitMenuShown = w.unitMenu(loc, u)
	w.unitPopUp = widget.NewPopUpMenu(w.unitMenuShown, w.win.Canvas())
	w.unitPopUp.ShowAtPosition(at)
}

// unitMenu is the menu of unit u at loc (see above).
func (w *Window) unitMenu(loc rules.Location, u rules.UnitView) *fyne.Menu {
	header := fyne.NewMenuItem(w.unitName(u), nil)
	header.Disabled = true
	items := []*fyne.MenuItem{header}
	if why := w.whyNoActions(); why != "" {
		note := fyne.NewMenuItem(why, nil)
		note.Disabled = true
		return fyne.NewMenu("", append(items, note)...)
	}
	_, other := w.buttonActions(&loc) // once: every unit's part reads it
	own := w.unitItems(loc, u, other)
	if len(own) == 0 {
		none := fyne.NewMenuItem("Nothing to do with this unit now", nil)
		none.Disabled = true
		own = []*fyne.MenuItem{none}
	}
	items = append(items, own...)
	units := w.sess.Stack(loc)
	if here := w.placeItems(loc, units, other); len(here) > 0 {
		items = append(items, fyne.NewMenuItemSeparator())
		items = append(items, here...)
	}
	if u.Box == "" && len(units) > 1 {
		// On a cell only the top counter can be clicked: the others of
		// the stack are here, each with its menu.
		items = append(items, fyne.NewMenuItemSeparator())
		for _, o := range units {
			if o.ID == u.ID {
				continue
			}
			sub := w.unitItems(loc, o, other)
			if len(sub) == 0 {
				none := fyne.NewMenuItem("Nothing to do now", nil)
				none.Disabled = true
				sub = []*fyne.MenuItem{none}
			}
			it := fyne.NewMenuItem(w.unitName(o), nil)
			it.ChildMenu = fyne.NewMenu("", sub...)
			items = append(items, it)
		}
	}
	return fyne.NewMenu("", items...)
}

// unitName is unit u's name as the stack panel titles it.
func (w *Window) unitName(u rules.UnitView) string {
	return rules.UnitName(w.sess.Game.Scenario.Counters, u)
}

// whyNoActions says why the players at the screen may do nothing now
// ("" when they may): the board shows the past, another side acts.
func (w *Window) whyNoActions() string {
	if _, past := w.sess.Previewing(); past {
		return "The board shows an earlier point of the log"
	}
	actor := w.sess.Actor()
	switch {
	case w.sess.Game.Status().Over:
		return "The game is over"
	case actor == "":
		return "Nobody acts now"
	case w.sess.Seat != "" && w.sess.Seat != actor:
		return "It is not your turn"
	}
	return ""
}

// unitItems are unit u's items (u at loc): "Move…" when it has a legal
// place to be dragged to (placeLabel; its one action when it has one
// place and that is not a move), its own controls, then its other
// actions (those of other, the buttons at loc (buttonActions), that name
// it or a unit aboard it), grouped by verb when there are many.
func (w *Window) unitItems(loc rules.Location, u rules.UnitView, other []rules.Action) []*fyne.MenuItem {
	var items []*fyne.MenuItem
	drags := w.board.DragActions(u.ID)
	switch {
	case len(drags) == 1 && drags[0].Verb != rules.VerbMove:
		items = append(items, w.actionItems(drags)...) // one place: no need to choose it
	case len(drags) > 0:
		ref := u.ID
		items = append(items, fyne.NewMenuItem(w.placeLabel(drags), func() { w.board.StartMove(loc, ref) }))
	}
	for _, c := range panels.UnitControls(w.sess, u.ID) {
		a := c.Action
		it := fyne.NewMenuItem(c.Label, func() { w.act(a) })
		it.Icon = c.Icon
		items = append(items, it)
	}
	names := map[string]bool{u.ID: true}
	for _, p := range w.passengers(u.ID) {
		names[p] = true
	}
	var acts []rules.Action
	for _, a := range other {
		if slices.ContainsFunc(drags, a.Equal) {
			continue // chosen on the board: Move…
		}
		if slices.ContainsFunc(a.Args, func(arg string) bool { return names[arg] }) {
			acts = append(acts, a)
		}
	}
	return append(items, w.actionItems(acts)...)
}

// placeLabel is the item that starts choosing a place on the board for
// drags, a unit's drag actions: "Move…" when one is a move, else what
// they all say ("Send Fighter 2-4…": a flyer's missions), else "Choose a
// place…".
func (w *Window) placeLabel(drags []rules.Action) string {
	var words []string
	for _, a := range drags {
		if a.Verb == rules.VerbMove {
			return "Move…"
		}
		words = append(words, w.describe(a))
	}
	if c := commonWords(words); c != "" {
		return c + "…"
	}
	return "Choose a place…"
}

// placeItems are the actions of other that name place loc and none of
// its units (units): "Attack W7912 Nancy".
func (w *Window) placeItems(loc rules.Location, units []rules.UnitView, other []rules.Action) []*fyne.MenuItem {
	here := loc.Text(w.sess.Game.Scenario)
	names := map[string]bool{}
	for _, u := range units {
		names[u.ID] = true
		for _, p := range w.passengers(u.ID) {
			names[p] = true
		}
	}
	var acts []rules.Action
	for _, a := range other {
		if slices.Contains(a.Args, here) && !slices.ContainsFunc(a.Args, func(arg string) bool { return names[arg] }) {
			acts = append(acts, a)
		}
	}
	return w.actionItems(acts)
}

// actionItems are the items of acts, as the actions panel words them
// (actionEntries: alike ones told apart, a verb with many places one item
// that asks for the place on the board); more than menuVerbLimit are
// grouped by verb, a submenu each, titled by the words its items share.
func (w *Window) actionItems(acts []rules.Action) []*fyne.MenuItem {
	entries := w.actionEntries(acts)
	item := func(e actionEntry) *fyne.MenuItem {
		if e.pick() {
			return fyne.NewMenuItem(w.buttonText(e)+"…", func() { w.pickOnBoard(e) })
		}
		a := e.acts[0]
		return fyne.NewMenuItem(e.label, func() { w.act(a) })
	}
	if len(entries) <= menuVerbLimit {
		items := make([]*fyne.MenuItem, len(entries))
		for i, e := range entries {
			items[i] = item(e)
		}
		return items
	}
	var verbs []string
	byVerb := map[string][]actionEntry{}
	for _, e := range entries {
		v := e.acts[0].Verb
		if byVerb[v] == nil {
			verbs = append(verbs, v)
		}
		byVerb[v] = append(byVerb[v], e)
	}
	var items []*fyne.MenuItem
	for _, v := range verbs {
		group := byVerb[v]
		if len(group) == 1 {
			items = append(items, item(group[0]))
			continue
		}
		var sub []*fyne.MenuItem
		var words []string
		for i, e := range group {
			it := item(e)
			words = append(words, it.Label)
			if i < menuListLimit {
				sub = append(sub, it)
			}
		}
		if n := len(group) - menuListLimit; n > 0 {
			more := fyne.NewMenuItem(fmt.Sprintf("… and %d more: see the actions panel", n), nil)
			more.Disabled = true
			sub = append(sub, more)
		}
		title := commonWords(words)
		if title == "" {
			title = capitalise(strings.ReplaceAll(v, "-", " "))
		}
		it := fyne.NewMenuItem(fmt.Sprintf("%s… (%d)", title, len(group)), nil)
		it.ChildMenu = fyne.NewMenu("", sub...)
		items = append(items, it)
	}
	return items
}

// commonWords is the words every one of texts begins with ("Bombard" of
// "Bombard W7606 Amiens with …" and "Bombard W7706 Liège with …").
func commonWords(texts []string) string {
	if len(texts) == 0 {
		return ""
	}
	common := strings.Fields(texts[0])
	for _, t := range texts[1:] {
		f := strings.Fields(t)
		n := 0
		for n < len(common) && n < len(f) && common[n] == f[n] {
			n++
		}
		common = common[:n]
	}
	return strings.Join(common, " ")
}
