package outofafrica

import (
	"slices"
	"testing"

	"sandtable/rules"
)

// modsOf are the forecast's modifiers of the attack a, failing t when it
// has none.
func modsOf(t *testing.T, st *State, a rules.Action) rules.Forecast {
	t.Helper()
	f, ok := st.Forecast(a)
	if !ok {
		t.Fatalf("%v: no forecast (%v)", a, st.Check(a))
	}
	return f
}

// The Pz Korps (L146): the Pz Korps (2) and a German corps (2) at Nis
// attack the Russian corps at Salonika, trench 1. Trench shifts are
// cancelled: the Corps table's column 4 is read as it is. A 6 reads 2;
// the Russian corps' 6 on column 1 reads 1. The Germans' loss is the Pz
// Korps' (it must absorb one): it flips at once although the corps could
// take it. The Russian corps absorbs 1 and 1: eliminated.
func TestPanzer(t *testing.T) {
	st := combatState(t)
	endPhase(t, st) // the Central Powers' round 1
	a := actOf(CP, "attack", "Salonika", "Nis")
	f := modsOf(t, st, a)
	if f.Table != "Corps fire table 4 (strength 4, +0 columns: trench 1 cancelled (Pz Korps))" || f.Column != "4" {
		t.Fatalf("table %q column %q", f.Table, f.Column)
	}
	pz, gc := unitAt(t, st, "ge-pz", "Nis"), unitAt(t, st, "ge-corps", "Nis")
	log := applyFaces(t, st, a, 6, 6)
	for _, w := range []string{
		"German Pz Korps 2-1-2 is reduced (combat loss at Salonika, 1 loss point absorbed)",
		"Russian corps 1-1-3 (reduced) at Salonika is eliminated (combat loss at Salonika, 1 loss point absorbed)",
		"No defender is left in Salonika",
	} {
		if !slices.Contains(log, w) {
			t.Fatalf("log %q lacks %q", log, w)
		}
	}
	if st.Units[gc].Step != 0 || st.Units[pz].Step != 1 || st.Battle.Fight.Step != StepAdvance {
		t.Fatalf("corps step %d, Pz step %d, battle %+v", st.Units[gc].Step, st.Units[pz].Step, st.Battle.Fight)
	}
}

// The Pz Korps' loss is forced only while it has lost nothing in the
// battle: with two points to take, the Germans choose the second step.
func TestPanzerFirstLossOnly(t *testing.T) {
	st := combatState(t)
	endPhase(t, st)
	pz, gc := unitAt(t, st, "ge-pz", "Nis"), unitAt(t, st, "ge-corps", "Nis")
	b := st.newBattle(actOf(CP, "attack", "Salonika", "Nis"))
	b.Step, b.AttLeft = StepAttLosses, 2
	if got := st.lossCandidates(b); !slices.Equal(got, []int{pz}) {
		t.Fatalf("first step: %v, want the Pz Korps %d", got, pz)
	}
	b.Lost = []int{pz}
	if got := st.lossCandidates(b); !slices.Equal(got, []int{pz, gc}) {
		t.Fatalf("second step: %v, want %v", got, []int{pz, gc})
	}
}

// The CMC (L154): +1 into clear or desert with the trench ignored, 2 MP
// into mountain; the SD (L156): +1 against a lone unentrenched Turkish
// corps or the ANA, not against a corps in a trench.
func TestCMCAndSecDir(t *testing.T) {
	st := alliedRound(t)
	cmc, sd := unitAt(t, st, "dr-cmc", "ap-pool"), unitAt(t, st, "dr-sd", "ap-pool")
	st.Units[cmc].Loc = st.Loc("Basra")
	st.Units[sd].Loc = st.Loc("Amman")
	// Baghdad is clear with trench 1: British army 4 + CMC 3 = 7, Army
	// column 7-8, no shift, +1.
	f := modsOf(t, st, actOf(AP, "attack", "Baghdad", "Basra"))
	want := []rules.Modifier{{Value: 0, Reason: "column shift: trench 1 cancelled (Citizen Mobile Corps)"}, {Value: 1, Reason: "die roll: Citizen Mobile Corps into Clear (SSR 9)"}}
	if f.Table != "Army fire table 7-8 (strength 7, +0 columns: trench 1 cancelled (Citizen Mobile Corps))" || !slices.Equal(f.Modifiers, want) {
		t.Fatalf("CMC at Baghdad: %q %v, want %v", f.Table, f.Modifiers, want)
	}
	// Into a mountain it is no help: 2 MP to enter Sarajevo.
	if c, ok := moveCost(st, cmc, "Trieste", "Sarajevo"); !ok || c != 2 {
		t.Fatalf("CMC into the mountain: %d %v, want 2", c, ok)
	}
	if c, ok := moveCost(st, unitAt(t, st, "dr-corps", "Amman"), "Trieste", "Sarajevo"); !ok || c != 1 {
		t.Fatalf("a corps into the mountain: %d %v, want 1", c, ok)
	}
	// SD + Draka corps from Amman against the lone Turkish corps at
	// Damascus (no trench): +1.
	f = modsOf(t, st, actOf(AP, "attack", "Damascus", "Amman"))
	if want := []rules.Modifier{{Value: 1, Reason: "die roll: Security Directorate against a lone unentrenched Turkish corps (SSR 10)"}}; !slices.Equal(f.Modifiers, want) {
		t.Fatalf("SD at Damascus: %v, want %v", f.Modifiers, want)
	}
	// The SD against the ANA in Arabia from Aqaba: +1, and the Draka -2
	// into Arabia (SSR 1).
	st.Units[sd].Loc = st.Loc("Aqaba")
	f = modsOf(t, st, actOf(AP, "attack", "Arabia", "Aqaba"))
	want = []rules.Modifier{{Value: -2, Reason: "die roll: Draka attacking into Arabia (SSR 1)"}, {Value: 1, Reason: "die roll: Security Directorate against Arab Northern Army (SSR 10)"}}
	if !slices.Equal(f.Modifiers, want) {
		t.Fatalf("SD at Arabia: %v, want %v", f.Modifiers, want)
	}
	// Against the Turkish corps entrenched at Baghdad: nothing.
	st.Units[sd].Loc = st.Loc("Basra")
	st.Units[cmc].Loc = rules.BoxLocation(st.fixed.m, st.fixed.m.Box("ap-pool"))
	f = modsOf(t, st, actOf(AP, "attack", "Baghdad", "Basra"))
	if want := []rules.Modifier{{Value: -1, Reason: "column shift: trench 1"}}; !slices.Equal(f.Modifiers, want) {
		t.Fatalf("SD at Baghdad: %v, want %v", f.Modifiers, want)
	}
}
