package kit

import (
	"fmt"
	"math/big"
	"strconv"
	"strings"

	"sandtable/rules"
)

// Limits of a DiceExpr, so exact odds stay quick to enumerate.
const (
	MaxDiceCount = 100  // dice in one expression
	MaxDiceSides = 1000 // faces per die
	MaxDiceAdd   = 1000 // size of the fixed number added or taken away
)

// DiceExpr is a dice expression such as "1d6", "2d6", "d10", "3d6+1" or
// "2d6-2": N dice of Sides faces, summed, plus Add. In a TOML file it is
// written as that string (it implements encoding.TextUnmarshaler).
type DiceExpr struct {
	N     int `toml:"n"`     // number of dice, 1 to MaxDiceCount
	Sides int `toml:"sides"` // faces per die, 2 to MaxDiceSides
	Add   int `toml:"add"`   // fixed number added to the faces (negative takes away)
}

// ParseDiceExpr reads "NdS", "dS" (one die), "NdS+K" or "NdS-K". The d may
// be upper case and spaces may stand around the sign: " 2D6 + 1 " is
// 2d6+1, but "2d6 1" is an error.
func ParseDiceExpr(s string) (DiceExpr, error) {
	bad := func(why string) (DiceExpr, error) {
		return DiceExpr{}, fmt.Errorf("kit: dice expression %q: %s", s, why)
	}
	// Spaces may stand around the + or - only: "2d6 + 1", not "2d6 1".
	fields := strings.Fields(s)
	if len(fields) == 0 {
		return bad("empty; want NdS like 2d6 or 3d6+1")
	}
	for i := 1; i < len(fields); i++ {
		a, b := fields[i-1], fields[i]
		if !strings.HasSuffix(a, "+") && !strings.HasSuffix(a, "-") && b[0] != '+' && b[0] != '-' {
			return bad("a space inside; want NdS like 2d6 or 3d6+1")
		}
	}
	t := strings.ToLower(strings.Join(fields, ""))
	nStr, rest, ok := strings.Cut(t, "d")
	if !ok {
		return bad("no d; want NdS like 2d6 or 3d6+1")
	}
	e := DiceExpr{N: 1}
	if nStr != "" {
		n, err := strconv.Atoi(nStr)
		if err != nil || nStr[0] == '+' || nStr[0] == '-' {
			return bad(fmt.Sprintf("%q is not a number of dice", nStr))
		}
		e.N = n
	}
	sStr, addStr := rest, ""
	if i := strings.IndexAny(rest, "+-"); i >= 0 {
		sStr, addStr = rest[:i], rest[i:]
	}
	sides, err := strconv.Atoi(sStr)
	if err != nil || sStr == "" || sStr[0] == '+' || sStr[0] == '-' {
		return bad(fmt.Sprintf("%q is not a number of faces", sStr))
	}
	e.Sides = sides
	if addStr != "" {
		if len(addStr) < 2 || addStr[1] == '+' || addStr[1] == '-' {
			return bad(fmt.Sprintf("%q is not a number to add", addStr))
		}
		add, err := strconv.Atoi(addStr)
		if err != nil {
			return bad(fmt.Sprintf("%q is not a number to add", addStr))
		}
		e.Add = add
	}
	if err := e.Validate(); err != nil {
		return bad(strings.TrimPrefix(err.Error(), "kit: "))
	}
	return e, nil
}

// Validate checks the expression is within limits; the zero DiceExpr is
// not valid (no dice).
func (e DiceExpr) Validate() error {
	switch {
	case e.N == 0 && e.Sides == 0:
		return fmt.Errorf("kit: no dice set (want NdS like 2d6)")
	case e.N < 1 || e.N > MaxDiceCount:
		return fmt.Errorf("kit: %d dice: want 1 to %d", e.N, MaxDiceCount)
	case e.Sides < 2 || e.Sides > MaxDiceSides:
		return fmt.Errorf("kit: d%d: want 2 to %d faces", e.Sides, MaxDiceSides)
	case e.Add < -MaxDiceAdd || e.Add > MaxDiceAdd:
		return fmt.Errorf("kit: adding %d: want -%d to %d", e.Add, MaxDiceAdd, MaxDiceAdd)
	}
	return nil
}

// String is the canonical form: "1d6", "3d6+1", "2d6-2".
func (e DiceExpr) String() string {
	s := strconv.Itoa(e.N) + "d" + strconv.Itoa(e.Sides)
	if e.Add != 0 {
		s += fmt.Sprintf("%+d", e.Add)
	}
	return s
}

// MarshalText writes the canonical form, for TOML and JSON.
func (e DiceExpr) MarshalText() ([]byte, error) { return []byte(e.String()), nil }

// UnmarshalText reads what ParseDiceExpr reads, for TOML and JSON.
func (e *DiceExpr) UnmarshalText(b []byte) error {
	v, err := ParseDiceExpr(string(b))
	if err != nil {
		return err
	}
	*e = v
	return nil
}

// Min is the lowest total, N+Add.
func (e DiceExpr) Min() int { return e.N + e.Add }

// Max is the highest total, N·Sides+Add.
func (e DiceExpr) Max() int { return e.N*e.Sides + e.Add }

// Roll rolls the dice and returns the faces and the total (faces plus
// Add). With manual dice that have too few faces entered it returns their
// *NeedDice and takes none.
func (e DiceExpr) Roll(d rules.Dice) ([]int, int, error) {
	if err := e.Validate(); err != nil {
		return nil, 0, err
	}
	faces, err := d.Roll(e.N, e.Sides)
	if err != nil {
		return nil, 0, err
	}
	if len(faces) != e.N {
		return nil, 0, fmt.Errorf("kit: asked for %d dice, got %d", e.N, len(faces))
	}
	t := e.Add
	for _, f := range faces {
		if f < 1 || f > e.Sides {
			return nil, 0, fmt.Errorf("kit: die face %d is not a face of a d%d", f, e.Sides)
		}
		t += f
	}
	return faces, t, nil
}

// addModifier is the expression's fixed Add as a logged modifier, or none.
func (e DiceExpr) addModifier() []rules.Modifier {
	if e.Add == 0 {
		return nil
	}
	return []rules.Modifier{{Value: e.Add, Reason: "fixed (" + e.String() + ")"}}
}

// Totals is the exact distribution of a dice total: of the Outcomes
// equally likely ways the dice can fall (Sides^N), Count[i] give the total
// Min+i. Counts are exact integers, whatever their size.
type Totals struct {
	Min      int        // lowest total
	Count    []*big.Int // Count[i] ways to roll Min+i
	Outcomes *big.Int   // all the ways the dice can fall
}

// Totals computes the exact distribution of the total by convolution, one
// die at a time (N·(N·Sides) steps, never Sides^N). It returns the zero
// Totals for an invalid expression.
func (e DiceExpr) Totals() Totals {
	if e.Validate() != nil {
		return Totals{}
	}
	counts := tblConvolve(e.N, tblUniform(e.Sides))
	outOf := new(big.Int).Exp(big.NewInt(int64(e.Sides)), big.NewInt(int64(e.N)), nil)
	return Totals{Min: e.Min(), Count: counts, Outcomes: outOf}
}

// Max is the highest total.
func (t Totals) Max() int { return t.Min + len(t.Count) - 1 }

// P is the exact probability of rolling total.
func (t Totals) P(total int) rules.Prob {
	i := total - t.Min
	if i < 0 || i >= len(t.Count) || t.Outcomes == nil {
		return rules.Prob{}
	}
	return rules.FracProb(t.Count[i], t.Outcomes)
}

// tblUniform is one die of s faces counted from 1: face i+1 one way, as
// counts indexed from value 1 (so the caller adds its own offset).
func tblUniform(s int) []int64 {
	c := make([]int64, s)
	for i := range c {
		c[i] = 1
	}
	return c
}

// tblConvolve is the counts of the sum of n independent values each
// distributed as one (counts indexed from that value's minimum); the
// result is indexed from n times that minimum. Counts stay in uint64 while
// they provably fit and switch to big.Int otherwise.
func tblConvolve(n int, one []int64) []*big.Int {
	var per uint64 // ways one value can fall
	for _, c := range one {
		per += uint64(c)
	}
	// Every count of the sum is at most per^n; use uint64 when that fits.
	fits, total := true, uint64(1)
	for range n {
		if per != 0 && total > ^uint64(0)/per {
			fits = false
			break
		}
		total *= per
	}
	if fits {
		cur := []uint64{1}
		for range n {
			next := make([]uint64, len(cur)+len(one)-1)
			for i, a := range cur {
				if a == 0 {
					continue
				}
				for j, b := range one {
					next[i+j] += a * uint64(b)
				}
			}
			cur = next
		}
		out := make([]*big.Int, len(cur))
		for i, v := range cur {
			out[i] = new(big.Int).SetUint64(v)
		}
		return out
	}
	cur := []*big.Int{big.NewInt(1)}
	tmp := new(big.Int)
	for range n {
		next := make([]*big.Int, len(cur)+len(one)-1)
		for i := range next {
			next[i] = new(big.Int)
		}
		for i, a := range cur {
			if a.Sign() == 0 {
				continue
			}
			for j, b := range one {
				if b != 0 {
					next[i+j].Add(next[i+j], tmp.Mul(a, big.NewInt(b)))
				}
			}
		}
		cur = next
	}
	return cur
}
