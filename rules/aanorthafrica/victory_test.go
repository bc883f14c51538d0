package aanorthafrica

import (
	"strings"
	"testing"
)

// "Capture the enemy capital": a side controlling the enemy capital when
// its combat phase ends wins (ruling N-14).
func TestCapitalCaptureEndsGame(t *testing.T) {
	st := newTestState(t)
	endPhase(t, st) // Italy's purchase
	endPhase(t, st) // combat move
	if st.Phase != PhaseCombat {
		t.Fatalf("phase %s, want combat", st.Phase)
	}
	st.Owner["Alexandria"] = Italy // as if taken in this combat
	endPhase(t, st)
	if !st.Over || st.Winner != Axis || !strings.Contains(st.Result, "Alexandria") {
		t.Fatalf("over %v, winner %q, result %q: want an Axis win at Alexandria", st.Over, st.Winner, st.Result)
	}
	if st.Status().Active != nil {
		t.Errorf("a side acts after the game's end: %v", st.Status().Active)
	}
}

// Holding the enemy capital outside a combat phase's end does not win
// yet: the check is at the end of combat.
func TestCapitalCheckedAtCombatEnd(t *testing.T) {
	st := newTestState(t)
	st.Owner["Alexandria"] = Italy
	endPhase(t, st) // Italy's purchase
	if st.Over {
		t.Fatal("the game ended before the combat phase ended")
	}
}

// The rounds limit: after round 3 (the test scenario's) the side whose
// spaces are worth more wins: the Allies, 13 to the Axis' 11.
func TestRoundsLimit(t *testing.T) {
	st := newTestState(t)
	for n := 0; !st.Over; n++ {
		if n > 3*3*5 {
			t.Fatal("the game did not end after 3 rounds")
		}
		endPhase(t, st)
	}
	if st.Round != 3 || st.Winner != Allies || !strings.Contains(st.Result, "13 IPCs to the Axis' 11") {
		t.Fatalf("round %d, winner %q, result %q", st.Round, st.Winner, st.Result)
	}
}
