package vernian

import (
	"slices"
	"strings"
	"testing"

	"sandtable/rules"
)

// The order of attack in air combat (000 Ether Flyers, Air Combat): "b)
// ... Fighters attack one Zeppelin at a time", "c) ... Fighters attack
// one Flyer at a time"; the Fighters' owner chooses the order before the
// first roll (first UNIT, RULINGS.md).

// embarked adds a Crack Troop aboard Zeppelin zep.
func embarked(t *testing.T, st *State, zep, at string) string {
	t.Helper()
	c := add(t, st, "ger-crack", at)
	st.Units[idx(t, st, c)].Loc = rules.AboardLocation(zep)
	return c
}

// targetsAt is the order of attack of side's table b or c fight at hex.
func targetsAt(t *testing.T, st *State, side, hex string) []string {
	t.Helper()
	for _, f := range st.fightsAt(side, loc(t, st, hex)) {
		if f.Table == AirFighterFighter {
			continue
		}
		var out []string
		for _, i := range f.Targets {
			out = append(out, st.Units[i].ID)
		}
		return out
	}
	t.Fatalf("no fight of the %s at %s", side, hex)
	return nil
}

func wantOrder(t *testing.T, st *State, side, hex string, want ...string) {
	t.Helper()
	if got := targetsAt(t, st, side, hex); !slices.Equal(got, want) {
		t.Errorf("order of attack at %s %v, want %v", hex, got, want)
	}
}

func wantChoices(t *testing.T, st *State, side string, want ...string) {
	t.Helper()
	if got := choices(st, side, "first"); !sameElements(got, want) {
		t.Errorf("first offered for %v, want %v", got, want)
	}
}

// 1 F on a Sweep against a Zeppelin L carrying a Crack Troop and an empty
// one E (table b: 6 "Zeppelin shot down. Any passengers lost.", 5
// "Zeppelin survives but passengers lost.", 3-4 "One F type aborts", 1-2
// "One F type shot down"; one F, no DRM). Worked by hand:
//
// L first (the default). Against L every face counts: 6 (1/6) L down with
// its passengers, then E; 5 (1/6) passengers lost, L fought on empty; 1-4
// (4/6) the F is gone. Against an empty Zeppelin a 5 does nothing, so of
// the faces that count 6 is 1/5, 3-4 2/5, 1-2 2/5.
//
//	both survive, F shot down: 2/6 = 1/3; F aborts: 1/3
//	both survive, passengers lost, F shot down: 1/6·2/5 = 1/15; aborts 1/15
//	1 survives, 1 shot down, passengers lost, F shot down:
//	  (5, then L down, then F shot) 1/6·1/5·2/5 = 1/75
//	  + (6, then F shot) 1/6·2/5 = 1/15: 6/75 = 2/25; F aborts: 2/25
//	both shot down, passengers lost: 1/6·1/5·1/5 + 1/6·1/5 = 6/150 = 1/25
//	P(passengers lost) = 2/15 + 4/25 + 1/25 = 1/3
//
// E first (the player's choice). Against E: 6 1/5, F shot 2/5, aborts
// 2/5; after E is down, against L as above.
//
//	both survive, F shot down: 2/5; F aborts: 2/5
//	1 survives, 1 shot down, F shot down: 1/5·2/6 = 1/15; aborts 1/15
//	1 survives, 1 shot down, passengers lost, F shot down:
//	  1/5·1/6·2/5 = 1/75; aborts 1/75
//	both shot down, passengers lost: 1/5·1/6 + 1/5·1/6·1/5 = 1/30 + 1/150 = 1/25
//	P(passengers lost) = 2/75 + 1/25 = 1/15
func TestFirstChoosesZeppelinOrder(t *testing.T) {
	var f, l, e, crack string
	st := missionsPhase(t, func(st *State) {
		f = add(t, st, "bri-flyer-f", "W0307")
		l = add(t, st, "ger-zep-3", "W0605")
		e = add(t, st, "ger-zep-3", "W0605")
		crack = embarked(t, st, l, "W0605")
	})
	do(t, st, act(Allies, "sweep", f, "W0605"), nil)
	// The default: the Zeppelin carrying troops first. Only the other
	// order is offered.
	wantOrder(t, st, Allies, "W0605", l, e)
	wantChoices(t, st, Allies, e)
	wantRefused(t, st, act(Allies, "first", l), RuleAirCombat, "already attacked first")
	wantRefused(t, st, act(Germans, "first", e), RuleTurn, "the Germans do not act now")
	fight := act(Allies, "fight", "W0605")
	fc, ok := st.Forecast(fight)
	if !ok {
		t.Fatal("no forecast for the fight")
	}
	checkForecast(t, fc, []outcome{
		{"2 Zeppelins survive; F types: 1 shot down", 1, 3},
		{"2 Zeppelins survive; F types: 1 aborts", 1, 3},
		{"2 Zeppelins survive, passengers lost; F types: 1 shot down", 1, 15},
		{"2 Zeppelins survive, passengers lost; F types: 1 aborts", 1, 15},
		{"1 Zeppelin survives, 1 shot down, passengers lost; F types: 1 shot down", 2, 25},
		{"1 Zeppelin survives, 1 shot down, passengers lost; F types: 1 aborts", 2, 25},
		{"both Zeppelins shot down, passengers lost; no F types lost", 1, 25},
	})
	if desc, ok := st.Describe(act(Allies, "first", e), Allies); !ok || !strings.HasPrefix(desc, "Attack ") || !strings.Contains(desc, "first at W0605") || strings.Contains(desc, "carrying") {
		t.Errorf("first is described %q", desc)
	}
	if desc, _ := st.Describe(act(Allies, "first", l), Allies); !strings.Contains(desc, "carrying") {
		t.Errorf("first of the loaded Zeppelin is described %q, want its passengers named", desc)
	}

	lines := do(t, st, act(Allies, "first", e), nil)
	if !hasLine(lines, "Fighters of the Allies", "first", "order of attack", "0-3-3, then", "carrying") {
		t.Errorf("log %q", lines)
	}
	wantOrder(t, st, Allies, "W0605", e, l)
	wantChoices(t, st, Allies, l)
	fc, _ = st.Forecast(fight)
	checkForecast(t, fc, []outcome{
		{"2 Zeppelins survive; F types: 1 shot down", 2, 5},
		{"2 Zeppelins survive; F types: 1 aborts", 2, 5},
		{"1 Zeppelin survives, 1 shot down; F types: 1 shot down", 1, 15},
		{"1 Zeppelin survives, 1 shot down; F types: 1 aborts", 1, 15},
		{"1 Zeppelin survives, 1 shot down, passengers lost; F types: 1 shot down", 1, 75},
		{"1 Zeppelin survives, 1 shot down, passengers lost; F types: 1 aborts", 1, 75},
		{"both Zeppelins shot down, passengers lost; no F types lost", 1, 25},
	})

	// The dice follow the order: a 6 shoots down E (the one attacked
	// first), a 3 sends the F home; L and its Crack Troop are untouched.
	lines = do(t, st, fight, manual(6, 3))
	// The log names whom each round attacks, passengers and all.
	if !hasLine(lines, "round 1:", "attacking Über-Zeppelin fleet 0-3-3:") || !hasLine(lines, "round 2:", "attacking Über-Zeppelin fleet 0-3-3 carrying Crack Troops") {
		t.Errorf("the rounds do not attack the empty Zeppelin, then the loaded one:\n%s", strings.Join(lines, "\n"))
	}
	if where(t, st, e) != "eliminated" || where(t, st, l) != "W0605" || where(t, st, crack) == "eliminated" {
		t.Errorf("after the fight E at %s, L at %s, its Crack Troop at %s", where(t, st, e), where(t, st, l), where(t, st, crack))
	}
	if st.Air.First != nil {
		t.Errorf("choices %v kept after the fight", st.Air.First)
	}
	wantChoices(t, st, Allies)
}

// Alike targets offer no choice; among three, moving a Zeppelin to the
// front where one like it already is changes nothing, and every order of
// kinds can still be reached.
func TestFirstOnlyWhereOrderMatters(t *testing.T) {
	var f, g, l, e1, e2, a2 string
	st := missionsPhase(t, func(st *State) {
		f = add(t, st, "bri-flyer-f", "W0307")
		g = add(t, st, "fra-flyer-f", "W0307")
		l = add(t, st, "ger-zep-3", "W0605")
		e1 = add(t, st, "ger-zep-3", "W0605")
		e2 = add(t, st, "ger-zep-3", "W0605")
		embarked(t, st, l, "W0605")
		add(t, st, "ger-zep-3", "W0705")
		a2 = add(t, st, "ger-zep-3", "W0705")
	})
	do(t, st, act(Allies, "sweep", f, "W0605"), nil)
	do(t, st, act(Allies, "sweep", g, "W0705"), nil)
	// W0705: two empty plain Zeppelins, alike: no choice there.
	wantRefused(t, st, act(Allies, "first", a2), RuleAirCombat, "changes nothing")
	wantOrder(t, st, Allies, "W0605", l, e1, e2)
	wantChoices(t, st, Allies, e1)
	wantRefused(t, st, act(Allies, "first", e2), RuleAirCombat, "changes nothing")
	do(t, st, act(Allies, "first", e1), nil)
	wantOrder(t, st, Allies, "W0605", e1, l, e2)
	// Now L to the front (L, E, E), or E2 (E, E, L).
	wantChoices(t, st, Allies, l, e2)
	do(t, st, act(Allies, "first", e2), nil)
	wantOrder(t, st, Allies, "W0605", e2, e1, l)
}

// Recalling the flights lapses the choice: a new Sweep to the hex starts
// from the default order.
func TestFirstLapsesOnRecall(t *testing.T) {
	var f, l, e string
	st := missionsPhase(t, func(st *State) {
		f = add(t, st, "bri-flyer-f", "W0307")
		l = add(t, st, "ger-zep-3", "W0605")
		e = add(t, st, "ger-zep-3", "W0605")
		embarked(t, st, l, "W0605")
	})
	do(t, st, act(Allies, "sweep", f, "W0605"), nil)
	do(t, st, act(Allies, "first", e), nil)
	wantOrder(t, st, Allies, "W0605", e, l)
	do(t, st, act(Allies, "recall", f), nil)
	if st.Air.First != nil {
		t.Errorf("choices %v kept after the recall", st.Air.First)
	}
	wantRefused(t, st, act(Allies, "first", e), RuleAirCombat, "not an enemy air unit waiting")
	do(t, st, act(Allies, "sweep", f, "W0605"), nil)
	wantOrder(t, st, Allies, "W0605", l, e)
}

// Table c in the Allied turn: the German interceptors fight the escort
// first, all together (table a: no choice), then attack the CS and the B
// one at a time in the order their owner chooses.
func TestFirstChoosesFlyerOrder(t *testing.T) {
	st, esc, cs, b, ger := flyersAtParis(t)
	do(t, st, act(Allies, "interdict", cs, "W0605"), nil)
	do(t, st, act(Allies, "interdict", b, "W0605"), nil)
	do(t, st, act(Allies, "escort", esc, "W0605"), nil)
	wantChoices(t, st, Allies) // no fight waits: the Allies flew no Sweep
	endPhase(t, st)
	if st.phase().ID != PhaseAllIntercept {
		t.Fatalf("at %s, want the German Interception Phase", st.phase().ID)
	}
	wantRefused(t, st, act(Germans, "first", b), RuleAirCombat, "not an enemy air unit waiting")
	do(t, st, act(Germans, "intercept", ger, "W0605"), nil)
	wantOrder(t, st, Germans, "W0605", cs, b)
	wantChoices(t, st, Germans, b)
	wantRefused(t, st, act(Germans, "first", esc), RuleAirCombat+" a", "fight it out all together")
	do(t, st, act(Germans, "first", b), nil)
	wantOrder(t, st, Germans, "W0605", b, cs)
	if got := st.fightsAt(Germans, loc(t, st, "W0605")); len(got) != 2 || got[0].Table != AirFighterFighter {
		t.Errorf("fights %+v, want the escort fought first", got)
	}
	// The state is cloned with the choice, not shared.
	c := st.Clone().(*State)
	c.Air.First[0] = "x"
	if st.Air.First[0] != st.Units[idx(t, st, b)].ID {
		t.Error("a clone shares the choices")
	}
}
