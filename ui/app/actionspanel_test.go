package app

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"sandtable/rules"
	"sandtable/rules/freeplay"
	"sandtable/scenarios"
)

// drill is freeplay on test-hex-flat plus three verbs the actions panel
// is tested with, offered to whichever side acts:
//   - "rally UNIT W0604" for each British infantry division: two alike at
//     W0403, one on the second map, all worded "rally British infantry
//     ... W0604";
//   - "signal UNIT CELL" for the German artillery at W1005, to each of 25
//     cells W0303-W0707 (one verb, many places: chosen on the board);
//   - "drill UNIT N" for the crack infantry at W1004, N from 1 to
//     drillCount, each once (a list longer than the panel).
type drill struct{}

func (drill) ID() string   { return "drill" }
func (drill) Name() string { return "Drill (test)" }
func (drill) New(s *scenarios.Scenario, o rules.Options, r *rand.Rand) (rules.State, error) {
	st, err := freeplay.Module{}.New(s, o, r)
	return &drillState{State: st}, err
}

// drillCount is how many drill actions the crack infantry has.
const drillCount = 30

type drillState struct {
	rules.State
	Drilled []string
}

// unitsOf are the ids of the units of counter type typ on the maps.
func (s *drillState) unitsOf(typ string) []string {
	var out []string
	for _, u := range s.State.View("").Units {
		if u.Type == typ && u.Cell != "" {
			out = append(out, u.ID)
		}
	}
	return out
}

func (s *drillState) Legal(side string) []rules.Action {
	out := s.State.Legal(side)
	if len(out) == 0 {
		return out
	}
	for _, u := range s.unitsOf("brit-inf") {
		out = append(out, rules.Action{Side: side, Verb: "rally", Args: []string{u, "W0604"}})
	}
	for _, u := range s.unitsOf("ger-art") {
		for x := 3; x <= 7; x++ {
			for y := 3; y <= 7; y++ {
				out = append(out, rules.Action{Side: side, Verb: "signal", Args: []string{u, fmt.Sprintf("W%02d%02d", x, y)}})
			}
		}
	}
	for _, u := range s.unitsOf("ger-inf-crack") {
		for n := 1; n <= drillCount; n++ {
			if !slices.Contains(s.Drilled, fmt.Sprint(n)) {
				out = append(out, rules.Action{Side: side, Verb: "drill", Args: []string{u, fmt.Sprint(n)}})
			}
		}
	}
	return out
}

func (s *drillState) Check(a rules.Action) error {
	switch a.Verb {
	case "rally", "signal", "drill":
		if !slices.ContainsFunc(s.Legal(a.Side), a.Equal) {
			return rules.Refuse(a, "drill", "not now")
		}
		return nil
	}
	return s.State.Check(a)
}

func (s *drillState) Apply(a rules.Action, ctx *rules.Context) error {
	switch a.Verb {
	case "rally", "signal":
		ctx.Logf("%s %s", a.Verb, strings.Join(a.Args, " "))
	case "drill":
		s.Drilled = append(s.Drilled, a.Args[1])
		ctx.Logf("drill %s", a.Args[1])
	default:
		return s.State.Apply(a, ctx)
	}
	return nil
}

func (s *drillState) Clone() rules.State {
	return &drillState{State: s.State.Clone(), Drilled: slices.Clone(s.Drilled)}
}

func init() { rules.Register(drill{}) }

// newDrillWindow is a window on a test-hex-flat game of the drill module.
func newDrillWindow(t *testing.T) *Window { return newModuleWindow(t, "drill", 9, false) }

// newModuleWindow is a solitaire window (the test plays both sides) on a
// test-hex-flat game of the rules module, set up from seed.
func newModuleWindow(t *testing.T, module string, seed uint64, manual bool) *Window {
	t.Helper()
	w := newTestWindow(t)
	s, _ := scenarios.Builtin("test-hex-flat")
	sc := *s
	sc.Module = module
	g, err := rules.NewGame(&sc, nil, seed, manual)
	if err != nil {
		t.Fatal(err)
	}
	w.sess.Solitaire = true
	w.sess.Replace(g, "")
	return w
}

// selectCell selects the cell text of w's game.
func selectCell(t *testing.T, w *Window, text string) {
	t.Helper()
	loc, err := rules.ParseLocation(w.sess.Game.Scenario, text)
	if err != nil {
		t.Fatal(err)
	}
	w.sess.Select(&loc)
}

// panelButton is an action button found in the window: its label's text
// and the button that takes its taps.
type panelButton struct {
	text   string
	button *widget.Button
}

// actionButtons are the window's action buttons (a button under a
// wrapping label), in the order laid out.
func actionButtons(w *Window) []panelButton {
	var out []panelButton
	for _, o := range test.LaidOutObjects(w.Fyne().Content()) {
		c, ok := o.(*fyne.Container)
		if !ok || len(c.Objects) != 2 {
			continue
		}
		b, isButton := c.Objects[0].(*widget.Button)
		l, isLabel := c.Objects[1].(*widget.Label)
		if isButton && isLabel && l.Wrapping == fyne.TextWrapWord {
			out = append(out, panelButton{l.Text, b})
		}
	}
	return out
}

// buttonTexts are the texts of bs.
func buttonTexts(bs []panelButton) []string {
	var out []string
	for _, b := range bs {
		out = append(out, b.text)
	}
	return out
}

// lastAction is the last action of w's game log.
func lastAction(w *Window) rules.Action {
	log := w.sess.Game.Log()
	if len(log) == 0 {
		return rules.Action{}
	}
	return log[len(log)-1].Action
}

// clickAt clicks w's canvas where the middle of o is shown: what a player
// clicking there reaches.
func clickAt(w *Window, o fyne.CanvasObject) {
	p := fyne.CurrentApp().Driver().AbsolutePositionForObject(o)
	test.TapCanvas(w.Fyne().Canvas(), p.Add(fyne.NewPos(o.Size().Width/2, o.Size().Height/2)))
}

// Issue 24: buttons that would read the same say what tells them apart,
// in the player's words: two British infantry divisions rallying to
// W0604, one from W0403 and one from the second map, say where each comes
// from; the two at W0403, alike in every word, are one button, which
// rallies one of them.
func TestActionButtonsToldApart(t *testing.T) {
	w := newDrillWindow(t)
	s := w.sess.Game.Scenario
	selectCell(t, w, "W0604")
	var rally []panelButton
	for _, b := range actionButtons(w) {
		if strings.HasPrefix(b.text, "Rally ") {
			rally = append(rally, b)
		}
	}
	// Where the three divisions stand, as the player reads it.
	places := map[string]string{} // unit id: place text
	var other string
	for _, u := range w.sess.View().Units {
		if u.Type == "brit-inf" {
			loc, _ := w.sess.UnitLocation(u)
			places[u.ID] = loc.Text(s)
			if loc.Map != s.Maps[0].ID {
				other = loc.Text(s)
			}
		}
	}
	if len(places) != 3 || other == "" {
		t.Fatalf("British infantry at %v: the test wants two at W0403 and one on the second map", places)
	}
	name := rules.UnitName(s.Counters, rules.UnitView{Type: "brit-inf"})
	base := "Rally " + name + " " + rules.LocationName(s, "W0604")
	want := []string{
		base + " from " + rules.LocationName(s, "W0403") + " (one of 2 alike)",
		base + " from " + rules.LocationName(s, other),
	}
	if got := buttonTexts(rally); !slices.Equal(got, want) {
		t.Fatalf("rally buttons %q, want %q", got, want)
	}
	test.Tap(rally[0].button)
	if a := lastAction(w); a.Verb != "rally" || places[a.Args[0]] != "W0403" {
		t.Errorf("the button for the divisions at W0403 did %v", a)
	}
	test.Tap(rally[1].button)
	if a := lastAction(w); a.Verb != "rally" || places[a.Args[0]] != other {
		t.Errorf("the button for the division at %s did %v", other, a)
	}
}

// newVernianWindow is a window on the bundled Vernian game, seed 5, after
// the script lines (each decision they leave taken as suggested).
func newVernianWindow(t *testing.T, lines ...string) *Window {
	t.Helper()
	w := newTestWindow(t)
	g := playScript(t, "builtin:vernian", 5, lines...)
	w.sess.Solitaire = true
	w.sess.Replace(g, "")
	return w
}

// playScript is a game of scenario ref with seeded dice (seed) after the
// script lines, each decision they leave taken as suggested.
func playScript(t *testing.T, ref string, seed uint64, lines ...string) *rules.Game {
	t.Helper()
	g, err := rules.StartGame(ref, nil, seed, false)
	if err != nil {
		t.Fatal(err)
	}
	for _, line := range lines {
		a, err := rules.ParseAction(line)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := g.Apply(a); err != nil {
			t.Fatalf("%s: %v", line, err)
		}
		if d := g.Status().Decision; d != nil {
			if _, err := g.Apply(d.Default); err != nil {
				t.Fatal(err)
			}
		}
	}
	return g
}

// vernianToCombat are the script lines of cmd/sandtable's vernian-loss
// test up to the German Ground Combat Phase: set-up, New Units, Base
// Change, Sortie and Movement ended, Namur bombarded.
var vernianToCombat = []string{"allies end-phase", "germans end-phase", "germans end-phase", "germans end-phase",
	"germans end-phase", "germans end-phase", "germans bombard ger-hq-22/1 W7606", "germans fire", "germans end-phase"}

// The attack on Liège from Aachen (vernian-loss): after its EX the
// Germans may advance any of their five surviving attackers into Liège:
// three 4-4-4 (one reduced by the EX), two yellow-striped 3-3-4 and a
// cavalry division, all from Aachen. No two buttons read the same: the
// alike divisions are one button each, and the reduced one says so.
func TestVernianAdvanceButtonsToldApart(t *testing.T) {
	w := newVernianWindow(t, append(slices.Clone(vernianToCombat), "germans attack W7706", "germans resolve")...)
	selectCell(t, w, "W7706")
	texts := buttonTexts(actionButtons(w))
	var advance []string
	for _, text := range texts {
		if strings.HasPrefix(text, "Advance ") {
			advance = append(advance, text)
		}
	}
	if len(advance) != 4 {
		t.Fatalf("advance buttons %q: want the reduced 4-4-4, the other 4-4-4s, the 3-3-4s and the cavalry", advance)
	}
	seen := map[string]bool{}
	for _, text := range texts {
		if seen[text] {
			t.Errorf("two buttons read %q", text)
		}
		seen[text] = true
	}
	if !slices.ContainsFunc(advance, func(s string) bool { return strings.Contains(s, "4-4-4") && strings.HasSuffix(s, "(one of 2 alike)") }) {
		t.Errorf("no button for the two alike 4-4-4 divisions in %q", advance)
	}
	checkControls(t, w)
}

// checkControls checks the contract of the actions panel for w's
// selection: every action of panelActions is done by exactly one control
// (a button, or a pick on the board).
func checkControls(t *testing.T, w *Window) {
	t.Helper()
	phase, here := w.panelActions()
	for _, list := range [][]rules.Action{phase, here} {
		var got []rules.Action
		for _, e := range w.actionEntries(list) {
			got = append(got, e.acts...)
		}
		if len(got) != len(list) {
			t.Errorf("%d controls' actions for %d actions", len(got), len(list))
		}
		for _, a := range list {
			if n := slices.IndexFunc(got, a.Equal); n < 0 {
				t.Errorf("no control does %v", a)
			}
		}
	}
}

// Every action the panel lists has a control: a button, or a place to
// choose on the board.
func TestEveryPanelActionHasAControl(t *testing.T) {
	w := newDrillWindow(t)
	for _, cell := range []string{"W0604", "W0403", "W1004", "W1005", "W0906", "W0503"} {
		selectCell(t, w, cell)
		checkControls(t, w)
	}
}

// Issue 24: the actions showed only on the Stack tab. A click where an
// action's button shows does it, whatever tab is open.
func TestActionsShowWhateverTabIsOpen(t *testing.T) {
	w := newDrillWindow(t)
	selectCell(t, w, "W1004")
	var tabs *container.AppTabs
	for _, o := range test.LaidOutObjects(w.Fyne().Content()) {
		if at, ok := o.(*container.AppTabs); ok {
			tabs = at
		}
	}
	if tabs == nil {
		t.Fatal("no tabs in the side column")
	}
	for _, name := range []string{"Log", "Dice", "Stack"} {
		for i, it := range tabs.Items {
			if it.Text == name {
				tabs.SelectIndex(i)
			}
		}
		if tabs.Selected().Text != name {
			t.Fatalf("no %s tab", name)
		}
		var drill *panelButton
		for _, b := range actionButtons(w) {
			if strings.HasPrefix(b.text, "Drill ") {
				drill = &b
				break
			}
		}
		if drill == nil {
			t.Fatalf("%s tab open: no drill button", name)
		}
		n := len(w.sess.Game.Log())
		clickAt(w, drill.button)
		fields := strings.Fields(drill.text)
		if a := lastAction(w); len(w.sess.Game.Log()) != n+1 || a.Verb != "drill" || a.Args[1] != fields[len(fields)-1] {
			t.Errorf("%s tab open: a click on %q did %v", name, drill.text, a)
		}
	}
}

// actionsScroll is the scroll around w's action buttons that start with
// prefix.
func actionsScroll(t *testing.T, w *Window, prefix string) *container.Scroll {
	t.Helper()
	var out *container.Scroll
	for _, o := range test.LaidOutObjects(w.Fyne().Content()) {
		sc, ok := o.(*container.Scroll)
		if !ok {
			continue
		}
		for _, in := range test.LaidOutObjects(sc.Content) {
			if l, ok := in.(*widget.Label); ok && strings.HasPrefix(l.Text, prefix) {
				out = sc // the innermost comes last
				break
			}
		}
	}
	if out == nil {
		t.Fatalf("no scroll holds buttons %q", prefix)
	}
	return out
}

// Issue 24: a list rebuilt under a scrolled panel left a click on
// another action than the one shown. A change that leaves the list as it
// was keeps its buttons where they are (a click under way stays on its
// button); a list that changes starts at its top.
func TestActionsScrollBackToTopWhenTheyChange(t *testing.T) {
	w := newDrillWindow(t)
	selectCell(t, w, "W1004")
	sc := actionsScroll(t, w, "Drill ")
	if sc.Content.MinSize().Height <= sc.Size().Height+10 {
		t.Fatalf("%d drill buttons fit in %v: the test wants them to scroll", drillCount, sc.Size())
	}
	sc.ScrollToBottom()
	offset := sc.Offset
	before := actionButtons(w)
	selectCell(t, w, "W1004") // the same place again: the same actions
	after := actionButtons(w)
	if len(before) != len(after) || before[len(before)-1].button != after[len(after)-1].button {
		t.Error("a change that left the actions as they were made new buttons")
	}
	if sc.Offset != offset {
		t.Errorf("the same actions scrolled from %v to %v", offset, sc.Offset)
	}
	// The last drill button shows at the bottom (after it only the
	// crack infantry's move to the eliminated box): a click there does it.
	var last panelButton
	for _, b := range after {
		if strings.HasPrefix(b.text, "Drill ") {
			last = b
		}
	}
	clickAt(w, last.button)
	fields := strings.Fields(last.text)
	if a := lastAction(w); a.Verb != "drill" || a.Args[1] != fields[len(fields)-1] {
		t.Fatalf("a click on %q did %v", last.text, a)
	}
	if sc.Offset.Y != 0 {
		t.Errorf("the list changed and stays scrolled at %v", sc.Offset)
	}
	// What shows at the top now is what a click there does.
	first := actionButtons(w)[0]
	if !strings.HasPrefix(first.text, "Drill ") {
		t.Fatalf("the first button is %q, want a drill", first.text)
	}
	clickAt(w, first.button)
	fields = strings.Fields(first.text)
	if a := lastAction(w); a.Verb != "drill" || a.Args[1] != fields[len(fields)-1] {
		t.Errorf("a click on %q did %v", first.text, a)
	}
}

// tapCell clicks the middle of the cell text on w's board.
func tapCell(t *testing.T, w *Window, text string) {
	t.Helper()
	loc, err := rules.ParseLocation(w.sess.Game.Scenario, text)
	if err != nil {
		t.Fatal(err)
	}
	p, in := w.board.PlacePosition(loc)
	if !in {
		t.Fatalf("%s is not in view", text)
	}
	w.board.Tapped(&fyne.PointEvent{Position: p})
}

// Issue 24: an aircraft's hundreds of mission targets were a button each.
// A verb with many places for the selection is one button; it has the
// place chosen on the board, where a click on one does the action naming
// it, a click elsewhere nothing, and Escape gives up.
func TestPickThePlaceOnTheBoard(t *testing.T) {
	w := newDrillWindow(t)
	selectCell(t, w, "W1005")
	var signal []panelButton
	for _, b := range actionButtons(w) {
		if strings.HasPrefix(b.text, "Signal ") {
			signal = append(signal, b)
		}
	}
	if len(signal) != 1 || !strings.Contains(signal[0].text, "the hex you choose on the board") {
		t.Fatalf("signal buttons %q, want one that has the hex chosen on the board", buttonTexts(signal))
	}
	art := w.sess.UnitsAt(*w.sess.Selected())[0].ID
	n := len(w.sess.Game.Log())
	test.Tap(signal[0].button)
	if !w.board.Picking() {
		t.Fatal("the board does not ask for the hex")
	}
	if !strings.Contains(w.status.Text, "click one of the 25 hexes tinted green") {
		t.Errorf("status %q does not say what to do", w.status.Text)
	}
	tapCell(t, w, "W1106")
	if len(w.sess.Game.Log()) != n || !w.board.Picking() {
		t.Fatalf("a click off the hexes did %v", lastAction(w))
	}
	tapCell(t, w, "W0503")
	want := rules.Action{Side: w.sess.Actor(), Verb: "signal", Args: []string{art, "W0503"}}
	if a := lastAction(w); len(w.sess.Game.Log()) != n+1 || !a.Equal(want) {
		t.Fatalf("a click on W0503 did %v, want %v", a, want)
	}
	if w.board.Picking() {
		t.Error("the board still asks for a hex")
	}
	// Escape gives up: a click is a click again.
	selectCell(t, w, "W1005")
	for _, b := range actionButtons(w) {
		if strings.HasPrefix(b.text, "Signal ") {
			test.Tap(b.button)
		}
	}
	if !w.board.Picking() {
		t.Fatal("the board does not ask for the hex again")
	}
	w.Fyne().Canvas().OnTypedKey()(&fyne.KeyEvent{Name: fyne.KeyEscape})
	if w.board.Picking() {
		t.Fatal("Escape did not give up")
	}
	tapCell(t, w, "W0404")
	if len(w.sess.Game.Log()) != n+1 {
		t.Errorf("a click after Escape did %v", lastAction(w))
	}
}

// Issue 24: the combat dialog of a Vernian bombardment said "Resolve"; the
// player fires the designated bombards.
func TestBombardDialogSaysFire(t *testing.T) {
	w := newVernianWindow(t, vernianToCombat[:7]...)
	w.act(rules.Action{Side: "germans", Verb: "fire"})
	top := w.Fyne().Canvas().Overlays().Top()
	if top == nil {
		t.Fatal("no combat dialog for the bombards")
	}
	texts := labels(top)
	if !slices.Contains(texts, "Fire") || slices.Contains(texts, "Resolve") {
		t.Fatalf("the dialog's buttons: %q, want Fire and no Resolve", texts)
	}
	tapButton(t, top, "Fire")
	if a := lastAction(w); a.Verb != "fire" {
		t.Errorf("Fire did %v", a)
	}
}

// Buttons whose labels fit half the panel's width share a row, two by
// two; headings and longer buttons take a row each.
func TestShortActionButtonsShareARow(t *testing.T) {
	newTestWindow(t) // an app for the theme's sizes
	heading := widget.NewLabel("This phase")
	short := []*fyne.Container{actionButton("Fire", nil), actionButton("Cancel", nil), actionButton("Done", nil)}
	long := actionButton("Leave German infantry division 4-4-4 out of the attack on W7706 Liège", nil)
	flow := &actionFlow{natural: map[fyne.CanvasObject]float32{}}
	for _, b := range append(short, long) {
		flow.natural[b] = oneLineWidth(b.Objects[1].(*widget.Label).Text)
	}
	objs := []fyne.CanvasObject{heading, short[0], short[1], short[2], long}
	box := container.New(flow, objs...)
	box.Resize(fyne.NewSize(300, box.MinSize().Height))
	row := func(o fyne.CanvasObject) float32 { return o.Position().Y }
	if row(short[0]) != row(short[1]) || short[1].Position().X <= short[0].Position().X {
		t.Errorf("two short buttons at %v and %v: not side by side", short[0].Position(), short[1].Position())
	}
	if row(short[2]) == row(short[1]) || row(short[2]) == row(long) {
		t.Errorf("the third short button at %v shares a row (the long one is at %v)", short[2].Position(), long.Position())
	}
	if long.Size().Width != 300 || heading.Size().Width != 300 {
		t.Errorf("the heading is %v wide and the long button %v: want the width, 300", heading.Size().Width, long.Size().Width)
	}
	if h := box.MinSize().Height; h < long.Position().Y+long.Size().Height {
		t.Errorf("the rows want %v high, but the last ends at %v", h, long.Position().Y+long.Size().Height)
	}
}

// The phase checklist keeps its height as the game goes: the side column
// is laid out again when the checklist grows or shrinks, whether or not
// the actions change.
func TestPhaseChecklistFollowsTheGame(t *testing.T) {
	w := newVernianWindow(t)
	var phase *container.Scroll
	for _, o := range test.LaidOutObjects(w.Fyne().Content()) {
		if sc, ok := o.(*container.Scroll); ok && phase == nil {
			for _, in := range test.LaidOutObjects(sc.Content) {
				if b, ok := in.(*widget.Button); ok && b.Text == "End phase" {
					phase = sc
				}
			}
		}
	}
	var column *fyne.Container
	for _, o := range test.LaidOutObjects(w.Fyne().Content()) {
		if c, ok := o.(*fyne.Container); ok && phase != nil && len(c.Objects) > 0 && c.Objects[0] == phase {
			column = c
		}
	}
	if phase == nil || column == nil {
		t.Fatal("no scroll around the phase checklist atop the side column")
	}
	for _, line := range vernianToCombat[:6] {
		a, _ := rules.ParseAction(line)
		if _, err := w.sess.Apply(a); err != nil {
			t.Fatalf("%s: %v", line, err)
		}
		want := min(phase.Content.MinSize().Height, column.Size().Height*phaseShare)
		if got := phase.Size().Height; got < want-1 || got > want+1 {
			t.Errorf("after %q (%s) the checklist is %v high, its content %v", line, w.sess.Status().PhaseName, got, want)
		}
	}
}

// Issue 27: in Green Fields' weekly air operations an observation aircraft
// may fly a recce over any two adjoining zones at dawn, by day or at dusk:
// a button for each pair was thousands of buttons. A verb whose actions
// differ by several places is one button per period that asks for the
// places on the board in turn: the first zone, then the second among
// those adjoining it.
func TestPickTwoPlacesOnTheBoard(t *testing.T) {
	w := newTestWindow(t)
	g := playScript(t, "../../rules/greenfields/testdata/gf-week.toml", 7, "central end-phase", "central commit", "allies commit",
		"allies end-phase", "central end-phase", "allies end-phase", "central end-phase", "allies commit")
	w.sess.Solitaire = true
	w.sess.Replace(g, "")
	if w.sess.Actor() != "central" || g.Status().Phase != "wk-air" {
		t.Fatalf("%s to act in %s, want the Germans in the weekly air operations", w.sess.Actor(), g.Status().Phase)
	}
	selectCell(t, w, "W8") // the German observation aircraft
	var recce []panelButton
	for _, b := range actionButtons(w) {
		if strings.Contains(b.text, "reconnaissance over") {
			recce = append(recce, b)
		}
	}
	// Dawn, Day and Dusk: "Only bombers may elect to fly during the "night" period".
	if len(recce) != 3 {
		t.Fatalf("recce buttons %q, want one for each of the three daylight periods", buttonTexts(recce))
	}
	var dawn panelButton
	for _, b := range recce {
		if strings.Contains(b.text, "at Dawn: reconnaissance over the 2 squares you choose on the board") {
			dawn = b
		}
	}
	if dawn.button == nil {
		t.Fatalf("no button for a recce at dawn with the squares chosen on the board: %q", buttonTexts(recce))
	}
	n := len(g.Log())
	test.Tap(dawn.button)
	if !w.board.Picking() {
		t.Fatal("the board does not ask for the first square")
	}
	// The recce the test makes: the first at dawn the rules list over two
	// squares in view.
	inView := func(text string) bool {
		loc, err := rules.ParseLocation(g.Scenario, text)
		if err != nil {
			return false
		}
		_, in := w.board.PlacePosition(loc)
		return in
	}
	var want rules.Action
	for _, a := range g.Legal("central") {
		if a.Verb == "fly" && len(a.Args) == 5 && a.Args[1] == "dawn" && a.Args[2] == "recce" && inView(a.Args[3]) && inView(a.Args[4]) {
			want = a
			break
		}
	}
	if want.Verb == "" {
		t.Fatal("no recce at dawn over two squares in view is legal")
	}
	tapCell(t, w, want.Args[3])
	if len(g.Log()) != n || !w.board.Picking() {
		t.Fatalf("after the first square: %d actions, picking %v", len(g.Log())-n, w.board.Picking())
	}
	if !strings.Contains(w.status.Text, "over "+want.Args[3]) {
		t.Errorf("status %q does not name the first square", w.status.Text)
	}
	tapCell(t, w, want.Args[4])
	if a := lastAction(w); len(g.Log()) != n+1 || !a.Equal(want) {
		t.Fatalf("the two clicks did %v, want %v", a, want)
	}
}
