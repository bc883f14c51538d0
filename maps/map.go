package maps

import (
	"fmt"
	"image/color"
	"slices"
	"strings"

	"sandtable/board"
	"sandtable/internal/tomlfile"
)

// Format is the value of the format key of a map file.
const Format = "sandtable-map"

// MaxCells bounds the number of cells (or spaces) of a map.
const MaxCells = 250_000

// MaxCoord bounds the board coordinates a map file gives (spaces and
// their polygons, boxes), in board pixels either side of 0: what check
// accepts, render can draw (scaled down to its picture size limit).
const MaxCoord = 1e6

// checkCoord reports, at path, a coordinate that is not a finite number
// within ±MaxCoord.
func checkCoord(d *tomlfile.Doc, path string, v float64) bool {
	if !d.CheckFinite(path, v) {
		return false
	}
	if v < -MaxCoord || v > MaxCoord {
		d.Report(path, "must be within ±%d pixels, got %v", int(MaxCoord), v)
		return false
	}
	return true
}

// Map is a loaded, checked map. It is not changed after loading; callers
// must not change it either.
type Map struct {
	ID          string     // unique id, used by scenarios and links
	Name        string     // display name
	Description string     // free text, may be empty
	File        string     // the file it was loaded from
	Digest      string     // SHA-256 of the file's text, hex
	Background  color.RGBA // colour behind the cells

	// Topology is the board: cells, neighbours, geometry and labels.
	Topology board.Topology
	// Terrains are the terrain types, in file order.
	Terrains []*Terrain
	// DefaultTerrain is the terrain of cells that are given none.
	DefaultTerrain *Terrain
	// EdgeTypes are the edge feature types, in file order.
	EdgeTypes []*EdgeType
	// Edges holds the features of every hexside, square edge or graph
	// connection, by edge type ID (graph connection kinds included).
	Edges board.EdgeFeatures
	// RoadTypes are the road types (roads, tracks, railways), in file
	// order.
	RoadTypes []*RoadType
	// Roads are the roads' paths, in file order: what is drawn.
	Roads []*Road
	// RoadLinks holds the road types that join each pair of adjacent
	// cells, by road type ID: what moving along a road reads.
	RoadLinks board.EdgeFeatures
	// Places are the named places, in file order.
	Places []*Place
	// Regions are the regions or countries, in file order.
	Regions []*Region
	// Boxes are the off-map boxes, in file order.
	Boxes []*Box
	// Links are the cells where units pass to other maps, in file order.
	Links []*Link

	terrain  []uint8 // terrain index per dense cell index
	region   []int16 // region index per dense cell index, -1 for none
	placesAt map[int][]*Place
	doc      *tomlfile.Doc
}

// Terrain is a terrain type.
type Terrain struct {
	ID         string
	Name       string
	Color      color.RGBA
	Symbol     rune   // its character in terrain_rows; 0 when it has none
	MoveCost   int    // cost of entering a cell of this terrain (default 1)
	Impassable bool   // no unit may enter
	Pattern    string // drawing hint, one of Patterns ("" for plain colour)
}

// EdgeType is a kind of edge feature: river, all-sea hexside, wall, road...
type EdgeType struct {
	ID         string
	Name       string
	Color      color.RGBA
	Width      float64 // line width in pixels (default 4)
	Style      string  // one of EdgeStyles
	MoveCost   int     // added to the cost of crossing the edge
	Impassable bool    // the edge cannot be crossed
}

// RoadType is a kind of road: road, track, railway... A road runs from
// the centre of a cell to the centre of the next, through the side they
// share, and moving along it may cost less than the terrain.
type RoadType struct {
	ID    string
	Name  string
	Color color.RGBA
	Width float64 // line width in pixels (default 4)
	Style string  // one of RoadStyles
	// MoveCost is the cost of a step along the road, in place of the
	// terrain entered's; -1 when the road does not change the cost (the
	// rules module reads roads its own way).
	MoveCost int
	// Bridges are the edge features (rivers, streams) a step along the
	// road crosses as if they were not there: their cost and
	// impassability do not apply.
	Bridges []string
}

// Road is one [[road]]: a road of a type through a path of cells, each
// adjacent to the one before.
type Road struct {
	Type  *RoadType
	Path  []board.Cell
	Index int // position in Roads, for (*Map).Errorf("road[i]...")
}

// Place is a named place: a city, a fortress, a supply source...
type Place struct {
	ID     string // optional id; "" when the file gives none
	Name   string
	Kinds  []string // from PlaceKinds
	Cells  []board.Cell
	VP     int    // victory points
	Side   string // owning side id, "" when none (checked by scenarios)
	Nation string // owning nation id, "" when none (checked by scenarios)
	Region string // id of the region it lies in, "" when none
}

// Is reports whether the place has the given kind.
func (p *Place) Is(kind string) bool {
	for _, k := range p.Kinds {
		if k == kind {
			return true
		}
	}
	return false
}

// Region is a region or country: a named set of cells.
type Region struct {
	ID     string
	Name   string
	Color  color.RGBA
	Symbol rune   // its character in region_rows; 0 when it has none
	Side   string // owning side id, "" when none
	Nation string // owning nation id, "" when none
	Cells  []board.Cell
}

// Box is an off-map box: a reserve box, a turn track, available units...
type Box struct {
	ID    string
	Name  string
	Kind  string // from BoxKinds
	Side  string // owning side id, "" when none
	Color color.RGBA
	Rect  board.Rect // in map pixels; may lie beside the grid
	Slots []string   // the spaces of a turn track ("A", "B"...)
}

// Link joins a cell of this map to a cell of another map (or of this one).
type Link struct {
	Cell   board.Cell
	ToMap  string   // target map id
	ToCell string   // label of the target cell, checked when both maps are in a scenario
	Kinds  []string // from LinkKinds; empty means any
	Note   string
	Index  int // position in Links, for (*Map).Errorf("link[i]...")
}

// The documented value lists of map files.
var (
	// PlaceKinds are the kinds a place may have.
	PlaceKinds = []string{"city", "town", "fortress", "port", "capital", "victory",
		"supply_source", "reinforcement_zone", "airfield", "other"}
	// BoxKinds are the kinds of off-map box.
	BoxKinds = []string{"reserve", "turn_track", "available", "holding", "eliminated", "other"}
	// LinkKinds are the kinds of movement a link allows.
	LinkKinds = []string{"ground", "air", "sea", "rail", "tunnel"}
	// Patterns are the terrain drawing hints.
	Patterns = []string{"none", "trees", "hills", "mountains", "marsh", "water", "sand", "dots", "hatch", "city"}
	// EdgeStyles are the ways an edge feature is drawn.
	EdgeStyles = []string{"line", "dashed", "dotted", "double", "wall"}
	// RoadStyles are the ways a road is drawn ("rail": a line with
	// cross ties).
	RoadStyles = []string{"line", "dashed", "dotted", "double", "rail"}
)

// Kind is the topology family (hex-flat, hex-pointy, square, graph).
func (m *Map) Kind() board.Kind { return m.Topology.Kind() }

// Cell turns a player-visible label into a cell of the map.
func (m *Map) Cell(label string) (board.Cell, error) {
	c, err := m.Topology.Parse(label)
	if err != nil {
		return board.Cell{}, fmt.Errorf("maps: %s", m.notOnMap(label, err))
	}
	return c, nil
}

// notOnMap explains why label is not a cell of m, without a package prefix:
// cell "0999" is not on map "test-hex-flat" (columns 1-12, rows 1-10).
func (m *Map) notOnMap(label string, err error) string {
	why := strings.TrimPrefix(err.Error(), "board: ")
	if i := strings.LastIndex(why, " ("); strings.Contains(why, "off the map") && i >= 0 && strings.HasSuffix(why, ")") {
		return fmt.Sprintf("cell %q is not on map %q%s", label, m.ID, why[i:])
	}
	return fmt.Sprintf("cell %q is not on map %q: %s", label, m.ID, why)
}

// CellAt is the cell at zero-based offset column col and row row of a grid
// map; false on a graph map or outside the grid.
func (m *Map) CellAt(col, row int) (board.Cell, bool) {
	g, ok := m.Topology.(board.OffsetGrid)
	if !ok || col < 0 || row < 0 || col >= g.Cols() || row >= g.Rows() {
		return board.Cell{}, false
	}
	return g.FromOffset(col, row), true
}

// Label is the player-visible name of c.
func (m *Map) Label(c board.Cell) string { return m.Topology.Label(c) }

// TerrainAt is the terrain of c; nil when c is not on the map.
func (m *Map) TerrainAt(c board.Cell) *Terrain {
	i := m.Topology.Index(c)
	if i < 0 {
		return nil
	}
	return m.Terrains[m.terrain[i]]
}

// RegionAt is the region c lies in; nil when none.
func (m *Map) RegionAt(c board.Cell) *Region {
	i := m.Topology.Index(c)
	if i < 0 || m.region[i] < 0 {
		return nil
	}
	return m.Regions[m.region[i]]
}

// PlacesAt lists the places that include c (nil when none).
func (m *Map) PlacesAt(c board.Cell) []*Place {
	return m.placesAt[m.Topology.Index(c)]
}

// LinksAt lists the links that leave from c (nil when none).
func (m *Map) LinksAt(c board.Cell) []*Link {
	var out []*Link
	for _, l := range m.Links {
		if l.Cell == c {
			out = append(out, l)
		}
	}
	return out
}

// Terrain finds a terrain type by ID.
func (m *Map) Terrain(id string) *Terrain {
	for _, t := range m.Terrains {
		if t.ID == id {
			return t
		}
	}
	return nil
}

// EdgeType finds an edge feature type by ID.
func (m *Map) EdgeType(id string) *EdgeType {
	for _, e := range m.EdgeTypes {
		if e.ID == id {
			return e
		}
	}
	return nil
}

// RoadType finds a road type by ID.
func (m *Map) RoadType(id string) *RoadType {
	for _, r := range m.RoadTypes {
		if r.ID == id {
			return r
		}
	}
	return nil
}

// Place finds a place by ID or, failing that, by name.
func (m *Map) Place(key string) *Place {
	for _, p := range m.Places {
		if p.ID != "" && p.ID == key {
			return p
		}
	}
	for _, p := range m.Places {
		if p.Name == key {
			return p
		}
	}
	return nil
}

// Region finds a region by ID.
func (m *Map) Region(id string) *Region {
	for _, r := range m.Regions {
		if r.ID == id {
			return r
		}
	}
	return nil
}

// Box finds an off-map box by ID.
func (m *Map) Box(id string) *Box {
	for _, b := range m.Boxes {
		if b.ID == id {
			return b
		}
	}
	return nil
}

// MoveCost is the cost of stepping from a cell to an adjacent one: the
// move cost of the terrain entered plus the move cost of every feature on
// the edge crossed. Along a road whose type has a move cost, that cost
// replaces the terrain's (the cheapest road when several join the two
// cells), and the edge features its type bridges are not counted. ok is
// false when the cells are not adjacent or the terrain entered or a
// feature of the edge (not bridged) is impassable. It fits
// board.CostFunc.
func (m *Map) MoveCost(from, to board.Cell) (cost int, ok bool) {
	if !m.Topology.Adjacent(from, to) {
		return 0, false
	}
	t := m.TerrainAt(to)
	if t == nil || t.Impassable {
		return 0, false
	}
	cost = t.MoveCost
	roads := m.RoadLinks.Of(from, to)
	road := -1
	for _, id := range roads {
		if rt := m.RoadType(id); rt != nil && rt.MoveCost >= 0 && (road < 0 || rt.MoveCost < road) {
			road = rt.MoveCost
		}
	}
	if road >= 0 {
		cost = road
	}
	for _, f := range m.Edges.Of(from, to) {
		et := m.EdgeType(f)
		if et == nil {
			continue // a connection kind without a declared type
		}
		if m.bridged(roads, f) {
			continue
		}
		if et.Impassable {
			return 0, false
		}
		cost += et.MoveCost
	}
	return cost, true
}

// bridged reports whether one of the road types roads bridges edge
// feature f.
func (m *Map) bridged(roads []string, f string) bool {
	for _, id := range roads {
		if rt := m.RoadType(id); rt != nil && slices.Contains(rt.Bridges, f) {
			return true
		}
	}
	return false
}

// Bounds is the pixel rectangle around the cells and the off-map boxes.
func (m *Map) Bounds() board.Rect {
	r := m.Topology.Bounds()
	for _, b := range m.Boxes {
		r.Min.X = min(r.Min.X, b.Rect.Min.X)
		r.Min.Y = min(r.Min.Y, b.Rect.Min.Y)
		r.Max.X = max(r.Max.X, b.Rect.Max.X)
		r.Max.Y = max(r.Max.Y, b.Rect.Max.Y)
	}
	return r
}

// Errorf makes an error positioned at a key of the map's file, such as
// "link[2].to_cell"; scenarios use it to report bad references found in a
// map only once the other maps are known.
func (m *Map) Errorf(path, format string, args ...any) *tomlfile.Error {
	if m.doc == nil {
		return &tomlfile.Error{File: m.File, Field: path, Msg: fmt.Sprintf(format, args...)}
	}
	return m.doc.Errorf(path, format, args...)
}
