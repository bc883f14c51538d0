package vernian

import (
	"cmp"
	"slices"
	"sync"
)

// netCache keeps the supply nets last worked out, each with the inputs it
// was worked out from (supplyInputs): a net depends on nothing else, so a
// later position with the same inputs has the same net. Most actions
// leave one side's net as it was (a unit that is no HQ moving, a flyer
// landing), and the next position looks its nets up again. Apply keeps it
// (memo.resetPosition), Clone shares it, memo.reset drops it.
type netCache struct {
	mu   sync.Mutex
	last map[netKind][]keyedNet // newest first
}

// netKind is whose net and whether Zeppelins were sources.
type netKind struct {
	side      string
	zeppelins bool
}

type keyedNet struct {
	inputs []int32
	net    *SupplyNet
}

// netsKept is how many nets of a kind the cache keeps.
const netsKept = 2

// cachedSupply is computeSupplyWith(side, zeppelins), from the cache when
// the inputs are those of a net already worked out.
func (st *State) cachedSupply(side string, zeppelins bool) *SupplyNet {
	st.memo.mu.Lock()
	if st.memo.nets == nil {
		st.memo.nets = &netCache{}
	}
	c := st.memo.nets
	st.memo.mu.Unlock()
	k := netKind{side, zeppelins}
	in := st.supplyInputs(side, zeppelins)
	c.mu.Lock()
	for _, kn := range c.last[k] {
		if slices.Equal(kn.inputs, in) {
			c.mu.Unlock()
			return kn.net
		}
	}
	c.mu.Unlock()
	n := st.computeSupplyWith(side, zeppelins)
	c.mu.Lock()
	if c.last == nil {
		c.last = map[netKind][]keyedNet{}
	}
	kept := append([]keyedNet{{in, n}}, c.last[k]...)
	c.last[k] = kept[:min(len(kept), netsKept)]
	c.mu.Unlock()
	return n
}

// supplyInputs is everything of the position computeSupplyWith(side,
// zeppelins) reads, in a fixed order: where the enemy ground units stand
// (lines do not pass them), where side's HQs and (with zeppelins) its
// Zeppelins stand, whether the tunnel is open (the Germans' Dover
// source), the interdicted hexes (German lines), and which towns and
// cities side controls. The rest (maps, sources, the supply range) is the
// game's, fixed.
func (st *State) supplyInputs(side string, zeppelins bool) []int32 {
	f := st.fixed
	foe := enemy(side)
	in := make([]int32, 0, 64)
	mapIndex := func(id string) int32 {
		for k, m := range f.s.Maps {
			if m.ID == id {
				return int32(k)
			}
		}
		return -1
	}
	cell := func(mi int32, u int) int32 {
		if mi < 0 {
			return -1
		}
		return int32(f.s.Maps[mi].Topology.Index(st.Units[u].Loc.Cell))
	}
	for i := range st.Units {
		u := &st.Units[i]
		if !u.Loc.OnMap() {
			continue
		}
		var tag int32
		if u.Side == foe && st.isGround(u) {
			tag |= 1
		}
		if u.Side == side && st.isHQ(u) {
			tag |= 2
		}
		if u.Side == side && zeppelins && st.kind(u) == "zeppelin" {
			tag |= 4
		}
		if tag == 0 {
			continue
		}
		mi := mapIndex(u.Loc.Map)
		in = append(in, tag, mi, cell(mi, i))
	}
	if side == Germans {
		open := int32(0)
		if st.Tunnel.open() {
			open = 1
		}
		in = append(in, -2, open)
		var shut [][3]int32
		for l, h := range st.interdicted() {
			mi, c := mapIndex(l.Map), int32(-1)
			if mi >= 0 {
				c = int32(f.s.Maps[mi].Topology.Index(l.Cell))
			}
			x := int32(0)
			if h {
				x = 1
			}
			shut = append(shut, [3]int32{mi, c, x})
		}
		slices.SortFunc(shut, func(a, b [3]int32) int {
			return cmp.Or(cmp.Compare(a[0], b[0]), cmp.Compare(a[1], b[1]), cmp.Compare(a[2], b[2]))
		})
		for _, s := range shut {
			in = append(in, s[0], s[1], s[2])
		}
	}
	in = append(in, -3)
	for _, m := range f.s.Maps {
		for _, k := range f.townOrder[m.ID] {
			x := int32(0)
			if st.Control[f.cellKey[m.ID][k]] == side {
				x = 1
			}
			in = append(in, x)
		}
	}
	return in
}
