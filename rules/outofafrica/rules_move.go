package outofafrica

// MoveRules are lane 4's [rules] keys (movement and restrictions, PLAN.md
// §3): balkans, forbidden_janissary, starred_ports, [rules.activation],
// [rules.stacking], [rules.dotted]. Declared empty by the scaffold; lane 4
// adds its fields here (each with its toml tag) and checks them with
// addRulesCheck from its own file.
type MoveRules struct{}
