package rules

import (
	"math"
	"math/big"
	"testing"
)

// The float64 path of large battles agrees with the exact one, end by end,
// on battles small enough for both.
func TestBattleFloatMatchesExact(t *testing.T) {
	f := func(v int) Fighter { return Fighter{Name: "u", Dice: 1, Hit: HitOn(v, 6)} }
	tough := Fighter{Name: "bb", Dice: 1, Hit: HitOn(4, 6), Toughness: 2}
	for _, b := range []Battle{
		{Sides: [2]BattleSide{{Fighters: []Fighter{f(1), f(1)}}, {Fighters: []Fighter{f(2)}}}},
		{Fire: SecondSideFirst, Sides: [2]BattleSide{{Fighters: []Fighter{f(1), f(3), f(3), f(2), tough}}, {Fighters: []Fighter{f(2), f(2), f(4), f(1)}}}},
		{MaxRounds: 3, Sides: [2]BattleSide{{Fighters: []Fighter{f(1), f(3), tough}}, {Fighters: []Fighter{f(2), f(2), f(4)}}}},
	} {
		var total [2]int
		for s := range 2 {
			for _, x := range b.Sides[s].Fighters {
				total[s] += toughness(x)
			}
		}
		exact := (&battleCalc[*big.Rat]{b: b, ar: ratArith, total: total, hitDist: map[[2]int][]*big.Rat{}}).run()
		approx := (&battleCalc[float64]{b: b, ar: floatArith, total: total, hitDist: map[[2]int][]float64{}}).run()
		if len(exact) != len(approx) {
			t.Fatalf("%d exact ends, %d float ends", len(exact), len(approx))
		}
		for st, p := range exact {
			if d := math.Abs(p.Float64() - approx[st].Float64()); d > 1e-12 {
				t.Errorf("end %v: exact %s, float %v", st, p.Fraction(), approx[st].Float64())
			}
		}
	}
}
