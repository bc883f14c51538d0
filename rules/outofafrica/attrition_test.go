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

// The siege phase is left to the players: its checklist says so, to
// both sides.
func TestSiegesChecklist(t *testing.T) {
	st := newTestState(t)
	toAttrition(t, st)
	for _, side := range Sides {
		cl := st.View(side).Status.Checklist
		if len(cl) != 1 || !strings.HasPrefix(cl[0].Text, "The Central Powers roll for their sieges") || !strings.Contains(cl[0].Text, RuleSieges) {
			t.Fatalf("%s's checklist %+v", side, cl)
		}
	}
}

// L635: "Each attrition phase this supply line is not maintained the CP
// Player gains +1 VP." The track is 10 and Belgrade passes to the Central
// Powers at this attrition (+1). A line to Jerusalem (Turkish, nothing
// Allied next to it) is not kept: +1 more, 12; a line to Gaza is (Sinai,
// Allied and supplied, is next to it): 11.
func TestSupplyLine49(t *testing.T) {
	for _, tc := range []struct {
		space, want string
		broken      bool
	}{{"Jerusalem", "12", true}, {"Gaza", "11", false}} {
		st := newTestState(t)
		st.Forces.SupplyLine = tc.space
		log := toAttrition(t, st)
		line := "The Draka supply line to " + tc.space + " is not maintained: +1 VP to the Central Powers (" + RuleSupplyLine + ")"
		if got := halves(st.VPTotalHalves()); got != tc.want || slices.Contains(log, line) != tc.broken {
			t.Errorf("line to %s: VP %s, want %s; log %q", tc.space, got, tc.want, log)
		}
	}
}
