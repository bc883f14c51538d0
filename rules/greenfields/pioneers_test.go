package greenfields

import (
	"slices"
	"strings"
	"testing"

	"sandtable/rules"
	"sandtable/rules/kit"
)

// toPhase makes the current phase id (the side acting being as the phase
// says: the Germans move first on turn 1).
func toPhase(t testing.TB, st *State, id string) {
	t.Helper()
	k := slices.IndexFunc(phases, func(p phase) bool { return p.ID == id })
	if k < 0 {
		t.Fatalf("no phase %s", id)
	}
	st.Step = k
}

// 003 Pioneers and construction: "Construction units that have NOT fired
// during combat may now attempt to create roads and bridges. Roll 1 dice
// per strength point of the unit. It will require 3 "hits" to bridge a
// stream, trench or bad terrain."
func TestPioneersBridgeAStreamOverTwoTurns(t *testing.T) {
	st := newTestState(t, nil)
	p := addUnit(t, st, "ger-pioneers", "I5") // a stream runs along I5/I6
	toPhase(t, st, PhasePioneerFirst)
	// 6 SP: 6 dice 5, 1, 1, 1, 1, 1 = 1 hit: 1 of 3.
	lines := do(t, st, act(Central, "build", st.Units.Ref(p)), manual(5, 1, 1, 1, 1, 1))
	i5, _ := st.zoneLoc("I5")
	if st.Works["I5"] != 1 || st.zone(i5).Bridged || !logHas(lines, "1 of the 3 hits needed at I5") {
		t.Fatalf("works %v bridged %v\n%s", st.Works, st.zone(i5).Bridged, strings.Join(lines, "\n"))
	}
	refusal(t, st, act(Central, "build", st.Units.Ref(p)), RulePioneers, "already built or entrenched this turn")
	// Next turn: 6, 1, 1, 1, 1, 1 = 2 more hits: 3, the stream is bridged.
	runMoment(t, st, kit.TurnStart, rules.NewContext(nil))
	lines = do(t, st, act(Central, "build", st.Units.Ref(p)), manual(6, 1, 1, 1, 1, 1))
	if !st.zone(i5).Bridged || st.Works != nil || !logHas(lines, "I5 is bridged") {
		t.Fatalf("works %v bridged %v\n%s", st.Works, st.zone(i5).Bridged, strings.Join(lines, "\n"))
	}
	runMoment(t, st, kit.TurnStart, rules.NewContext(nil))
	refusal(t, st, act(Central, "build", st.Units.Ref(p)), RulePioneers, "nothing to build at I5")
}

// "the road is cut ... until it is repaired by pioneers"; "NOT fired".
func TestPioneersRepairRoadNotAfterFiring(t *testing.T) {
	st := newTestState(t, nil)
	p := addUnit(t, st, "brit-pioneers", "E10")
	inf := unit(t, st, "bef-inf", 1)
	e10, _ := st.zoneLoc("E10")
	st.setZone(e10, Zone{RoadCut: true})
	toPhase(t, st, PhasePioneerSecond) // the Allies act second on turn 1
	refusal(t, st, act(Allies, "build", st.Units.Ref(inf)), RulePioneers, "not a construction unit")
	st.Units[p].SetFlag(FlagFired)
	refusal(t, st, act(Allies, "build", st.Units.Ref(p)), RulePioneers, "has fired this turn")
	st.Units[p].ClearFlag(FlagFired)
	// 6 dice: 6, 5, 1, 1, 1, 1 = 3 hits at once.
	lines := do(t, st, act(Allies, "build", st.Units.Ref(p)), manual(6, 5, 1, 1, 1, 1))
	if z := st.zone(e10); z.RoadCut || z.Bridged || !logHas(lines, "the road at E10 is repaired") {
		t.Fatalf("zone %+v\n%s", z, strings.Join(lines, "\n"))
	}
}

// "ANY infantry, cavalry or pioneer unit that has remained unmoving within
// a zone, and has not fired during the turn, may now create a light trench
// in their current area at the cost of 1 point of morale."
func TestEntrench(t *testing.T) {
	st := newTestState(t, nil)
	toPhase(t, st, PhasePioneerFirst)
	reg := unit(t, st, "ger-reg", 1)
	cav := unit(t, st, "ger-cav", 1)
	gun := unit(t, st, "ger-fa", 1)
	st.Troops[cav].Moved = 2
	refusal(t, st, act(Central, "entrench", st.Units.Ref(cav)), RulePioneers, "has moved this turn")
	refusal(t, st, act(Central, "entrench", st.Units.Ref(gun)), RulePioneers, "ANY infantry, cavalry or pioneer unit")
	refusal(t, st, act(Allies, "entrench", st.Units.Ref(reg)), RuleTurn, "do not act now")
	do(t, st, act(Central, "entrench", st.Units.Ref(reg)), nil)
	i6, _ := st.zoneLoc("I6")
	if st.zone(i6).Trench != 1 || st.Troops[reg].Morale != 2 {
		t.Fatalf("trench %d morale %d, want a light trench and morale 3-1 = 2", st.zone(i6).Trench, st.Troops[reg].Morale)
	}
	reg2 := unit(t, st, "ger-reg", 2)
	refusal(t, st, act(Central, "entrench", st.Units.Ref(reg2)), RulePioneers, "I6 already has a trench")
}
