package outofafrica

import (
	"sandtable/rules"
	"slices"
	"strings"
	"testing"
)

// toAttrition ends phases until the attrition phase of the turn has run
// (the war-status phase passes by itself after it, so play stops at the
// sieges) and returns every log line of the way.
func toAttrition(t *testing.T, st *State) []string {
	t.Helper()
	var log []string
	for st.Phase != PhaseSieges {
		log = append(log, endPhase(t, st)...)
	}
	return log
}

// At attrition every unit out of supply is eliminated to the dead pile
// (Sandtable's default, L685), and every space a side holds without
// units and out of its supply passes to the other side. On the test map
// at the start: the Russians have no source (Russian army at Odessa,
// corps at Kiev eliminated); Serbia (Belgrade, Nis) has no Allied source
// and the Central Powers' supply reaches it from Budapest and Sarajevo: it
// passes to them. Medina, Turkish, is joined only by dotted lines: cut off
// from the Central Powers, but no Allied line reaches it either, so it
// stays Turkish. Kiev and Odessa stay Allied: the Draka may trace to
// Odessa, an Allied port.
func TestAttrition(t *testing.T) {
	st := newTestState(t)
	ru := unitAt(t, st, "ru-army", "Odessa")
	log := toAttrition(t, st)
	want := []string{
		"Russian army 3-3-3 at Odessa is eliminated (attrition: out of supply)",
		"Russian corps 1-1-3 at Kiev is eliminated (attrition: out of supply)",
		"Belgrade is cut off from the supply of the Allies",
		"Belgrade passes to the Central Powers",
		"Nis is cut off from the supply of the Allies",
		"Nis passes to the Central Powers",
		"Sieges: Central Powers",
	}
	i := slices.Index(log, want[0])
	if i < 0 || !slices.Equal(log[i:i+len(want)], want) {
		t.Fatalf("log %q\nwant %q", log, want)
	}
	if st.Units[ru].Loc.Box != BoxDead {
		t.Errorf("the Russian army is at %v, want the dead pile", st.Units[ru].Loc)
	}
	for l, side := range map[string]string{"Belgrade": CP, "Nis": CP, "Medina": CP, "Kiev": AP, "Odessa": AP, "Gaza": CP} {
		if got := st.ControlOf(l); got != side {
			t.Errorf("%s held by %q, want %q", l, got, side)
		}
	}
}

// Units in supply stay; with cut_off = false no space changes hands.
func TestAttritionCutOffOff(t *testing.T) {
	st := stateWithTopRules(t, "cut_off = false", "")
	log := toAttrition(t, st)
	if st.ControlOf("Belgrade") != AP || st.ControlOf("Nis") != AP {
		t.Fatalf("Belgrade %q, Nis %q", st.ControlOf("Belgrade"), st.ControlOf("Nis"))
	}
	for _, l := range log {
		if strings.Contains(l, "cut off") || strings.Contains(l, "Draka") && strings.Contains(l, "eliminated") {
			t.Errorf("log line %q", l)
		}
	}
}

// A unit out of supply that a section saves (Air Supply, Errata 5) stays.
func TestAttritionSave(t *testing.T) {
	st := newTestState(t)
	ru := unitAt(t, st, "ru-army", "Odessa")
	saves := attritionSaves
	t.Cleanup(func() { attritionSaves = saves })
	attritionSaves = append(slices.Clone(saves), func(st *State, _ *rules.Context, i int) bool { return i == ru })
	toAttrition(t, st)
	if st.SpaceOf(ru) != "Odessa" {
		t.Fatalf("the saved Russian army is at %v", st.Units[ru].Loc)
	}
}
