package vernian

import (
	"slices"
	"strings"
	"testing"
)

// 000 Supply 1: "Units cannot voluntarily move out of Attack Supply." -
// the Armored Front Buster too: its special power lets it move
// "regardless of what is in front of it", not out of supply.
func TestAFBNotOutOfAttackSupply(t *testing.T) {
	st := fresh(t, nil, PhaseAllMovement)
	controlAll(t, st, "", "")
	add(t, st, "fra-hq-03", "W0905") // keeps W0906 and its ring in Attack Supply
	afb := add(t, st, "fra-afb", "W0906")
	startMovement(st)
	if st.SupplyOf(idx(t, st, afb)) != AttackSupply {
		t.Fatal("the AFB is not in Attack Supply")
	}
	// W0907 is next to the AFB but not to the HQ: out of Attack Supply
	// (far from the Allied edge, no Allied town).
	if slices.Contains(neighbours(t, st, "W0905"), "W0907") || supplyAt(t, st, Allies, "W0907") == AttackSupply {
		t.Fatal("test board: W0907 must be out of Attack Supply")
	}
	wantRefused(t, st, act(Allies, "move", afb, "W0907"), "Attack Supply")
	wantLegal(t, st, act(Allies, "move", afb, "W1005"))
}

// 000 England b: "The German player may not voluntarily close the tunnel
// - Kaiser's orders." An advance after combat is voluntary: the last
// German infantry division in Dover may not advance out of it.
func TestTunnelNoAdvanceOutOfDover(t *testing.T) {
	st := fresh(t, nil, PhaseGerCombat)
	b := add(t, st, "bri-inf-k", "test-england:E0805")
	st.Units[idx(t, st, b)].Step = 1
	do(t, st, act(Germans, "attack", "test-england:E0805"), nil)
	// 4 against 2 is 2:1, -1 for the town: 1:1; die 1 reads EX: the
	// British division goes, the German loses a step and stays.
	do(t, st, act(Germans, "resolve"), manual(1))
	if !gone(t, st, b) || st.After == nil || !st.After.Vacated {
		t.Fatalf("British %s, after %+v", where(t, st, b), st.After)
	}
	wantRefused(t, st, act(Germans, "advance", "ger-inf-b/1", "test-england:E0805"))
	do(t, st, act(Germans, "done"), nil)
	if st.Tunnel.Sealed {
		t.Errorf("sealed")
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

// RULINGS.md Attrition: "The AFB is exempt (it has no steps to lose and is
// "immune")."
func TestAttritionAFBExempt(t *testing.T) {
	st := fresh(t, nil, PhaseAllAttrition)
	controlAll(t, st, "", "")
	afb := add(t, st, "fra-afb", "W1107")
	if st.SupplyOf(idx(t, st, afb)) != OutOfSupply {
		t.Fatal("the AFB is in supply")
	}
	if len(st.attritionStacks(Allies)) != 0 {
		t.Errorf("the AFB rolls for attrition")
	}
}

// RULINGS.md New units: "Americans on Allied ultimate-source hexes in
// France or England, or in or next to a US HQ" (000 Reinforcement Schedule
// C: "on ultimate supply source map edge hexes in France and/or Britain";
// D: "or via US HQ").
func TestNewUnitsAmericans(t *testing.T) {
	st := fresh(t, nil, PhaseAllNewUnits)
	u := add(t, st, "usa-inf-3", "box:allied-available")
	wantLegal(t, st, act(Allies, "move", u, "W0107"))
	wantLegal(t, st, act(Allies, "move", u, "test-england:E0301"))
	wantRefused(t, st, act(Allies, "move", u, "W0505"), "mobilized")
	add(t, st, "usa-hq-4", "W0505")
	// 000 Reinforcements C: "+3" or "+4" units only "on ultimate supply
	// source map edge hexes"; "or via US HQ" comes with D ("+5") on.
	wantRefused(t, st, act(Allies, "move", u, "W0506"), "mobilized")
	v := add(t, st, "usa-inf-5", "box:allied-available")
	wantLegal(t, st, act(Allies, "move", v, "W0506"))
	wantLegal(t, st, act(Allies, "move", v, "W0505"))
	// Never into a hex no unit could enter, nor an enemy one.
	for _, h := range neighbours(t, st, "W0505") {
		l := loc(t, st, h)
		m := st.mapOf(l)
		hq := loc(t, st, "W0505")
		if !st.passable(m, hq.Cell, l.Cell) || st.Control.Of(m, l.Cell) != Allies {
			wantRefused(t, st, act(Allies, "move", v, h))
		}
	}
}

// 000 Reinforcement Schedule C: American units arrive "on ultimate
// supply source map edge hexes in France and/or Britain". London is an
// Allied ultimate source (000 Supply 1) but not on the map edge; the
// northern hex row of England is both.
func TestNewUnitsAmericansNotInLondon(t *testing.T) {
	st := fresh(t, nil, PhaseAllNewUnits)
	london := "test-england:E0504"
	if !st.fixed.sources[Allies]["test-england"][loc(t, st, london).Cell] {
		t.Fatal("London is not an Allied ultimate source in the test scenario")
	}
	for _, typ := range []string{"usa-inf-3", "usa-inf-5"} {
		u := add(t, st, typ, "box:allied-available")
		wantRefused(t, st, act(Allies, "move", u, london), "cannot be mobilized", "map-edge")
		wantLegal(t, st, act(Allies, "move", u, "test-england:E0501"))
	}
}

// RULINGS.md Victory and control: "A hex is controlled by the side whose
// ground units last stood in it alone; at the start each country's hexes
// belong to its side".
func TestInitialControl(t *testing.T) {
	st := newTestState(t, nil)
	for _, c := range []struct{ hex, side string }{
		{"W0307", Allies}, {"W0402", Allies}, {"W0904", Germans}, {"W0707", Germans},
		{"W0801", ""}, {"W0705", ""}, // Netherlands, Luxembourg
		{"test-england:E0504", Allies},
		{dover, Germans}, // the German "B" units stand there
	} {
		l := loc(t, st, c.hex)
		if got := st.Control.Of(st.mapOf(l), l.Cell); got != c.side {
			t.Errorf("%s controlled by %q, want %q", c.hex, got, c.side)
		}
	}
}

// Option operational_turns: how many operational turns a Strategic Turn
// has (RULINGS.md Turn structure).
func TestOptionOperationalTurns(t *testing.T) {
	for _, n := range []int{1, 3} {
		st := fresh(t, map[string]any{OptOperationalTurns: n}, PhaseGerMovement)
		subs := map[int]bool{}
		for st.Clock.Turn == 0 {
			subs[st.Clock.Sub] = true
			toPhase(t, st, PhaseAllAttrition)
			endPhase(t, st)
		}
		if len(subs) != n || st.Status().SubTurns != n {
			t.Errorf("operational_turns %d: %d operational turns in A (status says %d)", n, len(subs), st.Status().SubTurns)
		}
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

// 000 Part II Tanks: "Only one Tank unit can be in a stack" - also after
// an advance: a stack whose tank would follow it may not advance into a
// hex where the other attacking stack's tank already went.
func TestAdvanceNotTwoTanks(t *testing.T) {
	const target = "W0605"
	for face := 1; face <= 6; face++ {
		st := fresh(t, nil, PhaseGerCombat)
		var stacks []string
		for _, n := range neighbours(t, st, target) {
			l := loc(t, st, n)
			if len(stacks) < 2 && len(st.at(l)) == 0 && st.passable(st.mapOf(l), l.Cell, loc(t, st, target).Cell) {
				stacks = append(stacks, n)
			}
		}
		if len(stacks) < 2 {
			t.Fatal("no two free hexes next to the target")
		}
		var infs [2][2]string
		for k, h := range stacks {
			infs[k] = [2]string{add(t, st, "ger-inf", h), add(t, st, "ger-inf", h)}
			add(t, st, "ger-tank", h)
		}
		add(t, st, "fra-inf", target)
		do(t, st, act(Germans, "attack", target), nil)
		do(t, st, act(Germans, "resolve"), manual(face))
		if st.After == nil || !st.After.Vacated || len(st.After.Units) < 4 {
			continue // this die did not clear the hex with every attacker alive
		}
		do(t, st, act(Germans, "advance", infs[0][0], target), nil)
		do(t, st, act(Germans, "advance", infs[0][1], target), nil) // the tank follows
		if st.tankAt(loc(t, st, target), Germans) < 0 {
			t.Fatal("the first stack's tank did not follow its last infantry")
		}
		do(t, st, act(Germans, "advance", infs[1][0], target), nil)
		wantRefused(t, st, act(Germans, "advance", infs[1][1], target))
		return
	}
	t.Fatal("no die face cleared the hex with every attacker alive: the test proves nothing")
}
