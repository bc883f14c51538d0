package outofafrica

// AirRules are lane 1's [rules] keys (the air war, PLAN.md §3.12):
// [rules.air] (ZAF and BAF values and costs, the Air Warfare and Air
// Interception charts, their DRMs, targets, max_per_target). Declared
// empty by the scaffold; lane 1 adds its fields here (each with its toml
// tag) and checks them with addRulesCheck from its own file.
type AirRules struct{}
