package greenfields

import (
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"sandtable/rules"
	"sandtable/rules/rulestest"
)

// This file proves Green Fields' secrets by difference
// (rulestest.DiffChecker, rules.SecretVariants): in set positions, where a
// leak of the issue was, and in random play.

// positionGame is a game of the test scenario whose state is st
// (rules.Game.Fork), for the checks by difference of one position.
func positionGame(t testing.TB, st *State) *rules.Game {
	t.Helper()
	g, err := rules.StartGame(testScenario, nil, 1, false)
	if err != nil {
		t.Fatal(err)
	}
	return g.Fork(st)
}

// diffAt runs the DiffChecker on g's position with several draws of
// variants, returning its first complaint.
func diffAt(g *rules.Game, draws int) (*rulestest.DiffChecker, error) {
	var dc *rulestest.DiffChecker
	for k := range draws {
		dc = &rulestest.DiffChecker{Rand: rand.New(rand.NewPCG(uint64(k), 3))}
		if err := dc.Check(g); err != nil {
			return dc, err
		}
	}
	return dc, nil
}

// spotAllBut marks every unit spotted (its enemy sees it wherever it is)
// but those listed, so that the variants of a position vary only those.
func spotAllBut(st *State, keep ...int) {
	for i := range st.Units {
		if !slices.Contains(keep, i) {
			st.Units[i].SetFlag(FlagSpotted)
		}
	}
}

// Leak 2 of the issue: "the wave flags on a seen enemy unit ("leading
// wave", "middle wave") count the units in its zone that the viewer cannot
// see". Three German regiments in a trench at I6: A, the leading wave,
// has not moved or fired and its trench hides it ("Units in trenches ...
// cannot be seen unless they have been identified"); B and C were
// spotted. The Allies see two regiments there: the leading and the middle
// wave of what they see, whether A is there or not.
func TestWaveFlagsNameOnlySeenWaves(t *testing.T) {
	st := newTestState(t, nil)
	st.Zones = map[string]Zone{"I6": {Trench: 1}}
	a, b, c := unit(t, st, "ger-reg", 1), unit(t, st, "ger-reg", 2), unit(t, st, "ger-reg", 3)
	spotAllBut(st, a)
	if st.sees(Allies, a) || !st.sees(Allies, b) {
		t.Fatalf("set-up: the Allies should see B and C, not A")
	}
	v := st.View(Allies)
	for i, want := range map[int]string{b: "leading wave", c: "middle wave"} {
		uv := viewOf(v, st.Units.Ref(i))
		if !strings.Contains(strings.Join(uv.Flags, "; "), want) {
			t.Errorf("the Allies see %s as %v, want %q", st.Units.Ref(i), uv.Flags, want)
		}
	}
	if dc, err := diffAt(positionGame(t, st), 8); err != nil {
		t.Error(err)
	} else if dc.Compared == 0 {
		t.Error("no comparison made")
	}
}
