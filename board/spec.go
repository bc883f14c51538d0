package board

// LabelStyle chooses how cell labels are spelled.
type LabelStyle int

// Label styles.
const (
	// Numeric labels are prefix + column + row, each zero-padded to Digits
	// ("0101", "W7005").
	Numeric LabelStyle = iota
	// LetterNumber labels are prefix + column letters + row number ("G6",
	// "AA12"), as on many square-grid maps.
	LetterNumber
)

// Labels says how offset coordinates are turned into player-visible labels.
// Column and row numbers are the zero-based offset column/row plus FirstCol or
// FirstRow.
type Labels struct {
	Style    LabelStyle
	Prefix   string // put before every label, e.g. "W"
	FirstCol int    // number printed for column 0 (usually 1)
	FirstRow int    // number printed for row 0 (usually 1)
	Digits   int    // zero-padding of each number in Numeric style (0 means 2, or wider if both numbers need it)
}

// HexSpec describes a rectangular hex grid in offset coordinates.
type HexSpec struct {
	Pointy bool    // false: flat-top, columns offset; true: pointy-top, rows offset
	Cols   int     // number of columns (>= 1)
	Rows   int     // number of rows (>= 1)
	Size   float64 // centre-to-corner distance in pixels (> 0)
	// ShoveOdd: the odd (zero-based) columns (flat) or rows (pointy) are
	// shoved down/right by half a hex ("odd-q"/"odd-r" in Red Blob Games'
	// terms); otherwise the even ones are ("even-q"/"even-r").
	ShoveOdd bool
	Labels   Labels
}

// SquareSpec describes a rectangular square grid.
type SquareSpec struct {
	Cols      int     // >= 1
	Rows      int     // >= 1
	Size      float64 // side length in pixels (> 0)
	Diagonals bool    // 8 neighbours (diagonal moves allowed) instead of 4
	Labels    Labels
}

// Space is one named space of a graph board: an area (with a polygon) or a
// point (drawn as a circle of Radius around Pos).
type Space struct {
	ID      string  // label used in data files and by players
	Name    string  // display name
	Pos     Point   // centre, where its name and counters are drawn
	Polygon []Point // area outline; empty for a point space
	Radius  float64 // hit radius of a point space (0 means 20)
}

// Connection joins two spaces of a graph board by ID.
type Connection struct{ A, B string }

// GraphSpec describes a graph board.
type GraphSpec struct {
	Spaces      []Space
	Connections []Connection
}
