package vernian

import (
	"slices"

	"sandtable/rules"
)

// Tanks (000 Part II): "Only one Tank unit can be in a stack, but it does
// not count for stacking. ... A Tank is not a combat unit; if alone in a
// hex it is destroyed. It must always be stacked with an Infantry unit; it
// is destroyed along with the last infantry step in that hex." "A tank
// thus cannot be used to attack a hex containing another tank. Tanks can
// never attack by themselves, they only aid attacking infantry in their
// hex." On defense "the first hit each Bombardment Phase against that hex
// from Monstrous Artilleries is ignored" (applyFire); on attack "a) The
// first hit normally suffered by that side is ignored ... b) A stack
// containing a tank can advance two hexes after combat ... c) One unit in
// the stack containing the Tank has its Attack Strength doubled."

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

// tanksUsed lists the tanks that help the attack: one per attacking stack,
// unless the defender's hex holds a tank (000 Part II Tanks: "A tank thus
// cannot be used to attack a hex containing another tank").
func (st *State) tanksUsed(att []int, target rules.Location) []int {
	if st.tankAt(target, enemy(st.Units[att[0]].Side)) >= 0 {
		return nil
	}
	var out []int
	seen := map[rules.Location]bool{}
	for _, i := range att {
		u := &st.Units[i]
		if seen[u.Loc] {
			continue
		}
		seen[u.Loc] = true
		infantry := false
		for _, j := range att {
			infantry = infantry || (st.Units[j].Loc == u.Loc && st.isInfantry(&st.Units[j]))
		}
		if t := st.tankAt(u.Loc, u.Side); t >= 0 && infantry {
			out = append(out, t)
		}
	}
	return out
}

// tankFollowing is the tank of units' side at from that goes with units
// when they leave (-1 when none): units do not include it, and no
// infantry of that side stays behind at from.
func (st *State) tankFollowing(units []int, from rules.Location) int {
	if len(units) == 0 {
		return -1
	}
	side := st.Units[units[0]].Side
	t := st.tankAt(from, side)
	if t < 0 || slices.Contains(units, t) {
		return -1
	}
	for _, j := range st.groundAt(from, side) {
		if st.isInfantry(&st.Units[j]) && !slices.Contains(units, j) {
			return -1
		}
	}
	return t
}

// carriesTank reports whether advancing unit i now takes a tank along:
// its hex holds the tank that helped its stack attack, and i is the last
// unit of that stack still there.
func (st *State) carriesTank(i int) bool {
	u := &st.Units[i]
	if st.After == nil || !slices.Contains(st.After.Tanked, u.ID) || st.tankAt(u.Loc, u.Side) < 0 {
		return false
	}
	for _, id := range st.After.Tanked {
		if j := st.Units.Index(id); j >= 0 && j != i && st.Units[j].Loc == u.Loc {
			return false
		}
	}
	return true
}

// tankAt is the index of side's tank at l, -1 when none.
func (st *State) tankAt(l rules.Location, side string) int {
	for _, j := range st.groundAt(l, side) {
		if st.isTank(&st.Units[j]) {
			return j
		}
	}
	return -1
}
