package outofafrica

// TurnState is lane 3's state of the turn and the game's tracks (State's
// Tracks): the die action used this turn (DieUsed by side), each
// alliance's war status, replacement points, mandated offensives.
// Declared empty by the scaffold.
type TurnState struct{}

// clone is a deep copy: copy every map and slice lane 3 adds.
func (s TurnState) clone() TurnState { return s }
