package aanorthafrica

import (
	"testing"

	"sandtable/rules"
	"sandtable/rules/rulestest"
)

// "Land units may not pass through these [the Qattara Depression, the
// Jebel Akhdar]"; the Great Sand Sea "may not be moved through NOR flown
// over". Mersa Matruh → Cairo goes by Alexandria, not through the
// Qattara Depression (both 2 spaces).
func TestLandUnitsAndImpassableTerrain(t *testing.T) {
	st := newMoveState(t)
	toPhase(t, st, 1, Italy, PhaseCombatMove)
	tank := unitIn(t, st, "ita-arm", "Jalo")
	rulestest.Refused(t, st, act(st, VerbDash, tank, "Great Sand Sea"), RuleTerrain, "Great Sand Sea is impassable: it may not be moved through nor flown over")
	rulestest.Refused(t, st, act(st, rules.VerbMove, tank, "Great Sand Sea"), RuleTerrain, "Great Sand Sea is impassable: it may not be moved through nor flown over")
	toPhase(t, st, 1, UK, PhaseNoncombatMove)
	uk := unitIn(t, st, "uk-arm", "Mersa Matruh")
	rulestest.Refused(t, st, act(st, rules.VerbMove, uk, "Qattara Depression"), RuleTerrain, "land units may not pass through Qattara Depression (aircraft may fly over it)")
	rulestest.Refused(t, st, act(st, rules.VerbMove, uk, "Mediterranean"), RuleTerrain, "land units cannot enter the sea (Mediterranean)")
	log := rulestest.Do(t, st, act(st, rules.VerbMove, uk, "Cairo"), nil)
	if !has(log, "Mersa Matruh → Alexandria → Cairo") {
		t.Errorf("log %q", log)
	}
}
