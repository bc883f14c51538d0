package rules

import (
	"math/big"
	"strconv"
	"strings"
)

// Prob is an exact probability: a fraction from 0 to 1 kept as a reduced
// big.Rat, so it stays exact however many equally likely rolls it counts
// (10d6 has 60,466,176; 20 hit dice 3,656,158,440,062,976). The zero value
// is probability 0. A Prob is immutable: its methods never change it.
type Prob struct {
	r *big.Rat
	// f is the value when fromFloat: a float64 forecast's chance (exactly
	// that binary fraction), turned into a big.Rat only when asked.
	f         float64
	fromFloat bool
}

// NewProb is num/den reduced. Like big.NewRat it panics when den is 0.
func NewProb(num, den int64) Prob { return Prob{r: big.NewRat(num, den)} }

// FracProb is count/outOf, exact however large the counts (the toolkit's
// tables count equally likely rolls with it). It panics when outOf is 0.
func FracProb(count, outOf *big.Int) Prob {
	return Prob{r: new(big.Rat).SetFrac(count, outOf)}
}

// rat is the fraction, 0 for the zero value; callers must not change it.
func (p Prob) rat() *big.Rat {
	if p.fromFloat {
		return new(big.Rat).SetFloat64(p.f)
	}
	if p.r == nil {
		return new(big.Rat)
	}
	return p.r
}

// Rat is the probability as a new big.Rat the caller may change.
func (p Prob) Rat() *big.Rat { return new(big.Rat).Set(p.rat()) }

// Fraction is the reduced fraction, "2/3", "0/1" or "1/1".
func (p Prob) Fraction() string { return p.rat().String() }

// Float64 is the nearest float64.
func (p Prob) Float64() float64 {
	if p.fromFloat {
		return p.f
	}
	f, _ := p.rat().Float64()
	return f
}

// Percent is the probability in percent as a float64 (2/3 is 66.666…).
func (p Prob) Percent() float64 { return p.Float64() * 100 }

// IsZero reports whether the probability is exactly 0.
func (p Prob) IsZero() bool {
	if p.fromFloat {
		return p.f == 0
	}
	return p.rat().Sign() == 0
}

// Cmp compares exactly: -1 if p < q, 0 if equal, +1 if p > q.
func (p Prob) Cmp(q Prob) int { return p.rat().Cmp(q.rat()) }

// Add is p + q, exactly.
func (p Prob) Add(q Prob) Prob { return Prob{r: new(big.Rat).Add(p.rat(), q.rat())} }

// String is the percentage rounded to a whole number, halves up: "17%" for
// 1/6, "13%" for 1/8. So that the UI never shows an impossible result as
// possible or the reverse, a probability that is not 0 but rounds to 0% is
// "<1%" and one that is not 1 but rounds to 100% is ">99%".
func (p Prob) String() string {
	r := p.rat()
	num, den := r.Num(), r.Denom()
	// round(100·num/den) = floor((200·num + den) / (2·den)), exactly.
	n := new(big.Int).Mul(num, big.NewInt(200))
	n.Add(n, den)
	d := new(big.Int).Lsh(den, 1)
	pct := n.Quo(n, d).Int64()
	switch {
	case pct == 0 && num.Sign() > 0:
		return "<1%"
	case pct == 100 && num.Cmp(den) != 0:
		return ">99%"
	}
	return strconv.FormatInt(pct, 10) + "%"
}

// Outcome is one possible result of a resolution and its exact probability.
type Outcome struct {
	Result string // as in Roll.Result: "EX", "success", "2 hits"
	P      Prob
}

// Distribution is every possible result of one resolution with its exact
// probability. Results are distinct, have probability above 0, and come in
// the order they first appear in the table read (rows top to bottom), never
// map order; the probabilities add up to exactly 1.
type Distribution []Outcome

// String is "A1: 17%, EX: 33%, D1: 50%" (see Prob.String for the rounding,
// so the shown percentages need not add up to 100).
func (d Distribution) String() string {
	var b strings.Builder
	for i, o := range d {
		if i > 0 {
			b.WriteString(", ")
		}
		b.WriteString(o.Result)
		b.WriteString(": ")
		b.WriteString(o.P.String())
	}
	return b.String()
}

// Get is the probability of result, 0 when it cannot happen.
func (d Distribution) Get(result string) Prob {
	for _, o := range d {
		if o.Result == result {
			return o.P
		}
	}
	return Prob{}
}

// Sum adds up every probability; for a distribution from Odds it is
// exactly 1.
func (d Distribution) Sum() Prob {
	s := new(big.Rat)
	for _, o := range d {
		s.Add(s, o.P.rat())
	}
	return Prob{r: s}
}

// Equal reports whether e has the same results in the same order with
// exactly the same probabilities.
func (d Distribution) Equal(e Distribution) bool {
	if len(d) != len(e) {
		return false
	}
	for i := range d {
		if d[i].Result != e[i].Result || d[i].P.Cmp(e[i].P) != 0 {
			return false
		}
	}
	return true
}
