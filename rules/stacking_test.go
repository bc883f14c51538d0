package rules_test

import (
	"testing"

	"sandtable/rules"
)

func TestStacking(t *testing.T) {
	s := bbScenario(t, "test-hex-flat")
	us := rules.SetupUnits(s)
	loc := func(text string) rules.Location {
		l, err := rules.ParseLocation(s, text)
		if err != nil {
			t.Fatal(err)
		}
		return l
	}
	two := rules.Stacking{Limit: 2}
	hqFree := rules.Stacking{Limit: 2, Weight: func(u *rules.Unit) int {
		if u.Type == "ger-hq" {
			return 0
		}
		return 1
	}}
	cities := rules.Stacking{Limit: 1, What: "stacking points", LimitAt: func(l rules.Location) int {
		if l.Map == "test-hex-flat" && s.Maps[0].PlacesAt(l.Cell) != nil {
			return 3
		}
		return 1
	}}
	tests := []struct {
		name string
		st   rules.Stacking
		ids  []string
		to   string
		want string
	}{
		{"two at W0906 already", two, nil, "W0906", ""},
		{"a third unit", two, []string{"ger-inf/3"}, "W0906", "3 units at W0906, over the limit of 2"},
		{"a unit already there counts once", two, []string{"ger-inf/1"}, "W0906", ""},
		{"two more", two, []string{"ger-inf/3", "ger-art/1"}, "W0906", "4 units at W0906, over the limit of 2"},
		{"HQs weigh nothing", hqFree, []string{"ger-hq/1"}, "W0906", ""},
		{"boxes have no limit", two, []string{"ger-inf/1", "ger-inf/2", "ger-inf/3"}, "box:central-reserve", ""},
		{"eliminated has no limit", two, []string{"ger-inf/1", "ger-inf/2", "ger-inf/3"}, "eliminated", ""},
		{"three in a city", cities, []string{"ger-inf/1"}, "W0403", ""},
		{"four in a city", cities, []string{"ger-inf/1", "ger-inf/2"}, "W0403", "4 stacking points at W0403, over the limit of 3"},
		{"two in the open", cities, []string{"ger-inf/1"}, "W0805", "2 stacking points at W0805, over the limit of 1"},
	}
	for _, tc := range tests {
		got := tc.st.CheckMove(s, us, tc.ids, loc(tc.to))
		if got != tc.want {
			t.Errorf("%s: %q, want %q", tc.name, got, tc.want)
		}
	}
	// After the move, Check on the stack agrees.
	us.ByID("ger-inf/3").Loc = loc("W0906")
	if got := two.Check(s, us, loc("W0906")); got != "3 units at W0906, over the limit of 2" {
		t.Errorf("Check after the move: %q", got)
	}
	if got := two.Check(s, us, loc("W0805")); got != "" {
		t.Errorf("Check of the cell left: %q", got)
	}
}
