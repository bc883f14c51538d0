package vernian

import (
	"strings"
	"testing"
)

// tankAttack sets up an Allied combat phase with a tank stack (tank and
// two French infantry) at W0605 and one more infantry at W0606, attacking
// a yellow-striped German division at W0706; die 3 on the 4:1 column reads
// D1, which eliminates the one-step defender.
func tankAttack(t *testing.T, st *State) (tank, a1, a2, a3 string) {
	t.Helper()
	tank = add(t, st, "bri-tank", "W0605")
	a1 = add(t, st, "fra-inf", "W0605")
	a2 = add(t, st, "fra-inf", "W0605")
	a3 = add(t, st, "fra-inf", "W0606")
	add(t, st, "ger-inf-y", "W0706")
	do(t, st, act(Allies, "attack", "W0706"), nil)
	if f, _ := st.Forecast(act(Allies, "resolve")); f.Strength != "12 vs 3" {
		t.Fatalf("strength %s", f.Strength)
	}
	do(t, st, act(Allies, "resolve"), manual(3))
	if st.After == nil || !st.After.Vacated {
		t.Fatalf("after %+v", st.After)
	}
	return
}

// 000 Part II Tanks b: "A stack containing a tank can advance two hexes
// after combat instead of one. The first hex advanced into must be the hex
// attacked; the second hex can be any adjacent vacant hex."
func TestTankTwoHexAdvance(t *testing.T) {
	st := fresh(t, nil, PhaseAllCombat)
	tank, a1, a2, a3 := tankAttack(t, st)
	wantRefused(t, st, act(Allies, "advance", a1, "W0806"), RuleTanks+" b", "the first hex advanced into must be the hex attacked", RuleTanks+" b")
	do(t, st, act(Allies, "advance", a1, "W0706"), nil)
	do(t, st, act(Allies, "advance", a2, "W0706"), nil)
	if where(t, st, tank) != "W0706" {
		t.Errorf("the tank stayed behind at %s when its stack advanced", where(t, st, tank))
	}
	// The second hex: adjacent to the attacked hex, vacant.
	wantLegal(t, st, act(Allies, "advance", a1, "W0806"))
	wantRefused(t, st, act(Allies, "advance", a1, "W0908"), RuleTanks+" b", "must be next to W0706", RuleTanks+" b")
	do(t, st, act(Allies, "advance", a3, "W0706"), nil)
	// a3 did not come from the stack with the tank: one hex only.
	wantRefused(t, st, act(Allies, "advance", a3, "W0806"), RuleTanks+" b", "advances one hex only", RuleTanks+" b")
	do(t, st, act(Allies, "advance", a1, "W0806"), nil)
	do(t, st, act(Allies, "advance", a2, "W0806"), nil)
	if where(t, st, tank) != "W0806" {
		t.Errorf("tank at %s, want with its stack at W0806", where(t, st, tank))
	}
	wantRefused(t, st, act(Allies, "advance", a1, "W0805"), RuleTanks+" b", "already advanced two hexes", RuleTanks+" b")
	do(t, st, act(Allies, "done"), nil)
}

// 000 Monstrous Artilleries d: a hex cleared by bombardment "may not be
// attacked nor advanced into in that Combat Phase" - the tank's second hex
// included.
func TestTankAdvanceNotIntoClearedHex(t *testing.T) {
	st := fresh(t, nil, PhaseAllBombard)
	hq := add(t, st, "fra-hq-13", "W0505")
	v := add(t, st, "ger-inf", "W0806")
	st.Units[idx(t, st, v)].Step = 1
	if d := dist(t, st, "W0505", "W0806"); d > 3 {
		t.Fatalf("W0505 is %d from Trier", d)
	}
	do(t, st, act(Allies, "bombard", hq, "W0806"), nil)
	do(t, st, act(Allies, "fire"), manual(1))
	if !gone(t, st, v) {
		t.Fatal("Trier not cleared")
	}
	endPhase(t, st)
	_, a1, _, _ := tankAttack(t, st)
	do(t, st, act(Allies, "advance", a1, "W0706"), nil)
	wantRefused(t, st, act(Allies, "advance", a1, "W0806"), RuleBombard+" d", "cleared by bombardment", RuleBombard+" d")
	wantLegal(t, st, act(Allies, "advance", a1, "W0805"))
}

// 000 Part II Tanks: "A Tank is not a combat unit; if alone in a hex it is
// destroyed. It must always be stacked with an Infantry unit; it is
// destroyed along with the last infantry step in that hex."
func TestTankDiesWithLastInfantryStep(t *testing.T) {
	st := fresh(t, nil, PhaseAllCombat)
	add(t, st, "fra-inf", "W0605")
	add(t, st, "fra-inf", "W0605")
	d := add(t, st, "ger-inf", "W0706")
	st.Units[idx(t, st, d)].Step = 1
	tank := add(t, st, "ger-tank", "W0706")
	do(t, st, act(Allies, "attack", "W0706"), nil)
	// 6 against 2: 3:1, die 2 reads D1.
	lines := do(t, st, act(Allies, "resolve"), manual(2))
	if !gone(t, st, d) || !gone(t, st, tank) {
		t.Errorf("infantry %s, tank %s\n%s", where(t, st, d), where(t, st, tank), strings.Join(lines, "\n"))
	}
}

// RULINGS.md Tanks: "a stack moves one unit at a time, so a tank left alone
// is destroyed at the end of the phase (the checklist warns)".
func TestTankAloneAtEndOfPhase(t *testing.T) {
	st := fresh(t, nil, PhaseAllMovement)
	tank := add(t, st, "bri-tank", "W0505")
	inf := add(t, st, "fra-inf", "W0505")
	startMovement(st)
	do(t, st, act(Allies, "move", inf, "W0605"), nil)
	warned := false
	for _, c := range st.Status().Checklist {
		warned = warned || strings.Contains(c.Text, "Tanks without infantry die")
	}
	if !warned || gone(t, st, tank) {
		t.Errorf("mid-phase: warned %v, tank %s", warned, where(t, st, tank))
	}
	do(t, st, act(Allies, "move", tank, "W0605"), nil)
	do(t, st, act(Allies, "move", tank, "W0505"), nil)
	lines := endPhase(t, st)
	if !gone(t, st, tank) || !hasLine(lines, "no infantry with it", RuleTanks) {
		t.Errorf("tank alone at the end of the phase: %s\n%s", where(t, st, tank), strings.Join(lines, "\n"))
	}
}

// RULINGS.md New units: "tanks with friendly infantry"; 000 Part II Tanks:
// "Only one Tank unit can be in a stack".
func TestTankPlacement(t *testing.T) {
	st := fresh(t, nil, PhaseAllNewUnits)
	tk := add(t, st, "bri-tank", "box:allied-available")
	wantRefused(t, st, act(Allies, "move", tk, "W0205"), RuleTanks) // Rouen, a port, no infantry
	add(t, st, "fra-inf", "W0205")
	wantLegal(t, st, act(Allies, "move", tk, "W0205"))
	add(t, st, "bri-tank", "W0205")
	wantRefused(t, st, act(Allies, "move", tk, "W0205"), RuleTanks, "only one Tank")
}

// RULINGS "New units": tanks are placed "with friendly infantry" in any
// friendly town or city, not only where their nation's infantry would be
// mobilized (a British tank joins French infantry in Chalons, inland).
func TestTankPlacementInlandWithInfantry(t *testing.T) {
	st := fresh(t, nil, PhaseAllNewUnits)
	tk := add(t, st, "bri-tank", "box:allied-available")
	add(t, st, "fra-inf", "W0406") // Chalons, a French town, no port
	wantLegal(t, st, act(Allies, "move", tk, "W0406"))
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
	wantRefused(t, st, act(Allies, "commit", tank), RuleTanks, "cannot be used to attack a hex containing another tank", RuleTanks)
}

// 000 Part II Tanks: "Tanks can never attack by themselves, they only aid
// attacking infantry in their hex." A tank is never committed itself.
func TestTankNeverCommitted(t *testing.T) {
	st := fresh(t, nil, PhaseAllCombat)
	tank := add(t, st, "bri-tank", "W0605")
	add(t, st, "fra-inf", "W0605")
	add(t, st, "ger-inf", "W0706")
	do(t, st, act(Allies, "attack", "W0706"), nil)
	wantRefused(t, st, act(Allies, "commit", tank), RuleTanks, "tanks never attack by themselves", RuleTanks)
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
		if c.lost > 0 {
			// The one hit left: the Allies choose which attacker takes it
			// (the two at W0605 are alike, a3 at W0606 is not).
			d := wantDecision(t, st, Allies, "lose", a1, a2, a3)
			if !strings.Contains(d.Prompt, "step loss 1 of 1") {
				t.Errorf("prompt %q: one hit is left after the tank's", d.Prompt)
			}
			lines = append(lines, do(t, st, act(Allies, "lose", a3), nil)...)
			if !gone(t, st, a3) && st.Units[idx(t, st, a3)].Step != 1 {
				t.Errorf("the chosen unit did not lose the step")
			}
		}
		noDecision(t, st)
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

// 000 Part II Tanks c: "One unit in the stack containing the Tank has its
// Attack Strength doubled." A second double in the stack moves the
// doubling (RULINGS.md, Tanks): the log says from which unit to which,
// and the forecast counts only the one doubled now. A tank with a French
// (3) and a Belgian (2) division against a German division (4): 6+2 = 8
// with the French doubled (the default), 3+4 = 7 with the Belgian.
func TestTankSecondDoubleSaysTheDoublingMoved(t *testing.T) {
	st, f, b := tankStackAttack(t)
	fName, bName := st.name(idx(t, st, f)), st.name(idx(t, st, b))
	lines := do(t, st, act(Allies, "double", b), nil)
	if !hasLine(lines, "doubles "+bName+" instead of "+fName, "the strongest", "("+RuleTanks+" c)") {
		t.Errorf("first double: log %q, want it to say the %s is doubled instead of the %s", lines, bName, fName)
	}
	if fc, _ := st.Forecast(act(Allies, "resolve")); fc.Strength != "7 vs 4" {
		t.Errorf("after the first double: %s, want 7 vs 4", fc.Strength)
	}
	lines = do(t, st, act(Allies, "double", f), nil)
	if !hasLine(lines, "moves its doubling from "+bName+" to "+fName, "one unit in its stack has its Attack Strength doubled", "("+RuleTanks+" c)") {
		t.Errorf("second double: log %q, want it to say the doubling moved from the %s to the %s", lines, bName, fName)
	}
	if fc, _ := st.Forecast(act(Allies, "resolve")); fc.Strength != "8 vs 4" {
		t.Errorf("after the second double: %s, want 8 vs 4 (one unit doubled)", fc.Strength)
	}
}

// tankStackAttack is an Allied attack being put together: a British tank
// with a French (f, 3) and a Belgian (b, 2) division at W0605 against a
// German division (4) at W0706.
func tankStackAttack(t *testing.T) (st *State, f, b string) {
	t.Helper()
	st = fresh(t, nil, PhaseAllCombat)
	add(t, st, "bri-tank", "W0605")
	f = add(t, st, "fra-inf", "W0605")
	b = add(t, st, "bel-inf", "W0605")
	add(t, st, "ger-inf", "W0706")
	do(t, st, act(Allies, "attack", "W0706"), nil)
	return st, f, b
}
