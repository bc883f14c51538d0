package outofafrica

import (
	"slices"
	"testing"

	"sandtable/rules"
)

// withServices makes the Draka armies CF and the other Draka units J for
// the test (the forces lane provides the real services from the data).
func withServices(t *testing.T) {
	old := service
	service = func(st *State, i int) string {
		switch {
		case st.Units[i].Nation != Draka:
			return ""
		case st.ClassOfUnit(i) == Army:
			return serviceCF
		}
		return "j"
	}
	t.Cleanup(func() { service = old })
}

// The Yankee clashes (L566), worked by hand: the Turks (army 3, corps 1
// and 1 = 5) attack Jerusalem from Gaza, where a Draka corps (2), a
// British corps (1) and an American corps (2) stand (5). The Turks' 6 on
// the Army table's column 5-6 is 4 points; the Allies' 1 on the Corps
// table's column 5-6 is 1. The Allies take 4: the British corps (1),
// the Draka corps (2), the British corps again (1, eliminated); the
// Turks 1: a corps. 4 > 1: the American corps retreats to Beersheba,
// onto the Draka army (CF): a 5 clashes, it loses a step. The Draka
// corps follows onto the American: a 6, it loses its last step.
func TestYankeeClashes(t *testing.T) {
	withServices(t)
	st := combatState(t)
	endPhase(t, st)
	us := unitAt(t, st, "us-corps", "ap-pool")
	st.Units[us].Loc = st.Loc("Jerusalem")
	drc, brc := unitAt(t, st, "dr-corps", "Jerusalem"), unitAt(t, st, "br-corps", "Jerusalem")
	ref := st.Units.Ref
	applyFaces(t, st, actOf(CP, "attack", "Jerusalem", "Gaza"), 6, 1)
	applyChecked(t, st, actOf(AP, "losses", ref(brc)))
	applyChecked(t, st, actOf(AP, "losses", ref(drc)))
	applyChecked(t, st, actOf(AP, "losses", ref(brc)))
	applyChecked(t, st, actOf(CP, "losses", ref(unitAt(t, st, "tu-corps", "Gaza"))))
	if st.Status().Decision.Rule != RuleRetreat {
		t.Fatalf("decision %+v", st.Status().Decision)
	}
	// Next to Jerusalem: Damascus and Arabia hold enemy units, Gaza the
	// attackers; Amman and Beersheba are open.
	want := []rules.Action{actOf(AP, "retreat", ref(us), "Amman"), actOf(AP, "retreat", ref(us), "Beersheba")}
	if l := st.LegalWith(AP, "retreat", ref(us)); !slices.EqualFunc(l, want, rules.Action.Equal) {
		t.Fatalf("the American corps' retreats: %v, want %v", l, want)
	}
	log := applyFaces(t, st, actOf(AP, "retreat", ref(us), "Beersheba"), 5)
	wantLog := []string{
		"American corps 2-1-4 retreats from Jerusalem to Beersheba",
		"American corps 2-1-4 retreats onto Draka Citizen Force units at Beersheba: 1d6 [5] on Clash with the Draka (1d6 >= 5): the American unit loses a step",
		"American corps 2-1-4 is reduced (the Yankee clash at Beersheba)",
	}
	if !slices.Equal(log, wantLog) {
		t.Fatalf("log %q\nwant %q", log, wantLog)
	}
	log = applyFaces(t, st, actOf(AP, "retreat", ref(drc), "Beersheba"), 6)
	if len(log) < 3 || log[1] != "Draka corps 1-2-4 (reduced) retreats onto American units at Beersheba: 1d6 [6] on Clash with the Americans (1d6 >= 6): the Draka lose a step" ||
		st.Units[drc].Loc.Box != BoxDead {
		t.Fatalf("log %q, Draka corps at %v", log, st.Units[drc].Loc)
	}
}

// A retreat onto a J unit is no clash for the Americans; without the
// services (before the forces lane provides them) no unit is CF.
func TestYankeeNoClash(t *testing.T) {
	withServices(t)
	st := combatState(t)
	if st.isCF(unitAt(t, st, "dr-corps", "Jerusalem")) || !st.isCF(unitAt(t, st, "dr-army", "Beersheba")) {
		t.Fatal("services")
	}
	service = nil
	if st.isCF(unitAt(t, st, "dr-army", "Beersheba")) {
		t.Fatal("a CF unit without services")
	}
}
