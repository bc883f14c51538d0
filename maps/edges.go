package maps

import (
	"image/color"
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
		e := &EdgeType{ID: id, Name: fe.Name, MoveCost: fe.MoveCost, Impassable: fe.Impassable}
		if e.Name == "" {
			e.Name = id
		}
		e.Color, e.Width, e.Style = lineLook(d, path, fe.Color, fe.Width, fe.Style, defaultEdge, EdgeStyles)
		if e.MoveCost < 0 {
			d.Report(tomlfile.Join(path, "move_cost"), "must not be negative, got %d", e.MoveCost)
		}
		m.EdgeTypes = append(m.EdgeTypes, e)
	}
}

// lineLook checks how the type at path (an edge feature, a road type) is
// drawn: its color, width (defaultEdgeWidth when nil) and style (one of
// styles; "line" when empty).
func lineLook(d *tomlfile.Doc, path, col string, width *float64, style string, def color.RGBA, styles []string) (color.RGBA, float64, string) {
	c, w, st := d.Color(tomlfile.Join(path, "color"), col, def), float64(defaultEdgeWidth), "line"
	if width != nil {
		w = *width
		if !d.CheckFinite(tomlfile.Join(path, "width"), w) || w <= 0 || w > 100 {
			d.Report(tomlfile.Join(path, "width"), "must be a number of pixels between 0 and 100, got %v", w)
		}
	}
	if style != "" && d.CheckOneOf(tomlfile.Join(path, "style"), style, styles) {
		st = style
	}
	return c, w, st
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
