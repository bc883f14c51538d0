package kit

import (
	"sandtable/maps"
	"sandtable/rules"
)

// PlaceCells is the set of cells of m's places for which keep holds, e.g.
// a side's supply sources:
//
//	PlaceCells(m, func(p *maps.Place) bool { return p.Is("supply_source") && p.Side == side })
func PlaceCells(m *maps.Map, keep func(p *maps.Place) bool) rules.CellSet {
	set := rules.CellSet{}
	for _, p := range m.Places {
		if keep(p) {
			for _, c := range p.Cells {
				set[c] = true
			}
		}
	}
	return set
}
