package vernian

import (
	"slices"
	"strings"
	"testing"

	"sandtable/rules"
)

// 000 Weird, Huge Inventions, the Storms: "At the start of each
// Operational Turn, before anything else, the Allied player may place one
// Storm marker per WCPD anywhere in France or Engand, no more than one per
// hex."
func TestStormPlacement(t *testing.T) {
	st := atPhase(t, turnA, PhaseStorms)
	wantRefused(t, st, act(Allies, "storm", "W0405"), RuleStorms, "the Allies have built no Weather Control Projection Device")

	st.Air.WCPDs = 2
	legal := choices(st, Allies, "storm")
	for _, h := range []string{"W0405", "W0307", "W0106", "test-england:E0504", "test-england:E0806"} {
		if !slices.Contains(legal, h) {
			t.Errorf("%s (France or England) is not offered", h)
		}
	}
	for _, c := range []struct{ hex, why string }{
		{"W0904", "neither in France nor in England"},       // Germany
		{"W0402", "neither in France nor in England"},       // Belgium
		{"W0101", "is sea"},                                 // the sea off France
		{"test-england:E1008", "is sea"},                    // the Channel
		{"W0705", "neither in France nor in England"},       // Luxembourg
		{"W9999", `cell "W9999" is not on map "test-west"`}, // no such hex
	} {
		wantRefused(t, st, act(Allies, "storm", c.hex), RuleStorms, c.why)
		if slices.Contains(legal, c.hex) {
			t.Errorf("%s is offered", c.hex)
		}
	}
	wantRefused(t, st, act(Allies, "storm", "test-west:W0405"), RuleStorms, "write the hex as W0405")
	lines := do(t, st, act(Allies, "storm", "W0405"), nil)
	if !slices.Equal(st.Air.Storms, []string{"W0405"}) || !hasLine(lines, "Storm at W0405", "1 of 2") {
		t.Fatalf("storms %v, log %q", st.Air.Storms, lines)
	}
	wantRefused(t, st, act(Allies, "storm", "W0405"), RuleStorms, "already has a Storm marker: no more than one per hex")
	do(t, st, act(Allies, "storm", "test-england:E0504"), nil)
	// One per WCPD.
	wantRefused(t, st, act(Allies, "storm", "W0307"), RuleStorms, "all 2 Storm markers are placed this Operational Turn: one per WCPD")
	if got := choices(st, Allies, "storm"); len(got) != 0 {
		t.Errorf("still offered: %v", got)
	}
	// Placing is optional.
	st.Air.Storms = nil
	wantLegal(t, st, act(Allies, "end-phase"))
}

// "The marker stays there for the rest of the Operational Turn and is then
// removed for placement again next Operational Turn."
func TestStormsRemovedAtTurnEnd(t *testing.T) {
	st := atPhase(t, turnA, PhaseStorms)
	st.Air.WCPDs = 1
	do(t, st, act(Allies, "storm", "W0405"), nil)
	zep := add(t, st, "ger-zep-3", "W0405")
	st.Air.Escape = map[string]bool{zep: false}
	var lines []string
	for k := 0; k < 40 && st.Clock.Sub == 0; k++ {
		if !st.stormAt(loc(t, st, "W0405")) {
			t.Fatalf("the Storm left during %s", st.phase().Name)
		}
		if why := mustFinishWhy(st); why != "" && st.phaseKind() == "attrition" {
			do(t, st, act(st.active(), "attrition"), manual(6, 6, 6, 6))
		}
		lines = append(lines, endPhase(t, st)...)
	}
	if st.phase().ID != PhaseStorms || st.Clock.Sub != 1 {
		t.Fatalf("at %s, want the Storm Placement of Operational Turn 2", st.describe())
	}
	if len(st.Air.Storms) != 0 || st.Air.Escape != nil || !hasLine(lines, "Storm markers are removed", "W0405") {
		t.Errorf("storms %v, escapes %v, log %q", st.Air.Storms, st.Air.Escape, lines)
	}
	// Placed again next Operational Turn.
	wantLegal(t, st, act(Allies, "storm", "W0405"))
}

// "a) Units defending in that hex gain two left column shifts."
func TestStormColumnShifts(t *testing.T) {
	st := atPhase(t, turnA, PhaseGerCombat)
	att := idx(t, st, add(t, st, "ger-inf", "W0506"))
	add(t, st, "fra-inf", "W0405") // clear, no town
	add(t, st, "fra-inf", "W0406") // Chalons, a town
	if !slices.Contains(neighbours(t, st, "W0506"), "W0405") || !slices.Contains(neighbours(t, st, "W0506"), "W0406") {
		t.Fatal("W0506 is not next to W0405 and W0406")
	}
	shifts := func(target string) []rules.Modifier { return st.CombatShifts([]int{att}, loc(t, st, target)) }
	if got := shifts("W0405"); len(got) != 0 {
		t.Fatalf("clear hex without a Storm: %v", got)
	}
	st.Air.Storms = []string{"W0405", "W0406"}
	want := []rules.Modifier{{Value: -2, Reason: "defender in a Storm"}}
	if got := shifts("W0405"); !slices.Equal(got, want) {
		t.Errorf("clear hex in a Storm: %v, want %v", got, want)
	}
	// The town's shift and the Storm's add up (the test map's city_shift is -1).
	want = []rules.Modifier{{Value: -1, Reason: "defender in a town or city"}, {Value: -2, Reason: "defender in a Storm"}}
	if got := shifts("W0406"); !slices.Equal(got, want) {
		t.Errorf("town in a Storm: %v, want %v", got, want)
	}
	// The attack's forecast (the combat dialog) and the roll read the same.
	do(t, st, act(Germans, "attack", "W0405"), nil)
	if f, ok := st.Forecast(act(Germans, "resolve")); !ok || !slices.ContainsFunc(f.Modifiers, func(m rules.Modifier) bool { return m.Reason == "column shift: defender in a Storm" && m.Value == -2 }) {
		t.Errorf("the forecast shows no Storm shift: %+v", f.Modifiers)
	}
}

// "c) Movement into the hex costs +1." Reims (W0505) is clear: 1 MP to
// enter from W0405, 2 in a Storm; leaving a Storm costs nothing extra.
func TestStormMovementCost(t *testing.T) {
	st := atPhase(t, turnA, PhaseAllMovement)
	u := add(t, st, "fra-inf", "W0405")
	startMovement(st)
	if s := supplyAt(t, st, Allies, "W0505"); s != AttackSupply {
		t.Fatalf("W0505 is %s for the Allies", s)
	}
	costs, left, ok := st.MoveCosts(Allies, u)
	if !ok || costs["W0505"] != 1 || left != 4 {
		t.Fatalf("without a Storm: %v left %d ok %v", costs["W0505"], left, ok)
	}
	st.Air.Storms = []string{"W0505"}
	st.memo.reset()
	costs, _, _ = st.MoveCosts(Allies, u)
	if costs["W0505"] != 2 {
		t.Fatalf("into the Storm: %d MP, want 2", costs["W0505"])
	}
	lines := do(t, st, act(Allies, "move", u, "W0505"), nil)
	if !hasLine(lines, "W0505", "(2 MP, 2 left)") {
		t.Fatalf("log %q", lines)
	}
	costs, _, _ = st.MoveCosts(Allies, u)
	if costs["W0405"] != 1 {
		t.Errorf("out of the Storm back to W0405: %d MP, want 1", costs["W0405"])
	}
	// With 1 MP left, a unit cannot enter a Storm next to it.
	v := add(t, st, "fra-inf", "W0406")
	startMovement(st)
	st.Air.Storms = []string{"W0505", "W0405"}
	st.Spent = map[string]int{v: 3}
	wantRefused(t, st, act(Allies, "move", v, "W0405"), RuleMovement, "out of reach", "1 of its 4 movement points left")
}

// "b) Air units may not enter that hex."
func TestStormNoAirEntry(t *testing.T) {
	st := atPhase(t, turnA, PhaseGerBaseChange)
	from := loc(t, st, "W0404")
	if r := st.airReachFrom(from, Germans, false, 6); r[loc(t, st, "W0405")] != 1 {
		t.Fatalf("without a Storm W0405 is %d away", r[loc(t, st, "W0405")])
	}
	st.Air.Storms = []string{"W0405"}
	for _, c := range []struct {
		side  string
		flyer bool
	}{{Germans, false}, {Germans, true}, {Allies, true}} {
		if _, in := st.airReachFrom(from, c.side, c.flyer, 6)[loc(t, st, "W0405")]; in {
			t.Errorf("%s (flyer %v) enters the Storm", c.side, c.flyer)
		}
	}
}

// "In order to leave they must "roll to escape" and can only leave on a 1
// or 2 on a d6. Each unit rolls seperately. Rolls to Escape can only be
// made during the Rebasing phase; units which fail to rebase cannot Sortie
// nor fly a Mission."
func TestStormEscape(t *testing.T) {
	st := atPhase(t, turnA, PhaseGerBaseChange)
	st.Air.Storms = []string{"W0405"}
	z1 := add(t, st, "ger-zep-3", "W0405")
	z2 := add(t, st, "ger-zep-4", "W0405")
	z3 := add(t, st, "ger-zep-6", "W0404") // not in the Storm
	inf := add(t, st, "ger-inf", "W0405")
	if got := choices(st, Germans, "escape"); !sameElements(got, []string{z1, z2}) {
		t.Fatalf("escape offered to %v, want the two Zeppelins in the Storm", got)
	}
	wantRefused(t, st, act(Germans, "escape", z3), RuleStorms+" b", "is not in a Storm")
	wantRefused(t, st, act(Germans, "escape", inf), RuleStorms+" b", "is not an air unit")

	lines := do(t, st, act(Germans, "escape", z1), manual(3))
	if !st.stuck(idx(t, st, z1)) || !hasLine(lines, "rolls to escape the Storm at W0405", "[3]", "fails", "cannot Sortie nor fly a Mission") {
		t.Fatalf("a 3: stuck %v, log %q", st.stuck(idx(t, st, z1)), lines)
	}
	wantRefused(t, st, act(Germans, "escape", z1), RuleStorms+" b", "already rolled to escape this Operational Turn and failed")
	lines = do(t, st, act(Germans, "escape", z2), manual(2))
	if st.stuck(idx(t, st, z2)) || !hasLine(lines, "[2]", "escapes") {
		t.Fatalf("a 2: stuck %v, log %q", st.stuck(idx(t, st, z2)), lines)
	}
	wantRefused(t, st, act(Germans, "escape", z2), RuleStorms+" b", "already escaped the Storm this Operational Turn")

	// Only in the Rebasing (Base Change) phase.
	st = atPhase(t, turnA, PhaseGerSortie)
	st.Air.Storms = []string{"W0405"}
	z := add(t, st, "ger-zep-3", "W0405")
	wantRefused(t, st, act(Germans, "escape", z), RuleSequence, "rolling to escape a Storm is not done in the")

	// An Allied flyer in the Allied Base Change Phase; a 1 escapes.
	st = atPhase(t, turnA, PhaseAllBaseChange)
	st.Air.Storms = []string{"W0307"}
	f := add(t, st, "fra-flyer-f", "W0307")
	do(t, st, act(Allies, "escape", f), manual(1))
	if st.stuck(idx(t, st, f)) {
		t.Error("a 1 did not escape")
	}
}

// The "Storms" overlay marks this Operational Turn's Storms, for every
// viewer, with a legend entry citing the rule.
func TestStormOverlay(t *testing.T) {
	st := atPhase(t, turnA, PhaseStorms)
	st.Air.Storms = []string{"W0405", "test-england:E0504"}
	for _, viewer := range []string{"", Germans, Allies} {
		i := slices.IndexFunc(st.Overlays(viewer), func(o rules.Overlay) bool { return o.ID == "storms" })
		if i < 0 {
			t.Fatalf("%q sees no storms overlay", viewer)
		}
		o := st.Overlays(viewer)[i]
		want := []rules.OverlayCell{{Map: "test-west", Cell: "W0405", Side: Allies, Mark: "Storm"}, {Map: "test-england", Cell: "E0504", Side: Allies, Mark: "Storm"}}
		if !o.Shown {
			t.Errorf("%q: the storms overlay is not shown at first: storms are pieces on the map", viewer)
		}
		if !slices.Equal(o.Cells, want) || o.Meaning == "" || o.Rule != RuleStorms || st.Reference().RuleSection(o.Rule) == nil {
			t.Errorf("%q: %+v", viewer, o)
		}
	}
}

// "b) Air units may not enter that hex." A flight refused because of a
// Storm names the Storm and quotes its rule, whether the Storm is the hex
// flown to (a mission, a return to base, a Zeppelin's base change) or lies
// on every way there within range: W0307 Paris to W0301 is six hexes
// straight up the column, the one way of six, through W0304.
func TestStormRefusalsNameTheStorm(t *testing.T) {
	const stormRule = "(" + RuleStorms + " b)"
	var f, cs string
	st := missionsPhase(t, func(st *State) {
		f = add(t, st, "bri-flyer-f", "W0307")
		cs = add(t, st, "bri-flyer-cs", "W0307")
		add(t, st, "ger-zep-3", "W0301")
		add(t, st, "ger-zep-3", "W0605")
	})
	wantDist(t, st, "W0307", "W0301", 6)
	wantDist(t, st, "W0307", "W0304", 3)
	wantLegal(t, st, act(Allies, "sweep", f, "W0301"))
	wantLegal(t, st, act(Allies, "sweep", f, "W0605"))
	st.Air.Storms = []string{"W0304", "W0605"}
	st.memo.reset()
	wantRefused(t, st, act(Allies, "sweep", f, "W0605"), RuleStorms+" b", "there is a Storm at W0605", `"Air units may not enter that hex"`, stormRule)
	wantRefused(t, st, act(Allies, "sweep", f, "W0301"), RuleStorms+" b",
		"every way of 6 hexes or fewer from W0307 Paris to W0301 passes through the Storm at W0304", `"Air units may not enter that hex"`, stormRule)

	// Returning to base: Chalons W0406 is a base the CS out at W0505 may
	// land in, but not under a Storm (refused before as "beyond the
	// mission range of 6 hexes", citing Returning to Base).
	st.Air.Storms = nil
	st.memo.reset()
	do(t, st, act(Allies, "interdict", cs, "W0505"), nil)
	toPhase(t, st, PhaseAllReturn)
	wantLegal(t, st, act(Allies, "land", cs, "W0406"))
	st.Air.Storms = []string{"W0406"}
	st.memo.reset()
	why := refusal(t, st, act(Allies, "land", cs, "W0406"))
	for _, part := range []string{"there is a Storm at W0406 Chalons", `"Air units may not enter that hex"`, stormRule} {
		if !strings.Contains(why, part) {
			t.Errorf("land in the Storm refused with %q, want it to mention %q", why, part)
		}
	}
	if strings.Contains(why, "beyond") || strings.Contains(why, "range") {
		t.Errorf("land in the Storm refused with %q: the Storm is the reason, not the range", why)
	}

	// A Zeppelin's base change.
	st = atPhase(t, turnA, PhaseGerBaseChange)
	z := add(t, st, "ger-zep-3", "W0404")
	st.Air.Storms = []string{"W0405"}
	st.memo.reset()
	wantRefused(t, st, act(Germans, "move", z, "W0405"), RuleStorms+" b", "there is a Storm at W0405", `"Air units may not enter that hex"`, stormRule)
}
