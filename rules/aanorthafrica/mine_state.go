package aanorthafrica

import (
	stdmaps "maps"
	"slices"

	"sandtable/rules"
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

// clone is a deep copy of s.
func (s MineState) clone() MineState {
	s.Declared = stdmaps.Clone(s.Declared)
	s.Questions = slices.Clone(s.Questions)
	for k := range s.Questions {
		s.Questions[k].Units = slices.Clone(s.Questions[k].Units)
	}
	return s
}

// isMine reports whether unit i is a minefield.
func (st *State) isMine(i int) bool { return st.ClassOfUnit(i) == Minefield }

// mineEligible reports whether space may hold a minefield and asks the
// question on entry: a space of the map that is no city, road space or
// terrain land units may not enter.
func (st *State) mineEligible(space string) bool {
	r := st.Rules()
	_, ok := st.Cell(space)
	return ok && !st.IsTerrain(space, r.Terrain.Cities) && !slices.Contains(r.Road, space) && !st.IsTerrain(space, r.Terrain.LandBlocked)
}

// mineAt is side's minefield on the map at space (hidden or declared), -1
// for none; hiddenMineAt its hidden one.
func (st *State) mineAt(side, space string) int {
	for _, i := range st.At(space) {
		if st.isMine(i) && st.Units[i].Side == side {
			return i
		}
	}
	return -1
}

func (st *State) hiddenMineAt(side, space string) int {
	if i := st.mineAt(side, space); i >= 0 && st.Units[i].Hidden {
		return i
	}
	return -1
}

// mayHaveHiddenMines reports whether side may have a hidden minefield
// anywhere, as its enemy may know: it has a minefield not declared (in its
// box, laid, or forfeited unseen). Purchases are public, so this is.
func (st *State) mayHaveHiddenMines(side string) bool {
	for i := range st.Units {
		if st.isMine(i) && st.Units[i].Side == side && st.Units[i].Hidden {
			return true
		}
	}
	return false
}

// layable reports whether unit i is a minefield of nation waiting in a box.
func (st *State) layable(i int, nation string) bool {
	u := &st.Units[i]
	return st.isMine(i) && u.Nation == nation && u.Hidden && u.Loc.InBox()
}

// dropLostMines keeps rule 5 ("Enemy units cannot occupy or control a
// space with an enemy minefield still inside it") true whatever took the
// space: a hidden mine in a space its side no longer controls is gone
// unseen (its owner reads it), a declared one is destroyed in the open.
func (st *State) dropLostMines(ctx *rules.Context) {
	for i := range st.Units {
		u := &st.Units[i]
		if !st.isMine(i) || !u.Loc.OnMap() || st.SideAt(st.SpaceOf(i)) == u.Side {
			continue
		}
		if u.Hidden {
			ctx.LogTo(rules.SidesOnly(u.Side), "%s at %s is lost with the space", st.unitName(i), st.SpaceOf(i))
			u.Loc = rules.Eliminated
			continue
		}
		delete(st.Mines.Declared, i)
		st.destroy(i, ctx, "its space was taken")
	}
}
