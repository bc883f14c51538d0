package kit

import (
	"fmt"
	"math/big"
	"testing"
)

func TestOddsBuilderMergesInFirstAppearanceOrder(t *testing.T) {
	var b oddsBuilder
	n := big.NewInt
	b.add("DR", n(1))
	b.add("AE", n(2))
	b.add("DR", n(3))
	b.add("NE", n(0)) // impossible: left out
	b.add("EX", n(2))
	tabWantDist(t, "merged", b.distribution(big.NewInt(8)), 8, "DR", 4, "AE", 2, "EX", 2)

	// Past 16 results the builder switches to a map; order and merging
	// must not change.
	var m oddsBuilder
	for round := range 2 {
		for i := range 40 {
			m.add(fmt.Sprintf("r%02d", i), n(int64(round+1)))
		}
	}
	d := m.distribution(big.NewInt(120))
	if len(d) != 40 {
		t.Fatalf("%d results, want 40", len(d))
	}
	for i, o := range d {
		if o.Result != fmt.Sprintf("r%02d", i) || o.P.Fraction() != "1/40" {
			t.Fatalf("outcome %d is %s %s", i, o.Result, o.P.Fraction())
		}
	}
}
