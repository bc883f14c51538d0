package design

import (
	"fmt"
	"strings"
)

// GridSpec is what a new map is: its [grid] and [grid.labels].
type GridSpec struct {
	Kind        string  // "hex", "square" or "graph"
	Orientation string  // hex: "flat" or "pointy"
	Cols, Rows  int     // hex, square
	Size        float64 // hex, square: cell size in pixels; 0 for the default
	Shove       string  // hex: "odd" or "even"; "" for the default
	Diagonals   bool    // square: 8 neighbours
	Adjacency   string  // graph: "borders" for an area map; "" for connections alone
	// Labels: numbering of hex and square cells.
	LabelStyle string // "numeric" or "letter-number"; "" for the default
	Prefix     string // put before every label
	FirstCol   *int   // number of the first column; nil for the default
	FirstRow   *int   // number of the first row; nil for the default
	Digits     int    // numeric zero padding; 0 for the default
}

// NewMap is a new map file called name (for messages), with map id id,
// display name title and grid g: one terrain type, "clear", on every cell
// (painted in terrain_rows), written by the canonical writer. A graph map
// starts with one point space, "Space 1" at (100, 100), as a graph map
// needs one; an area map (Adjacency "borders") with one area, "Area 1",
// a 400×300 rectangle.
func NewMap(name, id, title string, g GridSpec) *File {
	var b strings.Builder
	b.WriteString("format = \"sandtable-map\"\nversion = 1\n\n")
	writeKeys(&b, []KV{{"id", id, true}, {"name", title, false}})
	b.WriteString("\ndefault_terrain = \"clear\"\n")
	grid := g.Kind != "graph"
	if grid {
		rows := make([]string, max(g.Rows, 0))
		for i := range rows {
			rows[i] = strings.Repeat(".", max(g.Cols, 0))
		}
		b.WriteString(writeRows("terrain_rows", rows))
	}
	b.WriteString("\n" + WriteTable("grid", false, []KV{{"kind", g.Kind, true}, {"orientation", g.Orientation, false},
		{"cols", g.Cols, false}, {"rows", g.Rows, false}, {"size", g.Size, false}, {"shove", g.Shove, false},
		{"diagonals", g.Diagonals, false}, {"adjacency", g.Adjacency, false}}))
	labels := []KV{{"style", g.LabelStyle, false}, {"prefix", g.Prefix, false},
		{"first_col", g.FirstCol, false}, {"first_row", g.FirstRow, false}, {"digits", g.Digits, false}}
	if grid && (g.LabelStyle != "" || g.Prefix != "" || g.FirstCol != nil || g.FirstRow != nil || g.Digits != 0) {
		b.WriteString("\n" + WriteTable("grid.labels", false, labels))
	}
	b.WriteString("\n" + TerrainSpec{ID: "clear", Name: "Clear", Color: "#e8e4c9", Symbol: "."}.Text())
	switch {
	case g.Adjacency == "borders": // a first area, to split or to draw beside
		b.WriteString("\n" + SpaceSpec{ID: "Area 1", X: 200, Y: 150, Polygon: [][]float64{{0, 0}, {400, 0}, {400, 300}, {0, 300}}}.Text())
	case !grid: // a graph map needs a space to load: a first one to move or rename
		b.WriteString("\n" + SpaceSpec{ID: "Space 1", X: 100, Y: 100}.Text())
	}
	return Open(name, []byte(b.String()))
}

// String describes the grid for people: "12×10 flat hex".
func (g GridSpec) String() string {
	switch g.Kind {
	case "graph":
		if g.Adjacency == "borders" {
			return "area"
		}
		return "graph"
	case "hex":
		return fmt.Sprintf("%d×%d %s hex", g.Cols, g.Rows, g.Orientation)
	}
	if g.Diagonals {
		return fmt.Sprintf("%d×%d square with diagonals", g.Cols, g.Rows)
	}
	return fmt.Sprintf("%d×%d square", g.Cols, g.Rows)
}
