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

// Issue 10 item 3: ending a phase by accident is undoable when nothing
// irreversible happened (no roll, no reveal, the same side acts next), and
// undo puts the turn back; WouldBeFinal agrees beforehand.
func TestPhaseEndWithNothingIrreversibleCanBeUndone(t *testing.T) {
	s := raceScenario()
	s.Sides = s.Sides[:1]
	g, err := rules.NewGame(s, nil, 1, false)
	if err != nil {
		t.Fatal(err)
	}
	side := s.Sides[0].ID
	act(t, g, side+" add 1")
	end := rules.Action{Side: side, Verb: "end-phase"}
	if final, why := g.WouldBeFinal(end); final {
		t.Fatalf("WouldBeFinal(end-phase) = true (%s), want false: one side, no roll, no reveal", why)
	}
	e := act(t, g, side+" end-phase")
	if e.Final {
		t.Fatalf("end-phase entry %+v is final, want undoable", e)
	}
	if g.Status().Turn != 1 {
		t.Fatalf("turn %d after end-phase, want 1", g.Status().Turn)
	}
	if err := g.Undo(); err != nil {
		t.Fatalf("undo of an accidental end-phase: %v", err)
	}
	if g.Status().Turn != 0 || len(g.Log()) != 1 {
		t.Fatalf("after undo: turn %d, %d actions; want turn 0 and the add kept", g.Status().Turn, len(g.Log()))
	}
}

// Ending a phase that hands play to the other side is final, and
// WouldBeFinal says so before (the window asks for confirmation then).
func TestPhaseEndToAnotherSideIsFinal(t *testing.T) {
	g := newRace(t, 0, false)
	side := g.Status().Active[0]
	end := rules.Action{Side: side, Verb: "end-phase"}
	final, why := g.WouldBeFinal(end)
	if !final || why != "play passes to the Central Powers" {
		t.Fatalf("WouldBeFinal = %v %q, want true: play passes to the Central Powers", final, why)
	}
	if n := len(g.Log()); n != 0 {
		t.Fatalf("WouldBeFinal applied something: %d actions", n)
	}
	e := act(t, g, side+" end-phase")
	if !e.Final || e.Why != "play passed to another side" {
		t.Fatalf("end-phase entry %+v, want final", e)
	}
	roll := rules.Action{Side: g.Status().Active[0], Verb: "roll"}
	before, _ := g.Checksum()
	if final, why := g.WouldBeFinal(roll); !final || why != "it rolls dice" {
		t.Fatalf("WouldBeFinal(roll) = %v %q, want true: it rolls dice", final, why)
	}
	if after, _ := g.Checksum(); after != before {
		t.Fatal("WouldBeFinal(roll) moved the game's dice")
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
