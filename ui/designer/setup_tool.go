package designer

import (
	"fmt"
	"image/color"

	"sandtable/board"
	"sandtable/internal/plural"
	"sandtable/ui/boardview"
)

// setupTool is the Set-up tab's tool on the board: a click on a cell or
// box lists its placements (or, with a unit chosen in the tray, sets one
// up there); a drag from a stack to another cell or box moves a
// placement there.
type setupTool struct {
	t *setupTab
	// from is where the left button went down; pressed is false when it
	// went down off every cell and box; dragged is true once the pointer
	// has left from.
	from    setupWhere
	pressed bool
	dragged bool
}

// whereAt is the cell or box under p (a box before the cell under it).
func whereAt(p boardview.ToolPoint) (setupWhere, bool) {
	switch {
	case p.Box != "":
		return setupWhere{Map: p.Map, Box: p.Box}, true
	case p.OnCell && p.Label != "":
		return setupWhere{Map: p.Map, At: p.Label}, true
	}
	return setupWhere{}, false
}

// Press starts a click or a drag at p.
func (s *setupTool) Press(p boardview.ToolPoint) {
	s.from, s.pressed = whereAt(p)
	s.dragged = false
}

// Drag shows where a placement would go.
func (s *setupTool) Drag(p boardview.ToolPoint) {
	if !s.pressed {
		return
	}
	w, ok := whereAt(p)
	if ok && w != s.from {
		s.dragged = true
	}
	if !s.dragged || len(s.t.setupsAt(s.from)) == 0 {
		return
	}
	var marks []boardview.Highlight
	if h, ok := s.mark(s.from, color.NRGBA{40, 90, 200, 70}); ok {
		marks = append(marks, h)
	}
	if ok {
		if h, ok := s.mark(w, color.NRGBA{40, 160, 60, 110}); ok {
			h.Label = w.At
			marks = append(marks, h)
		}
	}
	s.t.d.board.SetToolMarks(marks)
}

// mark is the outline of cell w for the board's tool marks.
func (s *setupTool) mark(w setupWhere, fill color.NRGBA) (boardview.Highlight, bool) {
	if w.At == "" {
		return boardview.Highlight{}, false
	}
	m := s.t.mapOf(w.Map)
	if m == nil {
		return boardview.Highlight{}, false
	}
	c, err := m.Topology.Parse(w.At)
	if err != nil {
		return boardview.Highlight{}, false
	}
	poly := s.t.d.board.CellPolygon(m.ID, c)
	if len(poly) == 0 {
		return boardview.Highlight{}, false
	}
	var mid board.Point
	for _, q := range poly {
		mid.X += q.X / float64(len(poly))
		mid.Y += q.Y / float64(len(poly))
	}
	return boardview.Highlight{Polygon: poly, Fill: fill, LabelAt: mid}, true
}

// Release ends the click (select, or set up the tray's unit) or the drag
// (move the placement).
func (s *setupTool) Release(p boardview.ToolPoint) {
	if !s.pressed {
		return
	}
	s.pressed = false
	s.t.d.board.SetToolMarks(nil)
	w, ok := whereAt(p)
	switch {
	case !ok:
		if s.dragged {
			s.t.d.SetStatus("Nothing moved: drop on a cell or a box.")
		}
	case s.dragged && w != s.from:
		ks := s.t.setupsAt(s.from)
		if len(ks) == 0 {
			s.t.d.SetStatus(fmt.Sprintf("Nothing is set up at %s to move.", s.t.whereName(s.from)))
			return
		}
		_ = s.t.move(s.t.movedOf(ks), w)
	case s.t.armed != "":
		_ = s.t.place(s.t.armed, w)
	default:
		s.t.selectWhere(w)
		n := len(s.t.setupsAt(w))
		s.t.d.SetStatus(fmt.Sprintf("%s: %s.", s.t.whereName(w), plural.Count(n, "placement")))
	}
}

// Hover does nothing: the set-up tool has no marks without a button down.
func (s *setupTool) Hover(boardview.ToolPoint) {}

// movedOf is which of the placements ks (all at one place) a drag moves:
// the one chosen in the panel when it is there, else the top of the stack.
func (t *setupTab) movedOf(ks []int) int {
	if t.chosen >= 0 {
		for _, k := range ks {
			if k == t.chosen {
				return k
			}
		}
	}
	return ks[len(ks)-1]
}
