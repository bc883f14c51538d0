package maps

import (
	"sandtable/board"
	"sandtable/internal/tomlfile"
)

// roadTypes checks the [road_type.ID] tables.
func (b *builder) roadTypes() {
	d, f, m := b.doc, b.f, b.m
	ids := d.NewIDs()
	for _, id := range sortedIDs(d, "road_type", f.RoadType) {
		fr := f.RoadType[id]
		path := tomlfile.Join("road_type", id)
		if d.CheckID(path, id) {
			ids.Add(path, id, path)
		}
		r := &RoadType{ID: id, Name: fr.Name, MoveCost: -1}
		if r.Name == "" {
			r.Name = id
		}
		r.Color, r.Width, r.Style = lineLook(d, path, fr.Color, fr.Width, fr.Style, defaultRoad, RoadStyles)
		if fr.MoveCost != nil {
			r.MoveCost = *fr.MoveCost
			if r.MoveCost < 0 || r.MoveCost > maxRoadCost {
				d.Report(tomlfile.Join(path, "move_cost"), "must be a whole number from 0 to %d, got %d", maxRoadCost, r.MoveCost)
				r.MoveCost = -1
			}
		}
		for j, e := range fr.Bridges {
			if m.EdgeType(e) == nil {
				d.Report(tomlfile.Index(tomlfile.Join(path, "bridges"), j), "no edge feature %q is declared (add [edge_feature.%s])", e, e)
				continue
			}
			r.Bridges = append(r.Bridges, e)
		}
		m.RoadTypes = append(m.RoadTypes, r)
	}
}

// maxRoadCost bounds a road type's move cost.
const maxRoadCost = 1000

// roads checks the [[road]] paths and records their links.
func (b *builder) roads() {
	d, f, m := b.doc, b.f, b.m
	for i, fr := range f.Roads {
		path := tomlfile.Index("road", i)
		rt := m.RoadType(fr.Type)
		if fr.Type == "" {
			d.Report(tomlfile.Join(path, "type"), "missing; name a road type (add [road_type.road])")
		} else if rt == nil {
			d.Report(tomlfile.Join(path, "type"), "no road type %q is declared (add [road_type.%s])", fr.Type, fr.Type)
		}
		pp := tomlfile.Join(path, "path")
		if len(fr.Path) < 2 {
			d.Report(pp, "needs at least two cells, each adjacent to the one before, got %d", len(fr.Path))
			continue
		}
		cells := make([]board.Cell, len(fr.Path))
		parsed := make([]bool, len(fr.Path))
		ok := true
		for j, l := range fr.Path {
			c, good := b.cell(tomlfile.Index(pp, j), l)
			cells[j], parsed[j] = c, good
			if !good {
				ok = false
				continue
			}
			if j > 0 && parsed[j-1] && !m.Topology.Adjacent(cells[j-1], c) {
				d.Report(tomlfile.Index(pp, j), "cell %s is not adjacent to %s before it; a road goes from a cell to a neighbour", m.Label(c), m.Label(cells[j-1]))
				ok = false
			}
		}
		if !ok || rt == nil {
			continue
		}
		for j := 1; j < len(cells); j++ {
			m.RoadLinks.Add(cells[j-1], cells[j], rt.ID)
		}
		m.Roads = append(m.Roads, &Road{Type: rt, Path: cells, Index: i})
	}
}
