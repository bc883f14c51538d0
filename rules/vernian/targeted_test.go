package vernian

import (
	"testing"

	"sandtable/rules"
	"sandtable/rules/rulestest"
)

// positionGame is a game of the test scenario whose state is st: a
// targeted state of the conformance suite (rulestest.PositionGame).
func positionGame(t testing.TB, st *State) *rules.Game {
	t.Helper()
	return rulestest.PositionGame(t, testScenario, st)
}

// flyersAtParis is the Allied Mission Allocation Phase with an Allied F,
// CS and B at Paris and a German F in range (TestFirstChoosesFlyerOrder).
func flyersAtParis(t *testing.T) (st *State, esc, cs, b, ger string) {
	st = missionsPhase(t, func(st *State) {
		esc = add(t, st, "bri-flyer-f", "W0307")
		cs = add(t, st, "bri-flyer-cs", "W0307")
		b = add(t, st, "bri-flyer-b", "W0307")
		ger = add(t, st, "ger-flyer-f", "W0905")
	})
	return st, esc, cs, b, ger
}

// airMissions is flyersAtParis after the first steps of its missions (0
// to 3): the CS interdicts W0605, the B too, the F escorts them; 4 ends
// the phase (to the German Interception Phase), 5 has the German F
// intercept there.
func airMissions(t *testing.T, steps int) *State {
	st, esc, cs, b, ger := flyersAtParis(t)
	for k, a := range []rules.Action{
		act(Allies, "interdict", cs, "W0605"),
		act(Allies, "interdict", b, "W0605"),
		act(Allies, "escort", esc, "W0605"),
		act(Allies, "end-phase"),
		act(Germans, "intercept", ger, "W0605"),
	}[:steps] {
		if k == 3 {
			endPhase(t, st)
			continue
		}
		do(t, st, a, nil)
	}
	return st
}

// targeted are states where the verbs random play of the suite's games
// never applied are legal, each set up as the rule's own test does: the
// air missions (interdict, escort, intercept, first, land), a Storm to
// escape, attrition, the AFB's push-out, the tank's double and a flyer's
// displacement.
var targeted = map[string]func(t *testing.T) *rules.Game{
	"interdict": func(t *testing.T) *rules.Game { return positionGame(t, airMissions(t, 0)) },
	"escort":    func(t *testing.T) *rules.Game { return positionGame(t, airMissions(t, 1)) },
	"intercept": func(t *testing.T) *rules.Game { return positionGame(t, airMissions(t, 4)) },
	"first":     func(t *testing.T) *rules.Game { return positionGame(t, airMissions(t, 5)) },
	"land": func(t *testing.T) *rules.Game {
		st := fresh(t, nil, PhaseGerNewUnits)
		f := add(t, st, "bri-flyer-f", "W0307")
		add(t, st, "ger-zep-3", "W0605")
		toPhase(t, st, PhaseGerIntercept)
		do(t, st, act(Allies, "intercept", f, "W0605"), nil)
		concluded(t, st, "W0605")
		return positionGame(t, st)
	},
	"escape": func(t *testing.T) *rules.Game {
		st := atPhase(t, turnA, PhaseGerBaseChange)
		st.Air.Storms = []string{"W0405"}
		add(t, st, "ger-zep-3", "W0405")
		return positionGame(t, st)
	},
	"attrition": func(t *testing.T) *rules.Game {
		st := fresh(t, nil, PhaseGerAttrition)
		controlAll(t, st, "", "")
		add(t, st, "ger-inf", "W0210")
		return positionGame(t, st)
	},
	"push-out": func(t *testing.T) *rules.Game {
		st := fresh(t, limit3, PhaseAllMovement)
		afb := add(t, st, "fra-afb", "W0505")
		add(t, st, "ger-inf", "W0504")
		add(t, st, "ger-inf", "W0504")
		add(t, st, "ger-inf", "W0503")
		add(t, st, "ger-inf-y", "W0503")
		add(t, st, "ger-cav", "W0503")
		startMovement(st)
		do(t, st, act(Allies, "move", afb, "W0504"), nil)
		return positionGame(t, st)
	},
	"double": func(t *testing.T) *rules.Game {
		st, _, _ := tankStackAttack(t)
		return positionGame(t, st)
	},
	"displace": func(t *testing.T) *rules.Game {
		st, _, inf := overrunSetup(t, nil)
		do(t, st, act(Germans, "move", inf, "W0606"), nil)
		return positionGame(t, st)
	},
}
