package aanorthafrica

import (
	stdmaps "maps"
	"slices"
)

// MoveState is lane E's state: what each unit did this turn (where it
// came from, whether it moved to attack or dashed), out of gas, the Via
// Balbia's road advances and cuts. Only the movement files change it;
// State.Clone calls clone. Combat reads Moved (retreats go back the way
// attackers came; out-of-gas units only one space back: outOfGas).
type MoveState struct {
	// Moved is, by unit index, the moves it made this nation turn
	// (cleared as each nation turn starts).
	Moved map[int]Moved
	// Gas are the units out of gas (turned), by unit index: the round in
	// whose turn of the unit's nation it is refuelled (mechanized.go).
	Gas map[int]int `json:"gas,omitempty"`
	// Road are the units whose mechanized move's extra space went along
	// the Via Balbia, penalty free while their road behind them is not
	// cut, by unit index, until their nation's next turn (viabalbia.go).
	Road map[int]RoadAdvance `json:"road,omitempty"`
	// Cut are the units whose road was cut, by unit index: the
	// interloping enemy units (indices), until the end of the unit's
	// nation's next combat phase (viabalbia.go).
	Cut map[int][]int `json:"cut,omitempty"`
}

// Moved is one unit's movement this nation turn.
type Moved struct {
	Start  string // the space it began the turn in
	Prev   string // the space it left by its last step (its way back)
	Combat bool   // it moved in the combat move (it attacks where it stands)
	Dashed bool   // it made a mechanized move (an extra space; out of gas unless on the road: outOfGas)
	// Steps are the spaces it has moved this turn; Blitzed is set when
	// armour has passed through an enemy space (it may once a turn).
	Steps   int  `json:",omitempty"`
	Blitzed bool `json:",omitempty"`
}

// RoadAdvance is a penalty-free extra space along the Via Balbia: Dir is
// the way the unit went along the road chain (+1 east, -1 west).
type RoadAdvance struct {
	Dir int `json:"dir"`
}

// clone is a deep copy of s (copy every map and slice added here).
func (s MoveState) clone() MoveState {
	s.Moved = stdmaps.Clone(s.Moved)
	s.Gas = stdmaps.Clone(s.Gas)
	s.Road = stdmaps.Clone(s.Road)
	if s.Cut != nil {
		c := make(map[int][]int, len(s.Cut))
		for k, v := range s.Cut {
			c[k] = slices.Clone(v)
		}
		s.Cut = c
	}
	return s
}

// movedIn is unit i's movement this turn (zero when it has not moved).
func (st *State) movedIn(i int) Moved { return st.Moves.Moved[i] }
