package aanorthafrica

// BuyState is lane D's state: units bought this turn waiting to be placed (minted, off the map in the
// nation's box) and what the purchase phase keeps.
// Only that lane's files change it; State.Clone calls clone.
type BuyState struct{}

// clone is a deep copy of s (copy every map and slice added here).
func (s BuyState) clone() BuyState { return s }
