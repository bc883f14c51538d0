package greenfields

import (
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"sandtable/rules"
	"sandtable/rules/kit"
	"sandtable/scenarios"
)

// Tests of the weekly turn's air operations (airweek.go), the seed's
// Section 2 "Air operations" (L279-297) and its weather (L407).

// toWeekAir makes the current step the weekly turn's air operations and
// opens its secret choice, as entering the step does.
func toWeekAir(t testing.TB, st *State) {
	t.Helper()
	st.Step = slices.IndexFunc(weekPhases, func(p phase) bool { return p.ID == PhaseWeekAir })
	runMoment(t, st, kit.Enter(PhaseWeekAir), rules.NewContext(nil))
}

// commitBoth commits both sides' air orders, the last with faces; it
// returns the reveal's events.
func commitBoth(t *testing.T, st *State, faces ...int) []rules.Event {
	t.Helper()
	do(t, st, act(Allies, rules.CommitVerb), nil)
	ctx := rules.NewContext(manual(faces...))
	if err := st.Apply(act(Central, rules.CommitVerb), ctx); err != nil {
		t.Fatal(err)
	}
	return ctx.Events()
}

// rollAt is the index of the first logged roll whose line contains what,
// -1 when none.
func rollAt(events []rules.Event, what string) int {
	return slices.IndexFunc(events, func(e rules.Event) bool { return e.Roll != nil && strings.Contains(e.String(), what) })
}

// eventsText is the events, one a line, for failure messages.
func eventsText(events []rules.Event) string {
	var b strings.Builder
	for _, e := range events {
		b.WriteString(e.String() + "\n")
	}
	return b.String()
}

// "Those players who have aircraft may now elect to put some, all or none
// of their crates up into the skies" and "Player secretly write down which
// of their aircraft are flying in which periods": whether a side has
// aircraft is its own secret, so both sides are asked every week (W-6.7),
// and an order is read by its side alone until both commit.
func TestWeekAirBothAskedOrdersSecret(t *testing.T) {
	st := newWeekState(t, nil)
	obs := unit(t, st, "ger-obs", 1) // the Allies have no aircraft
	toWeekAir(t, st)
	if got := st.activeSides(); !slices.Equal(got, Sides) {
		t.Fatalf("asked %v, want both sides every week", got)
	}
	fly := act(Central, "fly", st.Units.Ref(obs), PeriodDawn, MissionRecce, "G6", "H6")
	if got, _ := st.Describe(fly, Central); !strings.HasPrefix(got, "Fly German observation aircraft") || !strings.Contains(got, "at Dawn: reconnaissance over G6") {
		t.Errorf("the Germans read their order as %q", got)
	}
	if got, _ := st.Describe(fly, Allies); got != "The Germans give their air orders" {
		t.Errorf("the Allies read the German order as %q", got)
	}
	ctx := rules.NewContext(nil)
	if err := st.Apply(fly, ctx); err != nil {
		t.Fatal(err)
	}
	for _, e := range ctx.Events() {
		if e.To.Public() {
			t.Fatalf("the German order is their secret, but %q is public", e.Text)
		}
	}
	for _, a := range st.Legal(Allies) {
		if a.Side != Allies || slices.Contains(a.Args, st.Units.Ref(obs)) {
			t.Fatalf("the allied legal list holds %s", a)
		}
	}
	if st.Air.Choice.Revealed {
		t.Fatal("revealed before both committed")
	}
}

// "There are four periods of air war play - "Dawn", "Day", "Dusk" and
// "Night". Aircraft may only fly in one period in any weekly turn ...
// Only bombers may elect to fly during the "night" period." "Each period
// is adjudicated in turn": fighters flying at Dawn never meet the bombers
// and fighters of the Day; flying at Day, they do.
func TestAirFourPeriods(t *testing.T) {
	for _, tc := range []struct {
		period string
		faces  []int
		meet   bool
	}{
		// Weather 1; Day: the bombers' 2 dice at G6 1, 1.
		{PeriodDawn, []int{1, 1, 1}, false},
		// Weather 1; Day: both sides' fighters at the enemy fighters 1, 1
		// and 1, 1; the allied fighters at the bombers 1, 1; the bombs 1, 1.
		{PeriodDay, []int{1, 1, 1, 1, 1, 1, 1, 1, 1}, true},
	} {
		st := newWeekState(t, nil)
		bf := addUnit(t, st, "brit-fighter", "B8")
		gf := addUnit(t, st, "ger-fighter", "W9")
		gb := addUnit(t, st, "ger-bomber", "W9")
		toWeekAir(t, st)
		refusal(t, st, act(Allies, "fly", st.Units.Ref(bf), PeriodNight, MissionFighters), RuleWeekAir,
			"only bombers fly at night: \"Only bombers may elect to fly during the \"night\" period\"")
		refusal(t, st, act(Allies, "fly", st.Units.Ref(bf), "noon", MissionFighters), RuleWeekAir, "is no period")
		for _, a := range st.Legal(Allies) {
			if a.Verb == "fly" && a.Args[1] == PeriodNight {
				t.Fatalf("fighters listed at night: %s", a)
			}
		}
		if !slices.ContainsFunc(st.Legal(Central), func(a rules.Action) bool {
			return a.Verb == "fly" && a.Args[0] == st.Units.Ref(gb) && a.Args[1] == PeriodNight
		}) {
			t.Fatal("bombers may fly at night: not listed")
		}
		do(t, st, act(Allies, "fly", st.Units.Ref(bf), tc.period, MissionIntercept, string(Bomber)), nil)
		refusal(t, st, act(Allies, "fly", st.Units.Ref(bf), PeriodDusk, MissionFighters), RuleWeekAir,
			"\"Aircraft may only fly in one period in any weekly turn\"")
		do(t, st, act(Central, "fly", st.Units.Ref(gf), PeriodDay, MissionFighters), nil)
		do(t, st, act(Central, "fly", st.Units.Ref(gb), PeriodDay, MissionBomb, "G6"), nil)
		ev := commitBoth(t, st, tc.faces...)
		dogfight := rollAt(ev, "at enemy fighters") >= 0
		intercept := rollAt(ev, "at enemy bombers") >= 0
		if dogfight != tc.meet || intercept != tc.meet {
			t.Fatalf("%s: dogfight %v, intercept %v, want %v\n%s", tc.period, dogfight, intercept, tc.meet, eventsText(ev))
		}
		if rollDice(ev, "bomb G6") != 2 {
			t.Fatalf("%s: the Day bombers bomb G6 with 2 dice (2 strength points)\n%s", tc.period, eventsText(ev))
		}
		for _, i := range []int{bf, gf, gb} {
			if !st.Units[i].HasFlag(FlagSortie) || st.Troops[i].Strength != 2 {
				t.Fatalf("%s: %s flags %v strength %d", tc.period, st.Units.Ref(i), st.Units[i].Flags, st.Troops[i].Strength)
			}
		}
		if st.phase().ID != PhaseWkBombFirst {
			t.Fatalf("after the air operations: %s", st.phase().ID)
		}
		// "in any weekly turn": next week they may fly again.
		runMoment(t, st, weekStart, rules.NewContext(nil))
		if st.Units[bf].HasFlag(FlagSortie) || st.whyNotFly(Allies, bf) != "" {
			t.Fatalf("%s: a new week, the fighters may fly: %q", tc.period, st.whyNotFly(Allies, bf))
		}
	}
}

// "Fighters may now roll hit dice for damage caused vs enemy balloons ...
// Targets roll exp. dice to save as usual. Balloons may roll 2 dice of
// "flak" against incoming aircraft; flak effects take place before the
// balloons come under fire from the aircraft." (The assault's balloon
// rolls 1 die; W-6.3.)
func TestBalloonFlakTwoDice(t *testing.T) {
	st := newWeekState(t, nil)
	f := addUnit(t, st, "brit-fighter", "B8")
	b := unit(t, st, "ger-balloon", 1) // at U8
	toWeekAir(t, st)
	refusal(t, st, act(Allies, "fly", st.Units.Ref(f), PeriodDay, MissionBalloon, "U9"), RuleWeekAir, "no enemy balloon aloft at U9")
	do(t, st, act(Allies, "fly", st.Units.Ref(f), PeriodDay, MissionBalloon, "U8"), nil)
	// Weather 1; flak 2 dice 1, 1; the fighters' 2 dice 5, 1 = 1 hit; the
	// balloon's save (1 experience die) 6 takes it off: damage alone, the
	// weekly text grounds nothing.
	ev := commitBoth(t, st, 1, 1, 1, 5, 1, 6)
	flak, fire := rollAt(ev, "flak of"), rollAt(ev, "at "+st.unitName(b))
	if n := rollDice(ev, "flak of"); n != 2 || flak < 0 || fire < 0 || flak > fire {
		t.Fatalf("flak %d dice at %d, the fighters' fire at %d: want 2 dice, first\n%s", n, flak, fire, eventsText(ev))
	}
	if st.Troops[b].Strength != 1 || st.Units[b].HasFlag(FlagGrounded) {
		t.Fatalf("balloon strength %d flags %v: want 1, not grounded", st.Troops[b].Strength, st.Units[b].Flags)
	}
}

// "Ground attack aircraft ... roll hit dice vs any unit that has been
// identified by trench raid or observation ... Artillery units are always
// protected by 2 dice of flak (which fires before the aircraft). Other
// units may fire back only after the air attacks are done, rolling 1 hit
// dice per 3 full strength points." Ground attack rolls 2 dice per
// strength point (W-6.5).
func TestGroundAttackArtilleryFlakFirst(t *testing.T) {
	t.Run("flak downs the aircraft before it attacks", func(t *testing.T) {
		st := newWeekState(t, nil)
		identifyAll(st)
		ga := addUnit(t, st, "brit-ga", "B8")
		reg := unit(t, st, "ger-reg", 1)
		place(t, st, reg, "T6") // with the German guns
		toWeekAir(t, st)
		do(t, st, act(Allies, "fly", st.Units.Ref(ga), PeriodDusk, MissionAttack, "T6"), nil)
		// Weather 2; flak 6, 6 = 4 hits; the aircraft's save 1, 1: 4
		// casualties destroy its 2 strength points.
		ev := commitBoth(t, st, 2, 6, 6, 1, 1)
		if !st.Units[ga].Loc.IsEliminated() || rollDice(ev, "artillery flak") != 2 {
			t.Fatalf("aircraft %v, flak dice %d\n%s", st.Units[ga].Loc, rollDice(ev, "artillery flak"), eventsText(ev))
		}
		if rollAt(ev, "ground attack at T6") >= 0 || rollAt(ev, "ground fire") >= 0 {
			t.Fatalf("a downed aircraft attacks nothing and draws no fire\n%s", eventsText(ev))
		}
	})
	t.Run("flak, attack, fire back", func(t *testing.T) {
		st := newWeekState(t, nil)
		identifyAll(st)
		ga := addUnit(t, st, "brit-ga", "B8")
		reg := unit(t, st, "ger-reg", 1)
		place(t, st, reg, "T6")
		toWeekAir(t, st)
		do(t, st, act(Allies, "fly", st.Units.Ref(ga), PeriodDawn, MissionAttack, "T6"), nil)
		// Weather 1; flak 1, 1; attack 2 SP x 2 = 4 dice 1, 1, 1, 1; fire
		// back: the regiment's 12 SP = 4 dice 1, 1, 1, 1 (the guns fired
		// flak).
		ev := commitBoth(t, st, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1)
		flak, attack, back := rollAt(ev, "artillery flak"), rollAt(ev, "ground attack at T6"), rollAt(ev, "ground fire")
		if !(flak >= 0 && flak < attack && attack < back) {
			t.Fatalf("order flak %d, attack %d, fire back %d\n%s", flak, attack, back, eventsText(ev))
		}
		if rollDice(ev, "artillery flak") != 2 || rollDice(ev, "ground attack at T6") != 4 || rollDice(ev, "ground fire") != 4 {
			t.Fatalf("dice: flak %d, attack %d, back %d; want 2, 4, 4", rollDice(ev, "artillery flak"), rollDice(ev, "ground attack at T6"), rollDice(ev, "ground fire"))
		}
	})
}

// "Bombers may ... attack enemy aircraft that are on the ground this
// period ... If enemy fighters are bombed on the ground during daytime,
// the defending player may roll 1 hit dice per strength point to see how
// many fighters he can "scramble"": scrambled fighters fire at the bomber
// first and are spared its bombs (W-6.6); at night no one scrambles.
func TestScramble(t *testing.T) {
	t.Run("day", func(t *testing.T) {
		st := newWeekState(t, nil)
		f := addUnit(t, st, "brit-fighter", "B8")
		o := addUnit(t, st, "brit-obs", "B8")
		gb := addUnit(t, st, "ger-bomber", "W9")
		toWeekAir(t, st)
		do(t, st, act(Central, "fly", st.Units.Ref(gb), PeriodDay, MissionBombAirfield), nil)
		// Weather 1; scramble: 2 dice (2 SP on the ground) 5, 1 = 1 point
		// up: the fighters go up and fire 1 die at the bomber, 1; the
		// bombs, 2 dice 6, 1 = 2 hits on the observation aircraft alone,
		// its save 1: destroyed.
		ev := commitBoth(t, st, 1, 5, 1, 1, 6, 1, 1)
		if rollDice(ev, "scramble") != 2 || rollDice(ev, "scrambled fighters") != 1 {
			t.Fatalf("scramble %d dice, its fire %d: want 2, 1\n%s", rollDice(ev, "scramble"), rollDice(ev, "scrambled fighters"), eventsText(ev))
		}
		if rollAt(ev, "scrambled fighters") > rollAt(ev, "bomb the enemy aircraft") {
			t.Fatalf("the scrambled fighters fire first\n%s", eventsText(ev))
		}
		if st.Troops[f].Strength != 2 || !st.Units[o].Loc.IsEliminated() {
			t.Fatalf("fighters %d SP (want 2, spared), observation aircraft %v (want destroyed)\n%s", st.Troops[f].Strength, st.Units[o].Loc, eventsText(ev))
		}
	})
	t.Run("night", func(t *testing.T) {
		st := newWeekState(t, nil)
		f := addUnit(t, st, "brit-fighter", "B8")
		gb := addUnit(t, st, "ger-bomber", "W9")
		toWeekAir(t, st)
		do(t, st, act(Central, "fly", st.Units.Ref(gb), PeriodNight, MissionBombAirfield), nil)
		// Weather 1; bombs 5, 1 = 1 hit on the fighters; their save 1, 1:
		// 1 casualty; morale 3 dice 6, 6, 6: they hold.
		ev := commitBoth(t, st, 1, 5, 1, 1, 1, 6, 6, 6)
		if rollAt(ev, "scramble") >= 0 || st.Troops[f].Strength != 1 {
			t.Fatalf("no scramble at night; fighters %d SP (want 1)\n%s", st.Troops[f].Strength, eventsText(ev))
		}
	})
}

// "Bombers ... may attack enemy depots. Depots receive 2 dice of flak
// cover": the flak first; each hit then takes a depot point, no save
// (W-9.6).
func TestBombDepot(t *testing.T) {
	for _, tc := range []struct {
		name  string
		faces []int
		depot int
		lost  bool
	}{
		// Weather 1; flak 1, 1; bombs 2 dice 6, 1 = 2 hits: 3 - 2 = 1.
		{"bombed", []int{1, 1, 1, 6, 1}, 1, false},
		// Weather 1; flak 6, 6 = 4 hits, the bomber's save 1, 1: destroyed.
		{"shot down by the flak", []int{1, 6, 6, 1, 1}, 3, true},
	} {
		st := newWeekState(t, nil)
		st.setStores(Allies, Stores{Depot: 3, DepotStart: 3})
		gb := addUnit(t, st, "ger-bomber", "W9")
		toWeekAir(t, st)
		do(t, st, act(Central, "fly", st.Units.Ref(gb), PeriodNight, MissionBombDepot), nil)
		ev := commitBoth(t, st, tc.faces...)
		if got := st.Stores[Allies].Depot; got != tc.depot || st.Units[gb].Loc.IsEliminated() != tc.lost {
			t.Fatalf("%s: depot %d (want %d), bomber lost %v\n%s", tc.name, got, tc.depot, st.Units[gb].Loc.IsEliminated(), eventsText(ev))
		}
		if rollDice(ev, "flak of the") != 2 {
			t.Fatalf("%s: the depot's flak rolls 2 dice\n%s", tc.name, eventsText(ev))
		}
		if !tc.lost && (rollAt(ev, "saves against") >= 0 || rollAt(ev, "flak of the") > rollAt(ev, "at the depot of the Allies")) {
			t.Fatalf("%s: flak first, then the bombs, no save\n%s", tc.name, eventsText(ev))
		}
	}
}

// "Recce aircraft may also fly off board and observe any one "thing" (the
// depot or any 1 unit being held off board), allowing such areas to come
// under artillery fire by heavy guns. Depots are protected by two dice of
// flak." The weekly bombardment reads depotSpotted.
func TestRecceOffBoardDepot(t *testing.T) {
	t.Run("depot", func(t *testing.T) {
		st := newWeekState(t, nil)
		obs := unit(t, st, "ger-obs", 1)
		toWeekAir(t, st)
		do(t, st, act(Central, "fly", st.Units.Ref(obs), PeriodDawn, MissionRecceOff, OffDepot), nil)
		// Weather 1; flak 2 dice 1, 5 = 1 hit; the save (1 die) 5.
		ev := commitBoth(t, st, 1, 1, 5, 5)
		if rollDice(ev, "flak of the") != 2 || !st.depotSpotted(Central) || st.depotSpotted(Allies) {
			t.Fatalf("flak dice %d, spotted by Central %v, by the Allies %v\n%s", rollDice(ev, "flak of the"), st.depotSpotted(Central), st.depotSpotted(Allies), eventsText(ev))
		}
		runMoment(t, st, weekStart, rules.NewContext(nil))
		if st.depotSpotted(Central) {
			t.Fatal("the depot is spotted for the week the recce flew")
		}
	})
	t.Run("shot down", func(t *testing.T) {
		st := newWeekState(t, nil)
		obs := unit(t, st, "ger-obs", 1)
		toWeekAir(t, st)
		do(t, st, act(Central, "fly", st.Units.Ref(obs), PeriodDawn, MissionRecceOff, OffDepot), nil)
		ev := commitBoth(t, st, 1, 6, 1, 1) // flak 6 = 2 hits, save 1: destroyed
		if !st.Units[obs].Loc.IsEliminated() || st.depotSpotted(Central) {
			t.Fatalf("a recce the flak downs spots nothing\n%s", eventsText(ev))
		}
	})
	t.Run("a unit held off board", func(t *testing.T) {
		st := newWeekState(t, nil)
		st.fixed.t.Reserve = map[string]string{Allies: "allied-reserve", Central: "german-reserve"}
		box, _ := st.reserveLoc(Allies)
		obs := unit(t, st, "ger-obs", 1)
		fa := unit(t, st, "brit-fa", 1)
		bef := unit(t, st, "bef-inf", 1)
		st.Units[fa].Loc, st.Units[bef].Loc = box, box
		st.restack(nil)
		toWeekAir(t, st)
		do(t, st, act(Central, "fly", st.Units.Ref(obs), PeriodDay, MissionRecceOff, OffBox), nil)
		// Weather 1; the die picking the unit, 4: the second of two (in
		// unit order, the BEF regiment first).
		ev := commitBoth(t, st, 1, 4)
		if !st.offBoardSpotted(Central, fa) || st.offBoardSpotted(Central, bef) || st.Units[fa].Hidden || !st.Units[bef].Hidden {
			t.Fatalf("want the guns found and identified, the BEF regiment not\n%s", eventsText(ev))
		}
		k := rollAt(ev, "which unit held off board")
		if k < 0 || !slices.Equal(ev[k].To.Sides, []string{Allies}) {
			t.Fatalf("the die picking the unit is read by its owner alone (the count is its secret)\n%s", eventsText(ev))
		}
	})
}

// "On a roll of 6 in autumn, summer and spring, and a roll of 5 or 6 in
// winter, no flights are possible": one roll for the week's flying, before
// any period (W-6.1); none with the option weekly_weather = "none".
func TestWeeklyWeather(t *testing.T) {
	for _, tc := range []struct {
		season, weather string
		faces           []int
		fly, rolled     bool
	}{
		{"summer", "", []int{6}, false, true},
		{"summer", "", []int{5}, true, true},
		{"autumn", "", []int{6}, false, true},
		{"winter", "", []int{5}, false, true},
		{"winter", "", []int{4}, true, true},
		{"winter", WeeklyWeatherNone, nil, true, false},
	} {
		opts := rules.Options{OptSeason: tc.season}
		if tc.weather != "" {
			opts[OptWeeklyWeather] = tc.weather
		}
		st := newWeekState(t, opts)
		obs := unit(t, st, "ger-obs", 1)
		toWeekAir(t, st)
		do(t, st, act(Central, "fly", st.Units.Ref(obs), PeriodDusk, MissionRecce, "G6", "H6"), nil)
		ev := commitBoth(t, st, tc.faces...)
		text := eventsText(ev)
		if flew := strings.Contains(text, "overflies G6 and H6"); flew != tc.fly {
			t.Fatalf("%s %q %v: flew %v\n%s", tc.season, tc.weather, tc.faces, flew, text)
		}
		if rolled := strings.Contains(text, "Flying weather for Week 1"); rolled != tc.rolled {
			t.Fatalf("%s %q: weather rolled %v\n%s", tc.season, tc.weather, rolled, text)
		}
		if st.recceBy(Central, "G6") != tc.fly || st.Units[obs].HasFlag(FlagSortie) != tc.fly {
			t.Fatalf("%s %q: recce G6 %v, sortie %v", tc.season, tc.weather, st.recceBy(Central, "G6"), st.Units[obs].HasFlag(FlagSortie))
		}
	}
}

// The enemy's weekly air orders are secret until both commit: the checks
// by difference (variants.go) try them made otherwise — an order not
// given, or given for another period.
func TestWeekAirOrderVariants(t *testing.T) {
	st := newWeekState(t, nil)
	gb := addUnit(t, st, "ger-bomber", "W9")
	toWeekAir(t, st)
	do(t, st, act(Central, "fly", st.Units.Ref(gb), PeriodDusk, MissionBombDepot), nil)
	seen := map[string]bool{}
	for seed := range uint64(40) {
		for _, v := range st.SecretVariants(Allies, rand.New(rand.NewPCG(seed, 1))) {
			c := v.State.(*State)
			switch {
			case strings.Contains(v.What, "did not send"):
				seen["dropped"] = c.sortieOf(gb) < 0
			case strings.Contains(v.What, "to fly at"):
				k := c.sortieOf(gb)
				seen["moved"] = k >= 0 && c.Air.Sorties[k].Period != PeriodDusk && st.Air.Sorties[0].Period == PeriodDusk
			}
		}
	}
	if !seen["dropped"] || !seen["moved"] {
		t.Fatalf("variants of the German order: %v, want it dropped and moved to another period", seen)
	}
}

// OptWeeklyWeather takes "week" or "none" (RULINGS.md W-6.1).
func TestWeeklyWeatherOption(t *testing.T) {
	s, err := scenarios.LoadFile(weekScenario)
	if err != nil {
		t.Fatal(err)
	}
	o := rules.DefaultOptions(s)
	o[OptWeeklyWeather] = "daily"
	if _, err := (Module{}).New(s, o, nil); err == nil || !strings.Contains(err.Error(), "weekly_weather") {
		t.Fatalf("option weekly_weather = daily: %v", err)
	}
}

// "Bombers ... may attack enemy aircraft that are on the ground this
// period": aircraft waiting off board are unseen by the enemy, so what the
// bombs do to them (the save, the losses) is read by their owner alone;
// the bomber's own roll is made in the open.
func TestAirfieldLossesUnseen(t *testing.T) {
	st := newWeekState(t, nil)
	st.fixed.t.Reserve = map[string]string{Allies: "allied-reserve", Central: "german-reserve"}
	box, _ := st.reserveLoc(Allies)
	f := addUnit(t, st, "brit-fighter", "")
	st.Units[f].Loc, st.Units[f].Hidden = box, true
	gb := addUnit(t, st, "ger-bomber", "W9")
	toWeekAir(t, st)
	do(t, st, act(Central, "fly", st.Units.Ref(gb), PeriodNight, MissionBombAirfield), nil)
	// Weather 1; bombs 5, 1 = 1 hit; the fighters' save 1, 1: 1
	// casualty; their morale 3 dice 6, 6, 6.
	ev := commitBoth(t, st, 1, 5, 1, 1, 1, 6, 6, 6)
	if st.Troops[f].Strength != 1 {
		t.Fatalf("fighters %d SP, want 1\n%s", st.Troops[f].Strength, eventsText(ev))
	}
	if k := rollAt(ev, "bomb the enemy aircraft on the ground"); k < 0 || !ev[k].To.Public() {
		t.Fatalf("the bombers' roll is made in the open\n%s", eventsText(ev))
	}
	fate := 0
	for _, e := range ev {
		s := e.String()
		if strings.Contains(s, "loses") || strings.Contains(s, "saves") || strings.Contains(s, "morale") {
			fate++
			if !slices.Equal(e.To.Sides, []string{Allies}) {
				t.Fatalf("%q is read by %v: the fighters' fate is the Allies' alone\n%s", s, e.To, eventsText(ev))
			}
		}
	}
	if fate < 3 { // the save, the loss, the morale check
		t.Fatalf("%d lines of the fighters' fate, want 3\n%s", fate, eventsText(ev))
	}
}
