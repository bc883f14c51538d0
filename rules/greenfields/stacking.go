package greenfields

import (
	"slices"

	"sandtable/rules"
)

// restack numbers the waves of every zone (1 leading, 2 middle, 3 end) by
// their current order, new arrivals last, and clears waves off the map.
// The stacking section's verbs change the order.
func (st *State) restack(ctx *rules.Context) {
	byZone := map[rules.Location][]int{}
	for i := range st.Units {
		u := &st.Units[i]
		if !u.Loc.OnMap() || st.isAircraft(i) {
			st.Troops[i].Wave = 0
			continue
		}
		byZone[u.Loc] = append(byZone[u.Loc], i)
	}
	for _, us := range byZone {
		for _, side := range Sides {
			var mine []int
			for _, i := range us {
				if st.Units[i].Side == side {
					mine = append(mine, i)
				}
			}
			slices.SortStableFunc(mine, func(a, b int) int {
				wa, wb := st.Troops[a].Wave, st.Troops[b].Wave
				if wa == 0 {
					wa = 99
				}
				if wb == 0 {
					wb = 99
				}
				return wa - wb
			})
			for k, i := range mine {
				st.Troops[i].Wave = k + 1
			}
		}
	}
}
