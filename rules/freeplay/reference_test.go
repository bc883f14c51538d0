package freeplay_test

import (
	"strings"
	"testing"

	"sandtable/rules"
	"sandtable/rules/freeplay"
)

// Every rule freeplay cites (refusals, phases, the overlay, the secret
// set-up) is a section
// of its rules reference, and the reference says what each verb does and
// that the players adjudicate.
func TestReferenceHasEveryRule(t *testing.T) {
	_, st := newState(t, "test-hex-flat")
	ref := st.Reference()
	for _, rule := range []string{freeplay.RuleTurn, freeplay.RuleMove, freeplay.RuleFlip, freeplay.RuleHidden, freeplay.RuleDice, freeplay.RuleVerbs, freeplay.RuleOver, freeplay.RulePhase, freeplay.RuleZOC, freeplay.RuleSetup, rules.RuleSecretChoice} {
		if sec := ref.RuleSection(rule); sec == nil || sec.Rule != rule || sec.Text == "" {
			t.Errorf("no section for %q", rule)
		}
	}
	actions := ref.RuleSection(freeplay.RuleVerbs).Text
	for _, v := range append(freeplay.Verbs, "end-phase") {
		if !strings.Contains(actions, "- "+v+" ") && !strings.Contains(actions, "- "+v+":") {
			t.Errorf("the reference does not say what %s does", v)
		}
	}
	if !strings.Contains(ref.RuleSection(freeplay.RulePhase).Text, "players apply the game's real rules themselves") {
		t.Errorf("the reference does not say the players adjudicate")
	}
}
