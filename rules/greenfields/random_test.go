package greenfields

import (
	"fmt"
	"math/rand/v2"
	"testing"

	"sandtable/rules"
	"sandtable/rules/rulestest"
	"sandtable/scenarios"
)

// viewSecrets checks every side's view against the state: no enemy unit
// the side does not see, and no type, values or print of an enemy unit it
// has not identified.
func viewSecrets(st *State) error {
	for _, side := range Sides {
		sg := st.sightOf(side)
		for _, uv := range st.View(side).Units {
			i := st.Units.Resolve(uv.ID)
			if i < 0 {
				return fmt.Errorf("the %s view lists %q, which names no unit", side, uv.ID)
			}
			u := &st.Units[i]
			if u.Side == side {
				continue
			}
			if !st.seesWith(sg, i, nil) {
				return fmt.Errorf("the %s view lists %s at %s, which they do not see", side, uv.ID, st.placeText(i))
			}
			if u.Hidden && (uv.Type != "" || uv.Values != nil || uv.Print != "") {
				return fmt.Errorf("the %s view shows the unidentified %s in full: %+v", side, uv.ID, uv)
			}
		}
	}
	return nil
}

// invariants are the module's checks after every action of random play:
// the views' secrets (viewSecrets) and, on a sample of the actions, that
// nothing a side is given depends on what it may not see
// (rulestest.DiffChecker, diffSample: 3 consecutive actions in every 40).
func invariants(g *rules.Game) rulestest.Invariant {
	diff := newDiffSample(g.Seed, 40, 3)
	return func(g *rules.Game, _ rules.Status) error {
		if err := viewSecrets(g.State().(*State)); err != nil {
			return err
		}
		return diff.check(g)
	}
}

// rareShells makes the test scenario's random player buy SHELLS seldom
// (about one chance in ten it picks buy-shells): at every chance, its
// victory points would end the game in a few turns.
var rareShells = []string{"buy-shells"}

// testOptions are the test scenario's games' options by seed: each
// attacker and season.
var testOptions = []rules.Options{
	nil,
	{OptAttacker: Allies, OptSeason: "winter"},
	{OptAttacker: Central, OptSeason: "spring"},
}

// suite is the module's conformance suite: six games of the test scenario
// (each attacker and season) and the bundled "1914: the Green Fields"
// (seed 2's game, the shortest; three under make soak), every verb of the
// module reached; under -short the first 150 actions of each.
func suite() rulestest.Suite {
	s := rulestest.Suite{
		Chooser: func(seed uint64) rulestest.Chooser {
			return rulestest.Chooser{Rand: rand.New(rand.NewPCG(seed, 7)), EndBias: 0.05 + float64(seed%4)*0.05, Rare: rareShells, RareP: 0.1}
		},
		CheckEvery:   10,
		ShortActions: 150,
		Invariants:   invariants,
		Verbs:        book.Names(),
		Undo:         &rulestest.Game{Scenario: testScenario, Seed: 5},
		Targeted:     targeted,
	}
	for seed := uint64(1); seed <= 6; seed++ {
		s.Games = append(s.Games, rulestest.Game{Scenario: testScenario, Options: testOptions[seed%3], Seed: seed})
	}
	// The weekly turn (weekly.go): random play through its stub steps,
	// opening assaults (open-assault) and coming back to the next week.
	for seed := uint64(1); seed <= 2; seed++ {
		s.Games = append(s.Games, rulestest.Game{Scenario: weekScenario, Seed: seed})
	}
	for _, seed := range rulestest.Seeds([]uint64{2}, 3) {
		s.Games = append(s.Games, rulestest.Game{Scenario: "builtin:greenfields-1914", Seed: seed, CheckEvery: 25,
			Chooser: func(seed uint64) rulestest.Chooser {
				return rulestest.Chooser{Rand: rand.New(rand.NewPCG(seed, 11)), EndBias: 0.05 + float64(seed%3)*0.05, Rare: []string{"buy", "buy-shells", "halt"}, RareP: 0.02}
			}})
	}
	return s
}

// targeted are states where the verbs random play seldom reaches are
// legal: a pioneer beside a stream in the construction step (build), a
// reserve box in the reserves step (buy), a dismounted cavalry regiment
// by its mounts (mount), the Germans choosing who leads after a close
// assault round with no hits (leapfrog).
var targeted = map[string]func(t *testing.T) *rules.Game{
	"build": func(t *testing.T) *rules.Game {
		st := newTestState(t, nil)
		addUnit(t, st, "ger-pioneers", "I5")
		toPhase(t, st, PhasePioneerFirst)
		return positionGame(t, st)
	},
	"buy": func(t *testing.T) *rules.Game {
		st := newTestState(t, nil)
		toPhase(t, st, PhaseReserveFirst)
		withReserves(st)
		return positionGame(t, st)
	},
	"mount": func(t *testing.T) *rules.Game {
		st, i := moveTest(t, Central, "ger-cav", "K16")
		do(t, st, act(Central, "dismount", st.Units.Ref(i)), nil)
		return positionGame(t, st)
	},
	"leapfrog": func(t *testing.T) *rules.Game {
		st, _, _, _ := toClose(t)
		do(t, st, act(Central, "assault", "G6"), manual(1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1))
		return positionGame(t, st)
	},
}

// The module passes the conformance checks every rules module must
// (rulestest.Conformance).
func TestConformance(t *testing.T) { rulestest.Conformance(t, suite()) }

// FuzzRandomPlay is random legal play from any seed, bias and options, of
// the assault game or the weekly turn:
// the game must play to its end with no panic, refused "legal" action,
// dead end or secret reaching a side that may not see it, to its end or
// for as many actions as fuzzActions allows. Run longer with:
// go test -run='^$' -fuzz=FuzzRandomPlay -fuzztime=1m ./rules/greenfields
func FuzzRandomPlay(f *testing.F) {
	f.Add(uint64(1), uint8(30), uint8(0))
	f.Add(uint64(2), uint8(1), uint8(5))
	f.Add(uint64(12345), uint8(200), uint8(3))
	f.Add(uint64(7), uint8(30), uint8(8))
	f.Add(uint64(8), uint8(90), uint8(13))
	var ss []*scenarios.Scenario
	for _, path := range []string{testScenario, weekScenario} {
		s, err := scenarios.LoadFile(path)
		if err != nil {
			f.Fatal(err)
		}
		ss = append(ss, s)
	}
	f.Fuzz(func(t *testing.T, seed uint64, bias, opt uint8) {
		o := rules.Options{
			OptAttacker: []string{Central, Allies}[opt%2],
			OptSeason:   []string{"spring", "summer", "autumn", "winter"}[opt/2%4],
		}
		// opt's fourth bit plays the weekly turn (weekly.go).
		g, err := rules.NewGame(ss[opt/8%2], o, seed, false)
		if err != nil {
			t.Fatal(err)
		}
		rulestest.FuzzPlay(t, suite(), g, seed, bias, fuzzActions(bias))
	})
}

// fuzzActions is how many actions one input of FuzzRandomPlay plays at
// most: 100 to 355, more with a higher end bias, whose games are shorter
// (the test scenario's last 30 to 250 actions), so that one input takes a
// second or so under the fuzzer's instrumentation, well within its 10 s
// per input. Games to their end are the tests', and the seed corpus's
// under make soak (rulestest.Sample).
func fuzzActions(bias uint8) int { return 100 + int(bias) }
