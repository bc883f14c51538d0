package rules

import (
	"math"
	"slices"
)

// The float64 path for large battles: the states (hits side 0 took, hits
// side 1 took) of one line-up in a dense array, visited row by row (a
// round only adds hits, so every state a round leads to comes later; see
// battle_rows.go for how a row is spread), and
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

// hitPMF is the chances of 0, 1, 2... hits of the live fighters us (a
// suffix of the loss order), appended to h[:0]: supported fighters score
// at their Supported chance, one for each live supporter, in loss order.
func hitPMF(us []denseUnit, h []float64) []float64 {
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
		h = addDice(h, p, u.dice)
	}
	return h
}

// addDice is the chances h of 0, 1, 2... hits with n more dice hitting
// with chance p each.
func addDice(h []float64, p float64, n int) []float64 {
	q := 1 - p
	for range n {
		h = append(h, 0)
		for x := len(h) - 1; x > 0; x-- {
			h[x] = h[x]*q + h[x-1]*p
		}
		h[0] *= q
	}
	return h
}

// newDenseDist works out the denseDist of the chances h of 0, 1, 2...
// hits.
func newDenseDist(h []float64) *denseDist {
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
	return d
}

// newDenseSide is the denseSide of the fighters us (the line-up's units in
// loss order, ids their fighter indexes); the distribution after k hits is
// that of a suffix of us, taken from dists when a line-up sharing that
// suffix has worked it out, and added to it otherwise.
//
// The suffixes are worked out from the last: a suffix's chances are the
// next one's with its first fighter's dice added, unless that fighter
// changes which others are supported (prependedHit), when they are worked
// out afresh.
func newDenseSide(us []denseUnit, ids []int, dists map[string]*denseDist) denseSide {
	var d denseSide
	for _, u := range us {
		d.total += u.tough
	}
	key := intsKey(ids)
	byFirst := make([]*denseDist, len(us))
	h := []float64{1} // the chances of us[first+1:], unless stale
	stale := false
	for first := len(us) - 1; first >= 0; first-- {
		if dd, ok := dists[string(key[first:])]; ok {
			byFirst[first] = dd
			stale = true
			continue
		}
		if p, ok := prependedHit(us[first:]); ok && !stale {
			if !us[first].silent {
				h = addDice(h, p, us[first].dice)
			}
		} else {
			h = hitPMF(us[first:], h)
		}
		stale = false
		dd := newDenseDist(h)
		dists[string(key[first:])] = dd
		byFirst[first] = dd
	}
	d.ds = make([]*denseDist, d.total)
	k := 0
	for first, u := range us {
		for range u.tough {
			d.ds[k] = byFirst[first]
			k++
		}
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

// prependedHit is, when the chances of us are those of us[1:] with us[0]'s
// dice added, the chance each of those dice hits: us[0] does not change
// which of the others are supported, or it takes the support of one with
// the same chances (the fighters are alike).
func prependedHit(us []denseUnit) (float64, bool) {
	u, rest := us[0], us[1:]
	if u.silent { // no dice, and it takes no support
		return 0, true
	}
	supporters, supportable := 0, 0
	for _, v := range rest {
		if v.supporter {
			supporters++
		}
		if v.sup > 0 && !v.silent {
			supportable++
		}
	}
	switch {
	case u.supporter && u.sup > 0:
		return 0, false
	case u.supporter: // one more of rest supported, if any is left
		return u.hit, supportable <= supporters
	case u.sup > 0 && supporters > 0:
		if supportable < supporters { // a supporter to spare
			return u.sup, true
		}
		// u takes the support of the last supported in rest.
		n := 0
		for _, v := range rest {
			if v.sup > 0 && !v.silent {
				if n++; n == supporters {
					return u.hit, v.hit == u.hit && v.sup == u.sup && v.dice == u.dice
				}
			}
		}
		return 0, false
	default:
		return u.hit, true
	}
}

// denseSides caches each side's denseSide by its line-up: the chains of
// one battle share most of them.
type denseSides struct {
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

// axpyGo is dst += k·src, over len(src) entries (dst is at least as long);
// dst resliced to src's length, so the loop has no bounds checks. axpy is
// this loop, or on amd64 with AVX2 and FMA the same in assembly, four
// entries an instruction (axpy_amd64.s).
func axpyGo(dst, src []float64, k float64) {
	dst = dst[:len(src)]
	for x, v := range src {
		dst[x] += k * v
	}
}

// runBlock is how many entries runAdd works out at a time.
const runBlock = 16

// runAddGo adds a[k]·v[x] to dst[k+x] for every k < len(a), x < n, where
// v = runs[at:at+n]: the rounds of a run of states (v, their chances of
// one hit count of side 1) for each hit count k of side 0. runAdd is this
// or, on amd64 with AVX2 and FMA, the same as a convolution in assembly:
// dst[o] += Σ a[k]·v[o-k], runBlock entries of dst at a time, which reads
// runs from at-len(a)+1 to at+n+len(a)+runBlock-2 (zeros outside v) and
// adds zeros to dst up to n+len(a)-1 rounded up to runBlock entries.
func runAddGo(dst, runs []float64, at, n int, a []float64) {
	v := runs[at : at+n]
	for k, ak := range a {
		axpyGo(dst[k:], v, ak)
	}
}
