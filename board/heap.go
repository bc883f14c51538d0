package board

import "math/bits"

// queue is the priority queue of the Dijkstra searches. Dijkstra only ever
// queues costs at least as great as the last one taken out, and rules costs
// are small integers, so most entries go in a bucket queue (Dial's
// algorithm): a ring of slots, one per cost from cur to cur+slots-1, with a
// bitmap of the non-empty ones. Entries costing more than that wait in a
// 4-ary min-heap ("far") and move into the ring as cur catches up. Cells of
// equal cost come out first in, first out.
type queue struct {
	cur  int32                  // every queued cost is >= cur
	n    int                    // entries in the ring
	ring [ringSlots][]int32     // slot c%ringSlots holds the cells queued at cost c
	head [ringSlots]int32       // ring[k][head[k]:] are still queued (first in, first out)
	used [ringSlots / 64]uint64 // bit k set: ring[k] is not empty
	far  []uint64               // heap of cost<<32 | cell, all >= cur+ringSlots
}

const ringSlots = 256 // a power of two, a multiple of 64

// reset empties q, keeping its memory.
func (q *queue) reset() {
	q.cur, q.n = 0, 0
	for k := range q.ring {
		q.ring[k] = q.ring[k][:0]
	}
	q.head = [ringSlots]int32{}
	q.used = [ringSlots / 64]uint64{}
	q.far = q.far[:0]
}

// empty reports whether nothing is queued.
func (q *queue) empty() bool { return q.n == 0 && len(q.far) == 0 }

// push queues cell i at cost, which must be >= every cost popped so far.
func (q *queue) push(cost, i int32) {
	if cost-q.cur >= ringSlots {
		q.pushFar(cost, i)
		return
	}
	q.pushRing(cost&(ringSlots-1), i)
}

// pushRing appends cell i to ring slot k.
func (q *queue) pushRing(k, i int32) {
	q.ring[k] = append(q.ring[k], i)
	q.used[k>>6] |= 1 << (k & 63)
	q.n++
}

// pushFar queues an entry beyond the ring. It is kept out of line so that
// the callers' hot paths stay small.
//
//go:noinline
func (q *queue) pushFar(cost, i int32) {
	q.far = heapPush(q.far, uint64(cost)<<32|uint64(uint32(i)))
}

// pop takes out an entry of least cost; q must not be empty.
func (q *queue) pop() (cost, i int32) {
	if q.n == 0 { // only far entries: jump ahead to the cheapest
		q.advance(int32(q.far[0] >> 32))
	}
	s := int(q.cur) & (ringSlots - 1)
	k := q.nextUsed(s)
	if k != s {
		q.advance(q.cur + int32((k-s)&(ringSlots-1)))
	}
	return q.cur, q.take(int32(k))
}

// ready reports whether an entry at the current cost is queued in the ring,
// so that take(cur%ringSlots) may be called instead of pop.
func (q *queue) ready() bool {
	k := q.cur & (ringSlots - 1)
	return q.used[k>>6]&(1<<(k&63)) != 0
}

// take removes the oldest entry of the non-empty ring slot k.
func (q *queue) take(k int32) int32 {
	h, slot := q.head[k], q.ring[k]
	if int(h)+1 == len(slot) {
		q.ring[k], q.head[k] = slot[:0], 0
		q.used[k>>6] &^= 1 << (k & 63)
	} else {
		q.head[k] = h + 1
	}
	q.n--
	return slot[h]
}

// advance moves cur up to c and brings the far entries now within the ring
// into it.
func (q *queue) advance(c int32) {
	q.cur = c
	for len(q.far) > 0 && int32(q.far[0]>>32)-c < ringSlots {
		var e uint64
		e, q.far = heapPop(q.far)
		q.push(int32(e>>32), int32(uint32(e)))
	}
}

// nextUsed is the first non-empty slot at or after s, going round the ring;
// the ring must not be empty.
func (q *queue) nextUsed(s int) int {
	w := s >> 6
	if b := q.used[w] >> (s & 63); b != 0 {
		return s + bits.TrailingZeros64(b)
	}
	for j := 1; j <= len(q.used); j++ {
		ww := (w + j) % len(q.used) // the last round is word w again, for slots below s
		if b := q.used[ww]; b != 0 {
			return ww<<6 + bits.TrailingZeros64(b)
		}
	}
	panic("board: internal error: empty queue")
}

// heapPush adds k to the 4-ary min-heap h.
func heapPush(h []uint64, k uint64) []uint64 {
	h = append(h, k)
	j := len(h) - 1
	for j > 0 {
		p := (j - 1) >> 2
		if h[p] <= k {
			break
		}
		h[j] = h[p]
		j = p
	}
	h[j] = k
	return h
}

// heapPop removes and returns the least key of the non-empty heap h.
func heapPop(h []uint64) (uint64, []uint64) {
	top := h[0]
	n := len(h) - 1
	last := h[n]
	h = h[:n]
	if n == 0 {
		return top, h
	}
	j := 0
	for {
		c := 4*j + 1
		if c >= n {
			break
		}
		m, mk := c, h[c]
		for k := c + 1; k < min(c+4, n); k++ {
			if h[k] < mk {
				m, mk = k, h[k]
			}
		}
		if mk >= last {
			break
		}
		h[j] = mk
		j = m
	}
	h[j] = last
	return top, h
}
