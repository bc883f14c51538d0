package kit

import (
	"errors"
	"math/big"
	"slices"
	"strings"
	"testing"

	"sandtable/rules"
)

func TestParseDiceExpr(t *testing.T) {
	for _, c := range []struct {
		in   string
		want DiceExpr
		str  string
	}{
		{"1d6", DiceExpr{1, 6, 0}, "1d6"},
		{"2d6", DiceExpr{2, 6, 0}, "2d6"},
		{"d10", DiceExpr{1, 10, 0}, "1d10"},
		{"3d6+1", DiceExpr{3, 6, 1}, "3d6+1"},
		{"2d6-2", DiceExpr{2, 6, -2}, "2d6-2"},
		{" 2D6 + 1 ", DiceExpr{2, 6, 1}, "2d6+1"},
		{"2d6 -2", DiceExpr{2, 6, -2}, "2d6-2"},
		{"2d6+ 2", DiceExpr{2, 6, 2}, "2d6+2"},
		{"10d6", DiceExpr{10, 6, 0}, "10d6"},
		{"1d100", DiceExpr{1, 100, 0}, "1d100"},
		{"2d6+0", DiceExpr{2, 6, 0}, "2d6"},
	} {
		got, err := ParseDiceExpr(c.in)
		if err != nil {
			t.Errorf("%q: %v", c.in, err)
			continue
		}
		if got != c.want || got.String() != c.str {
			t.Errorf("%q: %+v %q, want %+v %q", c.in, got, got.String(), c.want, c.str)
		}
		// The canonical form reads back the same.
		if again, err := ParseDiceExpr(got.String()); err != nil || again != got {
			t.Errorf("%q: round trip %+v %v", c.in, again, err)
		}
	}
	for _, c := range []struct{ in, msg string }{
		{"", "empty"},
		{"6", "no d"},
		{"2x6", "no d"},
		{"0d6", "0 dice"},
		{"101d6", "101 dice"},
		{"-1d6", "not a number of dice"},
		{"+2d6", "not a number of dice"},
		{"2d", "not a number of faces"},
		{"2d1", "d1"},
		{"2d1001", "d1001"},
		{"2d6+", "not a number to add"},
		{"2d6++1", "not a number to add"},
		{"2d6+1+1", "not a number to add"},
		{"2d6+x", "not a number to add"},
		{"2d6+1001", "adding 1001"},
		{"d6d6", "not a number of faces"},
		{"1.5d6", "not a number of dice"},
		{"2d6 1", "a space inside"},
		{"2 d6", "a space inside"},
		{"   ", "empty"},
	} {
		_, err := ParseDiceExpr(c.in)
		if err == nil || !strings.HasPrefix(err.Error(), "kit: ") || !strings.Contains(err.Error(), c.msg) {
			t.Errorf("%q: error %v, want one containing %q", c.in, err, c.msg)
		}
	}
	if err := (DiceExpr{}).Validate(); err == nil || !strings.Contains(err.Error(), "no dice set") {
		t.Errorf("zero DiceExpr: %v", err)
	}
}

func TestDiceExprText(t *testing.T) {
	var e DiceExpr
	if err := e.UnmarshalText([]byte("3d6-1")); err != nil || e != (DiceExpr{3, 6, -1}) {
		t.Fatalf("UnmarshalText: %+v %v", e, err)
	}
	if b, _ := e.MarshalText(); string(b) != "3d6-1" {
		t.Errorf("MarshalText %q", b)
	}
	if err := e.UnmarshalText([]byte("3x6")); err == nil {
		t.Error("UnmarshalText accepted 3x6")
	}
	if e != (DiceExpr{3, 6, -1}) {
		t.Error("a failed UnmarshalText changed the value")
	}
}

// tabCounts is a Totals' counts as int64s.
func tabCounts(tt Totals) []int64 {
	out := make([]int64, len(tt.Count))
	for i, c := range tt.Count {
		out[i] = c.Int64()
	}
	return out
}

func TestDiceExprTotalsByHand(t *testing.T) {
	for _, c := range []struct {
		expr  string
		min   int
		count []int64
		outOf int64
	}{
		// 1d6: each face once in 6.
		{"1d6", 1, []int64{1, 1, 1, 1, 1, 1}, 6},
		// 2d6: total t (2..12) comes up min(t-1, 13-t) ways in 36:
		// 2:1 3:2 4:3 5:4 6:5 7:6 8:5 9:4 10:3 11:2 12:1 = 36.
		{"2d6", 2, []int64{1, 2, 3, 4, 5, 6, 5, 4, 3, 2, 1}, 36},
		// 2d6-2 is the same shape from 0 to 10.
		{"2d6-2", 0, []int64{1, 2, 3, 4, 5, 6, 5, 4, 3, 2, 1}, 36},
		// 3d6: ways for total t are the number of (a,b,c) in 1..6 with
		// a+b+c=t: 3:1 4:3 5:6 6:10 7:15 8:21 9:25 10:27, symmetric about
		// 10.5; 2·(1+3+6+10+15+21+25+27) = 216.
		{"3d6", 3, []int64{1, 3, 6, 10, 15, 21, 25, 27, 27, 25, 21, 15, 10, 6, 3, 1}, 216},
		// 3d6+1 shifts that up by one.
		{"3d6+1", 4, []int64{1, 3, 6, 10, 15, 21, 25, 27, 27, 25, 21, 15, 10, 6, 3, 1}, 216},
		// 2d4: 2:1 3:2 4:3 5:4 6:3 7:2 8:1 = 16.
		{"2d4", 2, []int64{1, 2, 3, 4, 3, 2, 1}, 16},
		// d10: each of 1..10 once in 10.
		{"d10", 1, []int64{1, 1, 1, 1, 1, 1, 1, 1, 1, 1}, 10},
	} {
		e, err := ParseDiceExpr(c.expr)
		if err != nil {
			t.Fatal(err)
		}
		tt := e.Totals()
		if tt.Min != c.min || tt.Max() != e.Max() || tt.Outcomes.Int64() != c.outOf {
			t.Errorf("%s: min %d max %d of %s, want min %d max %d of %d", c.expr, tt.Min, tt.Max(), tt.Outcomes, c.min, e.Max(), c.outOf)
		}
		if got := tabCounts(tt); !slices.Equal(got, c.count) {
			t.Errorf("%s: counts %v, want %v", c.expr, got, c.count)
		}
		sum := rules.NewProb(0, 1)
		for v := tt.Min - 2; v <= tt.Max()+2; v++ {
			sum = sum.Add(tt.P(v))
		}
		if sum.Cmp(rules.NewProb(1, 1)) != 0 {
			t.Errorf("%s: P over all totals is %s", c.expr, sum.Fraction())
		}
	}
	if p := tabDice(t, "2d6").Totals().P(7); p.Fraction() != "1/6" {
		t.Errorf("2d6 P(7) = %s, want 6/36 = 1/6", p.Fraction())
	}
	if (DiceExpr{}).Totals().Count != nil {
		t.Error("Totals of an invalid expression is not empty")
	}
}

func tabDice(t testing.TB, s string) DiceExpr {
	t.Helper()
	e, err := ParseDiceExpr(s)
	if err != nil {
		t.Fatal(err)
	}
	return e
}

// tabBinom is C(n, k), 0 outside 0 ≤ k ≤ n.
func tabBinom(n, k int64) *big.Int {
	if k < 0 || n < 0 || k > n {
		return new(big.Int)
	}
	return new(big.Int).Binomial(n, k)
}

// TestDiceExprTotalsLarge checks 10d6 (60,466,176 outcomes) and 100d6
// (past uint64) against the closed form for the number of ways n dice of
// s faces total t: Σ_k (-1)^k C(n,k) C(t - s·k - 1, n - 1), inclusion–
// exclusion over the dice that exceed s.
func TestDiceExprTotalsLarge(t *testing.T) {
	for _, c := range []struct{ n, s int }{{10, 6}, {100, 6}, {7, 10}} {
		e := DiceExpr{N: c.n, Sides: c.s}
		tt := e.Totals()
		outOf := new(big.Int).Exp(big.NewInt(int64(c.s)), big.NewInt(int64(c.n)), nil)
		if tt.Outcomes.Cmp(outOf) != 0 {
			t.Fatalf("%s: %s outcomes, want %s", e, tt.Outcomes, outOf)
		}
		sum := new(big.Int)
		for i, got := range tt.Count {
			total := int64(tt.Min + i)
			want := new(big.Int)
			for k := int64(0); k <= int64(c.n); k++ {
				term := new(big.Int).Mul(tabBinom(int64(c.n), k), tabBinom(total-int64(c.s)*k-1, int64(c.n)-1))
				if k%2 == 1 {
					term.Neg(term)
				}
				want.Add(want, term)
			}
			if got.Cmp(want) != 0 {
				t.Fatalf("%s: %s ways to total %d, want %s", e, got, total, want)
			}
			sum.Add(sum, got)
		}
		if sum.Cmp(outOf) != 0 {
			t.Errorf("%s: counts add up to %s, not %s", e, sum, outOf)
		}
	}
	// A hand-checkable point: 10d6 totals 35 in 4,395,456 ways.
	if got := (DiceExpr{N: 10, Sides: 6}).Totals().Count[35-10]; got.Int64() != 4395456 {
		t.Errorf("10d6 total 35: %s ways", got)
	}
}

func TestDiceExprRoll(t *testing.T) {
	e := tabDice(t, "3d6+1")
	sd := rules.NewSeededDice(7)
	for range 200 {
		faces, total, err := e.Roll(sd)
		if err != nil || len(faces) != 3 {
			t.Fatalf("%v %v", faces, err)
		}
		if total != faces[0]+faces[1]+faces[2]+1 || total < e.Min() || total > e.Max() {
			t.Fatalf("faces %v total %d", faces, total)
		}
	}
	md := &rules.ManualDice{}
	md.Enter(2, 5)
	_, _, err := e.Roll(md)
	var need *rules.NeedDice
	if !errors.As(err, &need) || need.N != 1 || need.Sides != 6 || !errors.Is(err, rules.ErrNeedDice) {
		t.Fatalf("two faces for 3d6: %v", err)
	}
	if md.Pending() != 2 {
		t.Errorf("a refused roll used faces: %d pending", md.Pending())
	}
	md.Enter(6)
	faces, total, err := e.Roll(md)
	if err != nil || total != 14 || len(faces) != 3 || faces[2] != 6 {
		t.Errorf("2,5,6 +1: %v %d %v", faces, total, err)
	}
	md.Enter(7, 1, 1)
	if _, _, err := e.Roll(md); err == nil || !strings.HasPrefix(err.Error(), "rules: ") {
		t.Errorf("face 7 on a d6: %v", err)
	}
	if _, _, err := (DiceExpr{}).Roll(sd); err == nil {
		t.Error("zero DiceExpr rolled")
	}
}

func TestHalve(t *testing.T) {
	for _, c := range []struct{ x, up, down int }{
		{7, 4, 3}, {6, 3, 3}, {1, 1, 0}, {0, 0, 0}, {-7, -3, -4}, {-6, -3, -3}, {-1, 0, -1},
	} {
		if got := Halve(c.x, true); got != c.up {
			t.Errorf("Halve(%d, up) = %d, want %d", c.x, got, c.up)
		}
		if got := Halve(c.x, false); got != c.down {
			t.Errorf("Halve(%d, down) = %d, want %d", c.x, got, c.down)
		}
	}
}
