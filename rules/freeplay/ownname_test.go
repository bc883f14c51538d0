package freeplay_test

import (
	"strings"
	"testing"

	"sandtable/rules"
)

// The log names a face-down counter by its alias and nation for every
// side ("hidden:5 (face down, Germany)"); its owner reads it as the log
// names a face-up counter, marked face down (and so does the referee), and
// the Allies learn nothing more than before. Seed 1 gives the German HQ, face down at W1106 in
// test-hex-flat, alias 5 (rules' TestRosterAliasesPinned).
func TestOwnerReadsItsFaceDownCounterByName(t *testing.T) {
	g, err := rules.StartGame("builtin:test-hex-flat", nil, 1, false)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := g.Apply(act("central", "move", "hidden:5", "W0101")); err != nil {
		t.Fatal(err)
	}
	line := func(side string) string {
		log := g.LogFor(side)
		return log[len(log)-1].Events[0].String()
	}
	for _, side := range []string{"central", ""} { // the owner, and the referee who sees everything
		if got, want := line(side), "ger-hq/1 (German army HQ, face down) moved from W1106 to W0101"; got != want {
			t.Errorf("%q reads %q; want %q", side, got, want)
		}
	}
	if got, want := line("allies"), "hidden:5 (face down, Germany) moved from W1106 to W0101"; got != want {
		t.Errorf("the Allies read %q; want %q", got, want)
	}
	if strings.Contains(line("allies"), "ger-hq") {
		t.Error("the Allies read the HQ's id")
	}
}
