package rules

import (
	"fmt"
	"math"
	"slices"
)

// RetreatPlan is when side 0 (the attacker) had best break off a battle of
// simultaneous fire: Values[r] is the expected swing, in Cost, of pressing
// on for r rounds and then retreating if the battle is not over (the other
// side's expected losses minus its own, plus the ground's value times the
// chance it is taken by then). Values[0] = 0 is not attacking at all; the
// opening counts as part of round 1. The list stops once the chance that
// the battle is still on, times the largest swing it can still make, is
// below RetreatTolerance.
type RetreatPlan struct {
	Values []float64
	// Best is the r with the highest value (the earliest of equal ones).
	Best int
	// Never is set when fighting to the end is as good as Best: the
	// advice is never to retreat.
	Never bool
}

// RetreatTolerance is how close, in Cost, the last of the retreat values
// is to fighting to the end: the analysis stops once the chance still in
// play times the largest swing the battle can still make is below it.
const RetreatTolerance = 1e-6

// maxRetreatRounds bounds the analysis of a battle that drags on.
const maxRetreatRounds = 10000

// Retreat works out the RetreatPlan in float64, round by round, for every
// line-up the opening leaves; ground is what taking the ground is worth to
// side 0 (0 for nothing), counted only when it keeps it (Sweep).
func (b Battle) Retreat(ground float64) (RetreatPlan, error) {
	if err := b.check(); err != nil {
		return RetreatPlan{}, err
	}
	if b.Fire != Simultaneous {
		return RetreatPlan{}, fmt.Errorf("rules: battle: the retreat analysis needs simultaneous fire")
	}
	lus, err := lineups(b, floatArith, func(p float64) bool { return p < denseFloor })
	if err != nil {
		return RetreatPlan{}, err
	}
	sweep := 1.0
	if b.Sweep != nil {
		sweep = b.Sweep.Float64()
	}
	groups := groupLineups(b, floatArith, lus)
	grid := 0
	for _, g := range groups {
		grid += (len(g.base[0]) + 1) * (len(g.base[1]) + 1) // at least
	}
	if grid > MaxBattleStates {
		return RetreatPlan{}, fmt.Errorf("rules: battle: the opening leaves %d line-ups whose chains have %d states, more than the %d a forecast works out", len(lus), grid, MaxBattleStates)
	}
	sides := denseSides{b: b}
	work := make([]func(*denseBuffers) []float64, len(groups))
	for k, g := range groups {
		var opening float64 // the other side's losses outside the chain minus its own
		for s, sign := range []float64{-1, 1} {
			for i, f := range b.Sides[s].Fighters {
				if !slices.Contains(g.base[s], i) {
					opening += sign * float64(f.Cost)
				}
			}
		}
		sd := sides.get(g.base)
		work[k] = func(bufs *denseBuffers) []float64 {
			return denseRounds(sd, g.starts, b.MaxRounds, ground*sweep, opening, bufs)
		}
	}
	per := inParallel(work, denseWork(sides, groups))
	rounds := 0
	for _, v := range per {
		rounds = max(rounds, len(v))
	}
	plan := RetreatPlan{Values: make([]float64, rounds+1)}
	for _, v := range per {
		for r := 1; r <= rounds; r++ {
			plan.Values[r] += v[min(r, len(v))-1]
		}
	}
	for r, x := range plan.Values {
		if x > plan.Values[plan.Best]+1e-12 {
			plan.Best = r
		}
	}
	plan.Never = plan.Best > 0 && plan.Values[rounds] >= plan.Values[plan.Best]-RetreatTolerance
	return plan, nil
}

// denseRounds is, after each round r = 1, 2, ... of one chain from its
// start states, the expected swing for side 0 if it retreats then: the
// other side's losses minus its own (plus opening, the swing of the
// fighters outside the chain, for each unit of chance), plus ground times
// the chance it has won. It stops once the chance still in play times the
// largest swing a round can still make is below RetreatTolerance, or at
// maxRounds (0: no cap).
func denseRounds(sd *[2]denseSide, starts map[battleState]float64, maxRounds int, ground, opening float64, bufs *denseBuffers) []float64 {
	g := newDenseGrid(sd)
	t0, t1, w := g.t0, g.t1, g.w
	cur := grid(bufs.p, g)
	next := grid(bufs.next, g)
	bufs.p, bufs.next = cur, next
	cspan, nspan := newDenseSpan(g), newDenseSpan(g)
	for st, q := range starts {
		cur[st[0]*w+st[1]] += q
		cspan.mark(st[0], st[1], st[1]+1)
	}
	swing := sd[0].cost[t0] + sd[1].cost[t1] + math.Abs(ground)
	runs := bufs.runsFor(g)
	var vals []float64
	for r := 1; ; r++ {
		denseRound(sd, g, cur, next, cspan, nspan, runs, denseCut)
		v, live := 0.0, 0.0
		for i, s := range nspan {
			for j := s[0]; j < s[1]; j++ {
				q := next[i*w+j]
				if q == 0 {
					continue
				}
				v += q * (sd[1].cost[j] - sd[0].cost[i] + opening)
				switch {
				case i < t0 && j == t1:
					v += q * ground
				case i < t0 && j < t1 && denseLeave(sd, i, j) > 0:
					live += q
				}
			}
		}
		vals = append(vals, v)
		cur, next = next, cur
		cspan, nspan = nspan, cspan
		if live*swing < RetreatTolerance || r == maxRounds || r >= maxRetreatRounds {
			return vals
		}
	}
}
