package kit

import (
	"sandtable/scenarios"

	"sandtable/rules"
)

// TakeLoss takes one step loss from u: it moves to its next (weaker) step,
// or, when it was at its last step, is eliminated (moved to Eliminated,
// keeping its last step). It reports whether u was eliminated.
func TakeLoss(s *scenarios.Scenario, u *rules.Unit) (eliminated bool) {
	return TakeLosses(s, u, 1)
}

// TakeLosses takes n step losses from u (n <= 0 does nothing), eliminating
// it if n is more than it has left; it reports whether u was eliminated.
func TakeLosses(s *scenarios.Scenario, u *rules.Unit, n int) (eliminated bool) {
	if n <= 0 || u.Loc.IsEliminated() {
		return false
	}
	last := rules.StepCount(s, u) - 1
	if u.Step+n > last {
		u.Step = max(last, 0)
		u.Loc = rules.Eliminated
		return true
	}
	u.Step += n
	return false
}

// StepsLeft is how many step losses u can take before the one that
// eliminates it: 0 for a unit at its last step.
func StepsLeft(s *scenarios.Scenario, u *rules.Unit) int {
	return max(rules.StepCount(s, u)-1-u.Step, 0)
}

// NextStep is the step after u's current one, cycling back to full strength
// after the last: what turning a counter over (or a block a quarter turn)
// shows next. A one-step unit stays at 0.
func NextStep(s *scenarios.Scenario, u *rules.Unit) int {
	n := rules.StepCount(s, u)
	if n <= 1 {
		return 0
	}
	return (u.Step + 1) % n
}
