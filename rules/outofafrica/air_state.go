package outofafrica

// AirState is lane 1's state of the air war (State's Air): the Zeppelin
// and Biplane Air Fleets and their missions this turn, interceptions.
// Declared empty by the scaffold.
type AirState struct{}

// clone is a deep copy: copy every map and slice lane 1 adds.
func (s AirState) clone() AirState { return s }
