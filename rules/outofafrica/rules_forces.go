package outofafrica

// ForceRules are lane 6's [rules] keys (forces, supply, control, victory,
// PLAN.md §3): [rules.services] (the Draka units' service, cf or j),
// [rules.supply], [rules.draka_rp], [rules.morale], [rules.victory],
// [rules.arrivals], [rules.draka_control], [rules.original]. Declared
// empty by the scaffold; lane 6 adds its fields here (each with its toml
// tag) and checks them with addRulesCheck from its own file.
type ForceRules struct{}
