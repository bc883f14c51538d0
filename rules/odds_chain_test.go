package rules

import (
	"math/big"
	"strings"
	"testing"
)

// ChainOdds on chains worked out by hand: a round that changes nothing is
// rolled again (its chance divides out), a state no round leaves is an
// end, and chances reaching a state by two paths add up.
func TestChainOddsByHand(t *testing.T) {
	r := big.NewRat
	type step = ChainStep[string, *big.Rat]
	level := map[string]int{"start": 0, "mid": 1, "stuck": 1, "A": 2, "B": 2}
	tests := []struct {
		name   string
		rounds map[string][]step // no entry: the fight is over there
		want   map[string]*big.Rat
	}{
		{"a half of the rounds change nothing: A 1/3 of 1/2, B 1/6 of 1/2",
			map[string][]step{"start": {{"start", r(1, 2)}, {"A", r(1, 3)}, {"B", r(1, 6)}}},
			map[string]*big.Rat{"A": r(2, 3), "B": r(1, 3)}},
		{"the same as faces of a d6, the unchanged ones left out: 2 for A, 1 for B",
			map[string][]step{"start": {{"A", r(1, 1)}, {"B", r(1, 1)}, {"A", r(1, 1)}}},
			map[string]*big.Rat{"A": r(2, 3), "B": r(1, 3)}},
		{"a state no round leaves is a stalemate",
			map[string][]step{"start": {{"start", r(1, 2)}, {"stuck", r(1, 4)}, {"A", r(1, 4)}}, "stuck": {{"stuck", r(1, 1)}}},
			map[string]*big.Rat{"A": r(1, 2), "stuck": r(1, 2)}},
		{"two paths to A: 1/2 at once, 1/2·2/3 through mid",
			map[string][]step{"start": {{"A", r(1, 2)}, {"mid", r(1, 2)}}, "mid": {{"mid", r(1, 4)}, {"A", r(1, 2)}, {"B", r(1, 4)}}},
			map[string]*big.Rat{"A": r(5, 6), "B": r(1, 6)}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := ChainOdds("start", 3, func(s string) int { return level[s] }, func(s string) ([]step, bool) {
				next, ok := tt.rounds[s]
				return next, !ok
			})
			if len(got) != len(tt.want) {
				t.Fatalf("ends %v, want %v", got, tt.want)
			}
			for s, p := range tt.want {
				if got[s] == nil || got[s].Cmp(p) != 0 {
					t.Errorf("%s: %v, want %v", s, got[s], p)
				}
			}
			for _, steps := range tt.rounds { // only read
				for _, x := range steps {
					if x.P.Cmp(r(1, 1)) > 0 {
						t.Errorf("a round's chance was changed to %v", x.P)
					}
				}
			}
		})
	}
}

// A round leading back to an earlier level is a mistake of the caller's
// (the chain would not end): ChainOdds says so instead of looping.
func TestChainOddsLevelsOnlyGrow(t *testing.T) {
	defer func() {
		r := recover()
		if s, _ := r.(string); !strings.Contains(s, "rules: ChainOdds: a round leads from a state of level 1 back to level 0") {
			t.Fatalf("recovered %v", r)
		}
	}()
	ChainOdds(0, 2, func(s int) int { return s }, func(s int) ([]ChainStep[int, *big.Rat], bool) {
		return []ChainStep[int, *big.Rat]{{1 - s, big.NewRat(1, 1)}}, false
	})
}
