package aanorthafrica

// MineState is lane G's state: the minefields: questions pending on entry, declared mines,
// their rolls and sweeps.
// Only that lane's files change it; State.Clone calls clone.
type MineState struct{}

// clone is a deep copy of s (copy every map and slice added here).
func (s MineState) clone() MineState { return s }
