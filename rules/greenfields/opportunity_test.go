package greenfields

import "testing"

// toGermanMove puts the game in the Germans' movement (see stepTo).
func toGermanMove(t *testing.T, st *State) {
	t.Helper()
	for _, p := range phases {
		if p.ID == PhaseMoveFirst {
			break
		}
		st.Step++
	}
	if st.phase().ID != PhaseMoveFirst || st.phaseSide() != Central {
		t.Fatalf("want the Germans' movement, got %s", st.phase().ID)
	}
}

// "If a moving unit comes within 1 zone of an unsuppressed defender, then
// the defender may open fire on the moving unit using HALF its normal
// attack dice (rounding up). Artillery units do not use SHELL points to
// fire in this way." British field artillery (9 strength: 3 dice) fires
// 2 dice (3 halved, rounding up), and the SHELLS stay.
func TestOpFireArtilleryHalfDiceRoundUp(t *testing.T) {
	st := newTestState(t, nil)
	identifyAll(st) // one line for every side
	gun := unit(t, st, "brit-fa", 1)
	place(t, st, gun, "K6")
	toGermanMove(t, st)
	a := unit(t, st, "ger-reg", 1)
	stepTo(t, st, a, "J6")
	d := st.decision()
	if d == nil || d.Side != Allies {
		t.Fatalf("want the British asked, got %+v", d)
	}
	shells := st.Shells[Allies]
	lines := do(t, st, act(Allies, "opfire", st.Units.Ref(gun), "J6"), manual(1, 1, 1, 1, 1, 1))
	wantRolls(t, "artillery opportunity fire", lines, []string{"opportunity fire", "2d6", "-1", "half dice, rounding up"})
	if st.Shells[Allies] != shells {
		t.Fatalf("SHELLS %d, want %d unchanged", st.Shells[Allies], shells)
	}
	if st.decision() != nil {
		t.Fatalf("the BEF at G6 is 3 zones from J6: no one else may fire; got %+v", st.decision())
	}
}

// Only "an unsuppressed defender" may fire, "once per turn", and only
// within 1 zone: with none, no question is asked.
func TestOpFireNotOffered(t *testing.T) {
	for _, tc := range []struct {
		name  string
		setup func(st *State, bef int)
		to    string
	}{
		{"suppressed", func(st *State, bef int) { st.Units[bef].SetFlag(FlagSuppressed) }, "H6"},
		{"already fired", func(st *State, bef int) { st.Units[bef].SetFlag(FlagOpFired) }, "H6"},
		{"two zones away", func(st *State, bef int) {}, "I5"},
	} {
		st := newTestState(t, nil)
		bef := unit(t, st, "bef-inf", 1)
		tc.setup(st, bef)
		toGermanMove(t, st)
		stepTo(t, st, unit(t, st, "ger-reg", 1), tc.to)
		if d := st.decision(); d != nil {
			t.Fatalf("%s: no opportunity fire may be offered, got %+v", tc.name, d)
		}
	}
}

// A refused opportunity fire says why: only the units within 1 zone of the
// moving units may fire.
func TestOpFireRefusals(t *testing.T) {
	st := newTestState(t, nil)
	gun := unit(t, st, "brit-fa", 1) // at D6, far from H6
	toGermanMove(t, st)
	stepTo(t, st, unit(t, st, "ger-reg", 1), "H6")
	refusal(t, st, act(Allies, "opfire", st.Units.Ref(gun), "H6"), RuleOpFire, "not within 1 zone of H6")
	refusal(t, st, act(Allies, "opfire", st.Units.Ref(unit(t, st, "bef-inf", 1)), "G6"), RuleOpFire, "the moving units are in H6")
	refusal(t, st, act(Central, "end-phase"), RuleOpFire, "the game waits for the Allies")
	f, ok := st.Forecast(act(Allies, "opfire", st.Units.Ref(unit(t, st, "bef-inf", 1)), "H6"))
	if !ok || len(f.Outcomes) == 0 || f.Strength != "3 hit dice" {
		t.Fatalf("the opfire forecast shows the 3 dice's odds: %+v", f)
	}
}

// "Units may only use opportunity fire once per turn": the BEF fires at
// the first German regiment to come within 1 zone; the second, coming
// within 1 zone of it in the same turn, is not offered to it.
func TestOpFireOncePerTurn(t *testing.T) {
	st := newTestState(t, nil)
	identifyAll(st)
	bef := unit(t, st, "bef-inf", 1) // G6
	toGermanMove(t, st)
	stepTo(t, st, unit(t, st, "ger-reg", 1), "H6")
	if d := st.decision(); d == nil || d.Side != Allies {
		t.Fatalf("want the British asked at H6, got %+v", d)
	}
	do(t, st, act(Allies, "opfire", st.Units.Ref(bef), "H6"), manual(1, 1, 1))
	if d := st.decision(); d != nil {
		t.Fatalf("the BEF has fired and no other unit may: want no question, got %+v", d)
	}
	stepTo(t, st, unit(t, st, "ger-reg", 2), "H5")
	if d := st.decision(); d != nil {
		t.Fatalf("a second German within 1 zone the same turn: the BEF may not fire again, got %+v", d)
	}
}
