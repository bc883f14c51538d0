package rules

import "slices"

// The float64 path for large battles: the states (hits side 0 took, hits
// side 1 took) of one line-up in a dense array, visited row by row (a
// round only adds hits, so every state a round leads to comes later), and
// each side's hit distributions with their negligible tails cut off.

// denseTail is the chance below which the ends of a hit distribution are
// dropped, and denseFloor the chance below which a state is not followed:
// together they change no end's chance by more than about 1e-14.
const (
	denseTail  = 1e-17
	denseFloor = 1e-19
)

// denseSide is one side of a line-up: per hits taken, the chances of
// scoring lo, lo+1, ... hits in a round, and the chance of scoring any.
type denseSide struct {
	total int
	dist  [][]float64
	lo    []int
	any   []float64
	cost  []float64 // the cost of the fighters lost after k hits
}

func newDenseSide(fs []Fighter) denseSide {
	type unit struct {
		hit, sup          float64
		dice, tough       int
		silent, supporter bool
	}
	us := make([]unit, len(fs))
	var d denseSide
	for i, f := range fs {
		us[i] = unit{f.Hit.Float64(), f.Supported.Float64(), max(f.Dice, 1), toughness(f), f.Silent, f.Supporter && !f.Silent}
		d.total += us[i].tough
	}
	d.dist = make([][]float64, d.total)
	d.lo = make([]int, d.total)
	d.any = make([]float64, d.total)
	h := make([]float64, 0, 64)
	for k := range d.total {
		// The live fighters after k hits, as sideHits reads them.
		first, left := 0, k
		for left >= us[first].tough {
			left -= us[first].tough
			first++
		}
		supporters := 0
		for _, u := range us[first:] {
			if u.supporter {
				supporters++
			}
		}
		h = append(h[:0], 1)
		for _, u := range us[first:] {
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
		d.dist[k], d.lo[k] = slices.Clone(h[lo:hi]), lo
		for _, v := range h[1:] {
			d.any[k] += v
		}
	}
	d.cost = make([]float64, d.total+1)
	for k := range d.total + 1 {
		left := k
		for _, f := range fs {
			if left < toughness(f) {
				break
			}
			left -= toughness(f)
			d.cost[k] += float64(f.Cost)
		}
	}
	return d
}

// denseSides caches each side's denseSide by its line-up: the chains of
// one battle share most of them.
type denseSides struct {
	b     Battle
	cache [2]map[string]denseSide
}

func (c *denseSides) get(base [2][]int) [2]denseSide {
	var out [2]denseSide
	for s := range 2 {
		if c.cache[s] == nil {
			c.cache[s] = map[string]denseSide{}
		}
		k := string(intsKey(base[s]))
		d, ok := c.cache[s][k]
		if !ok {
			fs := make([]Fighter, len(base[s]))
			for i, x := range base[s] {
				fs[i] = c.b.Sides[s].Fighters[x]
			}
			d = newDenseSide(fs)
			c.cache[s][k] = d
		}
		out[s] = d
	}
	return out
}

// denseChain is the chance of every end of a battle fought to the end with
// simultaneous fire from the start states, and how many states it worked
// out.
func denseChain(sd [2]denseSide, starts map[battleState]float64) (map[battleState]float64, int) {
	t0, t1 := sd[0].total, sd[1].total
	w := t1 + 1
	p := make([]float64, (t0+1)*w)
	for st, q := range starts {
		p[st[0]*w+st[1]] += q
	}
	ends := map[battleState]float64{}
	states := 0
	for i := range t0 {
		for j := range t1 {
			q := p[i*w+j]
			if q < denseFloor {
				continue
			}
			states++
			leave := denseLeave(sd, i, j)
			if leave <= 0 { // no round changes anything: it ends as it stands
				ends[battleState{i, j}] += q
				continue
			}
			denseSpread(sd, p, i, j, q/leave, true)
		}
	}
	for i := range t0 + 1 {
		for j := range t1 + 1 {
			if (i == t0 || j == t1) && p[i*w+j] > 0 {
				ends[battleState{i, j}] += p[i*w+j]
			}
		}
	}
	return ends, states
}

// denseLeave is the chance a round from (i, j) changes something: side 0
// scores, or it does not and side 1 does.
func denseLeave(sd [2]denseSide, i, j int) float64 {
	none0 := 0.0
	if sd[0].lo[i] == 0 {
		none0 = sd[0].dist[i][0]
	}
	return sd[0].any[i] + none0*sd[1].any[j]
}

// denseSpread adds r times the chance of every round from (i, j) to the
// states it leads to (leaving out the round that changes nothing when
// skipSelf).
func denseSpread(sd [2]denseSide, p []float64, i, j int, r float64, skipSelf bool) {
	t0, t1 := sd[0].total, sd[1].total
	w := t1 + 1
	a, alo := sd[0].dist[i], sd[0].lo[i] // side 0's hits: side 1 takes them (j)
	d, dlo := sd[1].dist[j], sd[1].lo[j] // side 1's hits: side 0 takes them (i)
	for y, dv := range d {
		ni := min(i+y+dlo, t0)
		rd := r * dv
		row := p[ni*w : ni*w+w]
		nj := j + alo
		x0 := 0
		if skipSelf && ni == i && nj == j {
			x0 = 1
		}
		// Below the last column the hits add up; from it on they are capped.
		stop := min(len(a), t1-nj)
		if x0 < stop {
			dst := row[nj+x0 : nj+stop]
			for x, av := range a[x0:stop] {
				dst[x] += rd * av
			}
		}
		for x := max(stop, x0); x < len(a); x++ {
			row[t1] += rd * a[x]
		}
	}
}
