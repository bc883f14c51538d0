package board

import "testing"

// cellCost is a step cost of 1-3 by a hash of the cell, or 0 (impassable)
// for about one cell in ten.
func cellCost(c Cell) int {
	h := uint32(c.X)*73856093 ^ uint32(c.Y)*19349663
	h ^= h >> 13
	h *= 0x5bd1e995
	h ^= h >> 15
	if h%10 == 0 {
		return 0
	}
	return 1 + int(h%3)
}

// hashCost is the cost of entering a cell, from its hash.
func hashCost(_, to Cell) (int, bool) {
	c := cellCost(to)
	return c, c > 0
}

// lookupCost reads the same costs from a slice by dense index, through
// Index, as a rules module keeping terrain per cell would.
func lookupCost(g Topology) CostFunc {
	costs := make([]int, g.Len())
	for i := range costs {
		costs[i] = cellCost(g.Cell(i))
	}
	return func(_, to Cell) (int, bool) {
		c := costs[g.Index(to)]
		return c, c > 0
	}
}

func benchHex(b *testing.B) OffsetGrid {
	g, err := NewHex(HexSpec{Cols: 100, Rows: 100, Size: 20, ShoveOdd: true})
	if err != nil {
		b.Fatal(err)
	}
	return g.(OffsetGrid)
}

// benchRange times an unlimited range from the middle of g.
func benchRange(b *testing.B, g OffsetGrid, budget int, cost CostFunc) {
	start := g.FromOffset(g.Cols()/2, g.Rows()/2)
	r := Range(g, start, budget, cost) // also builds the dense view
	if budget < 0 && r.Len() < g.Len()*3/4 {
		b.Fatalf("reached only %d cells", r.Len())
	}
	b.ReportAllocs()
	b.ResetTimer()
	for b.Loop() {
		Range(g, start, budget, cost)
	}
}

// BenchmarkRange is an unlimited range over a 100×100 hex map (about 9,000
// of the 10,000 cells are reachable).
func BenchmarkRange(b *testing.B) { benchRange(b, benchHex(b), -1, hashCost) }

// BenchmarkRangeLookup is BenchmarkRange with the costs read through Index.
func BenchmarkRangeLookup(b *testing.B) {
	g := benchHex(b)
	benchRange(b, g, -1, lookupCost(g))
}

// BenchmarkRangeBudget is a typical movement allowance of 12 points.
func BenchmarkRangeBudget(b *testing.B) { benchRange(b, benchHex(b), 12, hashCost) }

// BenchmarkRangeSquare8 is an unlimited range over a 100×100 8-neighbour
// square map.
func BenchmarkRangeSquare8(b *testing.B) {
	g, err := NewSquare(SquareSpec{Cols: 100, Rows: 100, Size: 20, Diagonals: true})
	if err != nil {
		b.Fatal(err)
	}
	benchRange(b, g.(OffsetGrid), -1, hashCost)
}

// passable is the first passable cell from offset (col,row) along its row,
// going by step columns.
func passable(g OffsetGrid, col, row, step int) Cell {
	for cellCost(g.FromOffset(col, row)) == 0 {
		col += step
	}
	return g.FromOffset(col, row)
}

// benchTrace times a trace from the top-left corner of the 100×100 hex map to
// source, stepping only onto passable cells.
func benchTrace(b *testing.B, source func(Cell) bool, want bool) {
	g := benchHex(b)
	start := passable(g, 0, 0, 1)
	step := func(_, to Cell) bool { return cellCost(to) > 0 }
	if _, ok := Trace(g, start, source, step, -1); ok != want {
		b.Fatalf("trace found a line: %v", ok)
	}
	b.ReportAllocs()
	b.ResetTimer()
	for b.Loop() {
		Trace(g, start, source, step, -1)
	}
}

// BenchmarkTrace traces across the whole map to the far corner.
func BenchmarkTrace(b *testing.B) {
	goal := passable(benchHex(b), 99, 99, -1)
	benchTrace(b, func(c Cell) bool { return c == goal }, true)
}

// BenchmarkTraceNone searches the whole map for a source that is not there.
func BenchmarkTraceNone(b *testing.B) { benchTrace(b, func(Cell) bool { return false }, false) }

// BenchmarkFindPath is a corner-to-corner cheapest path on the hex map.
func BenchmarkFindPath(b *testing.B) {
	g := benchHex(b)
	from, to := passable(g, 0, 0, 1), passable(g, 99, 99, -1)
	b.ReportAllocs()
	for b.Loop() {
		if _, _, ok := FindPath(g, from, to, hashCost); !ok {
			b.Fatal("no path")
		}
	}
}
