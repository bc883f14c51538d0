package vernian

// The supply computation as first written (one BFS over the map's move
// costs, map lookups for occupancy), kept as the reference the faster
// computeSupply must agree with (TestSupplyMatchesReference).

import (
	"sandtable/board"
	"sandtable/maps"
	"sandtable/rules"
)

func (st *State) computeSupplyRef(side string) *SupplyNet {
	f := st.fixed
	net := &SupplyNet{side: side, maps: map[string]*mapSupply{}}
	occ := st.occupancy()
	foe := enemy(side)
	// 000 Ether Flyers, Missions: "Enemy supply lines may not be traced
	// from, into or through an Interdicted hex"; Heavy: "Any units in that
	// hex are automatically Out of Supply".
	var inter map[rules.Location]bool
	if side == Germans {
		inter = st.interdicted()
	}
	for _, m := range f.s.Maps {
		n := m.Topology.Len()
		ms := &mapSupply{m: m, connected: make([]bool, n), attack: make([]bool, n), defense: make([]bool, n), distance: make([]int, n)}
		net.maps[m.ID] = ms
		through := func(c board.Cell) bool { return !occ.has(m.ID, c, foe) }
		shut := func(c board.Cell) bool { _, ok := inter[rules.CellLocation(m, c)]; return ok }
		// Ultimate sources.
		var ult []int
		for c := range f.sources[side][m.ID] {
			if through(c) {
				ult = append(ult, m.Topology.Index(c))
			}
		}
		if side == Germans && st.Tunnel.open() && f.dover.Map == m.ID && through(f.dover.Cell) {
			ult = append(ult, m.Topology.Index(f.dover.Cell))
		}
		bfsRef(st, m, ult, -1, through, shut, ms.connected, nil)
		// Secondary sources: friendly towns and cities connected to an
		// ultimate source.
		sec := append([]int(nil), ult...)
		for c := range f.towns[m.ID] {
			i := m.Topology.Index(c)
			if ms.connected[i] && through(c) && st.Control.Of(m, c) == side {
				sec = append(sec, i)
			}
		}
		bfsRef(st, m, sec, f.t.SupplyRange, through, shut, ms.attack, nil)
		// Any-length distance for "closer to a source" (000 Supply 1).
		bfsRef(st, m, sec, -1, through, shut, make([]bool, n), ms.distance)
		// HQs and Zeppelins supply their own and adjacent hexes.
		var buf []board.Cell
		for i := range st.Units {
			u := &st.Units[i]
			if u.Side != side || u.Loc.Map != m.ID || !u.Loc.OnMap() {
				continue
			}
			hq := st.isHQ(u) && ms.connected[m.Topology.Index(u.Loc.Cell)]
			zep := st.kind(u) == "zeppelin" && !occ.has(m.ID, u.Loc.Cell, foe)
			if !hq && !zep || shut(u.Loc.Cell) {
				continue
			}
			ms.attack[m.Topology.Index(u.Loc.Cell)] = true
			buf = m.Topology.Neighbors(u.Loc.Cell, buf[:0])
			for _, nb := range buf {
				if st.passable(m, u.Loc.Cell, nb) && !shut(nb) {
					ms.attack[m.Topology.Index(nb)] = true
				}
			}
		}
		// Defense Supply: in a town/city, or a line of any length to a
		// friendly city.
		var cities []int
		for c := range f.cities[m.ID] {
			if through(c) && st.Control.Of(m, c) == side {
				cities = append(cities, m.Topology.Index(c))
			}
		}
		bfsRef(st, m, cities, -1, through, shut, ms.defense, nil)
		for c := range f.towns[m.ID] {
			ms.defense[m.Topology.Index(c)] = true
		}
		for i := range ms.defense {
			ms.defense[i] = ms.defense[i] || ms.attack[i]
		}
		for l, heavy := range inter {
			if heavy && l.Map == m.ID {
				i := m.Topology.Index(l.Cell)
				ms.attack[i], ms.defense[i] = false, false
			}
		}
	}
	return net
}

// bfs marks in reached every cell within limit steps (< 0: any) of the
// start cells by a line whose every cell but the last passes through;
// dist, if set, gets each cell's distance (-1 unreached).
// A line never starts in, enters or passes a shut (interdicted) cell.
func bfsRef(st *State, m *maps.Map, start []int, limit int, through, shut func(board.Cell) bool, reached []bool, dist []int) {
	t := m.Topology
	d := make([]int, t.Len())
	for i := range d {
		d[i] = -1
	}
	queue := make([]int, 0, len(start))
	for _, i := range start {
		if i >= 0 && d[i] < 0 && !shut(t.Cell(i)) {
			d[i] = 0
			queue = append(queue, i)
		}
	}
	var buf []board.Cell
	for k := 0; k < len(queue); k++ {
		i := queue[k]
		c := t.Cell(i)
		if limit >= 0 && d[i] >= limit {
			continue
		}
		if d[i] > 0 && !through(c) {
			continue // a line may end in this hex but not pass through it
		}
		buf = t.Neighbors(c, buf[:0])
		for _, nb := range buf {
			j := t.Index(nb)
			if d[j] >= 0 || !st.passable(m, c, nb) || shut(nb) {
				continue
			}
			d[j] = d[i] + 1
			queue = append(queue, j)
		}
	}
	for i, x := range d {
		if x >= 0 {
			reached[i] = true
		}
		if dist != nil {
			dist[i] = x
		}
	}
}
