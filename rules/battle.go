package rules

import (
	"cmp"
	"fmt"
	"math/big"
	"slices"
	"strings"
)

// Fighter is one unit in a multi-round battle: every round it is alive it
// rolls Dice dice, each scoring a hit with probability Hit (HitOn(v, 6) for
// "hits on v or less on a d6"; a module with saving rolls multiplies in the
// chance the save fails), and it dies when it has taken Toughness hits.
type Fighter struct {
	Name      string // for people: "US infantry"
	Dice      int    // dice a round; 0 counts as 1
	Hit       Prob   // chance one die scores a hit
	Toughness int    // hits that kill it; 0 counts as 1 (an A&A battleship has 2)
}

// HitOn is the chance a die of sides faces rolls v or less: "hits on 3" on a
// d6 is 1/2. v below 1 never hits; v of sides or more always does.
func HitOn(v, sides int) Prob {
	return NewProb(int64(min(max(v, 0), sides)), int64(sides))
}

// BattleSide is one side of a battle: its name and its fighters in the
// order they take hits, which the owner fixes ("casualties chosen by the
// owner in a fixed order", e.g. infantry first): the first fighter takes
// the first hits until it dies, then the next.
type BattleSide struct {
	Name     string // "Attacker", "the Germans"
	Fighters []Fighter
}

// BattleFire is who fires when in a round.
type BattleFire int

const (
	// Simultaneous: both sides roll, then both take their losses (A&A).
	Simultaneous BattleFire = iota
	// FirstSideFirst: side 0 fires and the other side takes its losses
	// before the survivors fire back.
	FirstSideFirst
	// SecondSideFirst: side 1 fires first ("Defenders fire first" of a
	// Green Fields close assault).
	SecondSideFirst
)

// Battle is a multi-round battle to forecast: two sides, the order of fire,
// and the most rounds it may last (0: until one side is destroyed; a round
// in which no die can hit ends it as it stands, since nothing changes).
//
// No module uses it yet: it is kept for the Axis & Allies North Africa
// variant (seed 002), whose land, air and sea battles are fought in rounds
// of simultaneous fire ("attack/defend on d6 ≤ value", casualties chosen
// by the owner) until one side is gone or the attacker retreats. Vernian's
// air combat, a table duel (kit.Duel), solves its rounds with the same
// ChainOdds; Green Fields' close assault is played round by round, each
// fire forecast on its own (kit.Fire), as the players choose who leads
// between rounds.
type Battle struct {
	Sides     [2]BattleSide
	Fire      BattleFire
	MaxRounds int
}

// MaxBattleHits bounds each side's total toughness, so a forecast stays
// quick: (hits+1)² states, each convolving every fighter's dice.
const MaxBattleHits = 100

// MaxExactBattle is the most states ((hits side 0 can take + 1) times
// (hits side 1 can take + 1)) a battle is computed for in exact fractions,
// some 150 ms at most (13 against 13 single-hit units); larger battles are
// computed in float64 (BattleOdds.Approximate), whose error is far below
// the whole percent the dialog shows. Exact fractions grow too fast past
// it: 20 against 20 units take seconds, 30 against 30 a minute.
const MaxExactBattle = 14 * 14

// BattleEnd is one way a battle can end: per side the hits it took and the
// fighters it has left (fighters are lost in order, so the hits say which),
// and the exact probability.
type BattleEnd struct {
	Hits [2]int
	Left [2]int
	// Undecided is set when both sides still stand: the round cap was
	// reached, or neither side can score a hit.
	Undecided bool
	P         Prob
}

// BattleOdds is the distribution of a battle's end states, best for side 0
// first: its wins (most left first), then both sides destroyed, then
// undecided ends, then side 1's wins (fewest left first). The probabilities
// add up to exactly 1 (to 1 within rounding when Approximate).
type BattleOdds struct {
	Battle Battle
	Ends   []BattleEnd
	// Approximate is set for a battle larger than MaxExactBattle: the
	// chances were computed in float64, so they add up to 1 only within
	// rounding (about 1e-12); an impossible end still has none.
	Approximate bool
}

// battleState is the hits each side has taken so far.
type battleState [2]int

// Odds computes the battle's end states exactly: a Markov chain over the
// hits each side has taken, round by round. Without a round cap it solves
// the chain with ChainOdds (a round that changes nothing is repeated until
// one that does: its chance divides out), so it terminates however long
// the battle could last.
func (b Battle) Odds() (BattleOdds, error) {
	var total [2]int
	for s, sd := range b.Sides {
		for _, f := range sd.Fighters {
			if f.Dice < 0 || f.Toughness < 0 || f.Hit.Cmp(Prob{}) < 0 || f.Hit.Cmp(NewProb(1, 1)) > 0 {
				return BattleOdds{}, fmt.Errorf("rules: battle: %s's %q has %d dice, toughness %d, hit chance %s", sd.Name, f.Name, f.Dice, f.Toughness, f.Hit.Fraction())
			}
			total[s] += toughness(f)
		}
		if total[s] > MaxBattleHits {
			return BattleOdds{}, fmt.Errorf("rules: battle: %s can take %d hits, more than the %d a forecast handles", sd.Name, total[s], MaxBattleHits)
		}
	}
	if b.MaxRounds < 0 {
		return BattleOdds{}, fmt.Errorf("rules: battle: %d rounds", b.MaxRounds)
	}
	var ends map[battleState]Prob
	odds := BattleOdds{Battle: b}
	if (total[0]+1)*(total[1]+1) <= MaxExactBattle {
		c := battleCalc[*big.Rat]{b: b, ar: ratArith, total: total, hitDist: map[[2]int][]*big.Rat{}}
		ends = c.run()
	} else {
		c := battleCalc[float64]{b: b, ar: floatArith, total: total, hitDist: map[[2]int][]float64{}}
		ends = c.run()
		odds.Approximate = true
	}
	for st, p := range ends {
		e := BattleEnd{Hits: st, P: p}
		for s := range 2 {
			e.Left[s] = b.Sides[s].left(st[s])
		}
		e.Undecided = e.Left[0] > 0 && e.Left[1] > 0
		odds.Ends = append(odds.Ends, e)
	}
	slices.SortFunc(odds.Ends, func(x, y BattleEnd) int {
		if c := cmp.Compare(x.rank(), y.rank()); c != 0 {
			return c
		}
		if c := cmp.Compare(x.Hits[0], y.Hits[0]); c != 0 {
			return c
		}
		return cmp.Compare(y.Hits[1], x.Hits[1])
	})
	return odds, nil
}

// rank orders end states: side 0 wins, both destroyed, undecided, side 1 wins.
func (e BattleEnd) rank() int {
	switch {
	case e.Left[0] > 0 && e.Left[1] == 0:
		return 0
	case e.Left[0] == 0 && e.Left[1] == 0:
		return 1
	case e.Undecided:
		return 2
	}
	return 3
}

func toughness(f Fighter) int { return max(f.Toughness, 1) }

// left is how many fighters are alive after the side took hits.
func (sd BattleSide) left(hits int) int {
	n := len(sd.Fighters)
	for _, f := range sd.Fighters {
		if hits < toughness(f) {
			break
		}
		hits -= toughness(f)
		n--
	}
	return n
}

type battleCalc[T any] struct {
	b     Battle
	ar    arith[T]
	total [2]int
	// hitDist caches, per side and hits taken, the chances of scoring
	// 0, 1, 2... hits in a round.
	hitDist map[[2]int][]T
}

// run computes the chance of every end state.
func (c *battleCalc[T]) run() map[battleState]Prob {
	ends := map[battleState]T{}
	if c.b.MaxRounds == 0 {
		c.solve(ends)
	} else {
		c.rounds(ends)
	}
	out := make(map[battleState]Prob, len(ends))
	for st, p := range ends {
		if c.ar.positive(p) {
			out[st] = c.ar.prob(p)
		}
	}
	return out
}

// over reports whether a side is destroyed.
func (c *battleCalc[T]) over(st battleState) bool { return st[0] >= c.total[0] || st[1] >= c.total[1] }

// hits is the distribution of the hits side s scores in a round after
// taking taken hits: a convolution of every live fighter's dice.
func (c *battleCalc[T]) hits(s, taken int) []T {
	if d, ok := c.hitDist[[2]int{s, taken}]; ok {
		return d
	}
	ar := c.ar
	dist := []T{ar.one()}
	left := taken
	for _, f := range c.b.Sides[s].Fighters {
		if left >= toughness(f) {
			left -= toughness(f)
			continue // dead
		}
		left = 0
		p := ar.of(f.Hit)
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
	c.hitDist[[2]int{s, taken}] = dist
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
	if c.b.Fire == Simultaneous {
		h0, h1 := c.hits(0, st[0]), c.hits(1, st[1])
		for i, p := range h0 {
			for j, q := range h1 {
				add(battleState{st[0] + j, st[1] + i}, c.ar.mul(p, q))
			}
		}
		return out
	}
	first := 0
	if c.b.Fire == SecondSideFirst {
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
func (c *battleCalc[T]) solve(ends map[battleState]T) {
	level := func(st battleState) int { return st[0] + st[1] }
	var next []ChainStep[battleState, T]
	round := func(st battleState) ([]ChainStep[battleState, T], bool) {
		if c.over(st) {
			return nil, true
		}
		next = next[:0]
		for n, p := range c.step(st) {
			next = append(next, ChainStep[battleState, T]{n, p})
		}
		return next, false
	}
	for st, p := range solveChain(c.ar, battleState{}, c.total[0]+c.total[1]+1, level, round) {
		ends[st] = p
	}
}

// rounds fills ends with the chances after at most MaxRounds rounds.
func (c *battleCalc[T]) rounds(ends map[battleState]T) {
	cur := map[battleState]T{{0, 0}: c.ar.one()}
	for range c.b.MaxRounds {
		next := map[battleState]T{}
		for st, p := range cur {
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

// Win is the chance side s wins: it has fighters left and the other has none.
func (o BattleOdds) Win(s int) Prob {
	t := new(big.Rat)
	for _, e := range o.Ends {
		if e.Left[s] > 0 && e.Left[1-s] == 0 {
			t.Add(t, e.P.rat())
		}
	}
	return Prob{r: t}
}

// Result is an end state as people read it: "Attacker wins, 2 left (tank,
// infantry)", "both destroyed", "undecided after 3 rounds: 2 vs 1 left",
// "undecided (no hits possible): 1 vs 1 left".
func (o BattleOdds) Result(e BattleEnd) string {
	switch {
	case e.Left[0] == 0 && e.Left[1] == 0:
		return "both destroyed"
	case e.Undecided && o.Battle.MaxRounds > 0:
		return fmt.Sprintf("undecided after %d rounds: %d vs %d left", o.Battle.MaxRounds, e.Left[0], e.Left[1])
	case e.Undecided:
		return fmt.Sprintf("undecided (no hits possible): %d vs %d left", e.Left[0], e.Left[1])
	}
	w := 0
	if e.Left[1] > 0 {
		w = 1
	}
	sd := o.Battle.Sides[w]
	names := make([]string, 0, e.Left[w])
	for _, f := range sd.Fighters[len(sd.Fighters)-e.Left[w]:] {
		names = append(names, f.Name)
	}
	return fmt.Sprintf("%s wins, %d left (%s)", sd.Name, e.Left[w], strings.Join(names, ", "))
}

// Distribution is the end states as results for Forecast.Outcomes, in the
// order of Ends; ends that read the same (a damaged and an undamaged
// survivor) are merged.
func (o BattleOdds) Distribution() Distribution {
	var d Distribution
	for _, e := range o.Ends {
		r := o.Result(e)
		if i := slices.IndexFunc(d, func(x Outcome) bool { return x.Result == r }); i >= 0 {
			d[i].P = d[i].P.Add(e.P)
		} else {
			d = append(d, Outcome{Result: r, P: e.P})
		}
	}
	return d
}
