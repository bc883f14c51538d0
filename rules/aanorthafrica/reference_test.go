package aanorthafrica

import "testing"

// Every rule the module cites finds its section of the rules reference
// (a refusal's rule is what a player looks up in Help).
func TestRulesHaveSections(t *testing.T) {
	ref := newTestState(t).Reference()
	for _, r := range []string{RuleCombatants, RuleSequence, RuleTurn, RuleIPC, RuleBonus, RuleItalian, RuleIncome, RuleVictory, RuleRounds} {
		if ref.RuleSection(r) == nil {
			t.Errorf("no section of the rules reference for %q", r)
		}
	}
	units := ref.RuleSection(RuleItalian)
	if len(units.Tables) != 1 || units.Tables[0].Rows[2][1] != "2/2, 2, 4" || units.Tables[0].Rows[2][3] != "3/3, 2, 5" {
		t.Errorf("units chart (armour: Italy 2/2, 2, 4; Germany 3/3, 2, 5): %v", units.Tables)
	}
}
