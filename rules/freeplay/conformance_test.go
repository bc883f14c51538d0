package freeplay_test

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"sandtable/rules"
	"sandtable/rules/freeplay"
	"sandtable/rules/rulestest"
)

// lastTurnEnds is freeplay's invariant: a game ends only after its last
// turn, the players adjudicating victory.
func lastTurnEnds(*rules.Game) rulestest.Invariant {
	return func(g *rules.Game, _ rules.Status) error {
		if s := g.Status(); s.Over && !strings.HasPrefix(s.Result, "players adjudicate victory after the last turn, ") {
			return fmt.Errorf("the game ended with %q", s.Result)
		}
		return nil
	}
}

// suite is freeplay's conformance suite: three games of every bundled
// scenario played under freeplay, each to its end (the players ending
// phases one time in five); every verb the window sends applied, commit in
// the secret set-up of the flat hex (whose random games to their end are
// TestSecretSetupRandomPlayKeepsSecrets').
func suite(tb testing.TB) rulestest.Suite {
	s := rulestest.Suite{
		Chooser: func(seed uint64) rulestest.Chooser {
			return rulestest.Chooser{Rand: rand.New(rand.NewPCG(seed, 11)), EndBias: 0.2}
		},
		Invariants: lastTurnEnds,
		Verbs: []string{rules.VerbMove, rules.VerbFlip, rules.VerbReveal, rules.VerbHide, rules.VerbRemove,
			rules.VerbRoll, rules.VerbEndPhase, rules.CommitVerb},
		Undo: &rulestest.Game{Scenario: "builtin:test-hex-flat", Seed: 1},
		Targeted: map[string]func(t *testing.T) *rules.Game{
			rules.CommitVerb: func(t *testing.T) *rules.Game {
				g, err := rules.StartGame("builtin:test-hex-flat", rules.Options{freeplay.OptionSecretSetup: true}, 4, false)
				if err != nil {
					t.Fatal(err)
				}
				return g
			},
		},
	}
	for _, name := range freeplayNames(tb) {
		for seed := uint64(1); seed <= 3; seed++ {
			s.Games = append(s.Games, rulestest.Game{Scenario: "builtin:" + name, Seed: seed})
		}
	}
	// A scenario with a CRT: its rolls are rolls too.
	s.Games = append(s.Games, rulestest.Game{Scenario: crtFile, Seed: 1})
	return s
}

// Freeplay passes the conformance checks every rules module must
// (rulestest.Conformance); its verbs are the window's own controls (drag,
// stack panel, dice panel, End phase).
func TestConformance(t *testing.T) { rulestest.Conformance(t, suite(t)) }
