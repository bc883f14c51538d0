package vernian

import (
	"slices"
	"strings"
	"testing"

	"sandtable/rules"
	"sandtable/rules/kit"
)

// Distances on the test map (flat hexes) used below, checked by
// wantDist: Paris W0307 to the Ruhr W0905 is 6 hexes (three columns east
// and down the diagonal, then three more east), to W1005 seven; Paris to
// W0605 three, to W0705 four.

func wantDist(t *testing.T, st *State, a, b string, d int) {
	t.Helper()
	if got := dist(t, st, a, b); got != d {
		t.Fatalf("%s to %s is %d hexes, the test counts %d", a, b, got, d)
	}
}

// missionsPhase is the test scenario at the Allied Mission Allocation
// Phase, with the board empty and the units set up by place (run before
// the phase begins: an air phase with nothing to do passes by itself).
func missionsPhase(t *testing.T, place func(st *State)) *State {
	t.Helper()
	st := fresh(t, nil, PhaseAllNewUnits)
	place(st)
	toPhase(t, st, PhaseAllMissions) // through the Base Change Phase
	if st.phase().ID != PhaseAllMissions {
		t.Fatalf("at %s, want the Mission Allocation Phase", st.phase().ID)
	}
	return st
}

// 000 Ether Flyers, Missions: "All Missions have a range of six hexes";
// Sweep: "Allied F types may fly Sweep missions. This mission allows the F
// type to fly to a hex containing enemy Zeppelins and attack them".
func TestSweepRangeAndTarget(t *testing.T) {
	var f, zep, far string
	st := missionsPhase(t, func(st *State) {
		f = add(t, st, "bri-flyer-f", "W0307")
		zep = add(t, st, "ger-zep-3", "W0905")
		far = add(t, st, "ger-zep-3", "W1005")
	})
	wantDist(t, st, "W0307", "W0905", 6)
	wantDist(t, st, "W0307", "W1005", 7)
	_ = far
	wantRefused(t, st, act(Allies, "sweep", f, "W1005"), ruleMissions, "beyond the mission's range of 6 hexes")
	wantRefused(t, st, act(Allies, "sweep", f, "W0805"), ruleMissions+": Sweep", "hex containing enemy Zeppelins", "none")
	wantRefused(t, st, act(Allies, "interdict", f, "W0805"), ruleMissions+": Interdiction", "only CS types")
	wantLegal(t, st, act(Allies, "sweep", f, "W0905"))
	lines := do(t, st, act(Allies, "sweep", f, "W0905"), nil)
	if !hasLine(lines, "flies a Sweep", "Paris", "W0905") {
		t.Errorf("log %q", lines)
	}
	i := idx(t, st, f)
	if where(t, st, f) != "W0905" || st.flight(i) == nil || st.flight(i).From != "W0307" || st.flight(i).Mission != missionSweep {
		t.Fatalf("after the sweep: at %s, flight %+v", where(t, st, f), st.flight(i))
	}
	// The Sweep's air combat is fought before the phase ends.
	wantRefused(t, st, act(Allies, "end-phase"), RuleAirCombat, "fight the air combat at", "W0905")
	got := st.fightsAt(Allies, loc(t, st, "W0905"))
	want := []airFight{{Table: "fighter-zeppelin", Loc: loc(t, st, "W0905"), Fighters: []int{i}, Targets: []int{idx(t, st, zep)}}}
	if !slices.EqualFunc(got, want, fightEqual) {
		t.Fatalf("fightsAt = %+v, want %+v", got, want)
	}
	do(t, st, act(Allies, "fight", "W0905"), nil)
	// Whatever the dice did, no flight there waits for its combat.
	for _, fl := range st.Air.Flights {
		if !fl.Fought {
			t.Errorf("flight %+v not marked fought", fl)
		}
	}
	wantRefused(t, st, act(Allies, "fight", "W0905"), RuleAirCombat, "no Sweep of the Allies waits")
	if st.flight(i) != nil {
		wantRefused(t, st, act(Allies, "recall", f), RuleAirCombat, "has fought")
	}
	wantLegal(t, st, act(Allies, "end-phase"))
}

// concluded marks the flights at text fought, as fight does after the
// air combat, for tests of what follows it whatever the dice.
func concluded(t *testing.T, st *State, text string) {
	t.Helper()
	l := loc(t, st, text)
	for k := range st.Air.Flights {
		if st.Units[idx(t, st, st.Air.Flights[k].Unit)].Loc == l {
			st.Air.Flights[k].Fought = true
		}
	}
	st.memo.reset()
}

func fightEqual(a, b airFight) bool {
	return a.Table == b.Table && a.Loc == b.Loc && slices.Equal(a.Fighters, b.Fighters) && slices.Equal(a.Targets, b.Targets)
}

// Escort: "This mission allows the F type to accompany friendly CS or B
// types on their mission to protect them. Note an F type can't Escort and
// Sweep at the same time"; Light Interdiction: "Allied CS types may fly
// out to empty hexes"; Heavy: "Allied B types may fly to any hex".
func TestEscortAndInterdiction(t *testing.T) {
	var f, cs, b string
	st := missionsPhase(t, func(st *State) {
		f = add(t, st, "bri-flyer-f", "W0307")
		cs = add(t, st, "bri-flyer-cs", "W0307")
		b = add(t, st, "bri-flyer-b", "W0307")
		add(t, st, "ger-zep-3", "W0605")
		add(t, st, "ger-inf", "W0505")
	})
	wantRefused(t, st, act(Allies, "escort", f, "W0605"), ruleMissions+": Escort", "none is flying to")
	wantRefused(t, st, act(Allies, "interdict", cs, "W0505"), ruleMissions+": Interdiction", "Light Interdiction is of empty hexes")
	wantRefused(t, st, act(Allies, "sweep", cs, "W0605"), ruleMissions+": Sweep", "only Allied F types")
	// A Zeppelin is no ground unit: its hex is empty for Light Interdiction.
	lines := do(t, st, act(Allies, "interdict", cs, "W0605"), nil)
	if !hasLine(lines, "flies a Light Interdiction") {
		t.Errorf("log %q", lines)
	}
	wantLegal(t, st, act(Allies, "interdict", b, "W0505"))
	wantLegal(t, st, act(Allies, "sweep", f, "W0605"))
	do(t, st, act(Allies, "escort", f, "W0605"), nil)
	if m := st.flight(idx(t, st, f)).Mission; m != missionEscort {
		t.Fatalf("mission %s", m)
	}
	// Escorting, it cannot also sweep: one mission each.
	wantRefused(t, st, act(Allies, "sweep", f, "W0605"), ruleMissions, "already flying a mission")
	// An escort is no Sweep: nothing to fight, the phase may end.
	wantLegal(t, st, act(Allies, "end-phase"))
	do(t, st, act(Allies, "interdict", b, "W0505"), nil)
	if m := st.flight(idx(t, st, b)).Mission; m != missionHeavy {
		t.Fatalf("B's mission %s, want heavy", m)
	}
}

// Recall takes a mission back before its fight (RULINGS.md): the flyer is
// at its base and may fly again; escorts of the last CS or B come back
// with it.
func TestRecall(t *testing.T) {
	var f, cs string
	st := missionsPhase(t, func(st *State) {
		f = add(t, st, "bri-flyer-f", "W0307")
		cs = add(t, st, "bri-flyer-cs", "W0307")
	})
	do(t, st, act(Allies, "interdict", cs, "W0605"), nil)
	do(t, st, act(Allies, "escort", f, "W0605"), nil)
	lines := do(t, st, act(Allies, "recall", cs), nil)
	for _, id := range []string{f, cs} {
		if where(t, st, id) != "W0307" || st.flight(idx(t, st, id)) != nil || st.Units[idx(t, st, id)].HasFlag(flagFlown) {
			t.Errorf("%s after the recall: at %s, flight %v", id, where(t, st, id), st.flight(idx(t, st, id)))
		}
	}
	if !hasLine(lines, "recalled to", "Paris") {
		t.Errorf("log %q", lines)
	}
	wantLegal(t, st, act(Allies, "interdict", cs, "W0605"))
	wantRefused(t, st, act(Allies, "recall", cs), ruleMissions, "not flying a mission")
}

// "Stacking limit is 5 friendly Flyers per hex", in the air too
// (RULINGS.md).
func TestMissionFlyerStacking(t *testing.T) {
	var cs []string
	st := missionsPhase(t, func(st *State) {
		for range 5 {
			cs = append(cs, add(t, st, "bri-flyer-cs", "W0307"))
		}
	})
	// A sixth in Paris could not have stayed there through the Base
	// Change Phase (5 per hex); it stands there now for this test.
	cs = append(cs, add(t, st, "bri-flyer-cs", "W0307"))
	for _, id := range cs[:5] {
		do(t, st, act(Allies, "interdict", id, "W0605"), nil)
	}
	wantRefused(t, st, act(Allies, "interdict", cs[5], "W0605"), ruleFlyerStack, "5 friendly Flyers per hex")
}

// A flyer in a Storm it has not escaped flies nothing (000 Inventions:
// "In order to leave they must 'roll to escape'"); none flies twice in a
// player-turn.
func TestStuckFlyerFliesNothing(t *testing.T) {
	var f string
	st := missionsPhase(t, func(st *State) {
		f = add(t, st, "bri-flyer-f", "W0307")
		add(t, st, "ger-zep-3", "W0605")
	})
	st.Air.Storms = []string{"W0307"}
	st.memo.reset()
	wantRefused(t, st, act(Allies, "sweep", f, "W0605"), ruleMissions, "held by the storm")
	st.Air.Escape = map[string]bool{f: true}
	st.memo.reset()
	wantLegal(t, st, act(Allies, "sweep", f, "W0605"))
	st.Units[idx(t, st, f)].SetFlag(flagFlown)
	st.memo.reset()
	wantRefused(t, st, act(Allies, "sweep", f, "W0605"), ruleMissions, "has flown its mission this player-turn")
}

// Interception in the German turn: "This mission can only be performed
// during the other player's turn. It allows the F type to move into a hex
// containing enemy air units and attack them ... the range for this
// mission is three hexes"; "F types performing Interception missions
// return to base immediately after the mission is concluded".
func TestAlliedInterception(t *testing.T) {
	st := fresh(t, nil, PhaseGerNewUnits)
	f := add(t, st, "bri-flyer-f", "W0307")
	zep := add(t, st, "ger-zep-3", "W0605")
	add(t, st, "ger-zep-3", "W0705")
	toPhase(t, st, PhaseGerIntercept) // through Base Change, Embarkation and Sortie
	if st.phase().ID != PhaseGerIntercept || st.active() != Allies {
		t.Fatalf("at %s (%s acts), want the Allies' Interception Phase", st.phase().ID, st.active())
	}
	wantDist(t, st, "W0307", "W0605", 3)
	wantDist(t, st, "W0307", "W0705", 4)
	wantRefused(t, st, act(Allies, "intercept", f, "W0705"), ruleMissions, "range of 3 hexes")
	wantRefused(t, st, act(Allies, "intercept", f, "W0505"), ruleInterception, "no German Zeppelin")
	wantRefused(t, st, act(Germans, "end-phase"), RuleTurn, "the Germans do not act now")
	do(t, st, act(Allies, "intercept", f, "W0605"), nil)
	i := idx(t, st, f)
	got := st.fightsAt(Allies, loc(t, st, "W0605"))
	want := []airFight{{Table: "fighter-zeppelin", Loc: loc(t, st, "W0605"), Fighters: []int{i}, Targets: []int{idx(t, st, zep)}}}
	if !slices.EqualFunc(got, want, fightEqual) {
		t.Fatalf("fightsAt = %+v, want %+v", got, want)
	}
	wantRefused(t, st, act(Allies, "end-phase"), RuleAirCombat, "fight the air combat at")
	wantRefused(t, st, act(Allies, "land", f, "W0605"), RuleAirCombat, "has not fought yet")
	// The combat concluded with the interceptor still flying (its dice
	// are aircombat.go's to test).
	concluded(t, st, "W0605")
	// Back to base at once: Paris is a friendly hex in Attack Supply 3
	// hexes away; W0805 is German; W0605 holds the German Zeppelin.
	wantRefused(t, st, act(Allies, "end-phase"), ruleReturn, "to base first")
	wantRefused(t, st, act(Allies, "land", f, "W0605"), ruleReturn, "must not contain an enemy unit")
	wantRefused(t, st, act(Allies, "land", f, "W0805"), ruleReturn, "not held by the Allies")
	wantRefused(t, st, act(Allies, "land", f, "W0107"), ruleReturn, "beyond the mission range of 3")
	lines := do(t, st, act(Allies, "land", f, "W0307"), nil)
	if !hasLine(lines, "returns from", "to base at", "Paris") || st.flight(i) != nil {
		t.Errorf("log %q, flight %v", lines, st.flight(i))
	}
	// One mission per player-turn.
	wantRefused(t, st, act(Allies, "intercept", f, "W0605"), ruleMissions, "has flown its mission")
	endPhase(t, st)
	// The mark goes at the start of the next player-turn.
	toPhase(t, st, PhaseAllNewUnits)
	if st.Units[i].HasFlag(flagFlown) {
		t.Error("still marked flown in the Allied turn")
	}
}

// An interceptor with no friendly hex in Attack Supply within three hexes
// when its phase ends is lost (RULINGS.md, as "If they can't reach a legal
// base hex they are destroyed").
func TestStrandedInterceptorIsLost(t *testing.T) {
	st := fresh(t, nil, PhaseGerNewUnits)
	f := add(t, st, "bri-flyer-f", "W0605")
	add(t, st, "ger-zep-3", "W0905")
	controlAll(t, st, "", "") // no Allied town: Allied Attack Supply only near the Allied edge
	toPhase(t, st, PhaseGerIntercept)
	do(t, st, act(Allies, "intercept", f, "W0905"), nil)
	concluded(t, st, "W0905")
	if acts := st.LegalWith(Allies, "land", f); len(acts) != 0 {
		t.Fatalf("landings %v, want none", acts)
	}
	lines := endPhase(t, st)
	if !hasLine(lines, "can reach no friendly hex in Attack Supply within 3 hexes and is lost") || where(t, st, f) != "eliminated" {
		t.Errorf("at %s, log %q", where(t, st, f), lines)
	}
}

// German interception in the Allied turn: German F fight the escorts
// first ("they must fight it out before any other air combat can take
// place"), then the CS and B; Allied sweepers take no part ("German
// fighters never participate in combats unless they are flying an
// Interception mission"), and a hex with only sweepers is no target.
func TestGermanInterception(t *testing.T) {
	var esc, sweeper, lone, cs, ger string
	st := missionsPhase(t, func(st *State) {
		esc = add(t, st, "bri-flyer-f", "W0307")
		sweeper = add(t, st, "bri-flyer-f", "W0307")
		lone = add(t, st, "bri-flyer-f", "W0307")
		cs = add(t, st, "bri-flyer-cs", "W0307")
		add(t, st, "ger-zep-3", "W0605")
		add(t, st, "ger-zep-3", "W0805")
		ger = add(t, st, "ger-flyer-f", "W0905")
	})
	do(t, st, act(Allies, "interdict", cs, "W0605"), nil)
	do(t, st, act(Allies, "escort", esc, "W0605"), nil)
	do(t, st, act(Allies, "sweep", sweeper, "W0605"), nil)
	do(t, st, act(Allies, "sweep", lone, "W0805"), nil)
	do(t, st, act(Allies, "fight", "W0605"), nil)
	do(t, st, act(Allies, "fight", "W0805"), nil)
	endPhase(t, st)
	if st.phase().ID != PhaseAllIntercept || st.active() != Germans {
		t.Fatalf("at %s, want the German Interception Phase", st.phase().ID)
	}
	wantRefused(t, st, act(Germans, "intercept", ger, "W0805"), ruleInterception, "no Allied CS or B is on a mission")
	do(t, st, act(Germans, "intercept", ger, "W0605"), nil)
	l := loc(t, st, "W0605")
	g := idx(t, st, ger)
	want := []airFight{
		{Table: "fighter-fighter", Loc: l, Fighters: []int{g}, Targets: []int{idx(t, st, esc)}},
		{Table: "fighter-flyer", Loc: l, Fighters: []int{g}, Targets: []int{idx(t, st, cs)}},
	}
	if got := st.fightsAt(Germans, l); !slices.EqualFunc(got, want, fightEqual) {
		t.Fatalf("fightsAt = %+v, want %+v", got, want)
	}
	concluded(t, st, "W0605")
	// The German interceptor returns to a German hex in Attack Supply
	// within 3 hexes: its base W0905 is one.
	wantRefused(t, st, act(Germans, "end-phase"), ruleReturn, "to base first")
	do(t, st, act(Germans, "land", ger, "W0905"), nil)
	wantLegal(t, st, act(Germans, "end-phase"))
}

// "At the end of the combat phase all Flyers in the air must return to
// base. The base need not be the same one; it can be any hex in mission
// range that is in attack supply."
func TestReturnToBase(t *testing.T) {
	var cs, b string
	st := missionsPhase(t, func(st *State) {
		cs = add(t, st, "bri-flyer-cs", "W0307")
		add(t, st, "ger-zep-3", "W0506")
	})
	// A B out on a mission deep in Germany (it could not have based
	// there through the Base Change Phase).
	b = add(t, st, "bri-flyer-b", "W1207")
	do(t, st, act(Allies, "interdict", cs, "W0905"), nil)
	st.Air.Flights = append(st.Air.Flights, Flight{Unit: b, Mission: missionHeavy, From: "W1207"})
	toPhase(t, st, PhaseAllReturn)
	wantRefused(t, st, act(Allies, "end-phase"), ruleReturn, "to base first")
	// The Allies hold only Paris (in Attack Supply from the Allied edge,
	// 2 hexes off), W0604 (4 hexes from Paris, beyond the supply range of
	// 3) and W0506 (under a German Zeppelin).
	st.Control = kit.Control{}
	control(t, st, Allies, "W0307", "W0604", "W0506")
	wantDist(t, st, "W0905", "W0307", 6)
	wantDist(t, st, "W0307", "W0604", 4)
	wantLegal(t, st, act(Allies, "land", cs, "W0307"))
	wantRefused(t, st, act(Allies, "land", cs, "W0805"), ruleReturn, "not held by the Allies")
	wantRefused(t, st, act(Allies, "land", cs, "W0604"), ruleReturn, "W0604 is not in Attack Supply")
	wantRefused(t, st, act(Allies, "land", cs, "W0506"), ruleReturn, "must not contain an enemy unit")
	wantRefused(t, st, act(Allies, "land", cs, "W0107"), ruleReturn, "beyond the mission range of 6")
	do(t, st, act(Allies, "land", cs, "W0307"), nil)
	// The B deep in Germany, 9 hexes from Paris, has no base within 6
	// hexes: lost at the end of the phase.
	wantDist(t, st, "W1207", "W0307", 9)
	if acts := st.LegalWith(Allies, "land", b); len(acts) != 0 {
		t.Fatalf("the B may land: %v", acts)
	}
	lines := endPhase(t, st)
	if where(t, st, b) != "eliminated" || !hasLine(lines, "is lost") {
		t.Errorf("B at %s, log %q", where(t, st, b), lines)
	}
	if len(st.Air.Flights) != 0 {
		t.Errorf("flights left: %+v", st.Air.Flights)
	}
}

// The mission verbs are the phase's: no sweep outside the Mission
// Allocation Phase, no land outside the Return to Base and Interception
// Phases.
func TestMissionVerbsOutOfPhase(t *testing.T) {
	st := fresh(t, nil, PhaseAllMovement)
	f := add(t, st, "bri-flyer-f", "W0307")
	add(t, st, "ger-zep-3", "W0605")
	wantRefused(t, st, act(Allies, "sweep", f, "W0605"), RuleSequence, "flying a Sweep is not done in the")
	wantRefused(t, st, act(Allies, "land", f, "W0307"), RuleSequence, "returning a flyer to base is not done in the")
	for _, a := range st.Legal(Allies) {
		if slices.Contains([]string{"sweep", "escort", "interdict", "recall", "fight", "land", "intercept"}, a.Verb) {
			t.Errorf("%s legal in the movement phase", a)
		}
	}
}

// The log and the buttons word the mission verbs for people.
func TestDescribeMissions(t *testing.T) {
	var f string
	st := missionsPhase(t, func(st *State) {
		f = add(t, st, "bri-flyer-f", "W0307")
		add(t, st, "ger-zep-3", "W0905")
	})
	for _, c := range []struct {
		a    rules.Action
		want string
	}{
		{act(Allies, "sweep", f, "W0905"), "Send Allied ether flyer (F, interceptor) on a Sweep to W0905"},
		{act(Allies, "recall", f), "Recall Allied ether flyer (F, interceptor) to its base"},
		{act(Allies, "fight", "W0905"), "Fight the air combat at W0905"},
		{act(Allies, "land", f, "W0307"), "Land Allied ether flyer (F, interceptor) at W0307 Paris"},
	} {
		got, ok := st.Describe(c.a, Allies)
		if !ok || !strings.HasPrefix(got, c.want) {
			t.Errorf("Describe(%s) = %q, %v; want it to start %q", c.a, got, ok, c.want)
		}
	}
}

// 000 Ether Flyers, Missions: "German Ether Flyers can fly only
// Interception missions, by order of the Kaiser; they cannot Escort or
// Sweep." A German Sweep, Escort or Interdiction is refused with the
// Kaiser's order, in whatever phase it is tried (the German Interception
// Phase, the Allies' Mission Allocation Phase, the German Movement Phase),
// not with the sequence of play.
func TestKaisersOrderNoGermanSweepOrEscort(t *testing.T) {
	for _, phase := range []string{PhaseAllIntercept, PhaseAllMissions, PhaseGerMovement} {
		st := atPhase(t, turnA, phase)
		f := add(t, st, "ger-flyer-f", "W0905")
		add(t, st, "bri-flyer-cs", "W0605")
		for _, a := range []rules.Action{
			act(Germans, "sweep", f, "W0805"),
			act(Germans, "escort", f, "W0605"),
			act(Germans, "interdict", f, "W0805"),
		} {
			why := refusal(t, st, a)
			for _, part := range []string{"German Ether Flyers can fly only Interception missions, by order of the Kaiser", "(" + ruleMissions + ")"} {
				if !strings.Contains(why, part) {
					t.Errorf("%s: %s refused with %q, want it to mention %q", phase, a, why, part)
				}
			}
			if strings.Contains(why, "is not done in the") || strings.Contains(why, "do not act now") {
				t.Errorf("%s: %s refused with %q: the Kaiser's order is the reason, not the sequence of play", phase, a, why)
			}
		}
	}
}
