package vernian

import (
	"testing"
)

// 000 Part II AFB: "The hex it is in cannot be attacked in normal combat".
func TestAttackAFBHexRefused(t *testing.T) {
	st := fresh(t, nil, PhaseGerCombat)
	add(t, st, "ger-inf", "W0706")
	add(t, st, "fra-afb", "W0605")
	add(t, st, "fra-inf", "W0605")
	wantRefused(t, st, act(Germans, "attack", "W0605"), RuleAFB, "Armored Front Buster", RuleAFB)
}

// 000 Supply 2: "Units in Defense Supply have their Attack factors halved
// but defend at full strength." 000 Supply 3: Out of Supply units "have
// Attack and Defense factors halved". Fractions round up on the total
// (RULINGS.md).
func TestCombatSupplyHalving(t *testing.T) {
	st := fresh(t, nil, PhaseGerCombat)
	controlAll(t, st, "", "")
	wall(t, st)
	control(t, st, Germans, "W0406")
	def := add(t, st, "ger-inf", "W0406") // Chalons: Defense Supply
	oos := add(t, st, "ger-inf", "W0305") // forest, cut off: Out of Supply
	if st.SupplyOf(idx(t, st, def)) != DefenseSupply || st.SupplyOf(idx(t, st, oos)) != OutOfSupply {
		t.Fatalf("supply %s, %s", st.SupplyOf(idx(t, st, def)), st.SupplyOf(idx(t, st, oos)))
	}
	a := st.attackStrength([]int{idx(t, st, def)}, nil)
	if a.Total != 2 {
		t.Errorf("Defense Supply attack 4: %d, want 2 (%v)", a.Total, a.Lines)
	}
	if d := st.defenseStrength([]int{idx(t, st, def)}); d.Total != 4 {
		t.Errorf("Defense Supply defense 4: %d, want 4", d.Total)
	}
	if d := st.defenseStrength([]int{idx(t, st, oos)}); d.Total != 2 {
		t.Errorf("Out of Supply defense 4: %d, want 2", d.Total)
	}
	y := add(t, st, "ger-inf-y", "W0305")
	if a := st.attackStrength([]int{idx(t, st, oos), idx(t, st, y)}, nil); a.Total != 4 {
		t.Errorf("Out of Supply 4+3 halved: %d, want 4 (3.5 rounded up)", a.Total)
	}
}
