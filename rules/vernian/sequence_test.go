package vernian

import "testing"

// 000 New Operational Turn Sequence of Play: each phase belongs to one
// side; the other's actions are refused, naming the phase and the side.
func TestOnlyThePhasingSideActs(t *testing.T) {
	st := fresh(t, nil, PhaseGerMovement)
	wantRefused(t, st, act(Allies, "end-phase"), "German Ground Movement and Disembarkation Phase: the Allies do not act now", RuleTurn)
	wantRefused(t, st, act("french", "end-phase"), `no side "french"`, RuleTurn)
}
