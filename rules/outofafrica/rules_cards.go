package outofafrica

// CardRules are lane 3's [rules] keys (turn and cards, PLAN.md §3): y1919,
// [rules.war_status], [rules.rp], [rules.mandated], [[rules.card]]. Declared
// empty by the scaffold; lane 3 adds its fields here (each with its toml
// tag) and checks them with addRulesCheck from its own file.
type CardRules struct{}

// TurnCardRules are lane 3's keys of [rules.turn] (PLAN.md §3.3): hand,
// hand_war, may_pass. Declared empty by the scaffold; embedded in
// TurnRules, so its fields are keys of [rules.turn].
type TurnCardRules struct{}
