package kit_test

import (
	"testing"

	"sandtable/rules"
	"sandtable/rules/kit"
)

func TestStepLosses(t *testing.T) {
	s := bbScenario(t, "test-hex-flat")
	us := rules.SetupUnits(s)
	inf := us.ByID("ger-inf/1") // two steps
	start := inf.Loc
	if kit.StepsLeft(s, inf) != 1 {
		t.Errorf("StepsLeft = %d", kit.StepsLeft(s, inf))
	}
	if kit.TakeLoss(s, inf) || inf.Step != 1 || inf.Loc != start {
		t.Errorf("first loss: step %d at %v", inf.Step, inf.Loc)
	}
	if v := rules.Values(s, inf); v["combat"] != 3 {
		t.Errorf("reduced values %v", v)
	}
	if !kit.TakeLoss(s, inf) || inf.Step != 1 || !inf.Loc.IsEliminated() {
		t.Errorf("second loss: step %d at %v", inf.Step, inf.Loc)
	}
	if kit.TakeLoss(s, inf) {
		t.Errorf("an eliminated unit was eliminated again")
	}

	block := us.ByID("fr-block/1") // four steps, set up at step 2
	tests := []struct {
		n        int
		step     int
		gone     bool
		stepLeft int
	}{
		{0, 1, false, 2},
		{2, 3, false, 0},
		{1, 3, true, 0},
	}
	for i, tc := range tests {
		gone := kit.TakeLosses(s, block, tc.n)
		if gone != tc.gone || block.Step != tc.step || kit.StepsLeft(s, block) != tc.stepLeft {
			t.Errorf("loss %d: eliminated %v step %d left %d, want %v %d %d", i, gone, block.Step,
				kit.StepsLeft(s, block), tc.gone, tc.step, tc.stepLeft)
		}
	}

	hq := us.ByID("ger-hq/1") // one step: its first loss eliminates it
	if !kit.TakeLoss(s, hq) || hq.Step != 0 || !hq.Loc.IsEliminated() {
		t.Errorf("HQ loss: step %d at %v", hq.Step, hq.Loc)
	}
}

// NextStep cycles a block through its four steps back to full strength; a
// one-step unit stays at full strength.
func TestNextStep(t *testing.T) {
	s := bbScenario(t, "test-hex-flat")
	us := rules.SetupUnits(s)
	block := us.ByID("fr-block/1")
	for _, want := range []int{2, 3, 0, 1} {
		if got := kit.NextStep(s, block); got != want {
			t.Errorf("NextStep from %d = %d, want %d", block.Step, got, want)
		}
		block.Step = want
	}
	if kit.NextStep(s, us.ByID("ger-hq/1")) != 0 {
		t.Errorf("a one-step unit has a next step")
	}
}
