package rulestest_test

import (
	"errors"
	"strings"
	"testing"

	"sandtable/rules"
	"sandtable/rules/freeplay"
	"sandtable/rules/rulestest"
)

// RefusalIs accepts a refusal only with the exact rule and every part of
// the reason: a refusal citing another rule, one saying something else
// and an error that is no refusal are told apart.
func TestRefusalIs(t *testing.T) {
	r := &rules.Refusal{Reason: "brit-inf/1 is already eliminated", Rule: freeplay.RuleMove}
	for _, tc := range []struct {
		err   error
		rule  string
		parts []string
		want  string // in the error; "" for none
	}{
		{r, freeplay.RuleMove, []string{"already eliminated"}, ""},
		{r, freeplay.RuleMove, nil, ""},
		{r, freeplay.RuleFlip, []string{"already eliminated"}, `citing "` + freeplay.RuleMove + `", want "` + freeplay.RuleFlip + `"`},
		{r, freeplay.RuleMove, []string{"already eliminated", "flipped"}, `want it to say "flipped"`},
		{errors.New("rules: no such unit"), freeplay.RuleMove, nil, "want a refusal citing"},
		{nil, freeplay.RuleMove, nil, "want a refusal citing"},
	} {
		err := rulestest.RefusalIs(tc.err, tc.rule, tc.parts...)
		if (err == nil) != (tc.want == "") || err != nil && !strings.Contains(err.Error(), tc.want) {
			t.Errorf("RefusalIs(%v, %q, %q) = %v, want %q", tc.err, tc.rule, tc.parts, err, tc.want)
		}
	}
}

// RefusalCites holds a refusal's rule to the module's rules reference:
// freeplay's move rule is a section, a made-up rule is not, and an error
// that is no refusal fails.
func TestRefusalCites(t *testing.T) {
	g, err := rules.StartGame("builtin:test-hex-flat", nil, 1, false)
	if err != nil {
		t.Fatal(err)
	}
	st := g.State()
	a := rulestest.Act("central", "remove", "nobody/1")
	if err := rulestest.RefusalCites(st, rules.Refuse(a, freeplay.RuleMove, "no unit")); err != nil {
		t.Errorf("a refusal citing a section: %v", err)
	}
	if err := rulestest.RefusalCites(st, rules.Refuse(a, "freeplay: no such rule", "no unit")); err == nil || !strings.Contains(err.Error(), "not a section of the rules reference") {
		t.Errorf("a refusal citing no section: %v", err)
	}
	if err := rulestest.RefusalCites(st, errors.New("boom")); err == nil {
		t.Errorf("an error that is no refusal passed")
	}
}

// Do applies a legal action and returns its log; Refused and
// RefusedSaying pass a refusal with the rule and reason given.
func TestDoAndRefused(t *testing.T) {
	g, err := rules.StartGame("builtin:test-hex-flat", nil, 1, false)
	if err != nil {
		t.Fatal(err)
	}
	st := g.State()
	lines := rulestest.Do(t, st, rulestest.Act("central", "remove", "brit-inf/1"), nil)
	if len(lines) != 1 || !strings.Contains(lines[0], "eliminated") {
		t.Errorf("remove logged %q", lines)
	}
	again := rulestest.Act("central", "remove", "brit-inf/1")
	rulestest.Refused(t, st, again, freeplay.RuleMove, "brit-inf/1 is already eliminated")
	rulestest.RefusedSaying(t, st, again, freeplay.RuleMove, "already eliminated")
}
