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
	// Reached is the turn each alliance reached each war status ("cp-lw",
	// "ap-tw"), as its reinforcements saw it.
	Reached map[string]int `json:"reached,omitempty"`
	// ExtraRP are replacement points by nation that lane 6's sections
	// give (Turkey's free RP, L31; the Turkish last ditch, L572) and lane
	// 3's replacement phase takes (takeExtraRP).
	ExtraRP map[string]int `json:"extra_rp,omitempty"`
	// Entered is the turn each nation neutral at the start entered the
	// war (entry.go).
	Entered map[string]int `json:"entered,omitempty"`
	// MinorSteps are the steps each minor ally has brought back in this
	// replacement phase (minorallies.go).
	MinorSteps map[string]int `json:"minor_steps,omitempty"`
	// LastDitch is the turn Turkey called its last-ditch replacements (0:
	// not yet; once per game, L572).
	LastDitch int `json:"last_ditch,omitempty"`
	// SupplyLine is the space to which the Draka must keep a supply line
	// once card #49's units have exited (Hamadan, L635; lane 3 or 4 sets
	// it): each attrition phase it is not kept, the Central Powers gain
	// 1 VP (attrition.go).
	SupplyLine string `json:"supply_line,omitempty"`
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
	s.Reached = maps.Clone(s.Reached)
	s.ExtraRP = maps.Clone(s.ExtraRP)
	s.Entered = maps.Clone(s.Entered)
	s.MinorSteps = maps.Clone(s.MinorSteps)
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
	// The events that cut the Draka RPs set these (lane 3): NoRP, the
	// Draka Nightmare's "No Draka RPs of any type can be taken for the
	// rest of the game" (L556); JCut, CP #36 in effect ("the Draka lose
	// 1 J RP per turn. Their maximum replacement is now 1 CF and 1 J RP
	// per turn", L661); JCutUntil, the last turn of CP #55's "Draka lose
	// 1 J RP this turn and next turn" (L669).
	NoRP      bool `json:"no_rp,omitempty"`
	JCut      bool `json:"j_cut,omitempty"`
	JCutUntil int  `json:"j_cut_until,omitempty"`
	// Mobilized: the Allies have played "Draka Mobilization" (#17) as an
	// event, which allows Army Det. Kempf (L152; lane 3 sets it).
	Mobilized bool `json:"mobilized,omitempty"`
}

// clone is a deep copy.
func (s DrakaState) clone() DrakaState {
	s.Marked = maps.Clone(s.Marked)
	return s
}
