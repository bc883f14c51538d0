package kit_test

import (
	"fmt"
	"testing"

	"sandtable/board"
	"sandtable/rules/kit"
)

// traceCase is one trace and the distances it must give, each worked out
// by hand; -1 is unreached.
type traceCase struct {
	name string
	tr   kit.Trace // Steps filled in by the test
	want map[string]int
}

// runCases runs each case over steps and checks its distances, naming
// cells by name.
func runCases(t *testing.T, steps kit.Steps, index func(name string) int, cases []traceCase) {
	t.Helper()
	r := new(kit.Reach) // reused: no case may see another's leftovers
	for _, tc := range cases {
		tr := tc.tr
		tr.Steps = steps
		tr.Run(r)
		for name, want := range tc.want {
			i := index(name)
			if got := r.Dist(i); got != want {
				t.Errorf("%s: %s at %d, want %d", tc.name, name, got, want)
			}
			if r.Reached(i) != (want >= 0) {
				t.Errorf("%s: %s reached %v, want %v", tc.name, name, r.Reached(i), want >= 0)
			}
		}
	}
}

// cellSet is a predicate on dense indices true for the named cells.
func cellSet(index func(string) int, names ...string) func(int) bool {
	set := map[int]bool{}
	for _, n := range names {
		set[index(n)] = true
	}
	return func(i int) bool { return set[i] }
}

// TestTraceHex: a flat-top hex grid, cells named by their axial offset
// from the centre hex O = (0,0) ("+2-1" is q+2, r-1). With nothing in the
// way a cell's distance is its hex distance (|dq|+|dr|+|dq+dr|)/2.
func TestTraceHex(t *testing.T) {
	g, err := board.NewHex(board.HexSpec{Cols: 9, Rows: 9, Size: 10})
	if err != nil {
		t.Fatal(err)
	}
	o := g.(board.OffsetGrid).FromOffset(4, 4)
	index := func(name string) int {
		var dq, dr int
		if name != "O" {
			if _, err := fmt.Sscanf(name, "%d%d", &dq, &dr); err != nil {
				t.Fatalf("cell name %q: %v", name, err)
			}
		}
		i := g.Index(board.Cell{X: o.X + dq, Y: o.Y + dr})
		if i < 0 {
			t.Fatalf("cell %s is off the board", name)
		}
		return i
	}
	src := []int{index("O")}
	ring := cellSet(index, "+1+0", "-1+0", "+0+1", "+0-1", "+1-1", "-1+1")
	// The wall: column q+1 (one offset column) may not be entered, but
	// for its hex +1-3.
	wall := func(_, to int) bool { return g.Cell(to).X != o.X+1 || to == index("+1-3") }
	runCases(t, kit.NewSteps(g, nil), index, []traceCase{
		{"open", kit.Trace{Sources: src}, map[string]int{
			"O": 0, "+1+0": 1, "+2+0": 2, "+1+1": 2, "-2+1": 2, "+3-3": 3, "-4+0": 4}},
		{"range 2", kit.Trace{Sources: src, MaxDist: 2}, map[string]int{
			"+2+0": 2, "+1-2": 2, "+3-3": -1, "-1-2": -1}},
		// Enemy units all round: the line ends next door.
		{"ringed", kit.Trace{Sources: src, Blocked: ring}, map[string]int{
			"O": 0, "+1+0": 1, "-1+1": 1, "+2+0": -1, "+0+2": -1}},
		// One enemy hex: reached, not passed; +2+0 goes round it by
		// +1-1, +2-1 (or +0+1, +1+1).
		{"one blocked", kit.Trace{Sources: src, Blocked: cellSet(index, "+1+0")}, map[string]int{
			"+1+0": 1, "+2+0": 3, "+2-1": 2, "+3+0": 4}},
		// Through the gap: O to +1-3 is 3, +1-3 to +2+0 is
		// (1+3+4)/2 = 4.
		{"wall with a gap", kit.Trace{Sources: src, Passable: wall}, map[string]int{
			"+1-3": 3, "+1+0": -1, "+2+0": 7, "-1+0": 1}},
		// A blocked source is reached and supplies nothing further.
		{"blocked source", kit.Trace{Sources: src, Blocked: cellSet(index, "O")}, map[string]int{
			"O": 0, "+1+0": -1}},
	})
}

// TestTraceSquare: a 5x5 square grid, cells named "x,y", source the
// corner 0,0. Four neighbours: Manhattan distance; eight: Chebyshev.
func TestTraceSquare(t *testing.T) {
	for _, diag := range []bool{false, true} {
		g, err := board.NewSquare(board.SquareSpec{Cols: 5, Rows: 5, Size: 10, Diagonals: diag})
		if err != nil {
			t.Fatal(err)
		}
		index := func(name string) int {
			var c board.Cell
			if _, err := fmt.Sscanf(name, "%d,%d", &c.X, &c.Y); err != nil {
				t.Fatalf("cell name %q: %v", name, err)
			}
			return g.Index(c)
		}
		src := []int{index("0,0")}
		steps := kit.NewSteps(g, nil)
		if diag {
			runCases(t, steps, index, []traceCase{
				{"8 open", kit.Trace{Sources: src}, map[string]int{"4,4": 4, "4,1": 4, "1,1": 1}},
				// Blocked 1,0 0,1 and 1,1: the corner is shut in.
				{"8 shut in", kit.Trace{Sources: src, Blocked: cellSet(index, "1,0", "0,1", "1,1")},
					map[string]int{"1,1": 1, "2,2": -1}},
			})
			continue
		}
		// Column x=2 may not be entered but at 2,4.
		wall := func(_, to int) bool { return g.Cell(to).X != 2 || to == index("2,4") }
		// Entering column x=1 costs 5, any other step 1.
		dear := func(_, to int) int {
			if g.Cell(to).X == 1 {
				return 5
			}
			return 1
		}
		runCases(t, steps, index, []traceCase{
			{"4 open", kit.Trace{Sources: src}, map[string]int{"4,4": 8, "4,1": 5, "1,1": 2}},
			{"4 shut in", kit.Trace{Sources: src, Blocked: cellSet(index, "1,0", "0,1")},
				map[string]int{"1,0": 1, "0,1": 1, "1,1": -1, "4,4": -1}},
			// 0,0 down to 0,4 (4), across to 2,4 (6), on to 4,0 (6 more).
			{"4 wall", kit.Trace{Sources: src, Passable: wall}, map[string]int{"2,4": 6, "4,0": 12, "2,3": -1, "1,0": 1}},
			// 2,0: 1,0 for 5, then 1. 1,4: down column 0 (4) and in
			// (5); down column 1 would be 25.
			{"4 cost", kit.Trace{Sources: src, Cost: dear}, map[string]int{"1,0": 5, "2,0": 6, "1,4": 9, "2,2": 8, "3,2": 9}},
			{"4 cost range 8", kit.Trace{Sources: src, Cost: dear, MaxDist: 8}, map[string]int{"2,0": 6, "1,4": -1, "2,2": 8, "3,2": -1}},
			// With a Cost, blocked still ends a line.
			{"4 cost blocked", kit.Trace{Sources: src, Cost: dear, Blocked: cellSet(index, "1,0", "0,1")},
				map[string]int{"1,0": 5, "0,1": 1, "1,1": -1}},
		})
	}
}

// testGraphMap: a point-to-point map. A-B-C-D and A-E-F-D: two lines of
// three from A to D; G stands alone.
func testGraphMap(t testing.TB) board.Topology {
	t.Helper()
	g, err := board.NewGraph(board.GraphSpec{
		Spaces: []board.Space{
			{ID: "A", Pos: board.Point{X: 0, Y: 0}}, {ID: "B", Pos: board.Point{X: 100, Y: 0}},
			{ID: "C", Pos: board.Point{X: 200, Y: 0}}, {ID: "D", Pos: board.Point{X: 300, Y: 50}},
			{ID: "E", Pos: board.Point{X: 100, Y: 100}}, {ID: "F", Pos: board.Point{X: 200, Y: 100}},
			{ID: "G", Pos: board.Point{X: 500, Y: 500}},
		},
		Connections: []board.Connection{{A: "A", B: "B"}, {A: "B", B: "C"}, {A: "C", B: "D"},
			{A: "A", B: "E"}, {A: "E", B: "F"}, {A: "F", B: "D"}},
	})
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// TestTraceGraph: the point-to-point map, source A unless said.
func TestTraceGraph(t *testing.T) {
	g := testGraphMap(t)
	index := func(name string) int {
		c, err := g.Parse(name)
		if err != nil {
			t.Fatal(err)
		}
		return g.Index(c)
	}
	a := []int{index("A")}
	notF := func(_, to int) bool { return to != index("F") }
	runCases(t, kit.NewSteps(g, nil), index, []traceCase{
		{"open", kit.Trace{Sources: a}, map[string]int{"A": 0, "B": 1, "C": 2, "D": 3, "E": 1, "F": 2, "G": -1}},
		{"C blocked: D by F", kit.Trace{Sources: a, Blocked: cellSet(index, "C")}, map[string]int{"C": 2, "D": 3}},
		{"F not entered: D by C", kit.Trace{Sources: a, Passable: notF}, map[string]int{"F": -1, "D": 3}},
		{"both: D cut off", kit.Trace{Sources: a, Blocked: cellSet(index, "C"), Passable: notF}, map[string]int{"C": 2, "D": -1, "E": 1}},
		{"range 2", kit.Trace{Sources: a, MaxDist: 2}, map[string]int{"C": 2, "F": 2, "D": -1}},
		{"two sources", kit.Trace{Sources: []int{index("A"), index("D"), -1}}, map[string]int{"B": 1, "C": 1, "E": 1, "F": 1, "D": 0}},
		{"no source", kit.Trace{}, map[string]int{"A": -1, "D": -1}},
	})
}

// TestNewSteps: the fixed test leaves steps out one way only when it
// says so; a step it refuses is never taken.
func TestNewSteps(t *testing.T) {
	g := testGraphMap(t)
	id := func(c board.Cell) string { return g.Label(c) }
	// B to C is one way (a river crossed downstream only).
	steps := kit.NewSteps(g, func(from, to board.Cell) bool { return !(id(from) == "C" && id(to) == "B") })
	index := func(name string) int { c, _ := g.Parse(name); return g.Index(c) }
	names := func(i int) []string {
		var out []string
		for _, j := range steps[i] {
			out = append(out, g.Label(g.Cell(int(j))))
		}
		return out
	}
	if got := fmt.Sprint(names(index("B"))); got != "[A C]" {
		t.Errorf("B steps to %s, want [A C]", got)
	}
	if got := fmt.Sprint(names(index("C"))); got != "[D]" {
		t.Errorf("C steps to %s, want [D]", got)
	}
	if len(steps[index("G")]) != 0 {
		t.Errorf("G steps to %v, want nothing", names(index("G")))
	}
	// From D, B is 4 away (D-F-E-A-B): D-C-B would be 2 but for the
	// one-way crossing.
	r := kit.Trace{Steps: steps, Sources: []int{index("D")}}.Run(nil)
	if got := r.Dist(index("B")); got != 4 {
		t.Errorf("D to B is %d, want 4", got)
	}
	if got := len(r.Cells()); got != 6 {
		t.Errorf("%d cells reached, want 6 (all but G)", got)
	}
}

// TestTraceReuseAllocates: running into a Reach already the board's size
// allocates nothing, with or without a Cost.
func TestTraceReuseAllocates(t *testing.T) {
	g, _ := board.NewHex(board.HexSpec{Cols: 37, Rows: 28, Size: 10})
	steps := kit.NewSteps(g, nil)
	r := new(kit.Reach)
	for _, tr := range []kit.Trace{
		{Steps: steps, Sources: []int{0, 500}},
		{Steps: steps, Sources: []int{0, 500}, Cost: func(_, to int) int { return 1 + to%3 }},
	} {
		tr.Run(r)
		if n := testing.AllocsPerRun(10, func() { tr.Run(r) }); n != 0 {
			t.Errorf("cost %v: %v allocations a run, want 0", tr.Cost != nil, n)
		}
	}
}

// TestTraceCache: one computation per kind and key; the Keep newest of a
// kind kept; Forget drops everything.
func TestTraceCache(t *testing.T) {
	var c kit.TraceCache[string]
	calls := 0
	get := func(kind, key string) string {
		return c.Get(kind, key, func() string { calls++; return kind + "/" + key })
	}
	steps := []struct {
		kind, key string
		computed  bool // a fresh computation, not a kept one
	}{
		{"Germans", "p1", true},
		{"Germans", "p1", false},
		{"Allies", "p1", true}, // another kind, same key
		{"Germans", "p2", true},
		{"Germans", "p1", false}, // two kept
		{"Germans", "p3", true},  // drops p2, the oldest
		{"Germans", "p1", false},
		{"Germans", "p2", true},
		{"Allies", "p1", false}, // Germans' entries never pushed it out
	}
	for k, s := range steps {
		before := calls
		if got := get(s.kind, s.key); got != s.kind+"/"+s.key {
			t.Fatalf("step %d: got %q", k, got)
		}
		if (calls > before) != s.computed {
			t.Errorf("step %d (%s %s): computed %v, want %v", k, s.kind, s.key, calls > before, s.computed)
		}
	}
	c.Forget()
	before := calls
	get("Allies", "p1")
	if calls == before {
		t.Error("after Forget, Allies p1 was not computed afresh")
	}
}

// ExampleTrace: Paths of Glory's "trace through friendly-controlled
// connected spaces to a friendly supply source" on a small point-to-point
// map. The Central Powers' source is Essen; Liege is Allied, so Sedan
// traces round by Koblenz and Metz; Verdun and Calais are Allied.
func ExampleTrace() {
	g, _ := board.NewGraph(board.GraphSpec{
		Spaces: []board.Space{{ID: "Essen"}, {ID: "Liege"}, {ID: "Koblenz"}, {ID: "Metz"},
			{ID: "Sedan"}, {ID: "Verdun"}, {ID: "Calais"}},
		Connections: []board.Connection{{A: "Essen", B: "Liege"}, {A: "Essen", B: "Koblenz"},
			{A: "Koblenz", B: "Metz"}, {A: "Metz", B: "Sedan"}, {A: "Liege", B: "Sedan"},
			{A: "Metz", B: "Verdun"}, {A: "Sedan", B: "Calais"}},
	})
	control := map[string]string{"Essen": "CP", "Koblenz": "CP", "Metz": "CP", "Sedan": "CP",
		"Liege": "AP", "Verdun": "AP", "Calais": "AP"}
	friendly := func(i int) bool { return control[g.Label(g.Cell(i))] == "CP" }
	at := func(id string) int { c, _ := g.Parse(id); return g.Index(c) }

	r := kit.Trace{
		Steps:    kit.NewSteps(g, nil),
		Sources:  []int{at("Essen")},
		Passable: func(_, to int) bool { return friendly(to) },
	}.Run(nil)
	for _, id := range []string{"Essen", "Koblenz", "Metz", "Sedan", "Liege", "Verdun"} {
		fmt.Printf("%s: in supply %v, %d spaces from Essen\n", id, r.Reached(at(id)), r.Dist(at(id)))
	}
	// Output:
	// Essen: in supply true, 0 spaces from Essen
	// Koblenz: in supply true, 1 spaces from Essen
	// Metz: in supply true, 2 spaces from Essen
	// Sedan: in supply true, 3 spaces from Essen
	// Liege: in supply false, -1 spaces from Essen
	// Verdun: in supply false, -1 spaces from Essen
}

// BenchmarkTrace: one side's trace on a Vernian-size map (the West
// Front's 37x28 flat-top hexes), sources along the east edge, a line of
// enemy hexes down column 18 with a gap every fourth row, and the
// interdicted hexes of Passable, into a reused Reach.
func BenchmarkTrace(b *testing.B) {
	g, err := board.NewHex(board.HexSpec{Cols: 37, Rows: 28, Size: 10})
	if err != nil {
		b.Fatal(err)
	}
	og := g.(board.OffsetGrid)
	steps := kit.NewSteps(g, nil)
	blocked := make([]bool, g.Len())
	shut := make([]bool, g.Len())
	var sources []int
	for row := range 28 {
		sources = append(sources, g.Index(og.FromOffset(36, row)))
		if row%4 != 0 {
			blocked[g.Index(og.FromOffset(18, row))] = true
		}
	}
	for k := range 5 {
		shut[g.Index(og.FromOffset(10+k, 5+3*k))] = true
	}
	tr := kit.Trace{Steps: steps, Sources: sources,
		Blocked:  func(i int) bool { return blocked[i] },
		Passable: func(_, to int) bool { return !shut[to] }}
	r := new(kit.Reach)
	b.ReportAllocs()
	for b.Loop() {
		tr.Run(r)
	}
	if !r.Reached(g.Index(og.FromOffset(0, 0))) {
		b.Fatal("the far corner is not reached")
	}
}
