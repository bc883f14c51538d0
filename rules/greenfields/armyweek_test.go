package greenfields

// The army design at the start of a weekly game (armyweek.go), from the
// seed's Section 3: "For the basic "trench game", we suggest that all
// armies begin with the following resources" ... "Points may be expended
// to improve any of these basic, stock standard units." "We suggest each
// side receives 10 army points per zone in the army's front line." "All
// artillery units come with three points of SHELLS." "Shells cost 1 point
// for every 6 points of shells." "Luxuries cost 1 point per unit of
// luxuries." Special rules: "Their experience will remain at a maximum of
// 2 until 1917."

import (
	"encoding/json"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"sandtable/rules"
	"sandtable/rules/rulestest"
	"sandtable/scenarios"
)

const sommeRef = "builtin:greenfields-somme-1916"

// newSomme is the Somme's starting state: the army design of both sides.
func newSomme(t testing.TB) *State {
	t.Helper()
	s, err := scenarios.Builtin("greenfields-somme-1916")
	if err != nil {
		t.Fatal(err)
	}
	st, err := Module{}.New(s, rules.DefaultOptions(s), nil)
	if err != nil {
		t.Fatal(err)
	}
	return st.(*State)
}

func hasAction(list []rules.Action, a rules.Action) bool {
	return slices.ContainsFunc(list, func(b rules.Action) bool { return b.Equal(a) })
}

func TestDesignOpensOnTheStockArmy(t *testing.T) {
	st := newSomme(t)
	if st.phase().ID != PhaseDesign || !slices.Equal(st.activeSides(), Sides) {
		t.Fatalf("start: phase %s, acting %v; want %s, both sides", st.phase().ID, st.activeSides(), PhaseDesign)
	}
	for _, side := range Sides {
		p := st.Army.Plans[side].Plan
		// "1 20 point infantry unit per zone of trench line frontage" ... for
		// 12 zones: 12 infantry, 1 cavalry, 1 pioneers, 6 field, 3 medium,
		// 1 heavy battery, 2 balloons, 2 observation aircraft.
		if len(p.Units) != 28 {
			t.Errorf("%s: %d units, want the 28 stock units", side, len(p.Units))
		}
		// "10 army points per zone in the army's front line": 120 to spend,
		// the stock units costing nothing of them.
		if p.PointsLeft() != 120 || p.Budget() != 120 {
			t.Errorf("%s: %d of %d points left, want 120 of 120", side, p.PointsLeft(), p.Budget())
		}
		// "1 depot point per 2 zones of defence line frontage"
		if p.DepotPoints != 6 {
			t.Errorf("%s: %d depot points, want 6", side, p.DepotPoints)
		}
	}
	v := st.View(Allies)
	if e := v.Sides[Allies].Get("army-points"); e == nil || e.Number != 120 {
		t.Errorf("allied view: army points %v, want 120", e)
	}
	if _, ok := v.Sides[Central]; ok {
		t.Errorf("the allied view holds the German design: %v", v.Sides[Central])
	}
}

func TestDesignEditsAndRefusals(t *testing.T) {
	st := newSomme(t)
	legal := func() []rules.Action { return st.Legal(Allies) }
	left := func() int { return st.Army.Plans[Allies].Plan.PointsLeft() }
	// Unit 1 is British infantry, 1916 (morale 4, experience 1, strength
	// 9: "1 20 point infantry unit"). "2 points per morale level": morale
	// 5 costs 22 points, 2 over its stock 20.
	up := rulestest.Act(Allies, verbImprove, "1", "morale")
	if !hasAction(legal(), up) {
		t.Fatalf("%s not legal", up)
	}
	rulestest.Do(t, st, up, nil)
	if left() != 118 {
		t.Errorf("after morale 5: %d points left, want 118", left())
	}
	// "These values must be rated between 1 (the worst) and 5"
	rulestest.RefusedSaying(t, st, up, RuleArmy, "rated between 1 (the worst) and 5")
	// "Unit may have a max strength value of 12": 9 -> 12, no further.
	str := rulestest.Act(Allies, verbImprove, "1", "strength")
	for range 3 {
		rulestest.Do(t, st, str, nil)
	}
	rulestest.RefusedSaying(t, st, str, RuleArmy, "max strength value of 12")
	if left() != 115 {
		t.Errorf("after strength 12: %d points left, want 115", left())
	}
	// Lowering gives the points back down to the stock points, no further.
	rulestest.Do(t, st, rulestest.Act(Allies, verbLower, "1", "strength"), nil)
	if left() != 116 {
		t.Errorf("after strength 11: %d points left, want 116", left())
	}
	// A stock unit "may be improved, not left out": the set-up's units stay.
	rulestest.RefusedSaying(t, st, rulestest.Act(Allies, verbDismiss, "1"), RuleDesign, "set-up units stay")
	// A tank in July 1916: "Tanks become available to the British and
	// French in mid 1916. Their experience will remain at a maximum of 2
	// until 1917."
	tank := rulestest.Act(Allies, verbEnlist, string(HeavyTank))
	if !hasAction(legal(), tank) {
		t.Fatalf("%s not legal in July 1916", tank)
	}
	rulestest.Do(t, st, tank, nil)
	n := len(st.Army.Plans[Allies].Plan.Units)
	exp := rulestest.Act(Allies, verbImprove, itoa(n), "experience")
	rulestest.Do(t, st, exp, nil) // experience 2
	rulestest.RefusedSaying(t, st, exp, RuleSpecial, "maximum of 2 until 1917")
	// "Germans may not build armoured fighting vehicles before 1918"
	rulestest.RefusedSaying(t, st, rulestest.Act(Central, verbEnlist, string(HeavyTank)), RuleSpecial, "Germans may not build armoured fighting vehicles before 1918")
	// Enlisted units may be dismissed.
	if !hasAction(legal(), rulestest.Act(Allies, verbDismiss, itoa(n))) {
		t.Errorf("dismiss %d (the tank) not legal", n)
	}
	// "Shells cost 1 point for every 6 points of shells."
	before := left()
	rulestest.Do(t, st, rulestest.Act(Allies, verbStock, "shells"), nil)
	if left() != before-1 || st.Army.Plans[Allies].Plan.TotalShells() != 36 {
		t.Errorf("6 SHELLS: %d points left (want %d), %d SHELLS (want 30 + 6)", left(), before-1, st.Army.Plans[Allies].Plan.TotalShells())
	}
	rulestest.RefusedSaying(t, st, rulestest.Act(Allies, verbUnstock, "gas"), RuleArmy, "none may be below 0")
	// Over the army points: heavy batteries at 52 points each
	// (1 + 3x2 + 1x3 + 42) until the army costs more than its 120.
	heavy := rulestest.Act(Allies, verbEnlist, string(HeavyArtillery))
	for hasAction(legal(), heavy) {
		rulestest.Do(t, st, heavy, nil)
	}
	rulestest.RefusedSaying(t, st, heavy, RuleArmy, "over its 120 (10 points per zone x 12 zones of frontage)")
	for _, a := range legal() {
		if a.Verb == rules.CommitVerb || a.Verb == rules.VerbEndPhase {
			continue
		}
		sp, _ := st.edit(a)
		if sp.Plan.PointsLeft() < 0 {
			t.Errorf("%s is legal with %d points left", a, sp.Plan.PointsLeft())
		}
	}
}

// The design is each side's secret: the enemy's view and log are the same
// whatever the side designs, and read only that it designs its army.
func TestDesignSecret(t *testing.T) {
	play := func(edits ...rules.Action) *rules.Game {
		g, err := rules.StartGame(sommeRef, nil, 1, false)
		if err != nil {
			t.Fatal(err)
		}
		for _, a := range edits {
			if _, err := g.Apply(a); err != nil {
				t.Fatalf("%s: %v", a, err)
			}
		}
		return g
	}
	a := play(rulestest.Act(Allies, verbImprove, "1", "morale"), rulestest.Act(Allies, verbStock, "luxuries"))
	b := play(rulestest.Act(Allies, verbEnlist, string(Fighter)), rulestest.Act(Allies, verbStock, "gas"))
	for _, g := range []*rules.Game{a, b} {
		for _, e := range g.LogFor(Central) {
			for _, ev := range e.Events {
				if !strings.Contains(ev.String(), "design their army") {
					t.Errorf("the Germans read %q", ev.String())
				}
			}
		}
	}
	la, _ := json.Marshal(a.LogFor(Central))
	lb, _ := json.Marshal(b.LogFor(Central))
	if string(la) != string(lb) {
		t.Errorf("the German log differs with the British design:\n%s\n%s", la, lb)
	}
	va, _ := json.Marshal(a.State().View(Central))
	vb, _ := json.Marshal(b.State().View(Central))
	if string(va) != string(vb) {
		t.Errorf("the German view differs with the British design:\n%s\n%s", va, vb)
	}
	if len(a.LogFor(Central)) != len(b.LogFor(Central)) {
		t.Errorf("the Germans read %d and %d lines", len(a.LogFor(Central)), len(b.LogFor(Central)))
	}
	// The checks by difference: the enemy's design otherwise (one luxury
	// more or less) changes nothing the side is given.
	g, err := rules.StartGame(sommeRef, nil, 1, false)
	if err != nil {
		t.Fatal(err)
	}
	dc := &rulestest.DiffChecker{Rand: rand.New(rand.NewPCG(1, 3))}
	if err := dc.Check(g); err != nil {
		t.Fatal(err)
	}
	for _, a := range []rules.Action{rulestest.Act(Allies, verbStock, "luxuries"), rulestest.Act(Central, verbImprove, "2", "morale"),
		rulestest.Act(Allies, verbEnlist, string(Fighter)), rules.CommitAction(Allies), rulestest.Act(Central, verbStock, "luxuries"), rules.CommitAction(Central)} {
		if _, err := g.Apply(a); err != nil {
			t.Fatalf("%s: %v", a, err)
		}
		if err := dc.Check(g); err != nil {
			t.Fatalf("after %s: %v", a, err)
		}
	}
	if dc.Compared == 0 {
		t.Error("the checker compared nothing")
	}
}

// When both have committed, the armies take the field: the enlisted units
// in the reserve box, the improved values, the stores; then the first
// week's initiative.
func TestDesignTakesTheField(t *testing.T) {
	st := newSomme(t)
	units := len(st.Units)
	rulestest.Do(t, st, rulestest.Act(Allies, verbImprove, "1", "morale"), nil)
	rulestest.Do(t, st, rulestest.Act(Allies, verbEnlist, string(Fighter)), nil)
	n := itoa(len(st.Army.Plans[Allies].Plan.Units))
	rulestest.Do(t, st, rulestest.Act(Allies, verbImprove, n, "strength"), nil)
	rulestest.Do(t, st, rulestest.Act(Allies, verbStock, "luxuries"), nil)
	rulestest.Do(t, st, rulestest.Act(Allies, verbStock, "shells"), nil)
	rulestest.Do(t, st, rulestest.Act(Central, verbStock, "gas"), nil)
	rulestest.Do(t, st, rules.CommitAction(Allies), nil)
	if len(st.Units) != units || st.phase().ID != PhaseDesign {
		t.Fatalf("one commit: %d units (want %d), phase %s", len(st.Units), units, st.phase().ID)
	}
	log := strings.Join(rulestest.Do(t, st, rules.CommitAction(Central), nil), "\n")
	if len(st.Units) != units+1 {
		t.Fatalf("%d units, want the %d set up and the fighter", len(st.Units), units)
	}
	i := len(st.Units) - 1
	box, _ := st.reserveLoc(Allies)
	if st.class(i) != Fighter || st.Units[i].Loc != box || st.Troops[i].Strength != 2 || st.Troops[i].Morale != 3 || !st.Units[i].Hidden {
		t.Errorf("the fighter: %s %v %+v hidden %v, want a hidden fighter of strength 2, morale 3 in the reserve box", st.class(i), st.Units[i].Loc, st.Troops[i], st.Units[i].Hidden)
	}
	if st.Troops[0].Morale != 5 {
		t.Errorf("unit 1's morale %d, want 5", st.Troops[0].Morale)
	}
	// "All artillery units come with three points of SHELLS": ten
	// batteries, and 6 bought.
	if st.Shells[Allies] != 36 || st.Shells[Central] != 30 {
		t.Errorf("SHELLS %v, want allies 36, central 30", st.Shells)
	}
	if s := st.Stores[Allies]; s.Luxuries != 1 || s.Depot != 6 || s.DepotStart != 6 {
		t.Errorf("allied stores %+v, want 1 luxury, depot 6", s)
	}
	if s := st.Stores[Central]; s.Gas != 1 || s.Depot != 6 {
		t.Errorf("German stores %+v, want 1 gas canister, depot 6", s)
	}
	if st.phase().ID != PhaseInitiative && st.phase().ID != PhaseDeploy {
		t.Errorf("after the design: phase %s, want the week's initiative or deployment", st.phase().ID)
	}
	if !strings.Contains(log, "take the field") {
		t.Errorf("log:\n%s", log)
	}
}

// A weekly game without [rules.army] date starts at the initiative.
func TestNoDesignStartsAtInitiative(t *testing.T) {
	if st := newWeekState(t, nil); st.phase().ID != PhaseInitiative {
		t.Errorf("phase %s, want %s", st.phase().ID, PhaseInitiative)
	}
}

// Russia and Palestine, March 1918, 4 zones, no set-up: "Use only half
// the "unit density" listed for the basic trench game above" (2 infantry,
// 1 field battery, the cavalry, pioneers and heavy battery, a depot
// point), 5 army points a zone, all created in the reserve box at the
// reveal; "In 1918, Germans may create one special raider unit of up to 6
// strength points".
func TestDesignBasicArmyWithoutSetUp(t *testing.T) {
	s, err := scenarios.LoadFile("testdata/gf-design.toml")
	if err != nil {
		t.Fatal(err)
	}
	g, err := Module{}.New(s, rules.DefaultOptions(s), nil)
	if err != nil {
		t.Fatal(err)
	}
	st := g.(*State)
	if len(st.Units) != 0 {
		t.Fatalf("%d set-up units", len(st.Units))
	}
	p := st.Army.Plans[Central].Plan
	if len(p.Units) != 6 || p.Budget() != 20 || p.DepotPoints != 1 {
		t.Errorf("German plan: %d units, budget %d, depot %d; want 6, 20, 1", len(p.Units), p.Budget(), p.DepotPoints)
	}
	stoss := rulestest.Act(Central, verbEnlist, stossClass)
	if !hasAction(st.Legal(Central), stoss) {
		t.Fatalf("%s not legal in March 1918", stoss)
	}
	rulestest.Do(t, st, stoss, nil)
	rulestest.RefusedSaying(t, st, stoss, RuleSpecial, "Germans may create one special raider unit")
	str := rulestest.Act(Central, verbImprove, "7", "strength")
	for range 5 {
		rulestest.Do(t, st, str, nil)
	}
	rulestest.RefusedSaying(t, st, str, RuleSpecial, "up to 6 strength points")
	// The British may not raise a Stosstruppe.
	rulestest.RefusedSaying(t, st, rulestest.Act(Allies, verbEnlist, stossClass), RuleSpecial, "Germans may create one special raider unit")
	rulestest.Do(t, st, rules.CommitAction(Allies), nil)
	rulestest.Do(t, st, rules.CommitAction(Central), nil)
	if len(st.Units) != 13 {
		t.Fatalf("%d units after the reveal, want 6 British and 7 German", len(st.Units))
	}
	for i := range st.Units {
		if box, _ := st.reserveLoc(st.Units[i].Side); st.Units[i].Loc != box || !st.Units[i].Hidden {
			t.Errorf("%s at %v (hidden %v), want hidden in its reserve box", st.Units.Ref(i), st.Units[i].Loc, st.Units[i].Hidden)
		}
	}
	last := len(st.Units) - 1
	if !st.Units[last].HasFlag(FlagStosstruppe) || st.Troops[last].Strength != 6 || st.class(last) != Infantry {
		t.Errorf("the Stosstruppe: %s %+v flags %v", st.class(last), st.Troops[last], st.Units[last].Flags)
	}
	// "All artillery units come with three points of SHELLS": a field and
	// a heavy battery.
	if st.Shells[Central] != 6 || st.Stores[Central].Depot != 1 {
		t.Errorf("German SHELLS %d, depot %d; want 6, 1", st.Shells[Central], st.Stores[Central].Depot)
	}
}
