package vernian

import (
	"testing"
)

// 000 Supply 3: "During the Attrition Phase, roll for each Out of Supply
// stack. On a die roll of equal to or less than the number of units
// present, one step is lost to Attrition effects."
func TestAttritionDieAtMostUnitsPresent(t *testing.T) {
	for _, c := range []struct {
		units, die int
		lost       bool
	}{{2, 2, true}, {2, 3, false}, {3, 1, true}, {3, 3, true}, {3, 4, false}, {1, 1, true}, {1, 2, false}} {
		st := fresh(t, nil, PhaseGerAttrition)
		controlAll(t, st, "", "")
		var ids []string
		for range c.units {
			ids = append(ids, add(t, st, "ger-inf", "W0210"))
		}
		if got := supplyAt(t, st, Germans, "W0210"); got != OutOfSupply {
			t.Fatalf("W0210: %s", got)
		}
		wantRefused(t, st, act(Germans, "end-phase"), RuleAttrition, "roll attrition")
		lines := do(t, st, act(Germans, "attrition"), manual(c.die))
		steps := 0
		for _, id := range ids {
			steps += st.Units[idx(t, st, id)].Step
		}
		if (steps == 1) != c.lost || steps > 1 {
			t.Errorf("%d units, die %d: %d steps lost, want lost=%v\n%v", c.units, c.die, steps, c.lost, lines)
		}
		if !hasLine(lines, "attrition", "W0210") {
			t.Errorf("no attrition roll logged: %v", lines)
		}
		wantRefused(t, st, act(Germans, "attrition"), RuleAttrition, "already rolled")
		wantLegal(t, st, act(Germans, "end-phase"))
	}
}

// 000 Supply 3: one roll per Out of Supply stack.
func TestAttritionEachStackRolls(t *testing.T) {
	st := fresh(t, nil, PhaseGerAttrition)
	controlAll(t, st, "", "")
	a := add(t, st, "ger-inf", "W0210")
	b := add(t, st, "ger-inf", "W0110")
	d := manual(1, 6)
	do(t, st, act(Germans, "attrition"), d)
	if d.Pending() != 0 {
		t.Errorf("%d dice left: one roll per stack", d.Pending())
	}
	if st.Units[idx(t, st, a)].Step+st.Units[idx(t, st, b)].Step != 1 {
		t.Errorf("steps %d, %d", st.Units[idx(t, st, a)].Step, st.Units[idx(t, st, b)].Step)
	}
}

// 000 Supply 2: "Units in Defense Supply never die from attrition."
func TestAttritionNeverInDefenseSupply(t *testing.T) {
	st := fresh(t, nil, PhaseGerAttrition)
	controlAll(t, st, "", "")
	wall(t, st)
	u := add(t, st, "ger-inf", "W0406") // Chalons, a town
	if got := st.SupplyOf(idx(t, st, u)); got != DefenseSupply {
		t.Fatalf("in a town: %s", got)
	}
	wantRefused(t, st, act(Germans, "attrition"), RuleAttrition, "no stack is Out of Supply")
	wantLegal(t, st, act(Germans, "end-phase"))
	// The phase ends with no loss.
	before := st.Units[idx(t, st, u)]
	endPhase(t, st)
	if after := st.Units[idx(t, st, u)]; after.Step != before.Step || after.Loc != before.Loc {
		t.Errorf("a Defense Supply unit changed in attrition: %+v", after)
	}
	// An Out of Supply unit of the other side does not roll in this phase.
	st2 := fresh(t, nil, PhaseGerAttrition)
	controlAll(t, st2, "", "")
	add(t, st2, "fra-inf", "W1107")
	if len(st2.attritionStacks(Germans)) != 0 {
		t.Errorf("an Allied stack rolls in the German Attrition Phase")
	}
}

// RULINGS.md Attrition: "The AFB is exempt (it has no steps to lose and is
// "immune")."
func TestAttritionAFBExempt(t *testing.T) {
	st := fresh(t, nil, PhaseAllAttrition)
	controlAll(t, st, "", "")
	afb := add(t, st, "fra-afb", "W1107")
	if st.SupplyOf(idx(t, st, afb)) != OutOfSupply {
		t.Fatal("the AFB is in supply")
	}
	if len(st.attritionStacks(Allies)) != 0 {
		t.Errorf("the AFB rolls for attrition")
	}
}
