package board

import (
	"sync"
	"testing"
)

// forestGrid is a 5×5 4-neighbour square grid with a forest at (1,1) that
// costs 2 to enter (1 elsewhere) and a wall on the edge between (1,0) and
// (2,0):
//
//	  x: 0  1  2  3  4
//	y=0  .  .||.  .  .
//	y=1  .  F  .  .  .
//	y=2  .  .  .  .  .
func forestGrid(t testing.TB) (Topology, CostFunc) {
	g := mustSquare(t, SquareSpec{Cols: 5, Rows: 5, Size: 10})
	var walls EdgeFeatures
	walls.Add(Cell{1, 0}, Cell{2, 0}, "wall")
	cost := func(from, to Cell) (int, bool) {
		if walls.Has(from, to, "wall") {
			return 0, false
		}
		if to == (Cell{1, 1}) {
			return 2, true
		}
		return 1, true
	}
	return g, cost
}

// forestCosts are the cheapest costs from (0,0), worked by hand: (1,1) costs
// 1+2; the wall forces (2,0) to be reached through (2,1) at 4+1, and the
// rest of the top row follows from it; elsewhere the Manhattan distance.
var forestCosts = [5][5]int{ // [y][x]
	{0, 1, 5, 6, 7},
	{1, 3, 4, 5, 6},
	{2, 3, 4, 5, 6},
	{3, 4, 5, 6, 7},
	{4, 5, 6, 7, 8},
}

// checkPath asserts that path is a walk of adjacent cells from a start to
// end whose step costs add up to want.
func checkPath(t *testing.T, g Topology, cost CostFunc, starts []Cell, path []Cell, end Cell, want int) {
	t.Helper()
	if len(path) == 0 || path[len(path)-1] != end {
		t.Fatalf("path %v does not end at %v", path, end)
	}
	isStart := false
	for _, s := range starts {
		isStart = isStart || path[0] == s
	}
	if !isStart {
		t.Fatalf("path %v does not begin at a start %v", path, starts)
	}
	sum := 0
	for i := 1; i < len(path); i++ {
		if !g.Adjacent(path[i-1], path[i]) {
			t.Fatalf("path %v jumps from %v to %v", path, path[i-1], path[i])
		}
		c, ok := cost(path[i-1], path[i])
		if !ok {
			t.Fatalf("path %v takes forbidden step %v->%v", path, path[i-1], path[i])
		}
		sum += c
	}
	if sum != want {
		t.Fatalf("path %v costs %d, want %d", path, sum, want)
	}
}

func TestRangeByHand(t *testing.T) {
	g, cost := forestGrid(t)
	r := Range(g, Cell{0, 0}, -1, cost)
	if r.Len() != 25 {
		t.Errorf("reached %d cells, want 25", r.Len())
	}
	for y := 0; y < 5; y++ {
		for x := 0; x < 5; x++ {
			c := Cell{x, y}
			got, ok := r.Cost(c)
			if !ok || got != forestCosts[y][x] {
				t.Errorf("Cost(%v) = %d,%v, want %d", c, got, ok, forestCosts[y][x])
				continue
			}
			checkPath(t, g, cost, []Cell{{0, 0}}, r.Path(c), c, got)
		}
	}
	// (2,0) is only reached round the wall, through the forest and (2,1).
	if p := r.Path(Cell{2, 0}); len(p) != 5 || p[2] != (Cell{1, 1}) || p[3] != (Cell{2, 1}) {
		t.Errorf("Path(2,0) = %v, want through (1,1) and (2,1)", p)
	}
	if p := r.Path(Cell{0, 0}); !equalCells(p, []Cell{{0, 0}}) {
		t.Errorf("Path(start) = %v", p)
	}
	cells := r.Cells()
	last := -1
	for _, c := range cells {
		d, _ := r.Cost(c)
		if d < last {
			t.Fatalf("Cells not in order of cost: %v", cells)
		}
		last = d
	}
	if _, ok := r.Cost(Cell{5, 0}); ok || r.Path(Cell{-1, 0}) != nil {
		t.Error("off-board cell reached")
	}
}

func TestRangeBudget(t *testing.T) {
	g, cost := forestGrid(t)
	r := Range(g, Cell{0, 0}, 3, cost)
	// Costs ≤ 3 in the table: (0,0) 0; (1,0),(0,1) 1; (0,2) 2; (1,1),(1,2),(0,3) 3.
	want := map[Cell]int{{0, 0}: 0, {1, 0}: 1, {0, 1}: 1, {0, 2}: 2, {1, 1}: 3, {1, 2}: 3, {0, 3}: 3}
	if r.Len() != len(want) {
		t.Errorf("reached %v, want %d cells", r.Cells(), len(want))
	}
	for c, w := range want {
		if got, ok := r.Cost(c); !ok || got != w {
			t.Errorf("Cost(%v) = %d,%v, want %d", c, got, ok, w)
		}
	}
	if _, ok := r.Cost(Cell{2, 1}); ok {
		t.Error("(2,1) costs 4 but was reached with budget 3")
	}
	if r := Range(g, Cell{0, 0}, 0, cost); r.Len() != 1 {
		t.Errorf("budget 0 reached %v", r.Cells())
	}
}

func TestRangeForbiddenAndFree(t *testing.T) {
	g := mustSquare(t, SquareSpec{Cols: 5, Rows: 5, Size: 10})
	// (2,2) cannot be entered; row 4 is a road: moving along it is free.
	cost := func(from, to Cell) (int, bool) {
		switch {
		case to == (Cell{2, 2}):
			return 0, false
		case from.Y == 4 && to.Y == 4:
			return 0, true
		}
		return 1, true
	}
	r := Range(g, Cell{0, 4}, -1, cost)
	if _, ok := r.Cost(Cell{2, 2}); ok {
		t.Error("entered the forbidden cell")
	}
	// Along the road everything costs 0; (4,0) is 4 up from the road's end;
	// (2,1) is round (2,2): 3 up column 1 or 3, then 1 across.
	for _, tt := range []struct {
		c    Cell
		want int
	}{{Cell{4, 4}, 0}, {Cell{2, 3}, 1}, {Cell{4, 0}, 4}, {Cell{2, 1}, 4}, {Cell{0, 0}, 4}} {
		got, ok := r.Cost(tt.c)
		if !ok || got != tt.want {
			t.Errorf("Cost(%v) = %d,%v, want %d", tt.c, got, ok, tt.want)
		}
		checkPath(t, g, cost, []Cell{{0, 4}}, r.Path(tt.c), tt.c, got)
	}
	// A nil cost counts steps.
	if d, _ := Range(g, Cell{0, 0}, -1, nil).Cost(Cell{3, 4}); d != 7 {
		t.Errorf("unit cost to (3,4) = %d, want 7", d)
	}
}

func TestRangeFromSeveralStarts(t *testing.T) {
	g := mustSquare(t, SquareSpec{Cols: 5, Rows: 5, Size: 10})
	starts := []Cell{{0, 0}, {4, 4}, {0, 0}, {9, 9}} // a repeat and an off-board start
	r := RangeFrom(g, starts, -1, nil)
	for y := 0; y < 5; y++ {
		for x := 0; x < 5; x++ {
			c := Cell{x, y}
			want := min(x+y, 8-x-y) // nearer of the two starts
			got, ok := r.Cost(c)
			if !ok || got != want {
				t.Errorf("Cost(%v) = %d,%v, want %d", c, got, ok, want)
			}
			checkPath(t, g, unitCost, starts, r.Path(c), c, want)
		}
	}
	if r := RangeFrom(g, nil, -1, nil); r.Len() != 0 || r.Cells() == nil && len(r.Cells()) != 0 {
		t.Error("no starts reached something")
	}
	var zero *Reach
	if _, ok := zero.Cost(Cell{}); ok || zero.Path(Cell{}) != nil || zero.Len() != 0 || zero.Cells() != nil {
		t.Error("nil Reach reached something")
	}
}

func TestRangeHexMatchesDistance(t *testing.T) {
	for _, s := range allHexSpecs(9, 7, 10) {
		g := mustHex(t, s)
		start := g.FromOffset(4, 3)
		r := Range(g, start, -1, nil)
		for i := 0; i < g.Len(); i++ {
			c := g.Cell(i)
			// The centre hex of a 9×7 map reaches every hex in a straight-ish
			// line without leaving the map, so cost = hex distance.
			if d, ok := r.Cost(c); !ok || d != HexDistance(start, c) {
				t.Errorf("%v: Cost(%v) = %d, want %d", g.Kind(), c, d, HexDistance(start, c))
			}
		}
	}
}

func TestFindPath(t *testing.T) {
	g, cost := forestGrid(t)
	r := Range(g, Cell{0, 0}, -1, cost)
	for i := 0; i < g.Len(); i++ {
		to := g.Cell(i)
		path, total, ok := FindPath(g, Cell{0, 0}, to, cost)
		want, _ := r.Cost(to)
		if !ok || total != want {
			t.Fatalf("FindPath to %v = %d,%v, want %d", to, total, ok, want)
		}
		checkPath(t, g, cost, []Cell{{0, 0}}, path, to, total)
	}
	if p, total, ok := FindPath(g, Cell{3, 3}, Cell{3, 3}, cost); !ok || total != 0 || !equalCells(p, []Cell{{3, 3}}) {
		t.Errorf("FindPath to itself = %v,%d,%v", p, total, ok)
	}
	// Wall (4,4) in: its two neighbours cannot be entered.
	walled := func(from, to Cell) (int, bool) { return 1, to != Cell{3, 4} && to != Cell{4, 3} }
	if p, _, ok := FindPath(g, Cell{0, 0}, Cell{4, 4}, walled); ok || p != nil {
		t.Errorf("FindPath into a walled cell = %v", p)
	}
	if _, _, ok := FindPath(g, Cell{0, 0}, Cell{7, 7}, cost); ok {
		t.Error("FindPath to an off-board cell")
	}
}

func TestTrace(t *testing.T) {
	g := mustSquare(t, SquareSpec{Cols: 5, Rows: 5, Size: 10})
	// A wall down column 2 with a gap at the top:
	//
	//	. . . . .
	//	. . # . .
	//	. . # . .
	//	. . # . .
	//	S . # . T
	step := func(from, to Cell) bool { return to.X != 2 || to.Y == 0 }
	target := func(c Cell) bool { return c == Cell{4, 4} }
	// From (0,4) the line must go up to the gap (2,0): 2+4 steps, and down
	// again to (4,4): 2+4 steps. 12 steps, 13 cells.
	line, ok := Trace(g, Cell{0, 4}, target, step, -1)
	if !ok || len(line) != 13 {
		t.Fatalf("Trace = %v,%v, want 13 cells", line, ok)
	}
	checkPath(t, g, unitCost, []Cell{{0, 4}}, line, Cell{4, 4}, 12)
	for _, c := range line {
		if c.X == 2 && c.Y != 0 {
			t.Errorf("line %v goes through the wall", line)
		}
	}
	if l, ok := Trace(g, Cell{0, 4}, target, step, 12); !ok || len(l) != 13 {
		t.Errorf("maxSteps 12: %v,%v", l, ok)
	}
	if l, ok := Trace(g, Cell{0, 4}, target, step, 11); ok || l != nil {
		t.Errorf("maxSteps 11 found %v", l)
	}
	// Without the wall it is 4 steps straight along the bottom row.
	if l, ok := Trace(g, Cell{0, 4}, target, nil, 4); !ok || !equalCells(l, []Cell{{0, 4}, {1, 4}, {2, 4}, {3, 4}, {4, 4}}) {
		t.Errorf("open trace = %v,%v", l, ok)
	}
	// The nearest of several sources wins: (0,0) is 4 away, (4,4) 12.
	either := func(c Cell) bool { return c == Cell{4, 4} || c == Cell{0, 0} }
	if l, ok := Trace(g, Cell{0, 4}, either, step, -1); !ok || len(l) != 5 || l[4] != (Cell{0, 0}) {
		t.Errorf("two sources: %v,%v", l, ok)
	}
	// A start that is a source is a line of one cell, even with maxSteps 0.
	if l, ok := Trace(g, Cell{4, 4}, target, step, 0); !ok || !equalCells(l, []Cell{{4, 4}}) {
		t.Errorf("start is source: %v,%v", l, ok)
	}
	if _, ok := Trace(g, Cell{3, 4}, target, step, 0); ok {
		t.Error("maxSteps 0 found a neighbour")
	}
	if l, ok := Trace(g, Cell{3, 4}, target, step, 1); !ok || len(l) != 2 {
		t.Errorf("maxSteps 1: %v,%v", l, ok)
	}
	// A one-way step: eastward moves into column 4 are forbidden.
	oneWay := func(from, to Cell) bool { return !(to.X == 4 && from.X == 3) }
	if _, ok := Trace(g, Cell{0, 4}, target, oneWay, -1); ok {
		t.Error("trace crossed a one-way edge the wrong way")
	}
	if l, ok := Trace(g, Cell{4, 0}, func(c Cell) bool { return c == Cell{0, 4} }, oneWay, -1); !ok || len(l) != 9 {
		t.Errorf("one-way trace the allowed way: %v,%v", l, ok)
	}
	if _, ok := Trace(g, Cell{9, 9}, target, nil, -1); ok {
		t.Error("trace from off the board")
	}
}

func TestTraceHex(t *testing.T) {
	g := mustHex(t, HexSpec{Cols: 10, Rows: 10, Size: 10, ShoveOdd: true})
	a, b := g.FromOffset(1, 1), g.FromOffset(8, 6)
	l, ok := Trace(g, a, func(c Cell) bool { return c == b }, nil, -1)
	if !ok || len(l) != HexDistance(a, b)+1 {
		t.Fatalf("Trace = %v, want %d cells", l, HexDistance(a, b)+1)
	}
	checkPath(t, g, unitCost, []Cell{a}, l, b, HexDistance(a, b))
}

// hidden hides a board's dense view, so the algorithms take the path for
// Topology implementations from other packages.
type hidden struct{ Topology }

func TestAlgorithmsOnForeignTopology(t *testing.T) {
	g, cost := forestGrid(t)
	r := Range(hidden{g}, Cell{0, 0}, -1, cost)
	for y := 0; y < 5; y++ {
		for x := 0; x < 5; x++ {
			if d, _ := r.Cost(Cell{x, y}); d != forestCosts[y][x] {
				t.Errorf("Cost(%d,%d) = %d, want %d", x, y, d, forestCosts[y][x])
			}
		}
	}
	if _, total, ok := FindPath(hidden{g}, Cell{0, 0}, Cell{2, 0}, cost); !ok || total != 5 {
		t.Errorf("FindPath total %d", total)
	}
	if l, ok := Trace(hidden{g}, Cell{0, 0}, func(c Cell) bool { return c == Cell{4, 4} }, nil, -1); !ok || len(l) != 9 {
		t.Errorf("Trace = %v", l)
	}
}

func TestAlgorithmsConcurrently(t *testing.T) {
	g := mustHex(t, HexSpec{Cols: 20, Rows: 20, Size: 10})
	gr := testGraph(t)
	var wg sync.WaitGroup
	for i := 0; i < 8; i++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			start := g.FromOffset(i, i)
			r := Range(g, start, -1, nil)
			for j := 0; j < g.Len(); j++ {
				if d, _ := r.Cost(g.Cell(j)); d != HexDistance(start, g.Cell(j)) {
					t.Errorf("concurrent Range wrong at %v", g.Cell(j))
					return
				}
			}
			if gr.Distance(Cell{0, 0}, Cell{3, 0}) != 3 {
				t.Error("concurrent graph distance wrong")
			}
		}()
	}
	wg.Wait()
}
