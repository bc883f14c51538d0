package vernian

import (
	"slices"
	"strings"
	"testing"

	"sandtable/rules"
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
	wantRefused(t, st, act(Germans, "end-phase"), "done")
	lines := do(t, st, act(Germans, "crack", y1), nil)
	if typeOf(t, st, y1) != "ger-crack" || typeOf(t, st, y2) != "ger-inf-y" {
		t.Errorf("types %s, %s\n%v", typeOf(t, st, y1), typeOf(t, st, y2), lines)
	}
	if st.isYellow(&st.Units[idx(t, st, y1)]) || !st.isCrack(&st.Units[idx(t, st, y1)]) || st.value(&st.Units[idx(t, st, y1)], "attack") != 5 {
		t.Errorf("the flipped unit is not Crack Troops with the better attack")
	}
	wantRefused(t, st, act(Germans, "crack", y2), "ONE", RuleCrack+" a")
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
	// 3+4 against 3 is 2:1; die 6 reads A2: the yellow-striped unit
	// (one step) and a step of the other are lost.
	do(t, st, act(Germans, "resolve"), manual(6))
	if !gone(t, st, y) {
		t.Fatalf("the yellow-striped unit survived A2")
	}
	if st.After != nil && len(st.After.Crack) > 0 {
		t.Errorf("a dead yellow-striped unit may flip: %+v", st.After)
	}
	wantRefused(t, st, act(Germans, "crack", y))
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

// 000 Part II AFB: "The hex it is in cannot be attacked in normal combat".
func TestAttackAFBHexRefused(t *testing.T) {
	st := fresh(t, nil, PhaseGerCombat)
	add(t, st, "ger-inf", "W0706")
	add(t, st, "fra-afb", "W0605")
	add(t, st, "fra-inf", "W0605")
	wantRefused(t, st, act(Germans, "attack", "W0605"), "Armored Front Buster", RuleAFB)
}

// 000 Supply 2: "Units in Defense Supply have their Attack factors halved
// but defend at full strength." 000 Supply 3: Out of Supply units "have
// Attack and Defense factors halved". Fractions round up on the total
// (RULINGS.md).
func TestCombatSupplyHalving(t *testing.T) {
	st := fresh(t, nil, PhaseGerCombat)
	controlAll(t, st, "", "")
	wall(t, st)
	control(t, st, Germans, "W0406")
	def := add(t, st, "ger-inf", "W0406") // Chalons: Defense Supply
	oos := add(t, st, "ger-inf", "W0305") // forest, cut off: Out of Supply
	if st.SupplyOf(idx(t, st, def)) != DefenseSupply || st.SupplyOf(idx(t, st, oos)) != OutOfSupply {
		t.Fatalf("supply %s, %s", st.SupplyOf(idx(t, st, def)), st.SupplyOf(idx(t, st, oos)))
	}
	a := st.attackStrength([]int{idx(t, st, def)}, nil)
	if a.Total != 2 {
		t.Errorf("Defense Supply attack 4: %d, want 2 (%v)", a.Total, a.Lines)
	}
	if d := st.defenseStrength([]int{idx(t, st, def)}); d.Total != 4 {
		t.Errorf("Defense Supply defense 4: %d, want 4", d.Total)
	}
	if d := st.defenseStrength([]int{idx(t, st, oos)}); d.Total != 2 {
		t.Errorf("Out of Supply defense 4: %d, want 2", d.Total)
	}
	y := add(t, st, "ger-inf-y", "W0305")
	if a := st.attackStrength([]int{idx(t, st, oos), idx(t, st, y)}, nil); a.Total != 4 {
		t.Errorf("Out of Supply 4+3 halved: %d, want 4 (3.5 rounded up)", a.Total)
	}
}

// 000 Part II Tanks c: "One unit in the stack containing the Tank has its
// Attack Strength doubled." and "A tank thus cannot be used to attack a
// hex containing another tank."
func TestTankDoublesOneUnitNotAgainstTank(t *testing.T) {
	st := fresh(t, nil, PhaseAllCombat)
	tank := add(t, st, "bri-tank", "W0605")
	add(t, st, "fra-inf", "W0605")
	add(t, st, "fra-inf", "W0605")
	add(t, st, "ger-inf", "W0706")
	do(t, st, act(Allies, "attack", "W0706"), nil)
	f, ok := st.Forecast(act(Allies, "resolve"))
	if !ok || f.Strength != "9 vs 4" || !strings.Contains(strings.Join(f.Attackers, "\n"), "tank") {
		t.Errorf("with a tank: %s\n%s", f.Strength, strings.Join(f.Attackers, "\n"))
	}
	do(t, st, act(Allies, "cancel"), nil)
	add(t, st, "ger-tank", "W0706")
	do(t, st, act(Allies, "attack", "W0706"), nil)
	f, _ = st.Forecast(act(Allies, "resolve"))
	if f.Strength != "6 vs 4" || strings.Contains(strings.Join(f.Attackers, "\n"), "tank") {
		t.Errorf("against a hex with a tank: %s\n%s", f.Strength, strings.Join(f.Attackers, "\n"))
	}
	wantRefused(t, st, act(Allies, "commit", tank), "cannot be used to attack a hex containing another tank", RuleTanks)
}

// 000 Part II Tanks: "Tanks can never attack by themselves, they only aid
// attacking infantry in their hex." A tank is never committed itself.
func TestTankNeverCommitted(t *testing.T) {
	st := fresh(t, nil, PhaseAllCombat)
	tank := add(t, st, "bri-tank", "W0605")
	add(t, st, "fra-inf", "W0605")
	add(t, st, "ger-inf", "W0706")
	do(t, st, act(Allies, "attack", "W0706"), nil)
	wantRefused(t, st, act(Allies, "commit", tank), "tanks never attack by themselves", RuleTanks)
}

// 000 Part II Tanks a: "The first hit normally suffered by that side is
// ignored. Only one hit per combat can be absorbed this way, so attacking
// with multiple stacks, each containing a tank, does not increase the hits
// absorbed."
func TestTankIgnoresFirstAttackerHit(t *testing.T) {
	for _, c := range []struct {
		die, lost int
	}{{4, 0}, {6, 1}} { // 2:1 column: 4 reads A1, 6 reads A2
		st := fresh(t, nil, PhaseAllCombat)
		add(t, st, "bri-tank", "W0605")
		a1 := add(t, st, "fra-inf", "W0605")
		a2 := add(t, st, "fra-inf", "W0605")
		add(t, st, "bri-tank", "W0606")
		a3 := add(t, st, "fra-inf", "W0606")
		add(t, st, "ger-inf-y", "W0706")
		add(t, st, "ger-inf-y", "W0706")
		do(t, st, act(Allies, "attack", "W0706"), nil)
		if f, _ := st.Forecast(act(Allies, "resolve")); f.Strength != "15 vs 6" {
			t.Fatalf("strength %s (two tank stacks: 6+3 and 6)", f.Strength)
		}
		lines := do(t, st, act(Allies, "resolve"), manual(c.die))
		steps := 0
		for _, id := range []string{a1, a2, a3} {
			u := st.Units[idx(t, st, id)]
			steps += u.Step
			if u.Loc.IsEliminated() {
				steps++
			}
		}
		if steps != c.lost {
			t.Errorf("die %d: %d attacker steps lost, want %d\n%s", c.die, steps, c.lost, strings.Join(lines, "\n"))
		}
		if !hasLine(lines, "tank ignores their first hit") {
			t.Errorf("not logged:\n%s", strings.Join(lines, "\n"))
		}
	}
}

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
