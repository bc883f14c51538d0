package design

import (
	"sandtable/internal/tomlfile"
	"sandtable/maps"
)

// TerrainSpec is a map's terrain type as a [terrain.ID] table writes it:
// the map loader's own struct (maps.FileTerrain), so the keys the designer
// edits are the keys the loader reads. The other XxxSpec types are the
// loaders' structs in the same way.
type TerrainSpec maps.FileTerrain

// Text is the terrain type's canonical [terrain.ID] table.
func (t TerrainSpec) Text() string {
	return WriteTable(tomlfile.Join("terrain", t.ID), false, []KV{{"name", t.Name, false}, {"color", t.Color, false},
		{"symbol", t.Symbol, false}, {"move_cost", t.MoveCost, false}, {"impassable", t.Impassable, false},
		{"pattern", t.Pattern, false}})
}

// EdgeFeatureSpec is a map's edge feature type, an [edge_feature.ID]
// table: river, all-sea hexside, road, bridge...
type EdgeFeatureSpec maps.FileEdgeFeature

// Text is the edge feature's canonical [edge_feature.ID] table.
func (e EdgeFeatureSpec) Text() string {
	var width any
	if e.Width != nil {
		width = *e.Width
	}
	return WriteTable(tomlfile.Join("edge_feature", e.ID), false, []KV{{"name", e.Name, false}, {"color", e.Color, false},
		{"width", width, e.Width != nil}, {"style", e.Style, false}, {"move_cost", e.MoveCost, false},
		{"impassable", e.Impassable, false}})
}

// PlaceSpec is a map's [[place]].
type PlaceSpec maps.FilePlace

// Text is the place's canonical [[place]] item.
func (p PlaceSpec) Text() string {
	return WriteTable("place", true, []KV{{"id", p.ID, false}, {"name", p.Name, false},
		{"kinds", p.Kinds, false}, {"cells", p.Cells, false}, {"vp", p.VP, false},
		{"side", p.Side, false}, {"nation", p.Nation, false}, {"region", p.Region, false}})
}

// BoxSpec is a map's [[box]].
type BoxSpec maps.FileBox

// Text is the box's canonical [[box]] item.
func (b BoxSpec) Text() string {
	return WriteTable("box", true, []KV{{"id", b.ID, false}, {"name", b.Name, false},
		{"kind", b.Kind, false}, {"side", b.Side, false}, {"color", b.Color, false},
		{"x", b.X, true}, {"y", b.Y, true}, {"w", b.W, true}, {"h", b.H, true}, {"slots", b.Slots, false}})
}

// SpaceSpec is a graph map's [[space]].
type SpaceSpec maps.FileSpace

// Text is the space's canonical [[space]] item.
func (s SpaceSpec) Text() string {
	return WriteTable("space", true, []KV{{"id", s.ID, false}, {"name", s.Name, false},
		{"x", s.X, true}, {"y", s.Y, true}, {"polygon", s.Polygon, false}, {"radius", s.Radius, false},
		{"terrain", s.Terrain, false}, {"values", s.Values, false}})
}

// ValueSpec is a graph map's named value of its spaces, a [value.ID]
// table (IPC, victory points).
type ValueSpec maps.FileValue

// Text is the value's canonical [value.ID] table.
func (v ValueSpec) Text() string {
	return WriteTable(tomlfile.Join("value", v.ID), false, []KV{{"name", v.Name, false}, {"show", v.Show, false}})
}

// ConnectionSpec is a graph map's [[connection]].
type ConnectionSpec maps.FileConnection

// Text is the connection's canonical [[connection]] item.
func (c ConnectionSpec) Text() string {
	return WriteTable("connection", true, []KV{{"a", c.A, false}, {"b", c.B, false},
		{"kind", c.Kind, false}, {"features", c.Features, false}})
}
