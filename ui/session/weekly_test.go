package session_test

import (
	"slices"
	"testing"

	"sandtable/rules"
	_ "sandtable/rules/greenfields"
	"sandtable/ui/session"
)

// Issue 27, "Hotseat: every secret step (deployment, air assignment) uses
// the hand-over screen": a week of Green Fields played at one screen, each
// side committing its orders as they stand or ending its step. Every
// secret step of both sides (troop deployment, air operations,
// replacements) hands the screen over once between them, and nobody sees
// the other's view in between.
func TestWeeklySecretStepsHandOver(t *testing.T) {
	g, err := rules.StartGame("../../rules/greenfields/testdata/gf-week.toml", nil, 4, false)
	if err != nil {
		t.Fatal(err)
	}
	s := session.New(g)
	if s.HandingOver() {
		s.TakeOver()
	}
	between := map[string]int{} // hand-overs between one side's commit and the other's, by phase
	for guard := 0; guard < 300 && g.State().Status().Turn == 0 && !g.Status().Over; guard++ {
		if s.HandingOver() {
			if s.Viewer() != session.Nobody {
				t.Fatalf("%s: the screen shows %q's view while it is handed over", g.Status().Phase, s.Viewer())
			}
			s.TakeOver()
			continue
		}
		side, phase := s.Actor(), g.Status().Phase
		a := rules.Action{Side: side, Verb: rules.VerbEndPhase}
		commit := slices.ContainsFunc(s.Legal(), func(b rules.Action) bool { return b.Verb == rules.CommitVerb })
		if commit {
			a = rules.CommitAction(side)
		}
		if _, err := s.Apply(a); err != nil {
			t.Fatalf("%s: %s: %v", phase, a, err)
		}
		if commit && g.Status().Phase == phase {
			// The other side is still to commit: the screen goes to it.
			if !s.HandingOver() || s.HandOverTo() == side {
				t.Fatalf("%s: after the %s commit the screen is not handed over (handing over %v to %q)", phase, side, s.HandingOver(), s.HandOverTo())
			}
			between[phase]++
		}
	}
	if g.State().Status().Turn != 1 {
		t.Fatalf("the week did not end: %s", g.Status().PhaseName)
	}
	for _, phase := range []string{"wk-deploy", "wk-air", "wk-replace"} {
		if between[phase] != 1 {
			t.Errorf("%s: the screen was handed over %d times between the sides' orders, want once; all: %v", phase, between[phase], between)
		}
	}
}
