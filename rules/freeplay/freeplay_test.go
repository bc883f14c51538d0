package freeplay_test

import (
	"encoding/json"
	"errors"
	"slices"
	"strconv"
	"strings"
	"testing"

	"sandtable/rules"
	"sandtable/rules/freeplay"
	"sandtable/rules/rulestest"
	"sandtable/scenarios"
)

func load(t testing.TB, name string) *scenarios.Scenario {
	t.Helper()
	s, err := scenarios.Builtin(name)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// newState sets up scenario name as a game seeded with 1 would.
func newState(t testing.TB, name string) (*scenarios.Scenario, *freeplay.State) {
	t.Helper()
	s := load(t, name)
	return s, setUp(t, s, 1)
}

// setUp is the freeplay state of s as a game seeded with seed starts.
func setUp(t testing.TB, s *scenarios.Scenario, seed uint64) *freeplay.State {
	t.Helper()
	st, err := freeplay.Module{}.New(s, rules.DefaultOptions(s), rules.NewSetupRand(seed))
	if err != nil {
		t.Fatal(err)
	}
	return st.(*freeplay.State)
}

// hid is how unit id is named while face down: "hidden:" and its alias.
func hid(t testing.TB, st *freeplay.State, id string) string {
	t.Helper()
	u := st.Units.ByID(id)
	if u == nil || u.Alias < 1 {
		t.Fatalf("unit %s: %+v", id, u)
	}
	return rules.HiddenRefPrefix + strconv.Itoa(u.Alias)
}

// wantRefused fails unless err is a refusal citing rule whose reason
// contains want (rulestest.RefusalIs).
func wantRefused(t testing.TB, err error, rule, want string) {
	t.Helper()
	if err := rulestest.RefusalIs(err, rule, want); err != nil {
		t.Error(err)
	}
}

// act is the shared helper (rulestest.Act).
var act = rulestest.Act

// apply applies a (which must be legal) with seeded dice (seed 7) and
// returns the log lines (rulestest.Do).
func apply(t testing.TB, st *freeplay.State, a rules.Action) []string {
	t.Helper()
	return rulestest.Do(t, st, a, rules.NewSeededDice(7))
}

// applyWith is apply with dice d (rulestest.Do).
var applyWith = rulestest.Do

func wantLog(t testing.TB, what string, got []string, want ...string) {
	t.Helper()
	if !slices.Equal(got, want) {
		t.Errorf("%s: log\n  %s\nwant\n  %s", what, strings.Join(got, "\n  "), strings.Join(want, "\n  "))
	}
}

func where(s *scenarios.Scenario, st *freeplay.State, id string) string {
	u := st.Units.ByID(id)
	if u == nil {
		return "not in play"
	}
	return u.Loc.Text(s)
}

func TestRegistered(t *testing.T) {
	m, err := rules.Lookup("freeplay")
	if err != nil || m.ID() != freeplay.ModuleID || m.Name() == "" {
		t.Fatalf("Lookup(freeplay) = %v, %v", m, err)
	}
}

func TestNewMatchesScenario(t *testing.T) {
	s, st := newState(t, "test-hex-flat")
	n := 0
	for _, p := range s.Setup {
		n += p.Count
	}
	if len(st.Units) != n || n != 14 {
		t.Fatalf("%d units, the scenario sets up %d", len(st.Units), n)
	}
	for i, p := range []struct {
		id, loc string
		step    int
		hidden  bool
	}{
		{"ger-inf/3", "W0805", 1, false},
		{"ger-hq/1", "W1106", 0, true},
		{"ger-zeppelin/1", "box:central-reserve", 0, false},
		{"fr-block/1", "W0307", 1, true},
		{"brit-inf/3", "test-hex-pointy:0405", 0, false},
		{"brit-flyer/1", "box:allied-reserve", 0, false},
	} {
		u := st.Units.ByID(p.id)
		if u == nil || u.Loc.Text(s) != p.loc || u.Step != p.step || u.Hidden != p.hidden {
			t.Errorf("%d: %s is %+v, want at %s step %d hidden %v", i, p.id, u, p.loc, p.step, p.hidden)
		}
	}
	status := st.Status()
	if status.Turn != 0 || status.TurnName != "A" || status.SubTurn != 0 || status.Phase != "central-turn" ||
		status.PhaseName != "Central Powers turn" || !slices.Equal(status.Active, []string{"central"}) || status.Over {
		t.Errorf("status %+v", status)
	}
	if len(status.Checklist) == 0 || status.Checklist[0].Text != "Reinforcements placed" || !status.Checklist[0].Done {
		t.Errorf("checklist %+v", status.Checklist)
	}
	for _, c := range status.Checklist {
		if c.Required && !c.Done {
			t.Errorf("a required item is not done: %+v", c)
		}
	}
	ph := st.Plan().Phase(st.Clock)
	if ph.Rule != freeplay.RulePhase || ph.Side != "central" || !ph.Allows("move") || !ph.Allows("roll") {
		t.Errorf("phase %+v", ph)
	}
	// Control as the maps give it, plus the French block's cell.
	if st.Control["test-hex-flat:W0307"] != "allies" || st.Control["test-hex-flat:W1004"] != "central" {
		t.Errorf("control %v", st.Control)
	}
}

func TestEverySampleScenarioSetsUp(t *testing.T) {
	for _, name := range freeplayNames(t) {
		s, st := newState(t, name)
		if len(st.Units) == 0 || len(st.Legal(s.Sides[0].ID)) == 0 || len(st.Legal(s.Sides[len(s.Sides)-1].ID)) != 0 && len(s.Sides) > 1 {
			t.Errorf("%s: %d units, %d legal actions for the first side", name, len(st.Units), len(st.Legal(s.Sides[0].ID)))
		}
	}
}

func TestMove(t *testing.T) {
	s, st := newState(t, "test-hex-flat")
	wantLog(t, "move", apply(t, st, act("central", "move", "ger-inf/1", "W1005")),
		"ger-inf/1 (German infantry corps) moved from W0906 to W1005")
	if where(s, st, "ger-inf/1") != "W1005" || where(s, st, "ger-inf/2") != "W0906" {
		t.Errorf("after the move: %s, %s", where(s, st, "ger-inf/1"), where(s, st, "ger-inf/2"))
	}
	// Any counter of any side, anywhere: players adjudicate.
	wantLog(t, "enemy counter into Millbrook", apply(t, st, act("central", "move", "brit-cav/1", "W0707")),
		"brit-cav/1 (British cavalry division) moved from W0506 to W0707",
		"W0707 now controlled by the Allies")
	if st.Control["test-hex-flat:W0707"] != "allies" {
		t.Errorf("Millbrook not allied")
	}
	wantLog(t, "to the island", apply(t, st, act("central", "move", "ger-inf/3", "test-hex-pointy:0101")),
		"ger-inf/3 (German infantry corps, reduced) moved from W0805 to test-hex-pointy:0101",
		"test-hex-pointy:0101 now controlled by the Central Powers")
	wantLog(t, "to a box", apply(t, st, act("central", "move", "ger-inf/2", "box:central-reserve")),
		"ger-inf/2 (German infantry corps) moved from W0906 to box:central-reserve")
	frInf := hid(t, st, "fr-inf/1")
	wantLog(t, "a hidden enemy counter", apply(t, st, act("central", "move", frInf, "W0305")),
		frInf+" (face down, France) moved from W0304 to W0305")
	if where(s, st, "fr-inf/1") != "W0305" {
		t.Errorf("fr-inf/1 at %s", where(s, st, "fr-inf/1"))
	}
	wantLog(t, "out of play", apply(t, st, act("central", "move", "ger-art/1", "eliminated")),
		"ger-art/1 (Monstrous artillery) removed from W1005 (eliminated)")
	wantLog(t, "back from the dead", apply(t, st, act("central", "move", "ger-art/1", "W1105")),
		"ger-art/1 (Monstrous artillery) moved from eliminated to W1105")
}

func TestRemove(t *testing.T) {
	s, st := newState(t, "test-hex-flat")
	wantLog(t, "remove", apply(t, st, act("central", "remove", "brit-inf/1")),
		"brit-inf/1 (British infantry corps) removed from W0403 (eliminated)")
	if !st.Units.ByID("brit-inf/1").Loc.IsEliminated() || where(s, st, "brit-inf/2") != "W0403" {
		t.Errorf("remove moved the wrong counters")
	}
	wantRefused(t, st.Check(act("central", "remove", "brit-inf/1")), freeplay.RuleMove, "brit-inf/1 is already eliminated")
}

func TestFlip(t *testing.T) {
	_, st := newState(t, "test-hex-flat")
	wantLog(t, "flip", apply(t, st, act("central", "flip", "ger-inf/1")), "ger-inf/1 flipped to reduced (3-3)")
	wantLog(t, "flip back", apply(t, st, act("central", "flip", "ger-inf/1")), "ger-inf/1 flipped to full strength (5-3)")
	// The French block is at step 2 (CV 3); central turns it without seeing it.
	block, hq := hid(t, st, "fr-block/1"), hid(t, st, "ger-hq/1")
	wantLog(t, "hidden block", apply(t, st, act("central", "flip", block)), block+" (face down, France) flipped")
	if st.Units.ByID("fr-block/1").Step != 2 {
		t.Errorf("block at step %d", st.Units.ByID("fr-block/1").Step)
	}
	apply(t, st, act("central", "flip", block))
	apply(t, st, act("central", "flip", block))
	if st.Units.ByID("fr-block/1").Step != 0 {
		t.Errorf("block did not cycle back to full strength: step %d", st.Units.ByID("fr-block/1").Step)
	}
	// Central's own HQ has one step: central knows, so it may not flip it;
	// the allies cannot see it, so for them it may be flipped (to no effect).
	wantRefused(t, st.Check(act("central", "flip", hq)), freeplay.RuleFlip, "has only one step")
	apply(t, st, act("central", "end-phase"))
	wantLog(t, "allies flip the hidden HQ", apply(t, st, act("allies", "flip", hq)), hq+" (face down, Germany) flipped")
	if st.Units.ByID("ger-hq/1").Step != 0 {
		t.Errorf("one-step HQ at step %d", st.Units.ByID("ger-hq/1").Step)
	}
}

func TestRevealAndHide(t *testing.T) {
	s := load(t, "test-hex-flat")
	g, err := rules.NewGame(s, nil, 1, false)
	if err != nil {
		t.Fatal(err)
	}
	st0 := g.State().(*freeplay.State)
	hq, crack, frInf := hid(t, st0, "ger-hq/1"), hid(t, st0, "ger-inf-crack/1"), hid(t, st0, "fr-inf/1")
	e, err := g.Apply(act("central", "reveal", hq))
	if err != nil {
		t.Fatal(err)
	}
	if !e.Final || e.Why != "it revealed "+hq+" (ger-hq/1)" || e.Events[0].Text != hq+" revealed: ger-hq/1 (German army HQ) at W1106" {
		t.Errorf("reveal entry %+v", e)
	}
	st := g.State().(*freeplay.State)
	if st.Units.ByID("ger-hq/1").Hidden || st.Units.Ref(4) != "ger-hq/1" {
		t.Errorf("the HQ is still hidden")
	}
	e, err = g.Apply(act("central", "hide", "ger-inf-crack/1"))
	if err != nil {
		t.Fatal(err)
	}
	if e.Final || e.Events[0].Text != "ger-inf-crack/1 turned face down; it is now "+crack {
		t.Errorf("hide entry %+v", e)
	}
	if err := g.Undo(); err != nil {
		t.Errorf("undo of a hide: %v", err)
	}
	if st := g.State().(*freeplay.State); st.Units.ByID("ger-inf-crack/1").Hidden {
		t.Errorf("undo did not turn the counter back")
	}
	for _, c := range []struct {
		a          rules.Action
		rule, want string
	}{
		{act("central", "reveal", frInf), freeplay.RuleHidden, "belongs to the Allies"}, // the allies' fr-inf
		{act("central", "hide", "brit-inf/1"), freeplay.RuleHidden, "belongs to the Allies"},
		{act("central", "reveal", "ger-inf/1"), freeplay.RuleHidden, "ger-inf/1 is not hidden"},
		{act("central", "hide", hq), freeplay.RuleMove, "no unit"}, // revealed now: its alias names nothing
	} {
		_, err := g.Apply(c.a)
		wantRefused(t, err, c.rule, c.want)
	}
}

func TestRoll(t *testing.T) {
	_, st := newState(t, "test-hex-flat")
	d := &rules.ManualDice{}
	d.Enter(3, 4)
	wantLog(t, "2d6", applyWith(t, st, act("central", "roll", "2d6"), d), "dice on demand (Central Powers): 2d6 [3 4]: 7")
	d.Enter(17)
	wantLog(t, "1d20", applyWith(t, st, act("central", "roll", "1d20"), d), "dice on demand (Central Powers): 1d20 [17]: 17")
	ctx := rules.NewContext(d)
	err := st.Apply(act("central", "roll", "3d6"), ctx)
	var need *rules.NeedDice
	if !errors.As(err, &need) || need.N != 3 || need.Sides != 6 {
		t.Errorf("rolling without dice: %v", err)
	}
	for _, e := range freeplay.DiceExprs {
		if err := st.Check(act("central", "roll", e)); err != nil {
			t.Errorf("roll %s: %v", e, err)
		}
	}
}

// endPhase ends the current phase and returns the log.
func endPhase(t testing.TB, st *freeplay.State) []string {
	t.Helper()
	return apply(t, st, act(st.Status().Active[0], "end-phase"))
}

func TestEndPhaseCyclesSidesAndTurns(t *testing.T) {
	s, st := newState(t, "test-hex-flat")
	wantLog(t, "central ends", endPhase(t, st),
		"Central Powers turn ends", "Strategic Turn A, Operational Turn 1, Allies turn begins")
	if got := st.Status(); got.Phase != "allies-turn" || got.SubTurn != 0 || got.Turn != 0 || got.Active[0] != "allies" {
		t.Errorf("status %+v", got)
	}
	wantLog(t, "allies end", endPhase(t, st),
		"Allies turn ends", "Strategic Turn A, Operational Turn 2, Central Powers turn begins")
	endPhase(t, st)
	wantLog(t, "turn B", endPhase(t, st),
		"Allies turn ends", "Strategic Turn B, Operational Turn 1, Central Powers turn begins")
	if got := st.Status(); got.TurnName != "B" || got.SubTurn != 0 || got.Active[0] != "central" {
		t.Errorf("status %+v", got)
	}
	for range 3 {
		endPhase(t, st)
	}
	wantLog(t, "turn C: the tank arrives", endPhase(t, st),
		"Allies turn ends", "Strategic Turn C, Operational Turn 1, Central Powers turn begins",
		"reinforcement: brit-tank/1 (Tank brigade) arrives at box:allied-reserve")
	if len(st.Units) != 15 || where(s, st, "brit-tank/1") != "box:allied-reserve" {
		t.Errorf("%d units, tank at %s", len(st.Units), where(s, st, "brit-tank/1"))
	}
	for range 4 {
		endPhase(t, st)
	}
	if where(s, st, "ger-inf/4") != "box:central-reserve" {
		t.Errorf("turn D reinforcement at %s", where(s, st, "ger-inf/4"))
	}
	for range 3 {
		endPhase(t, st)
	}
	wantLog(t, "turn E: the French arrive", endPhase(t, st),
		"Allies turn ends", "Strategic Turn E, Operational Turn 1, Central Powers turn begins",
		"reinforcement: fr-inf/2 (French infantry corps) arrives at W0208",
		"reinforcement: fr-inf/3 (French infantry corps) arrives at W0208") // W0208 is allied already
	if len(st.Units) != 18 {
		t.Errorf("%d units after turn E's reinforcements", len(st.Units))
	}
	for range 3*4 + 3 { // turns E, F and G, then H but its last phase
		endPhase(t, st)
	}
	if got := st.Status(); got.TurnName != "H" || got.SubTurn != 1 || got.Phase != "allies-turn" || got.Over {
		t.Fatalf("status %+v", got)
	}
	wantLog(t, "game over", endPhase(t, st),
		"Allies turn ends", "game over: players adjudicate victory after the last turn, H")
	got := st.Status()
	if !got.Over || got.Result != "players adjudicate victory after the last turn, H" || len(got.Active) != 0 {
		t.Errorf("status at the end %+v", got)
	}
	for _, side := range []string{"central", "allies"} {
		if n := len(st.Legal(side)); n != 0 {
			t.Errorf("%s has %d legal actions after the game", side, n)
		}
	}
	wantRefused(t, st.Check(act("allies", "end-phase")), freeplay.RuleOver, "the game is over")
}

func TestHiddenReinforcementArrivesHidden(t *testing.T) {
	s := load(t, "test-hex-flat")
	// Make the turn-E French hidden, as a scenario may (Builtin loads a
	// fresh copy each time).
	for _, r := range s.Reinforcements {
		if r.Unit.ID == "fr-inf" {
			r.Hidden = true
		}
	}
	// They are logged by alias, not in the scenario's order: try seeds
	// until the aliases run against that order.
	reversed := false
	for seed := uint64(1); seed <= 20 && !reversed; seed++ {
		st := setUp(t, s, seed)
		var log []string
		for st.Status().TurnName != "E" {
			log = endPhase(t, st)
		}
		a2, a3 := st.Units.ByID("fr-inf/2").Alias, st.Units.ByID("fr-inf/3").Alias
		reversed = a2 > a3
		wantLog(t, "hidden arrivals", log,
			"Allies turn ends", "Strategic Turn E, Operational Turn 1, Central Powers turn begins",
			"reinforcement: hidden:"+strconv.Itoa(min(a2, a3))+" (face down, France) arrives at W0208",
			"reinforcement: hidden:"+strconv.Itoa(max(a2, a3))+" (face down, France) arrives at W0208")
	}
	if !reversed {
		t.Error("no seed gave fr-inf/2 a higher alias than fr-inf/3")
	}
}

func TestViews(t *testing.T) {
	s, st := newState(t, "test-hex-flat")
	find := func(v rules.View, ref string) rules.UnitView {
		for _, u := range v.Units {
			if u.ID == ref {
				return u
			}
		}
		t.Fatalf("%q not in the view of %q", ref, v.Side)
		return rules.UnitView{}
	}
	allies, central, referee := st.View("allies"), st.View("central"), st.View("")
	if len(allies.Units) != 14 || len(central.Units) != 14 || len(referee.Units) != 14 {
		t.Fatalf("views of %d, %d, %d units", len(allies.Units), len(central.Units), len(referee.Units))
	}
	hqRef, blockRef := hid(t, st, "ger-hq/1"), hid(t, st, "fr-block/1")
	hq := find(allies, hqRef)
	if hq.Type != "" || hq.Step != 0 || hq.Steps != 0 || hq.Values != nil || !hq.Hidden ||
		hq.Nation != "germany" || hq.Map != "test-hex-flat" || hq.Cell != "W1106" {
		t.Errorf("the allies see the hidden HQ as %+v", hq)
	}
	for _, v := range []rules.View{central, referee} {
		hq := find(v, hqRef)
		if hq.Type != "ger-hq" || hq.Steps != 1 || hq.Values["command"] != 1 || !hq.Hidden {
			t.Errorf("%q sees the hidden HQ as %+v", v.Side, hq)
		}
	}
	block := find(allies, blockRef)
	if block.Type != "fr-block" || block.Step != 1 || block.Values["strength"] != 3 {
		t.Errorf("the allies see their own block as %+v", block)
	}
	if b := find(central, blockRef); b.Type != "" || b.Values != nil || b.Nation != "france" || b.Cell != "W0307" {
		t.Errorf("central sees the block as %+v", b)
	}
	if z := find(allies, "ger-zeppelin/1"); z.Type != "ger-zeppelin" || z.Box != "central-reserve" || z.Cell != "" || z.Values["bomb"] != 2 {
		t.Errorf("the allies see the zeppelin as %+v", z)
	}
	if v := find(central, "brit-inf/3"); v.Map != "test-hex-pointy" || v.Cell != "0405" {
		t.Errorf("brit-inf/3 at %s:%s", v.Map, v.Cell)
	}
	// Nothing in a side's view or legal actions names the type of a counter
	// it may not see.
	for side, secrets := range map[string][]string{"central": {"fr-inf", "fr-block"}, "allies": {"ger-hq"}} {
		b, err := json.Marshal(st.View(side))
		if err != nil {
			t.Fatal(err)
		}
		for _, sec := range secrets {
			if strings.Contains(string(b), sec) {
				t.Errorf("the view of %s gives away %s", side, sec)
			}
		}
	}
	for _, a := range st.Legal("central") {
		if strings.Contains(a.String(), "fr-") {
			t.Fatalf("central's legal action %q gives away a hidden French unit", a)
		}
	}
	if allies.VP["allies"] != 5 || allies.VP["central"] != 1 || len(allies.Control) == 0 {
		t.Errorf("VP %v, %d controlled cells", allies.VP, len(allies.Control))
	}
	// Eliminated units show as in the eliminated box.
	apply(t, st, act("central", "remove", "ger-inf/1"))
	if u := find(st.View("allies"), "ger-inf/1"); u.Map != "" || u.Box != "eliminated" || u.Cell != "" {
		t.Errorf("an eliminated unit shows as %+v", u)
	}
	_ = s
}

func TestLegalCount(t *testing.T) {
	_, st := newState(t, "test-hex-flat")
	// 120 + 80 cells, 4 boxes and eliminated: 204 moves for each of 14
	// units; end-phase and 6 rolls; 9 flips (ger-inf x3, crack, brit-inf x3
	// and the two French counters central cannot see); 7 hides or reveals;
	// 14 removes.
	if n, want := len(st.Legal("central")), 1+6+14*204+9+7+14; n != want {
		t.Errorf("%d legal actions, want %d", n, want)
	}
	if n := len(st.Legal("allies")); n != 0 {
		t.Errorf("the allies have %d legal actions in central's phase", n)
	}
	if n := len(st.Legal("")) + len(st.Legal("nobody")); n != 0 {
		t.Errorf("%d legal actions for no side", n)
	}
}

// Every legal action passes Check; actions near them that are not legal
// fail it with a Refusal citing a freeplay rule, a section of its rules
// reference.
func TestCheckAgreesWithLegal(t *testing.T) {
	s, st := newState(t, "test-hex-flat")
	hq, frInf, block := hid(t, st, "ger-hq/1"), hid(t, st, "fr-inf/1"), hid(t, st, "fr-block/1")
	visible := hid(t, st, "ger-inf/1") // the alias of a face-up unit names nothing
	// Step into a few states: moved, removed, revealed, later turns.
	states := []*freeplay.State{st.Clone().(*freeplay.State)}
	apply(t, st, act("central", "remove", "brit-cav/1"))
	apply(t, st, act("central", "reveal", hq))
	apply(t, st, act("central", "move", frInf, "box:turns"))
	states = append(states, st.Clone().(*freeplay.State))
	for range 9 {
		endPhase(t, st)
	}
	states = append(states, st.Clone().(*freeplay.State))
	_ = s
	for k, st := range states {
		active := st.Status().Active[0]
		legal := map[string]bool{}
		for _, side := range []string{"central", "allies"} {
			for _, a := range st.Legal(side) {
				if a.Side != side {
					t.Fatalf("Legal(%s) lists %s", side, a)
				}
				if err := st.Check(a); err != nil {
					t.Fatalf("state %d: legal %s fails Check: %v", k, a, err)
				}
				if legal[a.String()] {
					t.Fatalf("state %d: %s listed twice", k, a)
				}
				legal[a.String()] = true
			}
		}
		// Near misses: every verb with every argument drawn from a pool of
		// good and bad words, for both sides and a stranger.
		units := []string{"ger-inf/1", "brit-inf/1", "brit-cav/1", hq, frInf, block, visible,
			"ger-hq/1", "fr-inf/1", "fr-block/1", "ger-zeppelin/1", "brit-tank/1", "hidden:19", "hidden:0",
			"hidden:-1", "hidden:0" + frInf[len("hidden:"):], "nobody/1", ""}
		places := []string{"W0906", "W0403", "w0906", "test-hex-flat:W0906", "test-hex-pointy:0405", "0405",
			"box:central-reserve", "box:turns", "box:test-hex-flat:turns", "box:nope", "eliminated", "W9999", "", "nowhere:W0101"}
		var tried, refused int
		try := func(a rules.Action) {
			tried++
			err := st.Check(a)
			if (err == nil) != legal[a.String()] {
				t.Fatalf("state %d: %s: Check says %v, in Legal %v", k, a, err, legal[a.String()])
			}
			if err != nil {
				refused++
				var r *rules.Refusal
				if !errors.As(err, &r) || r.Reason == "" || !strings.HasPrefix(r.Rule, "freeplay: ") {
					t.Fatalf("state %d: %s refused with %#v", k, a, err)
				}
				if err := rulestest.RefusalCites(st, err); err != nil {
					t.Fatalf("state %d: %s: %v", k, a, err)
				}
			}
		}
		for _, side := range []string{active, "central", "allies", "nobody", ""} {
			for _, verb := range []string{"move", "flip", "reveal", "hide", "remove", "roll", "end-phase", "attack", "MOVE"} {
				try(act(side, verb))
				for _, u := range append(units, "1d6", "2d10", "1d8", "d6", "2D6") {
					try(act(side, verb, u))
					for _, p := range places {
						try(act(side, verb, u, p))
					}
				}
				try(act(side, verb, "ger-inf/1", "W0101", "W0102"))
			}
		}
		if refused < tried/2 || refused == tried {
			t.Errorf("state %d: %d of %d tries refused", k, refused, tried)
		}
	}
}

func TestRefusalReasons(t *testing.T) {
	_, st := newState(t, "test-hex-flat")
	tests := []struct {
		a    rules.Action
		rule string
		want string // in the reason
	}{
		{act("allies", "end-phase"), freeplay.RuleTurn, "it is the Central Powers turn, not the Allies turn"},
		{act("nobody", "end-phase"), freeplay.RuleTurn, `no side "nobody" in this scenario (sides: central, allies)`},
		{act("central", "move", "ger-inf/9", "W0101"), freeplay.RuleMove, `no unit "ger-inf/9"`},
		{act("central", "move", "ger-hq/1", "W0101"), freeplay.RuleMove, `no unit "ger-hq/1"`}, // hidden: named by its alias
		{act("central", "move", "ger-inf/1", "W9999"), freeplay.RuleMove, `location "W9999"`},
		{act("central", "move", "ger-inf/1", "w0101"), freeplay.RuleMove, `write the location "w0101" as "W0101"`},
		{act("central", "move", "ger-inf/1", "test-hex-flat:W0101"), freeplay.RuleMove, `as "W0101"`},
		{act("central", "move", "ger-inf/1", "W0906"), freeplay.RuleMove, "ger-inf/1 is already at W0906"},
		{act("central", "move", "ger-inf/1"), freeplay.RuleVerbs, "move takes two arguments, UNIT and LOCATION, got 1"},
		{act("central", "roll", "1d8"), freeplay.RuleDice, `cannot roll "1d8"; roll one of 1d6, 2d6, 3d6, 1d10, 1d20, 2d10`},
		{act("central", "roll"), freeplay.RuleVerbs, "roll takes one argument"},
		{act("central", "end-phase", "now"), freeplay.RuleVerbs, "end-phase takes no arguments, got 1"},
		{act("central", "attack", "W0906"), freeplay.RuleVerbs, `no verb "attack" in freeplay`},
		{act("central", "flip", "ger-art/1"), freeplay.RuleFlip, "ger-art/1 has only one step"},
		{act("central", "reveal", hid(t, st, "fr-inf/1")), freeplay.RuleHidden, hid(t, st, "fr-inf/1") + " belongs to the Allies"},
		{act("central", "hide", "brit-inf/1"), freeplay.RuleHidden, "brit-inf/1 belongs to the Allies"},
		{act("central", "reveal", "ger-inf/1"), freeplay.RuleHidden, "ger-inf/1 is not hidden"},
	}
	for _, tc := range tests {
		err := st.Check(tc.a)
		var r *rules.Refusal
		if !errors.As(err, &r) {
			t.Errorf("%s: %v, want a refusal", tc.a, err)
			continue
		}
		if r.Rule != tc.rule || !strings.Contains(r.Reason, tc.want) || !r.Action.Equal(tc.a) {
			t.Errorf("%s: refused %q (%s), want %q (%s)", tc.a, r.Reason, r.Rule, tc.want, tc.rule)
		}
		// A refused action leaves the state untouched, through Apply too.
		before, _ := json.Marshal(st)
		if err := st.Apply(tc.a, rules.NewContext(rules.NewSeededDice(1))); err == nil {
			t.Errorf("%s: Apply accepted it", tc.a)
		}
		if after, _ := json.Marshal(st); string(after) != string(before) {
			t.Errorf("%s: a refused Apply changed the state", tc.a)
		}
	}
}

func TestCloneIsDeep(t *testing.T) {
	_, st := newState(t, "test-hex-flat")
	before, _ := json.Marshal(st)
	c := st.Clone().(*freeplay.State)
	apply(t, c, act("central", "move", "ger-inf/1", "W0707"))
	apply(t, c, act("central", "flip", "ger-inf/2"))
	c.Units.ByID("ger-inf/2").SetFlag("moved")
	apply(t, c, act("central", "end-phase"))
	if after, _ := json.Marshal(st); string(after) != string(before) {
		t.Errorf("changing a clone changed the original")
	}
}

// A whole game of test-hex-flat through the engine, ending phases only.
func TestFullGameEndPhaseOnly(t *testing.T) {
	s := load(t, "test-hex-flat")
	g, err := rules.NewGame(s, nil, 2024, false)
	if err != nil {
		t.Fatal(err)
	}
	n := 0
	for !g.Status().Over {
		side := g.Status().Active[0]
		if _, err := g.Apply(act(side, "end-phase")); err != nil {
			t.Fatalf("end-phase %d: %v", n+1, err)
		}
		n++
		if n > 100 {
			t.Fatal("the game does not end")
		}
	}
	if want := 8 * 2 * 2; n != want {
		t.Errorf("%d phases, want %d (8 turns of 2 operational turns of 2 sides)", n, want)
	}
	st := g.Status()
	if !st.Over || st.Result != "players adjudicate victory after the last turn, H" {
		t.Errorf("status %+v", st)
	}
	if len(g.Legal("central"))+len(g.Legal("allies")) != 0 {
		t.Errorf("legal actions after the end")
	}
	_, err = g.Apply(act("allies", "end-phase"))
	wantRefused(t, err, freeplay.RuleOver, "the game is over")
	// The refusal says it once, then the outcome (not "the game is over:
	// game over after turn H").
	if r := rules.ReasonOf(err); r != "the game is over: players adjudicate victory after the last turn, H" {
		t.Errorf("refusal after the end reads %q", r)
	}
	if len(g.State().(*freeplay.State).Units) != 18 {
		t.Errorf("%d units at the end, want 14 set up and 4 reinforcements", len(g.State().(*freeplay.State).Units))
	}
}

// A game with moves, flips and rolls replays to the same checksum.
func TestReplayChecksum(t *testing.T) {
	s := load(t, "test-hex-flat")
	g, err := rules.NewGame(s, nil, 99, false)
	if err != nil {
		t.Fatal(err)
	}
	st0 := g.State().(*freeplay.State)
	for _, a := range []rules.Action{
		act("central", "move", "ger-inf/1", "W0805"),
		act("central", "roll", "2d6"),
		act("central", "flip", hid(t, st0, "fr-block/1")),
		act("central", "end-phase"),
		act("allies", "reveal", hid(t, st0, "fr-inf/1")),
		act("allies", "move", "fr-inf/1", "test-hex-pointy:0405"),
		act("allies", "roll", "1d20"),
		act("allies", "hide", "brit-cav/1"),
		act("allies", "end-phase"),
	} {
		if _, err := g.Apply(a); err != nil {
			t.Fatalf("%s: %v", a, err)
		}
	}
	want, err := g.Checksum()
	if err != nil {
		t.Fatal(err)
	}
	r, err := rules.Replay(s, g.Options, g.Seed, false, g.Log())
	if err != nil {
		t.Fatal(err)
	}
	if got, _ := r.Checksum(); got != want {
		t.Errorf("replay checksum %s, want %s", got, want)
	}
	if g.Log()[1].Events[0].Roll == nil || len(g.Log()[1].Faces) != 2 {
		t.Errorf("the roll was not logged as a roll: %+v", g.Log()[1])
	}
}

func BenchmarkLegal(b *testing.B) {
	_, st := newState(b, "test-hex-flat")
	for b.Loop() {
		st.Legal("central")
	}
}

func BenchmarkCheckMove(b *testing.B) {
	_, st := newState(b, "test-hex-flat")
	a := act("central", "move", "brit-flyer/1", "test-hex-pointy:0808")
	for b.Loop() {
		if err := st.Check(a); err != nil {
			b.Fatal(err)
		}
	}
}

// Two different seeds name at least one hidden unit differently.
func TestAliasesDifferBetweenSeeds(t *testing.T) {
	s := load(t, "test-hex-flat")
	names := func(seed uint64) map[string]string {
		g, err := rules.NewGame(s, nil, seed, false)
		if err != nil {
			t.Fatal(err)
		}
		st := g.State().(*freeplay.State)
		out := map[string]string{}
		for i, u := range st.Units {
			if u.Hidden {
				out[u.ID] = st.Units.Ref(i)
			}
		}
		return out
	}
	a, b := names(1), names(2)
	if len(a) != 3 || len(b) != 3 {
		t.Fatalf("hidden units %v, %v", a, b)
	}
	differ := false
	for id := range a {
		differ = differ || a[id] != b[id]
	}
	if !differ {
		t.Errorf("seeds 1 and 2 name the hidden units alike: %v", a)
	}
}

// stackedHidden is test-hex-flat with a second face-down German counter, an
// artillery, stacked with the hidden HQ at W1106: listed after the HQ, or
// before it when artFirst.
func stackedHidden(t *testing.T, artFirst bool) *scenarios.Scenario {
	t.Helper()
	s := load(t, "test-hex-flat")
	c := *s
	hq := slices.IndexFunc(s.Setup, func(p *scenarios.Placement) bool { return p.Unit.ID == "ger-hq" })
	art := slices.IndexFunc(s.Setup, func(p *scenarios.Placement) bool { return p.Unit.ID == "ger-art" })
	if hq < 0 || art < 0 || !s.Setup[hq].Hidden || s.Setup[art].Hidden {
		t.Fatal("test-hex-flat changed: want a hidden ger-hq and a face-up ger-art")
	}
	extra := *s.Setup[art]
	extra.Hidden, extra.Map, extra.Cell, extra.Box = true, s.Setup[hq].Map, s.Setup[hq].Cell, nil
	at := hq + 1
	if artFirst {
		at = hq
	}
	c.Setup = slices.Insert(slices.Clone(s.Setup), at, &extra)
	return &c
}

// What the allies see of central's two stacked hidden counters depends on
// their aliases only, never on the order the scenario lists them in: the
// same aliases give the same view, legal actions and log, byte for byte.
// With names or lists by set-up index, swapping the two placements would
// show (the HQ would be hidden:5 in one file and hidden:6 in the other, or
// come first in one list and second in the other).
func TestHiddenStackHidesSetupOrder(t *testing.T) {
	type seen struct{ log, view, legal string }
	play := func(st *freeplay.State) seen {
		var log []string
		// Central moves its HQ off the stack, so the two counters are told
		// apart by where they are, then hands over to the allies.
		hq := st.Units.Ref(st.Units.Index("ger-hq/1")) // as central's view names it
		log = append(log, apply(t, st, act("central", "move", hq, "W1105"))...)
		log = append(log, endPhase(t, st)...)
		v, err := json.Marshal(st.View("allies"))
		if err != nil {
			t.Fatal(err)
		}
		var legal []string
		for _, a := range st.Legal("allies") {
			legal = append(legal, a.String())
		}
		return seen{strings.Join(log, "\n"), string(v), strings.Join(legal, "\n")}
	}
	for seed := uint64(1); seed <= 4; seed++ {
		hqFirst := setUp(t, stackedHidden(t, false), seed)
		artFirst := setUp(t, stackedHidden(t, true), seed)
		if hqFirst.Units.Index("ger-hq/1") > hqFirst.Units.Index("ger-art/1") ||
			artFirst.Units.Index("ger-hq/1") < artFirst.Units.Index("ger-art/1") {
			t.Fatal("the two scenarios list the stack in the same order")
		}
		// The same aliases, whichever order the scenario lists them in.
		swapped := artFirst.Clone().(*freeplay.State)
		for i := range artFirst.Units {
			artFirst.Units[i].Alias = hqFirst.Units.ByID(artFirst.Units[i].ID).Alias
		}
		a, b := play(hqFirst), play(artFirst)
		if a.log != b.log {
			t.Errorf("seed %d: the log depends on the set-up order:\n%s\n--\n%s", seed, a.log, b.log)
		}
		if a.view != b.view {
			t.Errorf("seed %d: the allies' view depends on the set-up order:\n%s\n--\n%s", seed, a.view, b.view)
		}
		if a.legal != b.legal {
			t.Errorf("seed %d: the allies' legal actions depend on the set-up order", seed)
		}
		// The aliases, though, are what tells the two apart: with the HQ's
		// and the artillery's swapped, the allies see a different game.
		hq, art := swapped.Units.ByID("ger-hq/1"), swapped.Units.ByID("ger-art/1")
		if hq.Alias == hqFirst.Units.ByID("ger-hq/1").Alias || art.Alias != hqFirst.Units.ByID("ger-hq/1").Alias {
			t.Fatalf("seed %d: the same seed does not swap the aliases of the swapped placements", seed)
		}
		if c := play(swapped); c.view == a.view || c.log == a.log {
			t.Errorf("seed %d: swapping the aliases changes nothing the allies see", seed)
		}
		for _, secret := range []string{"ger-hq", "ger-art/1"} {
			if strings.Contains(a.view, secret) || strings.Contains(a.legal, secret) || strings.Contains(a.log, secret) {
				t.Errorf("seed %d: the allies can read %s", seed, secret)
			}
		}
	}
}

// Freeplay draws aliases at set-up; the dice of a game seeded with 7 are
// still exactly those of rules.NewSeededDice(7), as before aliases existed.
func TestSetupDrawLeavesTheDiceAlone(t *testing.T) {
	g, err := rules.NewGame(load(t, "test-hex-flat"), nil, 7, false)
	if err != nil {
		t.Fatal(err)
	}
	var faces []int
	for range 4 {
		e, err := g.Apply(act("central", "roll", "3d6"))
		if err != nil {
			t.Fatal(err)
		}
		faces = append(faces, e.Faces...)
	}
	want, _ := rules.NewSeededDice(7).Roll(12, 6)
	if pinned := []int{1, 4, 6, 5, 3, 1, 2, 1, 4, 3, 5, 5}; !slices.Equal(faces, want) || !slices.Equal(faces, pinned) {
		t.Errorf("seed 7 rolled %v, want %v", faces, pinned)
	}
}
