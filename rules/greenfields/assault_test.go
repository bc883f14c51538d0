package greenfields

import (
	"strings"
	"testing"

	"sandtable/rules"
)

// endTurn ends the current assault turn from the Allies' reserves phase
// (they act second on turn 1) and returns the log.
func endTurnLog(t *testing.T, st *State) []string {
	t.Helper()
	toPhase(t, st, PhaseReserveSecond)
	return do(t, st, act(Allies, "end-phase"), nil)
}

// 003 Ending the assault: "An "assault" is declared at an end when both
// players agree to halt".
func TestHaltNeedsBothSidesInOneTurn(t *testing.T) {
	st := newTestState(t, nil)
	toPhase(t, st, PhaseReserveFirst)
	do(t, st, act(Central, "halt"), nil)
	refusal(t, st, act(Central, "halt"), RuleAssaultEnd, "already asked to halt this turn")
	endTurnLog(t, st) // the Allies do not agree
	if st.Over || st.Halt != nil {
		t.Fatalf("one side's halt ends nothing and lapses with the turn: over %v, halt %v", st.Over, st.Halt)
	}
	toPhase(t, st, PhaseReserveFirst)
	do(t, st, act(st.First, "halt"), nil)
	toPhase(t, st, PhaseReserveSecond)
	do(t, st, act(other(st.First), "halt"), nil)
	lines := do(t, st, act(other(st.First), "end-phase"), nil)
	if !st.Over || !strings.Contains(st.Result, "both sides agreed to halt") {
		t.Fatalf("over %v result %q\n%s", st.Over, st.Result, strings.Join(lines, "\n"))
	}
}

// "... or when 50% of the attacking player's troops have become
// suppressed." The Germans attack with six units on the table (three
// regiments, guns, cavalry, a reserve regiment; the balloon and aircraft
// are not troops).
func TestHalfTheAttackerSuppressedEndsTheAssault(t *testing.T) {
	st := newTestState(t, nil)
	addUnit(t, st, "ger-res", "S6")
	for k := 1; k <= 2; k++ {
		st.Units[unit(t, st, "ger-reg", k)].SetFlag(FlagSuppressed)
	}
	st.Units[unit(t, st, "ger-balloon", 1)].SetFlag(FlagSuppressed)
	endTurnLog(t, st)
	if st.Over {
		t.Fatalf("2 of 6 suppressed (the balloon is no troop): the assault goes on; %q", st.Result)
	}
	// The turn's start lifted that suppression (RULINGS.md); now 3 of 6.
	if st.suppressed(unit(t, st, "ger-reg", 1)) {
		t.Fatal("suppression lasts until the next assault turn starts")
	}
	for _, typ := range []string{"ger-reg", "ger-cav", "ger-fa"} {
		st.Units[unit(t, st, typ, 1)].SetFlag(FlagSuppressed)
	}
	toPhase(t, st, PhaseReserveSecond)
	do(t, st, act(other(st.First), "end-phase"), nil)
	if !st.Over || !strings.Contains(st.Result, "3 of the Germans' 6 units") {
		t.Fatalf("3 of 6 suppressed ends the assault: over %v %q", st.Over, st.Result)
	}
}

// A routing unit stays suppressed "continuing to flee until it
// successfully makes two hits with a morale roll".
func TestRoutingStaysSuppressed(t *testing.T) {
	st := newTestState(t, nil)
	w := unit(t, st, "bef-inf", 1)
	r := unit(t, st, "fr-inf", 1)
	st.Units[w].SetFlag(FlagSuppressed)
	st.Units[r].SetFlag(FlagSuppressed)
	st.Units[r].SetFlag(FlagRouting)
	lines := endTurnLog(t, st)
	if st.suppressed(w) || !st.suppressed(r) {
		t.Fatalf("wavering %v routing %v: want the first recovered, the second still suppressed\n%s", st.suppressed(w), st.suppressed(r), strings.Join(lines, "\n"))
	}
}

// The seed never says when suppression ends; the scenario option
// "suppression" chooses (RULINGS.md). With "assault" a wavering unit's
// suppression outlasts the turn (and the next), and a routing unit that
// rallies "stops fleeing" but stays suppressed; with the default "turn"
// the wavering unit recovers as the next turn starts.
func TestSuppressionOption(t *testing.T) {
	for _, tc := range []struct {
		opt           string
		wantWavering  bool // still suppressed after the turn's end
		wantRoutingOK bool // the routing unit is still suppressed
	}{
		{"", false, true},
		{SuppressionTurn, false, true},
		{SuppressionAssault, true, true},
	} {
		var opts map[string]any
		if tc.opt != "" {
			opts = map[string]any{OptSuppression: tc.opt}
		}
		st := newTestState(t, opts)
		w := unit(t, st, "bef-inf", 1)
		r := unit(t, st, "fr-inf", 1)
		st.Units[w].SetFlag(FlagSuppressed)
		st.Units[r].SetFlag(FlagSuppressed)
		st.Units[r].SetFlag(FlagRouting)
		endTurnLog(t, st)
		if st.suppressed(w) != tc.wantWavering || st.suppressed(r) != tc.wantRoutingOK {
			t.Fatalf("option %q after one turn: wavering suppressed %v (want %v), routing suppressed %v (want %v)",
				tc.opt, st.suppressed(w), tc.wantWavering, st.suppressed(r), tc.wantRoutingOK)
		}
		// The routing unit rallies; a turn later only "assault" keeps it suppressed.
		st.Units[r].ClearFlag(FlagRouting)
		toPhase(t, st, PhaseReserveSecond)
		do(t, st, act(other(st.First), "end-phase"), nil)
		if st.suppressed(r) != (tc.opt == SuppressionAssault) || st.suppressed(w) != tc.wantWavering {
			t.Fatalf("option %q after the rally and another turn: rallied suppressed %v, wavering suppressed %v",
				tc.opt, st.suppressed(r), st.suppressed(w))
		}
	}
}

// An unknown value of the option is refused with the option named.
func TestSuppressionOptionRefused(t *testing.T) {
	s := loadTest(t)
	o := rules.DefaultOptions(s)
	o[OptSuppression] = "forever"
	_, err := Module{}.New(s, o, nil)
	if err == nil || !strings.Contains(err.Error(), `option suppression = "forever"`) {
		t.Fatalf("want the option refused by name, got %v", err)
	}
}

// The reserves checklist says when the other side has asked to halt, so
// the side may agree ("when both players agree to halt").
func TestHaltChecklist(t *testing.T) {
	st := newTestState(t, nil)
	toPhase(t, st, PhaseReserveFirst)
	if !checklistHas(st, "Ask to halt the assault") {
		t.Fatalf("checklist %v: want the halt offered", st.Status().Checklist)
	}
	do(t, st, act(st.First, "halt"), nil)
	toPhase(t, st, PhaseReserveSecond)
	if !checklistHas(st, "ask to halt the assault: agree (halt)") {
		t.Fatalf("checklist %v: want the other side's request shown", st.Status().Checklist)
	}
}

func checklistHas(st *State, text string) bool {
	for _, c := range st.Status().Checklist {
		if contains(c.Text, text) {
			return true
		}
	}
	return false
}
