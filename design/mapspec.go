package design

import (
	"sandtable/internal/tomlfile"
)

// TerrainSpec is a map's terrain type as a [terrain.ID] table writes it.
type TerrainSpec struct {
	ID         string `toml:"-"`
	Name       string `toml:"name"`
	Color      string `toml:"color"`
	Symbol     string `toml:"symbol"`
	MoveCost   *int   `toml:"move_cost"`
	Impassable bool   `toml:"impassable"`
	Pattern    string `toml:"pattern"`
}

// Text is the terrain type's canonical [terrain.ID] table.
func (t TerrainSpec) Text() string {
	return WriteTable(tomlfile.Join("terrain", t.ID), false, []KV{{"name", t.Name, false}, {"color", t.Color, false},
		{"symbol", t.Symbol, false}, {"move_cost", t.MoveCost, false}, {"impassable", t.Impassable, false},
		{"pattern", t.Pattern, false}})
}

// EdgeFeatureSpec is a map's edge feature type, an [edge_feature.ID]
// table: river, all-sea hexside, road, bridge...
type EdgeFeatureSpec struct {
	ID         string   `toml:"-"`
	Name       string   `toml:"name"`
	Color      string   `toml:"color"`
	Width      *float64 `toml:"width"`
	Style      string   `toml:"style"`
	MoveCost   int      `toml:"move_cost"`
	Impassable bool     `toml:"impassable"`
}

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
type PlaceSpec struct {
	ID     string   `toml:"id"`
	Name   string   `toml:"name"`
	Kinds  []string `toml:"kinds"`
	Cells  []string `toml:"cells"`
	VP     int      `toml:"vp"`
	Side   string   `toml:"side"`
	Nation string   `toml:"nation"`
	Region string   `toml:"region"`
}

// Text is the place's canonical [[place]] item.
func (p PlaceSpec) Text() string {
	return WriteTable("place", true, []KV{{"id", p.ID, false}, {"name", p.Name, false},
		{"kinds", p.Kinds, false}, {"cells", p.Cells, false}, {"vp", p.VP, false},
		{"side", p.Side, false}, {"nation", p.Nation, false}, {"region", p.Region, false}})
}

// BoxSpec is a map's [[box]].
type BoxSpec struct {
	ID    string   `toml:"id"`
	Name  string   `toml:"name"`
	Kind  string   `toml:"kind"`
	Side  string   `toml:"side"`
	Color string   `toml:"color"`
	X     float64  `toml:"x"`
	Y     float64  `toml:"y"`
	W     float64  `toml:"w"`
	H     float64  `toml:"h"`
	Slots []string `toml:"slots"`
}

// Text is the box's canonical [[box]] item.
func (b BoxSpec) Text() string {
	return WriteTable("box", true, []KV{{"id", b.ID, false}, {"name", b.Name, false},
		{"kind", b.Kind, false}, {"side", b.Side, false}, {"color", b.Color, false},
		{"x", b.X, true}, {"y", b.Y, true}, {"w", b.W, true}, {"h", b.H, true}, {"slots", b.Slots, false}})
}

// SpaceSpec is a graph map's [[space]].
type SpaceSpec struct {
	ID      string      `toml:"id"`
	Name    string      `toml:"name"`
	X       float64     `toml:"x"`
	Y       float64     `toml:"y"`
	Polygon [][]float64 `toml:"polygon"`
	Radius  float64     `toml:"radius"`
	Terrain string      `toml:"terrain"`
}

// Text is the space's canonical [[space]] item.
func (s SpaceSpec) Text() string {
	return WriteTable("space", true, []KV{{"id", s.ID, false}, {"name", s.Name, false},
		{"x", s.X, true}, {"y", s.Y, true}, {"polygon", s.Polygon, false}, {"radius", s.Radius, false},
		{"terrain", s.Terrain, false}})
}

// ConnectionSpec is a graph map's [[connection]].
type ConnectionSpec struct {
	A        string   `toml:"a"`
	B        string   `toml:"b"`
	Kind     string   `toml:"kind"`
	Features []string `toml:"features"`
}

// Text is the connection's canonical [[connection]] item.
func (c ConnectionSpec) Text() string {
	return WriteTable("connection", true, []KV{{"a", c.A, false}, {"b", c.B, false},
		{"kind", c.Kind, false}, {"features", c.Features, false}})
}
