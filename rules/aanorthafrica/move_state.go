package aanorthafrica

import stdmaps "maps"

// MoveState is lane E's state: what each unit did this turn (where it
// came from, whether it moved to attack or dashed), out of gas, the Via
// Balbia's road advances and cuts. Only the movement files change it;
// State.Clone calls clone. Combat reads Moved (retreats go back the way
// attackers came; out-of-gas units only one space back).
type MoveState struct {
	// Moved is, by unit index, the moves it made this nation turn
	// (cleared as each nation turn starts).
	Moved map[int]Moved
}

// Moved is one unit's movement this nation turn.
type Moved struct {
	Start  string // the space it began the turn in
	Prev   string // the space it left by its last step (its way back)
	Combat bool   // it moved in the combat move (it attacks where it stands)
	Dashed bool   // it made a mechanized move (an extra space)
}

// clone is a deep copy of s (copy every map and slice added here).
func (s MoveState) clone() MoveState {
	s.Moved = stdmaps.Clone(s.Moved)
	return s
}

// movedIn is unit i's movement this turn (zero when it has not moved).
func (st *State) movedIn(i int) Moved { return st.Moves.Moved[i] }
