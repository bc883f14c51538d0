package greenfields

import (
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"sandtable/rules"
	"sandtable/rules/rulestest"
)

// The seed's step 8 (mines.go, minefight.go):
//
//	A mine tunnel may be advanced by one zone every 2 turns. Only sappers
//	may dig a mine.
//
//	When a mine is to be detonated, the attacker rolls 1 dice. On a 1 or
//	a 2, the mine is discovered and both sides must fight for control of
//	the mine shaft using the regiments closest to the two end points of
//	the mine. Both players must feed 1 to 3 strength points from their
//	units at either end of the mine. These units fight, with the defender
//	rolling hit dice first, followed by the attacker. The side with the
//	largest surviving force in the mine way now either collapse the mine,
//	detonate the mine, or continue the mine combat by electing to feed in
//	one or 2 more strength points of infantry.
//
//	* If the combat continues and one player has zero strength points left
//	  in the mine, the mine collapses.
//
//	If the mine is undiscovered or detonates after a mine combat, the
//	attacker rolls 3 hit dice per strength point of explosives packed into
//	the mine. Units hit by a mine do NOT roll vs experience to save vs
//	casualties.

// minePosition: German sappers at J6, the German regiments moved back to
// T7-T9, the BEF regiment at H6 in a heavy trench; the Germans declare
// first in the mines step.
func minePosition(t *testing.T) (st *State, sappers, bef int) {
	st = newWeekState(t, nil)
	identifyAll(st)
	for n, z := range []string{"T7", "T8", "T9"} {
		place(t, st, unit(t, st, "ger-reg", n+1), z)
	}
	sappers = addUnit(t, st, "ger-sappers", "J6")
	bef = unit(t, st, "bef-inf", 1)
	place(t, st, bef, "H6")
	st.Zones = map[string]Zone{"H6": {Trench: 2}}
	identifyAll(st)
	atWeekStep(t, st, PhaseMinesFirst, Central)
	return st, sappers, bef
}

// dug gives the Germans mine-1 from J6 under I6 and H6, charged n.
func dug(st *State, sappers, n int) {
	st.Mines.Tunnels = []Mine{{ID: "mine-1", Side: Central, Sappers: sappers, Path: []string{"J6", "I6", "H6"}, Explosive: n}}
}

// "A mine tunnel may be advanced by one zone every 2 turns. Only sappers
// may dig a mine." Week 1 the sappers dig toward I6; the tunnel does not
// reach under it, and no second dig is allowed that week; week 2 it
// reaches under I6. Not sappers: refused.
func TestMineDigTwoWeeks(t *testing.T) {
	st, sappers, _ := minePosition(t)
	ref := st.Units.Ref(sappers)
	refusal(t, st, act(Central, "dig", st.Units.Ref(unit(t, st, "ger-reg", 1)), "S7"), RuleMines, "Only sappers may dig a mine")
	do(t, st, act(Central, "dig", ref, "I6"), nil)
	m := st.Mines.Tunnels[0]
	if !slices.Equal(m.Path, []string{"J6"}) || m.Toward != "I6" || m.Dug != 1 {
		t.Fatalf("after a week: %+v", m)
	}
	refusal(t, st, act(Central, "dig", ref, "I6"), RuleMines, "one zone every 2 turns")
	refusal(t, st, act(Central, "detonate", "mine-1"), RuleMines, "does not reach under another zone")
	st.Week++ // the next week
	refusal(t, st, act(Central, "dig", ref, "I7"), RuleMines, "being dug toward I6")
	do(t, st, act(Central, "dig", ref, "I6"), nil)
	if m := st.Mines.Tunnels[0]; !slices.Equal(m.Path, []string{"J6", "I6"}) || m.Dug != 0 {
		t.Fatalf("after two weeks: %+v", m)
	}
	st.Week++
	do(t, st, act(Central, "dig", ref, "H6"), nil) // on to the next zone: two more weeks
	if m := st.Mines.Tunnels[0]; len(m.Path) != 2 || m.Toward != "H6" {
		t.Fatalf("third week: %+v", m)
	}
}

// "If the mine is undiscovered ... the attacker rolls 3 hit dice per
// strength point of explosives packed into the mine. Units hit by a mine
// do NOT roll vs experience": 2 points packed, 6 dice at the BEF regiment
// under the mine (its heavy trench no help): 5, 5, 6, 1, 1, 1 = 4 hits, 4
// strength points lost, no experience roll. Discovery roll 4: undiscovered.
func TestMineUndiscovered(t *testing.T) {
	st, sappers, bef := minePosition(t)
	dug(st, sappers, 0)
	st.setStores(Central, Stores{Explosive: 3})
	do(t, st, act(Central, "charge", "mine-1", "2"), nil)
	if st.stores(Central).Explosive != 1 || st.Mines.Tunnels[0].Explosive != 2 {
		t.Fatalf("charge: stores %d, mine %d", st.stores(Central).Explosive, st.Mines.Tunnels[0].Explosive)
	}
	do(t, st, act(Central, "detonate", "mine-1"), nil)
	// discovery 4; the ground's 6 dice; the BEF's 6 dice; its morale check
	// (4 casualties: morale 3 -> 2, 2 dice).
	d := manual(4, 1, 1, 1, 1, 1, 5, 5, 5, 6, 1, 1, 1, 6, 6, 6, 6, 6, 6, 6, 6)
	endStep(t, st, d)
	text := strings.Join(endStep(t, st, d), "\n")
	if st.Troops[bef].Strength != 2 || st.Troops[bef].Experience != 5 {
		t.Errorf("BEF %d-%d-%d, want strength 2 (6 - 4), experience 5\n%s", st.Troops[bef].Morale, st.Troops[bef].Experience, st.Troops[bef].Strength, text)
	}
	for _, want := range []string{"discovery: 1d6 [4]", "undiscovered, the mine detonates", "6d6 [5 5 6 1 1 1]", "H6: a shell hole"} {
		if !strings.Contains(text, want) {
			t.Errorf("log lacks %q:\n%s", want, text)
		}
	}
	if strings.Contains(text, "saves against") {
		t.Errorf("a save against a mine:\n%s", text)
	}
	if len(st.Mines.Tunnels) != 0 {
		t.Errorf("the mine is still in play: %+v", st.Mines.Tunnels)
	}
}

// The mine combat: discovery roll 2, "the mine is discovered"; the
// Germans (the attacker) feed 3 of their sappers (at the shaft, J6), the
// Allies 3 of the BEF (at the far end, H6). "the defender rolling hit dice
// first": the Allies' 3 dice 5, 5, 1 = 2 hits; the sappers save with their
// 3 experience dice, no modifiers (their heavy trench not counted): 1, 1,
// 1, 2 lost. The Germans' 1 die: 1. The Allies, 3 to 1, decide: "continue
// the mine combat by electing to feed in one or 2 more": both feed 2; the
// Allies' 5 dice 5, 5, 5, 1, 1 = 3 hits take the Germans' 3 points (saves
// 1, 1, 1 and 1, 1, 1); the Germans have none left to fire. The Allies
// continue: "If the combat continues and one player has zero strength
// points left in the mine, the mine collapses."
func TestMineCombat(t *testing.T) {
	st, sappers, bef := minePosition(t)
	dug(st, sappers, 1)
	st.Troops[sappers].Morale = 5 // their morale checks hold (all sixes)
	st.Zones["J6"] = Zone{Trench: 2}
	do(t, st, act(Central, "detonate", "mine-1"), nil)
	endStep(t, st, nil)
	d := manual(2)
	endStep(t, st, d)
	if p := st.decision(); p == nil || st.pendingKind() != kindMineFeed || st.Pending[0].Side != Central {
		t.Fatalf("after discovery: pending %+v", st.Pending)
	}
	refusal(t, st, act(Central, "feed", st.Units.Ref(sappers), "4"), RuleMines, "feed 1 to 3")
	do(t, st, act(Central, "feed", st.Units.Ref(sappers), "3"), nil)
	if st.Pending[0].Side != Allies || !slices.Equal(st.Pending[0].Units, []int{bef}) {
		t.Fatalf("the Allies' feed: %+v", st.Pending)
	}
	// Allies fire 5 5 1; sappers save 1 1 1; morale (2 lost: 5 -> 4) 6 6 6 6;
	// Germans fire 1.
	d = manual(5, 5, 1, 1, 1, 1, 6, 6, 6, 6, 1)
	text := strings.Join(do(t, st, act(Allies, "feed", st.Units.Ref(bef), "3"), d), "\n")
	allied, german := strings.Index(text, "the Allies in the mine way fire"), strings.Index(text, "the Germans in the mine way fire")
	if german < 0 {
		german = strings.Index(text, "Central Powers in the mine way fire")
	}
	if allied < 0 || german < 0 || allied > german {
		t.Errorf("the defender does not fire first:\n%s", text)
	}
	if !strings.Contains(text, "saves against 2 hits: 3d6") {
		t.Errorf("the sappers' save is not 3 dice (no modifiers):\n%s", text)
	}
	if st.mineSP(Allies) != 3 || st.mineSP(Central) != 1 || st.Troops[sappers].Strength != 4 {
		t.Fatalf("after round 1: Allies %d, Germans %d in the mine; sappers %d\n%s", st.mineSP(Allies), st.mineSP(Central), st.Troops[sappers].Strength, text)
	}
	if st.pendingKind() != kindMineDecide || st.Pending[0].Side != Allies {
		t.Fatalf("the larger force does not decide: %+v", st.Pending)
	}
	if slices.ContainsFunc(st.Legal(Central), func(a rules.Action) bool { return a.Verb == "collapse" || a.Verb == "explode" }) {
		t.Errorf("the smaller force may decide")
	}
	do(t, st, act(Allies, "fight-on"), nil)
	do(t, st, act(Central, "feed", st.Units.Ref(sappers), "2"), nil)
	refusal(t, st, act(Allies, "feed", st.Units.Ref(bef), "3"), RuleMines, "feed 1 to 2")
	// Allies fire 5 5 5 1 1: 1 hit on the first party (save 1 1 1, morale
	// 4 dice 6 6 6 6), 2 on the second (save 1 1 1, morale 4 -> 3: 6 6 6).
	d = manual(5, 5, 5, 1, 1, 1, 1, 1, 6, 6, 6, 6, 1, 1, 1, 6, 6, 6)
	do(t, st, act(Allies, "feed", st.Units.Ref(bef), "2"), d)
	if st.mineSP(Central) != 0 || st.mineSP(Allies) != 5 || st.pendingKind() != kindMineDecide {
		t.Fatalf("after round 2: Allies %d, Germans %d; pending %+v", st.mineSP(Allies), st.mineSP(Central), st.Pending)
	}
	text = strings.Join(do(t, st, act(Allies, "fight-on"), nil), "\n")
	if !strings.Contains(text, "the mine collapses") || len(st.Mines.Tunnels) != 0 || st.Mines.Fight != nil {
		t.Errorf("zero strength points left: the mine should collapse\n%s", text)
	}
	if len(st.Pending) != 0 || st.phase().ID == PhaseMinesSecond {
		t.Errorf("play does not move on: phase %s, pending %+v", st.phase().ID, st.Pending)
	}
}

// "detonates after a mine combat": the Germans, larger, detonate: 3 dice
// at the BEF regiment, no save.
func TestMineDetonatesAfterCombat(t *testing.T) {
	st, sappers, bef := minePosition(t)
	dug(st, sappers, 1)
	do(t, st, act(Central, "detonate", "mine-1"), nil)
	endStep(t, st, nil)
	endStep(t, st, manual(1))
	do(t, st, act(Central, "feed", st.Units.Ref(sappers), "3"), nil)
	// Allies fire 1; Germans fire 5 1 1: 1 hit on the BEF, its 5 experience
	// dice 1 1 1 1 1; morale (1 lost) 6 6 6.
	do(t, st, act(Allies, "feed", st.Units.Ref(bef), "1"), manual(1, 5, 1, 1, 1, 1, 1, 1, 1, 6, 6, 6))
	if st.pendingKind() != kindMineDecide || st.Pending[0].Side != Central || st.Troops[bef].Strength != 5 {
		t.Fatalf("pending %+v, BEF strength %d", st.Pending, st.Troops[bef].Strength)
	}
	// The ground 1 1 1; the BEF 5 1 1 (1 hit, no save); morale 6 6 6 6;
	// then step 9 begins: the depots' supply rolls, 2 dice a side.
	text := strings.Join(do(t, st, act(Central, "explode"), manual(1, 1, 1, 5, 1, 1, 6, 6, 6, 6, 6, 6, 1, 1)), "\n")
	if st.Troops[bef].Strength != 4 || strings.Contains(text, "saves against") {
		t.Errorf("BEF strength %d, want 4 (1 hit, no save)\n%s", st.Troops[bef].Strength, text)
	}
}

// Secrets of a mine: "tunnels are the digger's secret until discovered":
// the Allies read one cover for digging and packing ("the Germans give
// orders for their mines"), no zone, no mine; their view and legal
// actions are the same whether the Germans have a mine or not (the
// checks by difference, with "an unknown mine" among the variants); the
// mines step waits for the Allies whether or not there is a mine to fear;
// a detonation's target zone is announced. A raid reports the shaft.
func TestMineSecrets(t *testing.T) {
	st, sappers, _ := minePosition(t)
	st.setStores(Central, Stores{Explosive: 2})
	dig := act(Central, "dig", st.Units.Ref(sappers), "I6")
	e, g := diffOverWeek(t, st, dig, 4)
	seen := e.For(Allies)
	if !strings.Contains(seen.Cover, "give orders for their mines") || strings.Contains(seen.Cover, "I6") {
		t.Errorf("the Allies read the dig as %q", seen.Cover)
	}
	for _, ev := range seen.Events {
		if strings.Contains(ev.String(), "I6") || strings.Contains(ev.String(), "mine-1") {
			t.Errorf("the Allies read %q", ev.String())
		}
	}
	st = g.State().(*State)
	for _, n := range st.View(Allies).Notes {
		if strings.Contains(n, "ine") {
			t.Errorf("the Allies' view notes %q", n)
		}
	}
	if !slices.ContainsFunc(st.View(Central).Notes, func(n string) bool { return strings.Contains(n, "mine-1") }) {
		t.Errorf("the Germans' view does not show their mine: %v", st.View(Central).Notes)
	}
	charge := act(Central, "charge", "mine-1", "2")
	e, _ = diffOverWeek(t, st, charge, 4)
	if c := e.For(Allies).Cover; c != seen.Cover {
		t.Errorf("packing reads %q, digging %q: the Allies could tell them apart", c, seen.Cover)
	}
	// The step waits for the Allies, mine or none.
	for _, mine := range []bool{false, true} {
		s, _, _ := minePosition(t)
		if mine {
			dug(s, len(s.Units)-1, 1)
		}
		endStep(t, s, nil)
		if s.phase().ID != PhaseMinesSecond || !slices.Equal(s.activeSides(), []string{Allies}) {
			t.Errorf("mine %v: phase %s, acting %v", mine, s.phase().ID, s.activeSides())
		}
	}
	// A detonation is announced: its target zone, not the mine.
	s, sp, _ := minePosition(t)
	dug(s, sp, 1)
	e, _ = diffOverWeek(t, s, act(Central, "detonate", "mine-1"), 2)
	if c := e.For(Allies).Cover; !strings.Contains(c, "under H6") || strings.Contains(c, "mine-1") || strings.Contains(c, "J6") {
		t.Errorf("the Allies read the detonation as %q", c)
	}
	// "The raiders will also report any mine heads in the zone": the shaft
	// at J6 (the German raiders report none of their own; the tunnel's far
	// end under H6 is no mine head).
	s, sp, _ = minePosition(t)
	dug(s, sp, 1)
	if got := raidMineHeads(s, Central, "J6"); len(got) != 0 || s.Mines.Tunnels[0].Known {
		t.Errorf("German raiders report their own mine: %v", got)
	}
	if got := raidMineHeads(s, Allies, "H6"); len(got) != 0 {
		t.Errorf("the mine's far end is reported as a mine head: %v", got)
	}
	if got := raidMineHeads(s, Allies, "J6"); len(got) != 1 || !s.Mines.Tunnels[0].Known {
		t.Errorf("Allied raiders at J6 report %v", got)
	}
	if !slices.ContainsFunc(s.View(Allies).Notes, func(n string) bool { return strings.Contains(n, "mine head") && strings.Contains(n, "J6") }) {
		t.Errorf("the Allies' view lacks the reported mine head: %v", s.View(Allies).Notes)
	}
	for _, n := range s.View(Allies).Notes {
		if strings.Contains(n, "H6") || strings.Contains(n, "mine-1") {
			t.Errorf("the Allies read the mine's course or id: %q", n)
		}
	}
}

// diffOverWeek is diffOver (difference_test.go) on a position of the
// weekly test scenario.
func diffOverWeek(t *testing.T, st *State, a rules.Action, draws int, faces ...int) (*rules.Entry, *rules.Game) {
	t.Helper()
	var e *rules.Entry
	var g *rules.Game
	compared := 0
	for k := range uint64(draws) {
		g = rulestest.PositionGame(t, weekScenario, st)
		dc := &rulestest.DiffChecker{Rand: rand.New(rand.NewPCG(k, 3))}
		if err := dc.Check(g); err != nil {
			t.Fatal(err)
		}
		e = applyRolling(t, g, a, faces...)
		if err := dc.Check(g); err != nil {
			t.Fatal(err)
		}
		compared += dc.Compared
	}
	if compared < 2*draws {
		t.Errorf("%d comparisons in %d draws: the check proves little", compared, draws)
	}
	return e, g
}

// minesFought is minePosition with the Germans' mine-1 under H6 (1
// explosive point) discovered, and the mine combat waiting for its first
// round to be decided: the Germans 2 strength points in the mine way, the
// Allies 1.
func minesFought(t *testing.T) *State {
	st, sappers, bef := minePosition(t)
	dug(st, sappers, 1)
	atWeekStep(t, st, PhaseMinesSecond, Central)
	st.Mines.Fight = &MineFight{Side: Central, Mine: "mine-1", Round: 1, Parties: []MineParty{{Unit: sappers, SP: 2}, {Unit: bef, SP: 1}}}
	st.Pending = []Pending{{Kind: kindMineDecide, Side: Central, Zone: "H6"}}
	st.Ending = true
	return st
}

// The conformance suite's states where the gas and mine verbs are legal
// (random play of the weekly scenario has no canisters, no sappers).
func init() {
	week := func(t *testing.T, st *State) *rules.Game { return rulestest.PositionGame(t, weekScenario, st) }
	targeted["gas"] = func(t *testing.T) *rules.Game {
		st, _, _ := gasPosition(t)
		return week(t, st)
	}
	targeted["cancel-gas"] = func(t *testing.T) *rules.Game {
		st, _, _ := gasPosition(t)
		do(t, st, act(Allies, "gas", "H7"), nil)
		return week(t, st)
	}
	targeted["dig"] = func(t *testing.T) *rules.Game {
		st, _, _ := minePosition(t)
		return week(t, st)
	}
	targeted["charge"] = func(t *testing.T) *rules.Game {
		st, sappers, _ := minePosition(t)
		dug(st, sappers, 0)
		st.setStores(Central, Stores{Explosive: 1})
		return week(t, st)
	}
	targeted["detonate"] = func(t *testing.T) *rules.Game {
		st, sappers, _ := minePosition(t)
		dug(st, sappers, 1)
		return week(t, st)
	}
	targeted["feed"] = func(t *testing.T) *rules.Game {
		st := minesFought(t)
		st.Pending = []Pending{{Kind: kindMineFeed, Side: Central, Units: []int{st.Mines.Fight.Parties[0].Unit}, Zone: "J6"}}
		st.Mines.Fight.Parties, st.Mines.Fight.Round = nil, 0
		return week(t, st)
	}
	for _, verb := range []string{"collapse", "explode", "fight-on"} {
		targeted[verb] = func(t *testing.T) *rules.Game { return week(t, minesFought(t)) }
	}
}

// A mine combat in progress tells each side nothing it may not see: the
// checks by difference with the Germans asked to feed, and with the
// Allies deciding.
func TestMineCombatSecrets(t *testing.T) {
	st := minesFought(t)
	bef := st.Mines.Fight.Parties[1].Unit
	st.Units[bef].Hidden = true
	st.Pending = []Pending{{Kind: kindMineDecide, Side: Central, Zone: "H6"}}
	if dc, err := diffAtWeek(t, st, 6); err != nil {
		t.Error(err)
	} else if dc.Compared == 0 {
		t.Error("no comparison made")
	}
	do(t, st, act(Central, "fight-on"), nil)
	if st.pendingKind() != kindMineFeed {
		t.Fatalf("pending %+v", st.Pending)
	}
	if dc, err := diffAtWeek(t, st, 6); err != nil {
		t.Error(err)
	} else if dc.Compared == 0 {
		t.Error("no comparison made")
	}
}

// diffAtWeek is diffAt (difference_test.go) on a position of the weekly
// test scenario.
func diffAtWeek(t *testing.T, st *State, draws int) (*rulestest.DiffChecker, error) {
	t.Helper()
	return diffAt(rulestest.PositionGame(t, weekScenario, st), draws)
}
