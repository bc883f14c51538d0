package freeplay_test

import (
	"testing"

	"sandtable/rules"
	"sandtable/rules/rulestest"
)

// Freeplay's verbs are the window's own controls (drag, stack panel, dice
// panel, End phase): random play on a bundled scenario keeps to the
// arguments those controls send.
func TestWindowContract(t *testing.T) {
	s := load(t, "test-hex-flat")
	sides := make([]string, len(s.Sides))
	for i, sd := range s.Sides {
		sides[i] = sd.ID
	}
	g, err := rules.NewGame(s, nil, 1, false)
	if err != nil {
		t.Fatal(err)
	}
	if err := rulestest.CheckWindowContract(g, sides, rulestest.ContractChooser(1), 200); err != nil {
		t.Fatal(err)
	}
}
