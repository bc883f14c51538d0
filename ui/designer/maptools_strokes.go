package designer

import (
	"fmt"
	"image/color"
	"math"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"sandtable/board"
	"sandtable/design"
	"sandtable/maps"
	"sandtable/ui/boardview"
)

// A river (any edge feature) is drawn on a grid by dragging along the
// hexsides: the stroke snaps to the corner of the cell under the pointer
// nearest it and runs from corner to corner along the sides between them,
// so the river follows the pointer's path the way a designer draws it on
// paper (not the sides the pointer crosses, which would make a ladder
// across its path). The first side decides: on a side without the feature
// the stroke draws, on one with it the stroke erases. A click is a stroke
// of one side (the one nearest the pointer): it toggles that side.
//
// A road (any road type) is drawn by dragging through the cells it joins,
// centre to centre; a cell the pointer skips is filled in, and going back
// into the cell before takes the last step back. Its first link decides
// in the same way: along a road of the type the stroke erases.

// edgeStroke is the Edge tool's stroke on a grid map.
type edgeStroke struct {
	f     *design.File
	m     *maps.Map
	mapID string
	cur   board.Point // the corner the stroke has reached, map pixels
	cell  board.Cell  // a cell that has cur as a corner
	sides []board.Edge
	seen  map[board.Edge]bool
	feat  string // the edge feature drawn or erased
	on    bool   // drawing (else erasing); decided by the first side
	col   color.NRGBA
}

// nearestCorner is the corner of cell c nearest p.
func nearestCorner(t board.Topology, c board.Cell, p board.Point) board.Point {
	best, bd := board.Point{}, math.Inf(1)
	for _, q := range t.Polygon(c, nil) {
		if d := math.Hypot(q.X-p.X, q.Y-p.Y); d < bd {
			best, bd = q, d
		}
	}
	return best
}

func near(a, b board.Point) bool { return math.Abs(a.X-b.X) < 0.01 && math.Abs(a.Y-b.Y) < 0.01 }

// hasCorner reports whether u is a corner of cell c.
func hasCorner(t board.Topology, c board.Cell, u board.Point) bool {
	for _, q := range t.Polygon(c, nil) {
		if near(q, u) {
			return true
		}
	}
	return false
}

// cornerCells are the cells that have corner u, given one of them.
func cornerCells(t board.Topology, c board.Cell, u board.Point) []board.Cell {
	out := []board.Cell{c}
	for _, n := range t.Neighbors(c, nil) {
		if hasCorner(t, n, u) {
			out = append(out, n)
		}
	}
	return out
}

// step is a side from a corner to the next: the corner reached, a cell
// that has it, and the side's two cells (ok false on the map's rim, where
// a side has one cell).
type step struct {
	to   board.Point
	cell board.Cell
	side board.Edge
	ok   bool
}

// steps are the sides that leave corner u (of cell c).
func steps(t board.Topology, c board.Cell, u board.Point) []step {
	cells := cornerCells(t, c, u)
	var out []step
	for _, x := range cells {
		poly := t.Polygon(x, nil)
		for k, q := range poly {
			if !near(q, u) {
				continue
			}
			for _, w := range []board.Point{poly[(k+1)%len(poly)], poly[(k+len(poly)-1)%len(poly)]} {
				s := step{to: w, cell: x}
				for _, y := range cells {
					if y != x && hasCorner(t, y, w) && t.Adjacent(x, y) {
						s.side, s.ok = board.EdgeOf(x, y), true
					}
				}
				out = append(out, s)
			}
		}
	}
	return out
}

// walk goes from the stroke's corner to corner v of cell vc side by side,
// each step to the corner nearest v, adding the sides passed.
func (s *edgeStroke) walk(v board.Point, vc board.Cell) {
	t := s.m.Topology
	for n := 0; n < 64 && !near(s.cur, v); n++ {
		d := math.Hypot(s.cur.X-v.X, s.cur.Y-v.Y)
		var best *step
		bd := d
		for _, st := range steps(t, s.cell, s.cur) {
			if e := math.Hypot(st.to.X-v.X, st.to.Y-v.Y); e < bd-0.01 {
				st := st
				best, bd = &st, e
			}
		}
		if best == nil {
			break // no side leads nearer: a corner across the map's rim
		}
		if best.ok {
			s.add(best.side)
		}
		s.cur, s.cell = best.to, best.cell
	}
	if !near(s.cur, v) {
		s.cur, s.cell = v, vc // start afresh from where the pointer is
	}
}

// add puts side e into the stroke; the first side decides whether the
// stroke draws or erases.
func (s *edgeStroke) add(e board.Edge) {
	if s.seen[e] {
		return
	}
	if len(s.sides) == 0 {
		s.on = !s.m.Edges.Has(e.A, e.B, s.feat)
	}
	if s.m.Edges.Has(e.A, e.B, s.feat) == s.on {
		return // erasing where it is not, drawing where it is
	}
	s.seen[e] = true
	s.sides = append(s.sides, e)
}

// pairs are the stroke's sides as label pairs.
func (s *edgeStroke) pairs() [][2]string {
	out := make([][2]string, len(s.sides))
	for i, e := range s.sides {
		out[i] = [2]string{s.m.Label(e.A), s.m.Label(e.B)}
	}
	return out
}

// cells are the cells on either side of the stroke.
func (s *edgeStroke) cells() []board.Cell {
	var out []board.Cell
	for _, e := range s.sides {
		out = append(out, e.A, e.B)
	}
	return out
}

// marks are the stroke's sides as highlights, red-tinted when erasing.
func (s *edgeStroke) marks(t *mapTab) []boardview.Highlight {
	col := s.col
	if !s.on {
		col = color.NRGBA{220, 40, 40, 200}
	}
	var hs []boardview.Highlight
	for _, e := range s.sides {
		hs = append(hs, lineMark(t.d.board.EdgeLine(s.mapID, e.A, e.B), 6, col)...)
	}
	return hs
}

// roadTool draws (or erases) a road of the chosen road type through the
// cells the pointer drags over: the stroke shows at once as marks and
// becomes ONE edit when the button comes up.
type roadTool struct {
	t *mapTab

	f     *design.File
	m     *maps.Map
	mapID string
	path  []board.Cell
	on    bool // drawing (else erasing); decided by the first link
	rt    *maps.RoadType
}

func (r *roadTool) Press(p boardview.ToolPoint) {
	r.f = nil
	f, m, ok := r.t.at(p)
	if !ok || !p.OnCell {
		return
	}
	if m.Kind() == board.Graph {
		r.t.d.SetStatus("Roads are drawn on hex and square maps; on a graph map a connection is already a link from space to space (Connect tool, its kind).")
		return
	}
	rt := m.RoadType(r.t.roadType)
	if rt == nil {
		r.t.d.SetStatus("Choose a road type to draw, or add one (New road type… in the tool's list).")
		return
	}
	r.f, r.m, r.mapID, r.rt = f, m, p.Map, rt
	r.path = []board.Cell{p.Cell}
	r.show()
}

// extend takes the stroke on to cell c: the cells between when the
// pointer skipped some, a step back when c is the cell before.
func (r *roadTool) extend(c board.Cell) {
	t := r.m.Topology
	last := r.path[len(r.path)-1]
	if c == last {
		return
	}
	if n := len(r.path); n >= 2 && r.path[n-2] == c {
		r.path = r.path[:n-1]
		return
	}
	way := t.Line(last, c)
	if len(way) == 0 || way[0] != last {
		way = append([]board.Cell{last}, way...)
	}
	for k := 1; k < len(way); k++ {
		if !t.Adjacent(way[k-1], way[k]) {
			// A line that cuts a corner (squares without diagonals): the
			// shortest way instead.
			if p, _, ok := board.FindPath(t, last, c, func(a, b board.Cell) (int, bool) { return 1, true }); ok {
				way = p
			}
			break
		}
	}
	for _, x := range way[1:] {
		if t.Index(x) < 0 {
			return
		}
		if len(r.path) == 1 {
			r.on = !r.m.RoadLinks.Has(r.path[0], x, r.rt.ID)
		}
		r.path = append(r.path, x)
	}
}

func (r *roadTool) Drag(p boardview.ToolPoint) {
	if r.f == nil || !p.OnCell || p.Map != r.mapID {
		return
	}
	r.extend(p.Cell)
	r.show()
}

// show marks the stroke: the cells' centres joined in the road's colour
// (red when erasing), the cells faintly.
func (r *roadTool) show() {
	col := color.NRGBA{r.rt.Color.R, r.rt.Color.G, r.rt.Color.B, 230}
	if len(r.path) >= 2 && !r.on {
		col = color.NRGBA{220, 40, 40, 220}
	}
	var hs []boardview.Highlight
	var pts []board.Point
	for _, c := range r.path {
		hs = append(hs, r.t.mark(r.mapID, c, color.RGBA{255, 255, 255, 255}, 60))
		if poly := r.t.d.board.CellPolygon(r.mapID, c); len(poly) > 0 {
			var x, y float64
			for _, q := range poly {
				x, y = x+q.X, y+q.Y
			}
			pts = append(pts, board.Point{X: x / float64(len(poly)), Y: y / float64(len(poly))})
		}
	}
	hs = append(hs, lineMark(pts, math.Max(4, r.rt.Width*1.5), col)...)
	r.t.d.board.SetToolMarks(hs)
}

func (r *roadTool) Release(boardview.ToolPoint) {
	f := r.f
	r.f = nil
	defer r.t.d.board.SetToolMarks(nil)
	if f == nil {
		return
	}
	if len(r.path) < 2 {
		r.t.d.SetStatus("Drag from cell to cell to draw a road through their centres.")
		return
	}
	labels := make([]string, len(r.path))
	for i, c := range r.path {
		labels[i] = r.m.Label(c)
	}
	id := r.rt.ID
	if r.on {
		r.t.edit(f, r.mapID, r.path, func() error { return f.DrawRoad(id, labels) })
	} else {
		r.t.edit(f, r.mapID, r.path, func() error { return f.EraseRoads(id, labels) })
	}
}

// Hover marks the cell a road would start from.
func (r *roadTool) Hover(p boardview.ToolPoint) {
	if r.f != nil {
		return
	}
	if !p.OnCell {
		r.t.d.board.SetToolMarks(nil)
		return
	}
	r.t.d.board.SetToolMarks([]boardview.Highlight{r.t.mark(p.Map, p.Cell, color.RGBA{255, 255, 255, 255}, 70)})
}

// defaultRoadColour is the colour of a road type that gives none (the
// loader's).
const defaultRoadColour = "#7a4420"

// newRoadTypeItem is the road tool's select item that opens the form for
// a new road type.
const newRoadTypeItem = "New road type…"

// roadTypeForm is the form of a road type, shown under the tool.
type roadTypeForm struct {
	orig                  string              // the road type's id, "" for a new one
	was                   design.RoadTypeSpec // as the file says it, to write only what changes
	id, name, width, cost *widget.Entry
	colour                *colourField
	style                 *widget.Select
	save, remove          *widget.Button
}

// refreshRoadTypes fills the road tool's select with m's road types.
func (t *mapTab) refreshRoadTypes(m *maps.Map) {
	ids, names := make([]string, len(m.RoadTypes)), make([]string, len(m.RoadTypes))
	for i, rt := range m.RoadTypes {
		ids[i], names[i] = rt.ID, rt.Name
	}
	fillTypeSelect(t.roadSel, &t.roadType, ids, names, newRoadTypeItem)
}

// fillTypeSelect fills sel with the types ids (named names) and last
// (the item that adds one), keeping *cur chosen while it is one of them,
// else choosing the first (or none).
func fillTypeSelect(sel *widget.Select, cur *string, ids, names []string, last string) {
	items := make([]string, len(ids), len(ids)+1)
	at := -1
	for i, id := range ids {
		items[i] = named(names[i], id)
		if id == *cur {
			at = i
		}
	}
	if at < 0 {
		*cur = ""
		if len(ids) > 0 {
			*cur, at = ids[0], 0
		}
	}
	sel.Options = append(items, last)
	sel.Selected = ""
	if at >= 0 {
		sel.Selected = items[at]
	}
	sel.Refresh()
}

// pickRoadType is the road select's choice.
func (t *mapTab) pickRoadType(s string) {
	if s != newRoadTypeItem {
		t.roadType = idOf(s)
		return
	}
	t.roadSel.Selected = ""
	if m := t.curMap(); m != nil {
		if rt := m.RoadType(t.roadType); rt != nil {
			t.roadSel.Selected = named(rt.Name, rt.ID)
		}
	}
	t.roadSel.Refresh()
	t.newRoadType()
}

// newRoadType shows the form of a new road type.
func (t *mapTab) newRoadType() { t.editRoadType("") }

// editRoadType shows the form of road type id: a new one when id is "",
// else the one the map has, to change (its id stays: roads name it) or,
// when no road is of that type, remove.
func (t *mapTab) editRoadType(id string) {
	f := t.curFile()
	if f == nil {
		return
	}
	var was design.RoadTypeSpec
	if id != "" {
		if i := f.Find(design.Table, "road_type."+id); i >= 0 {
			_ = f.Decode(i, &was)
			was.ID = id
		}
	}
	rt := was
	if rt.Color == "" {
		rt.Color = defaultRoadColour
	}
	e := &roadTypeForm{orig: id, was: was, id: widget.NewEntry(), name: widget.NewEntry(), width: widget.NewEntry(), cost: widget.NewEntry(),
		colour: newColourField(t.d.win, rt.Color), style: widget.NewSelect(maps.RoadStyles, nil)}
	e.id.SetText(rt.ID)
	e.name.SetText(rt.Name)
	e.id.SetPlaceHolder("road, track, railway")
	if rt.Width != nil {
		e.width.SetText(design.Float(*rt.Width))
	}
	e.width.SetPlaceHolder("4")
	if rt.MoveCost != nil {
		e.cost.SetText(strconv.Itoa(*rt.MoveCost))
	}
	e.cost.SetPlaceHolder("as the terrain")
	if rt.Style == "" {
		rt.Style = "line"
	}
	e.style.SetSelected(rt.Style)
	title := "New road type (a step along it costs its move cost in place of the terrain's):"
	e.save = widget.NewButton("Add road type", func() { t.saveRoadType(f, e) })
	objs := []fyne.CanvasObject{}
	if id != "" {
		title = "Road type " + id + " (a step along it costs its move cost in place of the terrain's):"
		e.save.SetText("Save road type")
		e.id.Disable()
		e.remove = widget.NewButton("Remove", func() {
			if roadTypeUsed(f, id) {
				t.d.SetStatus("Road type " + id + " has roads on the map: erase them first (Road tool).")
				return
			}
			i := f.Find(design.Table, "road_type."+id)
			if t.edit(f, "", nil, func() error { return f.RemoveEntry(i) }) == nil {
				t.show(nil)
				t.refresh(f)
			}
		})
		objs = append(objs, container.NewHBox(e.save, e.remove))
	} else {
		objs = append(objs, e.save)
	}
	onEnter(e.save, e.id, e.name, e.width, e.cost, e.colour.entry)
	t.show(e, append([]fyne.CanvasObject{widget.NewLabel(title),
		widget.NewForm(widget.NewFormItem("Id", e.id), widget.NewFormItem("Name", e.name),
			widget.NewFormItem("Colour", e.colour.object), widget.NewFormItem("Width", e.width),
			widget.NewFormItem("Style", e.style), widget.NewFormItem("Move cost", e.cost))}, objs...)...)
}

// roadTypeUsed reports whether a [[road]] of f is of road type id.
func roadTypeUsed(f *design.File, id string) bool {
	for _, i := range f.Items("road") {
		var r design.RoadSpec
		if f.Decode(i, &r) != nil || r.Type == id {
			return true
		}
	}
	return false
}

// saveRoadType adds or changes the form's road type and makes it the
// tool's.
func (t *mapTab) saveRoadType(f *design.File, e *roadTypeForm) {
	rt := design.RoadTypeSpec{ID: strings.TrimSpace(e.id.Text), Name: strings.TrimSpace(e.name.Text),
		Color: strings.TrimSpace(e.colour.entry.Text), Style: e.style.Selected}
	if rt.ID == "" {
		t.d.SetStatus("A road type needs an id (road, railway...).")
		return
	}
	if why := colourRefusal(rt.Color); why != "" {
		t.d.SetStatus(why)
		return
	}
	if s := strings.TrimSpace(e.width.Text); s != "" {
		w, err := strconv.ParseFloat(s, 64)
		if err != nil || w <= 0 || w > 100 {
			t.d.SetStatus(fmt.Sprintf("Width %q: a number of pixels above 0.", s))
			return
		}
		rt.Width = &w
	}
	if s := strings.TrimSpace(e.cost.Text); s != "" {
		n, err := strconv.Atoi(s)
		if err != nil || n < 0 {
			t.d.SetStatus(fmt.Sprintf("Move cost %q: a whole number, 0 or more (empty: as the terrain).", s))
			return
		}
		rt.MoveCost = &n
	}
	// The defaults the form shows are left out when the file leaves
	// them out (or, for a new type, always).
	if rt.Style == "line" && e.was.Style == "" {
		rt.Style = ""
	}
	if e.orig != "" && e.was.Color == "" && strings.EqualFold(rt.Color, defaultRoadColour) {
		rt.Color = ""
	}
	edit := func() error { return f.AddRoadType(rt) }
	if e.orig != "" {
		// Keys the form does not show (bridges) stay as they are.
		if i := f.Find(design.Table, "road_type."+e.orig); i >= 0 {
			var old design.RoadTypeSpec
			_ = f.Decode(i, &old)
			rt.Bridges = old.Bridges
		}
		edit = func() error {
			i := f.Find(design.Table, "road_type."+e.orig)
			if i < 0 {
				return fmt.Errorf("designer: the map has no road type %q", e.orig)
			}
			return f.SetEntry(i, rt)
		}
	}
	if t.edit(f, "", nil, edit) == nil {
		t.roadType = rt.ID
		t.show(nil)
		t.refresh(f)
	}
}
