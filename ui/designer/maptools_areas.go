package designer

import (
	"fmt"
	"image/color"
	"math"
	"strings"

	"sandtable/board"
	"sandtable/design"
	"sandtable/ui/boardview"
)

// The area tool: outlines of an area map's territories and sea zones,
// drawn corner by corner, their corners moved, added and deleted, areas
// split along a line and merged. Every corner put down snaps onto a
// neighbour's corner or side within snapPixels on the screen, so that
// borders coincide exactly and make the areas neighbours.

// Area tool modes, as its option radio names them.
const (
	areaDraw    = "Draw"
	areaCorners = "Corners"
	areaDelete  = "Delete corner"
	areaSplit   = "Split"
	areaMerge   = "Merge"
)

var areaModes = []string{areaDraw, areaCorners, areaDelete, areaSplit, areaMerge}

// snapPixels is how near, in screen pixels, a corner or side must be for
// a point to snap onto it.
const snapPixels = 10

// areaTool is the Map tab's Area tool.
type areaTool struct {
	t *mapTab

	// Draw: the corners put down so far (map pixels) on map mapID.
	drawing []board.Point
	mapID   string
	off     board.Point // board-layout minus map pixels of mapID

	// Corners, Split, Merge: the press being dragged.
	f        *design.File
	pressed  bool
	from     board.Point              // map pixels, snapped
	moving   map[string]int           // corners being moved: area id -> corner index
	outline  map[string][]board.Point // the areas being changed, as they are
	inserted bool                     // the corner pressed was made on a side
	fromArea string                   // merge: the area pressed in
}

func (a *areaTool) mode() string {
	if a.t.areaMode == "" {
		return areaDraw
	}
	return a.t.areaMode
}

// areas are the outlines of f's areas (spaces with a polygon), by id.
func areas(f *design.File) (ids []string, polys map[string][]board.Point) {
	polys = map[string][]board.Point{}
	for _, s := range f.Spaces() {
		if pts := design.Points(s.Polygon); len(pts) >= 3 {
			ids = append(ids, s.ID)
			polys[s.ID] = pts
		}
	}
	return ids, polys
}

// radius is snapPixels in map pixels at the board's zoom.
func (a *areaTool) radius() float64 { return snapPixels / a.t.d.board.ViewScale() }

// snap is p snapped onto the corners and sides of f's areas other than
// those in skip, or p on the nearest whole pixel when none is near.
func (a *areaTool) snap(f *design.File, p board.Point, skip map[string]int) board.Point {
	ids, polys := areas(f)
	var others [][]board.Point
	for _, id := range ids {
		if _, ok := skip[id]; !ok {
			others = append(others, polys[id])
		}
	}
	q, ok := board.Snap(p, others, a.radius())
	if !ok { // a free corner goes on a whole pixel of the map
		q = board.Point{X: math.Round(q.X), Y: math.Round(q.Y)}
	}
	return q
}

// areaAt is the area of f whose outline holds p, "" for none.
func areaAt(f *design.File, p board.Point) string {
	ids, polys := areas(f)
	for k := len(ids) - 1; k >= 0; k-- { // the last drawn is on top
		if board.InPolygon(p, polys[ids[k]]) {
			return ids[k]
		}
	}
	return ""
}

func (a *areaTool) Press(p boardview.ToolPoint) {
	a.pressed = false
	f, m, ok := a.t.at(p)
	if !ok {
		return
	}
	if m.Kind() != board.Graph {
		a.t.d.SetStatus("Areas are for graph maps (File ▸ New map… ▸ Area map).")
		return
	}
	off := board.Point{X: p.At.X - p.MapAt.X, Y: p.At.Y - p.MapAt.Y}
	switch a.mode() {
	case areaDraw:
		a.pressDraw(f, p, off)
	case areaCorners, areaDelete:
		a.pressCorner(f, p, off)
	case areaSplit:
		a.f, a.mapID, a.off, a.pressed = f, p.Map, off, true
		a.from = a.snap(f, p.MapAt, nil)
	case areaMerge:
		a.f, a.mapID, a.off, a.pressed = f, p.Map, off, true
		a.from, a.fromArea = p.MapAt, areaAt(f, p.MapAt)
	}
}

// pressDraw puts down the next corner of the outline being drawn, or
// closes it on its first corner.
func (a *areaTool) pressDraw(f *design.File, p boardview.ToolPoint, off board.Point) {
	if len(a.drawing) > 0 && p.Map != a.mapID {
		a.drawing = nil
	}
	a.mapID, a.off, a.f = p.Map, off, f
	q := a.snap(f, p.MapAt, nil)
	if n := len(a.drawing); n > 0 {
		first := a.drawing[0]
		if math.Hypot(q.X-first.X, q.Y-first.Y) <= a.radius() {
			if n < 3 {
				a.t.d.SetStatus("An area needs at least 3 corners.")
				return
			}
			a.finish(f)
			return
		}
		if last := a.drawing[n-1]; math.Hypot(q.X-last.X, q.Y-last.Y) <= board.BorderTolerance {
			return // the same corner twice
		}
	}
	a.drawing = append(a.drawing, q)
	a.t.d.SetStatus(fmt.Sprintf("Corner %d at %s, %s: click the first corner to close the outline.", len(a.drawing), design.Float(q.X), design.Float(q.Y)))
	a.showDrawing(q)
}

// finish adds the outline drawn as a new area.
func (a *areaTool) finish(f *design.File) {
	poly := a.drawing
	a.drawing = nil
	a.t.d.board.SetToolMarks(nil)
	if board.SelfCrossing(poly) {
		a.t.d.SetStatus("The outline crosses itself: draw it again, going round once.")
		return
	}
	id := nextAreaID(f)
	if a.t.edit(f, a.mapID, nil, func() error { return f.AddArea(id, poly) }) == nil {
		a.t.d.SetStatus("Added " + id + ": name it, and give its values, in the form below.")
		a.t.spaceForm(f, id)
	}
}

// CancelDrawing forgets the outline being drawn.
func (a *areaTool) cancelDrawing() {
	a.drawing = nil
	a.t.d.board.SetToolMarks(nil)
}

// showDrawing marks the outline drawn so far and a line to the pointer.
func (a *areaTool) showDrawing(to board.Point) {
	if len(a.drawing) == 0 {
		return
	}
	var pts []board.Point
	for _, q := range append(a.drawing, to) {
		pts = append(pts, board.Point{X: q.X + a.off.X, Y: q.Y + a.off.Y})
	}
	marks := lineMark(pts, 3/a.t.d.board.ViewScale(), color.NRGBA{200, 30, 30, 230})
	for k, q := range pts[:len(pts)-1] {
		col := color.NRGBA{200, 30, 30, 230}
		if k == 0 {
			col = color.NRGBA{30, 140, 40, 240} // the corner that closes it
		}
		marks = append(marks, cornerMark(q, a.radius()*0.6, col))
	}
	a.t.d.board.SetToolMarks(marks)
}

// cornerMark is a small square at p (board-layout pixels).
func cornerMark(p board.Point, h float64, col color.NRGBA) boardview.Highlight {
	return boardview.Highlight{Fill: col, Polygon: []board.Point{{X: p.X - h, Y: p.Y - h}, {X: p.X + h, Y: p.Y - h}, {X: p.X + h, Y: p.Y + h}, {X: p.X - h, Y: p.Y + h}}}
}

// pressCorner finds the corner pressed (in every area that has it) or,
// in Corners mode, the side pressed, where a new corner goes.
func (a *areaTool) pressCorner(f *design.File, p boardview.ToolPoint, off board.Point) {
	ids, polys := areas(f)
	r := a.radius()
	// The nearest corner within reach, then every area with a corner there.
	best, bd := board.Point{}, math.Inf(1)
	for _, id := range ids {
		for _, c := range polys[id] {
			if d := math.Hypot(c.X-p.MapAt.X, c.Y-p.MapAt.Y); d <= r && d < bd {
				best, bd = c, d
			}
		}
	}
	moving := map[string]int{}
	outline := map[string][]board.Point{}
	inserted := false
	if !math.IsInf(bd, 1) {
		for _, id := range ids {
			for k, c := range polys[id] {
				if math.Abs(c.X-best.X) <= board.BorderTolerance && math.Abs(c.Y-best.Y) <= board.BorderTolerance {
					moving[id], outline[id] = k, polys[id]
				}
			}
		}
		// An area whose side runs through the corner (a T-junction)
		// gets a corner there, and moves with it.
		for _, id := range ids {
			if _, ok := moving[id]; ok {
				continue
			}
			if q, d, side := board.NearestOnPolygon(best, polys[id]); d <= board.BorderTolerance {
				poly := append([]board.Point{}, polys[id][:side+1]...)
				poly = append(poly, q)
				poly = append(poly, polys[id][side+1:]...)
				moving[id], outline[id] = side+1, poly
			}
		}
	} else if a.mode() == areaCorners {
		// A side: a new corner there, in every area along it.
		best, bd = p.MapAt, math.Inf(1)
		for _, id := range ids {
			if q, d, _ := board.NearestOnPolygon(p.MapAt, polys[id]); d <= r && d < bd {
				best, bd = q, d
			}
		}
		if math.IsInf(bd, 1) {
			a.t.d.SetStatus("Press a corner to move it, or a side to add a corner there.")
			return
		}
		for _, id := range ids {
			if q, d, side := board.NearestOnPolygon(best, polys[id]); d <= board.BorderTolerance {
				poly := append([]board.Point{}, polys[id][:side+1]...)
				poly = append(poly, q)
				poly = append(poly, polys[id][side+1:]...)
				moving[id], outline[id] = side+1, poly
			}
		}
		inserted = true
	} else {
		a.t.d.SetStatus("Click a corner to delete it.")
		return
	}
	a.f, a.mapID, a.off, a.pressed = f, p.Map, off, true
	a.from, a.moving, a.outline, a.inserted = best, moving, outline, inserted
}

func (a *areaTool) Drag(p boardview.ToolPoint) {
	if !a.pressed {
		return
	}
	switch a.mode() {
	case areaCorners:
		q := a.snap(a.f, p.MapAt, a.moving)
		var marks []boardview.Highlight
		for id, poly := range a.moved(q) {
			_ = id
			marks = append(marks, a.ring(poly, color.NRGBA{200, 30, 30, 220})...)
		}
		marks = append(marks, cornerMark(board.Point{X: q.X + a.off.X, Y: q.Y + a.off.Y}, a.radius()*0.6, color.NRGBA{200, 30, 30, 240}))
		a.t.d.board.SetToolMarks(marks)
	case areaSplit:
		q := a.snap(a.f, p.MapAt, nil)
		a.t.d.board.SetToolMarks(lineMark([]board.Point{{X: a.from.X + a.off.X, Y: a.from.Y + a.off.Y}, {X: q.X + a.off.X, Y: q.Y + a.off.Y}}, 3/a.t.d.board.ViewScale(), color.NRGBA{200, 30, 30, 230}))
	case areaMerge:
		var marks []boardview.Highlight
		_, polys := areas(a.f)
		if a.fromArea != "" {
			marks = append(marks, a.fill(polys[a.fromArea], color.NRGBA{255, 200, 0, 110}))
		}
		if to := areaAt(a.f, p.MapAt); to != "" && to != a.fromArea {
			col := color.NRGBA{40, 170, 60, 130}
			if board.SharedBorder(polys[a.fromArea], polys[to]) < board.MinSharedBorder {
				col = color.NRGBA{210, 40, 40, 130}
			}
			marks = append(marks, a.fill(polys[to], col))
		}
		a.t.d.board.SetToolMarks(marks)
	}
}

// moved is the outlines being changed with the corner pressed at q.
func (a *areaTool) moved(q board.Point) map[string][]board.Point {
	out := map[string][]board.Point{}
	for id, k := range a.moving {
		poly := append([]board.Point{}, a.outline[id]...)
		poly[k] = q
		out[id] = poly
	}
	return out
}

// ring marks the outline poly (map pixels).
func (a *areaTool) ring(poly []board.Point, col color.NRGBA) []boardview.Highlight {
	pts := make([]board.Point, 0, len(poly)+1)
	for _, q := range append(poly, poly[0]) {
		pts = append(pts, board.Point{X: q.X + a.off.X, Y: q.Y + a.off.Y})
	}
	return lineMark(pts, 3/a.t.d.board.ViewScale(), col)
}

// fill marks the area poly (map pixels).
func (a *areaTool) fill(poly []board.Point, col color.NRGBA) boardview.Highlight {
	pts := make([]board.Point, len(poly))
	for i, q := range poly {
		pts[i] = board.Point{X: q.X + a.off.X, Y: q.Y + a.off.Y}
	}
	return boardview.Highlight{Fill: col, Polygon: pts}
}

func (a *areaTool) Release(p boardview.ToolPoint) {
	if !a.pressed {
		return
	}
	a.pressed = false
	a.t.d.board.SetToolMarks(nil)
	f := a.f
	switch a.mode() {
	case areaCorners:
		q := a.snap(f, p.MapAt, a.moving)
		if math.Hypot(q.X-a.from.X, q.Y-a.from.Y) <= board.BorderTolerance && !a.inserted {
			return // a click on a corner: nothing to do
		}
		name := fmt.Sprintf("move corner %s, %s", design.Float(a.from.X), design.Float(a.from.Y))
		if a.inserted {
			name = fmt.Sprintf("add corner %s, %s", design.Float(math.Round(q.X*100)/100), design.Float(math.Round(q.Y*100)/100))
		}
		outlines := a.moved(q)
		for id, poly := range outlines {
			if board.SelfCrossing(poly) {
				a.t.d.SetStatus("That would make " + id + "'s outline cross itself.")
				return
			}
		}
		a.t.edit(f, a.mapID, nil, func() error { return f.SetOutlines(name, outlines) })
	case areaDelete:
		outlines := map[string][]board.Point{}
		for id, k := range a.moving {
			poly := append([]board.Point{}, a.outline[id][:k]...)
			poly = append(poly, a.outline[id][k+1:]...)
			if len(poly) < 3 {
				a.t.d.SetStatus(id + " has only 3 corners: delete the area (Space tool) or merge it instead.")
				return
			}
			outlines[id] = poly
		}
		name := fmt.Sprintf("delete corner %s, %s", design.Float(a.from.X), design.Float(a.from.Y))
		a.t.edit(f, a.mapID, nil, func() error { return f.SetOutlines(name, outlines) })
	case areaSplit:
		q := a.snap(f, p.MapAt, nil)
		mid := board.Point{X: (a.from.X + q.X) / 2, Y: (a.from.Y + q.Y) / 2}
		id := areaAt(f, mid)
		if id == "" {
			a.t.d.SetStatus("Drag across an area, from a point of its border to another, to split it.")
			return
		}
		newID := nextAreaID(f)
		if err := a.t.edit(f, a.mapID, nil, func() error { return f.SplitArea(id, []board.Point{a.from, q}, newID) }); err != nil {
			a.t.d.SetStatus(strings.TrimPrefix(err.Error(), "design: "))
			return
		}
		a.t.spaceForm(f, newID)
	case areaMerge:
		to := areaAt(f, p.MapAt)
		if a.fromArea == "" || to == "" || to == a.fromArea {
			a.t.d.SetStatus("Drag from an area into its neighbour to merge the neighbour into it.")
			return
		}
		if namedBeyondConnections(f, to) {
			a.t.d.SetStatus(to + " is named by places, edges or links: move those to " + a.fromArea + " first.")
			return
		}
		keep := a.fromArea
		if err := a.t.edit(f, a.mapID, nil, func() error { return f.MergeAreas(keep, to) }); err != nil {
			a.t.d.SetStatus(strings.TrimPrefix(err.Error(), "design: "))
			return
		}
		a.t.spaceForm(f, keep)
	}
}

func (a *areaTool) Hover(p boardview.ToolPoint) {
	if a.mode() == areaDraw && len(a.drawing) > 0 && p.Map == a.mapID && a.f != nil {
		a.showDrawing(a.snap(a.f, p.MapAt, nil))
		return
	}
	if a.mode() == areaDraw || a.mode() == areaCorners || a.mode() == areaDelete || a.mode() == areaSplit {
		// Where a click would land: the snapped point.
		f := a.t.file(p.Map)
		if f == nil || a.t.good[f] == nil || a.t.good[f].Kind() != board.Graph {
			return
		}
		off := board.Point{X: p.At.X - p.MapAt.X, Y: p.At.Y - p.MapAt.Y}
		q := a.snap(f, p.MapAt, nil)
		if q != p.MapAt {
			a.t.d.board.SetToolMarks([]boardview.Highlight{cornerMark(board.Point{X: q.X + off.X, Y: q.Y + off.Y}, a.radius()*0.5, color.NRGBA{30, 140, 40, 220})})
		} else {
			a.t.d.board.SetToolMarks(nil)
		}
	}
}

// nextAreaID is "Area N" for the first N not taken.
func nextAreaID(f *design.File) string {
	taken := map[string]bool{}
	for _, s := range f.Spaces() {
		taken[strings.ToLower(s.ID)] = true
	}
	for n := 1; ; n++ {
		if id := fmt.Sprintf("Area %d", n); !taken[strings.ToLower(id)] {
			return id
		}
	}
}
