package aanorthafrica

import (
	"fmt"
	"math/rand/v2"

	"sandtable/rules"
)

// This file gives the checks by difference (rules.SecretVariants,
// rulestest.DiffChecker) states that differ from the game's only in what
// a side may not see. The one secret of this game is the enemy's hidden
// minefields ("they are not revealed to the enemy until he stumbles into
// the space containing it"): where each laid one is, and whether one was
// forfeited. Purchases, and so how many mines a side has not declared,
// are public.

var _ rules.SecretVariants = (*State)(nil)

// SecretVariants are copies of the state that differ only in the enemy's
// hidden minefields, at most one of each kind, chosen with r:
//
//   - one laid hidden mine stands in another space its side may lay one
//     in that side's units are not in (or in the space the pending
//     question is about: the mine may be there or not);
//   - one laid hidden mine was forfeited (gone, unseen).
func (st *State) SecretVariants(side string, r *rand.Rand) []rules.Variant {
	if side == "" || st.Over {
		return nil
	}
	enemy := Enemy(side)
	var laid []int
	for i := range st.Units {
		u := &st.Units[i]
		if st.isMine(i) && u.Side == enemy && u.Hidden && u.Loc.OnMap() {
			laid = append(laid, i)
		}
	}
	if len(laid) == 0 {
		return nil
	}
	var out []rules.Variant
	i := laid[r.IntN(len(laid))]
	var to []string
	for _, l := range st.Spaces() {
		if st.whereMine(enemy, l) == nil && (!st.hasUnitsOf(side, l) || st.questionAt(l)) {
			to = append(to, l)
		}
	}
	if len(to) > 0 {
		c := st.Clone().(*State)
		l := to[r.IntN(len(to))]
		c.Units[i].Loc = c.Loc(l)
		out = append(out, rules.Variant{What: fmt.Sprintf("the hidden %s at %s is at %s", st.unitName(i), st.SpaceOf(i), l), State: c})
	}
	i = laid[r.IntN(len(laid))]
	c := st.Clone().(*State)
	c.Units[i].Loc = rules.Eliminated
	out = append(out, rules.Variant{What: fmt.Sprintf("the hidden %s at %s was forfeited", st.unitName(i), st.SpaceOf(i)), State: c})
	return out
}

// hasUnitsOf reports whether side has units in space.
func (st *State) hasUnitsOf(side, space string) bool {
	for _, i := range st.At(space) {
		if st.Units[i].Side == side {
			return true
		}
	}
	return false
}

// questionAt reports whether the minefield question waited for is about
// space.
func (st *State) questionAt(space string) bool {
	return len(st.Mines.Questions) > 0 && st.Mines.Questions[0].Space == space
}
