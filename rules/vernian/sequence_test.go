package vernian

import (
	"testing"
)

// 000 New Operational Turn Sequence of Play: each phase belongs to one
// side; the other's actions are refused, naming the phase and the side.
func TestOnlyThePhasingSideActs(t *testing.T) {
	st := fresh(t, nil, PhaseGerMovement)
	wantRefused(t, st, act(Allies, "end-phase"), RuleTurn, "German Ground Movement and Disembarkation Phase: the Allies do not act now", RuleTurn)
	wantRefused(t, st, act("french", "end-phase"), RuleTurn, `no side "french"`, RuleTurn)
}

// Option operational_turns: how many operational turns a Strategic Turn
// has (RULINGS.md Turn structure).
func TestOptionOperationalTurns(t *testing.T) {
	for _, n := range []int{1, 3} {
		st := fresh(t, map[string]any{OptOperationalTurns: n}, PhaseGerMovement)
		subs := map[int]bool{}
		for st.Clock.Turn == 0 {
			subs[st.Clock.Sub] = true
			toPhase(t, st, PhaseAllAttrition)
			endPhase(t, st)
		}
		if len(subs) != n || st.Status().SubTurns != n {
			t.Errorf("operational_turns %d: %d operational turns in A (status says %d)", n, len(subs), st.Status().SubTurns)
		}
	}
}
