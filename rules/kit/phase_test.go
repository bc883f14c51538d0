package kit_test

import (
	"strings"
	"testing"

	"sandtable/rules/kit"
)

// A plan of two turns, each of two sub-turns of a two-phase sequence
// (Green Fields' assault turns read the same way: 003's "weekly" and
// "assault" sequences) runs through eight phases in order, then out.
func TestTurnPlanRunsThroughEveryPhase(t *testing.T) {
	seq := &kit.Sequence{ID: "op", Phases: []kit.Phase{{ID: "move", Name: "Movement Phase"}, {ID: "fight", Name: "Combat Phase"}}}
	p := &kit.TurnPlan{Turns: []string{"A", "B"}, SubTurns: 2, SequenceFor: func(int, int) *kit.Sequence { return seq }}
	if err := p.Validate(); err != nil {
		t.Fatal(err)
	}
	want := []kit.Clock{{0, 0, 0}, {0, 0, 1}, {0, 1, 0}, {0, 1, 1}, {1, 0, 0}, {1, 0, 1}, {1, 1, 0}, {1, 1, 1}}
	c := kit.Clock{}
	for i, w := range want {
		if c != w {
			t.Fatalf("step %d: clock %+v, want %+v", i, c, w)
		}
		next, over := p.Next(c)
		if over != (i == len(want)-1) {
			t.Fatalf("step %d: over = %v", i, over)
		}
		c = next
	}
	if got := p.Describe(kit.Clock{Turn: 1, Sub: 1, Phase: 1}, "Turn", "operational turn"); got != "Turn B, operational turn 2, Combat Phase" {
		t.Errorf("Describe = %q", got)
	}
}

func TestTurnPlanValidateRefusesAPhaseWithoutID(t *testing.T) {
	seq := &kit.Sequence{ID: "op", Phases: []kit.Phase{{Name: "Movement Phase"}}}
	p := &kit.TurnPlan{Turns: []string{"A"}, SequenceFor: func(int, int) *kit.Sequence { return seq }}
	if err := p.Validate(); err == nil || !strings.Contains(err.Error(), `sequence "op" phase 1 has no id`) {
		t.Errorf("Validate = %v, want the phase without an id named", err)
	}
	if err := (&kit.TurnPlan{}).Validate(); err == nil || !strings.Contains(err.Error(), "no turns") {
		t.Errorf("Validate of an empty plan = %v", err)
	}
}
