package vernian

import (
	"testing"

	"sandtable/rules"
	"sandtable/rules/rulestest"
)

// The board tags Defense Supply and Out of Supply counters by the
// contract's supply states, and drags units with the contract's move verb:
// random play keeps to both, and the module's supply names are the
// contract's.
func TestWindowContract(t *testing.T) {
	if AttackSupply != rules.SupplyAttack || DefenseSupply != rules.SupplyDefense || OutOfSupply != rules.SupplyOut {
		t.Fatalf("supply states %q %q %q are not the window's", AttackSupply, DefenseSupply, OutOfSupply)
	}
	for seed := uint64(1); seed <= 2; seed++ {
		g := newGame(t, nil, seed)
		if err := rulestest.CheckWindowContract(g, []string{Germans, Allies}, rulestest.ContractChooser(seed), 150); err != nil {
			t.Fatal(err)
		}
	}
}
