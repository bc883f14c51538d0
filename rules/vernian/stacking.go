package vernian

import (
	"sandtable/rules"
)

// Stacking. The seed's only figure for the normal limit is 000 England c:
// "the normal number (up to six as long as stacking limits aren't
// violated)" - six divisions per hex (option stack_limit). "The AFB
// counts as a division for stacking purposes"; a tank "does not count for
// stacking", but "Only one Tank unit can be in a stack" (000 Part II).

// weight is what a unit counts for stacking (000 Tanks: "does not count
// for stacking"; 000 AFB: "counts as a division"; HQs do not count).
func (st *State) weight(u *rules.Unit) int {
	if st.isCombat(u) || st.isAFB(u) {
		return 1
	}
	return 0
}

// stackWeight is the stacking weight of side's units at l.
func (st *State) stackWeight(l rules.Location, side string) int {
	w := 0
	for _, i := range st.groundAt(l, side) {
		w += st.weight(&st.Units[i])
	}
	return w
}
