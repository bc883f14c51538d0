package outofafrica

// CombatRules are lane 5's [rules] keys (combat, PLAN.md §3.6-3.8, 3.13):
// [rules.fire.corps], [rules.fire.army], [rules.terrain], [rules.trench],
// [rules.fortress], [rules.flank], [rules.gas]. Declared empty by the
// scaffold; lane 5 adds its fields here (each with its toml tag) and
// checks them with addRulesCheck from its own file.
type CombatRules struct{}
