package outofafrica

import (
	"strings"
	"testing"

	"sandtable/rules"
	"sandtable/rules/kit"
)

// rollMO rolls side's mandated offensive with face f and returns the
// logged result.
func rollMO(t *testing.T, st *State, side string, f int) string {
	t.Helper()
	ctx := rules.NewContext(cardDice(f))
	if err := st.rollMandated(ctx, side); err != nil {
		t.Fatal(err)
	}
	return ctx.Events()[len(ctx.Events())-1].Roll.Result
}

// "The roll of 4-5 for the Allies becomes Draka Mandated Offensive ...
// This roll is read as no event if the CP are still at MW." (L514): a 4
// with the CP at Mobilization is no offensive; with the CP at Limited War
// (2 in the cards scenario) it is a Draka offensive.
func TestMandatedDrakaNoEventAtMW(t *testing.T) {
	st := newCardsState(t)
	if got := rollMO(t, st, AP, 4); !strings.HasPrefix(got, "no offensive (a Draka offensive is no event") {
		t.Fatalf("AP 4 at CP MW: %q", got)
	}
	if _, ok := st.Tracks.Mandated[AP]; ok {
		t.Fatal("an offensive is recorded")
	}
	st.Tracks.WarStatus = map[string]int{CP: 2}
	if got := rollMO(t, st, AP, 4); got != "Draka" || st.Tracks.Mandated[AP] != Draka {
		t.Fatalf("AP 4 at CP LW: %q, %v", got, st.Tracks.Mandated)
	}
	// #49: "A Roll of 5 ... becomes No Offensive".
	st.Cards.Events = []string{"A49"}
	st.Tracks.Mandated = nil
	if got := rollMO(t, st, AP, 5); !strings.HasPrefix(got, "no offensive (after #49") {
		t.Fatalf("AP 5 after #49: %q", got)
	}
}

// "The roll of 5 for the CP becomes Italian Mandated Offensive" (L516): a
// Turkish attack does not make it, an Italian one does; one not made
// costs the CP 1 VP (two halves off their track) at the end of the action
// phase, and the Allies' made one costs nothing.
func TestMandatedItalianMet(t *testing.T) {
	st := newCardsState(t)
	rollMO(t, st, CP, 5)
	ctx := rules.NewContext(nil)
	st.noteAttack(ctx, CP, []int{unitAt(t, st, "tu-corps", "Gaza")}, "Sinai")
	if st.Tracks.Mandated[CP] != "it" {
		t.Fatal("a Turkish attack made the Italian offensive")
	}
	st.noteAttack(ctx, CP, []int{unitAt(t, st, "it-corps", "Venice")}, "Trieste")
	if _, ok := st.Tracks.Mandated[CP]; ok {
		t.Fatal("the Italian attack did not make it")
	}
	st.Tracks.Mandated = map[string]string{CP: "it"}
	vp := st.VPHalves
	if err := book.Run(st, kit.Leave(PhaseAction), ctx); err != nil {
		t.Fatal(err)
	}
	if st.VPHalves != vp-2 {
		t.Fatalf("VP halves %d after an unmet CP offensive, want -2", st.VPHalves)
	}
}
