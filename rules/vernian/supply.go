package vernian

import (
	"fmt"
	"sync"

	"sandtable/board"
	"sandtable/maps"
	"sandtable/rules"
	"sandtable/rules/kit"
)

func init() {
	book.Section(kit.Section[*State]{Rule: RuleSupply, Title: "Supply", Order: 70,
		More: func(st *State) (string, []rules.RefTable) {
			return fmt.Sprintf(`Every ground unit is in one of three supply states (the counters and the View menu's supply overlays show them).

- Attack Supply: full capabilities. A unit is in Attack Supply when a line of at most %d hexes leads to an ultimate supply source or to a friendly town or city that itself traces a line of any length to one; or when it is in or next to a friendly HQ that traces a line of any length to one; or, for the Germans, in or next to a Zeppelin that shares no hex with an enemy ground unit.
- Defense Supply: a unit not in Attack Supply that is in a town or city hex, or traces a line of any length to a friendly city hex. Its attack factor is halved; it defends at full strength and never dies from attrition.
- Out of Supply: neither. Attack and defense factors are halved, and it may suffer attrition.

Supply lines never enter hexes holding enemy ground units (they may end in one), sea hexes or neutral countries, nor cross all-sea hexsides. Ultimate sources: the Allies' are the French Atlantic and southern map edges, London and the northern hex row of England; the Germans' are Germany's map edges, and Dover while the tunnel is open.

Units cannot voluntarily move out of Attack Supply. A unit that starts its movement phase out of Attack Supply may move only to improve its supply state or to get closer to a supply source.`, st.fixed.t.SupplyRange), nil
		},
	})
}

// Supply states (000 Supply: "three supply states instead of two").
const (
	AttackSupply  = rules.SupplyAttack
	DefenseSupply = rules.SupplyDefense
	OutOfSupply   = rules.SupplyOut
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
	return st.memoised(&st.memo.supply, side, func(side string) *SupplyNet { return st.cachedSupply(side, true) })
}

// overlandSupply is side's supply traced "in the normal fashion (over
// land)", Zeppelins ignored as sources (000 Über-Zeppelins a: "The
// presence of Zeppelins is always ignored when calculating whether a base
// hex could trace supply"): where air units may base. Memoised apart from
// supply.
func (st *State) overlandSupply(side string) *SupplyNet {
	return st.memoised(&st.memo.overland, side, st.overlandNet)
}

// memoised is the net kept for side in the memo's map *slot, worked out
// by compute the first time (and afresh every time inside Apply, where
// the state is changing).
func (st *State) memoised(slot *map[string]*SupplyNet, side string, compute func(string) *SupplyNet) *SupplyNet {
	if st.applying {
		return compute(side)
	}
	st.memo.mu.Lock()
	n := (*slot)[side]
	st.memo.mu.Unlock()
	if n != nil {
		return n
	}
	n = compute(side)
	st.memo.mu.Lock()
	if *slot == nil {
		*slot = map[string]*SupplyNet{}
	}
	(*slot)[side] = n
	st.memo.mu.Unlock()
	return n
}

// overlandNet works overlandSupply out: supply's net when there is no
// Zeppelin to ignore.
func (st *State) overlandNet(side string) *SupplyNet {
	if !st.hasZeppelinOnMap(side) {
		return st.supply(side)
	}
	return st.cachedSupply(side, false)
}

// hasZeppelinOnMap reports whether side has a Zeppelin on the map: a
// supply source to computeSupply, ignored by overlandSupply.
func (st *State) hasZeppelinOnMap(side string) bool {
	for i := range st.Units {
		if u := &st.Units[i]; u.Side == side && u.Loc.OnMap() && st.kind(u) == "zeppelin" {
			return true
		}
	}
	return false
}

// memo holds what is derived from a state between two actions. Views may
// be read from another goroutine (the board's), hence the lock.
type memo struct {
	mu     sync.Mutex
	supply map[string]*SupplyNet
	// overland are the supply nets traced overland alone, Zeppelins
	// ignored (overlandSupply).
	overland map[string]*SupplyNet
	air      airEnv // what stands in each hex, for the air rules
	occ      occupancy
	// status is the position's Status: the engine reads it several
	// times per action (who acts before and after, whether it is over).
	status *rules.Status
	// nets are supply nets by the inputs they were worked out from
	// (supplycache.go): they hold for any position with those inputs.
	nets *kit.TraceCache[*SupplyNet]
}

// reset forgets everything derived.
func (m *memo) reset() {
	m.resetPosition()
	m.mu.Lock()
	m.nets = nil
	m.mu.Unlock()
}

// resetPosition forgets what was derived for the position (Apply changes
// it), keeping the supply nets by their inputs.
func (m *memo) resetPosition() {
	m.mu.Lock()
	m.supply, m.overland, m.air, m.occ, m.status = nil, nil, nil, nil, nil
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
	return passableOn(m, st.fixed.t.NeutralRegions, a, b)
}

// passableOn is passable with the neutral regions given.
func passableOn(m *maps.Map, neutral []string, a, b board.Cell) bool {
	if _, ok := m.MoveCost(a, b); !ok {
		return false
	}
	return !inRegion(m, a, neutral) && !inRegion(m, b, neutral)
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
// 000 Ether Flyers, Missions: "Enemy supply lines may not be traced from,
// into or through an Interdicted hex" (Light and Heavy Interdiction), and
// "Any units in that hex are automatically Out of Supply" (Heavy), while
// the Allied flyer is there (missions.go): German supply only.
//
// 000 Supply 2: Defense Supply is "a) in a town or city hex, or b) can
// trace a supply line of any length to a friendly city hex".
func (st *State) computeSupply(side string) *SupplyNet { return st.computeSupplyWith(side, true) }

// computeSupplyWith is computeSupply, with Zeppelins as sources or not.
func (st *State) computeSupplyWith(side string, zeppelins bool) *SupplyNet {
	f := st.fixed
	net := &SupplyNet{side: side, maps: map[string]*mapSupply{}}
	foe := enemy(side)
	// Hexes holding enemy ground units, by map and dense index: lines do
	// not pass through them.
	blocked := map[string][]bool{}
	for _, m := range f.s.Maps {
		blocked[m.ID] = make([]bool, m.Topology.Len())
	}
	for i := range st.Units {
		u := &st.Units[i]
		if u.Side == foe && u.Loc.OnMap() && st.isGround(u) {
			if b := blocked[u.Loc.Map]; b != nil {
				if k := st.mapOf(u.Loc).Topology.Index(u.Loc.Cell); k >= 0 {
					b[k] = true
				}
			}
		}
	}
	var closed, heavy map[string][]bool
	if side == Germans {
		for l, h := range st.interdicted() {
			m := st.mapOf(l)
			if m == nil {
				continue
			}
			if closed == nil {
				closed, heavy = map[string][]bool{}, map[string][]bool{}
			}
			if closed[m.ID] == nil {
				closed[m.ID], heavy[m.ID] = make([]bool, m.Topology.Len()), make([]bool, m.Topology.Len())
			}
			if k := m.Topology.Index(l.Cell); k >= 0 {
				closed[m.ID][k], heavy[m.ID][k] = true, h
			}
		}
	}
	var r kit.Reach // one trace's memory, reused
	for _, m := range f.s.Maps {
		n := m.Topology.Len()
		ms := &mapSupply{m: m, connected: make([]bool, n), attack: make([]bool, n), defense: make([]bool, n), distance: make([]int, n)}
		net.maps[m.ID] = ms
		adj := f.adj[m.ID]
		block := blocked[m.ID]
		shut := closed[m.ID] // interdicted: no line from, into or through
		// Lines pass no enemy ground unit and never start in, enter or
		// pass an interdicted hex.
		tr := kit.Trace{Steps: adj, Blocked: func(k int) bool { return block[k] }}
		if shut != nil {
			tr.Passable = func(_, to int) bool { return !shut[to] }
		}
		// source adds cell k to the sources of tr when a line may start
		// there.
		source := func(k int) {
			if !block[k] && (shut == nil || !shut[k]) {
				tr.Sources = append(tr.Sources, k)
			}
		}
		// Ultimate sources.
		for c := range f.sources[side][m.ID] {
			source(m.Topology.Index(c))
		}
		if side == Germans && st.Tunnel.open() && f.dover.Map == m.ID {
			source(m.Topology.Index(f.dover.Cell))
		}
		tr.Run(&r).Mark(ms.connected)
		// Secondary sources: friendly towns and cities connected to an
		// ultimate source.
		for c := range f.towns[m.ID] {
			if k := m.Topology.Index(c); ms.connected[k] && st.controlOf(m, c) == side {
				source(k)
			}
		}
		// Any-length distance for "closer to a source" (000 Supply 1);
		// Attack Supply is a distance within the supply range.
		tr.Run(&r)
		for k := range ms.distance {
			ms.distance[k] = r.Dist(k)
			ms.attack[k] = ms.distance[k] >= 0 && ms.distance[k] <= f.t.SupplyRange
		}
		// HQs and Zeppelins supply their own and adjacent hexes.
		for i := range st.Units {
			u := &st.Units[i]
			if u.Side != side || u.Loc.Map != m.ID || !u.Loc.OnMap() {
				continue
			}
			k := m.Topology.Index(u.Loc.Cell)
			hq := st.isHQ(u) && ms.connected[k]
			zep := zeppelins && st.kind(u) == "zeppelin" && !block[k]
			if !hq && !zep || shut != nil && shut[k] {
				continue
			}
			ms.attack[k] = true
			for _, j := range adj[k] {
				if shut == nil || !shut[j] {
					ms.attack[j] = true
				}
			}
		}
		// Defense Supply: in a town/city, or a line of any length to a
		// friendly city.
		tr.Sources = tr.Sources[:0]
		for c := range f.cities[m.ID] {
			if st.controlOf(m, c) == side {
				source(m.Topology.Index(c))
			}
		}
		tr.Run(&r).Mark(ms.defense)
		for c := range f.towns[m.ID] {
			ms.defense[m.Topology.Index(c)] = true
		}
		for k := range ms.defense {
			ms.defense[k] = ms.defense[k] || ms.attack[k]
		}
		for k, h := range heavy[m.ID] {
			if h {
				ms.attack[k], ms.defense[k] = false, false
			}
		}
	}
	return net
}

// adjacency is, for each cell of m by dense index, the neighbours a move
// or a supply line may step to (passable: not sea, not across an all-sea
// hexside, not into or out of a neutral country). It depends only on the
// map and the tables, so a game works it out once.
func adjacency(m *maps.Map, neutral []string) [][]int32 {
	return kit.NewSteps(m.Topology, func(a, b board.Cell) bool { return passableOn(m, neutral, a, b) })
}
