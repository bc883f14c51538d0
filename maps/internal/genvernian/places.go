package main

import (
	"fmt"
	"math"

	"sandtable/board"
)

// placeSpec is a named place to put on the map.
type placeSpec struct {
	id, name string
	kinds    []string
	vp       int
	region   string // region id the place is in; its hexes are given to it
	at       []LL   // one hex per position (nearest free land hex)
	hexes    int    // hexes wanted, when more than len(at): grown round the first
	fixed    string // an exact hex label, instead of at
	// optional places are left out, with a note, when they fall off the map
	// or find no free hex.
	optional bool
}

// placed is a place with its hexes decided.
type placed struct {
	placeSpec
	cells []board.Cell
}

func (p *placeSpec) isCity() bool {
	for _, k := range p.kinds {
		if k == "city" || k == "victory" {
			return true
		}
	}
	return false
}

// placer puts places on a map one by one, one place per hex.
type placer struct {
	m    *hexMap
	used map[int]string // dense index → place id
	out  []*placed
}

func newPlacer(m *hexMap) *placer { return &placer{m: m, used: map[int]string{}} }

// ok says whether place p may take hex c.
func (pl *placer) ok(p *placeSpec, c board.Cell) bool {
	i := pl.m.idx(c)
	if i < 0 || !pl.m.land[i] || pl.used[i] != "" {
		return false
	}
	if p.isCity() && pl.m.isEdge(c) {
		return false
	}
	return true
}

// nearest finds the best hex for p near ll among cands.
func (pl *placer) nearest(p *placeSpec, ll LL, cands []board.Cell) (board.Cell, bool) {
	target := pl.m.ll(ll)
	best, bd, found := board.Cell{}, math.Inf(1), false
	for _, c := range cands {
		if !pl.ok(p, c) {
			continue
		}
		ctr := pl.m.topo.Center(c)
		d := math.Hypot(ctr.X-target.X, ctr.Y-target.Y)
		// Prefer the place's own country a little.
		if p.region != "" && pl.m.region[pl.m.idx(c)] != p.region {
			d += pl.m.spec.size
		}
		if d < bd {
			best, bd, found = c, d, true
		}
	}
	return best, found
}

// ring is every hex at exactly distance k from c.
func (pl *placer) ring(c board.Cell, k int) []board.Cell {
	var out []board.Cell
	for i := 0; i < pl.m.topo.Len(); i++ {
		d := pl.m.topo.Cell(i)
		if board.HexDistance(c, d) == k {
			out = append(out, d)
		}
	}
	return out
}

func (pl *placer) add(p placeSpec) *placed {
	m := pl.m
	pp := &placed{placeSpec: p}
	take := func(c board.Cell) {
		i := m.idx(c)
		pl.used[i] = p.id
		pp.cells = append(pp.cells, c)
		if p.region != "" && m.region[i] != p.region {
			m.notef("%s: hex %s was in %q, now in %q", p.id, m.label(c), m.region[i], p.region)
			m.region[i] = p.region
		}
	}
	if p.fixed != "" {
		c := m.mustCell(p.fixed)
		if !pl.ok(&p, c) {
			panic(fmt.Sprintf("%s: fixed hex %s is not free land", p.id, p.fixed))
		}
		take(c)
	}
	for k, ll := range p.at {
		natural, on := m.cellAtLL(ll)
		if !on {
			if p.optional {
				m.notef("%s: off the map, left out", p.id)
				return nil
			}
			panic(fmt.Sprintf("%s at %v is off the map", p.id, ll))
		}
		if k > 0 {
			// Further positions of one place must join the hexes it has.
			var cands []board.Cell
			for _, c := range pp.cells {
				cands = append(cands, m.topo.Neighbors(c, nil)...)
			}
			if c, ok := pl.nearest(&p, ll, cands); ok {
				take(c)
			}
			continue
		}
		if pl.ok(&p, natural) {
			take(natural)
			continue
		}
		var c board.Cell
		ok := false
		for d := 1; d <= 2 && !ok; d++ {
			c, ok = pl.nearest(&p, ll, pl.ring(natural, d))
		}
		if !ok || (p.optional && board.HexDistance(c, natural) > 1) {
			if p.optional {
				m.notef("%s: no free hex near %s, left out", p.id, m.label(natural))
				return nil
			}
			panic(fmt.Sprintf("%s: no free hex near %s", p.id, m.label(natural)))
		}
		why := "taken by " + pl.used[m.idx(natural)]
		if !m.land[m.idx(natural)] {
			why = "sea"
		} else if pl.used[m.idx(natural)] == "" {
			why = "map edge"
		}
		m.notef("%s: %s (%s), placed in %s", p.id, m.label(natural), why, m.label(c))
		take(c)
	}
	// Grow round the first hex: each new hex touches every hex taken.
	for len(pp.cells) < p.hexes {
		var cands []board.Cell
		for _, n := range m.topo.Neighbors(pp.cells[0], nil) {
			all := true
			for _, c := range pp.cells {
				if !m.topo.Adjacent(n, c) {
					all = false
				}
			}
			if all {
				cands = append(cands, n)
			}
		}
		c, ok := pl.nearest(&p, p.at[0], cands)
		if !ok {
			panic(fmt.Sprintf("%s: cannot grow to %d hexes", p.id, p.hexes))
		}
		take(c)
	}
	pl.out = append(pl.out, pp)
	return pp
}

// addCells adds a place on given hexes without claiming them (supply
// sources overlap other places).
func (pl *placer) addCells(p placeSpec, cells []board.Cell) *placed {
	pp := &placed{placeSpec: p, cells: cells}
	pl.out = append(pl.out, pp)
	return pp
}

func (pl *placer) byID(id string) *placed {
	for _, p := range pl.out {
		if p.id == id {
			return p
		}
	}
	panic("no place " + id)
}
