package greenfields

import (
	"testing"

	"sandtable/rules"
	"sandtable/rules/kit"
)

// loc is the location of the zone labelled label.
func loc(t testing.TB, st *State, label string) rules.Location {
	t.Helper()
	l, ok := st.zoneLoc(label)
	if !ok {
		t.Fatalf("no zone %s", label)
	}
	return l
}

// 003 Terrain types: the map's terrain read through [rules.terrain]; "Any
// area which includes trenchworks counts as "rough" terrain" (for
// movement); "Towns add +1 to the base terrain's elevation level."
func TestTerrainOfTheMap(t *testing.T) {
	st := newTestState(t, nil)
	for _, tc := range []struct {
		zone      string
		going     string
		elevation int
		woods     bool
	}{
		{"A1", "open", 0, false},
		{"M1", "morass", 0, false}, // the river's marshes
		{"G2", "rough", 0, true},   // woods are rough going
		{"B7", "rough", 0, false},
		{"L8", "rough", 1, false}, // Vaucourt: a village, +1 elevation
		{"P3", "open", 1, false},  // Morval ridge
		{"Q5", "open", 2, false},  // Morval crest
	} {
		l := loc(t, st, tc.zone)
		if g, e, w := st.going(l), st.elevation(l), st.woods(l); g != tc.going || e != tc.elevation || w != tc.woods {
			t.Errorf("%s: going %s elevation %d woods %v, want %s %d %v", tc.zone, g, e, w, tc.going, tc.elevation, tc.woods)
		}
	}
	g6 := loc(t, st, "G6")
	st.setZone(g6, Zone{Trench: 1})
	if st.going(g6) != "open" || st.moveGrade(g6) != gradeRough {
		t.Errorf("a light trench in open G6: going %s, move grade %d; want open, and rough for movement", st.going(g6), st.moveGrade(g6))
	}
}

// 003 Terrain degradation: "When two such shell holes are accumulated, the
// area is classified as one grade worse than its current level"; an intact
// town is "reduced to "morass" by shelling" and loses its +1 elevation;
// woods block sight "until they are converted to "morass"".
func TestShellHolesDegrade(t *testing.T) {
	st := newTestState(t, nil)
	ctx := rules.NewContext(rules.NewSeededDice(1))
	g10 := loc(t, st, "G10")
	want := []string{"open", "rough", "rough", "morass", "morass", "morass"}
	for k, w := range want {
		st.shellZone(g10, 0, ctx)
		if got := st.going(g10); got != w {
			t.Fatalf("after %d shell holes G10 is %s, want %s", k+1, got, w)
		}
	}
	if z := st.zone(g10); z.ShellHoles != 6 || z.Degraded != 2 {
		t.Fatalf("G10 %+v: want 6 shell holes, 2 grades worse", z)
	}
	l8 := loc(t, st, "L8")
	st.shellZone(l8, 0, ctx)
	if !st.intactTown(l8) || st.elevation(l8) != 1 {
		t.Fatalf("one shell hole leaves Vaucourt intact at elevation 1")
	}
	st.shellZone(l8, 0, ctx)
	if st.intactTown(l8) || !st.ruins(l8) || st.going(l8) != "morass" || st.elevation(l8) != 0 || !st.builtUp(l8) {
		t.Fatalf("two shell holes make Vaucourt ruins: morass, elevation 0, still built up; got %s %d ruins %v", st.going(l8), st.elevation(l8), st.ruins(l8))
	}
	h2 := loc(t, st, "H2")
	st.shellZone(h2, 0, ctx)
	st.shellZone(h2, 0, ctx)
	if st.going(h2) != "morass" || st.woods(h2) {
		t.Fatalf("woods shelled a grade worse are morass and no longer block sight")
	}
}

// 003 Terrain degradation: "When an area crossed by a road receives one or
// more hits from artillery or bombers, the road is cut. The road can no
// longer be used for road movement"; "Whenever a zone containing a trench
// system takes three hits in a single turn due to artillery bombardment,
// the trench degrades by one level".
func TestRoadsCutAndTrenchesDegrade(t *testing.T) {
	st := newTestState(t, nil)
	ctx := rules.NewContext(rules.NewSeededDice(1))
	d10, e10, g6 := loc(t, st, "D10"), loc(t, st, "E10"), loc(t, st, "G6")
	if !st.road(e10) || !st.roadStep(d10, e10) || st.road(g6) {
		t.Fatalf("E10 is a road zone with the road from D10, G6 has no road")
	}
	st.shellZone(e10, 0, ctx)
	if !st.road(e10) {
		t.Fatalf("a bombardment without hits does not cut the road")
	}
	st.shellZone(e10, 1, ctx)
	if st.road(e10) || st.roadStep(d10, e10) || !st.zone(e10).RoadCut {
		t.Fatalf("one hit cuts E10's road")
	}
	st.shellZone(g6, 3, ctx)
	if st.zone(g6).RoadCut {
		t.Fatalf("G6 has no road to cut")
	}
	c14 := loc(t, st, "C14")
	st.bombZone(c14, 1, ctx)
	if z := st.zone(c14); !z.RoadCut || z.ShellHoles != 0 {
		t.Fatalf("a bomber's hit cuts the road and leaves no shell hole: %+v", z)
	}

	h10 := loc(t, st, "H10")
	st.setZone(h10, Zone{Trench: 2})
	st.shellZone(h10, 2, ctx)
	if st.zone(h10).Trench != 2 {
		t.Fatalf("two hits leave the heavy trench")
	}
	st.shellZone(h10, 1, ctx)
	if z := st.zone(h10); z.Trench != 1 || z.TrenchHits != 0 {
		t.Fatalf("the third hit in a turn makes the heavy trench light: %+v", z)
	}
	st.shellZone(h10, 2, ctx)
	runMoment(t, st, kit.TurnStart, ctx)
	st.shellZone(h10, 2, ctx)
	if z := st.zone(h10); z.Trench != 1 || z.TrenchHits != 2 {
		t.Fatalf("hits of two turns do not add up: %+v", z)
	}
	st.shellZone(h10, 4, ctx)
	if z := st.zone(h10); z.Trench != 0 {
		t.Fatalf("six hits in a turn: the light trench disappears: %+v", z)
	}
}

// 003 Additional terrain classifications: "Deep rivers and canals may not be
// crossed except via bridges." "Streams ... are impassable to artillery
// and vehicles unless provided with a ford or bridge." The map's *_corner
// features are the diagonal steps across a bend.
func TestCrossings(t *testing.T) {
	st := newTestState(t, nil)
	for _, tc := range []struct{ a, b, want string }{
		{"K8", "L8", crossNone},     // the Vaucourt bridge
		{"L7", "L8", crossRiver},    // the Aisnelle
		{"K7", "L8", crossRiver},    // diagonally across the bend
		{"M3", "N3", crossNone},     // the northern bridge
		{"G6", "G7", crossStream},   // the Ru de Marcy
		{"F6", "G7", crossStream},   // diagonally across it
		{"E5", "E6", crossNone},     // the road bridge over it
		{"G9", "H9", crossNone},     // open country
		{"N11", "N12", crossStream}, // the Ru des Aulnes
	} {
		if got := st.crossing(loc(t, st, tc.a), loc(t, st, tc.b)); got != tc.want {
			t.Errorf("%s-%s: crossing %q, want %q", tc.a, tc.b, got, tc.want)
		}
	}
	g7 := loc(t, st, "G7")
	st.setZone(g7, Zone{Bridged: true})
	if got := st.crossing(loc(t, st, "G6"), g7); got != crossNone {
		t.Errorf("a crossing pioneers built at G7 bridges the stream: got %q", got)
	}
}
