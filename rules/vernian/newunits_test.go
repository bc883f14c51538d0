package vernian

import (
	"testing"
)

// RULINGS.md New units: "French (and the AFB: "a friendly French city
// hex") in friendly French towns/cities; British in friendly French ports
// or English towns/cities"; 000 England c: "no more than one ground unit
// per hex (plus one HQs), except the London hex and the Birmingham hex".
func TestNewUnitsPlacement(t *testing.T) {
	st := fresh(t, nil, PhaseAllNewUnits)
	afb := add(t, st, "fra-afb", "box:allied-available")
	wantLegal(t, st, act(Allies, "move", afb, "W0505"))
	wantRefused(t, st, act(Allies, "move", afb, "W0406"), RuleNewUnits, "cannot be mobilized") // a town
	wantRefused(t, st, act(Allies, "move", afb, "W0703"), RuleNewUnits, "cannot be mobilized") // a German city
	b1 := add(t, st, "bri-inf-h", "box:allied-available")
	b2 := add(t, st, "bri-inf-h", "box:allied-available")
	hq := add(t, st, "bri-hq-h", "box:allied-available")
	do(t, st, act(Allies, "move", b1, "test-england:E0206"), nil)
	wantRefused(t, st, act(Allies, "move", b2, "test-england:E0206"), RuleEngland+" c", "one ground unit plus one HQ")
	wantLegal(t, st, act(Allies, "move", hq, "test-england:E0206"))
	wantLegal(t, st, act(Allies, "move", b2, "W0205"))                              // Rouen, a port
	wantRefused(t, st, act(Allies, "move", b2, "W0505"), RuleNewUnits, "mobilized") // Reims is no port
	do(t, st, act(Allies, "move", b2, "test-england:E0202"), nil)                   // Birmingham: normal stacking
	b3 := add(t, st, "bri-inf-h", "box:allied-available")
	wantLegal(t, st, act(Allies, "move", b3, "test-england:E0202"))
	wantLegal(t, st, act(Allies, "move", b3, "test-england:E0504"))
	// Germans in friendly German towns and cities.
	st = fresh(t, nil, PhaseGerNewUnits)
	g := add(t, st, "ger-inf-k", "box:german-available")
	wantLegal(t, st, act(Germans, "move", g, "W0803"))
	wantRefused(t, st, act(Germans, "move", g, "W0706"), RuleNewUnits, "mobilized")
	wantRefused(t, st, act(Germans, "move", g, "W0505"), RuleNewUnits, "mobilized")
}

// 000 Reinforcements A: "The lone unit with a reinforcement code of "A"
// must appear in France" - a French port, never England.
func TestBritishAUnitInFrance(t *testing.T) {
	st := fresh(t, nil, PhaseAllNewUnits)
	a := add(t, st, "bri-inf-a", "box:allied-available")
	wantLegal(t, st, act(Allies, "move", a, "W0205")) // Rouen, a French port
	wantRefused(t, st, act(Allies, "move", a, "test-england:E0206"), RuleNewUnits, "mobilized")
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
	wantRefused(t, st, act(Allies, "move", u, "W0505"), RuleNewUnits, "mobilized")
	add(t, st, "usa-hq-4", "W0505")
	// 000 Reinforcements C: "+3" or "+4" units only "on ultimate supply
	// source map edge hexes"; "or via US HQ" comes with D ("+5") on.
	wantRefused(t, st, act(Allies, "move", u, "W0506"), RuleNewUnits, "mobilized")
	v := add(t, st, "usa-inf-5", "box:allied-available")
	wantLegal(t, st, act(Allies, "move", v, "W0506"))
	wantLegal(t, st, act(Allies, "move", v, "W0505"))
	// Never into a hex no unit could enter, nor an enemy one.
	for _, h := range neighbours(t, st, "W0505") {
		l := loc(t, st, h)
		m := st.mapOf(l)
		hq := loc(t, st, "W0505")
		if !st.passable(m, hq.Cell, l.Cell) || st.Control.Of(m, l.Cell) != Allies {
			wantRefused(t, st, act(Allies, "move", v, h), RuleNewUnits)
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
		wantRefused(t, st, act(Allies, "move", u, london), RuleNewUnits, "cannot be mobilized", "map-edge")
		wantLegal(t, st, act(Allies, "move", u, "test-england:E0501"))
	}
}
