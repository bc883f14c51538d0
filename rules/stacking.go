package rules

import (
	"fmt"

	"sandtable/scenarios"
)

// Stacking is a stacking limit: how much may stand in one cell, counting
// each unit by a weight. Boxes and the eliminated pile have no limit.
type Stacking struct {
	// Limit is the most weight a cell may hold.
	Limit int
	// LimitAt, if set, is the limit of a given cell instead (terrain,
	// cities...); it wins over Limit.
	LimitAt func(loc Location) int
	// Weight is what a unit counts for (e.g. 2 for a corps, 0 for an HQ or
	// for units of the other side); nil counts every unit as 1.
	Weight func(u *Unit) int
	// What names the thing counted in reasons ("units", "stacking points");
	// "" means "units".
	What string
}

// limit is the limit at loc.
func (st Stacking) limit(loc Location) int {
	if st.LimitAt != nil {
		return st.LimitAt(loc)
	}
	return st.Limit
}

// Weigh is the total weight of units.
func (st Stacking) Weigh(units []*Unit) int {
	w := 0
	for _, u := range units {
		if st.Weight == nil {
			w++
		} else {
			w += st.Weight(u)
		}
	}
	return w
}

// Check is "" when the stack at loc is within the limit, else the reason it
// is not: "4 units at W0906, over the limit of 3".
func (st Stacking) Check(s *scenarios.Scenario, us Units, loc Location) string {
	if !loc.OnMap() {
		return ""
	}
	return st.reason(s, loc, st.Weigh(us.At(loc)))
}

// CheckMove is "" when the units ids may move together to loc without
// breaking the limit there (counting whoever is already at loc, and the
// movers once even if some are there already), else the reason.
func (st Stacking) CheckMove(s *scenarios.Scenario, us Units, ids []string, loc Location) string {
	if !loc.OnMap() {
		return ""
	}
	moving := map[string]bool{}
	var stack []*Unit
	for _, id := range ids {
		if u := us.ByID(id); u != nil && !moving[id] {
			moving[id] = true
			stack = append(stack, u)
		}
	}
	for _, u := range us.At(loc) {
		if !moving[u.ID] {
			stack = append(stack, u)
		}
	}
	return st.reason(s, loc, st.Weigh(stack))
}

func (st Stacking) reason(s *scenarios.Scenario, loc Location, w int) string {
	limit := st.limit(loc)
	if w <= limit {
		return ""
	}
	what := st.What
	if what == "" {
		what = "units"
	}
	return fmt.Sprintf("%d %s at %s, over the limit of %d", w, what, loc.Text(s), limit)
}
