package rules

import (
	"math"
	"slices"
)

// The float64 path for large battles: the states (hits side 0 took, hits
// side 1 took) of one line-up in a dense array, visited row by row (a
// round only adds hits, so every state a round leads to comes later), and
// each side's hit distributions cut into bands by how far below their
// peak they fall. A round's outcome whose contribution (the state's chance
// times the round's) is below the cut is not followed, nor a state below
// denseFloor: what is left out is added up (BattleOdds.Dropped), and a
// battle that drops more than MaxDropped is worked out again with a cut
// denseRetry times finer.

// denseTail is the chance below which the ends of a hit distribution are
// not stored (counted as dropped when a round reaches them), denseFloor
// the chance below which a state is not followed, and denseCut the first
// cut tried.
const (
	denseTail  = 1e-30
	denseFloor = 1e-19
	denseCut   = 1e-20
	denseRetry = 1e-4
)

// MaxDropped bounds the chance the float64 path leaves out in all
// (BattleOdds.Dropped): each end's chance is at most this much below the
// exact one.
const MaxDropped = 1e-12

// denseSide is one side of a line-up: per hits taken, the hit
// distribution of its live fighters (shared by the line-ups whose live
// fighters are the same), and the cost of the fighters lost.
type denseSide struct {
	total int
	ds    []*denseDist
	cost  []float64 // the cost of the fighters lost after k hits
}

// denseBands is how many steps of 8 below its peak a distribution's bands
// reach.
const denseBands = 32

// denseUnit is a fighter as the dense path reads it.
type denseUnit struct {
	hit, sup          float64
	dice, tough, cost int
	silent, supporter bool
}

func toDense(f Fighter) denseUnit {
	return denseUnit{f.Hit.Float64(), f.Supported.Float64(), max(f.Dice, 1), toughness(f), f.Cost, f.Silent, f.Supporter && !f.Silent}
}

// denseDist is the hit distribution of the live fighters after some hits
// (a suffix of the loss order): the chances of scoring lo, lo+1, ... hits
// in a round, and of scoring any.
type denseDist struct {
	dist []float64
	lo   int
	any  float64
	// peak is the largest chance, band[e] the range [from, to) of the
	// entries of at least peak·8^-e, e < denseBands, and out[e] the chance
	// outside that band (the tails not stored too).
	peak float64
	band [denseBands][2]int32
	out  [denseBands]float64
	// above[x] is the chance of the entries from x on (added small
	// first), for the hits past a side's last fighter.
	above []float64
}

// newDenseDist works out the denseDist of the live fighters us (a suffix
// of the loss order, the first possibly damaged), h scratch space.
func newDenseDist(us []denseUnit, h []float64) (*denseDist, []float64) {
	supporters := 0
	for _, u := range us {
		if u.supporter {
			supporters++
		}
	}
	h = append(h[:0], 1)
	for _, u := range us {
		if u.silent {
			continue
		}
		p := u.hit
		if supporters > 0 && u.sup > 0 {
			p, supporters = u.sup, supporters-1
		}
		q := 1 - p
		for range u.dice {
			h = append(h, 0)
			for x := len(h) - 1; x > 0; x-- {
				h[x] = h[x]*q + h[x-1]*p
			}
			h[0] *= q
		}
	}
	lo, hi := 0, len(h)
	for lo < hi-1 && h[lo] < denseTail {
		lo++
	}
	for hi > lo+1 && h[hi-1] < denseTail {
		hi--
	}
	d := &denseDist{dist: slices.Clone(h[lo:hi]), lo: lo}
	for _, v := range h[1:] {
		d.any += v
	}
	dk := d.dist
	peak := slices.Max(dk)
	top := slices.Index(dk, peak)
	from, to := top, top+1
	limit := peak
	for e := range denseBands { // the bands widen as the limit falls 8-fold
		if e > 0 {
			limit *= 0.125
		}
		for from > 0 && dk[from-1] >= limit {
			from--
		}
		for to < len(dk) && dk[to] >= limit {
			to++
		}
		d.band[e] = [2]int32{int32(from), int32(to)}
	}
	tail := 0.0 // the ends not stored, added small first
	for x := range lo {
		tail += h[x]
	}
	for x := len(h) - 1; x >= hi; x-- {
		tail += h[x]
	}
	// below[x] is the chance of the entries before x, above[x] of those
	// from x on: each added small first (the tails).
	below := make([]float64, 1, len(dk)+1)
	for _, v := range dk {
		below = append(below, below[len(below)-1]+v)
	}
	above := make([]float64, len(dk)+1)
	for x := len(dk) - 1; x >= 0; x-- {
		above[x] = above[x+1] + dk[x]
	}
	d.above = above
	for e := range denseBands {
		d.out[e] = tail + below[d.band[e][0]] + above[d.band[e][1]]
	}
	d.peak = peak
	return d, h
}

// newDenseSide is the denseSide of the fighters us (the line-up's units in
// loss order, ids their fighter indexes); the distribution after k hits is
// that of a suffix of us, taken from dists when a line-up sharing that
// suffix has worked it out, and added to it otherwise.
func newDenseSide(us []denseUnit, ids []int, dists map[string]*denseDist) denseSide {
	var d denseSide
	for _, u := range us {
		d.total += u.tough
	}
	d.ds = make([]*denseDist, d.total)
	var h []float64
	key := intsKey(ids)
	var dd *denseDist
	prev := -1
	for k := range d.total {
		// The live fighters after k hits, as sideHits reads them.
		first, left := 0, k
		for left >= us[first].tough {
			left -= us[first].tough
			first++
		}
		if first != prev {
			prev = first
			var ok bool
			if dd, ok = dists[string(key[first:])]; !ok {
				dd, h = newDenseDist(us[first:], h)
				dists[string(key[first:])] = dd
			}
		}
		d.ds[k] = dd
	}
	d.cost = make([]float64, d.total+1)
	for k := range d.total + 1 {
		left := k
		for _, u := range us {
			if left < u.tough {
				break
			}
			left -= u.tough
			d.cost[k] += float64(u.cost)
		}
	}
	return d
}

// denseSides caches each side's denseSide by its line-up: the chains of
// one battle share most of them; buf is the chains' scratch array.
type denseSides struct {
	buf   []float64
	b     Battle
	units [2][]denseUnit
	cache [2]map[string]denseSide
	dists [2]map[string]*denseDist // by the live fighters' indexes
}

func (c *denseSides) get(base [2][]int) *[2]denseSide {
	out := new([2]denseSide)
	for s := range 2 {
		if c.cache[s] == nil {
			c.cache[s] = map[string]denseSide{}
			c.dists[s] = map[string]*denseDist{}
			for _, f := range c.b.Sides[s].Fighters {
				c.units[s] = append(c.units[s], toDense(f))
			}
		}
		k := string(intsKey(base[s]))
		d, ok := c.cache[s][k]
		if !ok {
			us := make([]denseUnit, len(base[s]))
			for i, x := range base[s] {
				us[i] = c.units[s][x]
			}
			d = newDenseSide(us, base[s], c.dists[s])
			c.cache[s][k] = d
		}
		out[s] = d
	}
	return out
}

// stateP is a state and its chance.
type stateP[T any] struct {
	st battleState
	p  T
}

// denseChain is the chance of every end of a battle fought to the end with
// simultaneous fire from the start states, how many states it worked out,
// and the chance it left out (contributions below cut, states below
// denseFloor).
// buf is scratch space it may use (and return grown), cleared or not; the
// ends are appended to ends, each state once.
func denseChain(sd *[2]denseSide, starts map[battleState]float64, cut float64, buf []float64, ends []stateP[float64]) ([]stateP[float64], int, float64, []float64) {
	t0, t1 := sd[0].total, sd[1].total
	w := t1 + 1
	p := slices.Grow(buf[:0], (t0+1)*w)[:(t0+1)*w]
	clear(p)
	for st, q := range starts {
		p[st[0]*w+st[1]] += q
	}
	states := 0
	dropped := 0.0
	for i := range t0 {
		for j := range t1 {
			q := p[i*w+j]
			if q < denseFloor {
				dropped += q
				continue
			}
			states++
			leave := denseLeave(sd, i, j)
			if leave <= 0 { // no round changes anything: it ends as it stands
				ends = append(ends, stateP[float64]{battleState{i, j}, q})
				continue
			}
			dropped += denseSpread(sd, p, i, j, q/leave, true, cut)
		}
	}
	for i := range t0 + 1 {
		for j := range t1 + 1 {
			if (i == t0 || j == t1) && p[i*w+j] > 0 {
				ends = append(ends, stateP[float64]{battleState{i, j}, p[i*w+j]})
			}
		}
	}
	return ends, states, dropped, p
}

// denseLeave is the chance a round from (i, j) changes something: side 0
// scores, or it does not and side 1 does.
func denseLeave(sd *[2]denseSide, i, j int) float64 {
	none0 := 0.0
	a := sd[0].ds[i]
	if a.lo == 0 {
		none0 = a.dist[0]
	}
	return a.any + none0*sd[1].ds[j].any
}

// bandOf is the band to follow of a distribution whose peak, times what
// multiplies it, is x times the cut: the largest e < denseBands with
// 8^e <= x (entries below peak·8^-e contribute below 8 cuts), or -1 when
// x < 1 (nothing reaches the cut).
func bandOf(x float64) int {
	if !(x >= 1) {
		return -1
	}
	return min((int(math.Float64bits(x)>>52&0x7ff)-1023)/3, denseBands-1)
}

// denseSpread adds r times the chance of every round from (i, j) to the
// states it leads to (leaving out the round that changes nothing when
// skipSelf), and returns r times the chance of the rounds it left out,
// other than that one: those whose contribution is below cut. Of side
// 1's hits (rows) it follows only the band that can reach cut, and of
// side 0's hits in a row only the band that can.
func denseSpread(sd *[2]denseSide, p []float64, i, j int, r float64, skipSelf bool, cut float64) float64 {
	t0, t1 := sd[0].total, sd[1].total
	w := t1 + 1
	da, db := sd[0].ds[i], sd[1].ds[j]
	a, alo := da.dist, da.lo // side 0's hits: side 1 takes them (j)
	d, dlo := db.dist, db.lo // side 1's hits: side 0 takes them (i)
	pa, bandA, outA, aboveA := da.peak, &da.band, &da.out, da.above
	ka := pa / cut
	self := 0.0 // the round that changes nothing, when left out below
	if skipSelf && alo == 0 && dlo == 0 {
		self = r * a[0] * d[0]
	}
	ed := bandOf(r * pa * db.peak / cut)
	if ed < 0 {
		return max(r-self, 0)
	}
	dropped := r * db.out[ed]
	yfrom, yto := int(db.band[ed][0]), int(db.band[ed][1])
	off0, last := (i+dlo)*w, t0*w // where row y starts: (i+dlo+y)·w, the last row at most
	nj := j + alo
	below := t1 - nj // side 0's hits below this stay below the last column
	for y := yfrom; y < yto; y++ {
		rd := r * d[y]
		e := bandOf(rd * ka)
		if e < 0 {
			dropped += rd
			continue
		}
		dropped += rd * outA[e]
		from, to := int(bandA[e][0]), int(bandA[e][1])
		off := min(off0+y*w, last)
		if skipSelf && off == i*w && nj+from == j {
			from++
			self = 0 // inside the band: neither spread nor dropped
		}
		// Below the last column the hits add up; from it on they are capped.
		stop := min(to, below)
		if from < stop {
			axpy(p[off+nj+from:off+nj+stop], a[from:stop], rd)
		}
		if x := max(stop, from); x < to {
			p[off+t1] += rd * (aboveA[x] - aboveA[to])
		}
	}
	return max(dropped-self, 0)
}

// axpy is dst += k·src, over len(src) entries (dst is at least as long);
// dst resliced to src's length, so the loop has no bounds checks.
func axpy(dst, src []float64, k float64) {
	dst = dst[:len(src)]
	for x, v := range src {
		dst[x] += k * v
	}
}
