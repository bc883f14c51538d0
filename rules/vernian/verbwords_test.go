package vernian

import (
	"strings"
	"testing"

	"sandtable/rules"
)

// Every verb of the game has words a player reads (its record's Words).
func TestEveryVerbHasWords(t *testing.T) {
	for _, v := range book.Names() {
		if w := book.Words(v); strings.HasPrefix(w, `"`) {
			t.Errorf("verb %q has no words for players in its record (reads %s)", v, w)
		}
	}
}

// A refusal that names what a phase allows speaks as players do: a
// bombard chosen in the German Ground Movement Phase is refused by the
// sequence of play, naming moving units and ending the phase, not the
// script verbs "end-phase, move" (issue 24).
func TestPhaseRefusalSpeaksInThePlayersWords(t *testing.T) {
	st := fresh(t, nil, PhaseGerMovement)
	hq := add(t, st, "ger-hq-22", "W0704")
	add(t, st, "bel-inf", "W0603")
	err := st.Check(act(Germans, "bombard", hq, "W0603"))
	r, ok := rules.AsRefusal(err)
	if !ok {
		t.Fatalf("bombard in the movement phase: %v, want a refusal", err)
	}
	if r.Rule != RuleSequence {
		t.Errorf("rule %q, want %q", r.Rule, RuleSequence)
	}
	msg := err.Error()
	for _, w := range []string{"choosing a bombard's target is not done in the German Ground Movement", "moving a unit", "ending the phase"} {
		if !strings.Contains(msg, w) {
			t.Errorf("refusal %q does not say %q", msg, w)
		}
	}
	for _, v := range []string{"end-phase", "allows: ", "bombard is"} {
		if strings.Contains(msg, v) {
			t.Errorf("refusal %q speaks in script verbs (%q)", msg, v)
		}
	}
}
