package kit

import (
	"fmt"
	"math/big"
	"slices"
	"strconv"
	"strings"

	"sandtable/rules"
)

// Size limits of the arithmetic on numeric distributions. A game's loss
// points, DRMs and air results take a handful of values; the limits only
// keep a mistaken input from costing seconds of exact fractions.
const (
	// MaxNumValues is the most values a NumDist may have, in what the
	// functions here take and make.
	MaxNumValues = 4096
	// MaxNumPairs is the most pairs of values Plus and Versus combine
	// (the product of the two sizes).
	MaxNumPairs = 1 << 16
)

// NumDist is an exact distribution of a whole number: the loss points a
// fire table inflicts, a random DRM, a result added to another. P maps
// each value to its probability; the probabilities add up to exactly 1,
// and a value at probability 0 is no value. Every function here checks
// what it is given, so a NumDist written out by hand may be passed as it
// is:
//
//	gas := kit.NumDist{P: map[int]rules.Prob{+1: rules.NewProb(5, 6), 0: rules.NewProb(1, 12), -1: rules.NewProb(1, 12)}}
//
// The functions never change a NumDist they are given.
type NumDist struct {
	P map[int]rules.Prob
}

// Exactly is the NumDist of a number that is certain: v with probability 1.
func Exactly(v int) NumDist {
	return NumDist{P: map[int]rules.Prob{v: rules.NewProb(1, 1)}}
}

// Values are the values that can happen, ascending.
func (a NumDist) Values() []int {
	vs := make([]int, 0, len(a.P))
	for v, p := range a.P {
		if !p.IsZero() {
			vs = append(vs, v)
		}
	}
	slices.Sort(vs)
	return vs
}

// Outcomes is the NumDist as a rules.Distribution (a forecast's Outcomes
// or Part), values ascending, each result named by name(v) ("2 loss
// points"); with name nil a result is the number itself ("2"). Names
// that coincide are merged, in the order of their first value.
func (a NumDist) Outcomes(name func(v int) string) rules.Distribution {
	if name == nil {
		name = strconv.Itoa
	}
	var d rules.Distribution
	at := map[string]int{}
	for _, v := range a.Values() {
		r := name(v)
		if i, ok := at[r]; ok {
			d[i].P = d[i].P.Add(a.P[v])
			continue
		}
		at[r] = len(d)
		d = append(d, rules.Outcome{Result: r, P: a.P[v]})
	}
	return d
}

// check is nil when a is a distribution the functions here take: 1 to
// MaxNumValues values, probabilities from 0 to 1 adding up to exactly 1.
// what names a in the error, which has no "kit: " prefix.
func (a NumDist) check(what string) error {
	n := 0
	sum := new(big.Rat)
	for v, p := range a.P {
		if p.Rat().Sign() < 0 {
			return fmt.Errorf("%s: value %d has a negative probability %s", what, v, p.Fraction())
		}
		if !p.IsZero() {
			n++
			sum.Add(sum, p.Rat())
		}
	}
	switch {
	case n == 0:
		return fmt.Errorf("%s has no values", what)
	case n > MaxNumValues:
		return fmt.Errorf("%s has %d values, more than %d", what, n, MaxNumValues)
	case sum.Cmp(big.NewRat(1, 1)) != 0:
		return fmt.Errorf("%s: probabilities add up to %s, not 1", what, sum.RatString())
	}
	return nil
}

// ReadNumber reads a table's result as a number, for NumOf: "-" (nothing
// happens) is 0, "2" is 2, "+1" and "-1" are 1 and -1. Anything else is
// an error.
func ReadNumber(result string) (int, error) {
	s := strings.TrimSpace(result)
	if s == "-" {
		return 0, nil
	}
	v, err := strconv.Atoi(s)
	if err != nil {
		return 0, fmt.Errorf("kit: result %q is not a number (or - for none)", result)
	}
	return v, nil
}

// NumOf reads every result of d as a number with read (ReadNumber, or the
// module's own: an interception chart's "A" as 1 abort) and adds up the
// probabilities of results read as the same number: the loss points of a
// fire table's Odds. It is an error when read fails, d is empty (the Odds
// of a table that fails Validate), d's probabilities do not add up to 1,
// or there are more than MaxNumValues numbers.
func NumOf(d rules.Distribution, read func(result string) (int, error)) (NumDist, error) {
	if len(d) == 0 {
		return NumDist{}, fmt.Errorf("kit: NumOf: the distribution has no outcomes")
	}
	if s := d.Sum(); s.Cmp(rules.NewProb(1, 1)) != 0 {
		return NumDist{}, fmt.Errorf("kit: NumOf: probabilities add up to %s, not 1", s.Fraction())
	}
	acc := map[int]*big.Rat{}
	for _, o := range d {
		v, err := read(o.Result)
		if err != nil {
			return NumDist{}, fmt.Errorf("kit: NumOf: %s", strings.TrimPrefix(err.Error(), "kit: "))
		}
		numAdd(acc, v, o.P.Rat())
	}
	return numMake("NumOf", acc)
}

// Plus is the distribution of the sum of two independent numbers
// (convolution): a fire table's loss points plus a carpet bombing's. It
// is an error when a or b is not a distribution (see NumDist), or they
// have more than MaxNumPairs pairs of values.
func (a NumDist) Plus(b NumDist) (NumDist, error) {
	if err := numCheckPair("Plus", a, b); err != nil {
		return NumDist{}, err
	}
	acc := map[int]*big.Rat{}
	bs := b.Values()
	for _, x := range a.Values() {
		px := a.P[x].Rat()
		for _, y := range bs {
			numAdd(acc, x+y, new(big.Rat).Mul(px, b.P[y].Rat()))
		}
	}
	return numMake("Plus", acc)
}

// Weighted is one part of a Mix: D happens with probability P.
type Weighted struct {
	P rules.Prob
	D NumDist
}

// Mix is the distribution of a number that follows parts[i].D with
// probability parts[i].P: a gas chit that is +1 on 2-6 and, on a 1, is
// read from a second roll,
//
//	kit.Mix(kit.Weighted{P: first.Get("+1"), D: kit.Exactly(1)},
//		kit.Weighted{P: first.Get("roll again"), D: second})
//
// The weights must add up to exactly 1 (a weight of 0 leaves its part
// out), and each part be a distribution; the result has at most
// MaxNumValues values.
func Mix(parts ...Weighted) (NumDist, error) {
	acc := map[int]*big.Rat{}
	sum := new(big.Rat)
	for i, w := range parts {
		pw := w.P.Rat()
		if pw.Sign() < 0 {
			return NumDist{}, fmt.Errorf("kit: Mix: part %d has a negative weight %s", i+1, w.P.Fraction())
		}
		if pw.Sign() == 0 {
			continue
		}
		if err := w.D.check(fmt.Sprintf("part %d", i+1)); err != nil {
			return NumDist{}, fmt.Errorf("kit: Mix: %s", err)
		}
		sum.Add(sum, pw)
		for v, p := range w.D.P {
			numAdd(acc, v, new(big.Rat).Mul(pw, p.Rat()))
		}
		if len(acc) > MaxNumValues {
			return NumDist{}, fmt.Errorf("kit: Mix: more than %d values", MaxNumValues)
		}
	}
	if sum.Cmp(big.NewRat(1, 1)) != 0 {
		return NumDist{}, fmt.Errorf("kit: Mix: the weights add up to %s, not 1", sum.RatString())
	}
	return numMake("Mix", acc)
}

// Over is the distribution of a result read with a DRM that is itself
// random: f(v) is the result's distribution when the DRM is v (a table's
// Odds with v among its DRMs), and Over weighs each by mods.P[v]. With a
// gas chit's DRM and a fire table,
//
//	kit.Over(gas, func(drm int) rules.Distribution {
//		return army.Odds(7, 0, shifts, []rules.Modifier{{Value: drm, Reason: "gas"}})
//	})
//
// Results come in the order they first appear going through the DRMs in
// ascending order. It is an error when mods is not a distribution (see
// NumDist), or f gives an empty distribution (the Odds of a table that
// fails Validate) or one whose probabilities do not add up to 1.
func Over(mods NumDist, f func(drm int) rules.Distribution) (rules.Distribution, error) {
	if err := mods.check("the DRMs"); err != nil {
		return nil, fmt.Errorf("kit: Over: %s", err)
	}
	var b ratBuilder
	for _, v := range mods.Values() {
		d := f(v)
		if len(d) == 0 {
			return nil, fmt.Errorf("kit: Over: DRM %+d: the distribution has no outcomes", v)
		}
		if s := d.Sum(); s.Cmp(rules.NewProb(1, 1)) != 0 {
			return nil, fmt.Errorf("kit: Over: DRM %+d: probabilities add up to %s, not 1", v, s.Fraction())
		}
		pv := mods.P[v].Rat()
		for _, o := range d {
			b.add(o.Result, new(big.Rat).Mul(pv, o.P.Rat()))
		}
	}
	return b.distribution(), nil
}

// Versus is the distribution of the outcome of two independent numbers
// judged together: each fire roll's loss points, and judge(a, d) names
// the outcome when the first is a and the second d ("defender retreats"
// when the defender lost more). Outcomes come in the order they first
// appear going through a ascending, then d ascending. It is an error when
// att or def is not a distribution (see NumDist), they have more than
// MaxNumPairs pairs of values, or judge names an outcome "".
func Versus(att, def NumDist, judge func(a, d int) string) (rules.Distribution, error) {
	if err := numCheckPair("Versus", att, def); err != nil {
		return nil, err
	}
	var b ratBuilder
	ds := def.Values()
	for _, a := range att.Values() {
		pa := att.P[a].Rat()
		for _, d := range ds {
			r := judge(a, d)
			if r == "" {
				return nil, fmt.Errorf("kit: Versus: no outcome for %d against %d", a, d)
			}
			b.add(r, new(big.Rat).Mul(pa, def.P[d].Rat()))
		}
	}
	return b.distribution(), nil
}

// numCheckPair checks the two distributions of Plus or Versus and their
// number of pairs.
func numCheckPair(fn string, a, b NumDist) error {
	if err := a.check("the first distribution"); err != nil {
		return fmt.Errorf("kit: %s: %s", fn, err)
	}
	if err := b.check("the second distribution"); err != nil {
		return fmt.Errorf("kit: %s: %s", fn, err)
	}
	if n := len(a.P) * len(b.P); n > MaxNumPairs {
		return fmt.Errorf("kit: %s: %d by %d values is more than %d pairs", fn, len(a.P), len(b.P), MaxNumPairs)
	}
	return nil
}

// numAdd adds p to acc[v]; p is kept, not copied.
func numAdd(acc map[int]*big.Rat, v int, p *big.Rat) {
	if p.Sign() == 0 {
		return
	}
	if q, ok := acc[v]; ok {
		q.Add(q, p)
		return
	}
	acc[v] = p
}

// numMake is the NumDist of acc, or an error naming fn when it has more
// than MaxNumValues values.
func numMake(fn string, acc map[int]*big.Rat) (NumDist, error) {
	if len(acc) > MaxNumValues {
		return NumDist{}, fmt.Errorf("kit: %s: %d values, more than %d", fn, len(acc), MaxNumValues)
	}
	d := NumDist{P: make(map[int]rules.Prob, len(acc))}
	for v, p := range acc {
		d.P[v] = rules.FracProb(p.Num(), p.Denom())
	}
	return d, nil
}

// ratBuilder collects the probability of each named result, merging equal
// results and keeping first-appearance order.
type ratBuilder struct {
	results []string
	ps      []*big.Rat
	index   map[string]int
}

// add adds p (kept, not copied) to result's probability.
func (b *ratBuilder) add(result string, p *big.Rat) {
	if p.Sign() == 0 {
		return
	}
	if b.index == nil {
		b.index = map[string]int{}
	}
	if i, ok := b.index[result]; ok {
		b.ps[i].Add(b.ps[i], p)
		return
	}
	b.index[result] = len(b.results)
	b.results = append(b.results, result)
	b.ps = append(b.ps, p)
}

// distribution is the collected results.
func (b *ratBuilder) distribution() rules.Distribution {
	d := make(rules.Distribution, len(b.results))
	for i, r := range b.results {
		d[i] = rules.Outcome{Result: r, P: rules.FracProb(b.ps[i].Num(), b.ps[i].Denom())}
	}
	return d
}
