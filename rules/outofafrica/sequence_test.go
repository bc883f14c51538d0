package outofafrica

import (
	"slices"
	"strings"
	"testing"

	"sandtable/rules"
)

// The game opens in the start stage, the Central Powers to begin turn 1
// (sequence.go: New may not roll, so turn 1's mandated offensives run
// inside the first action).
func TestStartStage(t *testing.T) {
	st := newTestState(t)
	if st.Phase != PhaseStart || st.Turn != 1 {
		t.Fatalf("New: phase %q turn %d, want %q turn 1", st.Phase, st.Turn, PhaseStart)
	}
	if got := st.Status().Active; !slices.Equal(got, []string{CP}) {
		t.Fatalf("active %v, want [cp]", got)
	}
	if err := st.Check(rules.Action{Side: AP, Verb: rules.VerbEndPhase}); err == nil {
		t.Fatal("the Allies may end the start stage")
	} else if r, ok := err.(*rules.Refusal); !ok || r.Rule != RuleTurn || !strings.Contains(r.Reason, "the Allies do not act now") {
		t.Fatalf("refusal %v, want %q citing %q", err, "the Allies do not act now", RuleTurn)
	}
	begin := rules.Action{Side: CP, Verb: rules.VerbEndPhase}
	if text, ok := st.Describe(begin, CP); !ok || text != "Begin turn 1 (Aug 1914)" {
		t.Fatalf("the start's end-phase reads %q", text)
	}
	log := endPhase(t, st)
	if err := st.Check(rules.Action{Side: AP, Verb: rules.VerbEndPhase}); err == nil || !strings.Contains(err.Error(), "it is the Action round 1 (Central Powers), Aug 1914: the Allies do not act now") {
		t.Fatalf("the Allies ending the CP's round: %v", err)
	}
	// Mandated offensives pass by themselves, then the CP's round 1.
	if st.Phase != PhaseAction || st.Round != 1 || st.Side != CP {
		t.Fatalf("after the start: %s, round %d, side %q", st.Phase, st.Round, st.Side)
	}
	if want := []string{"Turn 1: Aug 1914", "Action round 1: Central Powers"}; !slices.Equal(log, want) {
		t.Fatalf("log %q, want %q", log, want)
	}
}

// "always play seven (not six) actions on every turn" (L125): with
// [rules.turn] actions left at its default, each side has seven action
// rounds, the Central Powers first in each, then attrition and war status
// pass by themselves to the sieges (CP then Allies), the replacement
// phase (Allies then CP), and the draw passes to turn 2.
func TestSevenActionRounds(t *testing.T) {
	st := newTestState(t)
	endPhase(t, st)
	var rounds []string
	for st.Phase == PhaseAction {
		rounds = append(rounds, st.phaseName())
		endPhase(t, st)
	}
	if len(rounds) != 14 {
		t.Fatalf("%d action rounds, want 7 each: %q", len(rounds), rounds)
	}
	for i, name := range rounds {
		side := "Central Powers"
		if i%2 == 1 {
			side = "Allies"
		}
		if want := "Action round " + string(rune('1'+i/2)) + " (" + side + ")"; name != want {
			t.Fatalf("round %d is %q, want %q", i, name, want)
		}
	}
	var parts []string
	for st.Turn == 1 {
		parts = append(parts, st.phaseName())
		endPhase(t, st)
	}
	want := []string{"Sieges (Central Powers)", "Sieges (Allies)", "Replacement phase (Allies)", "Replacement phase (Central Powers)"}
	if !slices.Equal(parts, want) {
		t.Fatalf("after the action rounds: %q, want %q", parts, want)
	}
	if st.Phase != PhaseAction || st.Round != 1 || st.Side != CP || st.Turn != 2 {
		t.Fatalf("turn 2 begins at %s round %d side %q turn %d", st.Phase, st.Round, st.Side, st.Turn)
	}
}

// The game ends after [rules] last_turn (3 in the test scenario), judged
// by VP (victory.go): the track starts at 10, and Belgrade (Serbian,
// 1 VP), which no Allied supply reaches on the test map, passes to the
// Central Powers at the first attrition (+1): 11 VP, a draw on the seed's
// first table (10 or 11).
func TestGameEndsAfterLastTurn(t *testing.T) {
	st := newTestState(t)
	n := 0
	for !st.Over {
		endPhase(t, st)
		if n++; n > 1000 {
			t.Fatal("the game does not end")
		}
	}
	if st.Turn != 3 || st.Winner != "" || !strings.HasPrefix(st.Result, "draw: 11 VP at the end of Fall 1914") {
		t.Fatalf("ended on turn %d, winner %q: %q", st.Turn, st.Winner, st.Result)
	}
	// 1 start + 3 turns × (14 rounds + 2 sieges + 2 replacements).
	if n != 1+3*18 {
		t.Fatalf("%d end-phases, want %d", n, 1+3*18)
	}
	if err := st.Check(rules.Action{Side: CP, Verb: rules.VerbEndPhase}); err == nil || err.(*rules.Refusal).Rule != RuleGameEnd {
		t.Fatalf("after the end: %v, want a refusal citing %q", err, RuleGameEnd)
	}
}

// [rules.turn] phases orders a turn's phases; an unknown phase is an error
// naming the key.
func TestTurnPhasesData(t *testing.T) {
	st := stateWithRules(t, `[rules.turn]
phases = ["action", "replacement"]
actions = 1
`)
	endPhase(t, st)
	var got []string
	for st.Turn == 1 {
		got = append(got, st.phaseName())
		endPhase(t, st)
	}
	want := []string{"Action round 1 (Central Powers)", "Action round 1 (Allies)", "Replacement phase (Allies)", "Replacement phase (Central Powers)"}
	if !slices.Equal(got, want) {
		t.Fatalf("turn 1: %q, want %q", got, want)
	}
	err := rulesError(t, `[rules.turn]
phases = ["action", "lunch"]
`)
	if !strings.Contains(err, `rules.turn.phases`) || !strings.Contains(err, `no phase "lunch"`) {
		t.Fatalf("error %q", err)
	}
}
