package vernian

import (
	"slices"
	"strings"
	"testing"

	"sandtable/rules"
)

// limit3 is the stacking option these tests play with: three divisions a
// hex (RULINGS.md Stacking, option stack_limit).
var limit3 = rules.Options{OptStackLimit: 3}

// idsAt are the ids of side's ground units at text.
func idsAt(t testing.TB, st *State, side, text string) []string {
	t.Helper()
	var out []string
	for _, i := range st.groundAt(loc(t, st, text), side) {
		out = append(out, st.Units[i].ID)
	}
	return out
}

// RULINGS.md Stacking: a hex may hold the limit's number of divisions -
// "up to six as long as stacking limits aren't violated" (000 England c) -
// and not one more. Reaching the limit exactly is legal wherever stacking
// is checked: moves, new units, set-up, retreats, advances, the tunnel's
// arrivals, the AFB's own move and its push. HQs and tanks count nothing.
func TestStackingExactlyAtLimit(t *testing.T) {
	t.Run("move", func(t *testing.T) {
		st := fresh(t, limit3, PhaseAllMovement)
		add(t, st, "fra-inf", "W0505")
		add(t, st, "fra-inf", "W0505")
		add(t, st, "fra-hq-13", "W0505")
		add(t, st, "bri-tank", "W0505")
		third := add(t, st, "fra-inf", "W0605")
		fourth := add(t, st, "fra-inf", "W0605")
		startMovement(st)
		do(t, st, act(Allies, "move", third, "W0505"), nil) // 2 + 1 = 3
		wantRefused(t, st, act(Allies, "move", fourth, "W0505"), RuleStacking, "W0505 Reims would hold more than 3 divisions", RuleStacking)
	})
	t.Run("new units", func(t *testing.T) {
		st := fresh(t, limit3, PhaseAllNewUnits)
		add(t, st, "fra-inf", "W0505")
		add(t, st, "fra-inf", "W0505")
		third := add(t, st, "fra-inf", "box:allied-available")
		fourth := add(t, st, "fra-inf", "box:allied-available")
		do(t, st, act(Allies, "move", third, "W0505"), nil)
		wantRefused(t, st, act(Allies, "move", fourth, "W0505"), RuleStacking, "W0505 Reims would hold more than 3 divisions", RuleStacking)
	})
	t.Run("set-up", func(t *testing.T) {
		// The scenario sets up two "B" divisions in Dover and one in
		// Folkestone; the Germans may bring the third to Dover.
		st := newTestState(t, limit3)
		endPhase(t, st)
		if got := idsAt(t, st, Germans, dover); len(got) != 2 {
			t.Fatalf("Dover holds %v at the German set-up", got)
		}
		do(t, st, act(Germans, "move", "ger-inf-b/3", dover), nil)
		fourth := add(t, st, "ger-inf-b", "test-england:E0706")
		wantRefused(t, st, act(Germans, "move", fourth, dover), RuleStacking, "would hold more than 3 divisions", RuleStacking)
	})
	t.Run("retreat", func(t *testing.T) {
		// Three yellow-striped divisions (3 each) against one French (3):
		// 3:1, die 3 reads DR. Every hex around W0605 but W0506 holds
		// three Allied divisions; W0506 holds two, so the retreat ends
		// there with exactly three.
		st := fresh(t, limit3, PhaseGerCombat)
		for range 3 {
			add(t, st, "ger-inf-y", "W0706")
		}
		d := add(t, st, "fra-inf", "W0605")
		for _, h := range []string{"W0705", "W0604", "W0505", "W0606"} {
			for range 3 {
				add(t, st, "fra-inf", h)
			}
		}
		add(t, st, "fra-inf", "W0506")
		add(t, st, "fra-inf", "W0506")
		do(t, st, act(Germans, "attack", "W0605"), nil)
		lines := do(t, st, act(Germans, "resolve"), manual(3))
		if got := where(t, st, d); got != "W0506" {
			t.Errorf("the defender retreated to %s, want W0506 (two divisions there)\n%s", got, strings.Join(lines, "\n"))
		}
	})
	t.Run("advance", func(t *testing.T) {
		// Four German divisions (16) against a French division with one
		// step left (3): 4:1, die 1 reads DE. Three may advance, not four.
		st := fresh(t, limit3, PhaseGerCombat)
		a := []string{add(t, st, "ger-inf", "W0706"), add(t, st, "ger-inf", "W0706"), add(t, st, "ger-inf", "W0705"), add(t, st, "ger-inf", "W0705")}
		d := add(t, st, "fra-inf", "W0605")
		st.Units[idx(t, st, d)].Step = 1
		do(t, st, act(Germans, "attack", "W0605"), nil)
		do(t, st, act(Germans, "resolve"), manual(1))
		for _, id := range a[:3] {
			do(t, st, act(Germans, "advance", id, "W0605"), nil)
		}
		wantRefused(t, st, act(Germans, "advance", a[3], "W0605"), RuleStacking, "W0605 would hold more than 3 divisions", RuleStacking)
	})
	t.Run("tunnel", func(t *testing.T) {
		// Dover holds the two "B" divisions: of stack A one division fits
		// (and its HQ, which does not count); the others are bumped.
		st := newTestState(t, limit3)
		toTurn(t, st, 0)
		got := idsAt(t, st, Germans, dover)
		slices.Sort(got)
		want := []string{"ger-hq-ijo/1", "ger-inf-b/1", "ger-inf-b/2", "ger-inf-i/1"}
		if !slices.Equal(got, want) {
			t.Errorf("Dover after stack A: %v, want %v", got, want)
		}
	})
	t.Run("AFB move", func(t *testing.T) {
		st := fresh(t, limit3, PhaseAllMovement)
		afb := add(t, st, "fra-afb", "W0505")
		add(t, st, "fra-inf", "W0605")
		add(t, st, "fra-inf", "W0605")
		startMovement(st)
		wantLegal(t, st, act(Allies, "move", afb, "W0605"))
		add(t, st, "fra-inf", "W0605")
		wantRefused(t, st, act(Allies, "move", afb, "W0605"), RuleStacking, "W0605 would hold more than 3 divisions")
	})
	t.Run("AFB push", func(t *testing.T) {
		// The AFB pushes one division from W0504 to W0503, which then
		// holds three: nobody there goes on to W0502.
		st := fresh(t, limit3, PhaseAllMovement)
		afb := add(t, st, "fra-afb", "W0505")
		p := add(t, st, "ger-inf", "W0504")
		r1 := add(t, st, "ger-inf", "W0503")
		r2 := add(t, st, "ger-inf", "W0503")
		startMovement(st)
		lines := do(t, st, act(Allies, "move", afb, "W0504"), nil)
		for _, id := range []string{p, r1, r2} {
			if got := where(t, st, id); got != "W0503" {
				t.Errorf("%s at %s, want W0503\n%s", id, got, strings.Join(lines, "\n"))
			}
		}
	})
}

// 000 Part II Tanks: "Only one Tank unit can be in a stack" - the AFB's
// push too: a stack with a tank pushed into a hex holding a tank sends
// that hex's tank on with the surplus ("the surplus units that were in the
// hex retreated into must themselves retreat back a hex"); alone, with no
// infantry, it is destroyed.
func TestAFBPushOneTankPerStack(t *testing.T) {
	st := fresh(t, nil, PhaseAllMovement)
	afb := add(t, st, "fra-afb", "W0505")
	p := add(t, st, "ger-inf", "W0504")
	pt := add(t, st, "ger-tank", "W0504")
	r := add(t, st, "ger-inf", "W0503")
	rt := add(t, st, "ger-tank", "W0503")
	startMovement(st)
	lines := do(t, st, act(Allies, "move", afb, "W0504"), nil)
	if where(t, st, p) != "W0503" || where(t, st, pt) != "W0503" || where(t, st, r) != "W0503" {
		t.Errorf("pushed stack %s, %s; resident infantry %s: want all at W0503\n%s", where(t, st, p), where(t, st, pt), where(t, st, r), strings.Join(lines, "\n"))
	}
	if !gone(t, st, rt) {
		t.Errorf("the resident tank is at %s, want pushed on alone and destroyed\n%s", where(t, st, rt), strings.Join(lines, "\n"))
	}
}
