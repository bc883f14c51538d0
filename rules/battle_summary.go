package rules

import (
	"cmp"
	"fmt"
	"math/big"
	"slices"
	"strings"
)

// ExpectedLoss is the expected Cost of the fighters side s loses, in the
// opening and in the rounds: exact when the odds are.
func (o BattleOdds) ExpectedLoss(s int) *big.Rat {
	total := 0
	for _, f := range o.Battle.Sides[s].Fighters {
		total += f.Cost
	}
	t, tf := new(big.Rat), 0.0
	for _, e := range o.Ends {
		lost := total
		for _, i := range e.Survivors[s] {
			lost -= o.Battle.Sides[s].Fighters[i].Cost
		}
		if o.Approximate {
			tf += e.pf * float64(lost)
		} else {
			t.Add(t, new(big.Rat).Mul(e.P.rat(), big.NewRat(int64(lost), 1)))
		}
	}
	if o.Approximate {
		t.SetFloat64(tf)
	}
	return t
}

// LeftCounts is, for n = 0 up to the side's fighters, the chance side s
// ends with n fighters left.
func (o BattleOdds) LeftCounts(s int) []Prob {
	n := len(o.Battle.Sides[s].Fighters) + 1
	out := make([]Prob, n)
	if o.Approximate {
		c := make([]float64, n)
		for _, e := range o.Ends {
			c[e.Left[s]] += e.pf
		}
		for i, f := range c {
			out[i] = floatArith.prob(f)
		}
		return out
	}
	c := make([]*big.Rat, n)
	for i := range c {
		c[i] = new(big.Rat)
	}
	for _, e := range o.Ends {
		c[e.Left[s]].Add(c[e.Left[s]], e.P.rat())
	}
	for i, r := range c {
		out[i] = Prob{r: r}
	}
	return out
}

// SurvivorOdds is one way a side can end: how many fighters it has left,
// which in words, and the chance.
type SurvivorOdds struct {
	Left   int
	Lineup string // "2 infantry, 1 armour" in loss order, "none"
	P      Prob
}

// Survivors is the distribution of side s's survivors, most left first
// and, for as many left, likeliest first. Ends leaving the same fighters
// by name are merged.
func (o BattleOdds) Survivors(s int) []SurvivorOdds {
	var out []SurvivorOdds
	var pf []float64
	index := map[string]int{}
	for _, e := range o.Ends {
		words := o.lineupWords(s, e.Survivors[s])
		if i, ok := index[words]; ok {
			if o.Approximate {
				pf[i] += e.pf
			} else {
				out[i].P = out[i].P.Add(e.P)
			}
			continue
		}
		index[words] = len(out)
		out = append(out, SurvivorOdds{Left: e.Left[s], Lineup: words, P: e.P})
		pf = append(pf, e.pf)
	}
	if o.Approximate {
		for i := range out {
			out[i].P = floatArith.prob(pf[i])
		}
	}
	slices.SortStableFunc(out, func(x, y SurvivorOdds) int {
		if c := cmp.Compare(y.Left, x.Left); c != 0 {
			return c
		}
		if c := y.P.Cmp(x.P); c != 0 {
			return c
		}
		return strings.Compare(x.Lineup, y.Lineup)
	})
	return out
}

// lineupWords is "2 infantry, 1 armour": the fighters by name, counted, in
// the order they first come in the loss order.
func (o BattleOdds) lineupWords(s int, idx []int) string {
	if len(idx) == 0 {
		return "none"
	}
	var names []string
	count := map[string]int{}
	for _, i := range idx {
		n := o.Battle.Sides[s].Fighters[i].Name
		if count[n] == 0 {
			names = append(names, n)
		}
		count[n]++
	}
	parts := make([]string, len(names))
	for i, n := range names {
		parts[i] = fmt.Sprintf("%d %s", count[n], n)
	}
	return strings.Join(parts, ", ")
}
