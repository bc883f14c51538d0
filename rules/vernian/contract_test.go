package vernian

import (
	"testing"

	"sandtable/rules"
)

// The board tags Defense Supply and Out of Supply counters by the
// contract's supply states: the module's supply names are the contract's
// (random play keeps to the window's contract: TestConformance).
func TestWindowContract(t *testing.T) {
	if AttackSupply != rules.SupplyAttack || DefenseSupply != rules.SupplyDefense || OutOfSupply != rules.SupplyOut {
		t.Fatalf("supply states %q %q %q are not the window's", AttackSupply, DefenseSupply, OutOfSupply)
	}
}
