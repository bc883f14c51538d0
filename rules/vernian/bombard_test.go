package vernian

import (
	"slices"
	"testing"

	"sandtable/rules"
)

// 000 Monstrous Artilleries b: "The range of the Monstrous Artillery is
// also the second number, so a 1-3 HQ could fire at an enemy stack up to
// three hexes away."
func TestBombardRangeIsKillNumber(t *testing.T) {
	st := fresh(t, nil, PhaseGerBombard)
	hq := add(t, st, "ger-hq-13", "W0806")
	add(t, st, "fra-inf", "W0506")
	add(t, st, "fra-inf", "W0406")
	if dist(t, st, "W0806", "W0506") != 3 || dist(t, st, "W0806", "W0406") != 4 {
		t.Fatalf("distances %d, %d", dist(t, st, "W0806", "W0506"), dist(t, st, "W0806", "W0406"))
	}
	wantLegal(t, st, act(Germans, "bombard", hq, "W0506"))
	wantRefused(t, st, act(Germans, "bombard", hq, "W0406"), RuleBombard+" b", "within 3 hexes", RuleBombard+" b")
	// Only hexes with enemy ground units.
	wantRefused(t, st, act(Germans, "bombard", hq, "W0706"), RuleBombard+" b")
}

// 000 Monstrous Artilleries a: "A 0-3 HQ has no gun, it is just an HQ."
func TestBombardZeroDiceHQHasNoGun(t *testing.T) {
	st := fresh(t, nil, PhaseGerBombard)
	hq := add(t, st, "ger-hq-03", "W0806")
	add(t, st, "fra-inf", "W0706")
	wantRefused(t, st, act(Germans, "bombard", hq, "W0706"), RuleBombard+" a", "no gun", RuleBombard+" a")
	for _, a := range st.Legal(Germans) {
		if a.Verb == "bombard" {
			t.Errorf("a 0-3 HQ may %s", a)
		}
	}
}

// 000 Monstrous Artilleries c: "All bombards must be predesignated before
// any are rolled." Fire needs a designation; nothing is designated after
// the fire; the phase cannot end with designated bombards unfired.
func TestBombardPredesignation(t *testing.T) {
	st := fresh(t, nil, PhaseGerBombard)
	h1 := add(t, st, "ger-hq-13", "W0806")
	h2 := add(t, st, "ger-hq-22", "W0807")
	add(t, st, "fra-inf", "W0706")
	add(t, st, "fra-inf", "W0707")
	wantRefused(t, st, act(Germans, "fire"), RuleBombard+" c", "no bombard is designated", RuleBombard+" c")
	do(t, st, act(Germans, "bombard", h1, "W0706"), nil)
	// A bombard is designated now: a malformed fire says what is wrong.
	wantRefused(t, st, act(Germans, "fire", "W0706"), RuleBombard+" c", "fire takes no arguments", RuleBombard+" c")
	wantRefused(t, st, act(Germans, "bombard", h1, "W0707"), RuleBombard, "already has a target")
	wantRefused(t, st, act(Germans, "end-phase"), RuleBombard+" c", "fire the designated bombards first")
	do(t, st, act(Germans, "bombard", h2, "W0707"), nil)
	// Both designated bombards roll in the one fire: 1 die + 2 dice.
	d := manual(6, 6, 6)
	lines := do(t, st, act(Germans, "fire"), d)
	if d.Pending() != 0 || len(st.Bombards) != 2 {
		t.Errorf("fire left %d dice, %d bombards\n%v", d.Pending(), len(st.Bombards), lines)
	}
	wantRefused(t, st, act(Germans, "bombard", h1, "W0706"), RuleBombard+" c", "have been fired", RuleBombard+" c")
	wantRefused(t, st, act(Germans, "fire"), RuleBombard+" c", "have been fired")
	wantRefused(t, st, act(Germans, "cancel-bombard", h1), RuleBombard+" c")
	wantLegal(t, st, act(Germans, "end-phase"))
}

// 000 Monstrous Artilleries e: "+1 if the target hex is anything other
// than Clear or flood plain (Towns, cities and forts count as "not
// Clear")" and "+1 if the target hex has no friendly units adjacent to it
// (spotters)".
func TestBombardDRMs(t *testing.T) {
	st := fresh(t, nil, PhaseGerBombard)
	add(t, st, "ger-inf", "W0706") // spotter next to W0605, W0606, W0707...
	add(t, st, "ger-inf", "W0704") // and W0604
	for _, c := range []struct {
		hex  string
		want int
	}{
		{"W0605", 0}, // clear, spotted
		{"W0506", 1}, // flood plain, not spotted
		{"W0604", 1}, // forest, spotted
		{"W0606", 1}, // Verdun: city and fort, spotted
		{"W0406", 2}, // Chalons: town, not spotted
		{"W0305", 2}, // forest, not spotted
	} {
		l := loc(t, st, c.hex)
		spotted := slices.Contains(neighbours(t, st, c.hex), "W0706")
		got := rules.Sum(st.BombardDRMs(Germans, l))
		if got != c.want {
			t.Errorf("%s (spotted %v): DRM %+d, want %+d (%v)", c.hex, spotted, got, c.want, st.BombardDRMs(Germans, l))
		}
	}
}

// 000 Monstrous Artilleries a: "a 1-3 Monstrous Artillery gets one die,
// and kills an enemy step on a 3 or less on that die"; the DRMs are added
// to the die (RULINGS.md).
func TestBombardKillNumber(t *testing.T) {
	for _, c := range []struct {
		die  int
		kill bool
	}{{1, true}, {2, true}, {3, false}, {6, false}} {
		st := fresh(t, nil, PhaseGerBombard)
		hq := add(t, st, "ger-hq-13", "W0806")
		v := add(t, st, "fra-inf", "W0605") // clear, no German next to it: +1
		if got := rules.Sum(st.BombardDRMs(Germans, loc(t, st, "W0605"))); got != 1 {
			t.Fatalf("DRM %d", got)
		}
		do(t, st, act(Germans, "bombard", hq, "W0605"), nil)
		lines := do(t, st, act(Germans, "fire"), manual(c.die))
		if hit := st.Units[idx(t, st, v)].Step == 1; hit != c.kill {
			t.Errorf("die %d +1 against kill 3: hit %v, want %v\n%v", c.die, hit, c.kill, lines)
		}
	}
}

// 000 Monstrous Artilleries c: "Excess hits (e.g. three hits on a stack
// with only two steps in it) are wasted."
func TestBombardExcessHitsWasted(t *testing.T) {
	st := fresh(t, nil, PhaseGerBombard)
	add(t, st, "ger-inf", "W0706")
	hq := add(t, st, "ger-hq-22", "W0806")
	v := add(t, st, "fra-inf", "W0605")
	st.Units[idx(t, st, v)].Step = 1 // reduced: one step left
	do(t, st, act(Germans, "bombard", hq, "W0605"), nil)
	lines := do(t, st, act(Germans, "fire"), manual(1, 1))
	if !st.Units[idx(t, st, v)].Loc.IsEliminated() {
		t.Errorf("target not eliminated")
	}
	if !hasLine(lines, "1 excess hit", "wasted") {
		t.Errorf("no excess hit logged:\n%v", lines)
	}
}

// 000 Monstrous Artilleries f: "HQs may be blown away by bombardment, but
// are always the last units in a stack to be killed."
func TestBombardHQsDieLast(t *testing.T) {
	st := fresh(t, nil, PhaseGerBombard)
	add(t, st, "ger-inf", "W0706")
	hq := add(t, st, "ger-hq-22", "W0806")
	fhq := add(t, st, "fra-hq-13", "W0605")
	inf := add(t, st, "fra-inf", "W0605")
	do(t, st, act(Germans, "bombard", hq, "W0605"), nil)
	do(t, st, act(Germans, "fire"), manual(1, 1))
	if !st.Units[idx(t, st, inf)].Loc.IsEliminated() || where(t, st, fhq) != "W0605" {
		t.Errorf("two hits on infantry (2 steps) and an HQ: infantry %s, HQ %s", where(t, st, inf), where(t, st, fhq))
	}
	// Next bombard phase (Operational Turn 2): the HQ alone now goes.
	toPhase(t, st, PhaseAllMovement)
	toPhase(t, st, PhaseGerBombard)
	do(t, st, act(Germans, "bombard", hq, "W0605"), nil)
	do(t, st, act(Germans, "fire"), manual(1, 6))
	if !st.Units[idx(t, st, fhq)].Loc.IsEliminated() {
		t.Errorf("an HQ alone survives a hit: %s", where(t, st, fhq))
	}
}

// 000 Part II Tanks: "the first hit each Bombardment Phase against that
// hex from Monstrous Artilleries is ignored."
func TestBombardTankIgnoresFirstHitPerPhase(t *testing.T) {
	st := fresh(t, nil, PhaseGerBombard)
	add(t, st, "ger-inf", "W0706")
	h1 := add(t, st, "ger-hq-13", "W0806")
	h2 := add(t, st, "ger-hq-13", "W0807")
	inf := add(t, st, "fra-inf", "W0605")
	tank := add(t, st, "bri-tank", "W0605")
	do(t, st, act(Germans, "bombard", h1, "W0605"), nil)
	do(t, st, act(Germans, "bombard", h2, "W0605"), nil)
	lines := do(t, st, act(Germans, "fire"), manual(1, 1))
	if got := st.Units[idx(t, st, inf)].Step; got != 1 {
		t.Errorf("two hits on a stack with a tank: infantry step %d, want 1 (the first hit ignored)\n%v", got, lines)
	}
	if !hasLine(lines, "tank", "ignores the first") {
		t.Errorf("not logged:\n%v", lines)
	}
	if where(t, st, tank) != "W0605" {
		t.Errorf("the tank took a hit")
	}
	// A new Bombard Phase: the tank ignores a first hit again.
	toPhase(t, st, PhaseAllMovement)
	toPhase(t, st, PhaseGerBombard)
	do(t, st, act(Germans, "bombard", h1, "W0605"), nil)
	do(t, st, act(Germans, "fire"), manual(1))
	if got := st.Units[idx(t, st, inf)].Step; got != 1 || !st.Units[idx(t, st, inf)].Loc.OnMap() {
		t.Errorf("next phase's first hit was not ignored: step %d at %s", got, where(t, st, inf))
	}
}

// 000 Part II Tanks: "it is destroyed along with the last infantry step in
// that hex"; 000 Part II AFB: "The AFB itself is immune to Monstrous
// Artilleries however; only other units in the hex can be affected."
func TestBombardTankDiesWithLastInfantryAFBImmune(t *testing.T) {
	st := fresh(t, nil, PhaseGerBombard)
	add(t, st, "ger-inf", "W0706")
	h1 := add(t, st, "ger-hq-22", "W0806")
	inf := add(t, st, "fra-inf", "W0605")
	st.Units[idx(t, st, inf)].Step = 1
	tank := add(t, st, "bri-tank", "W0605")
	afbOnly := add(t, st, "fra-afb", "W0707")
	wantRefused(t, st, act(Germans, "bombard", h1, "W0707"), RuleBombard+" b")
	afb := add(t, st, "fra-afb", "W0606")
	finf := add(t, st, "fra-inf", "W0606")
	h2 := add(t, st, "ger-hq-13", "W0807")
	do(t, st, act(Germans, "bombard", h1, "W0605"), nil)
	do(t, st, act(Germans, "bombard", h2, "W0606"), nil)
	// W0605: two hits, the first ignored by the tank, the second kills
	// the last infantry step and so the tank. W0606 (city, spotted): +1,
	// die 1 hits the infantry, not the AFB.
	do(t, st, act(Germans, "fire"), manual(1, 1, 1))
	if !st.Units[idx(t, st, inf)].Loc.IsEliminated() || !st.Units[idx(t, st, tank)].Loc.IsEliminated() {
		t.Errorf("infantry %s, tank %s: both should be gone", where(t, st, inf), where(t, st, tank))
	}
	if where(t, st, afb) != "W0606" || st.Units[idx(t, st, finf)].Step != 1 || where(t, st, afbOnly) != "W0707" {
		t.Errorf("AFB %s, infantry with it step %d", where(t, st, afb), st.Units[idx(t, st, finf)].Step)
	}
}

// 000 Monstrous Artilleries d: "If a hex is totally cleared of enemy ground
// units by bombardment ... then that hex may not be attacked nor advanced
// into in that Combat Phase".
func TestBombardClearedHex(t *testing.T) {
	st := fresh(t, nil, PhaseGerBombard)
	hq := add(t, st, "ger-hq-13", "W0806")
	add(t, st, "ger-inf", "W0706")
	v := add(t, st, "fra-inf", "W0605")
	st.Units[idx(t, st, v)].Step = 1
	do(t, st, act(Germans, "bombard", hq, "W0605"), nil)
	lines := do(t, st, act(Germans, "fire"), manual(1))
	if !slices.Contains(st.Cleared, st.key(loc(t, st, "W0605"))) || !hasLine(lines, "cleared") {
		t.Fatalf("W0605 not cleared: %v\n%v", st.Cleared, lines)
	}
	endPhase(t, st)
	if st.phase().ID != PhaseGerCombat {
		t.Fatalf("phase %s", st.phase().ID)
	}
	if !slices.Contains(st.Cleared, st.key(loc(t, st, "W0605"))) {
		t.Errorf("the cleared mark did not last into the Combat Phase")
	}
	wantRefused(t, st, act(Germans, "attack", "W0605"), RuleCombat)
	endPhase(t, st)
	if len(st.Cleared) != 0 {
		t.Errorf("cleared marks outlive the Combat Phase: %v", st.Cleared)
	}
}
