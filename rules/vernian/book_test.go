package vernian

import (
	"slices"
	"strings"
	"testing"

	"sandtable/rules/kit"
)

// Every verb's record says what it does and cites a section of the rules
// reference (a paragraph letter after it allowed), so docs/actions.md and
// Help have words for it, and words the refusals of players read.
func TestVerbRecordsAreDocumented(t *testing.T) {
	for _, d := range book.Docs() {
		if d.Help == "" {
			t.Errorf("verb %s has no help", d.Name)
		}
		if !slices.ContainsFunc(ruleCitations, func(c string) bool {
			return d.Rule == c || strings.HasPrefix(d.Rule, c+" ") || strings.HasPrefix(d.Rule, c+":")
		}) {
			t.Errorf("verb %s cites %q, not a section of the rules reference", d.Name, d.Rule)
		}
	}
}

// Every phase of both sequences is a stage whose side acts in it, with a
// prompt in a player's words, and the window shows it (Status.Prompt).
func TestEveryPhaseHasAPrompt(t *testing.T) {
	st := newTestState(t, nil)
	for _, seq := range []kit.Sequence{setupSequence(), operationalSequence()} {
		for _, ph := range seq.Phases {
			s := book.StageByID(ph.ID)
			if s == nil {
				t.Errorf("phase %s is no stage", ph.ID)
				continue
			}
			if who := s.Who(st); !slices.Equal(who, []string{ph.Side}) {
				t.Errorf("in the %s %v act, want the %s", ph.Name, who, ph.Side)
			}
			if p := s.Prompt(st, kit.Everyone); p == "" || p == "End the phase" || !strings.HasSuffix(p, "then end the phase") {
				t.Errorf("the %s asks %q", ph.Name, p)
			}
		}
	}
	if got, want := st.Status().Prompt, phasePrompt("setup", Allies); got != want || !strings.Contains(got, "Allied") {
		t.Errorf("the Allied set-up's status asks %q, want %q", got, want)
	}
	st = fresh(t, nil, PhaseGerMovement)
	if got := st.Status().Prompt; got != "Move units (drag them), then end the phase" {
		t.Errorf("the German movement's status asks %q", got)
	}
}

// While a choice waits, the status asks it: the prompt is the decision's,
// and so is the checklist's first, required item.
func TestStatusPromptIsTheDecisionsWhileOneWaits(t *testing.T) {
	st, _, _, _ := defenderEX(t, nil)
	s := st.Status()
	if s.Decision == nil {
		t.Fatal("no decision after the EX")
	}
	if s.Prompt != s.Decision.Prompt || s.Prompt == "" {
		t.Errorf("status prompt %q, want the decision's %q", s.Prompt, s.Decision.Prompt)
	}
	if len(s.Checklist) == 0 || !s.Checklist[0].Required || !strings.Contains(s.Checklist[0].Text, s.Decision.Prompt) {
		t.Errorf("checklist %v does not begin with the choice", s.Checklist)
	}
}
