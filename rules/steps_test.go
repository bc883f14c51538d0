package rules_test

import (
	"testing"

	"sandtable/rules"
)

func TestStepLosses(t *testing.T) {
	s := bbScenario(t, "test-hex-flat")
	us := rules.SetupUnits(s)
	inf := us.ByID("ger-inf/1") // two steps
	start := inf.Loc
	if rules.StepsLeft(s, inf) != 1 {
		t.Errorf("StepsLeft = %d", rules.StepsLeft(s, inf))
	}
	if rules.TakeLoss(s, inf) || inf.Step != 1 || inf.Loc != start {
		t.Errorf("first loss: step %d at %v", inf.Step, inf.Loc)
	}
	if v := rules.Values(s, inf); v["combat"] != 3 {
		t.Errorf("reduced values %v", v)
	}
	if !rules.TakeLoss(s, inf) || inf.Step != 1 || !inf.Loc.IsEliminated() {
		t.Errorf("second loss: step %d at %v", inf.Step, inf.Loc)
	}
	if rules.TakeLoss(s, inf) {
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
		gone := rules.TakeLosses(s, block, tc.n)
		if gone != tc.gone || block.Step != tc.step || rules.StepsLeft(s, block) != tc.stepLeft {
			t.Errorf("loss %d: eliminated %v step %d left %d, want %v %d %d", i, gone, block.Step,
				rules.StepsLeft(s, block), tc.gone, tc.step, tc.stepLeft)
		}
	}

	hq := us.ByID("ger-hq/1") // one step: its first loss eliminates it
	if !rules.TakeLoss(s, hq) || hq.Step != 0 || !hq.Loc.IsEliminated() {
		t.Errorf("HQ loss: step %d at %v", hq.Step, hq.Loc)
	}
}

func TestFlipAndNextStep(t *testing.T) {
	s := bbScenario(t, "test-hex-flat")
	us := rules.SetupUnits(s)
	block := us.ByID("fr-block/1")
	for _, want := range []int{2, 3, 0, 1} {
		if got := rules.NextStep(s, block); got != want {
			t.Errorf("NextStep from %d = %d, want %d", block.Step, got, want)
		}
		if err := rules.Flip(s, block, want); err != nil || block.Step != want {
			t.Errorf("Flip to %d: %v, step %d", want, err, block.Step)
		}
	}
	if rules.NextStep(s, us.ByID("ger-hq/1")) != 0 {
		t.Errorf("a one-step unit has a next step")
	}
	for _, bad := range []int{-1, 4} {
		if err := rules.Flip(s, block, bad); err == nil || block.Step != 1 {
			t.Errorf("Flip to %d: %v, step %d", bad, err, block.Step)
		}
	}
	if err := rules.Flip(s, block, 4); err.Error() != "rules: fr-block/1 has steps 1 to 4, not 5" {
		t.Errorf("error %q", err)
	}
}
