package board

import "sync"

// dense is a topology flattened for the path algorithms: every cell by dense
// index, and its on-board neighbours as index deltas. Cells of a grid share
// a handful of neighbour patterns (interior, each edge and corner, odd or even
// column...), so each cell only names its pattern: the neighbours of cell u
// are u+delta[k] for k in pattern pat[u], which keeps the memory a search
// walks through small. The boards of this package build theirs once, on
// first use; other Topology implementations get one per call.
type dense struct {
	once  sync.Once
	cells cellTable
	pat   []int32 // pattern of each cell
	poff  []int32 // pattern p's deltas are delta[poff[p]:poff[p+1]]
	delta []int32
}

// cellTable maps dense indexes to cells, stored as int32 pairs to halve the
// memory the searches walk through (board coordinates are far smaller).
type cellTable []cell32

type cell32 struct{ x, y int32 }

func (t cellTable) at(i int32) Cell { return Cell{int(t[i].x), int(t[i].y)} }

// denser is implemented by this package's boards.
type denser interface{ denseView() *dense }

// viewOf is the dense view of t.
func viewOf(t Topology) *dense {
	if d, ok := t.(denser); ok {
		return d.denseView()
	}
	d := new(dense)
	d.fill(t)
	return d
}

// get fills d from t on first use and returns it.
func (d *dense) get(t Topology) *dense {
	d.once.Do(func() { d.fill(t) })
	return d
}

func (d *dense) fill(t Topology) {
	n := t.Len()
	d.cells = make(cellTable, n)
	d.pat = make([]int32, n)
	d.poff = []int32{0}
	patterns := make(map[string]int32)
	var buf []Cell
	var deltas []int32
	var key []byte
	for i := 0; i < n; i++ {
		c := t.Cell(i)
		d.cells[i] = cell32{int32(c.X), int32(c.Y)}
		buf = t.Neighbors(c, buf[:0])
		deltas, key = deltas[:0], key[:0]
		for _, x := range buf {
			if j := t.Index(x); j >= 0 && j != i {
				dv := int32(j - i)
				deltas = append(deltas, dv)
				key = append(key, byte(dv), byte(dv>>8), byte(dv>>16), byte(dv>>24))
			}
		}
		p, ok := patterns[string(key)]
		if !ok {
			p = int32(len(d.poff) - 1)
			patterns[string(key)] = p
			d.delta = append(d.delta, deltas...)
			d.poff = append(d.poff, int32(len(d.delta)))
		}
		d.pat[i] = p
	}
}

// adj is the neighbour deltas of cell u.
func (d *dense) adj(u int32) []int32 {
	p := d.pat[u]
	return d.delta[d.poff[p]:d.poff[p+1]]
}

// maxCells bounds the size of a grid (indexes are int32 inside).
const maxCells = 1 << 26

// scratch is per-call working memory of the algorithms, pooled.
type scratch struct {
	pq    queue
	dist  []int32
	prev  []int32
	queue []int32
}

var scratchPool = sync.Pool{New: func() any { return new(scratch) }}

func getScratch() *scratch  { return scratchPool.Get().(*scratch) }
func putScratch(s *scratch) { scratchPool.Put(s) }

// sized returns s resized to n, reallocating only when it is too small.
func sized[T any](s []T, n int) []T {
	if cap(s) < n {
		return make([]T, n)
	}
	return s[:n]
}
