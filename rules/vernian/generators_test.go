package vernian

import (
	"slices"
	"testing"

	"sandtable/rules"
)

// 000 Weird, Huge Inventions, the Generators: "Each Gigantic Van der Graaf
// Generator, when built, must be placed in a German city hex, no more than
// one per hex." The test map's German city hexes off the edge: the Ruhr
// W0904 and W0905, Aachen W0703, Cologne W0803, Frankfurt W1007, Munich
// W1109 (Berlin W1205 is on the edge).
func TestGeneratorPlacement(t *testing.T) {
	st := atPhase(t, turnA, PhaseGerNewUnits)
	wantRefused(t, st, act(Germans, "generator", "W0904"), RuleGenerators, "no Gigantic Van der Graaf Generator is waiting to be placed")

	st.Air.GeneratorsBuilt, st.Air.ToPlace = 2, 2
	add(t, st, "fra-inf", "W0703")  // Aachen holds an Allied unit
	control(t, st, Allies, "W1007") // Frankfurt is Allied
	want := []string{"W0803", "W0904", "W0905", "W1109"}
	if got := choices(st, Germans, "generator"); !sameElements(got, want) {
		t.Fatalf("generator hexes %v, want %v", got, want)
	}
	for _, c := range []struct{ hex, why string }{
		{"W0806", "is not a German city hex"}, // Trier, a town
		{"W1205", "is not a German city hex"}, // Berlin, on the edge
		{"W0505", "is not a German city hex"}, // Reims, French
		{"W0703", "holds Allied ground units"},
		{"W1007", "is not German-controlled"},
	} {
		wantRefused(t, st, act(Germans, "generator", c.hex), RuleGenerators, c.why)
	}
	// "must be placed": the phase does not end first.
	wantRefused(t, st, act(Germans, "end-phase"), RuleGenerators, "place the 2 Gigantic Van der Graaf Generators built")

	lines := do(t, st, act(Germans, "generator", "W0904"), nil)
	if !slices.Equal(st.Air.Generators, []string{"W0904"}) || st.Air.ToPlace != 1 || !hasLine(lines, "Van der Graaf Generator at W0904") {
		t.Fatalf("generators %v, to place %d, log %q", st.Air.Generators, st.Air.ToPlace, lines)
	}
	wantRefused(t, st, act(Germans, "generator", "W0904"), RuleGenerators, "already has a generator: no more than one per hex")
	do(t, st, act(Germans, "generator", "W0905"), nil)
	wantRefused(t, st, act(Germans, "generator", "W0803"), RuleGenerators, "no Gigantic Van der Graaf Generator is waiting to be placed")
	wantLegal(t, st, act(Germans, "end-phase"))

	// Only the Germans, only in their New Units Phase.
	st = atPhase(t, turnA, PhaseGerMovement)
	st.Air.ToPlace = 1
	wantRefused(t, st, act(Germans, "generator", "W0904"), RuleSequence, "placing a Van der Graaf Generator is not done in the German Ground Movement")
}

// A generator that "must be placed in a German city hex" with none free is
// lost, and the log says so. (Three generators stand here, more than a game
// builds: the test map has too few German cities to fill otherwise
// without an Allied victory.)
func TestGeneratorLostWithoutSite(t *testing.T) {
	st := atPhase(t, turnA, PhaseStorms)
	control(t, st, Allies, "W0904", "W0905", "W0703") // 5 victory points of 6
	st.Air.Generators = []string{"W0803", "W1007", "W1109"}
	st.Air.ToPlace = 1
	lines := endPhase(t, st)
	if st.phase().ID != PhaseGerNewUnits {
		t.Fatalf("at %s", st.describe())
	}
	if st.Air.ToPlace != 0 || !hasLine(lines, "1 Gigantic Van der Graaf Generator lost", "no German-controlled German city hex") {
		t.Errorf("to place %d, log %q", st.Air.ToPlace, lines)
	}
}

// "Once placed it can never move. A Generator has no stacking value and is
// destroyed if an enemy ground unit enters it hex, just like an HQ would
// be." A lone generator does not stop the move (RULINGS.md).
func TestGeneratorDestroyedOnEntry(t *testing.T) {
	st := atPhase(t, turnA, PhaseAllMovement)
	st.Air.Generators = []string{"W0904", "W0905"}
	add(t, st, "fra-hq-13", "W0803")
	u := add(t, st, "fra-inf", "W0804")
	startMovement(st)
	if s := supplyAt(t, st, Allies, "W0904"); s != AttackSupply {
		t.Fatalf("W0904 is %s for the Allies", s)
	}
	lines := do(t, st, act(Allies, "move", u, "W0904"), nil)
	if !slices.Equal(st.Air.Generators, []string{"W0905"}) || !hasLine(lines, "Generator at W0904", "is destroyed", "French infantry division") {
		t.Errorf("generators %v, log %q", st.Air.Generators, lines)
	}
}

// "b) Allied Ether Flyers may not enter a hex containing a Gigantic Van
// der Graaf Generator." German air units and Zeppelins may.
func TestGeneratorNoAlliedFlyers(t *testing.T) {
	st := atPhase(t, turnA, PhaseAllBaseChange)
	st.Air.Generators = []string{"W0904"}
	from, gen := loc(t, st, "W0804"), loc(t, st, "W0904")
	if _, in := st.airReachFrom(from, Allies, true, 6)[gen]; in {
		t.Error("an Allied flyer enters the generator's hex")
	}
	if st.airReachFrom(from, Allies, true, 6)[loc(t, st, "W1004")] != 2 {
		t.Error("an Allied flyer does not fly round the generator to W1004 in 2")
	}
	if st.airReachFrom(from, Germans, true, 6)[gen] != 1 || st.airReachFrom(from, Germans, false, 6)[gen] != 1 {
		t.Error("German air units may not enter the generator's hex")
	}
}

// "a) During the Attrition Phase, each Allied stack adjacent to a Gigantic
// Van der Graaf Generator automatically loses a step." One step per
// generator next to the stack ("Each Generator has the following
// effects"), the owner choosing the unit, HQs last (RULINGS.md).
func TestGeneratorAttrition(t *testing.T) {
	st := atPhase(t, turnA, PhaseAllReturn)
	st.Air.Generators = []string{"W0904", "W0905"}
	for _, c := range []struct {
		hex  string
		next []string // the generators next to it
	}{{"W0803", []string{"W0904"}}, {"W0804", []string{"W0904", "W0905"}}, {"W0906", []string{"W0905"}}} {
		for _, g := range []string{"W0904", "W0905"} {
			if slices.Contains(neighbours(t, st, c.hex), g) != slices.Contains(c.next, g) {
				t.Fatalf("%s next to %s: not as the test assumes", c.hex, g)
			}
		}
	}
	inf1 := add(t, st, "fra-inf", "W0803")
	hq := add(t, st, "fra-hq-13", "W0803")
	inf2 := add(t, st, "fra-inf", "W0804") // two steps, two generators
	inf3 := add(t, st, "fra-inf", "W0906")
	bel := add(t, st, "bel-inf", "W0906")
	far := add(t, st, "fra-inf", "W0505")
	lines := endPhase(t, st)
	if st.phase().ID != PhaseAllAttrition {
		t.Fatalf("at %s", st.describe())
	}
	// W0803: the infantry, not the HQ (forced: HQs last); W0804: both
	// steps, eliminated.
	step := func(id string) int { return st.Units[idx(t, st, id)].Step }
	if step(inf1) != 1 || step(hq) != 0 || where(t, st, inf2) != "eliminated" || step(far) != 0 {
		t.Fatalf("W0803 inf step %d, HQ step %d; W0804 at %s; W0505 step %d; log %q", step(inf1), step(hq), where(t, st, inf2), step(far), lines)
	}
	if !hasLine(lines, "Generator at W0904", "strikes the Allied stack at W0803") || !hasLine(lines, "Generator at W0905", "strikes the Allied stack at W0804") {
		t.Errorf("log %q", lines)
	}
	// W0906: two unlike units, the Allies choose.
	wantDecision(t, st, Allies, "lose", inf3, bel)
	do(t, st, act(Allies, "lose", bel), nil)
	if step(bel) != 1 || step(inf3) != 0 || st.Pending != nil {
		t.Errorf("after lose: bel step %d, fra step %d, pending %+v", step(bel), step(inf3), st.Pending)
	}

	// The Germans' Attrition Phase: nothing.
	st = atPhase(t, turnA, PhaseGerCombat)
	st.Air.Generators = []string{"W0904"}
	v := add(t, st, "fra-inf", "W0803")
	endPhase(t, st)
	if st.phase().ID != PhaseGerAttrition || st.Units[idx(t, st, v)].Step != 0 || st.Pending != nil {
		t.Errorf("German attrition at %s: step %d pending %+v", st.describe(), st.Units[idx(t, st, v)].Step, st.Pending)
	}
}

// The "Van der Graaf Generators" overlay marks each generator and, pale,
// the hexes next to it where an Allied stack loses a step.
func TestGeneratorOverlay(t *testing.T) {
	st := atPhase(t, turnA, PhaseGerNewUnits)
	st.Air.Generators = []string{"W0904"}
	i := slices.IndexFunc(st.Overlays(Allies), func(o rules.Overlay) bool { return o.ID == "generators" })
	if i < 0 {
		t.Fatal("no generators overlay")
	}
	o := st.Overlays(Allies)[i]
	full, light := []string{}, []string{}
	for _, c := range o.Cells {
		if c.Side != Germans || c.Map != "test-west" {
			t.Errorf("cell %+v", c)
		}
		if c.Light {
			light = append(light, c.Cell)
		} else {
			full = append(full, c.Cell)
		}
	}
	if !slices.Equal(full, []string{"W0904"}) || !sameElements(light, neighbours(t, st, "W0904")) {
		t.Errorf("full %v light %v, want W0904 and its neighbours %v", full, light, neighbours(t, st, "W0904"))
	}
	if o.Meaning == "" || o.LightMeaning == "" || o.Rule != RuleGenerators {
		t.Errorf("legend %q / %q, rule %q", o.Meaning, o.LightMeaning, o.Rule)
	}
}

// "b) Allied Ether Flyers may not enter a hex containing a Gigantic Van
// der Graaf Generator." A flight refused because of one names it and
// quotes the rule: a B's Heavy Interdiction of the generator's hex, and an
// Allied interceptor (from Allied-held W0707) whose one way of three hexes
// to a Zeppelin at W0704, straight up the column, passes through the
// generator at W0706.
func TestGeneratorRefusalsNameTheGenerator(t *testing.T) {
	const genRule = "(" + RuleGenerators + " b)"
	const quote = `"Allied Ether Flyers may not enter a hex containing a Gigantic Van der Graaf Generator"`
	var b string
	st := missionsPhase(t, func(st *State) {
		b = add(t, st, "bri-flyer-b", "W0307")
		st.Air.Generators = []string{"W0904"}
	})
	wantRefused(t, st, act(Allies, "interdict", b, "W0904"), RuleGenerators+" b", "a Gigantic Van der Graaf Generator stands at W0904", quote, genRule)
	wantLegal(t, st, act(Allies, "interdict", b, "W0905"))

	st = fresh(t, nil, PhaseGerNewUnits)
	control(t, st, Allies, "W0707")
	f := add(t, st, "bri-flyer-f", "W0707")
	add(t, st, "ger-zep-3", "W0704")
	toPhase(t, st, PhaseGerIntercept)
	wantDist(t, st, "W0707", "W0704", 3)
	wantLegal(t, st, act(Allies, "intercept", f, "W0704"))
	st.Air.Generators = []string{"W0706"}
	st.memo.reset()
	wantRefused(t, st, act(Allies, "intercept", f, "W0704"), RuleGenerators+" b",
		"every way of 3 hexes or fewer from W0707", "to W0704", "passes through the Gigantic Van der Graaf Generator at W0706", quote, genRule)
}
