package outofafrica

// ForceState is lane 6's state of the forces (State's Forces):
// reinforcements due, entries of neutrals, morale, supply caches.
// Declared empty by the scaffold.
type ForceState struct{}

// clone is a deep copy: copy every map and slice lane 6 adds.
func (s ForceState) clone() ForceState { return s }

// DrakaState is lane 6's state of the Draka (State's Draka): the spaces
// with a Draka control marker (Marked, L178-181), the Draka CF and J
// replacement points, Kempf. Declared empty by the scaffold.
type DrakaState struct{}

// clone is a deep copy: copy every map and slice lane 6 adds.
func (s DrakaState) clone() DrakaState { return s }
