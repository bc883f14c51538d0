package rules_test

import (
	"fmt"
	"testing"

	"sandtable/rules"
)

// A refusal reads "refused: REASON (RULE)", and AsRefusal finds it however
// deeply it is wrapped, with its rule and reason intact.
func TestRefusalCitesItsRule(t *testing.T) {
	a := rules.Action{Side: "allies", Verb: "move", Args: []string{"u1", "W0101"}}
	r := rules.Refuse(a, "000 Stacking", "%s holds %d stacking points, over the limit of %d", "W0101", 4, 3)
	if got, want := r.Error(), "refused: W0101 holds 4 stacking points, over the limit of 3 (000 Stacking)"; got != want {
		t.Errorf("Error() = %q, want %q", got, want)
	}
	got, ok := rules.AsRefusal(fmt.Errorf("script line 3: %w", r))
	if !ok || got.Rule != "000 Stacking" || got.Reason != "W0101 holds 4 stacking points, over the limit of 3" || !got.Action.Equal(a) {
		t.Errorf("AsRefusal of a wrapped refusal: %+v %v", got, ok)
	}
	if _, ok := rules.AsRefusal(fmt.Errorf("rules: not a refusal")); ok {
		t.Error("AsRefusal found a refusal in a plain error")
	}
	if got := rules.Refuse(a, "", "the game is over").Error(); got != "refused: the game is over" {
		t.Errorf("no rule: %q", got)
	}
}
