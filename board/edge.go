package board

import (
	"slices"
	"sort"
)

// Edge is the side shared by two adjacent cells (a hexside, a square's edge,
// a graph connection). A is always the smaller cell, so Edge values compare
// equal whichever way round they were made.
type Edge struct{ A, B Cell }

// EdgeOf makes the edge between a and b in canonical order: A is the cell
// with the smaller X, or the smaller Y when the Xs are equal.
func EdgeOf(a, b Cell) Edge {
	if cellLess(b, a) {
		a, b = b, a
	}
	return Edge{a, b}
}

func cellLess(a, b Cell) bool { return a.X < b.X || (a.X == b.X && a.Y < b.Y) }

func edgeLess(e, f Edge) bool {
	if e.A != f.A {
		return cellLess(e.A, f.A)
	}
	return cellLess(e.B, f.B)
}

// EdgeFeatures records named features on edges (river, all-sea, impassable,
// rail...). The zero value is empty and ready to use. It is not safe for
// concurrent writes.
type EdgeFeatures struct {
	m map[Edge][]string // features of each edge, sorted, no duplicates
}

// Add puts feature on the edge between a and b (once: adding it again does
// nothing).
func (f *EdgeFeatures) Add(a, b Cell, feature string) {
	e := EdgeOf(a, b)
	list := f.m[e]
	i, found := slices.BinarySearch(list, feature)
	if found {
		return
	}
	if f.m == nil {
		f.m = make(map[Edge][]string)
	}
	f.m[e] = slices.Insert(list, i, feature)
}

// Remove takes feature off the edge between a and b, if it is there.
func (f *EdgeFeatures) Remove(a, b Cell, feature string) {
	e := EdgeOf(a, b)
	list := f.m[e]
	i, found := slices.BinarySearch(list, feature)
	if !found {
		return
	}
	if len(list) == 1 {
		delete(f.m, e)
		return
	}
	f.m[e] = slices.Delete(slices.Clone(list), i, i+1)
}

// Has reports whether the edge between a and b carries feature.
func (f *EdgeFeatures) Has(a, b Cell, feature string) bool {
	if f == nil {
		return false
	}
	_, found := slices.BinarySearch(f.m[EdgeOf(a, b)], feature)
	return found
}

// Of lists the features of the edge between a and b, sorted (nil when none).
// The slice is the caller's.
func (f *EdgeFeatures) Of(a, b Cell) []string {
	if f == nil {
		return nil
	}
	return slices.Clone(f.m[EdgeOf(a, b)])
}

// Len is the number of edges that carry at least one feature.
func (f *EdgeFeatures) Len() int {
	if f == nil {
		return 0
	}
	return len(f.m)
}

// Each calls fn for every edge with its features, in a stable order: edges
// sorted by A then B (each by X then Y), features sorted. fn must not keep or
// change the features slice.
func (f *EdgeFeatures) Each(fn func(e Edge, features []string)) {
	if f == nil {
		return
	}
	edges := make([]Edge, 0, len(f.m))
	for e := range f.m {
		edges = append(edges, e)
	}
	sort.Slice(edges, func(i, j int) bool { return edgeLess(edges[i], edges[j]) })
	for _, e := range edges {
		fn(e, f.m[e])
	}
}
