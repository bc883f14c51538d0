package vernian

import (
	"testing"
)

// RULINGS.md Set-up: two phases before Strategic Turn A, Allied then
// German; the scenario's placement is legal.
func TestSetupPhasesAndScenarioPlacementLegal(t *testing.T) {
	st := newTestState(t, nil)
	if !st.Setup || st.phase().ID != PhaseAlliedSetup || st.active() != Allies {
		t.Fatalf("starts at %s (%s)", st.phase().ID, st.active())
	}
	if why := st.setupProblem(Allies); why != "" {
		t.Errorf("scenario's Allied set-up: %s", why)
	}
	if why := st.setupProblem(Germans); why != "" {
		t.Errorf("scenario's German set-up: %s", why)
	}
	if len(st.Legal(Germans)) != 0 {
		t.Errorf("the Germans act in the Allied set-up")
	}
	endPhase(t, st)
	if st.phase().ID != PhaseGermanSetup {
		t.Fatalf("then %s", st.phase().ID)
	}
	endPhase(t, st)
	if st.Setup || st.Clock.Turn != 0 || st.phase().ID != PhaseGerNewUnits {
		t.Errorf("after set-up: setup %v, %+v %s", st.Setup, st.Clock, st.phase().ID)
	}
}

// 000 Drill-Borer Brigade, England a: British set-up units go "in town and
// city hexes in England, one per hex. No unit may be within three hexes of
// another unit (there must be at least three intervening hexes between
// each unit and every other). HQs ignore these restrictions".
func TestSetupBritish(t *testing.T) {
	st := newTestState(t, nil)
	k := "bri-inf-k/1" // Birmingham
	if dist(t, st, "test-england:E0206", "test-england:E0307") >= 4 {
		t.Fatal("Oxford is far from Southampton")
	}
	wantRefused(t, st, act(Allies, "move", k, "test-england:E0206"), RuleSetup, "at least three empty hexes")
	wantRefused(t, st, act(Allies, "move", k, "test-england:E0204"), RuleSetup, "English town and city hexes")
	wantLegal(t, st, act(Allies, "move", "bri-hq-k/1", "test-england:E0206"))
	// The hexes of the German "B" units are not for the British, and no
	// set-up hex may hold enemy units.
	wantRefused(t, st, act(Allies, "move", "bri-hq-k/1", dover), RuleSetup, "enemy units")
	put(t, st, "ger-hq-b/1", dover) // Ramsgate empty
	wantRefused(t, st, act(Allies, "move", "bri-hq-k/1", "test-england:E0906"), RuleSetup, "German \"B\" units")
	// Units the scenario places are not moved.
	wantRefused(t, st, act(Allies, "move", "fra-inf/1", "W0308"), RuleSetup, "set up by the scenario")
}

// 000 Drill-Borer Brigade b: "All French units with a reinforcement code
// of "G" or greater deploy on the map in France, one per French city hex
// that would otherwise be empty."
func TestSetupFrenchG(t *testing.T) {
	st := newTestState(t, nil)
	wantRefused(t, st, act(Allies, "move", "fra-inf-g/1", "W0307"), RuleSetup, "not empty")
	wantLegal(t, st, act(Allies, "move", "fra-inf-g/1", "W0308"))
	wantRefused(t, st, act(Allies, "move", "fra-inf-g/1", "W0406"), RuleSetup, "French city")
	wantRefused(t, st, act(Allies, "move", "fra-inf-g/1", "W0703"), RuleSetup, "French city")
}

// 000 England b: "The German Turn "B" reinforcement units start on the
// map, distributed as desired between Dover, Ramsgate, and Folkestone."
// and "One German infantry division must stay in Dover at all times".
func TestSetupGermanB(t *testing.T) {
	st := newTestState(t, nil)
	endPhase(t, st)
	wantLegal(t, st, act(Germans, "move", "ger-inf-b/1", "test-england:E0906"))
	do(t, st, act(Germans, "move", "ger-inf-b/1", "test-england:E0906"), nil)
	wantRefused(t, st, act(Germans, "move", "ger-inf-b/2", "test-england:E0706"), RuleTunnel, "must stay in Dover")
	wantRefused(t, st, act(Germans, "move", "ger-inf-b/2", "test-england:E0805"), RuleSetup, "Dover, Ramsgate or Folkestone")
	wantRefused(t, st, act(Germans, "move", "ger-inf/1", "W0704"), RuleSetup, "set up by the scenario")
}
