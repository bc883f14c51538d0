package design

import (
	"fmt"
	"strings"

	"sandtable/board"
	"sandtable/internal/tomlfile"
	"sandtable/maps"
)

// RoadTypeSpec is a map's road type, a [road_type.ID] table: road,
// track, railway...
type RoadTypeSpec maps.FileRoadType

// Text is the road type's canonical [road_type.ID] table.
func (r RoadTypeSpec) Text() string {
	var width, cost any
	if r.Width != nil {
		width = *r.Width
	}
	if r.MoveCost != nil {
		cost = *r.MoveCost
	}
	return WriteTable(tomlfile.Join("road_type", r.ID), false, []KV{{"name", r.Name, false}, {"color", r.Color, false},
		{"width", width, r.Width != nil}, {"style", r.Style, false}, {"move_cost", cost, r.MoveCost != nil},
		{"bridges", r.Bridges, false}})
}

// RoadSpec is a map's [[road]]: a road of a type through a path of cells.
type RoadSpec maps.FileRoad

// Text is the road's canonical [[road]] item.
func (r RoadSpec) Text() string {
	return WriteTable("road", true, []KV{{"type", r.Type, false}, {"path", r.Path, false}})
}

// AddRoadType adds road type r (after the last [road_type.*] table, else
// after the edge features or the terrain types).
func (f *File) AddRoadType(r RoadTypeSpec) error {
	if f.Find(Table, tomlfile.Join("road_type", r.ID)) >= 0 {
		return fmt.Errorf("design: the map already has road type %q", r.ID)
	}
	tx := f.begin("add road type " + r.ID)
	tx.insert(f.afterLast(Table, "road_type", "edge_feature", "terrain_at", "terrain", "grid.labels", "grid"), withGap(r.Text()))
	return tx.commit()
}

// linkKey names the link between cells a and b (labels) the same way
// round and however the labels are written: by the cells of the map as
// last checked good, else by the labels ignoring case.
func (f *File) linkKey(a, b string) string {
	if f.good != nil {
		ca, errA := f.good.Cell(strings.TrimSpace(a))
		cb, errB := f.good.Cell(strings.TrimSpace(b))
		if errA == nil && errB == nil {
			e := board.EdgeOf(ca, cb)
			return fmt.Sprint(e.A, e.B)
		}
	}
	a, b = strings.ToLower(strings.TrimSpace(a)), strings.ToLower(strings.TrimSpace(b))
	if b < a {
		a, b = b, a
	}
	return a + "/" + b
}

// roads are the file's [[road]] items with their entry index.
func (f *File) roads() (idx []int, roads []maps.FileRoad) {
	for _, i := range f.Items("road") {
		var r maps.FileRoad
		if decodeEntry(f.entries[i], &r) == nil {
			idx, roads = append(idx, i), append(roads, r)
		}
	}
	return idx, roads
}

// DrawRoad lays a road of type typ along path (cell labels, each adjacent
// to the one before: a drag stroke's cells) as ONE edit: the links of the
// path that no road of that type has yet become [[road]] items, one for
// each unbroken run of them, after the last [[road]]. A path that adds no
// link is no edit.
func (f *File) DrawRoad(typ string, path []string) error {
	if typ == "" {
		return fmt.Errorf("design: a road needs a road type")
	}
	if err := f.checkRoadPath(path); err != nil {
		return err
	}
	have := map[string]bool{}
	_, roads := f.roads()
	for _, r := range roads {
		if r.Type != typ {
			continue
		}
		for j := 1; j < len(r.Path); j++ {
			have[f.linkKey(r.Path[j-1], r.Path[j])] = true
		}
	}
	var runs [][]string
	var run []string
	for j := 1; j < len(path); j++ {
		k := f.linkKey(path[j-1], path[j])
		if have[k] {
			if len(run) >= 2 {
				runs = append(runs, run)
			}
			run = nil
			continue
		}
		have[k] = true // a stroke that comes back over itself adds a link once
		if len(run) == 0 {
			run = []string{path[j-1]}
		}
		run = append(run, path[j])
	}
	if len(run) >= 2 {
		runs = append(runs, run)
	}
	tx := f.begin(fmt.Sprintf("draw %s %s-%s", typ, path[0], path[len(path)-1]))
	for _, r := range runs {
		tx.insert(f.afterLast(ArrayItem, "road", "road_type", "edge", "edge_feature", "terrain_at", "terrain", "grid.labels", "grid"),
			withGap(RoadSpec{Type: typ, Path: r}.Text()))
	}
	return tx.commit()
}

// checkRoadPath refuses a path of fewer than two cells or with a cell not
// adjacent to the one before, on the map as last checked good.
func (f *File) checkRoadPath(path []string) error {
	if len(path) < 2 {
		return fmt.Errorf("design: a road needs at least two cells, got %d", len(path))
	}
	if f.good == nil {
		return nil
	}
	for j := 1; j < len(path); j++ {
		a, errA := f.good.Cell(path[j-1])
		b, errB := f.good.Cell(path[j])
		if errA != nil || errB != nil || !f.good.Topology.Adjacent(a, b) {
			return fmt.Errorf("design: %s and %s are not neighbouring cells of the map", path[j-1], path[j])
		}
	}
	return nil
}

// EraseRoads takes the links between consecutive cells of path off every
// road of type typ (of any type when typ is "") as ONE edit: a road
// broken by it becomes a [[road]] for each piece left (the first keeps
// its entry, comments and all), a road left with no link goes. A path
// that erases nothing is no edit.
func (f *File) EraseRoads(typ string, path []string) error {
	gone := map[string]bool{}
	for j := 1; j < len(path); j++ {
		gone[f.linkKey(path[j-1], path[j])] = true
	}
	what := typ
	if what == "" {
		what = "roads"
	}
	tx := f.begin(fmt.Sprintf("erase %s %s-%s", what, firstCell(path), lastCell(path)))
	idx, roads := f.roads()
	for k := len(idx) - 1; k >= 0; k-- { // the last first: inserting after one leaves the others' places
		i, r := idx[k], roads[k]
		if typ != "" && r.Type != typ {
			continue
		}
		var pieces [][]string
		var piece []string
		cut := false
		for j := range r.Path {
			if j > 0 && gone[f.linkKey(r.Path[j-1], r.Path[j])] {
				cut = true
				if len(piece) >= 2 {
					pieces = append(pieces, piece)
				}
				piece = nil
			}
			piece = append(piece, r.Path[j])
		}
		if !cut {
			continue
		}
		if len(piece) >= 2 {
			pieces = append(pieces, piece)
		}
		if len(pieces) == 0 {
			tx.remove(i)
			continue
		}
		tx.setSpec(i, RoadSpec{Type: r.Type, Path: pieces[0]})
		_, end := f.Span(i)
		for n, p := range pieces[1:] {
			tx.insert(end+n, withGap(RoadSpec{Type: r.Type, Path: p}.Text()))
		}
	}
	return tx.commit()
}

func firstCell(s []string) string {
	if len(s) == 0 {
		return ""
	}
	return s[0]
}

func lastCell(s []string) string {
	if len(s) == 0 {
		return ""
	}
	return s[len(s)-1]
}
