package vernian

import (
	"sync"

	"sandtable/board"
	"sandtable/maps"
	"sandtable/rules"
)

// Supply states (000 Supply: "three supply states instead of two").
const (
	AttackSupply  = "attack"
	DefenseSupply = "defense"
	OutOfSupply   = "out"
)

// SupplyNet is one side's supply on every map, worked out in one pass:
// each lookup is then a map read.
type SupplyNet struct {
	side string
	maps map[string]*mapSupply
}

// mapSupply is a side's supply on one map, by dense cell index.
type mapSupply struct {
	m         *maps.Map
	connected []bool // traces any length to an ultimate source
	attack    []bool // in Attack Supply
	defense   []bool // in Defense Supply (or better)
	distance  []int  // hexes to the nearest secondary or ultimate source, -1 none
}

// supply is side's supply net, computed once per state between actions.
func (st *State) supply(side string) *SupplyNet {
	if st.applying {
		return st.computeSupply(side)
	}
	st.memo.mu.Lock()
	n := st.memo.supply[side]
	st.memo.mu.Unlock()
	if n != nil {
		return n
	}
	n = st.computeSupply(side)
	st.memo.mu.Lock()
	if st.memo.supply == nil {
		st.memo.supply = map[string]*SupplyNet{}
	}
	st.memo.supply[side] = n
	st.memo.mu.Unlock()
	return n
}

// memo holds what is derived from a state between two actions. Views may
// be read from another goroutine (the board's), hence the lock.
type memo struct {
	mu     sync.Mutex
	supply map[string]*SupplyNet
	occ    occupancy
}

// reset forgets everything derived.
func (m *memo) reset() {
	m.mu.Lock()
	m.supply, m.occ = nil, nil
	m.mu.Unlock()
}

// SupplyOf is unit i's supply state ("" for air units and units off the
// map).
func (st *State) SupplyOf(i int) string {
	u := &st.Units[i]
	if !u.Loc.OnMap() || st.isAir(u) {
		return ""
	}
	return st.supply(u.Side).At(u.Loc)
}

// At is the supply state of a unit of the net's side at l.
func (n *SupplyNet) At(l rules.Location) string {
	ms := n.maps[l.Map]
	if ms == nil || !l.OnMap() {
		return OutOfSupply
	}
	i := ms.m.Topology.Index(l.Cell)
	switch {
	case i < 0:
		return OutOfSupply
	case ms.attack[i]:
		return AttackSupply
	case ms.defense[i]:
		return DefenseSupply
	}
	return OutOfSupply
}

// Connected reports whether l traces a line of any length to an ultimate
// source (what an HQ needs to supply its neighbours).
func (n *SupplyNet) Connected(l rules.Location) bool {
	ms := n.maps[l.Map]
	if ms == nil || !l.OnMap() {
		return false
	}
	i := ms.m.Topology.Index(l.Cell)
	return i >= 0 && ms.connected[i]
}

// Distance is the hexes from l to the nearest secondary or ultimate
// source by a clear line, -1 when there is none.
func (n *SupplyNet) Distance(l rules.Location) int {
	ms := n.maps[l.Map]
	if ms == nil || !l.OnMap() {
		return -1
	}
	i := ms.m.Topology.Index(l.Cell)
	if i < 0 {
		return -1
	}
	return ms.distance[i]
}

// rank orders supply states, best first being highest.
func rank(state string) int {
	switch state {
	case AttackSupply:
		return 2
	case DefenseSupply:
		return 1
	}
	return 0
}

// passable is a step a supply line or a move may take on m: terrain and
// hexside allow it (no sea, no all-sea hexside) and neither cell is in a
// neutral country.
func (st *State) passable(m *maps.Map, a, b board.Cell) bool {
	if _, ok := m.MoveCost(a, b); !ok {
		return false
	}
	return !inRegion(m, a, st.fixed.t.NeutralRegions) && !inRegion(m, b, st.fixed.t.NeutralRegions)
}

// computeSupply works out side's supply on every map.
//
// 000 Supply 1: "Attack Supply is determined in exactly the same manner as
// regular supply is determined in GWIE, i.e. trace to a town/city or be
// adjacent to an HQ, which can in turn trace to an ultimate supply
// source." Read (RULINGS.md): a unit is in Attack Supply when a line of at
// most Tables.SupplyRange hexes leads to an ultimate source or to a
// friendly town/city that itself traces (any length) to one; or when it is
// in or next to a friendly HQ that traces (any length) to one; or, for the
// Germans, next to or under a Zeppelin not sharing its hex with an enemy
// ground unit (000 Über-Zeppelins). Lines never enter a hex holding enemy
// ground units, a sea hex, a neutral country or cross an all-sea hexside.
//
// 000 Supply 2: Defense Supply is "a) in a town or city hex, or b) can
// trace a supply line of any length to a friendly city hex".
func (st *State) computeSupply(side string) *SupplyNet {
	f := st.fixed
	net := &SupplyNet{side: side, maps: map[string]*mapSupply{}}
	occ := st.occupancy()
	foe := enemy(side)
	for _, m := range f.s.Maps {
		n := m.Topology.Len()
		ms := &mapSupply{m: m, connected: make([]bool, n), attack: make([]bool, n), defense: make([]bool, n), distance: make([]int, n)}
		net.maps[m.ID] = ms
		through := func(c board.Cell) bool { return !occ.has(m.ID, c, foe) }
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
		bfs(st, m, ult, -1, through, ms.connected, nil)
		// Secondary sources: friendly towns and cities connected to an
		// ultimate source.
		sec := append([]int(nil), ult...)
		for c := range f.towns[m.ID] {
			i := m.Topology.Index(c)
			if ms.connected[i] && through(c) && st.Control.Of(m, c) == side {
				sec = append(sec, i)
			}
		}
		bfs(st, m, sec, f.t.SupplyRange, through, ms.attack, nil)
		// Any-length distance for "closer to a source" (000 Supply 1).
		bfs(st, m, sec, -1, through, make([]bool, n), ms.distance)
		// HQs and Zeppelins supply their own and adjacent hexes.
		var buf []board.Cell
		for i := range st.Units {
			u := &st.Units[i]
			if u.Side != side || u.Loc.Map != m.ID || !u.Loc.OnMap() {
				continue
			}
			hq := st.isHQ(u) && ms.connected[m.Topology.Index(u.Loc.Cell)]
			zep := st.kind(u) == "zeppelin" && !occ.has(m.ID, u.Loc.Cell, foe)
			if !hq && !zep {
				continue
			}
			ms.attack[m.Topology.Index(u.Loc.Cell)] = true
			buf = m.Topology.Neighbors(u.Loc.Cell, buf[:0])
			for _, nb := range buf {
				if st.passable(m, u.Loc.Cell, nb) {
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
		bfs(st, m, cities, -1, through, ms.defense, nil)
		for c := range f.towns[m.ID] {
			ms.defense[m.Topology.Index(c)] = true
		}
		for i := range ms.defense {
			ms.defense[i] = ms.defense[i] || ms.attack[i]
		}
	}
	return net
}

// bfs marks in reached every cell within limit steps (< 0: any) of the
// start cells by a line whose every cell but the last passes through;
// dist, if set, gets each cell's distance (-1 unreached).
func bfs(st *State, m *maps.Map, start []int, limit int, through func(board.Cell) bool, reached []bool, dist []int) {
	t := m.Topology
	d := make([]int, t.Len())
	for i := range d {
		d[i] = -1
	}
	queue := make([]int, 0, len(start))
	for _, i := range start {
		if i >= 0 && d[i] < 0 {
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
			if d[j] >= 0 || !st.passable(m, c, nb) {
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
