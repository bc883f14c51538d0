package vernian

import (
	"fmt"

	"sandtable/rules"
	"sandtable/rules/kit"
)

// Stacking. The seed's only figure for the normal limit is 000 England c:
// "the normal number (up to six as long as stacking limits aren't
// violated)" - six divisions per hex (option stack_limit). "The AFB
// counts as a division for stacking purposes"; a tank "does not count for
// stacking", but "Only one Tank unit can be in a stack" (000 Part II).

func init() {
	book.Section(kit.Section[*State]{Rule: RuleStacking, Title: "Stacking", Order: 60,
		More: func(st *State) (string, []rules.RefTable) {
			return fmt.Sprintf(`A hex may hold up to %d divisions of one side, and exactly %d is allowed. Infantry, cavalry, fortresses and the Armored Front Buster count one each; HQs, tanks, Zeppelins and Ether Flyers count nothing.

Only one tank may be in a stack.

The limit holds everywhere: moves, new units, set-up, retreats, advances, the tunnel's arrivals in Dover and the Armored Front Buster's push.`, st.fixed.stackLimit, st.fixed.stackLimit), nil
		},
	})
}

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

// overstack is how many divisions a stack of have divisions of one side
// is over the stacking limit with add more; zero or less is within it:
// reaching the limit exactly is allowed. Every place that checks stacking
// asks it: moves, new units, set-up, retreats, advances, the tunnel's
// arrivals in Dover and the AFB (its own move and its push).
func (st *State) overstack(have, add int) int { return have + add - st.fixed.stackLimit }

// fits reports whether unit i may stand at l within the stacking limit,
// counting it once if it is there already.
func (st *State) fits(i int, l rules.Location) bool {
	u := &st.Units[i]
	have := st.stackWeight(l, u.Side)
	if u.Loc == l {
		have -= st.weight(u)
	}
	return st.overstack(have, st.weight(u)) <= 0
}

// overstackWhy is the refusal of a unit that would overstack l.
func (st *State) overstackWhy(l rules.Location) string {
	return fmt.Sprintf("%s would hold more than %d divisions", st.place(l), st.fixed.stackLimit)
}
