package rules

import (
	"fmt"
	"math"
	"testing"
)

func TestProbString(t *testing.T) {
	for _, c := range []struct {
		num, den int64
		want     string
	}{
		{0, 1, "0%"},
		{1, 1, "100%"},
		{1, 6, "17%"},  // 16.67
		{1, 3, "33%"},  // 33.33
		{1, 2, "50%"},  // exactly
		{2, 3, "67%"},  // 66.67
		{1, 8, "13%"},  // 12.5, halves round up
		{3, 8, "38%"},  // 37.5
		{1, 200, "1%"}, // 0.5 rounds up to 1
		{1, 201, "<1%"},
		{1, 60466176, "<1%"}, // 10d6 all ones: not 0%, it can happen
		{199, 200, ">99%"},   // 99.5 rounds to 100 but is not certain
		{398, 400, ">99%"},   // the same, unreduced
		{99, 100, "99%"},
	} {
		if got := NewProb(c.num, c.den).String(); got != c.want {
			t.Errorf("%d/%d: %q, want %q", c.num, c.den, got, c.want)
		}
	}
	var zero Prob
	if zero.String() != "0%" || !zero.IsZero() || zero.Fraction() != "0/1" {
		t.Errorf("zero Prob: %q %v %q", zero.String(), zero.IsZero(), zero.Fraction())
	}
}

func TestProbExact(t *testing.T) {
	p := NewProb(4, 6)
	if p.Fraction() != "2/3" {
		t.Errorf("4/6 reduces to %s", p.Fraction())
	}
	if math.Abs(p.Float64()-2.0/3) > 1e-15 || math.Abs(p.Percent()-200.0/3) > 1e-12 {
		t.Errorf("Float64 %v, Percent %v", p.Float64(), p.Percent())
	}
	s := NewProb(1, 3).Add(NewProb(1, 6)).Add(NewProb(1, 2))
	if s.Cmp(NewProb(1, 1)) != 0 {
		t.Errorf("1/3+1/6+1/2 = %s", s.Fraction())
	}
	if NewProb(1, 6).Cmp(NewProb(1, 5)) != -1 || NewProb(1, 5).Cmp(NewProb(1, 6)) != 1 {
		t.Error("Cmp order")
	}
	// Rat is a copy: changing it leaves the Prob alone.
	r := p.Rat()
	r.SetInt64(5)
	if p.Fraction() != "2/3" {
		t.Errorf("changing Rat changed the Prob to %s", p.Fraction())
	}
	// Add leaves its operands alone.
	a, b := NewProb(1, 3), NewProb(1, 3)
	_ = a.Add(b)
	if a.Fraction() != "1/3" || b.Fraction() != "1/3" {
		t.Errorf("Add changed operands: %s %s", a.Fraction(), b.Fraction())
	}
}

func TestDistributionString(t *testing.T) {
	d := Distribution{
		{Result: "A1", P: NewProb(1, 6)},
		{Result: "EX", P: NewProb(2, 6)},
		{Result: "D1", P: NewProb(3, 6)},
	}
	if got, want := d.String(), "A1: 17%, EX: 33%, D1: 50%"; got != want {
		t.Errorf("String %q, want %q", got, want)
	}
	if got := fmt.Sprint(d); got != "A1: 17%, EX: 33%, D1: 50%" {
		t.Errorf("Sprint %q", got)
	}
	if Distribution(nil).String() != "" {
		t.Error("empty distribution is not \"\"")
	}
	if d.Get("EX").Fraction() != "1/3" || !d.Get("DE").IsZero() {
		t.Errorf("Get EX %s, DE %s", d.Get("EX").Fraction(), d.Get("DE").Fraction())
	}
	if d.Sum().Cmp(NewProb(1, 1)) != 0 {
		t.Errorf("Sum %s", d.Sum().Fraction())
	}
	if !d.Equal(Distribution{{"A1", NewProb(2, 12)}, {"EX", NewProb(1, 3)}, {"D1", NewProb(1, 2)}}) {
		t.Error("Equal with the same fractions written differently")
	}
	if d.Equal(Distribution{{"EX", NewProb(1, 3)}, {"A1", NewProb(1, 6)}, {"D1", NewProb(1, 2)}}) {
		t.Error("Equal ignores order")
	}
}
