package board

// CostFunc is the cost of one step between adjacent cells; ok=false means the
// step is forbidden. Costs are non-negative integers (scale fractions up);
// negative costs count as 0, and a cell whose cheapest total would reach
// 2^31-1 counts as unreachable. A nil CostFunc makes every step cost 1.
type CostFunc func(from, to Cell) (cost int, ok bool)

// StepFunc says whether a trace may step from one cell to an adjacent one.
// A nil StepFunc allows every step.
type StepFunc func(from, to Cell) bool

// Reach is the result of a range search: the cheapest cost to every reached
// cell and a path to each of them. A nil or zero Reach has reached nothing.
type Reach struct {
	t     Topology
	cells cellTable // dense index -> cell (shared, read-only)
	dist  []int32   // cost by dense index; unreached when not reached
	prev  []int32   // predecessor on a cheapest path; -1 at a start
	order []int32   // reached indexes in the order they were settled
}

// Range runs Dijkstra from start over t, stepping only where cost allows and
// never spending more than budget (budget < 0: unlimited). cost is asked only
// about steps that could still make a cheaper path: never into a cell whose
// cheapest cost is already known.
func Range(t Topology, start Cell, budget int, cost CostFunc) *Reach {
	return RangeFrom(t, []Cell{start}, budget, cost)
}

// RangeFrom is Range from several starting cells at once (each at cost 0),
// e.g. every supply source of a side. Starts off the board are ignored.
func RangeFrom(t Topology, starts []Cell, budget int, cost CostFunc) *Reach {
	d := viewOf(t)
	n := len(d.cells)
	r := &Reach{t: t, cells: d.cells, dist: make([]int32, n), prev: make([]int32, n)}
	sc := getScratch()
	defer putScratch(sc)
	q := &sc.pq
	q.reset()
	for i := range r.dist {
		r.dist[i] = unreached
	}
	for _, s := range starts {
		if i := t.Index(s); i >= 0 && r.dist[i] != 0 {
			r.dist[i], r.prev[i] = 0, -1
			q.push(0, int32(i))
		}
	}
	order, _ := dijkstra(d, r.dist, r.prev, q, sc.queue[:0], budget, cost, -1)
	r.order = append([]int32(nil), order...)
	sc.queue = order
	return r
}

// unreached is the cost of a cell not (yet) reached; path costs of
// unreached or more count as unreachable.
const unreached = 1<<31 - 1

// dijkstra settles cells in order of cost from those already queued in q
// (with dist 0 and prev -1; every other dist unreached), appending each
// settled index to order, until q is empty or target is settled (found).
// Costs above budget (budget >= 0) are not reached.
func dijkstra(d *dense, dist, prev []int32, q *queue, order []int32, budget int, cost CostFunc,
	target int32) (_ []int32, found bool) {
	if cost == nil {
		cost = unitCost
	}
	limit := unreached - 1
	if budget >= 0 && budget < limit {
		limit = budget
	}
	cells, pat, poff, delta := d.cells, d.pat, d.poff, d.delta
	for !q.empty() {
		// q.pop and q.push by hand: the usual cases inline.
		var du, u int32
		if q.ready() {
			du, u = q.cur, q.take(q.cur&(ringSlots-1))
		} else {
			du, u = q.pop()
		}
		if du != dist[u] {
			continue // stale: u was queued again more cheaply
		}
		order = append(order, u)
		if u == target {
			return order, true
		}
		cu := cells.at(u)
		p := pat[u]
		for _, dv := range delta[poff[p]:poff[p+1]] {
			v := u + dv
			// Step costs are >= 0, so a cell already at du or less (every
			// settled one) cannot improve; skip it without asking cost.
			if dist[v] <= du {
				continue
			}
			c, ok := cost(cu, cells.at(v))
			if !ok {
				continue
			}
			nd := int(du) + min(max(c, 0), unreached)
			if nd > limit || nd >= int(dist[v]) {
				continue
			}
			dist[v], prev[v] = int32(nd), u
			if c := int32(nd); c-q.cur < ringSlots {
				q.pushRing(c&(ringSlots-1), v)
			} else {
				q.pushFar(c, v)
			}
		}
	}
	return order, false
}

// Cost is the cheapest cost of reaching c, and whether it was reached.
func (r *Reach) Cost(c Cell) (int, bool) {
	i := r.index(c)
	if i < 0 {
		return 0, false
	}
	return int(r.dist[i]), true
}

// Path is a cheapest path from a start to c, start first; nil if unreached.
func (r *Reach) Path(c Cell) []Cell {
	i := r.index(c)
	if i < 0 {
		return nil
	}
	return walkBack(r.cells, r.prev, int32(i))
}

// Cells lists every reached cell (starts included) in order of cost (cells of
// equal cost in the order the search settled them).
func (r *Reach) Cells() []Cell {
	if r == nil {
		return nil
	}
	out := make([]Cell, len(r.order))
	for k, i := range r.order {
		out[k] = r.cells.at(i)
	}
	return out
}

// Len is the number of reached cells (starts included).
func (r *Reach) Len() int {
	if r == nil {
		return 0
	}
	return len(r.order)
}

// index is the dense index of c if reached, else -1.
func (r *Reach) index(c Cell) int {
	if r == nil || r.t == nil {
		return -1
	}
	i := r.t.Index(c)
	if i < 0 || i >= len(r.dist) || r.dist[i] == unreached {
		return -1
	}
	return i
}

// walkBack follows prev links from i to a root (prev -1) and returns the
// cells root first.
func walkBack(cells cellTable, prev []int32, i int32) []Cell {
	n := 1
	for j := i; prev[j] >= 0; j = prev[j] {
		n++
	}
	out := make([]Cell, n)
	for j := i; ; j = prev[j] {
		n--
		out[n] = cells.at(j)
		if prev[j] < 0 {
			break
		}
	}
	return out
}

func unitCost(Cell, Cell) (int, bool) { return 1, true }

// FindPath is a cheapest path from one cell to another (A* or Dijkstra),
// with its total cost; ok=false when to cannot be reached. It is Dijkstra
// stopping as soon as to is settled: with zero-cost steps allowed there is no
// useful admissible A* heuristic.
func FindPath(t Topology, from, to Cell, cost CostFunc) (path []Cell, total int, ok bool) {
	src, dst := t.Index(from), t.Index(to)
	if src < 0 || dst < 0 {
		return nil, 0, false
	}
	if src == dst {
		return []Cell{from}, 0, true
	}
	d := viewOf(t)
	n := len(d.cells)
	sc := getScratch()
	defer putScratch(sc)
	dist, prev := sized(sc.dist, n), sized(sc.prev, n)
	for i := range dist {
		dist[i] = unreached
	}
	dist[src], prev[src] = 0, -1
	q := &sc.pq
	q.reset()
	q.push(0, int32(src))
	var order []int32
	order, ok = dijkstra(d, dist, prev, q, sc.queue[:0], -1, cost, int32(dst))
	if ok {
		path, total = walkBack(d.cells, prev, int32(dst)), int(dist[dst])
	}
	sc.dist, sc.prev, sc.queue = dist, prev, order
	return path, total, ok
}

// Trace looks for a line of cells from start to any cell where source holds,
// stepping only where step allows, in at most maxSteps steps (maxSteps < 0:
// any length). It returns the shortest such line (start first) and true, or
// nil and false. Typical use: a supply line. It is a breadth-first search;
// source is asked at most once per cell and step at most once per edge
// direction.
func Trace(t Topology, start Cell, source func(Cell) bool, step StepFunc, maxSteps int) ([]Cell, bool) {
	si := t.Index(start)
	if si < 0 || source == nil {
		return nil, false
	}
	if source(start) {
		return []Cell{start}, true
	}
	d := viewOf(t)
	n := len(d.cells)
	sc := getScratch()
	defer putScratch(sc)
	prev := sized(sc.prev, n)
	for i := range prev {
		prev[i] = -2 // unvisited
	}
	q := sized(sc.queue, n)[:0]
	prev[si] = -1
	q = append(q, int32(si))
	var line []Cell
	head := 0
	for depth := 0; head < len(q) && (maxSteps < 0 || depth < maxSteps) && line == nil; depth++ {
		end := len(q)
		for ; head < end && line == nil; head++ {
			u := q[head]
			cu := d.cells.at(u)
			for _, dv := range d.adj(u) {
				v := u + dv
				if prev[v] != -2 {
					continue
				}
				cv := d.cells.at(v)
				if step != nil && !step(cu, cv) {
					continue
				}
				prev[v] = u
				if source(cv) {
					line = walkBack(d.cells, prev, v)
					break
				}
				q = append(q, v)
			}
		}
	}
	sc.prev, sc.queue = prev, q
	return line, line != nil
}
