package panels

import (
	"regexp"
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2/test"

	"sandtable/rules"
	"sandtable/rules/freeplay"
	"sandtable/ui/session"
)

func TestDiceSeeded(t *testing.T) {
	s := newSession(t, false)
	var st statusLog
	p := NewDice(s, st.fn)
	test.NewTempWindow(t, p.Object())

	// Hotseat: the seed would foretell every roll to both players, so it
	// is not offered mid-game (issue 10 item 15).
	if p.showSeed.Visible() || !strings.Contains(p.mode.Text, "shown when the game is over") || p.manual.Visible() {
		t.Errorf("hotseat seeded game: mode %q, seed button visible=%v, manual entry visible=%v", p.mode.Text, p.showSeed.Visible(), p.manual.Visible())
	}
	s.Solitaire = true
	p.Refresh()
	if p.mode.Text != "Seeded dice" || !p.showSeed.Visible() {
		t.Errorf("solitaire: mode %q, seed button visible=%v", p.mode.Text, p.showSeed.Visible())
	}
	test.Tap(p.showSeed)
	if p.mode.Text != "Seeded dice, seed 42" || p.showSeed.Visible() {
		t.Errorf("after Show seed: %q", p.mode.Text)
	}

	var exprs []string
	for e := range p.buttons {
		exprs = append(exprs, e)
	}
	slices.Sort(exprs)
	want := slices.Clone(freeplay.DiceExprs)
	slices.Sort(want)
	if !slices.Equal(exprs, want) {
		t.Errorf("roll buttons %v, want freeplay's %v", exprs, want)
	}
	if p.last.Text != "No dice rolled yet" {
		t.Errorf("last roll %q before any", p.last.Text)
	}

	test.Tap(p.buttons["2d6"])
	log := s.Game.Log()
	if len(log) != 1 || log[0].Action.String() != "central roll 2d6" || len(log[0].Faces) != 2 {
		t.Fatalf("after Roll 2d6 the log is %+v", log)
	}
	if !regexp.MustCompile(`^Action 1, Central Powers: roll 2d6\nFor: dice on demand \(Central Powers\)\nDice \(2d6\): \d, \d\nNo modifiers\nTotal: \d+\nResult: \d+$`).MatchString(p.last.Text) {
		t.Errorf("last roll %q", p.last.Text)
	}

	// Other actions leave the last roll shown.
	if _, err := s.Apply(legal(t, s, "end-phase")); err != nil {
		t.Fatal(err)
	}
	if !strings.HasPrefix(p.last.Text, "Action 1, ") {
		t.Errorf("after end-phase the last roll reads %q", p.last.Text)
	}
	// And the Allies roll with their own buttons now.
	test.Tap(p.buttons["1d20"])
	if log := s.Game.Log(); log[len(log)-1].Action.String() != "allies roll 1d20" {
		t.Errorf("Roll 1d20 applied %q", log[len(log)-1].Action)
	}
	if !strings.HasPrefix(p.last.Text, "Action 3, Allies: roll 1d20\nFor: dice on demand (Allies)\nDice (1d20): ") {
		t.Errorf("last roll %q", p.last.Text)
	}
}

func TestDiceManual(t *testing.T) {
	s := newSession(t, true)
	var st statusLog
	p := NewDice(s, st.fn)
	test.NewTempWindow(t, p.Object())
	if !p.manual.Visible() || p.showSeed.Visible() || !strings.HasPrefix(p.mode.Text, "Manual dice") {
		t.Fatalf("manual game: mode %q, entry visible=%v, seed button visible=%v", p.mode.Text, p.manual.Visible(), p.showSeed.Visible())
	}
	if p.pending.Text != "No dice entered" || !p.clear.Disabled() {
		t.Errorf("pending %q, clear disabled=%v", p.pending.Text, p.clear.Disabled())
	}

	// Rolling before entering dice asks for them and changes nothing.
	test.Tap(p.buttons["2d6"])
	if st.last() != "Roll 2 d6 and enter the results" || len(s.Game.Log()) != 0 {
		t.Errorf("rolling without dice: status %q, %d log entries", st.last(), len(s.Game.Log()))
	}

	test.Type(p.entry, "3 6 1")
	test.Tap(p.enter)
	if n := s.Game.PendingDice(); n != 3 {
		t.Fatalf("after entering 3 6 1, %d dice wait", n)
	}
	if p.pending.Text != "3 dice entered, not used yet" || p.clear.Disabled() || p.entry.Text != "" {
		t.Errorf("pending %q, clear disabled=%v, entry %q", p.pending.Text, p.clear.Disabled(), p.entry.Text)
	}

	test.Tap(p.buttons["2d6"])
	if log := s.Game.Log(); len(log) != 1 || !slices.Equal(log[0].Faces, []int{3, 6}) {
		t.Fatalf("Roll 2d6 used %v, want the entered 3 6", log)
	}
	if p.last.Text != "Action 1, Central Powers: roll 2d6\nFor: dice on demand (Central Powers)\nDice (2d6): 3, 6\nNo modifiers\nTotal: 9\nResult: 9" {
		t.Errorf("last roll %q", p.last.Text)
	}
	if p.pending.Text != "1 die entered, not used yet" {
		t.Errorf("after the roll: pending %q", p.pending.Text)
	}

	test.Tap(p.clear)
	if n := s.Game.PendingDice(); n != 0 || p.pending.Text != "No dice entered" {
		t.Errorf("after Clear: %d pending, label %q", n, p.pending.Text)
	}

	// Mistyped faces are refused whole, with the reason; Enter on the
	// keyboard submits too.
	test.Type(p.entry, "4 x")
	p.entry.OnSubmitted(p.entry.Text)
	if n := s.Game.PendingDice(); n != 0 || st.last() != `"x" is not a die face (a whole number from 1)` {
		t.Errorf("mistyped faces: %d pending, status %q", n, st.last())
	}
	// A face too big for the die discards what was entered.
	p.entry.SetText("9 2")
	test.Tap(p.enter)
	test.Tap(p.buttons["2d6"])
	if n := s.Game.PendingDice(); n != 0 || p.pending.Text != "No dice entered" || !strings.Contains(st.last(), "not a face of a d6") {
		t.Errorf("a 9 on a d6: %d pending, label %q, status %q", n, p.pending.Text, st.last())
	}
	if len(s.Game.Log()) != 1 {
		t.Errorf("a roll with a bad face was logged")
	}

	p.entry.SetText("5,2")
	p.entry.OnSubmitted(p.entry.Text)
	if n := s.Game.PendingDice(); n != 2 {
		t.Errorf("5,2 entered %d dice", n)
	}
}

func TestDiceNoRollsForOtherSeatOrPreview(t *testing.T) {
	s := newSession(t, false)
	p := NewDice(s, nil)
	test.NewTempWindow(t, p.Object())
	test.Tap(p.buttons["1d6"])
	if err := s.Preview(0); err != nil {
		t.Fatal(err)
	}
	if len(p.buttons) != 0 {
		t.Errorf("while previewing the panel offers rolls %v", p.buttons)
	}
	if err := s.Preview(-1); err != nil {
		t.Fatal(err)
	}
	s.Seat = "allies"
	p.Refresh()
	if len(p.buttons) != 0 {
		t.Errorf("the Allies' screen offers rolls during the Central Powers turn")
	}
}

func TestDiceFollowsReplacedGame(t *testing.T) {
	s := newSession(t, false)
	s.Solitaire = true // one player: the seed may be shown
	p := NewDice(s, nil)
	lg := NewLog(s, nil)
	test.NewTempWindow(t, p.Object())
	test.Tap(p.showSeed)
	test.Tap(p.buttons["1d6"])

	manual := newSession(t, true)
	s.Replace(manual.Game, "")
	if !p.manual.Visible() || p.last.Text != "No dice rolled yet" {
		t.Errorf("after loading a manual game: entry visible=%v, last %q", p.manual.Visible(), p.last.Text)
	}
	if lg.list.Length() != 1 {
		t.Errorf("the log panel kept %d lines of the old game", lg.list.Length())
	}
	seeded := newSession(t, false)
	s.Replace(seeded.Game, "")
	if p.mode.Text != "Seeded dice" || !p.showSeed.Visible() {
		t.Errorf("a new game shows the seed without asking: %q", p.mode.Text)
	}
}

// A game of normal play rolls fresh random dice: no seed to show, since
// the save's seed foretells no roll.
func TestDiceRandom(t *testing.T) {
	test.NewTempApp(t)
	g, err := rules.StartNewGame("builtin:test-hex-flat", nil, false)
	if err != nil {
		t.Fatal(err)
	}
	s := session.New(g)
	s.Solitaire = true
	var st statusLog
	p := NewDice(s, st.fn)
	test.NewTempWindow(t, p.Object())
	if p.showSeed.Visible() || p.mode.Text != "Random dice: nobody can foresee a roll" || p.manual.Visible() {
		t.Errorf("random dice: mode %q, seed button visible=%v, manual entry visible=%v", p.mode.Text, p.showSeed.Visible(), p.manual.Visible())
	}
}
