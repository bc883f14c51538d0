package vernian

import (
	"sandtable/rules"
)

// loneTanks names side's tanks with no friendly infantry in their hex.
func (st *State) loneTanks(side string) []string {
	var out []string
	for i := range st.Units {
		u := &st.Units[i]
		if u.Side == side && u.Loc.OnMap() && st.isTank(u) && !st.hasInfantry(u.Loc, side) {
			out = append(out, st.name(i)+" at "+st.text(u.Loc))
		}
	}
	return out
}

// hasInfantry reports whether side has an infantry unit at l.
func (st *State) hasInfantry(l rules.Location, side string) bool {
	for _, j := range st.groundAt(l, side) {
		if st.isInfantry(&st.Units[j]) {
			return true
		}
	}
	return false
}

// sweepTanks destroys every tank with no infantry in its hex: 000 Part II
// Tanks, "A Tank is not a combat unit; if alone in a hex it is destroyed.
// It must always be stacked with an Infantry unit; it is destroyed along
// with the last infantry step in that hex." Run after losses and at the end
// of each phase (a stack moves one unit at a time, so a tank may be alone
// for a moment while its stack moves).
func (st *State) sweepTanks(ctx *rules.Context) {
	for i := range st.Units {
		u := &st.Units[i]
		if u.Loc.OnMap() && st.isTank(u) && !st.hasInfantry(u.Loc, u.Side) {
			ctx.Logf("%s at %s has no infantry with it and is destroyed (%s)", st.name(i), st.text(u.Loc), RuleTanks)
			u.Loc = rules.Eliminated
		}
	}
}
