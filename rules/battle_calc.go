package rules

// battleCalc works out one line-up's rounds in the arithmetic ar with
// maps of states: exact fractions, and float64 for the fire orders and
// round caps the dense arrays (battle_dense.go) leave out.
type battleCalc[T any] struct {
	sides     [2][]Fighter
	fire      BattleFire
	maxRounds int
	ar        arith[T]
	total     [2]int
	// hitDist caches, per side and hits taken, the chances of scoring
	// 0, 1, 2... hits in a round.
	hitDist map[[2]int][]T
	states  int
}

// run computes the chance of every end state from the start states
// (their chances are the callee's to change).
func (c *battleCalc[T]) run(starts map[battleState]T) map[battleState]T {
	ends := map[battleState]T{}
	if c.maxRounds == 0 {
		c.solve(starts, ends)
	} else {
		c.rounds(starts, ends)
	}
	return ends
}

// over reports whether a side is destroyed.
func (c *battleCalc[T]) over(st battleState) bool { return st[0] >= c.total[0] || st[1] >= c.total[1] }

// hits is the distribution of the hits side s scores in a round after
// taking taken hits.
func (c *battleCalc[T]) hits(s, taken int) []T {
	if d, ok := c.hitDist[[2]int{s, taken}]; ok {
		return d
	}
	d := sideHits(c.ar, c.sides[s], taken)
	c.hitDist[[2]int{s, taken}] = d
	return d
}

// sideHits is the distribution of the hits fighters score in a round after
// taking taken hits: a convolution of every live fighter's dice, silent
// ones left out, supported ones at their Supported chance (paired with the
// live supporters in loss order).
func sideHits[T any](ar arith[T], fighters []Fighter, taken int) []T {
	left := taken
	var live []Fighter
	supporters := 0
	for _, f := range fighters {
		if left >= toughness(f) {
			left -= toughness(f)
			continue // dead
		}
		left = 0
		live = append(live, f)
		if f.Supporter && !f.Silent {
			supporters++
		}
	}
	dist := []T{ar.one()}
	for _, f := range live {
		if f.Silent {
			continue
		}
		hit := f.Hit
		if supporters > 0 && !f.Supported.IsZero() {
			hit = f.Supported
			supporters--
		}
		p := ar.of(hit)
		q := ar.sub(ar.one(), p)
		for range max(f.Dice, 1) {
			next := make([]T, len(dist)+1)
			for i, v := range dist {
				miss := ar.mul(v, q)
				if i == 0 {
					next[i] = miss
				} else {
					next[i] = ar.add(next[i], miss)
				}
				next[i+1] = ar.mul(v, p)
			}
			dist = next
		}
	}
	return dist
}

// step is one round from st: every next state with its chance.
func (c *battleCalc[T]) step(st battleState) map[battleState]T {
	out := map[battleState]T{}
	add := func(n battleState, p T) {
		if !c.ar.positive(p) {
			return
		}
		n[0], n[1] = min(n[0], c.total[0]), min(n[1], c.total[1])
		addAt(c.ar, out, n, p)
	}
	if c.fire == Simultaneous {
		h0, h1 := c.hits(0, st[0]), c.hits(1, st[1])
		for i, p := range h0 {
			for j, q := range h1 {
				add(battleState{st[0] + j, st[1] + i}, c.ar.mul(p, q))
			}
		}
		return out
	}
	first := 0
	if c.fire == SecondSideFirst {
		first = 1
	}
	second := 1 - first
	for i, p := range c.hits(first, st[first]) {
		mid := st
		mid[second] = min(mid[second]+i, c.total[second])
		if mid[second] >= c.total[second] {
			add(mid, p)
			continue
		}
		for j, q := range c.hits(second, mid[second]) {
			n := mid
			n[first] += j
			add(n, c.ar.mul(p, q))
		}
	}
	return out
}

// solve fills ends with the absorbing chances of a battle without a round
// cap (ChainOdds): hits only grow, so a state's level is the hits taken on
// both sides.
func (c *battleCalc[T]) solve(starts, ends map[battleState]T) {
	level := func(st battleState) int { return st[0] + st[1] }
	var next []ChainStep[battleState, T]
	round := func(st battleState) ([]ChainStep[battleState, T], bool) {
		c.states++
		if c.over(st) {
			return nil, true
		}
		next = next[:0]
		for n, p := range c.step(st) {
			next = append(next, ChainStep[battleState, T]{n, p})
		}
		return next, false
	}
	for st, p := range solveChainFrom(c.ar, starts, c.total[0]+c.total[1]+1, level, round) {
		ends[st] = p
	}
}

// rounds fills ends with the chances after at most maxRounds rounds.
func (c *battleCalc[T]) rounds(starts, ends map[battleState]T) {
	cur := starts
	for range c.maxRounds {
		next := map[battleState]T{}
		for st, p := range cur {
			c.states++
			if c.over(st) { // a side had no fighters from the start
				addAt(c.ar, ends, st, p)
				continue
			}
			for n, q := range c.step(st) {
				if c.over(n) {
					addAt(c.ar, ends, n, c.ar.mul(p, q))
				} else {
					addAt(c.ar, next, n, c.ar.mul(p, q))
				}
			}
		}
		cur = next
	}
	for st, p := range cur {
		addAt(c.ar, ends, st, p)
	}
}
