package aanorthafrica

import (
	"slices"
	"testing"

	"sandtable/rules"
	"sandtable/rules/rulestest"
)

// Aircraft "may fly over" the Qattara Depression, not the Great Sand Sea
// nor water, and attack only with moves left to land (A&A Europe). The
// British fighter (move 4) at Cairo: Jalo is 3 spaces by the Qattara
// Depression and Siwa (5 around it), and Siwa, the UK's since the turn
// began, is 1 more: legal. Sirte is 4 away, with nothing left to land.
func TestFighterOverRoughNotSandSea(t *testing.T) {
	st := newMoveState(t)
	toPhase(t, st, 1, UK, PhaseCombatMove)
	ftr := unitIn(t, st, "uk-ftr", "Cairo")
	rulestest.Refused(t, st, act(st, rules.VerbMove, ftr, "Great Sand Sea"), RuleTerrain, "Great Sand Sea is impassable: it may not be moved through nor flown over")
	rulestest.Refused(t, st, act(st, rules.VerbMove, ftr, "Mediterranean"), RuleAircraft, "Cannot fly over water: Mediterranean is sea")
	rulestest.Refused(t, st, act(st, rules.VerbMove, ftr, "Qattara Depression"), RuleTerrain, "aircraft may fly over Qattara Depression but not land or fight there")
	rulestest.RefusedSaying(t, st, act(st, rules.VerbMove, ftr, "Sirte"), RuleAircraft, "no space to land within reach after the attack on Sirte")
	rulestest.RefusedSaying(t, st, act(st, rules.VerbMove, ftr, "Siwa"), RuleAircraft, "only into battles")
	log := rulestest.Do(t, st, act(st, rules.VerbMove, ftr, "Jalo"), nil)
	if !has(log, "Cairo → Qattara Depression → Siwa → Jalo", "combat move") {
		t.Errorf("log %q", log)
	}
	// Non-combat: it lands at Siwa with its last move; Cairo is 3 away.
	toPhase(t, st, 1, UK, PhaseNoncombatMove)
	rulestest.RefusedSaying(t, st, act(st, rules.VerbMove, ftr, "Cairo"), RuleMovement, "Cairo is 3 spaces away")
	rulestest.Do(t, st, act(st, rules.VerbMove, ftr, "Siwa"), nil)
}

// "Cannot land in a space captured during that turn": Italy's tank takes
// Siwa by a blitz; Italy's fighter (3 spaces from Siwa) may not land
// there, but lands at Jalo.
func TestNoLandingInSpaceCapturedThisTurn(t *testing.T) {
	st := newMoveState(t)
	toPhase(t, st, 1, Italy, PhaseCombatMove)
	rulestest.Do(t, st, act(st, rules.VerbMove, unitIn(t, st, "ita-arm", "Jalo"), "Sollum"), nil)
	toPhase(t, st, 1, Italy, PhaseNoncombatMove)
	ftr := unitIn(t, st, "ita-ftr", "Tripoli")
	rulestest.Refused(t, st, act(st, rules.VerbMove, ftr, "Siwa"), RuleAircraft, "Cannot land in a space captured during that turn: Siwa")
	rulestest.Refused(t, st, act(st, rules.VerbMove, ftr, "Cairo"), RuleAircraft, "Cannot land in enemy territory: Cairo")
	rulestest.Do(t, st, act(st, rules.VerbMove, ftr, "Jalo"), nil)
}

// Planes that have not landed when the non-combat move ends are lost:
// Italy's fighter attacks Siwa (3 spaces, 1 left to land at Jalo) and
// stays there.
func TestUnlandedPlaneLost(t *testing.T) {
	st := newMoveState(t)
	toPhase(t, st, 1, Italy, PhaseCombatMove)
	ftr := unitIn(t, st, "ita-ftr", "Tripoli")
	rulestest.Do(t, st, act(st, rules.VerbMove, ftr, "Siwa"), nil)
	toPhase(t, st, 1, Italy, PhaseNoncombatMove)
	rulestest.RefusedSaying(t, st, act(st, rules.VerbMove, ftr, "Tripoli"), RuleMovement, "Tripoli is 3 spaces away")
	if !slices.ContainsFunc(st.Status().Checklist, func(c rules.CheckItem) bool {
		return c.Text == "Land Italian fighter 2-3-4 (at Siwa) or it is lost when the phase ends"
	}) {
		t.Errorf("checklist %+v", st.Status().Checklist)
	}
	log := endPhase(t, st)
	if !has(log, "Italian fighter 2-3-4 at Siwa is destroyed (Aircraft: it found no space to land)") || !st.Units[ftr].Loc.IsEliminated() {
		t.Errorf("fighter at %v; log %q", st.Units[ftr].Loc, log)
	}
}
