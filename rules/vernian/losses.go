package vernian

import (
	"slices"

	"sandtable/rules"
)

// Step losses from combat results, bombardment and attrition. The seed
// says who loses first in two places: "HQs may be blown away by
// bombardment, but are always the last units in a stack to be killed"
// (000 Monstrous Artilleries f) and "the first German lost must be a Crack
// Troop" (000 Crack German Troops b).

// lossOrder sorts units (indexes) in the order they lose steps: units
// with combat factors first, the one with the most steps left first (ties
// in set-up order), Crack Troops first when crackFirst is set (000 Crack
// Troops b), and HQs always last (000 Monstrous Artilleries f: "HQs ...
// are always the last units in a stack to be killed"). Tanks and the AFB
// take no steps: tanks die with their infantry, the AFB is immune.
func (st *State) lossOrder(units []int, crackFirst bool) []int {
	var out []int
	for _, i := range units {
		u := &st.Units[i]
		if !st.isTank(u) && !st.isAFB(u) && !st.isAir(u) {
			out = append(out, i)
		}
	}
	rank := func(i int) int {
		u := &st.Units[i]
		switch {
		case crackFirst && st.isCrack(u):
			return 0
		case st.isHQ(u):
			return 2
		}
		return 1
	}
	slices.SortStableFunc(out, func(a, b int) int {
		if ra, rb := rank(a), rank(b); ra != rb {
			return ra - rb
		}
		return rules.StepsLeft(st.fixed.s, &st.Units[b]) - rules.StepsLeft(st.fixed.s, &st.Units[a])
	})
	return out
}

// takeSteps takes n steps from unit i, eliminating it when it has no more,
// and logs it.
func (st *State) takeSteps(i, n int, ctx *rules.Context) {
	u := &st.Units[i]
	name := st.name(i)
	where := st.text(u.Loc)
	if rules.TakeLosses(st.fixed.s, u, n) {
		u.Loc = rules.Eliminated
		ctx.Logf("%s at %s is eliminated", name, where)
		return
	}
	ctx.Logf("%s at %s loses %d step(s)", name, where, n)
}

// applyHits spreads hits over units in loss order, one step per hit;
// excess hits are wasted. It returns the hits taken.
func (st *State) applyHits(units []int, hits int, crackFirst bool, ctx *rules.Context) int {
	taken := 0
	for hits > 0 {
		order := st.lossOrder(alive(st, units), crackFirst)
		if len(order) == 0 {
			break
		}
		st.takeSteps(order[0], 1, ctx)
		hits--
		taken++
		crackFirst = false // only the first loss must be a Crack Troop
	}
	return taken
}

// alive keeps the units still on the map.
func alive(st *State, units []int) []int {
	var out []int
	for _, i := range units {
		if st.Units[i].Loc.OnMap() {
			out = append(out, i)
		}
	}
	return out
}
