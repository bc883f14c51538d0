package boardview

// The designer's hooks into the board: tools that take the left button,
// their marks, maps edited in place, and a cell shown on request.

import (
	"image/color"
	"math"
	"sync/atomic"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"

	"sandtable/board"
	"sandtable/maps"
	"sandtable/rules"
	"sandtable/scenarios"
	"sandtable/ui/render"
)

// Tool is a designer's tool on the board (brush, fill, edge, place,
// space...). While one is set, the left button's taps and drags go to it
// instead of selecting and moving counters; the middle button, the wheel
// and the keys still pan and zoom.
//
// A click gives one Press and one Release at the same point; a drag gives
// Press where the button went down, a Drag for each move and Release
// where it came up. Hover comes only while no button is down. All are
// called on Fyne's thread.
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
// needs it. Everything in it is of the maps the board shows (the last
// EditMaps), which may be newer than the session's game.
type ToolPoint struct {
	// At is the point in board-layout pixels; MapAt is the same point in
	// the pixels of the map Map (what a graph map's spaces and boxes are
	// given in).
	At, MapAt board.Point
	// Map is the id of the map under the pointer, or of the nearest one
	// across the board (a point beside a graph map's spaces still names
	// that map, so a space can be added there); "" only with no maps.
	Map string
	// InMap is set when At lies within Map's bounds (cells and boxes).
	InMap bool
	// Cell is the cell under the pointer; OnCell is false off the cells.
	Cell   board.Cell
	OnCell bool
	// Label is Cell's label.
	Label string
	// Col and Row are Cell's zero-based offset column and row on a grid
	// map (as terrain_rows and design.Cell count them); -1 on a graph
	// map or off the cells.
	Col, Row int
	// Edge is the edge nearest the pointer, when the pointer is within a
	// quarter of a cell of it (OnEdge): on a grid the side of Cell shared
	// with the neighbour EdgeTo; on a graph map the connection between
	// spaces EdgeFrom and EdgeTo whose line passes nearest (away from
	// their centres). EdgeFrom is the end nearer the pointer (Label on a
	// grid). Edge is the pair of cells.
	Edge             board.Edge
	EdgeFrom, EdgeTo string
	OnEdge           bool
	// Box is the id of the off-map box under the pointer, "" when none
	// (a box lying over cells is taken before them, as play does).
	Box string
}

// toolHooks is the board's state for the designer's hooks.
type toolHooks struct {
	tool Tool
	// marks are the tool's marks (SetToolMarks); flash is ShowCell's
	// outline while it lasts.
	marks    []Highlight
	flash    []Highlight
	flashGen int
	// held are marks kept after an edit until the picture of layer
	// heldFor is on screen (tool_marks.go); holdGen tells holds apart.
	held    []Highlight
	heldFor *MapLayer
	holdGen int
	// markGen counts changes of the marks; painted is what the marks'
	// picture was last painted for.
	markGen int
	painted markView
	// A gesture of the left button given to the tool.
	down     bool      // Press given, Release not yet
	dragging bool      // Dragged came during the gesture
	byMouse  bool      // the gesture began with MouseDown (a real pointer)
	last     ToolPoint // where the pointer was last
	button   desktop.MouseButton
	// taps counts clicks given to the tool by MouseDown/MouseUp whose
	// Tapped (or DoubleTapped) Fyne sends after: those are not clicks
	// again. tapsAt is when the last was counted (stale counts expire).
	taps   int
	tapsAt time.Time
}

// SetTool gives the left button to t; nil gives it back to play (select,
// move by drag). A gesture under way is ended (the old tool gets no
// Release).
func (b *Board) SetTool(t Tool) {
	h := &b.tools
	h.tool = t
	h.down, h.dragging, h.byMouse, h.taps = false, false, false, 0
	if t != nil && b.drag != nil {
		b.drag = nil
		b.hideGhost()
		b.pieces = nil
	}
	b.redraw()
}

// CurrentTool is the tool set, nil in play.
func (b *Board) CurrentTool() Tool { return b.tools.tool }

// CellMark is a tool mark filling cell c of map mapID with fill (a brush's
// cell: give the terrain's colour, alpha about 220 so it reads as painted
// while the grid still shows).
func (b *Board) CellMark(mapID string, c board.Cell, fill color.NRGBA) Highlight {
	return Highlight{Polygon: b.CellPolygon(mapID, c), Fill: fill}
}

// LineMark is a tool mark drawing the polyline pts (board-layout pixels)
// width board pixels wide: an edge (EdgeLine) or a connection being
// dragged. Nil Polygon when pts has fewer than two points.
func LineMark(pts []board.Point, width float64, fill color.NRGBA) Highlight {
	return Highlight{Polygon: linePolygon(pts, width), Fill: fill}
}

// linePolygon is the outline of a polyline width wide: a thin quad per
// segment joined into one polygon (out along one side, back along the
// other).
func linePolygon(pts []board.Point, width float64) []board.Point {
	if len(pts) < 2 {
		return nil
	}
	n := len(pts)
	left := make([]board.Point, 0, 2*n)
	right := make([]board.Point, 0, 2*n)
	for i := 0; i+1 < n; i++ {
		a, c := pts[i], pts[i+1]
		dx, dy := c.X-a.X, c.Y-a.Y
		l := math.Hypot(dx, dy)
		if l == 0 {
			continue
		}
		nx, ny := -dy/l*width/2, dx/l*width/2
		left = append(left, board.Point{X: a.X + nx, Y: a.Y + ny}, board.Point{X: c.X + nx, Y: c.Y + ny})
		right = append(right, board.Point{X: a.X - nx, Y: a.Y - ny}, board.Point{X: c.X - nx, Y: c.Y - ny})
	}
	if len(left) == 0 {
		return nil
	}
	for i := len(right) - 1; i >= 0; i-- {
		left = append(left, right[i])
	}
	return left
}

// OutlineMark is a tool mark drawing the outline of polygon poly, width
// board pixels wide inside it (a ring: outer corners, then the inner ones
// the other way round, so the middle stays clear).
func OutlineMark(poly []board.Point, width float64, fill color.NRGBA) Highlight {
	return Highlight{Polygon: ringPolygon(poly, width), Fill: fill}
}

func ringPolygon(poly []board.Point, width float64) []board.Point {
	if len(poly) < 3 {
		return nil
	}
	var cx, cy float64
	for _, p := range poly {
		cx += p.X
		cy += p.Y
	}
	cx /= float64(len(poly))
	cy /= float64(len(poly))
	out := append([]board.Point(nil), poly...)
	out = append(out, poly[0])
	inner := make([]board.Point, len(poly))
	for i, p := range poly {
		d := math.Hypot(p.X-cx, p.Y-cy)
		f := 0.0
		if d > width {
			f = (d - width) / d
		}
		inner[i] = board.Point{X: cx + (p.X-cx)*f, Y: cy + (p.Y-cy)*f}
	}
	out = append(out, inner[0])
	for i := len(inner) - 1; i >= 0; i-- {
		out = append(out, inner[i])
	}
	return out
}

// shownMap is map id of the scenario the board shows and its index, nil
// when there is none.
func (b *Board) shownMap(id string) (*maps.Map, int) {
	return mapByID(b.scenario, id)
}

// CellPolygon is the outline of cell c of map mapID in board-layout
// pixels (for a tool's marks); nil when there is no such cell.
func (b *Board) CellPolygon(mapID string, c board.Cell) []board.Point {
	m, i := b.shownMap(mapID)
	if m == nil || m.Topology.Index(c) < 0 || i >= len(b.layout.Offsets) {
		return nil
	}
	poly := m.Topology.Polygon(c, nil)
	off := b.layout.Offsets[i]
	for k := range poly {
		poly[k].X += off.X
		poly[k].Y += off.Y
	}
	return poly
}

// EdgeLine is the edge between cells a and c of map mapID in board-layout
// pixels (for a tool's marks): the side they share on a grid (two
// points), the line between their centres on a graph map or for
// diagonal squares; nil when they are not neighbours.
func (b *Board) EdgeLine(mapID string, a, c board.Cell) []board.Point {
	m, i := b.shownMap(mapID)
	if m == nil || i >= len(b.layout.Offsets) || !m.Topology.Adjacent(a, c) {
		return nil
	}
	t := m.Topology
	p, q, ok := render.SharedSide(t, a, c)
	if !ok || t.Kind() == board.Graph {
		p, q = t.Center(a), t.Center(c)
	}
	off := b.layout.Offsets[i]
	return []board.Point{{X: p.X + off.X, Y: p.Y + off.Y}, {X: q.X + off.X, Y: q.Y + off.Y}}
}

// ToolPointAt is the board point under pos, a position in the board
// widget's coordinates (a counter dragged from the designer's tray and
// dropped there); false when pos is outside the widget.
func (b *Board) ToolPointAt(pos fyne.Position) (ToolPoint, bool) {
	s := b.Size()
	if pos.X < 0 || pos.Y < 0 || pos.X > s.Width || pos.Y > s.Height {
		return ToolPoint{}, false
	}
	return b.toolPoint(b.toBoard(pos)), true
}

// toolPoint is the ToolPoint of board-layout point p.
func (b *Board) toolPoint(p board.Point) ToolPoint {
	tp := ToolPoint{At: p, Col: -1, Row: -1}
	s := b.scenario
	if s == nil || len(s.Maps) == 0 || len(b.layout.Offsets) != len(s.Maps) {
		return tp
	}
	// The map: the one whose bounds hold p, else the nearest across.
	mi, best := -1, math.Inf(1)
	for i, m := range s.Maps {
		r := m.Bounds()
		off := b.layout.Offsets[i]
		dx := math.Max(0, math.Max(r.Min.X+off.X-p.X, p.X-(r.Max.X+off.X)))
		dy := math.Max(0, math.Max(r.Min.Y+off.Y-p.Y, p.Y-(r.Max.Y+off.Y)))
		if d := math.Hypot(dx, dy); d < best {
			mi, best = i, d
		}
	}
	m := s.Maps[mi]
	off := b.layout.Offsets[mi]
	q := board.Point{X: p.X - off.X, Y: p.Y - off.Y}
	tp.Map, tp.MapAt, tp.InMap = m.ID, q, best == 0
	for _, bx := range m.Boxes {
		if q.X >= bx.Rect.Min.X && q.X <= bx.Rect.Max.X && q.Y >= bx.Rect.Min.Y && q.Y <= bx.Rect.Max.Y {
			tp.Box = bx.ID
			return tp
		}
	}
	t := m.Topology
	if c, ok := t.At(q); ok {
		tp.Cell, tp.OnCell, tp.Label = c, true, t.Label(c)
		if g, ok := t.(board.OffsetGrid); ok {
			tp.Col, tp.Row = g.Offset(c)
		}
	}
	if t.Kind() == board.Graph {
		b.graphEdge(m, q, &tp)
	} else if tp.OnCell {
		gridEdge(t, q, &tp)
	}
	return tp
}

// gridEdge finds the side of tp's cell nearest q, when q is within a
// quarter of the cell's width of it.
func gridEdge(t board.Topology, q board.Point, tp *ToolPoint) {
	limit := render.CellSize(t) / 4
	best := math.Inf(1)
	for _, n := range t.Neighbors(tp.Cell, nil) {
		a, c, ok := render.SharedSide(t, tp.Cell, n)
		if !ok {
			continue // diagonal squares touch at a corner
		}
		if d := segmentDistance(q, a, c); d < best && d <= limit {
			best = d
			tp.Edge, tp.EdgeFrom, tp.EdgeTo, tp.OnEdge = board.EdgeOf(tp.Cell, n), tp.Label, t.Label(n), true
		}
	}
}

// graphEdge finds the connection of graph map m whose line passes nearest
// q, within a quarter of a cell (12 pixels), away from both ends' spaces.
func (b *Board) graphEdge(m *maps.Map, q board.Point, tp *ToolPoint) {
	t := m.Topology
	sb, _ := t.(board.SpaceBoard)
	limit := render.CellSize(t) / 4
	clear := func(c board.Cell) float64 { // how far from its centre q must be
		if sb != nil {
			if sp, ok := sb.Space(c); ok && len(sp.Polygon) == 0 {
				return math.Max(limit, sp.Radius)
			}
		}
		return limit
	}
	best := math.Inf(1)
	var nb []board.Cell
	for i := 0; i < t.Len(); i++ {
		a := t.Cell(i)
		nb = t.Neighbors(a, nb[:0])
		for _, c := range nb {
			if t.Index(c) < i {
				continue
			}
			pa, pc := t.Center(a), t.Center(c)
			d := segmentDistance(q, pa, pc)
			if d > limit || d >= best {
				continue
			}
			da, dc := math.Hypot(q.X-pa.X, q.Y-pa.Y), math.Hypot(q.X-pc.X, q.Y-pc.Y)
			if da < clear(a) || dc < clear(c) {
				continue
			}
			from, to := a, c
			if dc < da {
				from, to = c, a
			}
			best = d
			tp.Edge, tp.EdgeFrom, tp.EdgeTo, tp.OnEdge = board.EdgeOf(a, c), t.Label(from), t.Label(to), true
		}
	}
}

// segmentDistance is the distance from p to the segment a-c.
func segmentDistance(p, a, c board.Point) float64 {
	dx, dy := c.X-a.X, c.Y-a.Y
	l := dx*dx + dy*dy
	f := 0.0
	if l > 0 {
		f = math.Max(0, math.Min(1, ((p.X-a.X)*dx+(p.Y-a.Y)*dy)/l))
	}
	return math.Hypot(p.X-(a.X+f*dx), p.Y-(a.Y+f*dy))
}

// The input hooks: input.go's handlers call these first; true means the
// tool took the event.

// tapExpiry is how long a click given by MouseDown/MouseUp waits for its
// Tapped before it no longer swallows one.
const tapExpiry = 2 * time.Second

// toolMouseDown starts a gesture on the left button.
func (b *Board) toolMouseDown(ev *desktop.MouseEvent) bool {
	h := &b.tools
	if h.tool == nil {
		return false
	}
	h.button = ev.Button
	if ev.Button != desktop.MouseButtonPrimary {
		return false // the middle button still pans
	}
	if c := fyne.CurrentApp().Driver().CanvasForObject(b); c != nil {
		c.Focus(b) // the keys pan and zoom
	}
	if h.down {
		return true
	}
	h.down, h.dragging, h.byMouse = true, false, true
	h.last = b.toolPoint(b.toBoard(ev.Position))
	h.tool.Press(h.last)
	return true
}

// toolMouseUp ends a gesture (Fyne sends MouseUp before DragEnd).
func (b *Board) toolMouseUp(ev *desktop.MouseEvent) bool {
	h := &b.tools
	if h.tool == nil || ev.Button != desktop.MouseButtonPrimary {
		return false
	}
	if !h.down {
		return true
	}
	h.down = false
	if !h.dragging {
		// A click: Fyne's Tapped (or DoubleTapped) follows.
		if time.Since(h.tapsAt) > tapExpiry {
			h.taps = 0
		}
		h.taps++
		h.tapsAt = time.Now()
	}
	h.last = b.toolPoint(b.toBoard(ev.Position))
	h.tool.Release(h.last)
	return true
}

// toolTapped gives a click that came without MouseDown (Fyne's test
// driver, touch) as Press and Release; one that did was given already.
func (b *Board) toolTapped(ev *fyne.PointEvent) bool {
	h := &b.tools
	if h.tool == nil {
		return false
	}
	if h.taps > 0 && time.Since(h.tapsAt) <= tapExpiry {
		h.taps--
		return true
	}
	h.taps = 0
	if c := fyne.CurrentApp().Driver().CanvasForObject(b); c != nil {
		c.Focus(b)
	}
	h.last = b.toolPoint(b.toBoard(ev.Position))
	h.tool.Press(h.last)
	h.tool.Release(h.last)
	return true
}

// toolDoubleTapped swallows Fyne's DoubleTapped: its two clicks were given
// by MouseDown/MouseUp.
func (b *Board) toolDoubleTapped() bool {
	h := &b.tools
	if h.tool == nil {
		return false
	}
	h.taps = 0
	return true
}

// toolDragged gives a left-button drag's moves to the tool; a drag of the
// middle button pans.
func (b *Board) toolDragged(ev *fyne.DragEvent) bool {
	h := &b.tools
	if h.tool == nil {
		return false
	}
	if b.midPan || h.byMouse && !h.down && h.button == desktop.MouseButtonTertiary {
		k := float64(b.pixelScale())
		b.Pan(float64(ev.Dragged.DX)*k, float64(ev.Dragged.DY)*k)
		return true
	}
	if !h.down {
		// No MouseDown came (Fyne's test.Drag): the drag starts here.
		h.down, h.byMouse = true, false
		h.last = b.toolPoint(b.toBoard(ev.Position.Subtract(ev.Dragged)))
		h.tool.Press(h.last)
	}
	h.dragging = true
	h.last = b.toolPoint(b.toBoard(ev.Position))
	h.tool.Drag(h.last)
	return true
}

// toolDragEnd ends a drag not ended by MouseUp.
func (b *Board) toolDragEnd() bool {
	h := &b.tools
	if h.tool == nil {
		return false
	}
	if h.down {
		h.down = false
		h.tool.Release(h.last)
	}
	h.byMouse = false
	return true
}

// toolHover gives the pointer's moves with no button down to the tool.
func (b *Board) toolHover(ev *desktop.MouseEvent) bool {
	h := &b.tools
	if h.tool == nil || b.midPan {
		return false
	}
	if !h.down {
		h.tool.Hover(b.toolPoint(b.toBoard(ev.Position)))
	}
	return true
}

// EditMaps shows s, whose maps a designer has just edited, keeping the
// tiles drawn where nothing changed: changed are the cells (and boxes)
// edited, of s's maps, nil for "anything may have changed". Tiles of the
// old maps show until the new ones are drawn, never a blank board.
//
// What is redrawn: the tiles that overlap the changed cells and boxes and
// what is drawn for them across their neighbours (edge features, a
// place's name, a link's text, a graph space's name and connections),
// in the old maps and the new. A map whose text did not change (the same
// maps.Map.Digest) is not redrawn at all; one that changed but has no
// cell in changed is redrawn whole, as is everything when changed is nil
// or the maps' layout (their number, sizes or order) changed. The view is
// kept. A session.Replace with a game of s that follows keeps the layer.
func (b *Board) EditMaps(s *scenarios.Scenario, changed []rules.Location) {
	if s == nil {
		return
	}
	old, oldLayout := b.scenario, b.layout
	l := render.LayoutMaps(s.Maps)
	dirty, all := editedRects(old, oldLayout, s, l, changed)
	b.scenario, b.layout = s, l
	b.keepMapsInPlace(old, oldLayout, s, l)
	b.pieces, b.actionTargets = nil, nil
	switch {
	case !anyMapOf(old, s):
		// Other maps altogether (the designer opening another project):
		// a new board, which the compositors show once it is whole, the
		// old picture staying until then.
		b.layer = NewMapLayer(l.Size, render.Background, b.layerDraw())
		b.layer.drawn = b.tilesDrawn()
	case all:
		b.layer = b.layer.edited(l.Size, b.layerDraw(), nil, true)
	case len(dirty) > 0:
		b.layer = b.layer.edited(l.Size, b.layerDraw(), dirty, false)
	default:
		// Nothing on the maps changed: the layer draws s's maps from now
		// on, which look the same (its tiles stay).
		b.layer = b.layer.sameWith(b.layerDraw())
	}
	b.holdMarks(b.layer)
	if sameLayout(b.sess.Game.Scenario, s) {
		b.redraw()
	}
	// Else the session's game has other maps than s (one added or taken
	// away): its counters cannot be placed on s's maps, and the picture
	// stays as it is until the game of s comes (session.Replace).
}

// keepMapsInPlace moves the view by as much as the edit moved the first
// map old and s share within the layout, so that what is drawn stays where
// it was on screen: a graph space added left of or above the others widens
// the map's bounds, which moves every one of its points in the layout, and
// the view would otherwise jump under the designer's pointer.
func (b *Board) keepMapsInPlace(old *scenarios.Scenario, oldLayout render.Layout, s *scenarios.Scenario, l render.Layout) {
	if old == nil {
		return
	}
	for i, m := range s.Maps {
		_, j := mapByID(old, m.ID)
		if j < 0 || j >= len(oldLayout.Offsets) || i >= len(l.Offsets) {
			continue
		}
		dx, dy := l.Offsets[i].X-oldLayout.Offsets[j].X, l.Offsets[i].Y-oldLayout.Offsets[j].Y
		if dx != 0 || dy != 0 {
			b.mu.Lock()
			b.view.Origin.X += dx
			b.view.Origin.Y += dy
			b.mu.Unlock()
		}
		return
	}
}

// anyMapOf reports whether old has a map of an id s has.
func anyMapOf(old, s *scenarios.Scenario) bool {
	if old == nil {
		return false
	}
	for _, m := range s.Maps {
		if _, i := mapByID(old, m.ID); i >= 0 {
			return true
		}
	}
	return false
}

// mapByID is s's map of id and its index, -1 when none.
func mapByID(s *scenarios.Scenario, id string) (*maps.Map, int) {
	for i, m := range s.Maps {
		if m.ID == id {
			return m, i
		}
	}
	return nil, -1
}

// tilesDrawn is the counter of tiles drawn the board's layers share.
func (b *Board) tilesDrawn() *atomic.Int64 {
	if b.layer != nil && b.layer.drawn != nil {
		return b.layer.drawn
	}
	return new(atomic.Int64)
}

// sameLayout reports whether a and c have maps of the same ids in the
// same order.
func sameLayout(a, c *scenarios.Scenario) bool {
	if len(a.Maps) != len(c.Maps) {
		return false
	}
	for i := range a.Maps {
		if a.Maps[i].ID != c.Maps[i].ID {
			return false
		}
	}
	return true
}

// sameMaps reports whether a and c have the very same maps (the same
// loaded maps, or maps of the same texts), in the same order.
func sameMaps(a, c *scenarios.Scenario) bool {
	if a == nil || c == nil || len(a.Maps) != len(c.Maps) {
		return false
	}
	for i := range a.Maps {
		if !sameMap(a.Maps[i], c.Maps[i]) {
			return false
		}
	}
	return true
}

func sameMap(a, c *maps.Map) bool {
	return a == c || a.ID == c.ID && a.Digest != "" && a.Digest == c.Digest && samePicture(a.Picture, c.Picture)
}

// samePicture reports whether two maps' pictures are the same: a picture
// file changed on disk under the same [picture] is not.
func samePicture(a, c *maps.Picture) bool {
	return a == nil && c == nil || a != nil && c != nil && a.Image == c.Image
}

// editedRects are the board-layout rectangles whose drawing may differ
// between the maps of old and s (laid out as ol and l) given the cells
// changed; all is set when everything must be redrawn.
func editedRects(old *scenarios.Scenario, ol render.Layout, s *scenarios.Scenario, l render.Layout, changed []rules.Location) (dirty []board.Rect, all bool) {
	if old == nil || len(old.Maps) != len(s.Maps) || ol.Size != l.Size || len(ol.Offsets) != len(l.Offsets) {
		return nil, true
	}
	for i := range l.Offsets {
		if l.Offsets[i] != ol.Offsets[i] || old.Maps[i].ID != s.Maps[i].ID {
			return nil, true
		}
	}
	if changed == nil {
		for i := range s.Maps {
			if !sameMap(old.Maps[i], s.Maps[i]) {
				return nil, true
			}
		}
		return nil, false
	}
	byMap := map[string][]rules.Location{}
	for _, loc := range changed {
		byMap[loc.Map] = append(byMap[loc.Map], loc)
	}
	for i, nm := range s.Maps {
		om := old.Maps[i]
		if sameMap(om, nm) {
			continue
		}
		off := l.Offsets[i]
		var rs []board.Rect
		locs := byMap[nm.ID]
		if len(locs) == 0 || nm.Kind() != om.Kind() || nm.Kind() == board.Graph && nm.Topology.Len() != om.Topology.Len() {
			rs = []board.Rect{wholeMap(nm), wholeMap(om)}
		} else {
			rs = append(mapEditRects(om, locs), mapEditRects(nm, locs)...)
		}
		for _, r := range rs {
			dirty = append(dirty, board.Rect{Min: board.Point{X: r.Min.X + off.X, Y: r.Min.Y + off.Y}, Max: board.Point{X: r.Max.X + off.X, Y: r.Max.Y + off.Y}})
		}
	}
	return dirty, false
}

// wholeMap is everything drawn of m: its bounds, its title above, and a
// margin for what runs past them (box titles, names).
func wholeMap(m *maps.Map) board.Rect {
	r := m.Bounds()
	g := 2 * render.CellSize(m.Topology)
	for _, bx := range m.Boxes {
		r.Max.X = math.Max(r.Max.X, bx.Rect.Max.X+14*float64(len(bx.Name)))
	}
	return board.Rect{Min: board.Point{X: r.Min.X - g, Y: r.Min.Y - g - 40}, Max: board.Point{X: r.Max.X + g + 20*float64(len(m.Name)), Y: r.Max.Y + g}}
}

// mapEditRects are the rectangles of map m (its pixels) drawn for the
// cells and boxes locs: the cells with a cell's width around (patterns,
// grid, labels, edge features on their sides, region borders), the places
// in them with their names, the links from them with their text; on a
// graph map the spaces with their names and connections.
func mapEditRects(m *maps.Map, locs []rules.Location) []board.Rect {
	t := m.Topology
	size := render.CellSize(t)
	wide := size
	for _, et := range m.EdgeTypes {
		wide = math.Max(wide, 2*et.Width)
	}
	around := func(p board.Point, d float64) board.Rect {
		return board.Rect{Min: board.Point{X: p.X - d, Y: p.Y - d}, Max: board.Point{X: p.X + d, Y: p.Y + d}}
	}
	grow := func(r board.Rect, d float64) board.Rect {
		return board.Rect{Min: board.Point{X: r.Min.X - d, Y: r.Min.Y - d}, Max: board.Point{X: r.Max.X + d, Y: r.Max.Y + d}}
	}
	var out []board.Rect
	cells := map[board.Cell]bool{}
	sb, _ := t.(board.SpaceBoard)
	for _, loc := range locs {
		if loc.Box != "" {
			if bx := m.Box(loc.Box); bx != nil {
				r := bx.Rect
				r.Max.X += 14 * float64(len(bx.Name))
				out = append(out, grow(r, 6))
			}
			continue
		}
		c := loc.Cell
		if t.Index(c) < 0 {
			continue
		}
		cells[c] = true
		if sb == nil {
			out = append(out, around(t.Center(c), wide))
			continue
		}
		// A graph space: its outline, its name above it, its connections.
		poly := t.Polygon(c, nil)
		out = append(out, grow(render.Bounds(poly), wide))
		sp, _ := sb.Space(c)
		name := sp.Name
		if name == "" {
			name = sp.ID
		}
		out = append(out, around(board.Point{X: sp.Pos.X, Y: sp.Pos.Y - size*0.62}, size*(1+0.27*float64(len(name)))))
		for _, n := range t.Neighbors(c, nil) {
			out = append(out, grow(render.Bounds(append(t.Polygon(n, nil), t.Center(c))), wide))
		}
	}
	for _, pl := range m.Places {
		hit := false
		for _, c := range pl.Cells {
			hit = hit || cells[c]
		}
		if !hit {
			continue
		}
		var sx float64
		maxY := math.Inf(-1)
		for _, c := range pl.Cells {
			p := t.Center(c)
			out = append(out, around(p, size))
			sx += p.X
			maxY = math.Max(maxY, p.Y)
		}
		at := board.Point{X: sx / float64(len(pl.Cells)), Y: maxY + size*0.27}
		out = append(out, around(at, size*(1+0.18*float64(len(pl.Name)))))
	}
	for _, lk := range m.Links {
		if cells[lk.Cell] {
			out = append(out, around(t.Center(lk.Cell), size*(1+0.14*float64(len(lk.ToMap)+len(lk.ToCell)+1))))
		}
	}
	return out
}

// layerDraw draws the board's maps as they show now.
func (b *Board) layerDraw() func(c *render.Canvas) {
	return scenarioDraw(b.scenario, b.ShowCoords)
}

// ShowCell brings cell c of map mapID to the middle of the view (zooming
// in when counters would be too small to read there) and flashes its
// outline for a second and a half: the designer's problems list jumping
// to the cell at fault.
func (b *Board) ShowCell(mapID string, c board.Cell) {
	poly := b.CellPolygon(mapID, c)
	if poly == nil {
		return
	}
	m, _ := b.shownMap(mapID)
	r := render.Bounds(poly)
	b.mu.Lock()
	px, v := b.pxSize, b.view
	b.mu.Unlock()
	if px.X > 1 && px.Y > 1 {
		scale := v.Scale
		if min := ReadableCounter * float64(b.pixelScale()) / render.CounterSize(m.Topology); scale < min {
			scale = min
		}
		scale = math.Max(0.1, math.Min(8, scale))
		cx, cy := (r.Min.X+r.Max.X)/2, (r.Min.Y+r.Max.Y)/2
		b.userView = true
		b.mu.Lock()
		b.view = View{Scale: scale, Origin: board.Point{X: cx - float64(px.X)/scale/2, Y: cy - float64(px.Y)/scale/2}}
		b.mu.Unlock()
	}
	w := math.Max(3, render.CellSize(m.Topology)*0.08)
	h := &b.tools
	h.flash = []Highlight{OutlineMark(poly, w, FlashInk)}
	h.flashGen++
	gen := h.flashGen
	Later(1500*time.Millisecond, func() {
		if h.flashGen == gen {
			h.flash = nil
			b.redraw()
		}
	})
	b.redraw()
}

// Later runs fn on Fyne's thread after d: how the board and the designer
// schedule work for later (ShowCell's flash going, a preview redrawn after
// the last keystroke). Fyne's test driver runs fyne.Do at once on the
// calling goroutine, so a timer firing during a later test would touch
// widgets from two goroutines at once: tests that drive windows replace
// Later (with a function that drops the work, or runs it at once).
var Later = func(d time.Duration, fn func()) {
	time.AfterFunc(d, func() { fyne.Do(fn) })
}

// FlashInk outlines the cell ShowCell shows.
var FlashInk = color.NRGBA{230, 30, 200, 230}
