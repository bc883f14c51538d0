package kit

import (
	"math/big"

	"sandtable/rules"
)

// oddsBuilder collects counts of equally likely outcomes per result,
// merging equal results and keeping first-appearance order.
type oddsBuilder struct {
	results []string
	counts  []*big.Int
	index   map[string]int // result → position, once there are many
}

// add counts n more outcomes giving result; n of 0 is ignored.
func (b *oddsBuilder) add(result string, n *big.Int) {
	if n.Sign() == 0 {
		return
	}
	if b.index != nil {
		if i, ok := b.index[result]; ok {
			b.counts[i].Add(b.counts[i], n)
			return
		}
	} else {
		for i, r := range b.results {
			if r == result {
				b.counts[i].Add(b.counts[i], n)
				return
			}
		}
		if len(b.results) == 16 { // past a handful, look results up by map
			b.index = make(map[string]int, 32)
			for i, r := range b.results {
				b.index[r] = i
			}
		}
	}
	if b.index != nil {
		b.index[result] = len(b.results)
	}
	b.results = append(b.results, result)
	b.counts = append(b.counts, new(big.Int).Set(n))
}

// distribution divides every count by outOf, the number of outcomes.
func (b *oddsBuilder) distribution(outOf *big.Int) rules.Distribution {
	d := make(rules.Distribution, len(b.results))
	for i, r := range b.results {
		d[i] = rules.Outcome{Result: r, P: rules.FracProb(b.counts[i], outOf)}
	}
	return d
}

// oddsCertain is the distribution of a result that always happens.
func oddsCertain(result string) rules.Distribution {
	return rules.Distribution{{Result: result, P: rules.NewProb(1, 1)}}
}
