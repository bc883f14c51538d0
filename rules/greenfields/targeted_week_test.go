package greenfields

import (
	"testing"

	"sandtable/rules"
	"sandtable/rules/rulestest"
)

// The conformance suite's states where the weekly verbs random play of
// the two-week test scenario seldom or never reaches are legal: step 10
// (open-assault), step 9 with a depot to rebuild (buy-depot), units off
// board to replenish and armour over the depot cap (transfer), and the
// bundled Somme's army design (its edits).
func init() {
	weekGame := func(t *testing.T, st *State) *rules.Game { return rulestest.PositionGame(t, weekScenario, st) }
	somme := func(t *testing.T, st *State) *rules.Game {
		return rulestest.PositionGame(t, "builtin:greenfields-somme-1916", st)
	}
	targeted["open-assault"] = func(t *testing.T) *rules.Game {
		st := newWeekState(t, nil)
		toWeekPhase(t, st, PhaseAssaultFirst, Allies)
		return weekGame(t, st)
	}
	targeted["buy-depot"] = func(t *testing.T) *rules.Game {
		st := newWeekState(t, nil)
		toReplace(t, st, func() {
			s := st.stores(Allies)
			s.Depot = 0
			st.setStores(Allies, s)
		}, 1, 1, 1)
		return weekGame(t, st)
	}
	targeted["replenish"] = func(t *testing.T) *rules.Game {
		st := newWeekState(t, nil)
		withBoxes(st)
		a := unit(t, st, "ger-reg", 1)
		box, _ := st.reserveLoc(Central)
		toReplace(t, st, func() {
			st.Units[a].Loc = box
			st.Troops[a].Strength = 6
		}, 1, 1, 3, 3)
		return weekGame(t, st)
	}
	targeted["transfer"] = func(t *testing.T) *rules.Game {
		st := newWeekState(t, nil)
		withBoxes(st)
		box, _ := st.reserveLoc(Allies)
		var tk [3]int
		for k := range tk {
			tk[k] = addUnit(t, st, "brit-tank", "")
			st.Units[tk[k]].Loc = box
		}
		st.Troops[tk[0]].Strength = 1
		toReplace(t, st, nil, 1, 1, 1, 1)
		return weekGame(t, st)
	}
	for _, verb := range []string{verbEnlist, verbImprove, verbLower, verbStock} {
		targeted[verb] = func(t *testing.T) *rules.Game { return somme(t, newSomme(t)) }
	}
	targeted[verbUnstock] = func(t *testing.T) *rules.Game {
		st := newSomme(t)
		rulestest.Do(t, st, rulestest.Act(Allies, verbStock, "shells"), nil)
		return somme(t, st)
	}
	targeted[verbDismiss] = func(t *testing.T) *rules.Game {
		st := newSomme(t)
		rulestest.Do(t, st, rulestest.Act(Allies, verbEnlist, string(Infantry)), nil)
		return somme(t, st)
	}
}
