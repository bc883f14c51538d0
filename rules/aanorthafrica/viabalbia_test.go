package aanorthafrica

import (
	"testing"

	"sandtable/rules"
	"sandtable/rules/rulestest"
)

// roadDash is the position of the Via Balbia tests: Italy's tank dashes
// Tripoli → Sirte → Benghazi → Tobruk in its round 1 non-combat move, the
// extra space Benghazi → Tobruk along the road (ruling N-6): no penalty.
// Behind it along the road: Benghazi 1, Sirte 2, Tripoli 3 (ruling N-19).
func roadDash(t *testing.T) (*State, int) {
	t.Helper()
	st := newMoveState(t)
	toPhase(t, st, 1, Italy, PhaseNoncombatMove)
	tank := unitIn(t, st, "ita-arm", "Tripoli")
	log := rulestest.Do(t, st, act(st, VerbDash, tank, "Tobruk"), nil)
	if !has(log, "Tripoli → Sirte → Benghazi → Tobruk") || !has(log, "along the Via Balbia (Benghazi → Tobruk)", "no penalty") {
		t.Fatalf("log %q", log)
	}
	if st.outOfGas(tank) || turned(st, Axis, tank) {
		t.Fatalf("the road dash left the tank out of gas")
	}
	return st, tank
}

// "if the enemy is able to place a unit on the road within 2 spaces of
// the advaced unit/units' rear, then the advanced unit's supply line is
// considered cut and it must then be turned over": a British unit on the
// road 2 spaces behind the tank when the UK's combat move ends turns it;
// 3 spaces behind does not.
func TestViaBalbiaCut(t *testing.T) {
	for _, tc := range []struct {
		at  string
		cut bool
	}{{"Benghazi", true}, {"Sirte", true}, {"Tripoli", false}} {
		t.Run(tc.at, func(t *testing.T) {
			st, tank := roadDash(t)
			toPhase(t, st, 1, UK, PhaseCombatMove)
			uk := unitIn(t, st, "uk-inf", "Alexandria")
			st.Units[uk].Loc = st.Loc(tc.at) // the British unit that got there
			log := endPhase(t, st)
			if got := st.outOfGas(tank); got != tc.cut {
				t.Fatalf("British infantry at %s: out of gas %v, want %v (log %q)", tc.at, got, tc.cut, log)
			}
			if tc.cut && !has(log, "British infantry 1-2-1 at "+tc.at+" cuts the Via Balbia behind Italian armour 2-2-2 at Tobruk", "out of gas until Italy's turn in round 3") {
				t.Errorf("log %q", log)
			}
			if tc.cut != turned(st, Allies, tank) {
				t.Errorf("turned as the Allies see it: %v, want %v", !tc.cut, tc.cut)
			}
			toPhase(t, st, 2, Italy, PhaseCombatMove)
			if tc.cut {
				rulestest.RefusedSaying(t, st, act(st, rules.VerbMove, tank, "Sollum"), RuleBalbia, "supply line along the Via Balbia is cut by British infantry 1-2-1 at "+tc.at)
			} else {
				rulestest.Do(t, st, act(st, rules.VerbMove, tank, "Benghazi"), nil)
			}
		})
	}
}

// "unless the advanced unit's controller can destroy the interloping enemy
// unit during his next attack phase. If he can do so, then the advanced
// unit may be turned upright and moved during the non-combat phase": the
// interloper destroyed in Italy's round 2 combat restores the tank; left
// alive, the tank serves its penalty.
func TestViaBalbiaInterloperDestroyed(t *testing.T) {
	for _, destroyed := range []bool{true, false} {
		st, tank := roadDash(t)
		toPhase(t, st, 1, UK, PhaseCombatMove)
		uk := unitIn(t, st, "uk-inf", "Alexandria")
		st.Units[uk].Loc = st.Loc("Sirte")
		toPhase(t, st, 2, Italy, PhaseCombat)
		if destroyed {
			st.destroy(uk, rules.NewContext(nil), "the Italians' attack") // what combat does
		}
		log := endPhase(t, st)
		if got := has(log, "The interloper on the Via Balbia behind Italian armour 2-2-2 at Tobruk is destroyed: it is turned upright"); got != destroyed {
			t.Errorf("interloper destroyed %v: restore line %v in %q", destroyed, got, log)
		}
		if destroyed {
			rulestest.Do(t, st, act(st, rules.VerbMove, tank, "Benghazi"), nil)
		} else {
			rulestest.RefusedSaying(t, st, act(st, rules.VerbMove, tank, "Benghazi"), RuleMech, "out of gas until Italy's turn in round 3")
		}
	}
}

// flagsOf are unit i's status words as viewer's view shows them.
func flagsOf(st *State, viewer string, i int) []string {
	for _, u := range st.View(viewer).Units {
		if u.ID == st.Units.Ref(i) {
			return u.Flags
		}
	}
	return nil
}

// The turned counter says what the seed's "it must then serve the normal
// penalty the next turn unless the advanced unit's controller can destroy
// the interloping enemy unit during his next attack phase" means for it,
// to both sides, during the enemy's turn: until when it is out of gas (its
// nation's penalty turn is the next one, not the turn being played), who
// cut it, and what turns it upright.
func TestCutUnitSaysWhyAndUntilWhen(t *testing.T) {
	st, tank := roadDash(t)
	toPhase(t, st, 1, UK, PhaseCombatMove)
	uk := unitIn(t, st, "uk-inf", "Alexandria")
	st.Units[uk].Loc = st.Loc("Benghazi")
	endPhase(t, st)
	for _, side := range []string{Axis, Allies} {
		f := flagsOf(st, side, tank)
		if !has(f, "out of gas until Italy's turn in round 3: no moves until then") ||
			!has(f, "supply line along the Via Balbia cut by British infantry 1-2-1 at Benghazi", "turned upright if that is destroyed in Italy's next combat phase") {
			t.Errorf("%s read %q", side, f)
		}
		if has(f, "this turn") {
			t.Errorf("%s read %q: 'this turn' in the United Kingdom's turn, for Italy's penalty", side, f)
		}
	}
}
