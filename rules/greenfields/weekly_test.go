package greenfields

import (
	"slices"
	"strings"
	"testing"

	"sandtable/rules"
	"sandtable/scenarios"
)

// weekScenario is the weekly turn's test scenario: gf-test.toml with
// `[rules] turn = "week"`, two weeks.
const weekScenario = "testdata/gf-week.toml"

// newWeekState is the weekly test scenario's starting state.
func newWeekState(t testing.TB, opts rules.Options) *State {
	t.Helper()
	s, err := scenarios.LoadFile(weekScenario)
	if err != nil {
		t.Fatal(err)
	}
	o := rules.DefaultOptions(s)
	for k, v := range opts {
		o[k] = v
	}
	st, err := Module{}.New(s, o, nil)
	if err != nil {
		t.Fatal(err)
	}
	return st.(*State)
}

// endStep ends the current step as the side acting in it, returning the
// log.
func endStep(t *testing.T, st *State, d *rules.ManualDice) []string {
	t.Helper()
	who := st.activeSides()
	if st.phase().Both && st.secretChoice() != nil {
		// A secret step of both sides: each commits no orders.
		var log []string
		for _, side := range who {
			log = append(log, do(t, st, rules.Action{Side: side, Verb: rules.CommitVerb}, d)...)
		}
		return log
	}
	if len(who) != 1 {
		t.Fatalf("%s: acting %v, want one side", st.phase().ID, who)
	}
	return do(t, st, rules.Action{Side: who[0], Verb: rules.VerbEndPhase}, d)
}

// RuleWeek: "Actions are declared and adjudicated in the following
// sequence": the initiative roll, then the ten steps in the seed's order,
// declared in turn where the seed has "player "A" announces ...,
// followed by player "B"". An assault-only game is unchanged.
func TestWeeklyTenSteps(t *testing.T) {
	if st := newTestState(t, nil); st.Mode != "" || st.phase().ID != PhaseBombardFirst {
		t.Fatalf("assault-only game: mode %q, phase %s", st.Mode, st.phase().ID)
	}
	st := newWeekState(t, nil)
	if st.Mode != ModeWeek || st.Week != 0 || st.phase().ID != PhaseInitiative {
		t.Fatalf("weekly game starts in mode %q week %d phase %s", st.Mode, st.Week, st.phase().ID)
	}
	d := manual(2, 5, 4, 1) // Allies 2, Central Powers 5: the Allies declare first (and next week's roll)
	var seen []string
	var steps []int
	for guard := 0; guard < 40 && st.Week == 0; guard++ {
		ph := st.phase()
		if len(seen) == 0 || seen[len(seen)-1] != ph.ID {
			seen = append(seen, ph.ID)
			if len(steps) == 0 || steps[len(steps)-1] != ph.Step {
				steps = append(steps, ph.Step)
			}
		}
		if st.Status().Prompt == "" && ph.ID != PhaseInitiative {
			t.Errorf("%s: no prompt", ph.ID)
		}
		endStep(t, st, d)
	}
	want := []string{PhaseInitiative, PhaseDeploy, PhaseWorksFirst, PhaseWorksSecond, PhaseRaidsFirst, PhaseRaidsSecond,
		PhaseWeekAir, PhaseWkBombFirst, PhaseWkBombSecond, PhaseGasFirst, PhaseGasSecond, PhaseMinesFirst, PhaseMinesSecond,
		PhaseReplace, PhaseAssaultFirst, PhaseAssaultSecond}
	if !slices.Equal(seen, want) { // attrition passes by itself (automatic)
		t.Errorf("stages played %v\nwant %v", seen, want)
	}
	if !slices.Equal(steps, []int{0, 1, 3, 4, 5, 6, 7, 8, 9, 10}) {
		t.Errorf("steps %v", steps)
	}
	if st.Week != 1 || st.Mode != ModeWeek || st.phase().ID != PhaseInitiative && st.phase().ID != PhaseDeploy {
		t.Errorf("after the week: week %d mode %q phase %s", st.Week, st.Mode, st.phase().ID)
	}
}

// RuleWeek: "Both players dice, and the loser declares their actions
// first during each stage of the turn - eg, player "A" announces trench
// raids, followed by player "B"": rolls 2 v 5, the side with 2 has the
// first raids stage; a tie is rolled again; the roll is logged.
func TestInitiativeLoserDeclaresFirst(t *testing.T) {
	for _, tc := range []struct {
		faces    []int
		declarer string
	}{
		{[]int{2, 5}, Allies},
		{[]int{5, 2}, Central},
		{[]int{3, 3, 6, 1}, Central},
	} {
		st := newWeekState(t, nil)
		d := manual(tc.faces...)
		log := strings.Join(endStep(t, st, d), "\n")
		if st.Declarer != tc.declarer {
			t.Errorf("%v: declarer %q, want %q", tc.faces, st.Declarer, tc.declarer)
		}
		if !strings.Contains(log, "Initiative, Week 1") || !strings.Contains(log, "lose and declare first") {
			t.Errorf("%v: log\n%s", tc.faces, log)
		}
		for st.phase().ID != PhaseRaidsFirst {
			endStep(t, st, d)
		}
		if got := st.activeSides(); !slices.Equal(got, []string{tc.declarer}) {
			t.Errorf("%v: first raids by %v, want %s", tc.faces, got, tc.declarer)
		}
		endStep(t, st, d)
		if got := st.activeSides(); !slices.Equal(got, []string{other(tc.declarer)}) {
			t.Errorf("%v: second raids by %v", tc.faces, got)
		}
	}
}

// RuleWeek and RuleAssaultEnd: "If an assault is made, the game
// instantly switches to the "assault turn" sequence", "The player first
// announcing assault moves first on the first turn"; when "both players
// agree to halt" the assault ends and the next week begins.
func TestOpenAssaultAndBack(t *testing.T) {
	// Suppression lasts the assault (so only the week lifts it).
	st := newWeekState(t, rules.Options{OptSuppression: "assault"})
	faces := []int{2, 5} // the Allies declare first
	for k := 0; k < 200; k++ {
		faces = append(faces, 3+k%2) // never a tie for next week's initiative
	}
	d := manual(faces...)
	for st.phase().ID != PhaseAssaultFirst {
		endStep(t, st, d)
	}
	refusal(t, st, rules.Action{Side: Allies, Verb: "open-assault", Args: []string{"x"}}, RuleWeek, "no arguments")
	do(t, st, rules.Action{Side: Allies, Verb: "open-assault"}, d)
	if st.Mode != ModeAssault || st.First != Allies || st.attacker() != Allies || st.Day != 0 || st.Turn != 0 {
		t.Fatalf("after open-assault: mode %q first %q attacker %q day %d turn %d", st.Mode, st.First, st.attacker(), st.Day, st.Turn)
	}
	if id := st.phase().ID; !slices.Contains([]string{PhaseBombardFirst, PhaseBombardSecond, PhaseMoveFirst}, id) {
		t.Fatalf("assault opens in %s", id)
	}
	if !strings.Contains(st.Status().TurnName, "Week 1, assault day 1") {
		t.Errorf("status turn %q", st.Status().TurnName)
	}
	// A unit suppressed in the assault: the week has no suppression
	// (RULINGS W-1.4).
	st.Units[0].SetFlag(FlagSuppressed)
	// Both sides halt in their reserves steps: the assault ends with the turn.
	var log []string
	for guard := 0; guard < 40 && st.Mode == ModeAssault; guard++ {
		ph := st.phase().ID
		if ph == PhaseAir {
			for _, side := range st.Air.waiting() {
				do(t, st, rules.Action{Side: side, Verb: rules.CommitVerb}, d)
			}
			continue
		}
		if (ph == PhaseReserveFirst || ph == PhaseReserveSecond) && !slices.Contains(st.Halt, st.phaseSide()) {
			do(t, st, rules.Action{Side: st.phaseSide(), Verb: "halt"}, d)
		}
		log = append(log, endStep(t, st, d)...)
	}
	text := strings.Join(log, "\n")
	if st.Mode != ModeWeek || st.Week != 1 || st.Over {
		t.Fatalf("after the halt: mode %q week %d over %v\n%s", st.Mode, st.Week, st.Over, text)
	}
	if !strings.Contains(text, "both sides agreed to halt; back to the weekly turn") || !strings.Contains(text, "Week 2 begins") {
		t.Errorf("log:\n%s", text)
	}
	if st.Units[0].HasFlag(FlagSuppressed) {
		t.Errorf("%s is still suppressed in the weekly turn", st.unitName(0))
	}
}

// passWeek plays the current week through with nothing declared: each
// acting side commits a secret step's orders as they stand, or ends its
// step, until the week (or the game) is over. Seeded dice.
func passWeek(t *testing.T, st *State) {
	t.Helper()
	d := rules.NewSeededDice(3)
	week := st.Week
	for guard := 0; guard < 200 && st.Week == week && !st.Over; guard++ {
		side := st.activeSides()[0]
		a := rules.Action{Side: side, Verb: rules.VerbEndPhase}
		if slices.ContainsFunc(st.Legal(side), func(b rules.Action) bool { return b.Verb == rules.CommitVerb }) {
			a = rules.CommitAction(side)
		}
		do(t, st, a, d)
	}
	if st.Week == week && !st.Over {
		t.Fatalf("week %d did not end", week+1)
	}
}

// "otherwise the agreed number of turns": a weekly game whose weeks are
// played out ends, saying so, with the victory points as they stand.
func TestWeeksRunOut(t *testing.T) {
	st := newWeekState(t, nil)
	passWeek(t, st)
	// The new week's initiative is rolled as it begins; its first step waits.
	if st.Over || st.Week != 1 || st.Declarer == "" || st.phase().ID != PhaseDeploy {
		t.Fatalf("after week 1: over %v, week %d, declarer %q, phase %s", st.Over, st.Week+1, st.Declarer, st.phase().ID)
	}
	passWeek(t, st)
	if !st.Over || !strings.Contains(st.Result, "the scenario's weeks are over") {
		t.Fatalf("after the last week: over %v, result %q", st.Over, st.Result)
	}
}
