package kit

import (
	"testing"

	"sandtable/rules"
)

// BenchmarkCRTOdds is the exact distribution of one attack on the default
// odds CRT, with a column shift and a DRM, as the UI shows before the
// player commits (target: under 10 ms).
func BenchmarkCRTOdds(b *testing.B) {
	crt := tabOddsCRT(b)
	shifts := []rules.Modifier{{Value: -1, Reason: "forest"}}
	drms := []rules.Modifier{{Value: 1, Reason: "armour"}}
	for b.Loop() {
		if d := crt.Odds(9, 3, shifts, drms); len(d) == 0 {
			b.Fatal("no odds")
		}
	}
}

// BenchmarkCRTOdds2d6 is the same on the 2d6 differential CRT.
func BenchmarkCRTOdds2d6(b *testing.B) {
	crt := tabDiffCRT(b)
	shifts := []rules.Modifier{{Value: -1, Reason: "forest"}}
	drms := []rules.Modifier{{Value: 1, Reason: "armour"}}
	for b.Loop() {
		if d := crt.Odds(9, 6, shifts, drms); len(d) == 0 {
			b.Fatal("no odds")
		}
	}
}

// BenchmarkHitDiceOdds is the exact distribution of hits from 20 d6 with
// 5 = 1 hit and 6 = 2 (6^20 outcomes, counted by convolution).
func BenchmarkHitDiceOdds(b *testing.B) {
	h := tabFire(20)
	for b.Loop() {
		if d := h.Odds(nil, nil); len(d) != 41 {
			b.Fatal(len(d))
		}
	}
}

// BenchmarkDiceTotals10d6 is the exact distribution of a 10d6 total.
func BenchmarkDiceTotals10d6(b *testing.B) {
	e := tabDice(b, "10d6")
	for b.Loop() {
		if t := e.Totals(); len(t.Count) != 51 {
			b.Fatal(len(t.Count))
		}
	}
}
