package kit

import (
	"sync"

	"sandtable/board"
)

// Steps is a board's steps by dense cell index: Steps[i] are the cells a
// line may step to from cell i. NewSteps works them out once from the
// board's own neighbours and the rules' fixed test (terrain, hexsides), so
// every trace walks flat lists. Read only after it is built; safe for
// concurrent use.
type Steps [][]int32

// NewSteps is t's steps: every on-board neighbour of each cell (by the
// board's Neighbors: hex, square or graph connections) for which step
// holds; nil step keeps them all. The lists share one backing array.
func NewSteps(t board.Topology, step func(from, to board.Cell) bool) Steps {
	n := t.Len()
	off := make([]int32, n+1)
	var to []int32
	var buf []board.Cell
	for i := range n {
		c := t.Cell(i)
		buf = t.Neighbors(c, buf[:0])
		for _, nb := range buf {
			if j := t.Index(nb); j >= 0 && j != i && (step == nil || step(c, nb)) {
				to = append(to, int32(j))
			}
		}
		off[i+1] = int32(len(to))
	}
	out := make(Steps, n)
	for i := range out {
		if off[i] < off[i+1] {
			out[i] = to[off[i]:off[i+1]:off[i+1]]
		}
	}
	return out
}

// Trace is one flood fill: from Sources over Steps, the lines a side may
// trace and how far each cell is from its nearest source, on any board
// (hex, square or graph). Cells are dense indices of the board Steps was
// built from (board.Topology.Index).
//
// A rule like Paths of Glory's "a unit is in supply if it can trace a path
// of any length through friendly-controlled connected spaces to a friendly
// supply source" reads:
//
//	steps := kit.NewSteps(m.Topology, nil) // once per map: every connection
//	friendly := func(i int) bool { return ctl.Of(m, m.Topology.Cell(i)) == side }
//	var sources []int
//	for c := range kit.PlaceCells(m, func(p *maps.Place) bool { return p.Is("supply_source") && p.Side == side }) {
//		if i := m.Topology.Index(c); friendly(i) {
//			sources = append(sources, i)
//		}
//	}
//	r := kit.Trace{Steps: steps, Sources: sources, Passable: func(_, to int) bool { return friendly(to) }}.Run(nil)
//	inSupply := r.Reached(m.Topology.Index(unit.Cell))
//
// A range limit is MaxDist; cells a line may reach but not go on from (an
// enemy unit's hex) are Blocked; terrain that never lets a line through
// (sea, an all-sea hexside) belongs in the Steps, worked out once; a rule
// that makes some steps dearer than others gives a Cost. A module keeps
// what it works out from its traces in a TraceCache. ExampleTrace plays
// this on a small graph map; rules/vernian's supply.go uses it for seed
// 000's three supply states.
type Trace struct {
	// Steps are the board's steps (NewSteps); required.
	Steps Steps
	// Sources are where lines start, at distance 0. Off-board indices
	// (< 0) are ignored; a source a rule forbids (in an enemy's hex) is
	// one the module leaves out.
	Sources []int
	// Passable, if set, is the test of a step beyond the Steps' own, for
	// what changes between positions: friendly control, an interdicted
	// hex. It is asked only about steps into cells not yet reached (or,
	// with Cost, not yet reached as cheaply). Nil allows every step.
	Passable func(from, to int) bool
	// Blocked, if set, are cells a line may end in but not go on from
	// (an enemy unit's hex). A blocked source is reached and goes no
	// further.
	Blocked func(i int) bool
	// MaxDist is the longest line, in steps or (with Cost) total cost;
	// 0 (or less) is any length.
	MaxDist int
	// Cost, if set, is what a step costs (0 or more; negative counts as
	// 0); nil makes every step cost 1. A cell whose cheapest total would
	// reach 2^31-1 is not reached.
	Cost func(from, to int) int
}

// Reach is what a trace reached: each cell's distance to its nearest
// source. Run fills it; running again into the same Reach reuses its
// memory.
type Reach struct {
	dist  []int32 // by dense index, -1 unreached
	order []int32 // reached cells in the order they were settled
	heap  []uint64
}

// Run floods tr into r (nil: a new Reach) and returns it.
func (tr Trace) Run(r *Reach) *Reach {
	if r == nil {
		r = new(Reach)
	}
	n := len(tr.Steps)
	r.dist = sized(r.dist, n)
	for i := range r.dist {
		r.dist[i] = -1
	}
	r.order = sized(r.order, n)[:0]
	if tr.Cost == nil {
		tr.breadthFirst(r)
	} else {
		tr.cheapestFirst(r)
	}
	return r
}

// breadthFirst is Run with every step costing 1.
func (tr *Trace) breadthFirst(r *Reach) {
	dist, q := r.dist, r.order
	for _, s := range tr.Sources {
		if s >= 0 && s < len(dist) && dist[s] < 0 {
			dist[s] = 0
			q = append(q, int32(s))
		}
	}
	limit := int32(min(tr.MaxDist, 1<<31-1))
	for k := 0; k < len(q); k++ {
		i := q[k]
		d := dist[i]
		if limit > 0 && d >= limit || tr.Blocked != nil && tr.Blocked(int(i)) {
			continue
		}
		for _, j := range tr.Steps[i] {
			if dist[j] < 0 && (tr.Passable == nil || tr.Passable(int(i), int(j))) {
				dist[j] = d + 1
				q = append(q, j)
			}
		}
	}
	r.order = q
}

// cheapestFirst is Run with a Cost: Dijkstra over a binary heap of
// (distance, cell) pairs packed in one word.
func (tr *Trace) cheapestFirst(r *Reach) {
	dist, h := r.dist, r.heap[:0]
	for _, s := range tr.Sources {
		if s >= 0 && s < len(dist) && dist[s] != 0 {
			dist[s] = 0
			h = heapPush(h, uint64(s))
		}
	}
	limit := tr.MaxDist
	for len(h) > 0 {
		var top uint64
		top, h = heapPop(h)
		d, i := int32(top>>32), int32(uint32(top))
		if d != dist[i] {
			continue // stale: reached more cheaply since
		}
		r.order = append(r.order, i)
		if tr.Blocked != nil && tr.Blocked(int(i)) {
			continue
		}
		for _, j := range tr.Steps[i] {
			if dist[j] >= 0 && dist[j] <= d {
				continue // settled, or no dearer than from here
			}
			if tr.Passable != nil && !tr.Passable(int(i), int(j)) {
				continue
			}
			nd := int(d) + min(max(tr.Cost(int(i), int(j)), 0), 1<<31)
			if limit > 0 && nd > limit || nd >= 1<<31-1 || dist[j] >= 0 && int32(nd) >= dist[j] {
				continue
			}
			dist[j] = int32(nd)
			h = heapPush(h, uint64(nd)<<32|uint64(j))
		}
	}
	r.heap = h
}

// heapPush adds x to the min-heap h.
func heapPush(h []uint64, x uint64) []uint64 {
	h = append(h, x)
	for k := len(h) - 1; k > 0; {
		p := (k - 1) / 2
		if h[p] <= h[k] {
			break
		}
		h[p], h[k] = h[k], h[p]
		k = p
	}
	return h
}

// heapPop takes the least element off the min-heap h.
func heapPop(h []uint64) (uint64, []uint64) {
	top := h[0]
	last := len(h) - 1
	h[0] = h[last]
	h = h[:last]
	for k := 0; ; {
		l, m := 2*k+1, k
		if l < len(h) && h[l] < h[m] {
			m = l
		}
		if l+1 < len(h) && h[l+1] < h[m] {
			m = l + 1
		}
		if m == k {
			break
		}
		h[k], h[m] = h[m], h[k]
		k = m
	}
	return top, h
}

// Reached reports whether a line reaches cell i.
func (r *Reach) Reached(i int) bool { return i >= 0 && i < len(r.dist) && r.dist[i] >= 0 }

// Dist is cell i's distance (steps, or total cost) to its nearest source,
// -1 when no line reaches it.
func (r *Reach) Dist(i int) int {
	if i < 0 || i >= len(r.dist) {
		return -1
	}
	return int(r.dist[i])
}

// Cells are the reached cells, nearest first (sources first).
func (r *Reach) Cells() []int32 { return r.order }

// Mark sets into[i] for every reached cell i (into as long as the board).
func (r *Reach) Mark(into []bool) {
	for _, i := range r.order {
		into[i] = true
	}
}

// sized is s with length n, reallocated only when it is too short.
func sized[T any](s []T, n int) []T {
	if cap(s) < n {
		return make([]T, n)
	}
	return s[:n]
}

// TraceCache keeps what a module works out from its traces (a side's
// supply net) by two keys the module gives: kind says whose trace it is
// ("Germans", "Germans overland") and key names everything of the position
// the trace read (where enemy units stand, who controls which town), so a
// later position with the same key reuses it: most actions leave one
// side's trace as it was. It keeps the Keep entries of each kind last
// asked for (0: 2). A module whose key cannot name its inputs passes a fixed key and
// calls Forget when the position changes. Safe for concurrent use; the
// zero value is ready.
type TraceCache[T any] struct {
	// Keep is how many entries of a kind are kept (0: 2).
	Keep int

	mu   sync.Mutex
	last map[string][]cached[T] // by kind, newest first
}

type cached[T any] struct {
	key string
	val T
}

// Get is the value kept for kind and key, or compute's, then kept. compute
// runs without the cache's lock held.
func (c *TraceCache[T]) Get(kind, key string, compute func() T) T {
	c.mu.Lock()
	kept := c.last[kind]
	for k, e := range kept {
		if e.key == key {
			copy(kept[1:k+1], kept[:k]) // newest first: used counts as new
			kept[0] = e
			c.mu.Unlock()
			return e.val
		}
	}
	c.mu.Unlock()
	v := compute()
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.last == nil {
		c.last = map[string][]cached[T]{}
	}
	keep := c.Keep
	if keep <= 0 {
		keep = 2
	}
	old := c.last[kind]
	kept = make([]cached[T], 0, keep)
	kept = append(kept, cached[T]{key, v})
	for _, e := range old {
		if len(kept) == keep {
			break
		}
		if e.key != key {
			kept = append(kept, e)
		}
	}
	c.last[kind] = kept
	return v
}

// Forget drops everything kept (the position changed in a way the keys
// do not say).
func (c *TraceCache[T]) Forget() {
	c.mu.Lock()
	c.last = nil
	c.mu.Unlock()
}
