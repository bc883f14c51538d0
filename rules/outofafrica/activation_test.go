package outofafrica

import (
	"slices"
	"strings"
	"testing"

	"sandtable/rules"
	"sandtable/rules/rulestest"
)

// lane4Scenario is lane 4's test scenario: the shared set-up on a map with
// the Janissary Zone's reach, more counters in the pools, and lane 4's
// [rules] keys.
const lane4Scenario = "testdata/oa-lane4.toml"

func init() {
	targeted[VerbActivate] = func(t *testing.T) *rules.Game {
		st := opsState(t, CP, 4)
		return rulestest.PositionGame(t, lane4Scenario, st)
	}
	targeted[rules.VerbMove] = func(t *testing.T) *rules.Game {
		st := opsState(t, AP, 4)
		act(t, st, "Sinai", UseMove)
		return rulestest.PositionGame(t, lane4Scenario, st)
	}
}

// opsState is lane 4's scenario in side's first action round with points
// OPS to spend (as lane 3's play for OPS gives them).
func opsState(t testing.TB, side string, points int) *State {
	t.Helper()
	st := stateOf(t, lane4Scenario)
	st.Phase, st.Round, st.Side, st.Turn = PhaseAction, 1, side, 1
	if err := beginPoints(st, rules.NewContext(nil), side, ForOps, points, "test card for OPS"); err != nil {
		t.Fatal(err)
	}
	return st
}

// put moves a unit of type typ from its force pool (or wherever it is off
// the map) to space and returns it.
func put(t testing.TB, st *State, typ, space string) int {
	t.Helper()
	for i, u := range st.Units {
		if u.Type == typ && !u.Loc.OnMap() {
			st.Units[i].Loc = st.Loc(space)
			return i
		}
	}
	t.Fatalf("no %s left off the map", typ)
	return -1
}

// emptySpace takes every unit out of space (to the dead pile).
func emptySpace(st *State, space string) {
	for _, i := range st.At(space) {
		st.Units[i].Loc = rules.BoxLocation(st.fixed.m, st.fixed.m.Box(BoxDead))
	}
}

// act activates space for use, checked, and returns the log.
func act(t testing.TB, st *State, space, use string) []string {
	t.Helper()
	return applyChecked(t, st, rules.Action{Side: st.Side, Verb: VerbActivate, Args: []string{space, use}})
}

// refusal is st's refusal of a, failing t when a is legal.
func refusal(t testing.TB, st *State, a rules.Action) *rules.Refusal {
	t.Helper()
	err := st.Check(a)
	if err == nil {
		t.Fatalf("%s %v: legal, want refused", a.Verb, a.Args)
	}
	r, ok := err.(*rules.Refusal)
	if !ok {
		t.Fatalf("%s %v: %v is not a refusal", a.Verb, a.Args, err)
	}
	return r
}

// wantRefused checks that a is refused citing rule with a reason holding
// words, and that it is not in the legal list.
func wantRefused(t testing.TB, st *State, a rules.Action, rule, words string) {
	t.Helper()
	r := refusal(t, st, a)
	if r.Rule != rule || !strings.Contains(r.Reason, words) {
		t.Errorf("%s %v refused (%s) %q; want rule %q and a reason with %q", a.Verb, a.Args, r.Rule, r.Reason, rule, words)
	}
	if slices.ContainsFunc(st.Legal(a.Side), a.Equal) {
		t.Errorf("%s %v refused but listed", a.Verb, a.Args)
	}
}

// TestActivationCost: "Draka forces are considered to be part of the
// British Empire for nationality considerations" (L127), and Sandtable's
// default cost is 1 OPS a space plus 1 per nationality beyond the first.
// Sinai holds 2 Draka corps; with a British corps added it is still one
// nationality (1 OPS); Port Said with a Draka and a Russian corps is two
// (2 OPS).
func TestActivationCost(t *testing.T) {
	st := opsState(t, AP, 3)
	put(t, st, "br-corps", "Sinai")
	put(t, st, "dr-corps", "Port Said")
	put(t, st, "ru-corps", "Port Said")
	a := rules.Action{Side: AP, Verb: VerbActivate, Args: []string{"Sinai", UseMove}}
	if d, _ := st.Describe(a, AP); d != "Activate Sinai for movement (1 OPS)" {
		t.Errorf("describe %q", d)
	}
	log := act(t, st, "Sinai", UseMove)
	if d, _ := st.Describe(a, AP); d != "Activate Sinai for movement" {
		t.Errorf("describe once done (the log panel) %q: want no cost", d)
	}
	if st.Moves.Ops.Points != 2 || !strings.Contains(strings.Join(log, "\n"), "activate Sinai for movement (1 OPS); 2 OPS left") {
		t.Errorf("Sinai: %d OPS left, log %q; want 2 left (1 OPS: Draka and British one nationality)", st.Moves.Ops.Points, log)
	}
	log = act(t, st, "Port Said", UseMove)
	if st.Moves.Ops.Points != 0 || !strings.Contains(strings.Join(log, "\n"), "2 OPS: 1 for the space, 1 for 2 nationalities (Draka, Russia)") {
		t.Errorf("Port Said: %d OPS left, log %q; want 0 left (2 OPS)", st.Moves.Ops.Points, log)
	}
	wantRefused(t, st, rules.Action{Side: AP, Verb: VerbActivate, Args: []string{"Cairo", UseMove}}, RuleActivation, "costs 1 OPS, and 0 OPS are left")
}

// TestActivateRefusals: a space once, only with units that may be
// activated, for attack only next to enemy units; nothing without OPS.
func TestActivateRefusals(t *testing.T) {
	st := opsState(t, AP, 4)
	a := func(sp, use string) rules.Action {
		return rules.Action{Side: AP, Verb: VerbActivate, Args: []string{sp, use}}
	}
	// Sinai's Draka corps are next to the Turkish corps in Gaza.
	act(t, st, "Sinai", UseAttack)
	wantRefused(t, st, a("Sinai", UseMove), RuleActivation, "Sinai is already activated for attack")
	wantRefused(t, st, a("Cairo", UseAttack), RuleActivation, "no enemy units stand next to Cairo that its units may attack")
	wantRefused(t, st, a("Gaza", UseMove), RuleActivation, "no unit of the Allies in Gaza")
	if !slices.Contains(st.Moves.Ops.Attackers, unitAt(t, st, "dr-corps", "Sinai")) {
		t.Error("the Sinai corps are not among the attackers")
	}
	// The Central Powers have no operations in the Allies' round.
	if r := refusal(t, st, rules.Action{Side: CP, Verb: VerbActivate, Args: []string{"Gaza", UseMove}}); r.Rule != RuleTurn {
		t.Errorf("CP activating in the Allies' round: %v, want the turn rule", r)
	}
	// Without a play for OPS there is nothing to activate.
	st2 := stateOf(t, lane4Scenario)
	st2.Phase, st2.Round, st2.Side = PhaseAction, 1, AP
	wantRefused(t, st2, a("Sinai", UseMove), RuleActivation, "no OPS to spend now")
}

// TestNEAttackLimit: with [rules.activation] ne_attack_spaces = 1 (the
// base game's 9.2.7) the Central Powers may not activate a second Near
// East space for attack; "The Allied Player is no longer restricted by
// 9.2.7" (L150; ruling OA-43): the Allies may.
func TestNEAttackLimit(t *testing.T) {
	st := opsState(t, CP, 4)
	st.fixed.r.Activation.NEAttackSpaces = 1
	put(t, st, "dr-corps", "Beersheba") // next to Gaza and Jerusalem
	put(t, st, "tu-corps", "Jerusalem")
	act(t, st, "Gaza", UseAttack)
	wantRefused(t, st, rules.Action{Side: CP, Verb: VerbActivate, Args: []string{"Jerusalem", UseAttack}}, RuleNearEast, "only 1 space(s) may be activated for attack in the Near East")

	st = opsState(t, AP, 4)
	st.fixed.r.Activation.NEAttackSpaces = 1
	put(t, st, "dr-corps", "Jerusalem") // next to the Turks in Gaza, as Sinai is
	act(t, st, "Sinai", UseAttack)
	act(t, st, "Jerusalem", UseAttack)
}

// TestOpsEndWithTheRound: OPS not spent are lost at the end of the round.
func TestOpsEndWithTheRound(t *testing.T) {
	st := opsState(t, CP, 3)
	log := endPhase(t, st)
	if st.Moves.Ops != nil {
		t.Errorf("operations still under way after the round: %+v", st.Moves.Ops)
	}
	if !strings.Contains(strings.Join(log, "\n"), "Central Powers: 3 OPS unspent") {
		t.Errorf("log %q: want the unspent OPS logged", log)
	}
}

// TestOneZoneAttackAfter49: "Once this event has been played, only one
// Allied stack per action can be activated for an attack in the Janissary
// Zone" (L635): with #49 played, Sinai activated for attack, Jerusalem
// (next to Gaza's Turks too) may not be.
func TestOneZoneAttackAfter49(t *testing.T) {
	st := opsState(t, AP, 4)
	st.Moves.OneZoneAttack = true
	put(t, st, "dr-corps", "Jerusalem")
	act(t, st, "Sinai", UseAttack)
	wantRefused(t, st, rules.Action{Side: AP, Verb: VerbActivate, Args: []string{"Jerusalem", UseAttack}}, RuleNearEast, "only one Allied stack per action may be activated for an attack in the Janissary Zone, and Sinai is")
	act(t, st, "Jerusalem", UseMove)
}

// TestActivateAttackTargets: a space is activated for attack only with a
// target its units may attack: a J corps in Villach next to an Austrian
// corps in Innsbruck (outside the Janissary Zone) has none (ruling
// OA-21: attacking is operating); a Draka CF corps there has one.
func TestActivateAttackTargets(t *testing.T) {
	st := opsState(t, AP, 4)
	put(t, st, "ah-corps", "Innsbruck")
	put(t, st, "dr-j-corps", "Villach")
	wantRefused(t, st, rules.Action{Side: AP, Verb: VerbActivate, Args: []string{"Villach", UseAttack}}, RuleActivation, "no enemy units stand next to Villach that its units may attack")
	st = opsState(t, AP, 4)
	put(t, st, "ah-corps", "Innsbruck")
	put(t, st, "dr-corps", "Villach")
	act(t, st, "Villach", UseAttack)
}
