package rules

import (
	"sandtable/board"
	"sandtable/maps"
)

// ZOCOptions say which units exert a zone of control and where it reaches.
// Zones of control are an optional rule: modules that use them build a ZOC
// and pass its Has as MoveOptions.Stop (units stop on entering an enemy
// zone), as RetreatOptions.ZOC, or as a supply trace's blocker.
type ZOCOptions struct {
	// Exerts picks the units with a zone of control, e.g. Enemies(side);
	// nil means every unit on the map.
	Exerts func(*Unit) bool
	// Across, if set, says whether a zone reaches from a unit's cell into
	// an adjacent one. nil: wherever the unit could step (maps.Map.MoveCost
	// allows it), so zones do not cross impassable edges or enter
	// impassable terrain.
	Across func(from, to board.Cell) bool
}

// ZOC is the set of cells of m in the zones of control of the units that
// o.Exerts picks: each such unit's cell and the adjacent cells its zone
// reaches.
func ZOC(m *maps.Map, us Units, o ZOCOptions) CellSet {
	zone := CellSet{}
	across := o.Across
	if across == nil {
		across = func(from, to board.Cell) bool { _, ok := m.MoveCost(from, to); return ok }
	}
	var buf []board.Cell
	for c := range us.Occupied(m.ID, o.Exerts) {
		zone[c] = true
		buf = m.Topology.Neighbors(c, buf[:0])
		for _, n := range buf {
			if across(c, n) {
				zone[n] = true
			}
		}
	}
	return zone
}

// StopIn is a cost function that keeps base's costs but forbids leaving a
// cell where stop holds, except start: with board.Range it makes movement
// end on entering such a cell (an enemy zone of control). base nil costs 1
// per step.
func StopIn(base board.CostFunc, start board.Cell, stop func(board.Cell) bool) board.CostFunc {
	return func(from, to board.Cell) (int, bool) {
		if from != start && stop(from) {
			return 0, false
		}
		if base == nil {
			return 1, true
		}
		return base(from, to)
	}
}
