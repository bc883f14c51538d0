package aanorthafrica

import (
	stdmaps "maps"
	"slices"
)

// MineState is lane G's state: the minefields' questions pending on
// entry, the declared mines' records and the mine hits waiting for their
// owner to choose. Only the minefield files (minefields.go,
// minecombat.go) change it; State.Clone calls clone.
//
// A mine is a unit of class minefield. Bought, it waits Hidden in its
// nation's box; laid (lay-mine), it stands Hidden in its space; declared,
// it is face up (Hidden false) with a record in Declared; swept, it is
// destroyed; forfeited, it goes to the Eliminated box still Hidden, so
// that its enemy can tell a forfeited mine from a laid one by nothing.
type MineState struct {
	// Declared are the declared mines' records, by unit index.
	Declared map[int]MineRecord `json:"declared,omitempty"`
	// Questions are the entries waiting for the space's side to declare
	// a minefield or not, first first.
	Questions []MineQuestion `json:"questions,omitempty"`
	// Losses are mine hits waiting for the hit units' owner to choose
	// which are removed, first first.
	Losses []MineLoss `json:"losses,omitempty"`
}

// MineRecord is what the game keeps of a declared mine: when it was
// declared (the round and the nation turn index of its first incursion)
// and how many mine rolls it has made.
type MineRecord struct {
	Round int `json:"round"`
	Turn  int `json:"turn"`
	Rolls int `json:"rolls"`
	// Sweeps are the sweep attempts made against it (all failed).
	Sweeps int `json:"sweeps,omitempty"`
}

// MineQuestion is one entry of enemy land units into a space the asked
// side controls: "The controller must declare a minefield immediately
// upon entry by the enemy, or forfeit".
type MineQuestion struct {
	Side  string `json:"side"`  // the side asked (the space's)
	Space string `json:"space"` // the space entered
	// Units are the entering land units (indices), the mine roll's
	// targets when a mine is declared.
	Units []int `json:"units"`
}

// MineLoss is hits of a mine roll that the hit units' owner (Side)
// assigns among Units (indices, all in Space), one unit at a time.
type MineLoss struct {
	Side  string `json:"side"`
	Space string `json:"space"`
	Hits  int    `json:"hits"`
	Units []int  `json:"units"`
}

// clone is a deep copy of s.
func (s MineState) clone() MineState {
	s.Declared = stdmaps.Clone(s.Declared)
	s.Questions = slices.Clone(s.Questions)
	for k := range s.Questions {
		s.Questions[k].Units = slices.Clone(s.Questions[k].Units)
	}
	s.Losses = slices.Clone(s.Losses)
	for k := range s.Losses {
		s.Losses[k].Units = slices.Clone(s.Losses[k].Units)
	}
	return s
}
