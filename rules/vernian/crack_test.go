package vernian

import (
	"slices"
	"strings"
	"testing"
)

// typeOf is unit id's counter type.
func typeOf(t testing.TB, st *State, id string) string {
	t.Helper()
	return st.Units[idx(t, st, id)].Type
}

func gone(t testing.TB, st *State, id string) bool {
	t.Helper()
	return st.Units[idx(t, st, id)].Loc.IsEliminated()
}

// 000 Crack German Troops a: "Anytime a German attack takes place in which
// one or more yellow-striped German units are participating, ONE surviving
// yellow-striped attacking unit may be flipped over ... They remain
// one-step units." The flip makes the unit ger-crack (rules.crack).
func TestCrackOneSurvivorMayFlip(t *testing.T) {
	st := fresh(t, nil, PhaseGerCombat)
	y1 := add(t, st, "ger-inf-y", "W0706")
	y2 := add(t, st, "ger-inf-y", "W0706")
	add(t, st, "fra-inf", "W0605")
	do(t, st, act(Germans, "attack", "W0605"), nil)
	if !slices.Equal(st.Combat.Units, []string{y1, y2}) {
		t.Fatalf("committed %v", st.Combat.Units)
	}
	// 3+3 against 3 is 2:1; die 1 reads D1: both attackers survive.
	do(t, st, act(Germans, "resolve"), manual(1))
	if st.After == nil || !slices.Equal(st.After.Crack, []string{y1, y2}) {
		t.Fatalf("after %+v", st.After)
	}
	wantRefused(t, st, act(Germans, "end-phase"), RuleCombat, "done")
	lines := do(t, st, act(Germans, "crack", y1), nil)
	if typeOf(t, st, y1) != "ger-crack" || typeOf(t, st, y2) != "ger-inf-y" {
		t.Errorf("types %s, %s\n%v", typeOf(t, st, y1), typeOf(t, st, y2), lines)
	}
	if st.isYellow(&st.Units[idx(t, st, y1)]) || !st.isCrack(&st.Units[idx(t, st, y1)]) || st.value(&st.Units[idx(t, st, y1)], "attack") != 5 {
		t.Errorf("the flipped unit is not Crack Troops with the better attack")
	}
	wantRefused(t, st, act(Germans, "crack", y2), RuleCrack+" a", "ONE", RuleCrack+" a")
	do(t, st, act(Germans, "done"), nil)
	wantLegal(t, st, act(Germans, "end-phase"))
}

// 000 Crack German Troops a: only "surviving" yellow-striped attackers,
// and only in German attacks with one taking part.
func TestCrackOnlySurvivors(t *testing.T) {
	st := fresh(t, nil, PhaseGerCombat)
	y := add(t, st, "ger-inf-y", "W0706")
	g := add(t, st, "ger-inf", "W0706")
	add(t, st, "fra-inf", "W0605")
	do(t, st, act(Germans, "attack", "W0605"), nil)
	// 3+4 against 3 is 2:1; die 6 reads A2. The Germans choose the
	// yellow-striped unit (one step) for the first step; the second can
	// only be the other's.
	do(t, st, act(Germans, "resolve"), manual(6))
	wantDecision(t, st, Germans, "lose", y, g)
	do(t, st, act(Germans, "lose", y), nil)
	noDecision(t, st)
	if !gone(t, st, y) {
		t.Fatalf("the yellow-striped unit survived A2")
	}
	if st.After != nil && len(st.After.Crack) > 0 {
		t.Errorf("a dead yellow-striped unit may flip: %+v", st.After)
	}
	wantRefused(t, st, act(Germans, "crack", y), RuleCrack+" a")
	if st.Units[idx(t, st, g)].Step != 1 {
		t.Errorf("A2: the other attacker should have lost a step")
	}
	// A German attack without yellow-striped units offers no flip.
	st2 := fresh(t, nil, PhaseGerCombat)
	add(t, st2, "ger-inf", "W0706")
	add(t, st2, "fra-inf", "W0605")
	do(t, st2, act(Germans, "attack", "W0605"), nil)
	do(t, st2, act(Germans, "resolve"), manual(1))
	if st2.After != nil && len(st2.After.Crack) > 0 {
		t.Errorf("flip offered without yellow-striped attackers")
	}
}

// 000 Crack German Troops b: "Anytime a German attack takes place in which
// one or more attacking units are Crack Troops, the first German lost must
// be a Crack Troop."
func TestCrackTroopLostFirst(t *testing.T) {
	st := fresh(t, nil, PhaseGerCombat)
	c := add(t, st, "ger-crack", "W0706")
	g := add(t, st, "ger-inf", "W0706")
	add(t, st, "fra-inf", "W0605")
	do(t, st, act(Germans, "attack", "W0605"), nil)
	// 5+4 against 3 is 3:1; die 4 reads EX.
	lines := do(t, st, act(Germans, "resolve"), manual(4))
	if !gone(t, st, c) || st.Units[idx(t, st, g)].Step != 0 {
		t.Errorf("EX: Crack Troops %s, infantry step %d; the Crack Troop must go first\n%s", where(t, st, c), st.Units[idx(t, st, g)].Step, strings.Join(lines, "\n"))
	}
}

// 000 Crack German Troops b: "the first German lost must be a Crack
// Troop" - the first only. Two Crack Troops (5 each, one step) and a
// German division (4, two steps) against two French divisions (3 each):
// 14 against 6 is 2:1, die 6 reads A2. The first step lost is a Crack
// Troop's (the two are alike: no choice); for the second the Germans may
// choose the other Crack Troop or the division, and choose the division.
func TestCrackTroopOnlyFirstLoss(t *testing.T) {
	st := fresh(t, nil, PhaseGerCombat)
	c1 := add(t, st, "ger-crack", "W0706")
	c2 := add(t, st, "ger-crack", "W0706")
	g := add(t, st, "ger-inf", "W0706")
	add(t, st, "fra-inf", "W0605")
	add(t, st, "fra-inf", "W0605")
	do(t, st, act(Germans, "attack", "W0605"), nil)
	if f, _ := st.Forecast(act(Germans, "resolve")); f.Strength != "14 vs 6" {
		t.Fatalf("strength %s, want 14 vs 6", f.Strength)
	}
	lines := do(t, st, act(Germans, "resolve"), manual(6))
	if !gone(t, st, c1) {
		t.Fatalf("the first step lost is not a Crack Troop's\n%s", strings.Join(lines, "\n"))
	}
	wantDecision(t, st, Germans, "lose", c2, g)
	do(t, st, act(Germans, "lose", g), nil)
	noDecision(t, st)
	if gone(t, st, c2) || st.Units[idx(t, st, g)].Step != 1 {
		t.Errorf("A2: Crack Troop %s, division at step %d; want the Crack Troop unhurt and the division reduced",
			where(t, st, c2), st.Units[idx(t, st, g)].Step)
	}
}
