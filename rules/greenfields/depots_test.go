package greenfields

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"sandtable/rules"
	"sandtable/rules/rulestest"
	"sandtable/scenarios"
)

// The seed's "Depots" (Section 2):
//
//	"Each point of depot strength gives a roll of 1D6 for supply points at
//	the end of the weekly turn." "Depots also automatically gain 1 point of
//	SHELLS per depot point per turn." "A destroyed depot automatically
//	rebuilds itself at a rate of 1 depot point per weekly turn." "if an
//	enemy unit can exit off their enemy's rear board edge, then it utterly
//	destroys the army's depot." "An army may have a max of 3 strength
//	points of armoured vehicles and 3 strength points of aircraft per depot
//	point. Units in excess of these levels may not be used in combat"

// toReplace plays the weekly test scenario to step 9 (the Allies declare
// first: initiative 2 v 5), before is run just before it is entered, and
// enters it with the supply faces; it returns the entering action's
// context.
func toReplace(t *testing.T, st *State, before func(), supply ...int) *rules.Context {
	t.Helper()
	d := manual(2, 5)
	for st.phase().ID != PhaseMinesSecond {
		endStep(t, st, d)
	}
	if before != nil {
		before()
	}
	d.Enter(supply...)
	ctx := rulestest.DoContext(t, st, act(st.activeSides()[0], rules.VerbEndPhase), d)
	if st.phase().ID != PhaseReplace {
		t.Fatalf("in %s, want %s", st.phase().ID, PhaseReplace)
	}
	return ctx
}

// seenBy is the events side may read, one a line.
func seenBy(events []rules.Event, side string) string {
	var out []string
	for _, e := range events {
		if e.To.Sees(side) {
			out = append(out, e.String())
		}
	}
	return strings.Join(out, "\n")
}

// RuleDepots: "Each point of depot strength gives a roll of 1D6 for
// supply points"; "Depots also automatically gain 1 point of SHELLS per
// depot point per turn". Depots of 2 points: the Allies roll [4 6] = 10,
// the Central Powers [1 2] = 3; each side's SHELLS 6 + 2 = 8. The roll is
// its side's own; the depot's points and its SHELLS are public (W-9.4,
// W-9.10).
func TestDepotSupplyRoll(t *testing.T) {
	st := newWeekState(t, nil)
	if s := st.stores(Allies); s.Depot != 2 || s.DepotStart != 2 || s.Luxuries != 1 {
		t.Fatalf("allied stores at the start %+v, want depot 2 ([rules.depot]) and 1 luxury ([rules.stores])", s)
	}
	ctx := toReplace(t, st, nil, 4, 6, 1, 2)
	if a, c := st.stores(Allies).Supply, st.stores(Central).Supply; a != 10 || c != 3 {
		t.Errorf("supply points: Allies %d, Central Powers %d; want 10 and 3", a, c)
	}
	if a, c := st.Shells[Allies], st.Shells[Central]; a != 8 || c != 8 {
		t.Errorf("SHELLS: Allies %d, Central Powers %d; want 6+2 = 8 each", a, c)
	}
	allies, central := seenBy(ctx.Events(), Allies), seenBy(ctx.Events(), Central)
	if !strings.Contains(allies, "10 supply points") || !strings.Contains(allies, "1D6 per depot point") {
		t.Errorf("the Allies read:\n%s", allies)
	}
	if strings.Contains(central, "10 supply points") || !strings.Contains(central, "3 supply points") {
		t.Errorf("the Central Powers read another side's supply roll, or not their own:\n%s", central)
	}
	if !strings.Contains(central, "depot (2 points) rolls 2 dice for supply; +2 SHELLS") {
		t.Errorf("the allied depot's points and SHELLS are public; the Central Powers read:\n%s", central)
	}
	if !st.Replace.Choice.Open() || len(st.activeSides()) != 2 {
		t.Errorf("step 9 is both sides' secret choice: %v", st.Replace.Choice)
	}
	// The window shows each side its own stores, and both depots.
	v := st.View(Central)
	notes := strings.Join(v.Notes, "\n")
	if !strings.Contains(notes, "Depots (003 Depots)") || strings.Contains(notes, "Stores of the "+st.sideName(Allies)) || !strings.Contains(notes, "Stores of the "+st.sideName(Central)+": 3 supply points") {
		t.Errorf("the Central Powers' view:\n%s", notes)
	}
}

// RuleDepots: "A destroyed depot automatically rebuilds itself at a rate
// of 1 depot point per weekly turn" — a destroyed allied depot (0 of 2)
// has 1 point as step 9 begins and rolls 1 die; one that lost a point (1
// of 2) is whole again and rolls 2 (W-9.5).
func TestDepotRebuilds(t *testing.T) {
	st := newWeekState(t, nil)
	ctx := toReplace(t, st, func() {
		s := st.stores(Allies)
		s.Depot = 0
		st.setStores(Allies, s)
		s = st.stores(Central)
		s.Depot = 1
		st.setStores(Central, s)
	}, 5, 1, 1)
	if a, c := st.stores(Allies), st.stores(Central); a.Depot != 1 || a.Supply != 5 || c.Depot != 2 || c.Supply != 2 {
		t.Errorf("after the rebuild: Allies %+v (want depot 1, 1 die [5]), Central Powers %+v (want depot 2, [1 1])", a, c)
	}
	if st.Shells[Allies] != 7 {
		t.Errorf("allied SHELLS %d, want 6 + 1 (1 per depot point)", st.Shells[Allies])
	}
	if log := seenBy(ctx.Events(), Central); !strings.Contains(log, "depot rebuilds 1 point: 1 of 2") {
		t.Errorf("the rebuild is public:\n%s", log)
	}
}

// RuleDepots: "if an enemy unit can exit off their enemy's rear board
// edge, then it utterly destroys the army's depot"; and RuleVictory:
// "Exit a unit off enemy rear zone board edge: +10".
func TestExitDestroysDepot(t *testing.T) {
	st := newWeekState(t, nil)
	cav := unit(t, st, "ger-cav", 1)
	before := st.victoryPoints(Central)
	ctx := rules.NewContext(nil)
	st.exit(cav, ctx)
	if s := st.stores(Allies); s.Depot != 0 || s.DepotStart != 2 {
		t.Errorf("allied depot after the exit: %+v, want 0 of 2", s)
	}
	if s := st.stores(Central); s.Depot != 2 {
		t.Errorf("the exiting side's depot changed: %+v", s)
	}
	if got := st.victoryPoints(Central) - before; got != 10 {
		t.Errorf("victory points for the exit: %+d, want +10", got)
	}
	if log := seenBy(ctx.Events(), Allies); !strings.Contains(log, "depot is utterly destroyed: 0 of 2 points") {
		t.Errorf("the Allies read:\n%s", log)
	}
}

// RuleDepots: "An army may have a max of 3 strength points of armoured
// vehicles and 3 strength points of aircraft per depot point. Units in
// excess of these levels may not be used in combat". With 2 depot points
// the Allies may field 6 strength points of tanks: two 3-point tanks; a
// third is in excess (the newest, W-9.7) and rolls no hit dice. When the
// depot falls to 1 point only the first may fight; rebuilt, two again.
// Aircraft beyond their own cap may not fly.
func TestArmourCapPerDepot(t *testing.T) {
	st := newWeekState(t, nil)
	t1, t2, t3 := addUnit(t, st, "brit-tank", "B2"), addUnit(t, st, "brit-tank", "B3"), addUnit(t, st, "brit-tank", "B4")
	st.checkCaps(nil)
	for i, want := range map[int]bool{t1: false, t2: false, t3: true} {
		if st.overCap(i) != want {
			t.Errorf("tank %s over the cap: %v, want %v", st.Units.Ref(i), st.overCap(i), want)
		}
	}
	if st.attackDice(t3) != 0 || st.attackDice(t1) != 3 {
		t.Errorf("attack dice: %d and %d, want 0 for the tank in excess and 3", st.attackDice(t3), st.attackDice(t1))
	}
	s := st.stores(Allies)
	s.Depot = 1
	st.setStores(Allies, s)
	st.checkCaps(nil)
	if st.overCap(t1) || !st.overCap(t2) || !st.overCap(t3) {
		t.Errorf("depot 1: over the cap %v %v %v, want the first tank only within", st.overCap(t1), st.overCap(t2), st.overCap(t3))
	}
	s.Depot = 2
	st.setStores(Allies, s)
	st.checkCaps(nil)
	if st.overCap(t2) || !st.overCap(t3) {
		t.Errorf("depot rebuilt to 2: second tank over %v, third %v", st.overCap(t2), st.overCap(t3))
	}
	// Aircraft: 6 strength points; four 2-point fighters, the fourth in excess.
	var f []int
	for k := 0; k < 4; k++ {
		f = append(f, addUnit(t, st, "brit-fighter", "A2"))
	}
	st.checkCaps(nil)
	if st.overCap(f[2]) || !st.overCap(f[3]) {
		t.Fatalf("fighters over the cap: third %v, fourth %v", st.overCap(f[2]), st.overCap(f[3]))
	}
	if why := st.whyNotFly(Allies, f[3]); !strings.Contains(why, "may not be used in combat") {
		t.Errorf("the fighter in excess may fly: %q", why)
	}
}

// The scenario's depots and stores are strict data: a key the rules do not
// know, or a side that is none, is an error naming it.
func TestDepotScenarioData(t *testing.T) {
	text, err := os.ReadFile(weekScenario)
	if err != nil {
		t.Fatal(err)
	}
	mapText, err := os.ReadFile("testdata/gf-test-map.toml")
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct{ from, to, want string }{
		{"allies = { luxuries = 1 }", "allies = { luxuries = 1, food = 2 }", "food"},
		{"depot = { allies = 2, central = 2 }", "depot = { allies = 2, turks = 2 }", "rules.depot.turks"},
		{"depot = { allies = 2, central = 2 }", "depot = { allies = -1, central = 2 }", "rules.depot.allies"},
	} {
		dir := t.TempDir()
		if err := os.WriteFile(filepath.Join(dir, "gf-test-map.toml"), mapText, 0o644); err != nil {
			t.Fatal(err)
		}
		p := filepath.Join(dir, "s.toml")
		if err := os.WriteFile(p, []byte(strings.Replace(string(text), tc.from, tc.to, 1)), 0o644); err != nil {
			t.Fatal(err)
		}
		s, err := scenarios.LoadFile(p)
		if err == nil {
			_, err = Module{}.New(s, rules.DefaultOptions(s), nil)
		}
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: error %v, want one naming %q", tc.to, err, tc.want)
		}
	}
}

// RuleDepots: units in excess of the cap "may be used to replace losses in
// combat formations". Three 3-point British tanks in the box with 2 depot
// points: the first has lost 2 strength points, the third is in excess.
// The third gives 2 to the first: 3 and 1; 2 replacements on 1 strength
// point (50% or more) cost the first an experience level (2 -> 1). A tank
// within the cap may not give.
func TestExcessReplacesLosses(t *testing.T) {
	st := newWeekState(t, nil)
	withBoxes(st)
	box, _ := st.reserveLoc(Allies)
	var tk [3]int
	for k := range tk {
		tk[k] = addUnit(t, st, "brit-tank", "")
		st.Units[tk[k]].Loc = box
	}
	st.Troops[tk[0]].Strength = 1
	toReplace(t, st, nil, 1, 1, 1, 1)
	if st.overCap(tk[0]) || st.overCap(tk[1]) || !st.overCap(tk[2]) {
		t.Fatalf("over the cap: %v %v %v, want the third only", st.overCap(tk[0]), st.overCap(tk[1]), st.overCap(tk[2]))
	}
	refusal(t, st, act(Allies, "transfer", st.Units.Ref(tk[1]), st.Units.Ref(tk[0]), "1"), RuleDepots, "within its army's cap")
	refusal(t, st, act(Allies, "transfer", st.Units.Ref(tk[2]), st.Units.Ref(tk[0]), "3"), RuleDepots, "take 2 strength points")
	do(t, st, act(Allies, "transfer", st.Units.Ref(tk[2]), st.Units.Ref(tk[0]), "2"), nil)
	commitBoth(t, st)
	if a, c := st.Troops[tk[0]], st.Troops[tk[2]]; a.Strength != 3 || a.Experience != 1 || c.Strength != 1 {
		t.Errorf("after the transfer: first %+v (want strength 3, experience 1), third %+v (want strength 1)", a, c)
	}
	if !st.overCap(tk[2]) {
		t.Errorf("the third tank (3 + 3 + 1 > 6) is still in excess")
	}
}
