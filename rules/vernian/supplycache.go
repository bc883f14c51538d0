package vernian

import (
	"cmp"
	"encoding/binary"
	"slices"

	"sandtable/rules/kit"
)

// cachedSupply is computeSupplyWith(side, zeppelins), from the memo's
// nets when the inputs (supplyInputs) are those of a net already worked
// out: a net depends on nothing else, so a later position with the same
// inputs has the same net. Most actions leave one side's net as it was (a
// unit that is no HQ moving, a flyer landing), and the next position looks
// its nets up again. Apply keeps the nets (memo.resetPosition), Clone
// shares them, memo.reset drops them.
func (st *State) cachedSupply(side string, zeppelins bool) *SupplyNet {
	st.memo.mu.Lock()
	if st.memo.nets == nil {
		st.memo.nets = &kit.TraceCache[*SupplyNet]{}
	}
	c := st.memo.nets
	st.memo.mu.Unlock()
	kind := side
	if !zeppelins {
		kind += " overland"
	}
	return c.Get(kind, st.supplyInputs(side, zeppelins), func() *SupplyNet { return st.computeSupplyWith(side, zeppelins) })
}

// supplyInputs is everything of the position computeSupplyWith(side,
// zeppelins) reads, in a fixed order: where the enemy ground units stand
// (lines do not pass them), where side's HQs and (with zeppelins) its
// Zeppelins stand, whether the tunnel is open (the Germans' Dover
// source), the interdicted hexes (German lines), and which towns and
// cities side controls, as a string of little-endian int32s: the key of
// the net in the memo's cache. The rest (maps, sources, the supply range)
// is the game's, fixed.
func (st *State) supplyInputs(side string, zeppelins bool) string {
	f := st.fixed
	foe := enemy(side)
	in := make([]byte, 0, 256)
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
		in = putKey(in, tag, mi, cell(mi, i))
	}
	if side == Germans {
		open := int32(0)
		if st.Tunnel.open() {
			open = 1
		}
		in = putKey(in, -2, open)
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
			in = putKey(in, s[0], s[1], s[2])
		}
	}
	in = putKey(in, -3)
	for _, m := range f.s.Maps {
		for _, k := range f.townOrder[m.ID] {
			x := int32(0)
			if st.Control[f.cellKey[m.ID][k]] == side {
				x = 1
			}
			in = putKey(in, x)
		}
	}
	return string(in)
}

// putKey appends xs to the key b, four bytes each.
func putKey(b []byte, xs ...int32) []byte {
	for _, x := range xs {
		b = binary.LittleEndian.AppendUint32(b, uint32(x))
	}
	return b
}
