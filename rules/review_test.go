package rules_test

import (
	"bytes"
	"errors"
	"strings"
	"testing"

	"sandtable/rules"
	"sandtable/scenarios"
)

// A mistyped face is discarded with the roll it was meant for, so a later
// roll of a bigger die can never pick it up.
func TestBadManualFaceIsDiscarded(t *testing.T) {
	g := newRace(t, 0, true)
	side := g.Status().Active[0]
	g.EnterDice(9)
	_, err := g.Apply(rules.Action{Side: side, Verb: "roll"})
	var bad *rules.BadDice
	if !errors.As(err, &bad) || bad.Face != 9 || !strings.Contains(err.Error(), "enter them again") {
		t.Fatalf("err = %v, want BadDice for the 9", err)
	}
	if g.PendingDice() != 0 || len(g.Log()) != 0 {
		t.Fatalf("pending %d, log %d: the bad face must be gone and nothing applied", g.PendingDice(), len(g.Log()))
	}
	g.EnterDice(5)
	if e, err := g.Apply(rules.Action{Side: side, Verb: "roll"}); err != nil || e.Faces[0] != 5 {
		t.Fatalf("roll after re-entering: %v %+v", err, e)
	}
}

// Ending a phase is final even when the same side acts next (a one-side
// scenario): undo must not take back what a new turn brought.
func TestPhaseEndIsFinalForOneSide(t *testing.T) {
	s := raceScenario()
	s.Sides = s.Sides[:1]
	g, err := rules.NewGame(s, nil, 1, false)
	if err != nil {
		t.Fatal(err)
	}
	side := s.Sides[0].ID
	act(t, g, side+" add 1")
	e := act(t, g, side+" end-phase")
	if !e.Final || e.Why != "the phase ended" {
		t.Fatalf("end-phase entry %+v, want final because the phase ended", e)
	}
	if err := g.Undo(); err == nil || !strings.Contains(err.Error(), "the phase ended") {
		t.Fatalf("undo across the turn: %v", err)
	}
}

func TestReplayToKeepsRef(t *testing.T) {
	g := newRace(t, 3, false)
	side := g.Status().Active[0]
	act(t, g, side+" add 1")
	act(t, g, side+" add 2")
	r, err := g.ReplayTo(1)
	if err != nil {
		t.Fatal(err)
	}
	var buf bytes.Buffer
	if r.Ref != g.Ref || r.Save(&buf) != nil {
		t.Fatalf("a branch must be saveable: ref %q", r.Ref)
	}
}

// Edits that would only matter later still make a save refuse to load: the
// checksum covers options and the faces of manual dice.
func TestEditedManualDiceAndOptionsAreRefused(t *testing.T) {
	g := newRace(t, 0, true)
	side := g.Status().Active[0]
	g.EnterDice(3)
	act(t, g, side+" roll")
	var buf bytes.Buffer
	if err := g.Save(&buf); err != nil {
		t.Fatal(err)
	}
	good := buf.String()
	open := func(string) (*scenarios.Scenario, error) { return raceScenario(), nil }
	if _, err := rules.LoadSave("s.toml", []byte(good), open); err != nil {
		t.Fatalf("good save: %v", err)
	}
	for name, edit := range map[string][2]string{
		"manual face": {"dice = [3]", "dice = [6]"},
		"option":      {"gas = false", "gas = true"},
	} {
		bad := strings.Replace(good, edit[0], edit[1], 1)
		if bad == good {
			t.Fatalf("%s: %q not in save:\n%s", name, edit[0], good)
		}
		if _, err := rules.LoadSave("s.toml", []byte(bad), open); err == nil || !strings.Contains(err.Error(), "checksum") {
			t.Errorf("%s edited: err = %v, want a checksum refusal", name, err)
		}
	}
}

// A scenario name with a line break must not break the save's comment.
func TestSaveWithMultiLineScenarioName(t *testing.T) {
	s := raceScenario()
	s.Name = "Test\nflat hex"
	g, err := rules.NewGame(s, nil, 1, false)
	if err != nil {
		t.Fatal(err)
	}
	g.Ref = "builtin:test-square"
	var buf bytes.Buffer
	if err := g.Save(&buf); err != nil {
		t.Fatal(err)
	}
	if _, err := rules.LoadSave("s.toml", buf.Bytes(), func(string) (*scenarios.Scenario, error) { return s, nil }); err != nil {
		t.Fatalf("%v\n%s", err, buf.String())
	}
}
