package app

import (
	"fmt"
	"math/big"
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
	"sandtable/rules/kit"
	"sandtable/scenarios"
)

// skirmish is freeplay plus one chancy verb, "attack CELL", resolved on a
// small CRT at 2 against 1: the module the combat dialog is tested with.
type skirmish struct{}

func (skirmish) ID() string   { return "skirmish" }
func (skirmish) Name() string { return "Skirmish (test)" }
func (skirmish) New(s *scenarios.Scenario, o rules.Options, r *rand.Rand) (rules.State, error) {
	st, err := freeplay.Module{}.New(s, o, r)
	return &skirmishState{State: st}, err
}

var skirmishCRT = kit.CRT{Name: "Test CRT", Dice: kit.DiceExpr{N: 1, Sides: 6},
	Columns: []string{"1:1", "2:1"},
	Rows: []kit.CRTRow{
		{Min: 1, Max: 2, Results: []string{"AR", "EX"}},
		{Min: 3, Max: 6, Results: []string{"EX", "DR"}},
	}}

// Hill is a -1 column shift, for the dialog to show with its reason.
var hill = []rules.Modifier{{Value: -1, Reason: "defender on a hill"}}

type skirmishState struct{ rules.State }

func (s *skirmishState) target(side string) string {
	if side != "central" {
		return ""
	}
	return "W0403" // an allied stack in the bundled scenario
}

func (s *skirmishState) Legal(side string) []rules.Action {
	out := s.State.Legal(side)
	if t := s.target(side); t != "" && len(out) > 0 {
		out = append(out, rules.Action{Side: side, Verb: "attack", Args: []string{t}})
	}
	return out
}

func (s *skirmishState) Check(a rules.Action) error {
	if a.Verb == "attack" {
		for _, l := range s.Legal(a.Side) {
			if l.Equal(a) {
				return nil
			}
		}
		return rules.Refuse(a, "skirmish 1", "no attack there")
	}
	return s.State.Check(a)
}

func (s *skirmishState) Apply(a rules.Action, ctx *rules.Context) error {
	if a.Verb != "attack" {
		return s.State.Apply(a, ctx)
	}
	r, err := skirmishCRT.Resolve(ctx.Dice(), 2, 1, hill, nil)
	if err != nil {
		return err
	}
	r.For = "attack on " + a.Args[0]
	ctx.LogRoll("", r)
	return nil
}

func (s *skirmishState) Clone() rules.State { return &skirmishState{State: s.State.Clone()} }

func (s *skirmishState) Forecast(a rules.Action) (rules.Forecast, bool) {
	if a.Verb != "attack" {
		return rules.Forecast{}, false
	}
	f := skirmishCRT.Forecast("crt", 2, 1, hill, nil)
	f.Title, f.Attackers, f.Defenders, f.Strength = "Attack on "+a.Args[0], []string{"ger-inf/1 (5)"}, []string{"brit-inf/1 (3)"}, "2 vs 1"
	return f, true
}

func init() { rules.Register(skirmish{}) }

// The combat dialog shows the exact odds of every result before the
// attack; Cancel leaves the game untouched, Resolve applies it and logs
// the roll with its table and shift.
func TestCombatDialogShowsExactOddsThenResolves(t *testing.T) {
	w := newTestWindow(t)
	s, _ := scenarios.Builtin("test-hex-flat")
	sc := *s
	sc.Module = "skirmish"
	g, err := rules.NewGame(&sc, nil, 9, false)
	if err != nil {
		t.Fatal(err)
	}
	w.sess.Replace(g, "")
	takeOver(t, w)
	loc, _ := rules.ParseLocation(&sc, "W0403")
	w.sess.Select(&loc)
	_, acts := w.panelActions()
	i := slices.IndexFunc(acts, func(a rules.Action) bool { return a.Verb == "attack" })
	if i < 0 || slices.ContainsFunc(acts[i+1:], func(a rules.Action) bool { return a.Verb == "attack" }) {
		t.Fatalf("actions at W0403: %v, want one attack", acts)
	}
	w.act(acts[i])
	over := w.Fyne().Canvas().Overlays().Top()
	if over == nil {
		t.Fatal("no combat dialog")
	}
	// At 2:1 shifted one column left by the hill: the 1:1 column, AR on
	// 1-2 (1/3) and EX on 3-6 (2/3).
	text := strings.Join(labels(over), "\n")
	for _, want := range []string{"Final column after all shifts: 1:1", "AR: 33% (1/3)", "EX: 67% (2/3)", "-1 column shift: defender on a hill", "ger-inf/1 (5)", "brit-inf/1 (3)"} {
		if !strings.Contains(text, want) {
			t.Errorf("combat dialog lacks %q:\n%s", want, text)
		}
	}
	tapButton(t, over, "Cancel")
	if len(w.sess.Game.Log()) != 0 {
		t.Fatal("Cancel applied the attack")
	}
	w.act(acts[0])
	typeKey(w, fyne.KeyReturn) // Enter presses Resolve, never End phase
	log := w.sess.Game.Log()
	if len(log) != 1 || len(log[0].Faces) != 1 || !strings.Contains(log[0].Events[0].String(), "attack on W0403: 1d6") {
		t.Fatalf("after Enter in the combat dialog: %+v", log)
	}
	// The result stays on screen until dismissed (issue 10 item 8).
	res := w.Fyne().Canvas().Overlays().Top()
	if res == nil || !strings.Contains(strings.Join(labels(res), "\n"), "attack on W0403: 1d6") {
		t.Fatalf("no result summary after Resolve")
	}
	typeKey(w, fyne.KeyReturn)
	if w.blocked() || len(w.sess.Game.Log()) != 1 {
		t.Fatalf("Enter should only dismiss the summary: blocked %v, log %d", w.blocked(), len(w.sess.Game.Log()))
	}
}

// An automatic result says so instead of listing shifts that will not
// apply (issue 10 item 8).
func TestCombatDialogSaysWhenShiftsDoNotApply(t *testing.T) {
	w := newTestWindow(t)
	crt := skirmishCRT
	crt.Below = "AE"
	f := crt.Forecast("crt", 1, 3, hill, nil)
	w.showForecast(rules.Action{Side: "central", Verb: "attack", Args: []string{"W0403"}}, f)
	text := strings.Join(labels(w.Fyne().Canvas().Overlays().Top()), "\n")
	if !strings.Contains(text, "Automatic result") || strings.Contains(text, "defender on a hill") {
		t.Errorf("automatic result dialog:\n%s", text)
	}
}

// labels collects the texts a dialog shows (labels, bars and buttons).
func labels(o fyne.CanvasObject) []string {
	var out []string
	for _, obj := range test.LaidOutObjects(o) {
		switch v := obj.(type) {
		case *widget.Label:
			out = append(out, v.Text)
		case *widget.ProgressBar:
			if v.TextFormatter != nil {
				out = append(out, v.TextFormatter())
			}
		case *widget.Button:
			out = append(out, v.Text)
		}
	}
	return out
}

// tapButton taps the button labelled text inside o.
func tapButton(t *testing.T, o fyne.CanvasObject, text string) {
	t.Helper()
	for _, obj := range test.LaidOutObjects(o) {
		if b, ok := obj.(*widget.Button); ok && b.Text == text {
			test.Tap(b)
			return
		}
	}
	t.Fatalf("no %q button in %v", text, labels(o))
}

// An air battle has a dozen end states or more, some with long names and
// exact chances of forty digits: the combat dialog lists every one in
// full, wrapped to its width (it does not widen past the window), taller
// than for a CRT but within the window, and scrolls.
func TestCombatDialogManyEndStates(t *testing.T) {
	w := newTestWindow(t)
	w.Fyne().Resize(fyne.NewSize(1600, 1000))
	f := rules.Forecast{Title: "Air combat at W0403", Table: "Fighter v Zeppelin"}
	for i := range 12 {
		f.Outcomes = append(f.Outcomes, rules.Outcome{
			Result: fmt.Sprintf("%d Zeppelins survive, their passengers lost, and %d Allied fighters left in the air", i%6, i%4),
			P:      rules.NewProb(int64(i+1), 78), // 1/78 + 2/78 + ... + 12/78 = 1
		})
	}
	f.Outcomes[3].P = rules.FracProb(big.NewInt(1), new(big.Int).Exp(big.NewInt(7), big.NewInt(40), nil))
	w.showForecast(rules.Action{Side: "central", Verb: "fight", Args: []string{"W0403"}}, f)
	over := w.Fyne().Canvas().Overlays().Top()
	if over == nil {
		t.Fatal("no combat dialog")
	}
	text := strings.Join(labels(over), "\n")
	for _, o := range f.Outcomes {
		if !strings.Contains(text, outcomeText(o)) {
			t.Errorf("the dialog lacks %q", outcomeText(o))
		}
	}
	var scroll *container.Scroll
	for _, obj := range test.LaidOutObjects(over) {
		if s, ok := obj.(*container.Scroll); ok && scroll == nil {
			scroll = s
		}
	}
	if scroll == nil {
		t.Fatal("the results do not scroll")
	}
	win := w.Fyne().Canvas().Size()
	if sz := scroll.Size(); sz.Width > 600 || sz.Height > win.Height*0.9 || sz.Height < 560 {
		t.Errorf("results area %v in a %v window: want at most 600 wide, taller than 560 and within nine tenths of the window", sz, win)
	}
	if scroll.Content.MinSize().Height <= scroll.Size().Height {
		t.Errorf("12 long results fit in %v without scrolling?", scroll.Size())
	}
	for _, obj := range test.LaidOutObjects(scroll.Content) {
		if l, ok := obj.(*widget.Label); ok && l.Size().Width > scroll.Size().Width {
			t.Errorf("%q is %v wide, wider than the dialog's %v", l.Text, l.Size().Width, scroll.Size().Width)
		}
	}
}
