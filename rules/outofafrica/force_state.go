package outofafrica

import (
	"maps"
	"slices"
)

// ForceState is lane 6's state of the forces (State's Forces): the two
// flags the victory tables read (L187-220), set by the events that make
// them true (lane 3: the Treaty of Brest-Litovsk, card #40 "TR Demands
// German Unconditional Surrender").
type ForceState struct {
	// BrestLitovsk: the Treaty of Brest-Litovsk has been signed.
	BrestLitovsk bool `json:"brest_litovsk,omitempty"`
	// TRDemand: card #40 has been played as an event.
	TRDemand bool `json:"tr_demand,omitempty"`
	// FirstControl is, for each victory space neutral at the start, the
	// first side to control it: its original owner for the VP (vp.go).
	FirstControl map[string]string `json:"first_control,omitempty"`
	// WarStatus is each alliance's war status as its reinforcements last
	// saw it (lwreinforcements.go); Due are the reinforcements waiting
	// for a replacement phase.
	WarStatus map[string]string `json:"war_status,omitempty"`
	Due       []Due             `json:"due,omitempty"`
}

// Due is a reinforcement waiting for the replacement phase of Turn:
// Index into [[rules.reinforcements]].
type Due struct {
	Turn  int `json:"turn"`
	Index int `json:"index"`
}

// clone is a deep copy.
func (s ForceState) clone() ForceState {
	s.FirstControl = maps.Clone(s.FirstControl)
	s.WarStatus = maps.Clone(s.WarStatus)
	s.Due = slices.Clone(s.Due)
	return s
}

// DrakaState is lane 6's state of the Draka (State's Draka): the spaces
// with a Draka control marker (L178-181) and the Draka CF and J
// replacement points (L119).
type DrakaState struct {
	// Marked are the spaces with a Draka control marker.
	Marked map[string]bool `json:"marked,omitempty"`
	// CF and J are the Draka replacement points held, by service.
	CF int `json:"cf,omitempty"`
	J  int `json:"j,omitempty"`
	// RPTurn is the last turn in which the Draka received their RPs (the
	// first RP card of a turn gives them, L119).
	RPTurn int `json:"rp_turn,omitempty"`
	// UsedCF and UsedJ are the points used in this replacement phase
	// (at most [rules.draka_rp] max_cf and max_j).
	UsedCF int `json:"used_cf,omitempty"`
	UsedJ  int `json:"used_j,omitempty"`
}

// clone is a deep copy.
func (s DrakaState) clone() DrakaState {
	s.Marked = maps.Clone(s.Marked)
	return s
}
