package maps

import (
	"strings"

	"sandtable/board"
	"sandtable/internal/tomlfile"
)

// Area maps: graph maps whose spaces are outlines (territories, sea
// zones), with named values (IPC, victory points) and, when the grid says
// adjacency = "borders", neighbours by their shared borders.

// Limits of area maps, far above what a real map needs.
const (
	// MaxPolygonCorners bounds the corners of one space's polygon.
	MaxPolygonCorners = 500
	// MaxBorderCorners bounds the corners of all the polygons of a map
	// whose adjacency comes from borders (each pair of areas that may
	// meet is compared side by side).
	MaxBorderCorners = 10_000
	// MaxValueTypes bounds a map's [value.ID] tables.
	MaxValueTypes = 32
	// MaxValue bounds a space's values, either side of 0.
	MaxValue = 1_000_000
	// nearMiss is how far, in pixels, a corner may lie off a neighbour's
	// border and still be taken for a border meant to be shared (and
	// reported): beyond it areas are apart on purpose.
	nearMiss = 1.0
)

// Adjacencies are the values of grid.adjacency: a graph map's spaces are
// neighbours by its [[connection]]s alone, or also by shared borders.
var Adjacencies = []string{"connections", "borders"}

// ValueType is a named value of a graph map's spaces ([value.ID]).
type ValueType struct {
	ID   string
	Name string
	Show bool // drawn on the map, in each space that has it
}

// ValueType is the value type id, nil when none.
func (m *Map) ValueType(id string) *ValueType {
	for _, v := range m.ValueTypes {
		if v.ID == id {
			return v
		}
	}
	return nil
}

// Value is space c's value id, and whether c has one.
func (m *Map) Value(c board.Cell, id string) (int, bool) {
	v, ok := m.values[m.Topology.Index(c)][id]
	return v, ok
}

// SharesBorder reports whether areas a and b are neighbours by a shared
// border (on a map with adjacency = "borders"): the map draws no line
// between them.
func (m *Map) SharesBorder(a, b board.Cell) bool {
	i, j := m.Topology.Index(a), m.Topology.Index(b)
	return m.borders[[2]int{min(i, j), max(i, j)}]
}

// valueTypes reads the [value.ID] tables.
func (b *builder) valueTypes() {
	d, f, m := b.doc, b.f, b.m
	if len(f.Values) == 0 {
		return
	}
	if f.Grid.Kind != "graph" {
		d.Report("value", "only graph maps' spaces carry values")
		return
	}
	if len(f.Values) > MaxValueTypes {
		d.Report("value", "%d value types is too many (limit %d)", len(f.Values), MaxValueTypes)
		return
	}
	for _, id := range sortedIDs(d, "value", f.Values) {
		fv := f.Values[id]
		path := tomlfile.Join("value", id)
		d.CheckID(path, id)
		v := &ValueType{ID: id, Name: fv.Name, Show: fv.Show}
		if v.Name == "" {
			v.Name = id
		}
		m.ValueTypes = append(m.ValueTypes, v)
	}
}

// spaceValues checks space i's values (at path) against the declared
// value types and keeps them.
func (b *builder) spaceValues(path string, i int, vals map[string]int) bool {
	if len(vals) == 0 {
		return true
	}
	d, m := b.doc, b.m
	ok := true
	for _, id := range sortedIDs(d, tomlfile.Join(path, "values"), vals) {
		p := tomlfile.Join(tomlfile.Join(path, "values"), id)
		v := vals[id]
		switch {
		case m.ValueType(id) == nil:
			d.Report(p, "no value %q is declared (declare it in a [value.%s] table)", id, id)
			ok = false
			continue
		case v < -MaxValue || v > MaxValue:
			d.Report(p, "must be within ±%d, got %d", MaxValue, v)
			ok = false
			continue
		}
		if m.values == nil {
			m.values = map[int]map[string]int{}
		}
		if m.values[i] == nil {
			m.values[i] = map[string]int{}
		}
		m.values[i][id] = v
	}
	return ok
}

// borderAdjacency adds to spec a connection between every two areas that
// share a border, when grid.adjacency is "borders"; it reports borders
// that nearly meet and connections that add nothing. False when the map
// cannot be built.
func (b *builder) borderAdjacency(spec *board.GraphSpec) bool {
	d, f := b.doc, b.f
	switch f.Grid.Adjacency {
	case "", "connections":
		return true
	case "borders":
	default:
		d.CheckOneOf("grid.adjacency", f.Grid.Adjacency, Adjacencies)
		return false
	}
	polys := make([][]board.Point, len(spec.Spaces))
	corners := 0
	for i, sp := range spec.Spaces {
		polys[i] = sp.Polygon
		corners += len(sp.Polygon)
	}
	if corners > MaxBorderCorners {
		d.Report("grid.adjacency", "the areas have %d corners in all, more than the %d a map with adjacency from borders may have", corners, MaxBorderCorners)
		return false
	}
	ok := true
	pairs := board.BorderPairs(polys)
	b.m.borders = make(map[[2]int]bool, len(pairs))
	for _, p := range pairs {
		b.m.borders[p] = true
		spec.Connections = append(spec.Connections, board.Connection{A: spec.Spaces[p[0]].ID, B: spec.Spaces[p[1]].ID})
	}
	ok = b.nearMisses(polys) && ok
	index := map[string]int{}
	for i, sp := range spec.Spaces {
		index[strings.ToLower(sp.ID)] = i
	}
	for k, fc := range f.Connections {
		i, iok := index[strings.ToLower(fc.A)]
		j, jok := index[strings.ToLower(fc.B)]
		if iok && jok && fc.Kind == "" && len(fc.Features) == 0 && b.m.borders[[2]int{min(i, j), max(i, j)}] {
			d.Report(tomlfile.Index("connection", k), "%s and %s share a border, which makes them neighbours on a map with adjacency = \"borders\": this connection adds nothing (remove it, or give it a kind)", spec.Spaces[i].ID, spec.Spaces[j].ID)
			ok = false
		}
	}
	return ok
}

// nearMisses reports every corner of an area that lies within nearMiss
// of another area's border without being on it: a border meant to be
// shared that is not, so the two are not neighbours.
func (b *builder) nearMisses(polys [][]board.Point) bool {
	ok := true
	for i, a := range polys {
		if len(a) < 3 {
			continue
		}
		ba := board.PolygonBounds(a)
		for j, o := range polys {
			if i == j || len(o) < 3 {
				continue
			}
			bo := board.PolygonBounds(o)
			if ba.Max.X+nearMiss < bo.Min.X || bo.Max.X+nearMiss < ba.Min.X || ba.Max.Y+nearMiss < bo.Min.Y || bo.Max.Y+nearMiss < ba.Min.Y {
				continue
			}
			for k, c := range a {
				if c.X < bo.Min.X-nearMiss || c.X > bo.Max.X+nearMiss || c.Y < bo.Min.Y-nearMiss || c.Y > bo.Max.Y+nearMiss {
					continue
				}
				if dist := nearestSide(c, o); dist > board.BorderTolerance && dist <= nearMiss {
					b.doc.Report(tomlfile.Index(tomlfile.Join(tomlfile.Index("space", i), "polygon"), k),
						"corner [%v, %v] is %.2g pixels off the border of %s: borders that nearly meet are not shared (move it onto the border; the designer snaps it)",
						c.X, c.Y, dist, b.f.Spaces[j].ID)
					ok = false
				}
			}
		}
	}
	return ok
}

// nearestSide is the distance from c to the nearest side of poly, or more
// than nearMiss when no side comes within nearMiss (those sides are not
// measured).
func nearestSide(c board.Point, poly []board.Point) float64 {
	best := 2 * nearMiss
	for i := range poly {
		a, b := poly[i], poly[(i+1)%len(poly)]
		if c.X < min(a.X, b.X)-nearMiss || c.X > max(a.X, b.X)+nearMiss || c.Y < min(a.Y, b.Y)-nearMiss || c.Y > max(a.Y, b.Y)+nearMiss {
			continue
		}
		if _, d, _ := board.NearestOnPolygon(c, []board.Point{a, b}); d < best {
			best = d
		}
	}
	return best
}
