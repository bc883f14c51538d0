package maps

import (
	"strings"

	"sandtable/board"
	"sandtable/internal/tomlfile"
)

// defaultEdgeWidth is the line width of an edge feature without one.
const defaultEdgeWidth = 4

func (b *builder) edgeTypes() {
	d, f, m := b.doc, b.f, b.m
	ids := d.NewIDs()
	for _, id := range sortedIDs(d, "edge_feature", f.EdgeFeature) {
		fe := f.EdgeFeature[id]
		path := tomlfile.Join("edge_feature", id)
		if d.CheckID(path, id) {
			ids.Add(path, id, path)
		}
		e := &EdgeType{ID: id, Name: fe.Name, Width: defaultEdgeWidth, Style: "line",
			MoveCost: fe.MoveCost, Impassable: fe.Impassable}
		if e.Name == "" {
			e.Name = id
		}
		e.Color = d.Color(tomlfile.Join(path, "color"), fe.Color, defaultEdge)
		if fe.Width != nil {
			e.Width = *fe.Width
			if !d.CheckFinite(tomlfile.Join(path, "width"), e.Width) || e.Width <= 0 || e.Width > 100 {
				d.Report(tomlfile.Join(path, "width"), "must be a number of pixels between 0 and 100, got %v", e.Width)
			}
		}
		if fe.Style != "" && d.CheckOneOf(tomlfile.Join(path, "style"), fe.Style, EdgeStyles) {
			e.Style = fe.Style
		}
		if e.MoveCost < 0 {
			d.Report(tomlfile.Join(path, "move_cost"), "must not be negative, got %d", e.MoveCost)
		}
		m.EdgeTypes = append(m.EdgeTypes, e)
	}
}

// edges puts [[edge]] features and graph connection kinds and features on
// the board's edges.
func (b *builder) edges() {
	d, f, m := b.doc, b.f, b.m
	for i, fe := range f.Edges {
		path := tomlfile.Index("edge", i)
		if fe.Feature == "" {
			d.Report(tomlfile.Join(path, "feature"), "missing")
		} else if m.EdgeType(fe.Feature) == nil {
			d.Report(tomlfile.Join(path, "feature"), "no edge feature %q is declared (add [edge_feature.%s])", fe.Feature, fe.Feature)
		}
		if len(fe.Between) == 0 {
			d.Report(tomlfile.Join(path, "between"), "missing; list edges as \"0304/0404\"")
		}
		for j, s := range fe.Between {
			bp := tomlfile.Index(tomlfile.Join(path, "between"), j)
			x, y, ok := strings.Cut(s, "/")
			if !ok {
				d.Report(bp, "%q is not an edge; write the two cells as \"0304/0404\"", s)
				continue
			}
			ca, okA := b.cell(bp, strings.TrimSpace(x))
			cb, okB := b.cell(bp, strings.TrimSpace(y))
			if !okA || !okB {
				continue
			}
			if !m.Topology.Adjacent(ca, cb) {
				d.Report(bp, "cells %s and %s are not adjacent", m.Label(ca), m.Label(cb))
				continue
			}
			if fe.Feature != "" {
				m.Edges.Add(ca, cb, fe.Feature)
			}
		}
	}
	for i, fc := range f.Connections {
		path := tomlfile.Index("connection", i)
		ca, errA := m.Topology.Parse(fc.A)
		cb, errB := m.Topology.Parse(fc.B)
		if errA != nil || errB != nil {
			continue // reported while building the graph
		}
		if fc.Kind != "" {
			m.Edges.Add(ca, cb, fc.Kind)
		}
		for j, ft := range fc.Features {
			if m.EdgeType(ft) == nil {
				d.Report(tomlfile.Index(tomlfile.Join(path, "features"), j), "no edge feature %q is declared", ft)
				continue
			}
			m.Edges.Add(ca, cb, ft)
		}
	}
	if m.Kind() != board.Graph && len(f.Connections) > 0 {
		d.Report("connection", "only graph maps have [[connection]]; use [[edge]] on grids")
	}
	if m.Kind() != board.Graph && len(f.Spaces) > 0 {
		d.Report("space", "only graph maps have [[space]]")
	}
}
