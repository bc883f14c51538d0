package outofafrica

import (
	"fmt"
	"math/rand/v2"
	"testing"

	"sandtable/rules"
	"sandtable/rules/rulestest"
)

// TestRandomOperations plays lane 4's verbs at random, under the kit's
// checks after every action (Legal agreeing with Check, the window's
// contract, the secrets), from rounds with OPS and with SR to spend
// (lane 3's plays for OPS and SR do not exist yet: until they do, the
// package's conformance games never reach operations), on until the game
// ends. The end-phase bias is low, so that a round spends its points.
func TestRandomOperations(t *testing.T) {
	starts := map[string]func(t *testing.T) *State{
		"ops-cp": func(t *testing.T) *State { return opsState(t, CP, 6) },
		"ops-ap": func(t *testing.T) *State {
			st := opsState(t, AP, 6)
			put(t, st, "dr-j-corps", "Belgrade")
			put(t, st, "dr-sd-corps", "Nis")
			put(t, st, "dr-army", "Laibach")
			return st
		},
		"sr-ap": func(t *testing.T) *State {
			st := srState(t, 2, 9)
			put(t, st, "dr-army", "Alexandria")
			return st
		},
	}
	for _, name := range []string{"ops-cp", "ops-ap", "sr-ap"} {
		start, moved := starts[name], 0
		for seed := uint64(1); seed <= 6; seed++ {
			t.Run(fmt.Sprintf("%s/%d", name, seed), func(t *testing.T) {
				g := rulestest.PositionGame(t, lane4Scenario, start(t))
				// A position is a fork with manual dice (for the
				// difference checker); random play rolls from the seed.
				g.Mode, g.Manual = rules.DiceSeeded, false
				c := rulestest.Chooser{Rand: rand.New(rand.NewPCG(seed, 11)), EndBias: 0.02}
				rulestest.PlayChecked(t, rulestest.Suite{Verbs: book.Names()}, g, c, 0)
				for _, e := range g.Log() {
					if e.Action.Verb == rules.VerbMove || e.Action.Verb == VerbSR || e.Action.Verb == VerbSRSea {
						moved++
					}
				}
			})
		}
		if moved == 0 {
			t.Errorf("%s: no unit moved in 6 random games", name)
		}
	}
}
