package aanorthafrica

import (
	"strings"
	"sync"
	"testing"

	"sandtable/scenarios"
)

var bundledUnits = sync.OnceValues(func() (OddsUnitTable, error) {
	s, err := scenarios.LoadFile("builtin:aa-north-africa")
	if err != nil {
		return nil, err
	}
	return NewOddsUnits(s)
})

// bundledOddsUnits is the bundled scenario's unit values.
func bundledOddsUnits(t *testing.T) OddsUnitTable {
	t.Helper()
	u, err := bundledUnits()
	if err != nil {
		t.Fatal(err)
	}
	return u
}

// The bundled scenario's values are the seed's: German and British units
// "as normal" (A&AE: armour 3/3, 5 IPC; fighter 3/4, 10 IPC), Italian
// "Inf- 1/1, 2 IPC", "Fit- 2/3, 10 IPC", "Bom- normal cost and stats"
// (4/1, 15 IPC), "AAA- normal" (5 IPC).
func TestOddsUnitsBundled(t *testing.T) {
	u := bundledOddsUnits(t)
	for _, c := range []struct {
		nation, class string
		want          OddsUnit
	}{
		{"germany", OddsClassArmour, OddsUnit{Class: OddsClassArmour, Attack: 3, Defence: 3, Cost: 5}},
		{"uk", OddsClassFighter, OddsUnit{Class: OddsClassFighter, Attack: 3, Defence: 4, Cost: 10}},
		{"italy", OddsClassInfantry, OddsUnit{Class: OddsClassInfantry, Attack: 1, Defence: 1, Cost: 2}},
		{"italy", OddsClassFighter, OddsUnit{Class: OddsClassFighter, Attack: 2, Defence: 3, Cost: 10}},
		{"italy", OddsClassBomber, OddsUnit{Class: OddsClassBomber, Attack: 4, Defence: 1, Cost: 15}},
		{"italy", OddsClassAA, OddsUnit{Class: OddsClassAA, Cost: 5}},
	} {
		if got := u[c.nation][c.class]; got != c.want {
			t.Errorf("%s %s: %+v, want %+v", c.nation, c.class, got, c.want)
		}
	}
	if len(u) != 3 {
		t.Errorf("nations %v", oddsSortedKeys(u))
	}
}

// A designer's change to [rules.units] reaches the odds: German armour
// made 4/3 attacks at 4; a scenario of other rules is refused.
func TestOddsUnitsFromScenario(t *testing.T) {
	text, _, err := scenarios.BuiltinData("aa-north-africa")
	if err != nil {
		t.Fatal(err)
	}
	old := "armour    = { attack = 3, defence = 3, move = 2, cost = 5 }"
	if !strings.Contains(string(text), old) {
		t.Fatal("the bundled scenario's armour line changed")
	}
	changed := strings.Replace(string(text), old, "armour    = { attack = 4, defence = 3, move = 2, cost = 5 }", 1)
	s, err := scenarios.LoadBuiltinText("aa-north-africa.toml", []byte(changed))
	if err != nil {
		t.Fatal(err)
	}
	u, err := NewOddsUnits(s)
	if err != nil {
		t.Fatal(err)
	}
	if a := u["germany"][OddsClassArmour].Attack; a != 4 {
		t.Errorf("German armour attacks at %d", a)
	}
	other, err := scenarios.LoadFile("builtin:test-square")
	if err != nil {
		t.Fatal(err)
	}
	if _, err := NewOddsUnits(other); err == nil || !strings.Contains(err.Error(), "not \"aanorthafrica\"") {
		t.Errorf("other rules: %v", err)
	}
}
