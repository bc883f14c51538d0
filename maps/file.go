package maps

import "sandtable/internal/tomlfile"

// The fileXxx types mirror the TOML keys of a map file one to one; the
// builder checks them and turns them into a Map.

type fileMap struct {
	tomlfile.Header
	ID             string                     `toml:"id"`
	Name           string                     `toml:"name"`
	Description    string                     `toml:"description"`
	Background     string                     `toml:"background"`
	Grid           fileGrid                   `toml:"grid"`
	Terrain        map[string]fileTerrain     `toml:"terrain"`
	DefaultTerrain string                     `toml:"default_terrain"`
	TerrainRows    []string                   `toml:"terrain_rows"`
	TerrainAt      []fileTerrainAt            `toml:"terrain_at"`
	EdgeFeature    map[string]fileEdgeFeature `toml:"edge_feature"`
	Edges          []fileEdge                 `toml:"edge"`
	Places         []filePlace                `toml:"place"`
	Regions        []fileRegion               `toml:"region"`
	RegionRows     []string                   `toml:"region_rows"`
	Boxes          []fileBox                  `toml:"box"`
	Links          []fileLink                 `toml:"link"`
	Spaces         []fileSpace                `toml:"space"`
	Connections    []fileConnection           `toml:"connection"`
}

type fileGrid struct {
	Kind        string      `toml:"kind"`
	Orientation string      `toml:"orientation"`
	Cols        int         `toml:"cols"`
	Rows        int         `toml:"rows"`
	Size        float64     `toml:"size"`
	Shove       string      `toml:"shove"`
	Diagonals   bool        `toml:"diagonals"`
	Labels      *fileLabels `toml:"labels"`
}

type fileLabels struct {
	Style    string `toml:"style"`
	Prefix   string `toml:"prefix"`
	FirstCol *int   `toml:"first_col"`
	FirstRow *int   `toml:"first_row"`
	Digits   int    `toml:"digits"`
}

type fileTerrain struct {
	Name       string `toml:"name"`
	Color      string `toml:"color"`
	Symbol     string `toml:"symbol"`
	MoveCost   *int   `toml:"move_cost"`
	Impassable bool   `toml:"impassable"`
	Pattern    string `toml:"pattern"`
}

type fileTerrainAt struct {
	Terrain string   `toml:"terrain"`
	Cells   []string `toml:"cells"`
}

type fileEdgeFeature struct {
	Name       string   `toml:"name"`
	Color      string   `toml:"color"`
	Width      *float64 `toml:"width"`
	Style      string   `toml:"style"`
	MoveCost   int      `toml:"move_cost"`
	Impassable bool     `toml:"impassable"`
}

type fileEdge struct {
	Feature string   `toml:"feature"`
	Between []string `toml:"between"`
}

type filePlace struct {
	ID     string   `toml:"id"`
	Name   string   `toml:"name"`
	Kinds  []string `toml:"kinds"`
	Cells  []string `toml:"cells"`
	VP     int      `toml:"vp"`
	Side   string   `toml:"side"`
	Nation string   `toml:"nation"`
	Region string   `toml:"region"`
}

type fileRegion struct {
	ID     string   `toml:"id"`
	Name   string   `toml:"name"`
	Color  string   `toml:"color"`
	Symbol string   `toml:"symbol"`
	Side   string   `toml:"side"`
	Nation string   `toml:"nation"`
	Cells  []string `toml:"cells"`
}

type fileBox struct {
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

type fileLink struct {
	Cell   string   `toml:"cell"`
	ToMap  string   `toml:"to_map"`
	ToCell string   `toml:"to_cell"`
	Kinds  []string `toml:"kinds"`
	Note   string   `toml:"note"`
}

type fileSpace struct {
	ID      string      `toml:"id"`
	Name    string      `toml:"name"`
	X       float64     `toml:"x"`
	Y       float64     `toml:"y"`
	Polygon [][]float64 `toml:"polygon"`
	Radius  float64     `toml:"radius"`
	Terrain string      `toml:"terrain"`
}

type fileConnection struct {
	A        string   `toml:"a"`
	B        string   `toml:"b"`
	Kind     string   `toml:"kind"`
	Features []string `toml:"features"`
}
