package maps

import (
	"strings"

	"sandtable/board"
	"sandtable/internal/tomlfile"
)

// graph builds a graph board from [[space]] and [[connection]]; false when
// it cannot be built.
func (b *builder) graph() bool {
	d, f := b.doc, b.f
	if len(f.Spaces) == 0 {
		d.Report("space", "missing; a graph map needs [[space]] entries")
		return false
	}
	if len(f.Spaces) > MaxCells {
		d.Report("space", "%d spaces is more than the limit of %d", len(f.Spaces), MaxCells)
		return false
	}
	ok := true
	spec := board.GraphSpec{Spaces: make([]board.Space, 0, len(f.Spaces))}
	ids := map[string]int{}
	for i, fs := range f.Spaces {
		path := tomlfile.Index("space", i)
		idPath := tomlfile.Join(path, "id")
		switch {
		case fs.ID == "":
			d.Report(idPath, "missing")
			ok = false
		case strings.TrimSpace(fs.ID) != fs.ID || strings.ContainsAny(fs.ID, "/\t\n\r"):
			d.Report(idPath, "%q must not begin or end with spaces or contain '/'", fs.ID)
			ok = false
		case len(fs.ID) > 64:
			d.Report(idPath, "is longer than 64 bytes")
			ok = false
		}
		if j, dup := ids[strings.ToLower(fs.ID)]; dup && fs.ID != "" {
			d.Report(idPath, "%q is also the id of space[%d] (ids must differ in more than case)", fs.ID, j)
			ok = false
		}
		ids[strings.ToLower(fs.ID)] = i
		sp := board.Space{ID: fs.ID, Name: fs.Name, Pos: board.Point{X: fs.X, Y: fs.Y}, Radius: fs.Radius}
		if sp.Name == "" {
			sp.Name = fs.ID
		}
		for _, k := range []string{"x", "y"} {
			if !d.Has(tomlfile.Join(path, k)) {
				d.Report(tomlfile.Join(path, k), "missing")
				ok = false
			}
		}
		ok = checkCoord(d, tomlfile.Join(path, "x"), fs.X) && ok
		ok = checkCoord(d, tomlfile.Join(path, "y"), fs.Y) && ok
		if !d.CheckFinite(tomlfile.Join(path, "radius"), fs.Radius) || fs.Radius < 0 || fs.Radius > MaxCoord {
			d.Report(tomlfile.Join(path, "radius"), "must be a number of pixels from 0 to %d, got %v", int(MaxCoord), fs.Radius)
			ok = false
		}
		if fs.Polygon != nil {
			poly, pok := b.polygon(tomlfile.Join(path, "polygon"), fs.Polygon)
			sp.Polygon, ok = poly, ok && pok
		}
		ok = b.spaceValues(path, i, fs.Values) && ok
		spec.Spaces = append(spec.Spaces, sp)
	}
	for i, fc := range f.Connections {
		path := tomlfile.Index("connection", i)
		for _, end := range []struct{ key, id string }{{"a", fc.A}, {"b", fc.B}} {
			p := tomlfile.Join(path, end.key)
			if end.id == "" {
				d.Report(p, "missing")
				ok = false
			} else if _, found := ids[strings.ToLower(end.id)]; !found {
				d.Report(p, "no space %q on this map", end.id)
				ok = false
			}
		}
		if fc.A != "" && strings.EqualFold(fc.A, fc.B) {
			d.Report(tomlfile.Join(path, "b"), "joins space %q to itself", fc.A)
			ok = false
		}
		spec.Connections = append(spec.Connections, board.Connection{A: spaceID(f, ids, fc.A), B: spaceID(f, ids, fc.B)})
	}
	ok = b.borderAdjacency(&spec) && ok
	if !ok {
		return false
	}
	t, err := board.NewGraph(spec)
	if err != nil {
		d.Report("space", "%s", strings.TrimPrefix(err.Error(), "board: "))
		return false
	}
	b.m.Topology = t
	return true
}

// spaceID returns the exact id of the space named id ignoring case, so that
// connections may spell ids as players do; ids maps lower-case ids to their
// space's index.
func spaceID(f *FileMap, ids map[string]int, id string) string {
	if i, ok := ids[strings.ToLower(id)]; ok {
		return f.Spaces[i].ID
	}
	return id
}

// polygon checks a list of [x, y] corners.
func (b *builder) polygon(path string, pts [][]float64) ([]board.Point, bool) {
	d := b.doc
	if len(pts) < 3 {
		d.Report(path, "needs at least 3 corners, got %d", len(pts))
		return nil, false
	}
	if len(pts) > MaxPolygonCorners {
		d.Report(path, "has %d corners, more than the limit of %d", len(pts), MaxPolygonCorners)
		return nil, false
	}
	out := make([]board.Point, 0, len(pts))
	ok := true
	for i, p := range pts {
		pp := tomlfile.Index(path, i)
		if len(p) != 2 {
			d.Report(pp, "a corner is [x, y], got %d numbers", len(p))
			ok = false
			continue
		}
		if !checkCoord(d, pp, p[0]) || !checkCoord(d, pp, p[1]) {
			ok = false
			continue
		}
		out = append(out, board.Point{X: p[0], Y: p[1]})
	}
	if ok && board.SelfCrossing(out) {
		d.Report(path, "crosses or touches itself; an outline must go round its area once")
		ok = false
	}
	return out, ok
}
