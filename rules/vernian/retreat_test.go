package vernian

import (
	"strings"
	"testing"

	"sandtable/rules"
)

// 000 Part II Tanks: "Only one Tank unit can be in a stack" and "It must
// always be stacked with an Infantry unit" - an attacker's retreat takes
// the stack's tank along, so it may not end where a tank already is. The
// German stack at W0706 (two infantry and a tank) attacks W0605, whose own
// tank keeps theirs out of the attack: 4+4 against 3 is 2:1, die 5 reads
// AR. With the stacking limit at 3, W0805 and W0707 are full and W0705
// holds the Allies; W0806 (next to no enemy) holds a German tank, so the
// stack and its tank must go to W0606, the one hex left.
func TestAttackerRetreatTakesTankNotIntoSecondTank(t *testing.T) {
	st := fresh(t, rules.Options{OptStackLimit: 3}, PhaseGerCombat)
	a1 := add(t, st, "ger-inf", "W0706")
	a2 := add(t, st, "ger-inf", "W0706")
	tank := add(t, st, "ger-tank", "W0706")
	add(t, st, "ger-inf", "W0806")
	other := add(t, st, "ger-tank", "W0806")
	for range 3 {
		add(t, st, "ger-inf", "W0805")
		add(t, st, "ger-inf", "W0707")
	}
	add(t, st, "fra-inf", "W0605")
	add(t, st, "bri-tank", "W0605")
	add(t, st, "fra-inf", "W0705")
	do(t, st, act(Germans, "attack", "W0605"), nil)
	if f, _ := st.Forecast(act(Germans, "resolve")); f.Strength != "8 vs 3" {
		t.Fatalf("strength %s, want 8 vs 3 (no tank against a tank)", f.Strength)
	}
	lines := do(t, st, act(Germans, "resolve"), manual(5))
	for _, id := range []string{a1, a2, tank} {
		if got := where(t, st, id); got != "W0606" {
			t.Errorf("%s at %s, want W0606\n%s", id, got, strings.Join(lines, "\n"))
		}
	}
	if where(t, st, other) != "W0806" {
		t.Errorf("the other tank moved to %s", where(t, st, other))
	}
	if !hasLine(lines, "retreat", "German tank", "W0606") {
		t.Errorf("the tank's retreat is not logged:\n%s", strings.Join(lines, "\n"))
	}
}

// 000 Part II Tanks: "Only one Tank unit can be in a stack" - retreats
// respect it like stacking.
func TestRetreatNotIntoSecondTank(t *testing.T) {
	st := fresh(t, nil, PhaseGerCombat)
	for range 3 {
		add(t, st, "ger-inf", "W0706")
	}
	d := add(t, st, "fra-inf", "W0605")
	tk := add(t, st, "bri-tank", "W0605")
	// Every hex the stack could retreat to but one holds an Allied tank
	// (with infantry).
	var free []string
	for _, n := range neighbours(t, st, "W0605") {
		if n != "W0706" {
			free = append(free, n)
		}
	}
	for _, n := range free[1:] {
		add(t, st, "fra-inf", n)
		add(t, st, "bri-tank", n)
	}
	do(t, st, act(Germans, "attack", "W0605"), nil)
	// 12 against 3 is 4:1; die 2 reads D1/DR.
	lines := do(t, st, act(Germans, "resolve"), manual(2))
	if where(t, st, d) != free[0] || where(t, st, tk) != free[0] {
		t.Errorf("retreated to %s (tank %s), want %s, the one hex without a tank\n%s", where(t, st, d), where(t, st, tk), free[0], strings.Join(lines, "\n"))
	}
}

// RULINGS.md Ground combat: fortresses do not move ("fortresses do not
// move"), so a defender retreat leaves a fortress in its hex while the
// other defenders go.
func TestFortressDoesNotRetreat(t *testing.T) {
	retreats := 0
	for face := 1; face <= 6; face++ {
		st := fresh(t, nil, PhaseGerCombat)
		for range 3 {
			add(t, st, "ger-inf", "W0706")
		}
		inf := add(t, st, "fra-inf", "W0605")
		fort := add(t, st, "fra-fort", "W0605")
		do(t, st, act(Germans, "attack", "W0605"), nil)
		do(t, st, act(Germans, "resolve"), manual(face))
		if where(t, st, inf) != "W0605" && where(t, st, inf) != "eliminated" {
			retreats++
			if got := where(t, st, fort); got != "W0605" && got != "eliminated" {
				t.Errorf("die %d: the fortress moved to %s with the retreat", face, got)
			}
		}
	}
	if retreats == 0 {
		t.Fatal("no die face made the defenders retreat: the test proves nothing")
	}
}
