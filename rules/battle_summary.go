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
	t := new(big.Rat)
	for _, e := range o.Ends {
		lost := total
		for _, i := range e.Survivors[s] {
			lost -= o.Battle.Sides[s].Fighters[i].Cost
		}
		t.Add(t, new(big.Rat).Mul(e.P.rat(), big.NewRat(int64(lost), 1)))
	}
	return t
}

// LeftCounts is, for n = 0 up to the side's fighters, the chance side s
// ends with n fighters left.
func (o BattleOdds) LeftCounts(s int) []Prob {
	c := make([]*big.Rat, len(o.Battle.Sides[s].Fighters)+1)
	for i := range c {
		c[i] = new(big.Rat)
	}
	for _, e := range o.Ends {
		c[e.Left[s]].Add(c[e.Left[s]], e.P.rat())
	}
	out := make([]Prob, len(c))
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
	index := map[string]int{}
	for _, e := range o.Ends {
		words := o.lineupWords(s, e.Survivors[s])
		if i, ok := index[words]; ok {
			out[i].P = out[i].P.Add(e.P)
			continue
		}
		index[words] = len(out)
		out = append(out, SurvivorOdds{Left: e.Left[s], Lineup: words, P: e.P})
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
