package rules

import (
	"fmt"
	"math/big"
)

// This file is the one place multi-round odds are worked out: a fight
// resolved round after round until it ends (a Battle here; kit.Duel, the
// table duel of Vernian's air combat) is a Markov chain over how the fight
// stands, and ChainOdds gives the exact chance of every way it can end.

// ChainStep is one way a round can go: the state it leads To and its
// chance P (or a weight in proportion to it).
type ChainStep[S comparable, T any] struct {
	To S
	P  T
}

// ChainOdds is the exact chance of every end state of a fight fought in
// rounds from start until it ends, however many rounds that takes.
//
// round is one round from a state: the states it leads to with their
// chances, or over when the fight has ended there. Only the chances'
// ratios matter: they may be counts of equally likely rolls (a die's
// faces); a state may come more than once (its chances add up); a step to
// the state itself (a round that changes nothing) may be given or left
// out. Rounds only lead onwards: level orders the states so that every
// state a round leads to, other than the state itself, has a higher level
// (a battle's total hits taken), from 0 to levels-1. A round that changes
// nothing is rolled again, so its chance divides out; a state no round can
// leave is an end (a stalemate). The chances of a step are only read, and
// round may reuse the slice it returns from one call to the next.
//
// The result holds every end state reached with a chance above 0; the
// chances add up to exactly 1.
func ChainOdds[S comparable](start S, levels int, level func(S) int, round func(S) (next []ChainStep[S, *big.Rat], over bool)) map[S]*big.Rat {
	return solveChain(ratArith, start, levels, level, round)
}

// solveChain is ChainOdds in the arithmetic ar: exact fractions, or
// float64 for a battle too large for them.
func solveChain[S comparable, T any](ar arith[T], start S, levels int, level func(S) int, round func(S) ([]ChainStep[S, T], bool)) map[S]T {
	return solveChainFrom(ar, map[S]T{start: ar.one()}, levels, level, round)
}

// solveChainFrom is solveChain from several start states, each with its
// chance (owned by the callee): a battle whose opening left a line-up
// part way into the rounds' chain.
func solveChainFrom[S comparable, T any](ar arith[T], starts map[S]T, levels int, level func(S) int, round func(S) ([]ChainStep[S, T], bool)) map[S]T {
	ends := map[S]T{}
	reach := make([]map[S]T, levels)
	for st, p := range starts {
		m := reach[level(st)]
		if m == nil {
			m = map[S]T{}
			reach[level(st)] = m
		}
		addOwned(ar, m, st, p)
	}
	for lv := range levels {
		for st, p := range reach[lv] {
			next, over := round(st)
			if over {
				addOwned(ar, ends, st, p)
				continue
			}
			leave := ar.zero() // the weight of the rounds that change something
			for _, x := range next {
				if x.To != st {
					leave = ar.addIn(leave, x.P)
				}
			}
			if !ar.positive(leave) { // no round changes anything: it ends as it stands
				addOwned(ar, ends, st, p)
				continue
			}
			r := ar.quo(p, leave)
			for _, x := range next {
				if x.To == st {
					continue
				}
				l := level(x.To)
				if l <= lv {
					panic(fmt.Sprintf("rules: ChainOdds: a round leads from a state of level %d back to level %d", lv, l))
				}
				m := reach[l]
				if m == nil {
					m = map[S]T{}
					reach[l] = m
				}
				addOwned(ar, m, x.To, ar.mul(r, x.P))
			}
		}
		reach[lv] = nil
	}
	return ends
}

// addAt adds v to m[k].
func addAt[S comparable, T any](ar arith[T], m map[S]T, k S, v T) {
	if r, ok := m[k]; ok {
		m[k] = ar.add(r, v)
	} else {
		m[k] = v
	}
}

// addOwned adds v to m[k] in place: every value of m, and v, are the
// caller's own (not shared with a cache or another map).
func addOwned[S comparable, T any](ar arith[T], m map[S]T, k S, v T) {
	if r, ok := m[k]; ok {
		m[k] = ar.addIn(r, v)
	} else {
		m[k] = v
	}
}

// arith is the arithmetic odds are computed in: exact fractions
// (*big.Rat) or, for large battles, float64.
type arith[T any] struct {
	of        func(p Prob) T
	zero, one func() T
	add, mul  func(a, b T) T
	sub, quo  func(a, b T) T
	addIn     func(a, b T) T // a + b, in a's own storage when it has one
	positive  func(a T) bool // above 0
	prob      func(a T) Prob
}

var ratArith = arith[*big.Rat]{
	of:       func(p Prob) *big.Rat { return p.Rat() },
	zero:     func() *big.Rat { return new(big.Rat) },
	one:      func() *big.Rat { return big.NewRat(1, 1) },
	add:      func(a, b *big.Rat) *big.Rat { return new(big.Rat).Add(a, b) },
	mul:      func(a, b *big.Rat) *big.Rat { return new(big.Rat).Mul(a, b) },
	sub:      func(a, b *big.Rat) *big.Rat { return new(big.Rat).Sub(a, b) },
	quo:      func(a, b *big.Rat) *big.Rat { return new(big.Rat).Quo(a, b) },
	addIn:    ratAddIn,
	positive: func(a *big.Rat) bool { return a.Sign() > 0 },
	prob:     func(a *big.Rat) Prob { return Prob{r: a} },
}

var floatArith = arith[float64]{
	of:       func(p Prob) float64 { return p.Float64() },
	zero:     func() float64 { return 0 },
	one:      func() float64 { return 1 },
	add:      func(a, b float64) float64 { return a + b },
	mul:      func(a, b float64) float64 { return a * b },
	sub:      func(a, b float64) float64 { return a - b },
	quo:      func(a, b float64) float64 { return a / b },
	addIn:    func(a, b float64) float64 { return a + b },
	positive: func(a float64) bool { return a > 0 },
	prob:     func(a float64) Prob { return Prob{f: a, fromFloat: true} }, // exact on demand
}

// ratAddIn is a += b; sums of small whole weights (a die's faces) stay
// off big.Rat's general path, which allocates.
func ratAddIn(a, b *big.Rat) *big.Rat {
	if a.IsInt() && b.IsInt() && a.Num().IsInt64() && b.Num().IsInt64() {
		x, y := a.Num().Int64(), b.Num().Int64()
		if s := x + y; (s > x) == (y > 0) {
			return a.SetInt64(s)
		}
	}
	return a.Add(a, b)
}
