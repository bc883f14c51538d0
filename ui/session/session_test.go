package session_test

import (
	"errors"
	"strings"
	"testing"

	"sandtable/rules"
	_ "sandtable/rules/freeplay"
	"sandtable/scenarios"
	"sandtable/ui/session"
)

func newSession(t *testing.T) *session.Session {
	t.Helper()
	s, err := scenarios.Builtin("test-hex-flat")
	if err != nil {
		t.Fatal(err)
	}
	g, err := rules.NewGame(s, nil, 3, false)
	if err != nil {
		t.Fatal(err)
	}
	g.Ref = "builtin:test-hex-flat"
	return session.New(g)
}

func TestHotseatViewFollowsTheActingSide(t *testing.T) {
	s := newSession(t)
	first := s.Actor()
	if s.Viewer() != first {
		t.Fatalf("viewer %q, actor %q", s.Viewer(), first)
	}
	if _, err := s.Apply(rules.Action{Side: first, Verb: "end-phase"}); err != nil {
		t.Fatal(err)
	}
	s.TakeOver()
	if s.Viewer() == first || s.Viewer() != s.Actor() {
		t.Fatalf("after end-phase the viewer is %q, actor %q", s.Viewer(), s.Actor())
	}
	// The other side's view hides the first side's face-down units.
	for _, u := range s.View().Units {
		if u.Side == first && u.Hidden && u.Type != "" {
			t.Errorf("%s's hidden unit %s shows its type %q to %s", first, u.ID, u.Type, s.Viewer())
		}
	}
	s.Seat = first
	if s.Viewer() != first {
		t.Error("a fixed seat must keep its view")
	}
}

func TestApplyNotifiesAndMarksDirty(t *testing.T) {
	s := newSession(t)
	var got []session.Change
	s.OnChange(func(c session.Change) { got = append(got, c) })
	a := s.LegalWith("move", "")[0]
	if _, err := s.Apply(a); err != nil {
		t.Fatal(err)
	}
	if !s.Dirty || len(got) != 1 || got[0] != session.GameChanged {
		t.Fatalf("dirty %v, changes %v", s.Dirty, got)
	}
	if err := s.Undo(); err != nil || len(s.Game.Log()) != 0 {
		t.Fatalf("undo: %v, log %d", err, len(s.Game.Log()))
	}
	if err := s.Redo(); err != nil || len(s.Game.Log()) != 1 {
		t.Fatalf("redo: %v, log %d", err, len(s.Game.Log()))
	}
}

func TestUnitsAtAndSelection(t *testing.T) {
	s := newSession(t)
	a := s.LegalWith("move", "")[0] // "SIDE move UNIT LOC"
	loc, err := rules.ParseLocation(s.Game.Scenario, a.Args[1])
	if err != nil {
		t.Fatal(err)
	}
	if _, err := s.Apply(a); err != nil {
		t.Fatal(err)
	}
	found := false
	for _, u := range s.UnitsAt(loc) {
		found = found || u.ID == a.Args[0]
	}
	if !found {
		t.Errorf("%s is not listed at %s after moving there", a.Args[0], a.Args[1])
	}
	n := 0
	s.OnChange(func(c session.Change) {
		if c == session.SelectionChanged {
			n++
		}
	})
	s.Select(&loc)
	s.Select(&loc) // the same again: no change
	if n != 1 || s.Selected() == nil || *s.Selected() != loc {
		t.Errorf("selection changes %d, selected %v", n, s.Selected())
	}
}

func TestPreviewShowsThePastAndBlocksActions(t *testing.T) {
	s := newSession(t)
	a := s.LegalWith("move", "")[0]
	s.Apply(a)
	if err := s.Preview(0); err != nil {
		t.Fatal(err)
	}
	if n, on := s.Previewing(); !on || n != 0 {
		t.Fatalf("previewing %d %v", n, on)
	}
	loc, _ := rules.ParseLocation(s.Game.Scenario, a.Args[1])
	for _, u := range s.UnitsAt(loc) {
		if u.ID == a.Args[0] {
			t.Errorf("the preview of the start shows %s already moved", u.ID)
		}
	}
	if _, err := s.Apply(s.Legal()[0]); !errors.Is(err, session.ErrPreviewing) {
		t.Errorf("acting while previewing: %v", err)
	}
	s.Preview(-1)
	if _, on := s.Previewing(); on {
		t.Error("still previewing")
	}
}

// At a shared screen, when play passes to the other side nobody's secrets
// show until the next player takes over.
func TestHotseatHandOverHidesEverySecret(t *testing.T) {
	s := newSession(t)
	first := s.Actor()
	if _, err := s.Apply(rules.Action{Side: first, Verb: "end-phase"}); err != nil {
		t.Fatal(err)
	}
	if !s.HandingOver() || s.Viewer() != session.Nobody {
		t.Fatalf("handing over %v, viewer %q", s.HandingOver(), s.Viewer())
	}
	hidden := 0
	for _, u := range s.View().Units {
		if u.Hidden {
			hidden++
			if u.Type != "" {
				t.Errorf("during the hand-over %s's face-down %s shows its type %q", u.Side, u.ID, u.Type)
			}
		}
	}
	if hidden == 0 {
		t.Fatal("test-hex-flat should have face-down counters")
	}
	s.TakeOver()
	if s.HandingOver() || s.Viewer() != s.Actor() {
		t.Errorf("after take-over: viewer %q, actor %q", s.Viewer(), s.Actor())
	}
	// A fixed seat (solitaire against a bot, networked later) never hands over.
	s.Seat = s.Actor()
	s.Apply(rules.Action{Side: s.Actor(), Verb: "end-phase"})
	if s.HandingOver() {
		t.Error("a fixed seat must not hand over")
	}
}

func TestSolitaireSeesEverythingWithoutHandOver(t *testing.T) {
	s := newSession(t)
	s.Solitaire = true
	s.Apply(rules.Action{Side: s.Actor(), Verb: "end-phase"})
	if s.HandingOver() || s.Viewer() != "" {
		t.Fatalf("solitaire: handing over %v, viewer %q", s.HandingOver(), s.Viewer())
	}
	for _, u := range s.View().Units {
		if u.Hidden && u.Type == "" {
			t.Errorf("solitaire hides %s from its only player", u.ID)
		}
	}
}

// The order of a stack on screen is the players' view preference: it
// changes no game state, outlives selection changes and moves, and goes
// with another game.
func TestStackOrderIsAViewPreference(t *testing.T) {
	s := newSession(t)
	at, err := rules.ParseLocation(s.Game.Scenario, "W0906")
	if err != nil {
		t.Fatal(err)
	}
	order := func() string {
		var ids []string
		for _, u := range s.Stack(at) {
			ids = append(ids, u.ID)
		}
		return strings.Join(ids, " ")
	}
	// By default the unit the view lists last is on top, as the board has
	// always drawn it.
	if got := order(); got != "ger-inf/2 ger-inf/1" {
		t.Fatalf("default order %q, want the view's reversed", got)
	}
	var changes []session.Change
	s.OnChange(func(c session.Change) { changes = append(changes, c) })

	if !s.MoveInStack(at, "ger-inf/1", 0) || order() != "ger-inf/1 ger-inf/2" {
		t.Fatalf("after moving ger-inf/1 to the top: %q", order())
	}
	if len(changes) != 1 || changes[0] != session.StackOrderChanged {
		t.Errorf("changes %v, want one StackOrderChanged", changes)
	}
	if s.MoveInStack(at, "ger-inf/1", -3) || s.MoveInStack(at, "fr-inf/1", 1) || len(changes) != 1 {
		t.Errorf("a move to the same place or of a unit not there changed something: %v", changes)
	}
	if s.Dirty || len(s.Game.Log()) != 0 {
		t.Errorf("reordering a stack is not a game action: dirty %v, log %v", s.Dirty, s.Game.Log())
	}

	other, _ := rules.ParseLocation(s.Game.Scenario, "W0805")
	s.Select(&other)
	s.Select(&at)
	if got := order(); got != "ger-inf/1 ger-inf/2" {
		t.Errorf("after selecting elsewhere and back: %q", got)
	}

	// A unit that moves in goes on top; a place past the bottom is the bottom.
	var move rules.Action
	for _, a := range s.LegalWith("move", "ger-inf/3") {
		if a.Args[1] == "W0906" {
			move = a
		}
	}
	if _, err := s.Apply(move); err != nil {
		t.Fatal(err)
	}
	if got := order(); got != "ger-inf/3 ger-inf/1 ger-inf/2" {
		t.Errorf("after ger-inf/3 moved in: %q", got)
	}
	s.MoveInStack(at, "ger-inf/3", 99)
	if got := order(); got != "ger-inf/1 ger-inf/2 ger-inf/3" {
		t.Errorf("after moving ger-inf/3 past the bottom: %q", got)
	}
	// It leaves (undo) and comes back (redo) to the place it had.
	if err := s.Undo(); err != nil {
		t.Fatal(err)
	}
	if got := order(); got != "ger-inf/1 ger-inf/2" {
		t.Errorf("after undoing the move: %q", got)
	}
	if err := s.Redo(); err != nil {
		t.Fatal(err)
	}
	if got := order(); got != "ger-inf/1 ger-inf/2 ger-inf/3" {
		t.Errorf("after redoing the move: %q", got)
	}

	s.Replace(s.Game, "")
	if got := order(); got != "ger-inf/3 ger-inf/2 ger-inf/1" {
		t.Errorf("another game keeps the old order: %q", got)
	}
}
