package aanorthafrica

import (
	"math/rand/v2"
	"testing"

	"sandtable/rules"
	"sandtable/rules/rulestest"
)

// targeted are positions set up by hand where a verb random play may not
// reach is legal (rulestest.Suite.Targeted), by verb; each section's test
// file adds its own from an init.
var targeted = map[string]func(t *testing.T) *rules.Game{}

// The kit's conformance checks on the test scenario and on the bundled
// game (its option "rounds" set to 4: the bundled game has no rounds
// limit of its own): random legal play to its end (a capital's capture or
// the rounds limit), Legal agreeing with Check, replay and saves, the
// secrets checks, the window's contract, undo.
func TestConformance(t *testing.T) {
	s := rulestest.Suite{Verbs: book.Names(), Targeted: targeted, Invariants: func(g *rules.Game) rulestest.Invariant {
		diff := &rulestest.DiffChecker{Rand: rand.New(rand.NewPCG(g.Seed, 3))}
		return func(g *rules.Game, _ rules.Status) error { return diff.Check(g) }
	}}
	for seed := uint64(1); seed <= 3; seed++ {
		s.Games = append(s.Games, rulestest.Game{Scenario: testScenario, Seed: seed})
	}
	s.Games = append(s.Games, rulestest.Game{Scenario: "builtin:aa-north-africa", Options: rules.Options{OptRounds: 4}, Seed: 1})
	rulestest.Conformance(t, s)
}
