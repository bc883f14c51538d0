package aanorthafrica

import "slices"

// BuyState is lane D's state: the units bought in the current purchase
// phase (minted, off the map in the nation's "to place" box), each with
// the pot that paid for it, so that unbuy refunds it. Units bought in
// earlier turns and never placed (ruling N-4) wait in the box without an
// entry here. Only purchase.go and reinforcements.go change it; State.Clone
// calls clone.
type BuyState struct {
	// Bought are this purchase phase's purchases, in order.
	Bought []Purchase `json:"bought,omitempty"`
}

// Purchase is one unit bought this phase.
type Purchase struct {
	// Unit is the unit's index in State.Units.
	Unit int `json:"unit"`
	// Cost is what was paid, in IPCs.
	Cost int `json:"cost"`
	// Bonus is true when the side's turn-1 bonus paid (ruling N-2), false
	// for the nation's bank.
	Bonus bool `json:"bonus,omitempty"`
}

// clone is a deep copy of s (copy every map and slice added here).
func (s BuyState) clone() BuyState {
	s.Bought = slices.Clone(s.Bought)
	return s
}
