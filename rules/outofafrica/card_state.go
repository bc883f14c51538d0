package outofafrica

// CardState is lane 3's state of the cards (State's Cards): each
// alliance's deck (rules.Deck), its secret hand (rules.Hand, shown to its
// owner only), discards and removed cards, events in effect. Declared
// empty by the scaffold.
type CardState struct{}

// clone is a deep copy: copy every map and slice lane 3 adds (Deck.Clone,
// slices.Clone of each Hand).
func (s CardState) clone() CardState { return s }
