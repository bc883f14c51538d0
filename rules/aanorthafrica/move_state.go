package aanorthafrica

// MoveState is lane E's state: per unit the space it began the turn in, mechanized moves
// (dash) and out of gas, the Via Balbia's road advances and cuts.
// Only that lane's files change it; State.Clone calls clone.
type MoveState struct{}

// clone is a deep copy of s (copy every map and slice added here).
func (s MoveState) clone() MoveState { return s }
