package rules

import (
	"runtime"
	"slices"
	"sync"
)

// The dense arrays worked out a row at a time: the states of a row (side
// 0 has taken i hits) share side 0's hit distribution, so the rounds that
// take the row's states to one row (side 1 scores h hits) are gathered
// into a run, the states' chances of that h side by side, and spread with
// side 0's distribution in one convolution (runAdd), instead of one short
// loop per state and row.
//
// Each state's chance is split by side 1's band for it, and a run by the
// band of side 0's distribution for its largest entry, so every round
// left out contributes below 8 cuts, as the state-by-state spread it
// replaced did (kept in the tests as their reference): what is left out
// is added up (BattleOdds.Dropped).

// denseGrid is the layout of one line-up's arrays: p has a row of w
// entries per hits side 0 took (0..t0), whose columns past t1 hold the
// states in which side 1 took more hits than it could (added to column
// t1); a run row has pad zeros on either side of its t1 states, which
// runAdd reads.
type denseGrid struct {
	t0, t1, w  int
	wide, tall int // the most hits side 0, side 1 can score in a round
	pad, rw    int
}

func newDenseGrid(sd *[2]denseSide) denseGrid {
	g := denseGrid{t0: sd[0].total, t1: sd[1].total}
	for _, d := range sd[0].ds {
		g.wide = max(g.wide, d.lo+len(d.dist)-1)
	}
	for _, d := range sd[1].ds {
		g.tall = max(g.tall, d.lo+len(d.dist)-1)
	}
	// runAdd adds zeros up to runBlock-1 entries past a run's reach.
	g.w = g.t1 + 1 + g.wide + runBlock
	g.pad = g.wide + runBlock
	g.rw = g.pad + g.t1 + g.pad
	return g
}

// run is the entries gathered for one h: the states [from, to) of the
// row with one.
type run struct{ from, to int }

// denseRuns gathers a row's runs, h = 0..tall: runs holds them (zeros
// elsewhere, as it is left after every flush).
type denseRuns struct {
	g        denseGrid
	rs       []run
	runs     []float64
	from, to int // the h with entries
	// span, when set, is widened to the columns a flush writes.
	span denseSpan
}

// densePool keeps the arrays of the dense path between battles.
var densePool = sync.Pool{New: func() any { return new(denseBuffers) }}

// denseBuffers is a chain's scratch space: the state arrays (cleared by
// their user) and the runs (all zeros between uses).
type denseBuffers struct {
	p, next, runs []float64
	rs            []run
}

// runsFor is the buffers' runs for grid g, zeros.
func (b *denseBuffers) runsFor(g denseGrid) *denseRuns {
	n := (g.tall + 1) * g.rw
	if len(b.runs) < n {
		b.runs = make([]float64, n)
	}
	if len(b.rs) < g.tall+1 {
		b.rs = make([]run, g.tall+1)
	}
	return &denseRuns{g: g, rs: b.rs[:g.tall+1], runs: b.runs[:n], from: g.tall + 1}
}

// grid is a cleared array of the grid's states, grown from b.
func grid(b []float64, g denseGrid) []float64 {
	n := (g.t0 + 1) * g.w
	b = slices.Grow(b[:0], n)[:n]
	clear(b)
	return b
}

// put adds the entries r·d[y] for h = h0+y to the runs, for state j.
func (x *denseRuns) put(j, h0 int, r float64, d []float64) {
	if len(d) == 0 {
		return
	}
	rw, pad := x.g.rw, x.g.pad
	for y, v := range d {
		h := h0 + y
		x.runs[h*rw+pad+j] = r * v
		u := &x.rs[h]
		if u.to == 0 {
			u.from = j
		}
		u.to = j + 1
	}
	x.from, x.to = min(x.from, h0), max(x.to, h0+len(d))
}

// flush spreads every run of row i with side 0's distribution da into p
// (the run of h into row min(i+h, t0)), leaves the runs empty, and
// returns the chance it left out.
func (x *denseRuns) flush(p []float64, i int, da *denseDist, cut float64) float64 {
	g := x.g
	a, alo := da.dist, da.lo
	ka := da.peak / cut
	dropped := 0.0
	for h := x.from; h < x.to; h++ {
		u := x.rs[h]
		x.rs[h] = run{}
		if u.to == 0 {
			continue
		}
		at := h*g.rw + g.pad + u.from
		sum, top := 0.0, 0.0 // the run's chances added up, and the largest
		for _, v := range x.runs[at : at+u.to-u.from] {
			sum += v
			if v > top {
				top = v
			}
		}
		if e := bandOf(top * ka); e < 0 {
			dropped += sum
		} else {
			dropped += sum * da.out[e]
			k0, k1 := int(da.band[e][0]), int(da.band[e][1])
			to, c := min(i+h, g.t0), alo+u.from+k0
			runAdd(p[to*g.w+c:], x.runs, at, u.to-u.from, a[k0:k1])
			if x.span != nil {
				x.span.mark(to, c, c+u.to-u.from+k1-k0-1)
			}
		}
		clear(x.runs[at : at+u.to-u.from])
	}
	x.from, x.to = g.tall+1, 0
	return dropped
}

// denseRows is the chance of every end of a battle fought to the end with
// simultaneous fire from the start states, how many states it worked out,
// and the chance it left out (contributions below cut, states below
// denseFloor); the ends are appended to ends, each state once.
//
// A round that changes nothing is repeated until one that does: its
// chance divides out (as in ChainOdds). The rounds in which side 1 scores
// nothing stay in the row: they are spread state by state, in order,
// before the row's next state is read; the others are gathered in runs
// and spread when the row is done.
func denseRows(sd *[2]denseSide, starts map[battleState]float64, cut float64, bufs *denseBuffers, ends []stateP[float64]) ([]stateP[float64], int, float64) {
	g := newDenseGrid(sd)
	t0, t1, w := g.t0, g.t1, g.w
	p := grid(bufs.p, g)
	bufs.p = p
	for st, q := range starts {
		p[st[0]*w+st[1]] += q
	}
	runs := bufs.runsFor(g)
	states := 0
	dropped := 0.0
	for i := range t0 {
		da := sd[0].ds[i]
		a, alo := da.dist, da.lo
		ka := da.peak / cut
		row := p[i*w : (i+1)*w]
		for j := range t1 {
			q := row[j]
			if q < denseFloor {
				dropped += q
				continue
			}
			states++
			leave := denseLeave(sd, i, j)
			if leave <= 0 {
				ends = append(ends, stateP[float64]{battleState{i, j}, q})
				continue
			}
			r := q / leave
			db := sd[1].ds[j]
			d, dlo := db.dist, db.lo
			self := 0.0 // the round that changes nothing: neither spread nor dropped
			if alo == 0 && dlo == 0 {
				self = r * a[0] * d[0]
			}
			ed := bandOf(r * da.peak * db.peak / cut)
			if ed < 0 {
				dropped += max(r-self, 0)
				continue
			}
			lost := r * db.out[ed]
			yfrom, yto := int(db.band[ed][0]), int(db.band[ed][1])
			if dlo == 0 && yfrom == 0 { // side 1 scores nothing: along the row
				rd := r * d[0]
				if e := bandOf(rd * ka); e < 0 {
					lost += rd
				} else {
					lost += rd * da.out[e]
					from, to := int(da.band[e][0]), int(da.band[e][1])
					if alo == 0 && from == 0 {
						from++
						self = 0
					}
					if from < to {
						axpy(row[j+alo+from:j+alo+to], a[from:to], rd)
					}
				}
				yfrom++
			}
			dropped += max(lost-self, 0)
			runs.put(j, dlo+yfrom, r, d[yfrom:max(yfrom, yto)])
		}
		dropped += runs.flush(p, i, da, cut)
	}
	for i := range t0 + 1 {
		row := p[i*w : (i+1)*w]
		if i == t0 {
			for j := range t1 {
				if row[j] > 0 {
					ends = append(ends, stateP[float64]{battleState{i, j}, row[j]})
				}
			}
		}
		s := 0.0
		for _, v := range row[t1:] {
			s += v
		}
		if s > 0 {
			ends = append(ends, stateP[float64]{battleState{i, t1}, s})
		}
	}
	return ends, states, dropped
}

// denseSpan is, per row of a grid, the columns [lo, hi) outside which the
// row is all zeros.
type denseSpan [][2]int

func newDenseSpan(g denseGrid) denseSpan {
	s := make(denseSpan, g.t0+1)
	s.empty()
	return s
}

func (s denseSpan) empty() {
	for i := range s {
		s[i] = [2]int{1 << 30, 0}
	}
}

// mark widens row i's span to [lo, hi).
func (s denseSpan) mark(i, lo, hi int) {
	s[i][0], s[i][1] = min(s[i][0], lo), max(s[i][1], hi)
}

// denseRound spreads one round of every state of cur into next: states
// that are over, or that no round changes, stay as they are; those below
// denseFloor are left out. Only the rows' spans are read: next's is
// cleared first, then set to what the round writes. It returns the
// chance left out.
func denseRound(sd *[2]denseSide, g denseGrid, cur, next []float64, cspan, nspan denseSpan, runs *denseRuns, cut float64) float64 {
	t0, t1, w := g.t0, g.t1, g.w
	for i, s := range nspan {
		if s[0] < s[1] {
			clear(next[i*w+s[0] : i*w+s[1]])
		}
	}
	nspan.empty()
	runs.span = nspan
	dropped := 0.0
	for i := range t0 + 1 {
		lo, hi := cspan[i][0], cspan[i][1]
		if lo >= hi {
			continue
		}
		row := cur[i*w : (i+1)*w]
		if i == t0 {
			axpy(next[i*w+lo:], row[lo:hi], 1)
			nspan.mark(i, lo, hi)
			continue
		}
		if hi > t1 {
			next[i*w+t1] += row[t1]
			nspan.mark(i, t1, t1+1)
		}
		da := sd[0].ds[i]
		for j := lo; j < min(hi, t1); j++ {
			q := row[j]
			if q == 0 {
				continue
			}
			if denseLeave(sd, i, j) <= 0 {
				next[i*w+j] += q
				nspan.mark(i, j, j+1)
				continue
			}
			if q < denseFloor {
				dropped += q
				continue
			}
			db := sd[1].ds[j]
			ed := bandOf(q * da.peak * db.peak / cut)
			if ed < 0 {
				dropped += q
				continue
			}
			dropped += q * db.out[ed]
			yfrom, yto := int(db.band[ed][0]), int(db.band[ed][1])
			runs.put(j, db.lo+yfrom, q, db.dist[yfrom:yto])
		}
		dropped += runs.flush(next, i, da, cut)
	}
	// The states past column t1 are side 1 destroyed.
	for i, s := range nspan {
		if s[1] <= t1+1 {
			continue
		}
		row := next[i*w : (i+1)*w]
		sum := 0.0
		for _, v := range row[t1+1 : s[1]] {
			sum += v
		}
		row[t1] += sum
		clear(row[t1+1 : s[1]])
		nspan[i][1] = t1 + 1
	}
	runs.span = nil
	return dropped
}

// denseChainResult is one chain's ends, states worked out and chance left
// out.
type denseChainResult struct {
	ends    []stateP[float64]
	states  int
	dropped float64
}

// parallelStates is the size of the chains (states in all) from which
// inParallel spreads them over the processors: below it one goroutine is
// quicker.
const parallelStates = 20000

// denseWork is the states of the chains of groups: how much work they are.
func denseWork(sides denseSides, groups []chainGroup[float64]) int {
	n := 0
	for _, g := range groups {
		var t [2]int
		for s := range 2 {
			for _, i := range g.base[s] {
				t[s] += toughness(sides.b.Sides[s].Fighters[i])
			}
		}
		n += (t[0] + 1) * (t[1] + 1)
	}
	return n
}

// inParallel runs every piece of work, each with scratch buffers of its
// own, on up to GOMAXPROCS goroutines when there is at least
// parallelStates of it, and returns the results in the order of work:
// the chains are independent, and their results are added up in order
// afterwards, so the outcome does not depend on which finished first.
func inParallel[R any](work []func(*denseBuffers) R, states int) []R {
	out := make([]R, len(work))
	workers := min(runtime.GOMAXPROCS(0), len(work))
	if workers <= 1 || states < parallelStates {
		bufs := densePool.Get().(*denseBuffers)
		defer densePool.Put(bufs)
		for i, f := range work {
			out[i] = f(bufs)
		}
		return out
	}
	var next sync.Mutex
	i := 0
	var wg sync.WaitGroup
	for range workers {
		wg.Go(func() {
			bufs := densePool.Get().(*denseBuffers)
			defer densePool.Put(bufs)
			for {
				next.Lock()
				k := i
				i++
				next.Unlock()
				if k >= len(work) {
					return
				}
				out[k] = work[k](bufs)
			}
		})
	}
	wg.Wait()
	return out
}
