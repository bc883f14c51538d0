package maps

import "sandtable/internal/tomlfile"

// The FileXxx types mirror the TOML keys of a map file one to one; the
// builder checks them and turns them into a Map. They are exported for
// the designer (package design), which edits map files with these same
// structs: one schema.

// FileMap is a map file's keys, one field per key: what the loader
// decodes strictly (an unknown key is an error) and the designer edits.
type FileMap struct {
	tomlfile.Header
	ID             string                     `toml:"id"`
	Name           string                     `toml:"name"`
	Description    string                     `toml:"description"`
	Background     string                     `toml:"background"`
	Grid           FileGrid                   `toml:"grid"`
	Terrain        map[string]FileTerrain     `toml:"terrain"`
	DefaultTerrain string                     `toml:"default_terrain"`
	TerrainRows    []string                   `toml:"terrain_rows"`
	TerrainAt      []FileTerrainAt            `toml:"terrain_at"`
	EdgeFeature    map[string]FileEdgeFeature `toml:"edge_feature"`
	Edges          []FileEdge                 `toml:"edge"`
	RoadType       map[string]FileRoadType    `toml:"road_type"`
	Roads          []FileRoad                 `toml:"road"`
	Places         []FilePlace                `toml:"place"`
	Regions        []FileRegion               `toml:"region"`
	RegionRows     []string                   `toml:"region_rows"`
	Boxes          []FileBox                  `toml:"box"`
	Links          []FileLink                 `toml:"link"`
	Spaces         []FileSpace                `toml:"space"`
	Connections    []FileConnection           `toml:"connection"`
}

// FileGrid is a map's [grid].
type FileGrid struct {
	Kind        string      `toml:"kind"`
	Orientation string      `toml:"orientation"`
	Cols        int         `toml:"cols"`
	Rows        int         `toml:"rows"`
	Size        float64     `toml:"size"`
	Shove       string      `toml:"shove"`
	Diagonals   bool        `toml:"diagonals"`
	Labels      *FileLabels `toml:"labels"`
}

// FileLabels is a map's [grid.labels]: how cells are numbered.
type FileLabels struct {
	Style    string `toml:"style"`
	Prefix   string `toml:"prefix"`
	FirstCol *int   `toml:"first_col"`
	FirstRow *int   `toml:"first_row"`
	Digits   int    `toml:"digits"`
}

// FileTerrain is a map's terrain type, a [terrain.ID] table.
type FileTerrain struct {
	// ID is the table's name, [terrain.ID]: not a key. The designer
	// carries it; the loader reads the name from FileMap.Terrain's keys.
	ID         string `toml:"-"`
	Name       string `toml:"name"`
	Color      string `toml:"color"`
	Symbol     string `toml:"symbol"`
	MoveCost   *int   `toml:"move_cost"`
	Impassable bool   `toml:"impassable"`
	Pattern    string `toml:"pattern"`
}

// FileTerrainAt is a map's [[terrain_at]]: a terrain type on listed cells.
type FileTerrainAt struct {
	Terrain string   `toml:"terrain"`
	Cells   []string `toml:"cells"`
}

// FileEdgeFeature is a map's edge feature type, an [edge_feature.ID]
// table: river, all-sea hexside, road, bridge...
type FileEdgeFeature struct {
	// ID is the table's name, [edge_feature.ID]: not a key, as
	// FileTerrain.ID.
	ID         string   `toml:"-"`
	Name       string   `toml:"name"`
	Color      string   `toml:"color"`
	Width      *float64 `toml:"width"`
	Style      string   `toml:"style"`
	MoveCost   int      `toml:"move_cost"`
	Impassable bool     `toml:"impassable"`
}

// FileEdge is a map's [[edge]]: a feature on the edges between listed
// pairs of cells ("A/B").
type FileEdge struct {
	Feature string   `toml:"feature"`
	Between []string `toml:"between"`
}

// FileRoadType is a map's road type, a [road_type.ID] table: road,
// track, railway... drawn from cell centre to cell centre.
type FileRoadType struct {
	// ID is the table's name, [road_type.ID]: not a key, as
	// FileTerrain.ID.
	ID       string   `toml:"-"`
	Name     string   `toml:"name"`
	Color    string   `toml:"color"`
	Width    *float64 `toml:"width"`
	Style    string   `toml:"style"`
	MoveCost *int     `toml:"move_cost"`
	Bridges  []string `toml:"bridges"`
}

// FileRoad is a map's [[road]]: a road of a declared type through a
// path of cells, each adjacent to the one before.
type FileRoad struct {
	Type string   `toml:"type"`
	Path []string `toml:"path"`
}

// FilePlace is a map's [[place]].
type FilePlace struct {
	ID     string   `toml:"id"`
	Name   string   `toml:"name"`
	Kinds  []string `toml:"kinds"`
	Cells  []string `toml:"cells"`
	VP     int      `toml:"vp"`
	Side   string   `toml:"side"`
	Nation string   `toml:"nation"`
	Region string   `toml:"region"`
}

// FileRegion is a map's [[region]]: a region or country, painted with
// its symbol in region_rows or given cells.
type FileRegion struct {
	ID     string   `toml:"id"`
	Name   string   `toml:"name"`
	Color  string   `toml:"color"`
	Symbol string   `toml:"symbol"`
	Side   string   `toml:"side"`
	Nation string   `toml:"nation"`
	Cells  []string `toml:"cells"`
}

// FileBox is a map's [[box]]: an off-map box, in map pixels.
type FileBox struct {
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

// FileLink is a map's [[link]]: units pass from a cell of this map to a
// cell of another.
type FileLink struct {
	Cell   string   `toml:"cell"`
	ToMap  string   `toml:"to_map"`
	ToCell string   `toml:"to_cell"`
	Kinds  []string `toml:"kinds"`
	Note   string   `toml:"note"`
}

// FileSpace is a graph map's [[space]].
type FileSpace struct {
	ID      string      `toml:"id"`
	Name    string      `toml:"name"`
	X       float64     `toml:"x"`
	Y       float64     `toml:"y"`
	Polygon [][]float64 `toml:"polygon"`
	Radius  float64     `toml:"radius"`
	Terrain string      `toml:"terrain"`
}

// FileConnection is a graph map's [[connection]].
type FileConnection struct {
	A        string   `toml:"a"`
	B        string   `toml:"b"`
	Kind     string   `toml:"kind"`
	Features []string `toml:"features"`
}
