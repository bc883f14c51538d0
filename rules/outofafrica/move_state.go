package outofafrica

import (
	"maps"
	"slices"
)

// MoveState is lane 4's state of movement (State's Moves): the operations
// and the strategic redeployment a side is spending points on in its
// action round (nil when none), and the army sent by sea this turn.
type MoveState struct {
	// Ops are the operations under way (activation.go), nil when none.
	Ops *Ops `json:"ops,omitempty"`
	// SR is the strategic redeployment under way (sr.go), nil when none.
	SR *SRPoints `json:"sr,omitempty"`
	// SeaArmy is the turn in which the Allies last sent an army by sea
	// (sealift.go, L148); 0 never.
	SeaArmy int `json:"sea_army,omitempty"`
	// OneZoneAttack is set once Allied card #49 (the Draka Central Asia
	// Offensive) has been played as an event: "only one Allied stack per
	// action can be activated for an attack in the Janissary Zone" (L635;
	// lane 3's event sets it, neareast.go applies it).
	OneZoneAttack bool `json:"one_zone_attack,omitempty"`
}

// Ops are a side's operations in its action round: the OPS points left,
// the spaces activated and the units each activation set going, and the
// movement points each unit has spent. Lane 5's attack reads Attackers
// (the units activated for attack) and marks the spaces it has attacked
// from in Attacked.
type Ops struct {
	Side   string `json:"side"`
	Points int    `json:"points"` // OPS left to spend
	Why    string `json:"why"`    // what gave them: "C23 for OPS"
	// Activated is each activated space's use: "move" or "attack".
	Activated map[string]string `json:"activated,omitempty"`
	// Movers are the units activated for movement (those in a space
	// activated for movement when it was activated); Attackers those
	// activated for attack.
	Movers    []int `json:"movers,omitempty"`
	Attackers []int `json:"attackers,omitempty"`
	// Spent are the movement points each mover has spent, by unit index;
	// From the space each mover was activated in, once it has moved.
	Spent map[int]int    `json:"spent,omitempty"`
	From  map[int]string `json:"from,omitempty"`
	// Attacked are the spaces whose attackers have attacked (lane 5).
	Attacked []string `json:"attacked,omitempty"`
}

// SRPoints are a side's strategic redeployment in its action round: the
// SR points left and the units already redeployed.
type SRPoints struct {
	Side   string `json:"side"`
	Points int    `json:"points"`
	Why    string `json:"why"`
	Moved  []int  `json:"moved,omitempty"`
}

// clone is a deep copy.
func (s MoveState) clone() MoveState {
	if s.Ops != nil {
		o := *s.Ops
		o.Activated = maps.Clone(o.Activated)
		o.Movers = slices.Clone(o.Movers)
		o.Attackers = slices.Clone(o.Attackers)
		o.Spent = maps.Clone(o.Spent)
		o.From = maps.Clone(o.From)
		o.Attacked = slices.Clone(o.Attacked)
		s.Ops = &o
	}
	if s.SR != nil {
		r := *s.SR
		r.Moved = slices.Clone(r.Moved)
		s.SR = &r
	}
	return s
}
