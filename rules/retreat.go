package rules

import (
	"slices"

	"sandtable/board"
	"sandtable/maps"
)

// RetreatOptions are the rules of one retreat.
type RetreatOptions struct {
	// Distance is how many cells the stack retreats (at least 1).
	Distance int
	// Attackers are the cells the attack came from; a retreat must end
	// farther from the nearest of them than it started. With none, any
	// cell Distance away will do.
	Attackers []board.Cell
	// Enemy says whether a cell holds enemy units, which a retreat may not
	// enter (e.g. Units.Occupied(m.ID, Enemies(side)).Has). nil: none.
	Enemy func(c board.Cell) bool
	// ZOC, if set, names enemy zones of control the retreat may not enter
	// (an optional rule; nil allows them).
	ZOC func(c board.Cell) bool
	// Step, if set, says whether the retreat may step between two adjacent
	// cells; nil: where maps.Map.MoveCost allows (not across impassable
	// edges or into impassable terrain).
	Step func(from, to board.Cell) bool
	// EachStepAway makes every step of the retreat end farther from the
	// nearest attacker than the one before.
	EachStepAway bool
}

// RetreatTo is one place a retreat may end, with the retreat path.
type RetreatTo struct {
	Cell board.Cell
	Path []board.Cell // from the stack's cell (first) to Cell (last)
	Away int          // distance from Cell to the nearest attacker
}

// Retreats lists the cells a stack at from may retreat to under o: cells
// Distance steps away along allowed cells (and no closer by any allowed
// path), not enemy-occupied, not across impassable edges or terrain, not in
// an enemy zone of control if o.ZOC is set, and farther from the attackers
// than from. The farthest from the attackers come first, then m's dense
// order. Empty when the stack cannot retreat: the module decides what that
// costs it.
func Retreats(m *maps.Map, from board.Cell, o RetreatOptions) []RetreatTo {
	t := m.Topology
	if t.Index(from) < 0 || o.Distance < 1 {
		return nil
	}
	away := func(c board.Cell) int {
		d := -1
		for _, a := range o.Attackers {
			if x := t.Distance(a, c); x >= 0 && (d < 0 || x < d) {
				d = x
			}
		}
		return d
	}
	step := o.Step
	if step == nil {
		step = Passable(m)
	}
	cost := func(a, b board.Cell) (int, bool) {
		if (o.Enemy != nil && o.Enemy(b)) || (o.ZOC != nil && o.ZOC(b)) || !step(a, b) {
			return 0, false
		}
		if o.EachStepAway && away(b) <= away(a) {
			return 0, false
		}
		return 1, true
	}
	r := board.Range(t, from, o.Distance, cost)
	start := away(from)
	var out []RetreatTo
	for _, c := range r.Cells() {
		if d, _ := r.Cost(c); d != o.Distance {
			continue
		}
		if a := away(c); a > start || len(o.Attackers) == 0 {
			out = append(out, RetreatTo{Cell: c, Path: r.Path(c), Away: a})
		}
	}
	slices.SortStableFunc(out, func(x, y RetreatTo) int {
		if x.Away != y.Away {
			return y.Away - x.Away
		}
		return t.Index(x.Cell) - t.Index(y.Cell)
	})
	return out
}
