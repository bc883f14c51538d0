package outofafrica

import (
	"strings"
	"testing"

	"sandtable/rules"
)

// cardDice are dice that roll faces.
func cardDice(faces ...int) rules.Dice {
	d := &rules.ManualDice{}
	d.Enter(faces...)
	return d
}

// "Once per turn, up to Winter 1917, a player may elect to roll a die and
// take the total on it for OPS or SRs" (L125): in turn 1 the CP roll a 5
// for OPS (5 OPS), and in their next round the die action is refused
// citing the rule; the Allies still have theirs.
func TestDieOncePerTurn(t *testing.T) {
	st := newCardsState(t)
	beginCards(t, st)
	ctx := applyWithDice(t, st, rules.Action{Side: CP, Verb: "roll-die", Args: []string{"ops"}}, cardDice(5))
	if st.Tracks.Points != 5 || !st.Tracks.Acted {
		t.Fatalf("OPS %d acted %v, want 5 and true", st.Tracks.Points, st.Tracks.Acted)
	}
	if o := st.Moves.Ops; o == nil || o.Side != CP || o.Points != 5 {
		t.Fatalf("the operations opened: %+v, want the CP's with 5 OPS", o)
	}
	if r := ctx.Events()[0].Roll; r == nil || len(r.Dice) != 1 || r.Result != "5 OPS" {
		t.Fatalf("logged %v", ctx.Events())
	}
	// The same round: the action is taken.
	if r := cardRefusal(t, st, rules.Action{Side: CP, Verb: "roll-die", Args: []string{"sr"}}); r.Rule != RuleActions {
		t.Fatalf("a second action in the round: %v", r)
	}
	endPhase(t, st) // CP round 1 ends
	if err := st.Check(rules.Action{Side: AP, Verb: "roll-die", Args: []string{"sr"}}); err != nil {
		t.Fatalf("the Allies' die: %v", err)
	}
	applyChecked(t, st, rules.Action{Side: AP, Verb: "play", Args: []string{st.Cards.Hands[AP][0], "sr"}})
	endPhase(t, st) // AP round 1 ends
	r := cardRefusal(t, st, rules.Action{Side: CP, Verb: "roll-die", Args: []string{"ops"}})
	if r.Rule != RuleDie || !strings.Contains(r.Reason, "once per turn") {
		t.Fatalf("the second die action of turn 1: %v, want a refusal citing %q", r, RuleDie)
	}
}

// "Starting Spring 1918, both sides may start rolling 2 dice and using
// half (rounded down) on any action phase" (L125; rulings OA-30, OA-31):
// in turn 17, 2d6 [5 2] = 7 gives 3 SR, and the die may be rolled again
// in the next round: [6 6] = 12 gives 6 OPS.
func TestTwoDiceHalvedFromSpring1918(t *testing.T) {
	st := newCardsState(t)
	beginCards(t, st)
	st.Turn = 17
	applyWithDice(t, st, rules.Action{Side: CP, Verb: "roll-die", Args: []string{"sr"}}, cardDice(5, 2))
	if st.Tracks.Points != 3 {
		t.Fatalf("SR %d, want 3 (half of 7 rounded down)", st.Tracks.Points)
	}
	if text, _ := st.Describe(rules.Action{Side: AP, Verb: "roll-die", Args: []string{"ops"}}, AP); text != "Roll two dice for OPS (half the total)" {
		t.Fatalf("describe %q", text)
	}
	endPhase(t, st)
	applyChecked(t, st, rules.Action{Side: AP, Verb: "play", Args: []string{st.Cards.Hands[AP][0], "ops"}})
	endPhase(t, st)
	applyWithDice(t, st, rules.Action{Side: CP, Verb: "roll-die", Args: []string{"ops"}}, cardDice(6, 6))
	if st.Tracks.Points != 6 {
		t.Fatalf("OPS %d, want 6", st.Tracks.Points)
	}
}

// Turn 16 (Winter 1917/18) is still the one-die turn (OA-30).
func TestDieUntilWinter1917(t *testing.T) {
	st := newCardsState(t)
	beginCards(t, st)
	st.Turn = 16
	applyWithDice(t, st, rules.Action{Side: CP, Verb: "roll-die", Args: []string{"ops"}}, cardDice(4))
	if st.Tracks.Points != 4 || !st.Tracks.DieUsed[CP] {
		t.Fatalf("turn 16: OPS %d, used %v", st.Tracks.Points, st.Tracks.DieUsed)
	}
}

// An action round may not end before its action: end-phase is refused
// citing the rule until the CP play, roll or pass.
func TestRoundNeedsAnAction(t *testing.T) {
	st := newCardsState(t)
	beginCards(t, st)
	r := cardRefusal(t, st, rules.Action{Side: CP, Verb: rules.VerbEndPhase})
	if r.Rule != RuleActions || !strings.Contains(r.Reason, "play a card") {
		t.Fatalf("end-phase before the action: %v", r)
	}
	if r := cardRefusal(t, st, rules.Action{Side: CP, Verb: "pass"}); r.Rule != RuleActions || !strings.Contains(r.Reason, "no card in hand") {
		t.Fatalf("a pass with cards in hand: %v", r)
	}
	applyChecked(t, st, rules.Action{Side: CP, Verb: "play", Args: []string{st.Cards.Hands[CP][0], "ops"}})
	if err := st.Check(rules.Action{Side: CP, Verb: rules.VerbEndPhase}); err != nil {
		t.Fatalf("end-phase after a play: %v", err)
	}
}
