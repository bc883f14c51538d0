package board

import (
	"math/rand/v2"
	"slices"
	"testing"
)

// TestQueueOrder drives the queue as Dijkstra does (every push at least the
// last cost popped) with steps small and large, so that entries go through
// both the ring and the far heap, and checks each pop is the least cost.
func TestQueueOrder(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 9))
	for _, maxStep := range []int32{0, 1, 3, 255, 256, 257, 1000, 1 << 20} {
		var q queue
		q.reset()
		var ref []int32 // queued costs
		last := int32(0)
		for op := 0; op < 4000; op++ {
			if len(ref) == 0 || rng.IntN(3) > 0 {
				c := last + rng.Int32N(maxStep+1)
				q.push(c, int32(op))
				ref = append(ref, c)
				continue
			}
			c, _ := q.pop()
			least := slices.Min(ref)
			if c != least {
				t.Fatalf("maxStep %d: popped %d, least queued %d", maxStep, c, least)
			}
			ref = slices.Delete(ref, slices.Index(ref, least), slices.Index(ref, least)+1)
			last = c
		}
		for !q.empty() {
			c, _ := q.pop()
			if c != slices.Min(ref) {
				t.Fatalf("maxStep %d: draining popped %d, least %d", maxStep, c, slices.Min(ref))
			}
			ref = slices.Delete(ref, slices.Index(ref, c), slices.Index(ref, c)+1)
		}
		if len(ref) != 0 {
			t.Fatalf("maxStep %d: queue empty with %d entries left", maxStep, len(ref))
		}
	}
}

func TestQueueFirstInFirstOut(t *testing.T) {
	var q queue
	q.reset()
	for i := int32(0); i < 5; i++ {
		q.push(4, i)
	}
	for i := int32(0); i < 5; i++ {
		if c, got := q.pop(); c != 4 || got != i {
			t.Fatalf("pop = %d,%d, want 4,%d", c, got, i)
		}
	}
}

// referenceCosts is a plain O(n²) Dijkstra over the Topology interface.
func referenceCosts(g Topology, start Cell, cost CostFunc) map[Cell]int {
	dist := map[Cell]int{start: 0}
	done := map[Cell]bool{}
	for {
		best, found := Cell{}, false
		for c, d := range dist {
			if !done[c] && (!found || d < dist[best]) {
				best, found = c, true
			}
		}
		if !found {
			return dist
		}
		done[best] = true
		for _, n := range g.Neighbors(best, nil) {
			if c, ok := cost(best, n); ok {
				if d, seen := dist[n]; !seen || dist[best]+c < d {
					dist[n] = dist[best] + c
				}
			}
		}
	}
}

// TestRangeMatchesReference compares Range and FindPath with the reference
// on boards with random directed step costs, including free steps and costs
// big enough to use the queue's far heap.
func TestRangeMatchesReference(t *testing.T) {
	boards := []Topology{
		mustHex(t, HexSpec{Cols: 9, Rows: 7, Size: 10}),
		mustHex(t, HexSpec{Cols: 7, Rows: 9, Size: 10, Pointy: true, ShoveOdd: true}),
		mustSquare(t, SquareSpec{Cols: 8, Rows: 8, Size: 10, Diagonals: true}),
		mustSquare(t, SquareSpec{Cols: 8, Rows: 8, Size: 10}),
		testGraph(t),
	}
	for _, maxCost := range []int{1, 3, 300, 100000} {
		for bi, g := range boards {
			seed := uint64(maxCost*10 + bi)
			cost := func(from, to Cell) (int, bool) {
				h := rand.New(rand.NewPCG(seed, uint64(from.X*1000003+from.Y*1009+to.X*31+to.Y)))
				if h.IntN(8) == 0 {
					return 0, false
				}
				return h.IntN(maxCost + 1), true
			}
			start := g.Cell(g.Len() / 2)
			want := referenceCosts(g, start, cost)
			r := Range(g, start, -1, cost)
			if r.Len() != len(want) {
				t.Errorf("board %d, costs to %d: reached %d cells, want %d", bi, maxCost, r.Len(), len(want))
			}
			for c, w := range want {
				got, ok := r.Cost(c)
				if !ok || got != w {
					t.Fatalf("board %d, costs to %d: Cost(%v) = %d,%v, want %d", bi, maxCost, c, got, ok, w)
				}
				checkPath(t, g, cost, []Cell{start}, r.Path(c), c, w)
				if _, total, ok := FindPath(g, start, c, cost); !ok || total != w {
					t.Fatalf("board %d: FindPath to %v costs %d, want %d", bi, c, total, w)
				}
			}
		}
	}
}
