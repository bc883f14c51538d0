package aanorthafrica

// CombatState is lane F's state: the battles pending after combat move and the battle in
// progress (its rounds, casualties to choose, retreats).
// Only that lane's files change it; State.Clone calls clone.
type CombatState struct{}

// clone is a deep copy of s (copy every map and slice added here).
func (s CombatState) clone() CombatState { return s }
