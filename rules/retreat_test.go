package rules_test

import (
	"strconv"
	"strings"
	"testing"

	"sandtable/board"
	"sandtable/rules"
)

// Around the coast corner of test-hex-flat: W0203 has sea to its north and
// west, W0204 below it is cut off from W0304 and W0305 by all-sea
// hexsides.
func TestRetreats(t *testing.T) {
	s := bbScenario(t, "test-hex-flat")
	m := s.Maps[0]
	cells := func(labels ...string) []board.Cell {
		out := make([]board.Cell, len(labels))
		for i, l := range labels {
			out[i] = bbCell(t, s, "", l)
		}
		return out
	}
	tests := []struct {
		name string
		from string
		o    rules.RetreatOptions
		want string // CELL/AWAY=path, ...
	}{
		{"one hex from W0906 away from W1006", "W0906",
			rules.RetreatOptions{Distance: 1, Attackers: cells("W1006"), Enemy: bbSet(t, m, "W1006").Has},
			"W0805/2=W0906 W0805, W0905/2=W0906 W0905, W0806/2=W0906 W0806"},
		{"not into enemy-occupied W0805", "W0906",
			rules.RetreatOptions{Distance: 1, Attackers: cells("W1006"), Enemy: bbSet(t, m, "W1006", "W0805").Has},
			"W0905/2=W0906 W0905, W0806/2=W0906 W0806"},
		{"not into the zone at W0905", "W0906",
			rules.RetreatOptions{Distance: 1, Attackers: cells("W1006"), Enemy: bbSet(t, m, "W1006").Has, ZOC: bbSet(t, m, "W0905").Has},
			"W0805/2=W0906 W0805, W0806/2=W0906 W0806"},
		{"one hex from the corner", "W0203",
			rules.RetreatOptions{Distance: 1, Attackers: cells("W0303"), Enemy: bbSet(t, m, "W0303").Has},
			"W0204/2=W0203 W0204"},
		{"two hexes from the corner: W0204 is a dead end", "W0203",
			rules.RetreatOptions{Distance: 2, Attackers: cells("W0303"), Enemy: bbSet(t, m, "W0303").Has},
			"W0404/2=W0203 W0304 W0404, W0305/2=W0203 W0304 W0305"},
		{"each step away: W0304 is no farther", "W0203",
			rules.RetreatOptions{Distance: 2, Attackers: cells("W0303"), Enemy: bbSet(t, m, "W0303").Has, EachStepAway: true},
			""},
		{"surrounded", "W0203",
			rules.RetreatOptions{Distance: 2, Attackers: cells("W0303"), Enemy: bbSet(t, m, "W0303", "W0304").Has},
			""},
		{"two from W0906 by the farthest first", "W0906",
			rules.RetreatOptions{Distance: 2, Attackers: cells("W1005", "W1006"), Enemy: bbSet(t, m, "W1005", "W1006").Has, EachStepAway: true},
			"W0705/3=W0906 W0805 W0705, W0706/3=W0906 W0805 W0706, W0707/3=W0906 W0806 W0707"},
	}
	for _, tc := range tests {
		var got []string
		for _, r := range rules.Retreats(m, bbCell(t, s, "", tc.from), tc.o) {
			got = append(got, m.Label(r.Cell)+"/"+strconv.Itoa(r.Away)+"="+bbLabels(s, r.Path))
		}
		if g := strings.Join(got, ", "); g != tc.want {
			t.Errorf("%s:\n got %s\nwant %s", tc.name, g, tc.want)
		}
	}
}
