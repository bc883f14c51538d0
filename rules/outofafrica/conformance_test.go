package outofafrica

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

// The kit's conformance checks on the test scenario: random legal play to
// its end (the last turn), Legal agreeing with Check, replay and saves,
// the secrets checks (the differential one through SecretVariants, which
// lane 3's hands feed), the window's contract, undo. The bundled game
// (builtin:out-of-africa, lane 2) is played once to its end too.
func TestConformance(t *testing.T) {
	s := rulestest.Suite{Verbs: book.Names(), Targeted: targeted, Invariants: func(g *rules.Game) rulestest.Invariant {
		diff := &rulestest.DiffChecker{Rand: rand.New(rand.NewPCG(g.Seed, 3))}
		return func(g *rules.Game, _ rules.Status) error { return diff.Check(g) }
	}}
	for seed := uint64(1); seed <= 3; seed++ {
		s.Games = append(s.Games, rulestest.Game{Scenario: testScenario, Seed: seed})
	}
	s.Games = append(s.Games, rulestest.Game{Scenario: "builtin:out-of-africa", Seed: 1})
	rulestest.Conformance(t, s)
}
