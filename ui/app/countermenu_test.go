package app

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"sandtable/rules"
	"sandtable/rules/freeplay"
	"sandtable/scenarios"
	"sandtable/ui/panels"
)

// menuDrill is freeplay plus verbs the window has no control of its own for:
// the Central Powers may "dig-in UNIT" each unit at W0906, "shell W0403"
// (a place, the allied stack there), "signal ger-inf/2 N" with each of
// 15 flags (more than a menu lists one by one) and "scout ger-inf/1 HEX"
// to each of scoutHexes. The module the counter menu is tested with.
type menuDrill struct{}

func (menuDrill) ID() string   { return "menu-drill" }
func (menuDrill) Name() string { return "Drill (test)" }
func (menuDrill) New(s *scenarios.Scenario, o rules.Options, r *rand.Rand) (rules.State, error) {
	st, err := freeplay.Module{}.New(s, o, r)
	return &menuDrillState{State: st}, err
}

type menuDrillState struct{ rules.State }

// scoutHexes are where ger-inf/1 may "scout": more than the actions panel
// lists as buttons (pickMin), so they are chosen on the board.
var scoutHexes = []string{"W0805", "W0806", "W0807", "W0705", "W0706", "W0707", "W1005", "W1006", "W1007"}

func (s *menuDrillState) Legal(side string) []rules.Action {
	out := s.State.Legal(side)
	if side != "central" || len(out) == 0 {
		return out
	}
	for _, u := range []string{"ger-inf/2", "ger-inf/1"} {
		out = append(out, rules.Action{Side: side, Verb: "dig-in", Args: []string{u}})
	}
	out = append(out, rules.Action{Side: side, Verb: "shell", Args: []string{"W0403"}})
	for n := range 15 {
		out = append(out, rules.Action{Side: side, Verb: "signal", Args: []string{"ger-inf/2", fmt.Sprint(n + 1)}})
	}
	for _, hex := range scoutHexes {
		out = append(out, rules.Action{Side: side, Verb: "scout", Args: []string{"ger-inf/1", hex}})
	}
	return out
}

func (s *menuDrillState) Check(a rules.Action) error {
	switch a.Verb {
	case "dig-in", "shell", "signal", "scout":
		if slices.ContainsFunc(s.Legal(a.Side), a.Equal) {
			return nil
		}
		return rules.Refuse(a, "drill 1", "not now")
	}
	return s.State.Check(a)
}

func (s *menuDrillState) Apply(a rules.Action, ctx *rules.Context) error {
	switch a.Verb {
	case "dig-in", "shell", "signal", "scout":
		ctx.Logf("%s %s", a.Verb, strings.Join(a.Args, " "))
		return nil
	}
	return s.State.Apply(a, ctx)
}

func (s *menuDrillState) Clone() rules.State { return &menuDrillState{State: s.State.Clone()} }

// Describe words the menuDrill's verbs; freeplay's as the engine does.
func (s *menuDrillState) Describe(a rules.Action, viewer string) (string, bool) {
	switch a.Verb {
	case "dig-in":
		return "dig in " + a.Args[0], true
	case "shell":
		return "shell " + a.Args[0], true
	case "signal":
		return fmt.Sprintf("signal flag %s with %s", a.Args[1], a.Args[0]), true
	case "scout":
		return fmt.Sprintf("send %s to scout %s", a.Args[0], a.Args[1]), true
	case "land":
		return fmt.Sprintf("land %s at %s", a.Args[0], a.Args[1]), true
	}
	return "", false
}

func init() { rules.Register(menuDrill{}) }

// menuLabels are a menu's items' labels, one a line, a child menu's
// indented under its item, disabled ones in brackets.
func menuLabels(m *fyne.Menu, indent string) []string {
	var out []string
	for _, it := range m.Items {
		switch {
		case it.IsSeparator:
			out = append(out, indent+"---")
		case it.Disabled:
			out = append(out, indent+"["+it.Label+"]")
		default:
			out = append(out, indent+it.Label)
		}
		if it.ChildMenu != nil {
			out = append(out, menuLabels(it.ChildMenu, indent+"  ")...)
		}
	}
	return out
}

// unitMenuItem is the item labelled label in m or its child menus.
func unitMenuItem(t *testing.T, m *fyne.Menu, label string) *fyne.MenuItem {
	t.Helper()
	var find func(m *fyne.Menu) *fyne.MenuItem
	find = func(m *fyne.Menu) *fyne.MenuItem {
		for _, it := range m.Items {
			if it.Label == label && it.Action != nil {
				return it
			}
			if it.ChildMenu != nil {
				if f := find(it.ChildMenu); f != nil {
					return f
				}
			}
		}
		return nil
	}
	if it := find(m); it != nil {
		return it
	}
	t.Fatalf("no %q item in the menu:\n%s", label, strings.Join(menuLabels(m, ""), "\n"))
	return nil
}

// shownMenu is the counter menu on screen, nil when none is.
func shownMenu(w *Window) *fyne.Menu {
	if w.unitPopUp == nil || !w.unitPopUp.Visible() {
		return nil
	}
	return w.unitMenuShown
}

// Issue 24: a right click on a counter opens a menu of that unit's
// legal actions in the players' words, its own controls (as the stack
// panel's buttons) and "Move…", then its place's actions and the other
// units of its stack with theirs; choosing an item acts as the panel's
// button would. Many actions of one verb go in a submenu titled by the
// words they share. Shift+F10 opens the selection's menu.
func TestCounterMenuListsTheUnitsActionsAndActs(t *testing.T) {
	w := newModuleWindow(t, "menu-drill", 9, false)
	sc := w.sess.Game.Scenario
	w0906, _ := rules.ParseLocation(sc, "W0906")
	units := w.sess.Stack(w0906)
	if len(units) != 2 || units[0].ID != "ger-inf/2" {
		t.Fatalf("W0906 holds %v, want ger-inf/2 on top of ger-inf/1", units)
	}
	name := rules.UnitName(sc.Counters, units[0])
	abs := fyne.CurrentApp().Driver().AbsolutePositionForObject(w.board)
	pos := w.board.CounterPosition(w0906, "ger-inf/2")
	w.board.TappedSecondary(&fyne.PointEvent{Position: pos, AbsolutePosition: abs.Add(pos)})
	m := shownMenu(w)
	if m == nil {
		t.Fatal("a right click on the counter opened no menu")
	}
	got := menuLabels(m, "")
	var controls []string
	for _, c := range panels.UnitControls(w.sess, "ger-inf/2") {
		controls = append(controls, c.Label)
	}
	if len(controls) == 0 {
		t.Fatal("freeplay gives ger-inf/2 no flip, hide or remove")
	}
	want := append([]string{"[" + name + "]", "Move…"}, controls...)
	want = append(want, "Dig in ger-inf/2", "Signal flag… (15)")
	for n := range menuListLimit {
		if n < 15 {
			want = append(want, fmt.Sprintf("  Signal flag %d with ger-inf/2", n+1))
		}
	}
	// Freeplay's move to the eliminated box, which no drop makes, is an
	// item of its own (issue 25: every legal action has a control).
	want = append(want, "Move "+name+" eliminated")
	want = append(want, "---", rules.UnitName(sc.Counters, units[1]), "  Move…")
	for _, c := range controls {
		want = append(want, "  "+c)
	}
	want = append(want, "  Dig in ger-inf/1", "  Send ger-inf/1 to scout the hex you choose on the board…", "  Move "+rules.UnitName(sc.Counters, units[1])+" eliminated")
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("the menu of ger-inf/2 at W0906:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}

	// Choosing an item applies its action, as the panel's button would.
	control := panels.UnitControls(w.sess, "ger-inf/2")[0].Action
	unitMenuItem(t, m, "Dig in ger-inf/2").Action()
	unitMenuItem(t, m, "Signal flag 7 with ger-inf/2").Action()
	unitMenuItem(t, m, "Dig in ger-inf/1").Action()
	unitMenuItem(t, m, controls[0]).Action()
	var done []string
	for _, e := range w.sess.Game.Log() {
		done = append(done, e.Action.String())
	}
	wantDone := []string{"central dig-in ger-inf/2", "central signal ger-inf/2 7", "central dig-in ger-inf/1", control.String()}
	if !slices.Equal(done, wantDone) {
		t.Errorf("applied %q, want %q", done, wantDone)
	}

	// Many places: chosen on the board, as the actions panel does.
	unitMenuItem(t, m, "Send ger-inf/1 to scout the hex you choose on the board…").Action()
	if !w.board.Picking() {
		t.Fatal("the scouting item did not ask for the place on the board")
	}
	w.board.CancelPick()

	// The enemy stack's menu: its place's action.
	w0403, _ := rules.ParseLocation(sc, "W0403")
	w.showUnitMenu(w0403, w.sess.Stack(w0403)[0], abs)
	m = shownMenu(w)
	if m == nil {
		t.Fatal("no menu on W0403")
	}
	unitMenuItem(t, m, "Shell W0403").Action()
	if log := w.sess.Game.Log(); log[len(log)-1].Action.Verb != "shell" {
		t.Errorf("Shell W0403 applied %v", log[len(log)-1].Action)
	}

	// Shift+F10: the selection's top counter; Move… starts placing it.
	w.unitPopUp.Hide()
	w.sess.Select(&w0906)
	typeKey(w, fyne.KeyF10) // F10 alone: no menu
	if m := shownMenu(w); m != nil {
		t.Fatalf("F10 without Shift opened %v", m)
	}
	// Shift pressed and released as the window's canvas passes them on
	// (Fyne's test canvas has no key-down handler to drive).
	shift := &fyne.KeyEvent{Name: desktop.KeyShiftLeft}
	w.board.KeyDown(shift)
	typeKey(w, fyne.KeyF10)
	w.board.KeyUp(shift)
	m = shownMenu(w)
	if m == nil || m.Items[0].Label != rules.UnitName(sc.Counters, w.sess.Stack(w0906)[0]) {
		t.Fatalf("Shift+F10 opened %v", m)
	}
	unitMenuItem(t, m, "Move…").Action()
	if !w.board.Placing() {
		t.Error("Move… did not start placing the unit")
	}
}

// With the board showing the past, the menu says so and offers nothing.
func TestCounterMenuWhilePreviewing(t *testing.T) {
	w := newModuleWindow(t, "menu-drill", 9, false)
	sc := w.sess.Game.Scenario
	w0906, _ := rules.ParseLocation(sc, "W0906")
	if _, err := w.sess.Apply(w.sess.LegalWith("dig-in", "ger-inf/1")[0]); err != nil {
		t.Fatal(err)
	}
	if err := w.sess.Preview(0); err != nil {
		t.Fatal(err)
	}
	got := menuLabels(w.unitMenu(w0906, w.sess.Stack(w0906)[0]), "")
	if len(got) != 2 || got[1] != "[The board shows an earlier point of the log]" {
		t.Errorf("menu while previewing: %q", got)
	}
}

// Issue 24, the secrets rule: the tooltip of a face-down enemy unit says
// only what its owner's opponent may see: not its type, values or step,
// which the owner's own tooltip does show.
func TestTooltipOfHiddenEnemyShowsNothingSecret(t *testing.T) {
	w := newTestWindow(t) // hotseat: the Central Powers at the screen
	sc := w.sess.Game.Scenario
	if w.sess.Viewer() != "central" {
		t.Fatalf("viewer %q, want central", w.sess.Viewer())
	}
	w0304, _ := rules.ParseLocation(sc, "W0304") // a face-down French infantry unit
	var full rules.UnitView
	for _, u := range w.sess.Game.State().View("").Units {
		if u.Cell == "W0304" {
			full = u
		}
	}
	if !full.Hidden || full.Type == "" {
		t.Fatalf("W0304 holds %+v, want a face-down unit", full)
	}
	secrets := []string{rules.UnitName(sc.Counters, full), panels.UnitText(w.sess, full)}
	ut := sc.Counters.Unit(full.Type)
	secrets = append(secrets, ut.Name)
	if p := ut.Steps[full.Step].Print; p != "" {
		secrets = append(secrets, p)
	}
	tip := w.board.TipText(w.board.CounterPosition(w0304, full.ID))
	if tip == "" {
		t.Fatal("no tooltip on W0304's counter")
	}
	for _, s := range secrets {
		for _, line := range strings.Split(s, "\n")[:1] {
			if strings.Contains(tip, line) {
				t.Errorf("the Central Powers' tooltip of a face-down French unit says %q:\n%s", line, tip)
			}
		}
	}
	if !strings.Contains(tip, "France") {
		t.Errorf("the tooltip should say whose unit it is (its nation shows):\n%s", tip)
	}
	// Its owners see it: the words hidden above are what it would leak.
	w.app.Preferences().SetBool(prefAskBeforeEnd, false)
	typeKey(w, fyne.KeySpace)
	takeOver(t, w)
	if w.sess.Viewer() != "allies" {
		t.Fatalf("viewer %q after the hand-over, want allies", w.sess.Viewer())
	}
	if own := w.board.TipText(w.board.CounterPosition(w0304, full.ID)); !strings.Contains(own, ut.Name) && !strings.Contains(own, rules.UnitName(sc.Counters, full)) {
		t.Errorf("the Allies' own tooltip does not name their unit:\n%s", own)
	}
}

// Issue 24, one unit out of a big stack (Vernian, the German Ground
// Movement Phase): a unit's row in the stack panel dragged onto a legal
// hex of the board moves that unit alone; onto a hex it may not reach,
// the status bar says why and nothing moves.
func TestStackRowDraggedOntoTheBoardMovesThatUnit(t *testing.T) {
	w := newTestWindow(t)
	g, err := rules.StartGame("builtin:vernian", nil, 3, false)
	if err != nil {
		t.Fatal(err)
	}
	w.sess.Replace(g, "")
	for g.Status().Phase != "german-movement" {
		if _, err := w.sess.Apply(w.sess.LegalWith("end-phase", "")[0]); err != nil {
			t.Fatal(err)
		}
		w.sess.TakeOver()
	}
	takeOver(t, w)
	sc := g.Scenario
	// A German stack of three or more with a unit under the top that may move.
	var from rules.Location
	var unit rules.UnitView
	var dests []string
	for _, u := range w.sess.View().Units {
		l, ok := w.sess.UnitLocation(u)
		if !ok || !l.OnMap() || u.Side != "germans" {
			continue
		}
		st := w.sess.Stack(l)
		if len(st) < 3 || st[0].ID == u.ID {
			continue
		}
		if moves := w.sess.LegalWith("move", u.ID); len(moves) > 0 {
			from, unit = l, u
			for _, a := range moves {
				dests = append(dests, a.Args[1])
			}
			break
		}
	}
	if unit.ID == "" {
		t.Fatal("no German stack of three with a movable unit under its top")
	}
	m := sc.Map(from.Map)
	w.board.ShowCell(from.Map, from.Cell)
	var legal, illegal rules.Location
	for _, c := range m.Topology.Neighbors(from.Cell, nil) {
		l := rules.Location{Map: from.Map, Cell: c}
		if slices.Contains(dests, l.Text(sc)) {
			legal = l
		}
	}
	// An illegal place in view: two hexes off, past the unit's reach or
	// not, the rules refuse it (a place no move of the unit lists).
	for _, c := range m.Topology.Neighbors(from.Cell, nil) {
		for _, c2 := range m.Topology.Neighbors(c, nil) {
			l := rules.Location{Map: from.Map, Cell: c2}
			if l != from && !slices.Contains(dests, l.Text(sc)) {
				illegal = l
			}
		}
	}
	if legal.Map == "" || illegal.Map == "" {
		t.Fatalf("no legal or illegal hex near %s for %s: %v", from.Text(sc), unit.ID, dests)
	}
	w.sess.Select(&from)

	// The row of unit in the stack panel: the smallest thing that may be
	// dragged around its title.
	d := fyne.CurrentApp().Driver()
	title := rules.UnitName(sc.Counters, unit)
	content := w.Fyne().Content()
	var titleAt fyne.Position
	for _, o := range test.LaidOutObjects(content) {
		if l, ok := o.(*widget.Label); ok && l.Text == title {
			titleAt = d.AbsolutePositionForObject(l).AddXY(l.Size().Width/2, l.Size().Height/2)
		}
	}
	var row fyne.Draggable
	var rowObj fyne.CanvasObject
	for _, o := range test.LaidOutObjects(content) {
		dr, ok := o.(fyne.Draggable)
		if !ok || o == fyne.CanvasObject(w.board) {
			continue
		}
		p, s := d.AbsolutePositionForObject(o), o.Size()
		if titleAt.X < p.X || titleAt.Y < p.Y || titleAt.X > p.X+s.Width || titleAt.Y > p.Y+s.Height {
			continue
		}
		if rowObj == nil || s.Width*s.Height < rowObj.Size().Width*rowObj.Size().Height {
			row, rowObj = dr, o
		}
	}
	if row == nil {
		t.Fatalf("no draggable row around %q in the stack panel", title)
	}
	// dragTo drags the row from its title to the centre of loc on the board.
	dragTo := func(loc rules.Location) {
		rowAt := d.AbsolutePositionForObject(rowObj)
		start := titleAt.Subtract(rowAt)
		end := d.AbsolutePositionForObject(w.board).Add(w.board.CounterPosition(loc, "")).Subtract(rowAt)
		mid := fyne.NewPos((start.X+end.X)/2, (start.Y+end.Y)/2)
		row.Dragged(&fyne.DragEvent{PointEvent: fyne.PointEvent{Position: mid}, Dragged: fyne.NewDelta(mid.X-start.X, mid.Y-start.Y)})
		row.Dragged(&fyne.DragEvent{PointEvent: fyne.PointEvent{Position: end}, Dragged: fyne.NewDelta(end.X-mid.X, end.Y-mid.Y)})
		row.DragEnd()
	}

	n := len(g.Log())
	dragTo(illegal)
	if len(g.Log()) != n {
		t.Fatalf("a drop on %s applied %v", illegal.Text(sc), g.Log()[n:])
	}
	wantWhy := title + " cannot move to " + rules.LocationName(sc, illegal.Text(sc)) + ": "
	if !strings.HasPrefix(w.status.Text, wantWhy) || len(w.status.Text) == len(wantWhy) {
		t.Errorf("status %q, want %q and the rules' reason", w.status.Text, wantWhy)
	}

	before := w.sess.Stack(from)
	dragTo(legal)
	log := g.Log()
	if len(log) != n+1 || log[n].Action.Verb != "move" || log[n].Action.Args[0] != unit.ID || log[n].Action.Args[1] != legal.Text(sc) {
		t.Fatalf("after the drop on %s the log has %v (status %q), want the move of %s alone", legal.Text(sc), log[n:], w.status.Text, unit.ID)
	}
	after := w.sess.Stack(from)
	if len(after) != len(before)-1 || slices.ContainsFunc(after, func(u rules.UnitView) bool { return u.ID == unit.ID }) {
		t.Errorf("%s holds %d units after, %d before", from.Text(sc), len(after), len(before))
	}
	if sel := w.sess.Selected(); sel == nil || *sel != from {
		t.Errorf("selected %v, want %s still: the next unit may be dragged out", sel, from.Text(sc))
	}
}

// The item that starts choosing a unit's place on the board says what
// its drags do: "Move…" when one is a move, else the words they share
// (a flyer's missions), else "Choose a place…".
func TestPlaceLabel(t *testing.T) {
	w := newModuleWindow(t, "menu-drill", 9, false)
	act := func(verb, place string) rules.Action {
		return rules.Action{Side: "central", Verb: verb, Args: []string{"ger-inf/2", place}}
	}
	for _, c := range []struct {
		drags []rules.Action
		want  string
	}{
		{[]rules.Action{act("scout", "W0805"), act("move", "W0805")}, "Move…"},
		{[]rules.Action{act("scout", "W0805"), act("scout", "W0807")}, "Send ger-inf/2 to scout…"},
		{[]rules.Action{act("scout", "W0805"), act("land", "W0807")}, "Choose a place…"},
	} {
		if got := w.placeLabel(c.drags); got != c.want {
			t.Errorf("%v: %q, want %q", c.drags, got, c.want)
		}
	}
}
