package rules

import (
	"sandtable/board"
	"sandtable/maps"
)

// MoveOptions are the rules of one move: a movement allowance spent on
// terrain and edge costs (maps.Map.MoveCost), plus what a module adds.
type MoveOptions struct {
	// Budget is the movement allowance; < 0 is unlimited.
	Budget int
	// Extra, if set, is added to the cost of each step (e.g. +1 to leave an
	// enemy zone of control); negative results count as 0.
	Extra func(from, to board.Cell) int
	// Forbid, if set, names cells that may not be entered at all (e.g.
	// enemy-occupied cells, or where stacking would be exceeded).
	Forbid func(c board.Cell) bool
	// Stop, if set, names cells where movement must end: they may be
	// entered but not left, except the start cell (e.g. enemy zones of
	// control: ZOC.Has).
	Stop func(c board.Cell) bool
	// MinimumMove is the "a unit may always move one cell" rule, off by
	// default: a first step into an adjacent cell that is passable and not
	// forbidden costs at most the whole allowance, so it is allowed even
	// when its cost is higher; it reaches the cell at cost Budget. (A cell
	// after it can still be reached only at zero cost.)
	MinimumMove bool
}

// CostFunc is the step cost of these options on m for a move from start,
// for board.Range, board.FindPath or a module's own search.
func (o MoveOptions) CostFunc(m *maps.Map, start board.Cell) board.CostFunc {
	return func(from, to board.Cell) (int, bool) {
		if o.Stop != nil && from != start && o.Stop(from) {
			return 0, false
		}
		if o.Forbid != nil && o.Forbid(to) {
			return 0, false
		}
		c, ok := m.MoveCost(from, to)
		if !ok {
			return 0, false
		}
		if o.Extra != nil {
			c = max(c+o.Extra(from, to), 0)
		}
		if o.MinimumMove && o.Budget >= 0 && from == start {
			c = min(c, o.Budget)
		}
		return c, true
	}
}

// MoveRange is every cell of m a unit at start can reach under o, with the
// cheapest cost and a path to each (start included at cost 0).
func MoveRange(m *maps.Map, start board.Cell, o MoveOptions) *board.Reach {
	return board.Range(m.Topology, start, o.Budget, o.CostFunc(m, start))
}

// MovePath is a cheapest path under o from one cell of m to another and its
// cost; ok is false when to cannot be reached within the allowance.
func MovePath(m *maps.Map, from, to board.Cell, o MoveOptions) (path []board.Cell, cost int, ok bool) {
	path, cost, ok = board.FindPath(m.Topology, from, to, o.CostFunc(m, from))
	if ok && o.Budget >= 0 && cost > o.Budget {
		return nil, 0, false
	}
	return path, cost, ok
}
