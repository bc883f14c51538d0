package greenfields

import (
	"slices"
	"strings"
	"testing"

	"sandtable/rules"
)

// addUnit brings a new unit of type typ into the test state at the zone
// labelled at ("" leaves it off the map, in no box): the test counters
// have every class, the test scenario sets up only a few.
// toAir makes the current phase the air operations of the given turn of
// day 1 and opens its secret choice, as ending the close assault does.
func toAir(t testing.TB, st *State, turn int) {
	t.Helper()
	st.Day, st.Turn = 0, turn
	st.Step = slices.IndexFunc(phases, func(p phase) bool { return p.ID == PhaseAir })
	openAir(st, rules.NewContext(nil))
}

// logHas reports whether a log line contains want.
func logHas(lines []string, want string) bool {
	return slices.ContainsFunc(lines, func(l string) bool { return strings.Contains(l, want) })
}

// 003 Air operations: "Each player secretly determines the number of
// aircraft they will hazard in the air." A side's missions are its secret
// until both have committed; "Survivors may then fire *again* - this time
// at enemy observation and ground attack craft."
func TestAirSecretChoiceThenFightersDownObservation(t *testing.T) {
	st := newTestState(t, nil)
	fighter := addUnit(t, st, "brit-fighter", "B8")
	obs := unit(t, st, "ger-obs", 1)
	toAir(t, st, 0)
	if got := st.Air.Choice.Asked; !slices.Equal(got, []string{Allies, Central}) {
		t.Fatalf("asked %v, want both sides (both have aircraft)", got)
	}
	fly := act(Allies, "fly", st.Units.Ref(fighter), MissionFighters)
	ctx := rules.NewContext(rules.NewSeededDice(1))
	if err := st.Apply(fly, ctx); err != nil {
		t.Fatal(err)
	}
	for _, e := range ctx.Events() {
		if e.To.Public() {
			t.Fatalf("the allied mission is their secret, but %q is public", e.Text)
		}
	}
	// The Germans see nothing of it: their legal list is their own.
	for _, a := range st.Legal(Central) {
		if a.Side != Central || (len(a.Args) > 0 && a.Args[0] == st.Units.Ref(fighter)) {
			t.Fatalf("central's legal list holds %s", a)
		}
	}
	refusal(t, st, act(Central, "ground", st.Units.Ref(fighter)), RuleAir, "none of your aircraft")
	refusal(t, st, act(Allies, "fly", st.Units.Ref(fighter), MissionStrafe, "G6"), RuleAir, "already has a mission")
	do(t, st, act(Allies, rules.CommitVerb), nil)
	refusal(t, st, act(Allies, "ground", st.Units.Ref(fighter)), RuleTurn, "do not act now")
	do(t, st, act(Central, "fly", st.Units.Ref(obs), MissionRecce, "G6", "H6"), nil)
	// Weather 3 (flying); no enemy fighters aloft, so the allied fighters
	// (2 SP) fire 2 dice at the observation aircraft: 6, 1 = 2 hits; it
	// saves with 1 experience die: 5 = 1 hit; 1 casualty destroys its 1 SP.
	lines := do(t, st, act(Central, rules.CommitVerb), manual(3, 6, 1, 5))
	if !st.Units[obs].Loc.IsEliminated() || st.Losses[Central] != 1 {
		t.Fatalf("the observation aircraft must be shot down (1 loss), got %v, losses %v\n%s", st.Units[obs].Loc, st.Losses, strings.Join(lines, "\n"))
	}
	if logHas(lines, "overflies") {
		t.Fatalf("a shot-down observation aircraft flies no recce:\n%s", strings.Join(lines, "\n"))
	}
	if !st.Units[fighter].HasFlag(FlagSortie) || !logHas(lines, "the air missions are revealed") {
		t.Fatalf("the fighter has flown its sortie, the missions revealed: flags %v\n%s", st.Units[fighter].Flags, strings.Join(lines, "\n"))
	}
}

// "Surviving reconnaissance aircraft may now overfly any 2 adjoining zones
// each, positively identifying the units ... Artillery fire into these
// zones now counts as being "observed fire"."
func TestAirRecceIdentifies(t *testing.T) {
	st := newTestState(t, nil)
	bef := unit(t, st, "bef-inf", 1)
	st.Units[bef].Hidden = true
	obs := unit(t, st, "ger-obs", 1)
	toAir(t, st, 0)
	if got := st.Air.Choice.Asked; !slices.Equal(got, []string{Central}) {
		t.Fatalf("asked %v, want the Germans alone (the Allies have no aircraft)", got)
	}
	refusal(t, st, act(Central, "fly", st.Units.Ref(obs), MissionRecce, "G6", "I6"), RuleAir, "do not adjoin")
	refusal(t, st, act(Central, "fly", st.Units.Ref(obs), MissionRecce, "H6", "G6"), RuleAir, "recce G6 H6")
	refusal(t, st, act(Central, "fly", st.Units.Ref(obs), MissionBomb, "G6"), RuleAir, "may fly: recce")
	do(t, st, act(Central, "fly", st.Units.Ref(obs), MissionRecce, "G6", "H6"), nil)
	lines := do(t, st, act(Central, rules.CommitVerb), manual(1))
	if st.Units[bef].Hidden || !logHas(lines, "overflies G6 and H6") {
		t.Fatalf("the BEF regiment at G6 must be identified by the recce:\n%s", strings.Join(lines, "\n"))
	}
	// The zones count as observed for the Germans' artillery until their
	// next air phase (checked on a copy flying the same recce).
	cp := newTestState(t, nil)
	cp.Air.Sorties = []Sortie{{Unit: obs, Mission: MissionRecce, Zones: []string{"G6", "H6"}}}
	if err := cp.airRecce(rules.NewContext(nil)); err != nil {
		t.Fatal(err)
	}
	g6, _ := cp.zoneLoc("G6")
	h6, _ := cp.zoneLoc("H6")
	g7, _ := cp.zoneLoc("G7")
	if !cp.reconnoitred(Central, g6) || !cp.reconnoitred(Central, h6) || cp.reconnoitred(Central, g7) || cp.reconnoitred(Allies, g6) {
		t.Fatalf("recce zones: %v, want G6 and H6 for the Germans", cp.Recce)
	}
	// "Aircraft may make only 1 sortie per day": the next air phase of the
	// day asks nobody; the day's start lets it fly again.
	st.Units[obs].SetFlag(FlagSortie) // as it stands on day 1 (whatever phases passed by themselves)
	toAir(t, st, 1)
	if st.Air.Choice.Open() {
		t.Fatalf("the observation aircraft has flown today; no one is asked: %v", st.Air.Choice.Asked)
	}
	runMoment(t, st, dayStart, rules.NewContext(nil))
	toAir(t, st, 0)
	if !slices.Equal(st.Air.Choice.Asked, []string{Central}) {
		t.Fatalf("a new day: the Germans may fly again, asked %v", st.Air.Choice.Asked)
	}
}

// "Weather: ... On a roll of 6 in autumn, summer and spring, and a roll of
// 5 or 6 in winter, no flights are possible." Rolled once a day.
func TestAirWeather(t *testing.T) {
	for _, tc := range []struct {
		season string
		face   int
		fly    bool
	}{{"summer", 6, false}, {"summer", 5, true}, {"autumn", 6, false}, {"spring", 1, true}, {"winter", 5, false}, {"winter", 4, true}} {
		st := newTestState(t, map[string]any{OptSeason: tc.season})
		obs := unit(t, st, "ger-obs", 1)
		toAir(t, st, 0)
		do(t, st, act(Central, "fly", st.Units.Ref(obs), MissionRecce, "G6", "H6"), nil)
		lines := do(t, st, act(Central, rules.CommitVerb), manual(tc.face))
		if flew := logHas(lines, "overflies G6 and H6"); flew != tc.fly {
			t.Fatalf("%s, roll %d: flew %v, want %v\n%s", tc.season, tc.face, flew, tc.fly, strings.Join(lines, "\n"))
		}
		if !logHas(lines, "Flying weather") {
			t.Fatalf("the weather roll is logged:\n%s", strings.Join(lines, "\n"))
		}
		// Once a day: a later air phase of the day rolls no weather again
		// (no dice given); on a day without flying nobody is even asked.
		st.Units[obs].ClearFlag(FlagSortie) // to see the weather alone
		toAir(t, st, 1)
		if st.Air.Choice.Open() == !tc.fly {
			t.Fatalf("%s, roll %d: asked %v at the day's next air phase", tc.season, tc.face, st.Air.Choice.Asked)
		}
		if tc.fly {
			do(t, st, act(Central, "fly", st.Units.Ref(obs), MissionRecce, "G6", "H6"), nil)
			lines := do(t, st, act(Central, rules.CommitVerb), manual())
			if logHas(lines, "Flying weather") || !logHas(lines, "overflies G6 and H6") {
				t.Fatalf("%s: the weather is rolled once a day:\n%s", tc.season, strings.Join(lines, "\n"))
			}
		}
	}
}

// "fighter aircraft may attack balloons, needing a single hit to ground
// the balloon for the rest of the day (the balloon unit can be grounded,
// even if it is not wiped out). The balloon's flak protection batteries
// fire at the attacking aircraft BEFORE the attacking aircraft roll their
// dice, rolling 1 hit dice".
func TestAirBalloonGroundedByOneHit(t *testing.T) {
	st := newTestState(t, nil)
	f1 := addUnit(t, st, "brit-fighter", "B8")
	b := unit(t, st, "ger-balloon", 1)
	toAir(t, st, 0)
	refusal(t, st, act(Allies, "fly", st.Units.Ref(f1), MissionBalloon, "U9"), RuleAir, "no enemy balloon aloft at U9")
	do(t, st, act(Allies, "fly", st.Units.Ref(f1), MissionBalloon, "U8"), nil)
	do(t, st, act(Allies, rules.CommitVerb), nil)
	// Weather 2; flak 1 die: 2, no hit; the fighters (2 SP) roll 5, 2 = 1
	// hit; the balloon saves with 1 die: 6 = 2 hits, no casualty — yet the
	// single hit grounds it.
	lines := do(t, st, act(Central, rules.CommitVerb), manual(2, 2, 5, 2, 6))
	if st.Troops[b].Strength != 1 || !st.Units[b].HasFlag(FlagGrounded) || !logHas(lines, "is grounded for the rest of the day") {
		t.Fatalf("balloon strength %d flags %v: want 1 and grounded\n%s", st.Troops[b].Strength, st.Units[b].Flags, strings.Join(lines, "\n"))
	}
	runMoment(t, st, dayStart, rules.NewContext(nil))
	if st.Units[b].HasFlag(FlagGrounded) {
		t.Fatal("a balloon is grounded for the rest of the day only")
	}
}

// rollDice is the number of dice of the logged roll whose line contains for.
func rollDice(events []rules.Event, what string) int {
	for _, e := range events {
		if e.Roll != nil && strings.Contains(e.String(), what) {
			return len(e.Roll.Dice)
		}
	}
	return -1
}

// "All fighters now fire at enemy fighters (rolling hit and then saving
// rolls)": both sides' fighters fire, each with the dice it had before the
// other's fire landed.
func TestAirFightersFireAtOnce(t *testing.T) {
	st := newTestState(t, nil)
	bf := addUnit(t, st, "brit-fighter", "B8")
	gf := addUnit(t, st, "ger-fighter", "W9")
	toAir(t, st, 0)
	do(t, st, act(Allies, "fly", st.Units.Ref(bf), MissionFighters), nil)
	do(t, st, act(Central, "fly", st.Units.Ref(gf), MissionFighters), nil)
	do(t, st, act(Allies, rules.CommitVerb), nil)
	// Weather 2. Allied fighters (2 SP): 6, 6 = 4 hits; German save (2
	// experience dice) 1, 1: 2 casualties destroy the 2 SP. German
	// fighters still fire their 2 dice: 5, 1 = 1 hit; allied save 1, 1: 1
	// casualty. (Trailing faces: the morale check that casualty forces.)
	lines := do(t, st, act(Central, rules.CommitVerb), manual(2, 6, 6, 1, 1, 5, 1, 1, 1, 6, 6, 6))
	if !st.Units[gf].Loc.IsEliminated() || st.Troops[bf].Strength != 1 {
		t.Fatalf("German fighters destroyed and the British at 1 SP, got %v and %d\n%s", st.Units[gf].Loc, st.Troops[bf].Strength, strings.Join(lines, "\n"))
	}
	if st.Losses[Allies] != 1 || st.Losses[Central] != 2 {
		t.Fatalf("losses %v, want allies 1, central 2", st.Losses)
	}
}

// "Ground attack craft can now fire upon a single zone each, rolling 2 hit
// dice per strength point ... Aircraft that attack ground units may then be
// fired upon by the ground units, who roll 1 "hit" dice per 3 strength
// points once the air to ground fire has been made." Artillery "are always
// protected by 2 dice of flak (which fires before the aircraft)".
func TestAirGroundAttackFlakAndReturnFire(t *testing.T) {
	st := newTestState(t, nil)
	identifyAll(st) // "vs any unit that has been identified"
	ga := addUnit(t, st, "brit-ga", "B8")
	gun := unit(t, st, "ger-fa", 1) // at T6, leading wave
	reg := unit(t, st, "ger-reg", 3)
	place(t, st, reg, "T6")
	toAir(t, st, 0)
	do(t, st, act(Allies, "fly", st.Units.Ref(ga), MissionAttack, "T6"), nil)
	do(t, st, act(Allies, rules.CommitVerb), nil)
	// Weather 1. Flak: 2 dice (one battery) 1, 1. Attack: 2 SP x 2 = 4
	// dice 6, 1, 1, 1 = 2 hits on the leading unit, the guns; their save
	// (3 experience dice) 6, 1, 1 takes both off. Ground fire: the
	// regiment's 12 SP give 4 dice (the guns fired flak instead) 5, 5, 1,
	// 1 = 2 hits; the aircraft's save (2 dice) 1, 1: 2 casualties destroy
	// its 2 SP.
	ctx := rules.NewContext(manual(1, 1, 1, 6, 1, 1, 1, 6, 1, 1, 5, 5, 1, 1, 1, 1))
	if err := st.Apply(act(Central, rules.CommitVerb), ctx); err != nil {
		t.Fatal(err)
	}
	ev := ctx.Events()
	if n := rollDice(ev, "artillery flak"); n != 2 {
		t.Fatalf("flak rolled %d dice, want 2", n)
	}
	if n := rollDice(ev, "ground attack at T6"); n != 4 {
		t.Fatalf("the attack rolled %d dice, want 4 (2 per SP)", n)
	}
	if n := rollDice(ev, "ground fire"); n != 4 {
		t.Fatalf("ground fire rolled %d dice, want 4 (12 SP / 3)", n)
	}
	if !st.Units[ga].Loc.IsEliminated() || st.Troops[gun].Strength != 9 || st.Losses[Allies] != 2 {
		t.Fatalf("aircraft %v, guns %d SP, losses %v: want destroyed, 9, allies 2", st.Units[ga].Loc, st.Troops[gun].Strength, st.Losses)
	}
}

// "Only bombers may elect to fly during the "night" period"; "Bombers may
// attack ground targets (1 dice per strength point)"; "When an area
// crossed by a road receives one or more hits from artillery or bombers,
// the road is cut."
func TestAirNightBombersCutRoad(t *testing.T) {
	st := newTestState(t, nil)
	bomber := addUnit(t, st, "ger-bomber", "W9")
	obs := unit(t, st, "ger-obs", 1)
	bef := unit(t, st, "bef-inf", 1)
	place(t, st, bef, "E10")
	toAir(t, st, st.turnsPerDay()-1)
	refusal(t, st, act(Central, "fly", st.Units.Ref(obs), MissionRecce, "G6", "H6"), RuleAir, "only bombers fly at night")
	do(t, st, act(Central, "fly", st.Units.Ref(bomber), MissionBomb, "E10"), nil)
	// Weather 4. 2 SP: 5, 1 = 1 hit; the BEF's 5 experience dice 5, 1, 1,
	// 1, 1 save it, but the hit cuts the road through E10.
	lines := do(t, st, act(Central, rules.CommitVerb), manual(4, 5, 1, 5, 1, 1, 1, 1))
	e10, _ := st.zoneLoc("E10")
	if !st.zone(e10).RoadCut || st.Troops[bef].Strength != 6 || !logHas(lines, "the road at E10 is cut") {
		t.Fatalf("road cut %v, BEF %d SP; want cut and 6\n%s", st.zone(e10).RoadCut, st.Troops[bef].Strength, strings.Join(lines, "\n"))
	}
}

// A routing unit's fire back at aircraft: "If the unit fires, it does so at
// half its normal dice value (rounding down)": the regiment's 12 SP give 4
// dice ("1 "hit" dice per 3 strength points"), halved to 2.
func TestAirReturnFireRoutingHalfDice(t *testing.T) {
	st := newTestState(t, nil)
	identifyAll(st)
	ga := addUnit(t, st, "brit-ga", "B8")
	reg := unit(t, st, "ger-reg", 3)
	place(t, st, reg, "T6")
	st.Units[reg].SetFlag(FlagSuppressed)
	st.Units[reg].SetFlag(FlagRouting)
	toAir(t, st, 0)
	do(t, st, act(Allies, "fly", st.Units.Ref(ga), MissionAttack, "T6"), nil)
	do(t, st, act(Allies, rules.CommitVerb), nil)
	// Weather 1; flak 1, 1; attack 1, 1, 1, 1 (no hits); ground fire 2
	// dice 5, 5; the aircraft's save 1, 1.
	ctx := rules.NewContext(manual(1, 1, 1, 1, 1, 1, 1, 5, 5, 1, 1, 1, 1))
	if err := st.Apply(act(Central, rules.CommitVerb), ctx); err != nil {
		t.Fatal(err)
	}
	if n := rollDice(ctx.Events(), "ground fire"); n != 2 {
		t.Fatalf("ground fire rolled %d dice, want 2 (12 SP / 3 = 4, halved while routing)", n)
	}
}

// A unit the air attacks break falls back (its side picks the zone), and
// then play goes on to "Pioneers and construction": the air phase, its
// missions flown, has no one left to act. A British ground attack craft (2
// SP: 4 dice) attacks the German regiments at I6: weather 1; 6, 6, 1, 1 =
// 4 hits on the leading regiment, its 3 experience dice miss: 4
// casualties, morale 3 - 1 = 2 dice, 5, 1 = 1 hit: it wavers, to fall back
// east to J5, J6 or J7. The regiments' fire back and the aircraft's save
// roll 1s.
func TestAirFallBackThenPioneers(t *testing.T) {
	st := newTestState(t, nil)
	identifyAll(st)
	ga := addUnit(t, st, "brit-ga", "B8")
	a := unit(t, st, "ger-reg", 1)
	toAir(t, st, 0)
	do(t, st, act(Allies, "fly", st.Units.Ref(ga), MissionAttack, "I6"), nil)
	do(t, st, act(Allies, rules.CommitVerb), nil)
	faces := []int{1, 6, 6, 1, 1, 1, 1, 1, 5, 1}
	for range 20 {
		faces = append(faces, 1)
	}
	lines := do(t, st, act(Central, rules.CommitVerb), manual(faces...))
	if len(st.Pending) != 1 || st.Pending[0].Kind != "retreat" || st.Pending[0].Units[0] != a {
		t.Fatalf("want regiment A's fall back to choose, got %+v\n%s", st.Pending, strings.Join(lines, "\n"))
	}
	do(t, st, act(Central, "retreat", st.Units.Ref(a), "J7"), nil)
	if st.phase().ID != PhasePioneerFirst {
		t.Fatalf("after the fall back, the pioneers' step: got %s, the %v to act", st.phase().ID, st.activeSides())
	}
}
