package rules

import (
	"slices"

	"sandtable/board"
	"sandtable/maps"
)

// Supply is a supply rule on one map: a unit is in supply when a line of
// at most MaxSteps steps leads from its cell to a source cell, every cell
// of the line after the unit's own (the source included) satisfying
// Through, and every step satisfying Step.
//
// Trace answers for one unit; Net answers for many with one search from all
// sources at once. They agree whenever Through and Step are fixed for the
// duration (they are asked in a different order).
type Supply struct {
	Map *maps.Map
	// Source says whether a cell is a supply source (see PlaceCells).
	Source func(c board.Cell) bool
	// Through says whether a supply line may pass through (or end at) a
	// cell, e.g. not enemy-occupied and not in an enemy zone of control
	// unless friendly-occupied. nil allows every cell.
	Through func(c board.Cell) bool
	// Step says whether a line may step from a cell to an adjacent one,
	// from the unit towards the source (e.g. not across an all-sea edge:
	// Passable(m)). nil allows every step.
	Step func(from, to board.Cell) bool
	// MaxSteps bounds the length of a line; < 0 is unlimited.
	MaxSteps int
}

// Passable is a Step function for Supply: a step m.MoveCost allows.
func Passable(m *maps.Map) func(from, to board.Cell) bool {
	return func(from, to board.Cell) bool { _, ok := m.MoveCost(from, to); return ok }
}

// Trace is the shortest supply line from cell from to a source (from first,
// the source last), and whether there is one. A unit on a source is in
// supply with the line [from].
func (sp Supply) Trace(from board.Cell) ([]board.Cell, bool) {
	if sp.Source == nil {
		return nil, false
	}
	step := func(a, b board.Cell) bool {
		return (sp.Through == nil || sp.Through(b)) && (sp.Step == nil || sp.Step(a, b))
	}
	return board.Trace(sp.Map.Topology, from, sp.Source, step, sp.MaxSteps)
}

// SupplyNet is the result of one search from every source: which cells are
// in supply, and by how long a line.
type SupplyNet struct {
	reach *board.Reach
}

// Net searches outwards from every source cell at once. Use it when many
// units need an answer: each is then a lookup.
func (sp Supply) Net() *SupplyNet {
	if sp.Source == nil {
		return &SupplyNet{}
	}
	t := sp.Map.Topology
	var sources []board.Cell
	for i := 0; i < t.Len(); i++ {
		if c := t.Cell(i); sp.Source(c) {
			sources = append(sources, c)
		}
	}
	// The search runs from the sources towards the units, so a step a->b
	// here is the line's step b->a, and the cell checked is the one left:
	// every cell of a line except the unit's own.
	cost := func(a, b board.Cell) (int, bool) {
		if sp.Through != nil && !sp.Through(a) {
			return 0, false
		}
		if sp.Step != nil && !sp.Step(b, a) {
			return 0, false
		}
		return 1, true
	}
	return &SupplyNet{reach: board.RangeFrom(t, sources, sp.MaxSteps, cost)}
}

// Supplied reports whether a unit at c is in supply.
func (n *SupplyNet) Supplied(c board.Cell) bool {
	_, ok := n.reach.Cost(c)
	return ok
}

// Steps is the length of the shortest supply line from c, and whether c is
// in supply.
func (n *SupplyNet) Steps(c board.Cell) (int, bool) { return n.reach.Cost(c) }

// Line is a shortest supply line from c (c first, the source last), or nil
// when c is out of supply.
func (n *SupplyNet) Line(c board.Cell) []board.Cell {
	p := n.reach.Path(c)
	slices.Reverse(p)
	return p
}

// PlaceCells is the set of cells of m's places for which keep holds, e.g.
// a side's supply sources:
//
//	PlaceCells(m, func(p *maps.Place) bool { return p.Is("supply_source") && p.Side == side })
func PlaceCells(m *maps.Map, keep func(p *maps.Place) bool) CellSet {
	set := CellSet{}
	for _, p := range m.Places {
		if keep(p) {
			for _, c := range p.Cells {
				set[c] = true
			}
		}
	}
	return set
}
