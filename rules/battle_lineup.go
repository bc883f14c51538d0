package rules

import (
	"fmt"
	"math"
	"math/big"
	"slices"
)

// lineup is who is left on each side after the opening strikes (indexes
// into BattleSide.Fighters, in loss order) and its chance.
type lineup[T any] struct {
	alive [2][]int
	p     T
}

// lineups rolls the opening strikes in order: each splits every line-up
// by how many of its targets it kills, and equal line-ups are merged.
// Line-ups whose chance is negligible (0; below denseFloor in float64)
// are dropped.
func lineups[T any](b Battle, ar arith[T], negligible func(T) bool) ([]lineup[T], error) {
	var all [2][]int
	for s := range 2 {
		for i := range b.Sides[s].Fighters {
			all[s] = append(all[s], i)
		}
	}
	lus := []lineup[T]{{alive: all, p: ar.one()}}
	for _, st := range b.Opening {
		other := 1 - st.Side
		var next []lineup[T]
		index := map[string]int{}
		add := func(l lineup[T]) {
			k := string(intsKey(l.alive[0])) + "|" + string(intsKey(l.alive[1]))
			if i, ok := index[k]; ok {
				next[i].p = ar.add(next[i].p, l.p)
				return
			}
			index[k] = len(next)
			next = append(next, l)
		}
		for _, lu := range lus {
			var targets []int // positions in lu.alive[other]
			for k, i := range lu.alive[other] {
				if slices.Contains(st.Targets, b.Sides[other].Fighters[i].Class) {
					targets = append(targets, k)
				}
			}
			n := st.Dice
			if st.PerTarget {
				n = len(targets)
				if st.Dice > 0 {
					n = min(n, st.Dice)
				}
			}
			if n == 0 || len(targets) == 0 {
				add(lu)
				continue
			}
			for k, pk := range binomial(ar, n, st.Hit) {
				pk = ar.mul(pk, lu.p)
				if negligible(pk) {
					continue
				}
				nl := lineup[T]{alive: lu.alive, p: pk}
				if dead := min(k, len(targets)); dead > 0 {
					keep := make([]int, 0, len(lu.alive[other])-dead)
					next := 0 // the next target to drop
					for pos, i := range lu.alive[other] {
						if next < dead && targets[next] == pos {
							next++
							continue
						}
						keep = append(keep, i)
					}
					nl.alive[other] = keep
				}
				add(nl)
			}
		}
		lus = next
		if len(lus) > MaxOpeningLineups {
			return nil, fmt.Errorf("rules: battle: the opening leaves more than %d line-ups", MaxOpeningLineups)
		}
	}
	return lus, nil
}

func intsKey(xs []int) []byte {
	b := make([]byte, len(xs))
	for i, x := range xs {
		b[i] = byte(x)
	}
	return b
}

// binomial is the chance of k hits in n dice, each hitting with chance
// hit, for k = 0..n.
func binomial[T any](ar arith[T], n int, hit Prob) []T {
	if _, ok := any(ar.one()).(float64); ok {
		out := any(floatBinomial(n, hit.Float64())).([]T)
		return out
	}
	p := ar.of(hit)
	q := ar.sub(ar.one(), p)
	out := make([]T, n+1)
	for k := range n + 1 {
		c := ar.of(FracProb(new(big.Int).Binomial(int64(n), int64(k)), big.NewInt(1)))
		for range k {
			c = ar.mul(c, p)
		}
		for range n - k {
			c = ar.mul(c, q)
		}
		out[k] = c
	}
	return out
}

// floatBinomial is binomial in float64.
func floatBinomial(n int, p float64) []float64 {
	out := make([]float64, n+1)
	c := 1.0 // n choose k
	for k := range n + 1 {
		out[k] = c * math.Pow(p, float64(k)) * math.Pow(1-p, float64(n-k))
		c = c * float64(n-k) / float64(k+1)
	}
	return out
}

// chainGroup is one chain of rounds the line-ups share: a line-up that is
// another with the first fighters of each side taken away (the opening
// killed what the rounds would have killed first: a minefield's shots at
// every land unit) starts part way into that one's chain, at the hits
// those fighters could take.
type chainGroup[T any] struct {
	base   [2][]int
	starts map[battleState]T
}

// groupLineups sorts the line-ups into chains: per side, each distinct
// line-up is either the end of a longer one already seen or the base of a
// new chain.
func groupLineups[T any](b Battle, ar arith[T], lus []lineup[T]) []chainGroup[T] {
	type place struct{ base, hits int }
	var bases [2][][]int
	var at [2][]place // per line-up
	for s := range 2 {
		var sets [][]int
		seen := map[string]bool{}
		for _, lu := range lus {
			if k := string(intsKey(lu.alive[s])); !seen[k] {
				seen[k] = true
				sets = append(sets, lu.alive[s])
			}
		}
		slices.SortStableFunc(sets, func(x, y []int) int { return len(y) - len(x) })
		suffix := map[string]place{}
		for _, set := range sets {
			if _, ok := suffix[string(intsKey(set))]; ok {
				continue
			}
			id := len(bases[s])
			bases[s] = append(bases[s], set)
			hits := 0
			for k := range len(set) + 1 {
				key := string(intsKey(set[k:]))
				if _, ok := suffix[key]; !ok {
					suffix[key] = place{id, hits}
				}
				if k < len(set) {
					hits += toughness(b.Sides[s].Fighters[set[k]])
				}
			}
		}
		at[s] = make([]place, len(lus))
		for i, lu := range lus {
			at[s][i] = suffix[string(intsKey(lu.alive[s]))]
		}
	}
	var groups []chainGroup[T]
	index := map[[2]int]int{}
	for i, lu := range lus {
		k := [2]int{at[0][i].base, at[1][i].base}
		g, ok := index[k]
		if !ok {
			g = len(groups)
			index[k] = g
			groups = append(groups, chainGroup[T]{base: [2][]int{bases[0][k[0]], bases[1][k[1]]}, starts: map[battleState]T{}})
		}
		addAt(ar, groups[g].starts, battleState{at[0][i].hits, at[1][i].hits}, lu.p)
	}
	return groups
}

// endKey is an end state across line-ups: the survivors of each side (as
// bytes of their indexes), the hits each took, and a failed sweep.
type endKey struct {
	left    [2]string
	hits    [2]int
	retreat bool
}

// groupFighters is a chain's fighters per side and the hits the opening
// took from each outside it (the toughness of the fighters not in it).
func (b Battle) groupFighters(base [2][]int) (fs [2][]Fighter, lost [2]int) {
	for s := range 2 {
		for _, f := range b.Sides[s].Fighters {
			lost[s] += toughness(f)
		}
		for _, i := range base[s] {
			f := b.Sides[s].Fighters[i]
			fs[s] = append(fs[s], f)
			lost[s] -= toughness(f)
		}
	}
	return fs, lost
}

// collectEnds works out every chain's rounds in the arithmetic ar (dense
// float64 arrays with the cut when dense and the fire allow it) and adds
// up their ends, splitting side 0's wins by the Sweep; it also returns the
// states worked out and the chance the dense arrays left out.
func collectEnds[T any](b Battle, ar arith[T], groups []chainGroup[T], dense bool, cut float64) (map[endKey]T, int, float64) {
	size := 0 // about how many ends: each chain's last row and column
	for _, g := range groups {
		size += len(g.base[0]) + len(g.base[1]) + 2
	}
	acc := make(map[endKey]T, size)
	states := 0
	dropped := 0.0
	sides := denseSides{b: b}
	var sweep, fail T
	if b.Sweep != nil {
		sweep = ar.of(*b.Sweep)
		fail = ar.sub(ar.one(), sweep)
	}
	var surv []byte
	var ends []stateP[T] // a chain's ends, each state once
	var chains []denseChainResult
	useDense := dense && b.Fire == Simultaneous && b.MaxRounds == 0
	if gs, ok := any(groups).([]chainGroup[float64]); ok && useDense {
		work := make([]func(*denseBuffers) denseChainResult, len(gs))
		for i, g := range gs {
			sd := sides.get(g.base)
			work[i] = func(bufs *denseBuffers) denseChainResult {
				var r denseChainResult
				r.ends, r.states, r.dropped = denseRows(sd, g.starts, cut, bufs, nil)
				return r
			}
		}
		chains = inParallel(work, denseWork(sides, gs))
	}
	for gi, g := range groups {
		var lost [2]int // the toughness of the fighters outside the chain
		for s := range 2 {
			for _, f := range b.Sides[s].Fighters {
				lost[s] += toughness(f)
			}
			for _, i := range g.base[s] {
				lost[s] -= toughness(b.Sides[s].Fighters[i])
			}
		}
		ends = ends[:0]
		if d, ok := any(&ends).(*[]stateP[float64]); ok && chains != nil {
			*d = chains[gi].ends
			states += chains[gi].states
			dropped += chains[gi].dropped
		} else {
			fs, _ := b.groupFighters(g.base)
			c := battleCalc[T]{sides: fs, fire: b.Fire, maxRounds: b.MaxRounds, ar: ar, hitDist: map[[2]int][]T{}}
			for s := range 2 {
				for _, f := range fs[s] {
					c.total[s] += toughness(f)
				}
			}
			for st, p := range c.run(g.starts) {
				ends = append(ends, stateP[T]{st, p})
			}
			states += c.states
		}
		for _, e := range ends {
			st, p := e.st, e.p
			var k endKey
			for s := range 2 {
				k.hits[s] = lost[s] + st[s]
				left := st[s]
				surv = surv[:0]
				for _, i := range g.base[s] {
					if t := toughness(b.Sides[s].Fighters[i]); left >= t {
						left -= t
						continue
					}
					left = 0
					surv = append(surv, byte(i))
				}
				k.left[s] = string(surv)
			}
			if b.Sweep != nil && k.left[0] != "" && k.left[1] == "" {
				retreat := k
				retreat.retreat = true
				addAt(ar, acc, retreat, ar.mul(p, fail))
				p = ar.mul(p, sweep)
			}
			addAt(ar, acc, k, p)
		}
	}
	for k, p := range acc {
		if !ar.positive(p) {
			delete(acc, k)
		}
	}
	return acc, states, dropped
}
