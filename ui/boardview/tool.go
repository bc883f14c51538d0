package boardview

// Skeleton (lead): the designer's hooks into the board. The boardview
// helper fills these in (tool.go is theirs).

import (
	"image"

	"fyne.io/fyne/v2"

	"sandtable/board"
	"sandtable/rules"
	"sandtable/scenarios"
)

// Tool is a designer's tool on the board (brush, fill, edge, place,
// space...). While one is set, the left button's taps and drags go to it
// instead of selecting and moving counters; the middle button, the wheel
// and the keys still pan and zoom.
type Tool interface {
	// Press is the left button going down on the board (a tap or the start
	// of a drag).
	Press(at ToolPoint)
	// Drag is the pointer moving with the left button down.
	Drag(at ToolPoint)
	// Release is the left button coming up.
	Release(at ToolPoint)
	// Hover is the pointer moving with no button down.
	Hover(at ToolPoint)
}

// ToolPoint is where on the board the pointer is, as a designer's tool
// needs it.
type ToolPoint struct {
	// At is the point in board-layout pixels; MapAt is the same point in
	// the pixels of the map under it (Map).
	At, MapAt board.Point
	// Map is the id of the map under the pointer ("" when none).
	Map string
	// Cell is the cell under the pointer; OnCell is false off the cells.
	Cell   board.Cell
	OnCell bool
	// Label is Cell's label.
	Label string
	// Edge is the edge nearest the pointer (between Cell and EdgeTo, by
	// label), when the pointer is within a quarter of a cell of it.
	EdgeTo string
	OnEdge bool
	// Box is the id of the off-map box under the pointer, "" when none.
	Box string
}

// SetTool gives the left button to t; nil gives it back to play (select,
// move by drag).
func (b *Board) SetTool(t Tool) {}

// SetToolMarks shows a tool's marks over the board (the brush's cells in
// the terrain's colour, the edge under the pointer, a connection being
// dragged); nil takes them away. Cheap: no tile is redrawn.
func (b *Board) SetToolMarks(h []Highlight) {}

// EditMaps shows s, whose maps a designer has just edited, keeping the
// tiles drawn where nothing changed: changed are the cells (and boxes)
// edited, nil for "anything may have changed". Tiles of the old maps show
// until the new ones are drawn, never a blank board.
func (b *Board) EditMaps(s *scenarios.Scenario, changed []rules.Location) {}

// CellPolygon is the outline of cell c of map mapID in board-layout
// pixels (for a tool's marks).
func (b *Board) CellPolygon(mapID string, c board.Cell) []board.Point { return nil }

// EdgeLine is the edge between cells a and b of map mapID in board-layout
// pixels (for a tool's marks), nil when they are not neighbours.
func (b *Board) EdgeLine(mapID string, a, c board.Cell) []board.Point { return nil }

// ToolPointAt is the board point under pos, a position in the board
// widget's coordinates (a counter dragged from the designer's tray and
// dropped there); false when pos is outside the widget.
func (b *Board) ToolPointAt(pos fyne.Position) (ToolPoint, bool) { return ToolPoint{}, false }

// SetTracePicture shows img (a designer's background picture to trace a
// graph map over) on map mapID, its top-left corner at the map's origin,
// one picture pixel a map pixel, at opacity (0..1) over the map and under
// the counters; nil takes it away.
func (b *Board) SetTracePicture(mapID string, img image.Image, opacity float64) {}

// ShowCell brings cell c of map mapID to the middle of the view (zooming
// in when counters would be too small to read there) and flashes its
// outline: the designer's problems list jumping to the cell at fault.
func (b *Board) ShowCell(mapID string, c board.Cell) {}
