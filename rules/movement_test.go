package rules_test

import (
	"sort"
	"strconv"
	"strings"
	"testing"

	"sandtable/board"
	"sandtable/maps"
	"sandtable/rules"
)

// bbReach prints a Reach as "LABEL:COST" sorted by label.
func bbReach(m *maps.Map, r *board.Reach) string {
	var out []string
	for _, c := range r.Cells() {
		k, _ := r.Cost(c)
		out = append(out, m.Label(c)+":"+strconv.Itoa(k))
	}
	sort.Strings(out)
	return strings.Join(out, " ")
}

// bbSet is the set of cells labelled labels on m.
func bbSet(t testing.TB, m *maps.Map, labels ...string) rules.CellSet {
	t.Helper()
	set := rules.CellSet{}
	for _, l := range labels {
		c, err := m.Cell(l)
		if err != nil {
			t.Fatal(err)
		}
		set[c] = true
	}
	return set
}

// Costs on test-hex-flat: clear 1, forest, rough and flood plain 2,
// mountain 3, sea impassable; river hexsides +1; the all-sea hexsides
// W0204/W0304 and W0204/W0305 are impassable. Even columns sit half a hex
// lower, so W0906 (odd column) neighbours W0905, W0907, W1005, W1006,
// W0805 and W0806.
func TestMoveRange(t *testing.T) {
	s := bbScenario(t, "test-hex-flat")
	m := s.Maps[0]
	tests := []struct {
		name  string
		start string
		o     rules.MoveOptions
		want  string
	}{
		{"one MP: only the clear neighbours", "W0906", rules.MoveOptions{Budget: 1},
			"W0806:1 W0906:0 W1005:1 W1006:1"},
		{"two MP: forest neighbours and clear cells beyond", "W0906", rules.MoveOptions{Budget: 2},
			"W0706:2 W0707:2 W0805:2 W0806:1 W0807:2 W0905:2 W0906:0 W0907:2 W1004:2 W1005:1 W1006:1 W1105:2 W1106:2 W1107:2"},
		{"sea and all-sea hexsides: W0304 only round by W0203", "W0204", rules.MoveOptions{Budget: 2},
			"W0203:1 W0204:0 W0303:2 W0304:2"},
		{"enemy-occupied W1005 forbidden", "W0906",
			rules.MoveOptions{Budget: 1, Forbid: bbSet(t, m, "W1005").Has},
			"W0806:1 W0906:0 W1006:1"},
		{"extra cost of 1 a step", "W0906",
			rules.MoveOptions{Budget: 2, Extra: func(_, _ board.Cell) int { return 1 }},
			"W0806:2 W0906:0 W1005:2 W1006:2"},
		{"minimum move: forests next door for one MP, still no sea", "W0906",
			rules.MoveOptions{Budget: 1, MinimumMove: true},
			"W0805:1 W0806:1 W0905:1 W0906:0 W0907:1 W1005:1 W1006:1"},
		{"minimum move does not cross the all-sea hexside", "W0204",
			rules.MoveOptions{Budget: 0, MinimumMove: true},
			"W0203:0 W0204:0"},
	}
	for _, tc := range tests {
		r := rules.MoveRange(m, bbCell(t, s, "", tc.start), tc.o)
		if got := bbReach(m, r); got != tc.want {
			t.Errorf("%s:\n got %s\nwant %s", tc.name, got, tc.want)
		}
	}
}

func TestMoveRangeRiver(t *testing.T) {
	s := bbScenario(t, "test-hex-flat")
	m := s.Maps[0]
	r := rules.MoveRange(m, bbCell(t, s, "", "W0505"), rules.MoveOptions{Budget: 3})
	// Flood plain 2 + river 1 into W0604 and W0605; clear W0404 for 1.
	for label, want := range map[string]int{"W0605": 3, "W0604": 3, "W0404": 1, "W0504": 2, "W0506": 2} {
		if got, ok := r.Cost(bbCell(t, s, "", label)); !ok || got != want {
			t.Errorf("cost to %s = %d (%v), want %d", label, got, ok, want)
		}
	}
}

func TestMoveRangeStopInZOC(t *testing.T) {
	s := bbScenario(t, "test-hex-flat")
	m := s.Maps[0]
	start := bbCell(t, s, "", "W0906")
	zoc := bbSet(t, m, "W1005", "W1006")
	free := rules.MoveRange(m, start, rules.MoveOptions{Budget: 3})
	stopped := rules.MoveRange(m, start, rules.MoveOptions{Budget: 3, Stop: zoc.Has})
	w1105 := bbCell(t, s, "", "W1105")
	if c, ok := free.Cost(w1105); !ok || c != 2 {
		t.Errorf("without ZOC W1105 costs %d (%v), want 2 through W1005", c, ok)
	}
	// Through W1005/W1006 it is closed; round by W0905 and W1004 it costs 4.
	if c, ok := stopped.Cost(w1105); ok {
		t.Errorf("with ZOC W1105 reached for %d", c)
	}
	if c, ok := stopped.Cost(bbCell(t, s, "", "W1005")); !ok || c != 1 {
		t.Errorf("entering the ZOC cell W1005: %d (%v)", c, ok)
	}
	if c, ok := stopped.Cost(bbCell(t, s, "", "W1004")); !ok || c != 3 {
		t.Errorf("W1004 round the ZOC: %d (%v), want 3", c, ok)
	}
	// A unit starting in a zone may leave it.
	out := rules.MoveRange(m, bbCell(t, s, "", "W1005"), rules.MoveOptions{Budget: 1, Stop: zoc.Has})
	if _, ok := out.Cost(bbCell(t, s, "", "W1105")); !ok {
		t.Errorf("a unit starting in a zone cannot leave it")
	}
	// StopIn over the map's costs agrees with MoveOptions.Stop.
	r := board.Range(m.Topology, start, 3, rules.StopIn(m.MoveCost, start, zoc.Has))
	if bbReach(m, r) != bbReach(m, stopped) {
		t.Errorf("StopIn and MoveOptions.Stop differ:\n%s\n%s", bbReach(m, r), bbReach(m, stopped))
	}
}

func TestMovePath(t *testing.T) {
	s := bbScenario(t, "test-hex-flat")
	m := s.Maps[0]
	from, to := bbCell(t, s, "", "W0204"), bbCell(t, s, "", "W0304")
	path, cost, ok := rules.MovePath(m, from, to, rules.MoveOptions{Budget: 2})
	if !ok || cost != 2 || bbLabels(s, path) != "W0204 W0203 W0304" {
		t.Errorf("MovePath = %s, %d, %v", bbLabels(s, path), cost, ok)
	}
	if _, _, ok := rules.MovePath(m, from, to, rules.MoveOptions{Budget: 1}); ok {
		t.Errorf("MovePath within 1 MP found a path")
	}
}

// On the desert coast: coast and desert cost 1, roads add nothing, tracks
// add 1; the sea and the Qattara Depression are impassable.
func TestMoveRangeGraph(t *testing.T) {
	s := bbScenario(t, "test-graph")
	m := s.Maps[0]
	r := rules.MoveRange(m, bbCell(t, s, "", "Tobruk"), rules.MoveOptions{Budget: 2})
	want := "Alexandria:2 Benghazi:1 El Alamein:1 Libyan Desert:2 Sirte:2 Tobruk:0"
	if got := bbReach(m, r); got != want {
		t.Errorf("from Tobruk with 2:\n got %s\nwant %s", got, want)
	}
}
