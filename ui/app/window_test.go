package app

import (
	"errors"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/software"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"sandtable/internal/heavytest"
	"sandtable/rules"
	"sandtable/rules/freeplay"
	"sandtable/scenarios"
)

// volley is freeplay plus a choice the rules leave to the owner: after a
// central "volley W0403", the allies choose which of two units is lost
// ("lose UNIT"), the cavalry suggested. It has a rules
// reference with a chart, cited by its refusals as "volley 1".
type volley struct{}

func (volley) ID() string   { return "volley" }
func (volley) Name() string { return "Volley (test)" }
func (volley) New(s *scenarios.Scenario, o rules.Options, r *rand.Rand) (rules.State, error) {
	st, err := freeplay.Module{}.New(s, o, r)
	return &volleyState{State: st}, err
}

type volleyState struct {
	rules.State
	Pending bool
}

var volleyChoices = []string{"brit-inf/1", "brit-cav/1"}

func (s *volleyState) Legal(side string) []rules.Action {
	if s.Pending {
		if side != "allies" {
			return nil
		}
		var out []rules.Action
		for _, u := range volleyChoices {
			out = append(out, rules.Action{Side: side, Verb: "lose", Args: []string{u}})
		}
		return out
	}
	out := s.State.Legal(side)
	if side == "central" && len(out) > 0 {
		out = append(out, rules.Action{Side: side, Verb: "volley", Args: []string{"W0403"}})
	}
	return out
}

func (s *volleyState) Check(a rules.Action) error {
	for _, l := range s.Legal(a.Side) {
		if l.Equal(a) {
			return nil
		}
	}
	if s.Pending || a.Verb == "volley" || a.Verb == "lose" {
		return rules.Refuse(a, "volley 1", "not now")
	}
	return s.State.Check(a)
}

func (s *volleyState) Apply(a rules.Action, ctx *rules.Context) error {
	switch a.Verb {
	case "volley":
		s.Pending = true
		ctx.Logf("volley at %s", a.Args[0])
	case "lose":
		s.Pending = false
		ctx.Logf("%s is lost", a.Args[0])
	default:
		return s.State.Apply(a, ctx)
	}
	return nil
}

func (s *volleyState) Clone() rules.State { c := *s; c.State = s.State.Clone(); return &c }

func (s *volleyState) Status() rules.Status {
	st := s.State.Status()
	if s.Pending {
		st.Active = []string{"allies"}
		st.Decision = &rules.Decision{Side: "allies", Prompt: "Choose the unit at W0403 that is lost", Rule: "volley 1",
			Default: rules.Action{Side: "allies", Verb: "lose", Args: []string{volleyChoices[1]}}}
	}
	return st
}

func (s *volleyState) Reference() rules.Reference {
	return rules.Reference{Title: "Volley rules", Sections: []rules.RefSection{
		{Rule: "volley 1", Title: "Volleys", Text: "A volley costs the owner one unit of their choice.",
			Tables: []rules.RefTable{{ID: "crt", Caption: "Volley table", Columns: []string{"Die", "1:1", "2:1"}, Rows: [][]string{{"1-3", "AR", "EX"}, {"4-6", "EX", "DR"}}}}},
	}}
}

func init() { rules.Register(volley{}) }

// newVolleyWindow is a window on a test-hex-flat game of the volley module.
func newVolleyWindow(t *testing.T, manual bool) *Window {
	t.Helper()
	return newModuleWindow(t, "volley", 5, manual)
}

// topText is the text of the dialog on top, "" when none.
func topText(w *Window) string {
	o := w.Fyne().Canvas().Overlays().Top()
	if o == nil {
		return ""
	}
	return strings.Join(labels(o), "\n")
}

// Issue 10 item 2: Enter pressed while the "Unsaved game" dialog is open
// used to end the phase behind it. No key or shortcut acts on the game
// while a dialog is up.
func TestKeysDoNotReachTheGameBehindADialog(t *testing.T) {
	w := newTestWindow(t)
	w.pick = func(_ bool, _, _, _, _ string, _ []string, done func(string)) { done("") } // Save: cancelled
	a := w.sess.LegalWith("move", "")[0]
	if _, err := w.sess.Apply(a); err != nil {
		t.Fatal(err)
	}
	w.confirmDiscard(func() { t.Error("the game was discarded") })
	if !strings.Contains(topText(w), "Save") {
		t.Fatalf("the unsaved-game question should offer Save:\n%s", topText(w))
	}
	typeKey(w, fyne.KeySpace)
	w.Fyne().Canvas().(software.WindowlessCanvas).OnTypedRune()(' ')
	for _, sc := range []fyne.Shortcut{&fyne.ShortcutUndo{}, &fyne.ShortcutRedo{}} {
		w.shortcutActs[sc.ShortcutName()]()
	}
	if n := len(w.sess.Game.Log()); n != 1 {
		t.Fatalf("a key acted behind the dialog: %d actions, want 1", n)
	}
	typeKey(w, fyne.KeyReturn) // Enter is Save; the file dialog is cancelled
	if n := len(w.sess.Game.Log()); n != 1 || w.sess.Actor() != "central" {
		t.Fatalf("Enter in the unsaved-game dialog acted on the game: %d actions, actor %q", n, w.sess.Actor())
	}
	if w.blocked() {
		t.Fatal("the dialog should have closed")
	}
}

// The hand-over screen takes a click, never a stray key: the player who
// just ended the phase must not reveal the next side's view by pressing
// Enter or Space again.
func TestHandOverIgnoresKeys(t *testing.T) {
	w := newTestWindow(t)
	w.app.Preferences().SetBool(prefAskBeforeEnd, false)
	typeKey(w, fyne.KeySpace)
	if !w.sess.HandingOver() {
		t.Fatal("no hand-over after the central turn (test-hex-flat has face-down units)")
	}
	for _, k := range []fyne.KeyName{fyne.KeyReturn, fyne.KeySpace, fyne.KeyEscape} {
		typeKey(w, k)
	}
	if !w.sess.HandingOver() || len(w.sess.Game.Log()) != 1 {
		t.Fatalf("keys got past the hand-over: handing over %v, %d actions", w.sess.HandingOver(), len(w.sess.Game.Log()))
	}
	tapButton(t, w.Fyne().Content(), "I play the Allies: show my view")
	if w.sess.HandingOver() {
		t.Fatal("the button did not hand over")
	}
}

// Issue 10 item 3: a phase end with nothing irreversible is undone with
// Ctrl+Z; the status says so. (Vernian: the German New Units Phase ends
// into German air phases and movement, the same side acting.)
func TestAccidentalEndPhaseIsUndone(t *testing.T) {
	w := newTestWindow(t)
	g, err := rules.StartGame("builtin:vernian", nil, 3, false)
	if err != nil {
		t.Fatal(err)
	}
	w.sess.Replace(g, "")
	for g.Status().Phase == "allied-setup" || g.Status().Phase == "german-setup" {
		if _, err := w.sess.Apply(w.sess.LegalWith("end-phase", "")[0]); err != nil {
			t.Fatal(err)
		}
		w.sess.TakeOver()
	}
	before := g.Status()
	if before.Active[0] != "germans" {
		t.Fatalf("after set-up %q acts in %s", before.Active[0], before.PhaseName)
	}
	n := len(g.Log())
	typeKey(w, fyne.KeySpace)
	after := g.Status()
	if len(g.Log()) != n+1 || after.Phase == before.Phase {
		t.Fatalf("space did not end %s (now %s, %d actions)", before.PhaseName, after.PhaseName, len(g.Log()))
	}
	if !strings.Contains(w.status.Text, "Ctrl+Z takes it back") {
		t.Errorf("status %q should say the end can be undone", w.status.Text)
	}
	w.undo()
	if got := g.Status(); got.Phase != before.Phase || len(g.Log()) != n {
		t.Fatalf("undo: phase %s, %d actions; want %s and %d", got.PhaseName, len(g.Log()), before.PhaseName, n)
	}
}

// "Don't ask again" turns the question off, and the Edit menu turns it
// back on.
func TestDontAskAgainBeforeEndingAPhase(t *testing.T) {
	w := newTestWindow(t)
	typeKey(w, fyne.KeySpace)
	over := w.Fyne().Canvas().Overlays().Top()
	for _, obj := range test.LaidOutObjects(over) {
		if c, ok := obj.(*widget.Check); ok {
			c.SetChecked(true)
		}
	}
	tapButton(t, over, "Go back")
	if w.askBeforeEnd() || len(w.sess.Game.Log()) != 0 {
		t.Fatalf("ask %v, %d actions: Don't ask again then Go back", w.askBeforeEnd(), len(w.sess.Game.Log()))
	}
	typeKey(w, fyne.KeySpace)
	if len(w.sess.Game.Log()) != 1 {
		t.Fatal("with the question off, Space ends the phase at once")
	}
	w.takeOver() // the hand-over screen's menu has only Quit
	var ask *fyne.MenuItem
	for _, it := range w.Fyne().MainMenu().Items[1].Items {
		if it.Label == "Ask before ending a phase" {
			ask = it
		}
	}
	if ask == nil || ask.Checked {
		t.Fatalf("Edit menu item %+v should be there, unchecked", ask)
	}
	ask.Action()
	if !w.askBeforeEnd() {
		t.Error("the Edit menu did not turn the question back on")
	}
}

// Issue 10 item 5: the owner makes the choice the rules give them, in a
// dialog with the suggested choice preselected; names, not ids.
func TestDecisionDialogAsksTheOwner(t *testing.T) {
	w := newVolleyWindow(t, false)
	w.act(rules.Action{Side: "central", Verb: "volley", Args: []string{"W0403"}})
	text := topText(w)
	if !strings.Contains(text, "Choose the unit at W0403 that is lost") || !strings.Contains(text, "Rule: volley 1") {
		t.Fatalf("no decision dialog:\n%s", text)
	}
	var radio *widget.RadioGroup
	for _, obj := range test.LaidOutObjects(w.Fyne().Canvas().Overlays().Top()) {
		if r, ok := obj.(*widget.RadioGroup); ok {
			radio = r
		}
	}
	if radio == nil || !strings.HasSuffix(radio.Selected, "(suggested)") || strings.Contains(strings.Join(radio.Options, " "), "brit-inf/") {
		t.Fatalf("choices %v selected %q: names, the suggestion preselected", radio.Options, radio.Selected)
	}
	radio.SetSelected(radio.Options[0]) // the owner prefers the first
	typeKey(w, fyne.KeyReturn)
	log := w.sess.Game.Log()
	if last := log[len(log)-1].Action; last.Verb != "lose" || last.Args[0] != "brit-inf/1" {
		t.Fatalf("applied %v, want the owner's choice brit-inf/1", last)
	}
	if w.sess.Game.Status().Decision != nil || w.blocked() {
		t.Fatal("the decision should be made and its dialog gone")
	}
}

// Issue 10 item 10: with real dice the window asks for the faces (how
// many, of what die, for what), refuses faces that do not fit, and logs
// the roll with the faces typed.
func TestRealDiceAreAskedFor(t *testing.T) {
	w := newVolleyWindow(t, true)
	roll := w.sess.LegalWith("roll", "")
	if len(roll) == 0 {
		t.Fatal("freeplay offers no roll")
	}
	a := roll[0]
	w.act(a)
	text := topText(w)
	if !strings.Contains(text, "Roll ") || !strings.Contains(text, "for:") {
		t.Fatalf("no real-dice dialog:\n%s", text)
	}
	var entry *widget.Entry
	for _, obj := range test.LaidOutObjects(w.Fyne().Canvas().Overlays().Top()) {
		if e, ok := obj.(*widget.Entry); ok {
			entry = e
		}
	}
	var nd *rules.NeedDice
	probe, _ := rules.NewGame(w.sess.Game.Scenario, nil, 1, true)
	_, err := probe.Apply(a)
	if !errors.As(err, &nd) {
		t.Fatalf("the roll should need dice: %v", err)
	}
	bad := strings.Repeat("9 ", nd.N)
	entry.SetText(bad)
	typeKey(w, fyne.KeyReturn)
	if len(w.sess.Game.Log()) != 0 || !strings.Contains(topText(w), "not a face") {
		t.Fatalf("9 on a d%d must be refused in the dialog:\n%s", nd.Sides, topText(w))
	}
	good := strings.TrimSpace(strings.Repeat("2 ", nd.N))
	entry.SetText(good)
	typeKey(w, fyne.KeyReturn)
	log := w.sess.Game.Log()
	if len(log) != 1 || len(log[0].Faces) != nd.N || log[0].Faces[0] != 2 {
		t.Fatalf("after entering %q: %+v", good, log)
	}
}

// Issue 10 item 9: refusals cite a rule the reference has; the status
// bar offers to look it up, and the reference window opens at that
// section; the combat dialog's table opens with the column marked.
func TestRulesReferenceFromARefusal(t *testing.T) {
	w := newVolleyWindow(t, false)
	w.apply(rules.Action{Side: "allies", Verb: "volley", Args: []string{"W0403"}})
	if !w.lookup.Visible() || w.lookupRule != "volley 1" {
		t.Fatalf("status %q: the rule should be offered for look-up (visible %v, rule %q)", w.status.Text, w.lookup.Visible(), w.lookupRule)
	}
	test.Tap(w.lookup)
	if w.help == nil {
		t.Fatal("no reference window")
	}
	text := strings.Join(labels(w.help.Content()), "\n")
	if !strings.Contains(text, "Volleys") || !strings.Contains(text, "Cited as: volley 1") {
		t.Errorf("reference window:\n%s", text)
	}
	w.showReference("", "crt", "2:1")
	text = strings.Join(labels(w.help.Content()), "\n")
	if !strings.Contains(text, "Marked: column 2:1") {
		t.Errorf("the CRT should open with the attack's column marked:\n%s", text)
	}
	for _, page := range []string{pageMapLegend, pageColours} {
		if !strings.Contains(text, page) {
			t.Errorf("reference pages lack %q", page)
		}
	}
}

// Issue 10 item 15: a broken file still opens the window, on the bundled
// game, with the loader's message, then the start screen.
func TestBrokenFileOpensTheWindowWithTheError(t *testing.T) {
	heavytest.Skip(t, "the loader's error and the start screen's picture on the test goroutine (offThread runs in turn in tests); TestStartOnSealedSaveAsksThePassphrase starts a window from a file under -race")
	t.Setenv("XDG_CONFIG_HOME", t.TempDir())
	bad := filepath.Join(t.TempDir(), "broken.toml")
	if err := os.WriteFile(bad, []byte("format = \"sandtable-scenario\"\nversion = 1\nname = [\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	a := test.NewTempApp(t)
	g, save, err := open(bad)
	if err == nil {
		t.Fatal("the broken file opened")
	}
	w, err2 := startWindow(a, a.NewWindow("t"), bad, g, save, err, soft)
	if err2 != nil {
		t.Fatal(err2)
	}
	t.Cleanup(w.Fyne().Close) // and with it the board's compositor
	waitAutosaves(t, w)
	w.Fyne().Resize(fyne.NewSize(1000, 700))
	text := topText(w)
	if !strings.Contains(text, "broken.toml") {
		t.Fatalf("the error dialog should name the file:\n%s", text)
	}
	typeKey(w, fyne.KeyReturn)
	if !strings.Contains(topText(w), "Scenarios") {
		t.Fatalf("after the error, the start screen:\n%s", topText(w))
	}
}

// The Save dialog suggests a name made from the game.
func TestSaveSuggestsAName(t *testing.T) {
	w := newTestWindow(t)
	var suggested string
	w.pick = func(save bool, _, _, startFile, _ string, _ []string, done func(string)) {
		suggested = startFile
		done("")
	}
	w.saveAs()
	if !strings.HasSuffix(suggested, ".toml") || !strings.Contains(suggested, "Test flat hex") || strings.ContainsAny(suggested, "/:") {
		t.Errorf("suggested %q: the scenario's name, file-safe, .toml", suggested)
	}
}

// Menus show their keys.
func TestMenusShowTheirShortcuts(t *testing.T) {
	w := newTestWindow(t)
	want := map[string]bool{"Save": true, "Open…": true, "Undo": true, "Redo": true, "End phase": true, "Zoom in": true, "Fit board": true}
	for _, m := range w.Fyne().MainMenu().Items {
		for _, it := range m.Items {
			if want[it.Label] && it.Shortcut == nil {
				t.Errorf("%s > %s shows no shortcut", m.Label, it.Label)
			}
			delete(want, it.Label)
		}
	}
	for l := range want {
		t.Errorf("no menu item %q", l)
	}
}

// Every colour the board can show has a legend entry, the game's own
// overlays with what their tints mean (issue 10 item 9).
func TestColourLegendExplainsOverlays(t *testing.T) {
	w := newTestWindow(t)
	g, err := rules.StartGame("builtin:vernian", nil, 3, false)
	if err != nil {
		t.Fatal(err)
	}
	w.sess.Replace(g, "")
	text := strings.Join(labels(w.coloursPage()), "\n")
	for _, want := range []string{
		"Legal destination", "the last move", "controlled by Germans", "controlled by Allies",
		"Supply: Germans: a unit there would be in Attack Supply",
		"Supply: Allies, paler: in Defense Supply only",
		"OOS  on a counter: Out of Supply",
		"A counter turned on its side",
	} {
		if !strings.Contains(text, want) {
			t.Errorf("colour legend lacks %q:\n%s", want, text)
		}
	}
	legend := strings.Join(labels(w.mapLegendPage()), "\n")
	for _, want := range []string{"Sea: impassable", "River: +1 movement point to cross", "fortress", "supply source"} {
		if !strings.Contains(legend, want) {
			t.Errorf("map legend lacks %q:\n%s", want, legend)
		}
	}
}

// The End phase button asks the same question as Space.
func TestEndPhaseButtonAsksToo(t *testing.T) {
	w := newTestWindow(t)
	var end *widget.Button
	for _, obj := range test.LaidOutObjects(w.Fyne().Content()) {
		if b, ok := obj.(*widget.Button); ok && b.Text == "End phase" {
			end = b
		}
	}
	if end == nil {
		t.Fatal("no End phase button")
	}
	test.Tap(end)
	if len(w.sess.Game.Log()) != 0 || !strings.Contains(topText(w), "cannot be undone") {
		t.Fatalf("the button ended the phase without asking (%d actions):\n%s", len(w.sess.Game.Log()), topText(w))
	}
}

// A save opened while the rules wait for a choice asks for it at once.
func TestOpenedSaveAsksItsPendingDecision(t *testing.T) {
	w := newVolleyWindow(t, false)
	if _, err := w.sess.Apply(rules.Action{Side: "central", Verb: "volley", Args: []string{"W0403"}}); err != nil {
		t.Fatal(err)
	}
	// As at start-up: a window built on a game that already waits.
	w2, err := newWindow(w.app, w.app.NewWindow("t2"), "", w.sess.Game, soft)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(w2.Fyne().Close) // and with it the board's compositor
	w2.sess.Solitaire = true
	takeOver(t, w2)
	w2.askDecision()
	if !strings.Contains(topText(w2), "Choose the unit at W0403 that is lost") {
		t.Fatalf("no decision dialog on opening:\n%s", topText(w2))
	}
}

// Choices a player cannot tell apart are offered once: the vernian EX at
// Liège (testdata of cmd/sandtable, seed 5) leaves the Germans three
// identical infantry divisions 4-4-4 at Aachen among their six units.
func TestDecisionOffersAlikeChoicesOnce(t *testing.T) {
	w := newTestWindow(t)
	g, err := rules.StartGame("builtin:vernian", nil, 5, false)
	if err != nil {
		t.Fatal(err)
	}
	// Set-up, New Units, Base Change and Sortie (the Zeppelins stay), Movement.
	for _, line := range []string{"allies end-phase", "germans end-phase", "germans end-phase", "germans end-phase",
		"germans end-phase", "germans end-phase", "germans bombard ger-hq-22/1 W7606", "germans fire", "germans end-phase", "germans attack W7706", "germans resolve"} {
		a, _ := rules.ParseAction(line)
		if _, err := g.Apply(a); err != nil {
			t.Fatalf("%s: %v", line, err)
		}
	}
	w.sess.Solitaire = true
	w.sess.Replace(g, "")
	radio := decisionChoices(t, w)
	n := 0
	for _, o := range radio.Options {
		if strings.HasPrefix(o, "German infantry division 4-4-4 ") {
			n++
		}
	}
	// Three kinds: the 4-4-4s, the yellow-striped 3-3-4s, the cavalry.
	if n != 1 || len(radio.Options) != 3 {
		t.Errorf("choices %q: want the three 4-4-4 once, the two yellow-striped 3-3-4 once and the cavalry", radio.Options)
	}
}

// Escape closes the rules reference also after a page was clicked, when
// the list of pages has the keyboard (issue 24).
func TestEscapeClosesTheRulesReferenceAfterAClick(t *testing.T) {
	w := newTestWindow(t)
	w.showReference("", "", "")
	hw := w.help
	if hw == nil {
		t.Fatal("no reference window")
	}
	hw.Resize(fyne.NewSize(900, 680))
	var list fyne.Focusable
	for _, o := range test.LaidOutObjects(hw.Content()) {
		if f, ok := o.(fyne.Focusable); ok {
			if _, button := o.(*widget.Button); !button {
				list = f
				break
			}
		}
	}
	if list == nil {
		t.Fatal("nothing in the reference window takes the keyboard")
	}
	hw.Canvas().Focus(list) // as a click on a page does
	hw.Canvas().Focused().TypedKey(&fyne.KeyEvent{Name: fyne.KeyEscape})
	if w.help != nil {
		t.Error("Escape did not close the reference window while its list of pages had the keyboard")
	}
}

// The map legend lists the roads of Green Fields' map under their own
// heading, with what a step along them costs: its road type has no move
// cost, so the terrain's.
func TestMapLegendListsRoads(t *testing.T) {
	w := newTestWindow(t)
	g := playScript(t, "builtin:greenfields-1914", 1)
	w.sess.Replace(g, "")
	legend := strings.Join(labels(w.mapLegendPage()), "\n")
	for _, want := range []string{"Roads and railways", "Road: as the terrain entered (the rules say what a road gives)"} {
		if !strings.Contains(legend, want) {
			t.Errorf("map legend lacks %q:\n%s", want, legend)
		}
	}
}
