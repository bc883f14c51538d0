package board

import (
	"fmt"
	"math"
)

// OffsetGrid is implemented by the hex and square grids: the conversion
// between cells and zero-based offset column/row, the numbers labels are
// made from and map files are usually laid out by.
type OffsetGrid interface {
	Topology
	// Cols is the number of columns.
	Cols() int
	// Rows is the number of rows.
	Rows() int
	// Offset is the zero-based column and row of c (outside 0..Cols()-1,
	// 0..Rows()-1 when c is off the board).
	Offset(c Cell) (col, row int)
	// FromOffset is the cell at zero-based column col and row row.
	FromOffset(col, row int) Cell
}

// checkGrid validates the shared fields of a grid spec.
func checkGrid(what string, cols, rows int, size float64) error {
	switch {
	case cols < 1:
		return fmt.Errorf("board: %s grid: cols must be at least 1, got %d", what, cols)
	case rows < 1:
		return fmt.Errorf("board: %s grid: rows must be at least 1, got %d", what, rows)
	case cols > maxCells/rows:
		return fmt.Errorf("board: %s grid: %dx%d cells is too many (limit %d)", what, cols, rows, maxCells)
	case !(size > 0) || math.IsInf(size, 0):
		return fmt.Errorf("board: %s grid: size must be a positive number of pixels, got %v", what, size)
	}
	return nil
}
