package vernian

import (
	"slices"
	"testing"

	"sandtable/rules"
)

// 000 Ether Flyers, How They Move: "Allied Ether Flyers change base in
// exactly the same manner as Zeppelins. Unlike Zeppelins, they cannot
// remain in enemy territory; they must always end this phase in a friendly
// hex that is in attack supply ... six hexes." "Stacking limit is 5
// friendly Flyers per hex."
func TestFlyerBaseChange(t *testing.T) {
	st := airFresh(t, nil, PhaseAllBaseChange)
	f := add(t, st, "fra-flyer-f", "W0307") // Paris
	wantLegal(t, st, act(Allies, "move", f, "W0209"))
	wantRefused(t, st, act(Allies, "move", f, "W0706"), RuleFlyers, "cannot remain in enemy territory")
	if d := dist(t, st, "W0307", "W0103"); d > 6 {
		t.Fatalf("the sea hex W0103 is %d hexes from Paris", d)
	}
	wantRefused(t, st, act(Allies, "move", f, "W0103"), RuleFlyers, "over water")
	for range 5 {
		add(t, st, "bri-flyer-f", "W0505")
	}
	wantRefused(t, st, act(Allies, "move", f, "W0505"), RuleFlyers, "5 friendly Flyers per hex")
	add(t, st, "ger-zep-3", "W0406")
	wantRefused(t, st, act(Allies, "move", f, "W0406"), RuleFlyers, "must not contain an enemy unit")
	// An Allied-controlled hex out of Allied Attack Supply is no base.
	control(t, st, Allies, "W1107")
	g := add(t, st, "fra-flyer-f", "W0606")
	if s, d := supplyAt(t, st, Allies, "W1107"), dist(t, st, "W0606", "W1107"); s == AttackSupply || d > 6 {
		t.Fatalf("W1107 is %d hexes off, in %s: the test needs it in reach, out of Allied Attack Supply", d, s)
	}
	wantRefused(t, st, act(Allies, "move", g, "W1107"), RuleFlyers, "in attack supply")
	do(t, st, act(Allies, "move", f, "W0209"), nil)
	wantRefused(t, st, act(Allies, "move", f, "W0307"), RuleFlyers, "already moved")
}

// A flyer on a base that is no longer legal must change base when it can;
// "If they can't reach a legal base hex they are destroyed."
func TestFlyerMustRebase(t *testing.T) {
	st := airFresh(t, nil, PhaseAllBaseChange)
	f := add(t, st, "fra-flyer-f", "W0606")
	control(t, st, Germans, "W0606")
	wantRefused(t, st, act(Allies, "end-phase"), RuleFlyers, "not on a legal base")
	do(t, st, act(Allies, "move", f, "W0505"), nil)
	wantLegal(t, st, act(Allies, "end-phase"))

	// Held by a storm it has not escaped, on an illegal base: destroyed.
	st = airFresh(t, nil, PhaseAllBaseChange)
	g := add(t, st, "fra-flyer-f", "W0606")
	control(t, st, Germans, "W0606")
	st.Air.Storms = []string{"W0606"}
	st.memo.reset()
	lines := endPhase(t, st)
	if !hasLine(lines, "could not reach a legal base", "destroyed") {
		t.Errorf("log %v", lines)
	}
	if l := st.Units[idx(t, st, g)].Loc; l != rules.Eliminated {
		t.Errorf("the stranded flyer is at %v, want eliminated", l)
	}
}

// overrunSetup is the German Movement Phase with an Allied flyer in Verdun
// (W0606) and a German infantry division next to it in W0706, able to
// move in.
func overrunSetup(t *testing.T, opts rules.Options) (st *State, flyer, inf string) {
	t.Helper()
	st = airFresh(t, opts, PhaseGerMovement)
	flyer = add(t, st, "fra-flyer-f", "W0606")
	inf = add(t, st, "ger-inf", "W0706")
	st.markStartSupply()
	st.memo.reset()
	return st, flyer, inf
}

// "If an enemy ground unit enters a Flyer's hex the Flyer displaces to a
// friendly hex that is in attack supply within six hexes": its owner
// chooses which, while the game waits.
func TestFlyerDisplacement(t *testing.T) {
	st, f, inf := overrunSetup(t, nil)
	do(t, st, act(Germans, "move", inf, "W0606"), nil)
	s := st.Status()
	d := s.Decision
	if d == nil || d.Side != Allies || !slices.Equal(s.Active, []string{Allies}) {
		t.Fatalf("no Allied decision after the overrun: %+v", s)
	}
	legal := st.Legal(Allies)
	if len(legal) < 2 || !slices.ContainsFunc(legal, d.Default.Equal) {
		t.Fatalf("legal %v, default %v", legal, d.Default)
	}
	for _, a := range legal {
		if a.Verb != "displace" || a.Args[0] != f {
			t.Errorf("%v is legal while the flyer's displacement waits", a)
		}
		if rule, why := st.baseBlocked(Allies, loc(t, st, a.Args[1]), idx(t, st, f), nil); why != "" {
			t.Errorf("%v offered, but %s (%s)", a, why, rule)
		}
	}
	if len(st.Legal(Germans)) != 0 {
		t.Errorf("the Germans may act while the Allies choose")
	}
	wantRefused(t, st, act(Allies, "displace", f, "W0706"), RuleFlyers, "enemy territory")
	wantRefused(t, st, act(Allies, "displace", f, "W0101"), RuleFlyers, "within six hexes")
	do(t, st, act(Allies, "displace", f, "W0505"), nil)
	noDecision(t, st)
	if got := where(t, st, f); got != "W0505" {
		t.Errorf("the flyer is at %s, want W0505", got)
	}
	if st.active() != Germans {
		t.Errorf("the Germans do not have the phase back")
	}
}

// With automatic_losses the game takes the default itself.
func TestFlyerDisplacementAutomatic(t *testing.T) {
	st, f, inf := overrunSetup(t, auto)
	lines := do(t, st, act(Germans, "move", inf, "W0606"), nil)
	noDecision(t, st)
	if !hasLine(lines, "overrun and displaces to") || where(t, st, f) == "W0606" {
		t.Errorf("flyer at %s, log %v", where(t, st, f), lines)
	}
}

// 000 Inventions b: "If an Ether Flyer is overrun in the hex by an enemy
// ground unit, it is automatically destroyed"; and with no friendly hex in
// attack supply within six hexes, "the Flyer is destroyed".
func TestFlyerOverrunDestroyed(t *testing.T) {
	st, f, inf := overrunSetup(t, nil)
	st.Air.Storms = []string{"W0606"}
	lines := do(t, st, act(Germans, "move", inf, "W0606"), nil)
	noDecision(t, st)
	if !hasLine(lines, "storm", "automatically destroyed") || st.Units[idx(t, st, f)].Loc != rules.Eliminated {
		t.Errorf("log %v", lines)
	}

	st, f, inf = overrunSetup(t, nil)
	// Storms all round: the flyer cannot leave (air units may not enter
	// a storm).
	st.Air.Storms = neighbours(t, st, "W0606")
	lines = do(t, st, act(Germans, "move", inf, "W0606"), nil)
	noDecision(t, st)
	if !hasLine(lines, "no friendly hex in attack supply within six hexes", "destroyed") || st.Units[idx(t, st, f)].Loc != rules.Eliminated {
		t.Errorf("log %v", lines)
	}
}

// Zeppelins "are never affected by enemy ground units": not displaced.
func TestZeppelinNotDisplaced(t *testing.T) {
	st := airFresh(t, nil, PhaseAllMovement)
	z := add(t, st, "ger-zep-3", "W0606")
	a := add(t, st, "fra-inf", "W0505")
	st.markStartSupply()
	lines := do(t, st, act(Allies, "move", a, "W0606"), nil)
	noDecision(t, st)
	if got := where(t, st, z); got != "W0606" || hasLine(lines, "displaces") {
		t.Errorf("the Zeppelin went to %s: %v", got, lines)
	}
}
