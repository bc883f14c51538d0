package outofafrica

// CombatState is lane 5's state of combat (State's Battle): the battle
// being fought, its combat cards, losses and retreats to choose, trench
// levels, gas chits used. Declared empty by the scaffold.
type CombatState struct{}

// clone is a deep copy: copy every map and slice lane 5 adds.
func (s CombatState) clone() CombatState { return s }
