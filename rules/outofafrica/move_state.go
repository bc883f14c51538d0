package outofafrica

// MoveState is lane 4's state of movement (State's Moves): the spaces
// activated this action round and for what, the units moved, SR points
// left, the army by sea used this turn. Declared empty by the scaffold.
type MoveState struct{}

// clone is a deep copy: copy every map and slice lane 4 adds.
func (s MoveState) clone() MoveState { return s }
