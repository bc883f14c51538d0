package kit_test

import (
	"testing"

	"sandtable/rules/kit"
)

// BenchmarkAirDuel5F5Zeppelins is the exact forecast of 5 Allied F
// against 5 Zeppelins each carrying a Crack Troop, on seed 000's table b)
// (issue 12's target: under 5 ms).
func BenchmarkAirDuel5F5Zeppelins(b *testing.B) {
	d := kit.Duel{Table: duelZeppelin(b), Units: [2]int{5, 5}, Passengers: []bool{true, true, true, true, true}}
	for b.Loop() {
		if o, err := d.Odds(); err != nil || len(o.Ends) == 0 {
			b.Fatal(err)
		}
	}
}
