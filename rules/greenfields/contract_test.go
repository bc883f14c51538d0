package greenfields_test

import (
	"math/rand/v2"
	"testing"

	"sandtable/rules"
	"sandtable/rules/greenfields"
	"sandtable/rules/rulestest"
)

// Every action random play of the bundled "1914: the Green Fields" offers
// is played by one of the window's controls (rules.ControlFor), the rare
// ones too: buying reserves and shells, asking to halt.
func TestWindowContract(t *testing.T) {
	g, err := rules.StartGame("builtin:greenfields-1914", nil, 2, false)
	if err != nil {
		t.Fatal(err)
	}
	c := rulestest.ContractChooser(2)
	c.Rare, c.RareP = []string{"buy", "buy-shells", "halt"}, 0.05
	c.Rand = rand.New(rand.NewPCG(2, 11))
	if err := rulestest.CheckWindowContract(g, greenfields.Sides, c, 400); err != nil {
		t.Fatal(err)
	}
}
