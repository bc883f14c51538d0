package rules_test

import (
	"testing"

	"sandtable/board"
	"sandtable/rules"
)

func TestZOC(t *testing.T) {
	s := bbScenario(t, "test-hex-flat")
	m := s.Maps[0]
	us := rules.SetupUnits(s)
	at := func(label string) rules.Location {
		return rules.CellLocation(m, bbCell(t, s, "", label))
	}
	lone := rules.Units{{ID: "x/1", Type: "ger-inf", Side: "central", Loc: at("W0204")}}
	all := func(_, _ board.Cell) bool { return true }
	tests := []struct {
		name string
		us   rules.Units
		o    rules.ZOCOptions
		want string // labels in dense order
	}{
		{"the artillery at W1005 and its six neighbours", us,
			rules.ZOCOptions{Exerts: func(u *rules.Unit) bool { return u.ID == "ger-art/1" }},
			"W1004 W0905 W1005 W1105 W0906 W1006 W1106"},
		{"not over the all-sea hexsides or into the sea", lone, rules.ZOCOptions{},
			"W0203 W0204"},
		{"everywhere next door when Across allows it", lone, rules.ZOCOptions{Across: all},
			"W0203 W0104 W0204 W0304 W0105 W0205 W0305"},
		{"nobody exerts one", us, rules.ZOCOptions{Exerts: func(*rules.Unit) bool { return false }}, ""},
		{"the allies on the mainland (W0304, W0403, W0506, W0207)", us, rules.ZOCOptions{Exerts: rules.Enemies("central")},
			// Row by row; W0605 and W0606 lie across the river, which
			// costs more but does not stop a zone.
			"W0402 W0203 W0303 W0403 W0503 W0304 W0404 W0504 W0305 W0405 W0505 W0605 W0406 W0506 W0606 W0207 W0307 W0507 W0208 W0308"},
	}
	for _, tc := range tests {
		z := rules.ZOC(m, tc.us, tc.o)
		if got := bbLabels(s, z.Sorted(m.Topology)); got != tc.want {
			t.Errorf("%s:\n got %s\nwant %s", tc.name, got, tc.want)
		}
	}
}
