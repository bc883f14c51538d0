package freeplay

import (
	"slices"
	"strings"

	"sandtable/rules"
)

// RuleZOC is what the zones-of-control overlay shows.
const RuleZOC = "freeplay: no zones of control are enforced; the overlay marks the cells next to each side's counters on the map, the usual zone of control of hex-and-counter games, for players who adjudicate their game's own"

var _ rules.Overlayer = (*State)(nil)

// Overlays offers one overlay, "Zones of control": every cell next to a
// counter on a map, in its side's colour. Face-down counters count like
// any other, so it tells nothing their backs do not.
func (st *State) Overlays(viewer string) []rules.Overlay {
	s := st.fixed.s
	type key struct{ m, cell, side string }
	seen := map[key]bool{}
	var cells []rules.OverlayCell
	for i := range st.Units {
		u := &st.Units[i]
		if !u.Loc.OnMap() {
			continue
		}
		m := s.Map(u.Loc.Map)
		if m == nil {
			continue
		}
		for _, c := range m.Topology.Neighbors(u.Loc.Cell, nil) {
			k := key{m.ID, m.Label(c), u.Side}
			if !seen[k] {
				seen[k] = true
				cells = append(cells, rules.OverlayCell{Map: k.m, Cell: k.cell, Side: k.side})
			}
		}
	}
	slices.SortFunc(cells, func(a, b rules.OverlayCell) int {
		if a.Map != b.Map {
			return strings.Compare(a.Map, b.Map)
		}
		if a.Cell != b.Cell {
			return strings.Compare(a.Cell, b.Cell)
		}
		return strings.Compare(a.Side, b.Side)
	})
	return []rules.Overlay{{ID: "zoc", Name: "Zones of control", Rule: RuleZOC,
		Meaning: "next to a counter of that side (players apply their game's ZOC rules)", Cells: cells}}
}
