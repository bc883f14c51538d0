// Package board is Sandtable's geometry and topology: hex grids (flat-top and
// pointy-top), square grids (4 or 8 neighbours) and graph boards (named areas
// or points joined by explicit connections), all behind one Topology
// interface, plus edge features and the path algorithms rules modules use
// (movement range, path-finding, lines, supply traces).
//
// It has no GUI dependency and no knowledge of terrain or units: callers pass
// cost and pass functions that read their own data.
package board

import "fmt"

// Cell identifies one cell of a board. Its meaning depends on the topology:
// for hex grids X,Y are axial coordinates (q, r); for square grids they are
// the zero-based column and row; for graph boards X is the space's index and Y
// is 0. Cells are small comparable values, usable as map keys.
type Cell struct{ X, Y int }

// String prints the raw coordinates (not the player-visible label).
func (c Cell) String() string { return fmt.Sprintf("(%d,%d)", c.X, c.Y) }

// Point is a position in board pixels (before any zoom or pan), with Y down.
type Point struct{ X, Y float64 }

// Rect is an axis-aligned rectangle in board pixels.
type Rect struct{ Min, Max Point }

// Kind names a topology family.
type Kind int

// The topology families.
const (
	HexFlat   Kind = iota // hexes with a flat top edge; columns are offset
	HexPointy             // hexes with a pointed top; rows are offset
	Square                // square grid, 4 or 8 neighbours
	Graph                 // named spaces joined by explicit connections
)

// String names the kind as data files spell it.
func (k Kind) String() string {
	switch k {
	case HexFlat:
		return "hex-flat"
	case HexPointy:
		return "hex-pointy"
	case Square:
		return "square"
	case Graph:
		return "graph"
	}
	return fmt.Sprintf("Kind(%d)", int(k))
}

// Topology is what every board answers: which cells exist, who neighbours
// whom, how far apart cells are, where they are drawn and what players call
// them. Implementations are immutable after construction and safe for
// concurrent use.
type Topology interface {
	// Kind is the topology family.
	Kind() Kind
	// Len is the number of cells; cells have dense indexes 0..Len()-1.
	Len() int
	// Cell returns the cell with dense index i (0 <= i < Len()).
	Cell(i int) Cell
	// Index returns the dense index of c, or -1 if c is not on the board.
	Index(c Cell) int
	// Neighbors appends the on-board neighbours of c to buf and returns it.
	Neighbors(c Cell, buf []Cell) []Cell
	// Adjacent reports whether a and b are distinct neighbouring cells.
	Adjacent(a, b Cell) bool
	// Distance is the number of steps between a and b ignoring costs (hex
	// distance, Manhattan or Chebyshev distance, or graph hops); -1 when no
	// path exists on a graph.
	Distance(a, b Cell) int
	// Line returns the cells on the line from a to b, both included (hex
	// line, square supercover-free line; on graphs a fewest-hops path).
	Line(a, b Cell) []Cell
	// Center is the pixel centre of c.
	Center(c Cell) Point
	// Polygon appends the outline of c (corners, clockwise on screen) to buf.
	Polygon(c Cell, buf []Point) []Point
	// At returns the cell under pixel p, if any.
	At(p Point) (Cell, bool)
	// Bounds is the pixel rectangle enclosing every cell's polygon.
	Bounds() Rect
	// Label is the player-visible name of c ("0101", "W7005", "G6", "Paris").
	Label(c Cell) string
	// Parse turns a label back into a cell; the error says why it is not one.
	Parse(label string) (Cell, error)
}
