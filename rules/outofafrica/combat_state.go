package outofafrica

// CombatState is lane 5's state of combat (State's Battle): the battle
// being fought, its combat cards, losses and retreats to choose, trench
// levels, gas chits used. Declared empty by the scaffold.
type CombatState struct{}

// clone is a deep copy: copy every map and slice lane 5 adds.
func (s CombatState) clone() CombatState { return s }

// Battle is one attack as lane 5 resolves it: the attacking and defending
// units and spaces, the combat cards, the tables. Declared empty by the
// scaffold so that addCombatMods (hooks.go) has its type; lane 5 adds the
// fields.
type Battle struct{}
