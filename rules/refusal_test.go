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

// After the end the engine hands on the module's own refusal, which cites
// the module's rule ("race 3": the race is over), not a refusal without one.
func TestRefusalAfterTheEndCitesTheModulesRule(t *testing.T) {
	g := newRace(t, 1, false)
	side := g.Status().Active[0]
	for range 10 { // 10 × 3 = 30: side wins
		act(t, g, side+" add 3")
	}
	if st := g.Status(); !st.Over || st.Result != side+" wins" {
		t.Fatalf("status %+v, want %s to have won", st, side)
	}
	_, err := g.Apply(rules.Action{Side: side, Verb: "end-phase"})
	r, ok := rules.AsRefusal(err)
	if !ok || r.Rule != "race 3" || r.Reason != "the race is over" {
		t.Errorf("after the end: %v, want the race's own refusal (race 3)", err)
	}
}

// ReasonOf words an error as a refusal's reason without a prefix a player
// would read twice: a refusal's own reason, a helper's error without its
// package ("rules: location ..."), never "refused: refused:" when a
// module refuses with it.
func TestReasonOfDropsPrefixes(t *testing.T) {
	a := rules.Action{Side: "allies", Verb: "move", Args: []string{"u1", "zz"}}
	inner := rules.Refuse(a, "000 Stacking", "W0101 is full")
	for _, c := range []struct {
		err  error
		want string
	}{
		{inner, "W0101 is full"},
		{fmt.Errorf("script line 3: %w", inner), "W0101 is full"},
		{fmt.Errorf("rules: location %q: %s", "zz", `label "zz" is not a hex label like "W5700"`), `location "zz": label "zz" is not a hex label like "W5700"`},
		{fmt.Errorf("rules: maps: no cell"), "no cell"},
		{fmt.Errorf("draw: a reason that is not a package"), "draw: a reason that is not a package"},
		{nil, ""},
	} {
		if got := rules.ReasonOf(c.err); got != c.want {
			t.Errorf("ReasonOf(%v) = %q, want %q", c.err, got, c.want)
		}
	}
	if got := rules.Refuse(a, "000 Movement", "%s", rules.ReasonOf(inner)).Error(); got != "refused: W0101 is full (000 Movement)" {
		t.Errorf("a refusal made from a refusal reads %q", got)
	}
}
