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

// Leak 3 of the issue: "the shared checklist adds one "One of your units
// is routing…" item per routing unit, seen by both sides, so the enemy
// counts the acting side's unseen routing units". In the Germans'
// movement, regiment A routs in its trench at I6, out of the Allies'
// sight: the Germans' checklist asks them to move it; the Allies' view and
// the game's own status, which every side reads, say nothing of it.
func TestChecklistRoutingItemsAreTheMoversOwn(t *testing.T) {
	st := newTestState(t, nil)
	st.Zones = map[string]Zone{"I6": {Trench: 1}}
	st.Step = slices.IndexFunc(phases, func(p phase) bool { return p.ID == PhaseMoveFirst })
	a := unit(t, st, "ger-reg", 1)
	st.Units[a].SetFlag(FlagSuppressed)
	st.Units[a].SetFlag(FlagRouting)
	spotAllBut(st, a)
	if st.phaseSide() != Central || st.sees(Allies, a) {
		t.Fatalf("set-up: want the Germans' movement, A unseen")
	}
	routing := func(items []rules.CheckItem) int {
		n := 0
		for _, it := range items {
			if strings.Contains(it.Text, "routing") {
				n++
			}
		}
		return n
	}
	if n := routing(st.View(Central).Status.Checklist); n != 1 {
		t.Errorf("the Germans' checklist has %d routing items, want 1", n)
	}
	if n := routing(st.View(Allies).Status.Checklist); n != 0 {
		t.Errorf("the Allies' checklist has %d routing items, want none", n)
	}
	if n := routing(st.Status().Checklist); n != 0 {
		t.Errorf("the game's status has %d routing items, want none: every side reads it", n)
	}
	if _, err := diffAt(positionGame(t, st), 8); err != nil {
		t.Error(err)
	}
}
