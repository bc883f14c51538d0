package aanorthafrica

import (
	"testing"

	"sandtable/rules"
	"sandtable/rules/rulestest"
)

// "move them one additional space ... for a total of 2 spaces ... a
// penalty of no combat- or non-combat movement during their controller's
// next turn ... they may still defend while serving their penalty ...
// After that they are considered to be refueled and can be turned
// upright". Italian infantry dashes Tripoli → Sirte → Jalo in round 1
// (Sirte → Jalo is off the road: the penalty applies); round 2 is its
// penalty turn; it is upright as Italy's round 3 turn starts.
func TestInfantryDashThenOutOfGas(t *testing.T) {
	st := newMoveState(t)
	toPhase(t, st, 1, Italy, PhaseNoncombatMove)
	inf := unitIn(t, st, "ita-inf", "Tripoli")
	rulestest.RefusedSaying(t, st, act(st, rules.VerbMove, inf, "Jalo"), RuleMech, "needs a mechanized move (dash)")
	log := rulestest.Do(t, st, act(st, VerbDash, inf, "Jalo"), nil)
	if !has(log, "Tripoli → Sirte → Jalo") || !has(log, "mechanized move", "out of gas until Italy's turn in round 3") {
		t.Errorf("log %q", log)
	}
	if !turned(st, Allies, inf) || !turned(st, Axis, inf) {
		t.Errorf("the dashed infantry is not shown turned to both sides")
	}
	// Its penalty turn: no combat move, no non-combat move.
	toPhase(t, st, 2, Italy, PhaseCombatMove)
	rulestest.Refused(t, st, act(st, rules.VerbMove, inf, "Sirte"), RuleMech, "Italian infantry 1-1-1 is out of gas until Italy's turn in round 3")
	toPhase(t, st, 2, Italy, PhaseNoncombatMove)
	rulestest.Refused(t, st, act(st, rules.VerbMove, inf, "Sirte"), RuleMech, "Italian infantry 1-1-1 is out of gas until Italy's turn in round 3")
	// It still stands in Jalo, a defender of the space, through round 2.
	if st.SpaceOf(inf) != "Jalo" {
		t.Fatalf("infantry at %q", st.SpaceOf(inf))
	}
	log = toPhase(t, st, 3, Italy, PhaseCombatMove)
	if !has(log, "Italian infantry 1-1-1 at Jalo is refuelled and turned upright") {
		t.Errorf("no refuel line in %q", log)
	}
	if turned(st, Axis, inf) {
		t.Errorf("still turned after its penalty turn")
	}
	rulestest.Do(t, st, act(st, rules.VerbMove, inf, "Sirte"), nil)
}

// "Tanks: May move an additional space too, for a maximum of 3 spaces":
// Tripoli → Sirte → Jalo → Siwa (the UK's) in the combat move, off the
// road at the end (out of gas); 4 spaces are refused.
func TestTankDashesThree(t *testing.T) {
	st := newMoveState(t)
	toPhase(t, st, 1, Italy, PhaseCombatMove)
	tank := unitIn(t, st, "ita-arm", "Tripoli")
	rulestest.RefusedSaying(t, st, act(st, rules.VerbMove, tank, "Siwa"), RuleMech, "Siwa is 3 spaces away", "needs a mechanized move (dash)")
	rulestest.Refused(t, st, act(st, VerbDash, tank, "Sollum"), RuleMovement, "Sollum is 4 spaces away: Italian armour 2-2-2 may go 3 more this turn, with a mechanized move")
	rulestest.RefusedSaying(t, st, act(st, VerbDash, tank, "Sirte"), RuleMech, "no mechanized move is needed")
	log := rulestest.Do(t, st, act(st, VerbDash, tank, "Siwa"), nil)
	if !has(log, "Tripoli → Sirte → Jalo → Siwa", "combat move") || !has(log, "out of gas until Italy's turn in round 3") {
		t.Errorf("log %q", log)
	}
	if mv := st.movedIn(tank); !mv.Dashed || !mv.Combat || mv.Prev != "Jalo" || mv.Start != "Tripoli" {
		t.Errorf("Moved %+v", mv)
	}
}

// "Flak may be mechanized as per the conditions of infantry and
// artillery, max move 2 spaces": AA guns never attack (A&A), so only in
// the non-combat move.
func TestAADashesOnlyInNonCombat(t *testing.T) {
	st := newMoveState(t)
	toPhase(t, st, 1, Italy, PhaseCombatMove)
	aa := unitIn(t, st, "ita-aa", "Tripoli")
	rulestest.Refused(t, st, act(st, rules.VerbMove, aa, "Sirte"), RuleMovement, "AA guns never attack: they move only in the non-combat move")
	rulestest.Refused(t, st, act(st, VerbDash, aa, "Jalo"), RuleMovement, "AA guns never attack: they move only in the non-combat move")
	toPhase(t, st, 1, Italy, PhaseNoncombatMove)
	rulestest.RefusedSaying(t, st, act(st, VerbDash, aa, "Tobruk"), RuleMovement, "Tobruk is 3 spaces away")
	log := rulestest.Do(t, st, act(st, VerbDash, aa, "Jalo"), nil)
	if !has(log, "out of gas until Italy's turn in round 3") {
		t.Errorf("log %q", log)
	}
}

// Aircraft make no mechanized move.
func TestPlanesDoNotDash(t *testing.T) {
	st := newMoveState(t)
	toPhase(t, st, 1, Italy, PhaseNoncombatMove)
	ftr := unitIn(t, st, "ita-ftr", "Tripoli")
	rulestest.Refused(t, st, act(st, VerbDash, ftr, "Tobruk"), RuleMech, "only infantry, artillery, AA guns and armour make a mechanized move")
}

// turned reports whether viewer's view shows unit i turned, with the out
// of gas words.
func turned(st *State, viewer string, i int) bool {
	for _, u := range st.View(viewer).Units {
		if u.ID == st.Units.Ref(i) {
			return u.Turned && has(u.Flags, "out of gas")
		}
	}
	return false
}

// A mechanized move's button says before the move whether it costs the
// next turn: "move them one additional space ... a penalty of no combat-
// or non-combat movement during their controller's next turn", except
// "All 3 units may move their additional space on the coastal road without
// penalty" (ruling N-6). Round 1, Italy's non-combat move: infantry from
// Tripoli to Benghazi goes Tripoli → Sirte → Benghazi, its extra space
// along the road; to Jalo, Sirte → Jalo is off the road.
func TestDashDescribesItsPenalty(t *testing.T) {
	st := newMoveState(t)
	toPhase(t, st, 1, Italy, PhaseNoncombatMove)
	inf := unitIn(t, st, "ita-inf", "Tripoli")
	for _, c := range []struct{ to, want string }{
		{"Benghazi", "Move Italian infantry 1-1-1 to Benghazi (mechanized move: one space further along the Via Balbia: no penalty)"},
		{"Jalo", "Move Italian infantry 1-1-1 to Jalo (mechanized move: one space further, out of gas until Italy's turn in round 3)"},
	} {
		a := act(st, VerbDash, inf, c.to)
		if err := st.Check(a); err != nil {
			t.Fatalf("%s: %v", c.to, err)
		}
		if got, _ := st.Describe(a, Axis); got != c.want {
			t.Errorf("describe %q, want %q", got, c.want)
		}
	}
}
