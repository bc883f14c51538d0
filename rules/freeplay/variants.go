package freeplay

import (
	"math/rand/v2"

	"sandtable/rules"
)

// SecretVariants are copies of the state in which the counters face down to
// side are told otherwise (see rules.SecretVariants): one is of another
// type of its nation, or two swap types. What side sees of a face-down
// counter is its nation and place only, so nothing it is given may
// change.
func (st *State) SecretVariants(side string, r *rand.Rand) []rules.Variant {
	us, what, ok := rules.VaryUnseen(st.fixed.s, st.Units, func(i int) bool { return !st.seesAll(side, i) }, r)
	if !ok {
		return nil
	}
	c := st.Clone().(*State)
	c.Units = us
	return []rules.Variant{{What: what, State: c}}
}
