package aanorthafrica

import (
	"math/rand/v2"
	"testing"

	"sandtable/rules"
	"sandtable/rules/rulestest"
)

// combatVerbs are the combat lane's verbs.
var combatVerbs = []string{"fight", "bomb", "at-guns", "lose", "press-on", "retreat"}

// combatTargeted are states of the combat scenario where each combat verb
// is legal, set up by hand (the combat move's marks as movement makes
// them), for the conformance suites: random play reaches battles only
// through the combat move.
var combatTargeted = map[string]func(t *testing.T) *rules.Game{
	"fight": func(t *testing.T) *rules.Game {
		st := combatState(t, Germany)
		attackWith(t, st, "Tobruk", "Benghazi", "ger-arm/1", "ger-inf/1", "ger-ftr/1")
		return rulestest.PositionGame(t, combatScenario, st)
	},
	"bomb": func(t *testing.T) *rules.Game {
		st := combatState(t, Germany)
		attackWith(t, st, "Tobruk", "Benghazi", "ger-bmb/1")
		return rulestest.PositionGame(t, combatScenario, st)
	},
	"at-guns": func(t *testing.T) *rules.Game {
		st := combatState(t, Germany)
		attackWith(t, st, "Tobruk", "Benghazi", "ger-arm/1", "ger-arm/2")
		do(t, st, rulestest.Act(Axis, "fight", "Tobruk"))
		return rulestest.PositionGame(t, combatScenario, st)
	},
	"lose": func(t *testing.T) *rules.Game {
		st := combatState(t, Germany)
		attackWith(t, st, "Tobruk", "Benghazi", "ger-inf/1", "ger-art/1")
		// Round 1: infantry@2 [6], artillery@2 [6]; British infantry@2
		// [1], artillery@2 [6 6 6]: the Axis choose their loss.
		do(t, st, rulestest.Act(Axis, "fight", "Tobruk"), 6, 6, 1, 6, 6, 6)
		return rulestest.PositionGame(t, combatScenario, st)
	},
	"press-on": func(t *testing.T) *rules.Game {
		st := combatState(t, Germany)
		attackWith(t, st, "Tobruk", "Benghazi", "ger-inf/1")
		do(t, st, rulestest.Act(Axis, "fight", "Tobruk"), 6, 6, 6, 6, 6)
		return rulestest.PositionGame(t, combatScenario, st)
	},
}

func init() {
	combatTargeted["retreat"] = combatTargeted["press-on"]
	for verb, fn := range combatTargeted {
		targeted[verb] = fn // the package's conformance suite
	}
}

// The kit's conformance checks on the combat scenario (random play, the
// secrets differential, the window's contract, undo) with a targeted
// state for each combat verb.
func TestCombatConformance(t *testing.T) {
	s := rulestest.Suite{Verbs: combatVerbs, Targeted: combatTargeted, Invariants: func(g *rules.Game) rulestest.Invariant {
		diff := &rulestest.DiffChecker{Rand: rand.New(rand.NewPCG(g.Seed, 3))}
		return func(g *rules.Game, _ rules.Status) error { return diff.Check(g) }
	}}
	s.Games = append(s.Games, rulestest.Game{Scenario: combatScenario, Seed: 1})
	rulestest.Conformance(t, s)
}

// The window's contract (every legal action playable in the window, a
// choice's default among the legal actions) through the battles of the
// targeted states, played on at random.
func TestCombatWindowContract(t *testing.T) {
	for _, verb := range combatVerbs {
		g := combatTargeted[verb](t)
		r := rand.New(rand.NewPCG(4, 4)) // the fork's manual dice: faces enough for the battle
		for range 400 {
			g.EnterDice(1 + r.IntN(6))
		}
		if err := rulestest.CheckWindowContract(g, Sides, rulestest.ContractChooser(3), 40); err != nil {
			t.Errorf("from the %s state: %v", verb, err)
		}
	}
}
