package session_test

import (
	"strings"
	"testing"

	"sandtable/rules"
	_ "sandtable/rules/greenfields"
	"sandtable/ui/session"
)

// What Apply returns is what the player at the screen may see: the BEF's
// opportunity fire at a German regiment it has not identified shows the
// Allies the hits it took, never the regiment's save (its dice count is
// its experience; Green Fields keeps it the Germans'). The result dialog
// and the status line show this entry.
func TestApplyReturnsWhatTheActorMaySee(t *testing.T) {
	g, err := rules.StartGame("../../rules/greenfields/testdata/gf-test.toml", nil, 1, false)
	if err != nil {
		t.Fatal(err)
	}
	s := session.New(g)
	for _, line := range []string{"central end-phase", "allies end-phase"} {
		a, _ := rules.ParseAction(line)
		if _, err := s.Apply(a); err != nil {
			t.Fatalf("%s: %v", line, err)
		}
		s.TakeOver()
	}
	var mv, fire rules.Action
	for _, a := range g.Legal("central") {
		if a.Verb == "move" && a.Args[1] == "H6" {
			mv = a
			break
		}
	}
	if _, err := s.Apply(mv); err != nil {
		t.Fatal(err)
	}
	s.TakeOver()
	for _, a := range g.Legal("allies") {
		if a.Verb == "opfire" {
			fire = a
		}
	}
	if s.Viewer() != "allies" {
		t.Fatalf("viewer %q, want the Allies", s.Viewer())
	}
	e, err := s.Apply(fire)
	if err != nil {
		t.Fatal(err)
	}
	full := g.Log()[len(g.Log())-1]
	var hidden int
	for _, ev := range full.Events {
		if !ev.To.Sees("allies") {
			hidden++
		}
	}
	if hidden == 0 {
		t.Fatalf("the test needs a line the Allies may not see: %v", full.Events)
	}
	for _, ev := range e.Events {
		if !ev.To.Sees("allies") || strings.Contains(ev.String(), "saves against") {
			t.Errorf("the Allies are shown %q", ev.String())
		}
	}
	if len(e.Events) != len(full.Events)-hidden {
		t.Errorf("the Allies are shown %d lines, want the %d they may see", len(e.Events), len(full.Events)-hidden)
	}
}
