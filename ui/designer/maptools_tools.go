package designer

import (
	"fmt"
	"image/color"
	"math"
	"strings"

	"sandtable/board"
	"sandtable/design"
	"sandtable/maps"
	"sandtable/ui/boardview"
)

// The Map tab's tools on the board: each is a boardview.Tool.

// selectTool tells what is at the cell clicked.
type selectTool struct{ t *mapTab }

func (s *selectTool) Press(p boardview.ToolPoint) {
	_, m, ok := s.t.at(p)
	if !ok {
		return
	}
	if p.Box != "" {
		if b := m.Box(p.Box); b != nil {
			s.t.d.SetStatus(fmt.Sprintf("Box %s (%s), %s", b.Name, b.ID, b.Kind))
			s.t.boxes.edit(b.ID)
		}
		return
	}
	if !p.OnCell {
		return
	}
	s.t.d.SetStatus(describeCell(m, p.Cell))
}
func (*selectTool) Drag(boardview.ToolPoint)    {}
func (*selectTool) Release(boardview.ToolPoint) {}
func (*selectTool) Hover(boardview.ToolPoint)   {}

// describeCell is what the select tool says of cell c: its label,
// terrain, places and region.
func describeCell(m *maps.Map, c board.Cell) string {
	parts := []string{m.Label(c)}
	if tr := m.TerrainAt(c); tr != nil {
		parts = append(parts, named(tr.Name, tr.ID))
	}
	for _, pl := range m.PlacesAt(c) {
		parts = append(parts, fmt.Sprintf("%s (%s)", pl.Name, strings.Join(pl.Kinds, ", ")))
	}
	if r := m.RegionAt(c); r != nil {
		parts = append(parts, "region "+named(r.Name, r.ID))
	}
	for _, l := range m.LinksAt(c) {
		parts = append(parts, "link to "+l.ToMap+" "+l.ToCell)
	}
	return strings.Join(parts, " · ")
}

// brushTool paints terrain (or, with region, a region) on the cells the
// pointer drags over: the stroke shows at once as marks, and becomes ONE
// edit (one undo step) when the button comes up.
type brushTool struct {
	t      *mapTab
	region bool

	f      *design.File
	m      *maps.Map
	mapID  string
	last   board.Cell
	cells  []board.Cell
	seen   map[board.Cell]bool
	colour color.RGBA
	marks  []boardview.Highlight
}

func (b *brushTool) Press(p boardview.ToolPoint) {
	b.f = nil
	f, m, ok := b.t.at(p)
	if !ok || !p.OnCell {
		return
	}
	if b.region {
		b.colour = color.RGBA{255, 255, 255, 255}
		if r := m.Region(b.t.region); r != nil {
			b.colour = r.Color
		} else if pr := b.t.pending; pr != nil && pr.ID == b.t.region {
			b.colour, _ = parseColour(pr.Color)
		}
	} else {
		tr := m.Terrain(b.t.terrain)
		if tr == nil {
			b.t.d.SetStatus("Choose a terrain type to paint (Terrain types).")
			return
		}
		b.colour = tr.Color
	}
	b.f, b.m, b.mapID = f, m, p.Map
	b.cells, b.seen, b.marks = nil, map[board.Cell]bool{}, nil
	b.last = p.Cell
	b.add(p.Cell)
	// The cell pressed shows at once, not when the pointer leaves it.
	b.t.d.board.SetToolMarks(b.marks)
}

// add paints the brush's footprint at c into the stroke.
func (b *brushTool) add(c board.Cell) {
	for _, n := range b.t.footprint(b.m, c) {
		if !b.seen[n] {
			b.seen[n] = true
			b.cells = append(b.cells, n)
			b.marks = append(b.marks, b.t.mark(b.mapID, n, b.colour, 200))
		}
	}
}

func (b *brushTool) Drag(p boardview.ToolPoint) {
	if b.f == nil || !p.OnCell || p.Map != b.mapID {
		return
	}
	if p.Cell == b.last {
		return
	}
	// The cells between the last point and this one: a fast pointer
	// skips cells.
	for _, c := range b.m.Topology.Line(b.last, p.Cell) {
		if b.m.Topology.Index(c) >= 0 {
			b.add(c)
		}
	}
	b.last = p.Cell
	b.t.d.board.SetToolMarks(b.marks)
}

func (b *brushTool) Release(p boardview.ToolPoint) {
	f := b.f
	b.f = nil
	// After the edit: the board keeps the stroke's marks until its picture
	// with the paint committed is on screen (no flash of the old terrain).
	defer b.t.d.board.SetToolMarks(nil)
	if f == nil || len(b.cells) == 0 {
		return
	}
	cells, ok := offsets(b.m, b.cells)
	if !ok {
		b.t.d.SetStatus("Painting needs a hex or square map.")
		return
	}
	id := b.t.terrain
	paint := f.PaintCells
	if b.region {
		id = b.t.region
		paint = f.PaintRegion
		if pr := b.t.pending; pr != nil && pr.ID == id && b.m.Region(id) == nil {
			r := *pr
			if b.t.edit(f, b.mapID, b.cells, func() error { return addRegionPainted(f, r, cells) }) == nil {
				b.t.pending = nil
				b.t.refresh(f)
			}
			return
		}
	}
	b.t.edit(f, b.mapID, b.cells, func() error { return paint(cells, id) })
}

// Hover shows where the brush would paint.
func (b *brushTool) Hover(p boardview.ToolPoint) {
	if b.f != nil {
		return
	}
	f := b.t.file(p.Map)
	m := b.t.good[f]
	if m == nil || !p.OnCell {
		b.t.d.board.SetToolMarks(nil)
		return
	}
	var hs []boardview.Highlight
	for _, c := range b.t.footprint(m, p.Cell) {
		hs = append(hs, b.t.mark(p.Map, c, color.RGBA{255, 255, 255, 255}, 70))
	}
	b.t.d.board.SetToolMarks(hs)
}

// fillTool flood-fills the chosen terrain from the cell clicked.
type fillTool struct{ t *mapTab }

func (ft *fillTool) Press(p boardview.ToolPoint) {
	f, m, ok := ft.t.at(p)
	if !ok || !p.OnCell {
		return
	}
	cs, ok := offsets(m, []board.Cell{p.Cell})
	if !ok {
		ft.t.d.SetStatus("Fill needs a hex or square map.")
		return
	}
	id := ft.t.terrain
	ft.t.edit(f, p.Map, nil, func() error { return f.Fill(cs[0].Col, cs[0].Row, id) })
}
func (*fillTool) Drag(boardview.ToolPoint)    {}
func (*fillTool) Release(boardview.ToolPoint) {}
func (*fillTool) Hover(boardview.ToolPoint)   {}

// edgeTool puts the chosen edge feature on the sides a stroke runs along,
// or takes it off them (maptools_strokes.go); a click toggles the edge
// under the pointer. On a graph map it toggles the connection clicked.
// The edge under the pointer is highlighted.
type edgeTool struct {
	t      *mapTab
	stroke *edgeStroke
}

// edge is the edge at p: its two cells, the one nearer the pointer
// first. On a graph map the pointer on a connection is off the spaces
// (or over another area): the edge's labels say which two it joins.
func edgeAt(m *maps.Map, p boardview.ToolPoint) (a, b board.Cell, ok bool) {
	if !p.OnEdge {
		return a, b, false
	}
	a, err := m.Cell(p.EdgeFrom)
	if err != nil {
		return a, b, false
	}
	b, err = m.Cell(p.EdgeTo)
	if err != nil {
		return a, b, false
	}
	return a, b, true
}

func (e *edgeTool) Press(p boardview.ToolPoint) {
	e.stroke = nil
	f, m, ok := e.t.at(p)
	if !ok {
		return
	}
	feat := e.t.feature
	if feat == "" {
		e.t.d.SetStatus("The map has no edge feature types yet: add one (Edge features, or New edge feature… in the tool's list).")
		return
	}
	a, b, onEdge := edgeAt(m, p)
	if m.Kind() == board.Graph || !p.OnCell {
		if !onEdge {
			e.t.d.SetStatus("Click nearer an edge between two cells.")
			return
		}
		on := !m.Edges.Has(a, b, feat)
		la, lb := m.Label(a), m.Label(b)
		if e.t.edit(f, p.Map, []board.Cell{a, b}, func() error { return f.SetEdge(la, lb, feat, on) }) == nil {
			verb := "Took " + feat + " off "
			if on {
				verb = "Put " + feat + " on "
			}
			e.t.d.SetStatus(verb + la + "/" + lb)
		}
		return
	}
	s := &edgeStroke{f: f, m: m, mapID: p.Map, feat: feat, seen: map[board.Edge]bool{}, col: color.NRGBA{255, 200, 0, 220}}
	if et := m.EdgeType(feat); et != nil {
		s.col = color.NRGBA{et.Color.R, et.Color.G, et.Color.B, 220}
	}
	s.cur, s.cell = nearestCorner(m.Topology, p.Cell, p.MapAt), p.Cell
	if onEdge {
		s.add(board.EdgeOf(a, b))
	}
	e.stroke = s
	e.t.d.board.SetToolMarks(s.marks(e.t))
}

// Drag takes the stroke along the sides to the corner nearest the
// pointer.
func (e *edgeTool) Drag(p boardview.ToolPoint) {
	s := e.stroke
	if s == nil || !p.OnCell || p.Map != s.mapID {
		return
	}
	v := nearestCorner(s.m.Topology, p.Cell, p.MapAt)
	if near(v, s.cur) {
		return
	}
	s.walk(v, p.Cell)
	e.t.d.board.SetToolMarks(s.marks(e.t))
}

// Release makes the stroke ONE edit.
func (e *edgeTool) Release(boardview.ToolPoint) {
	s := e.stroke
	e.stroke = nil
	if s == nil {
		return
	}
	defer e.t.d.board.SetToolMarks(nil)
	if len(s.sides) == 0 {
		e.t.d.SetStatus("Drag along the sides between cells to draw " + s.feat + " (start on a side that has it to erase).")
		return
	}
	pairs, on, feat := s.pairs(), s.on, s.feat
	if e.t.edit(s.f, s.mapID, s.cells(), func() error { return s.f.SetEdges(feat, pairs, on) }) == nil && len(pairs) == 1 {
		verb := "Took " + feat + " off "
		if on {
			verb = "Put " + feat + " on "
		}
		e.t.d.SetStatus(verb + pairs[0][0] + "/" + pairs[0][1])
	}
}

func (e *edgeTool) Hover(p boardview.ToolPoint) {
	m := e.t.good[e.t.file(p.Map)]
	if m == nil {
		return
	}
	a, b, ok := edgeAt(m, p)
	if !ok {
		e.t.d.board.SetToolMarks(nil)
		return
	}
	col := color.NRGBA{255, 200, 0, 220}
	if et := m.EdgeType(e.t.feature); et != nil {
		col = color.NRGBA{et.Color.R, et.Color.G, et.Color.B, 220}
	}
	e.t.d.board.SetToolMarks(lineMark(e.t.d.board.EdgeLine(p.Map, a, b), 6, col))
}

// placeTool opens the place form for the cell clicked: a new place
// there, or the place already there to change or remove.
type placeTool struct{ t *mapTab }

func (pt *placeTool) Press(p boardview.ToolPoint) {
	f, m, ok := pt.t.at(p)
	if !ok || !p.OnCell {
		return
	}
	if ps := m.PlacesAt(p.Cell); len(ps) > 0 {
		key := ps[0].ID
		if key == "" {
			key = ps[0].Name
		}
		pt.t.placeForm(f, key, design.PlaceSpec{})
		return
	}
	pt.t.placeForm(f, "", design.PlaceSpec{Cells: []string{m.Label(p.Cell)}})
}
func (*placeTool) Drag(boardview.ToolPoint)    {}
func (*placeTool) Release(boardview.ToolPoint) {}
func (*placeTool) Hover(boardview.ToolPoint)   {}

// boxTool opens the box form: for the box clicked, or for a new box where
// the map was clicked.
type boxTool struct{ t *mapTab }

func (bt *boxTool) Press(p boardview.ToolPoint) {
	f, _, ok := bt.t.at(p)
	if !ok {
		return
	}
	if p.Box != "" {
		bt.t.boxes.edit(p.Box)
		return
	}
	bt.t.boxForm(f, "", design.BoxSpec{X: math.Round(p.MapAt.X), Y: math.Round(p.MapAt.Y), W: 200, H: 150, Kind: "holding"})
}
func (*boxTool) Drag(boardview.ToolPoint)    {}
func (*boxTool) Release(boardview.ToolPoint) {}
func (*boxTool) Hover(boardview.ToolPoint)   {}

// linkTool opens the link form for the cell clicked; with the form open,
// a click on a cell of another map makes it the link's target.
type linkTool struct{ t *mapTab }

func (lt *linkTool) Press(p boardview.ToolPoint) {
	if e, ok := lt.t.form.(*linkEditor); ok && p.OnCell && p.Map != "" {
		if g := lt.t.file(p.Map); g != nil && g != e.from && lt.t.good[g] != nil {
			m := lt.t.good[g]
			e.toMap.SetText(m.ID)
			e.toCell.SetText(m.Label(p.Cell))
			lt.t.d.SetStatus(fmt.Sprintf("Link %s to %s %s: Add link makes it.", e.cell.Text, m.ID, m.Label(p.Cell)))
			return
		}
	}
	f, m, ok := lt.t.at(p)
	if !ok || !p.OnCell {
		return
	}
	lt.t.linkForm(f, design.LinkSpec{Cell: m.Label(p.Cell)})
}
func (*linkTool) Drag(boardview.ToolPoint)    {}
func (*linkTool) Release(boardview.ToolPoint) {}
func (*linkTool) Hover(boardview.ToolPoint)   {}

// spaceTool adds a space where a graph map is clicked, moves the space
// dragged, and opens the form of the space clicked.
type spaceTool struct {
	t *mapTab

	f      *design.File
	mapID  string
	moving string     // the id of the space being dragged
	cell   board.Cell // and its cell
	from   board.Point
	dragAt board.Point
}

func (s *spaceTool) Press(p boardview.ToolPoint) {
	s.f, s.moving = nil, ""
	f, m, ok := s.t.at(p)
	if !ok {
		return
	}
	if m.Kind() != board.Graph {
		s.t.d.SetStatus("Spaces are for graph maps.")
		return
	}
	s.f, s.mapID, s.from, s.dragAt = f, p.Map, p.At, p.MapAt
	if p.OnCell {
		s.moving, s.cell = m.Label(p.Cell), p.Cell
	}
}

func (s *spaceTool) Drag(p boardview.ToolPoint) {
	if s.f == nil || s.moving == "" {
		return
	}
	s.dragAt = p.MapAt
	// The space's own shape follows the pointer, its name on it.
	dx, dy := p.At.X-s.from.X, p.At.Y-s.from.Y
	poly := s.t.d.board.CellPolygon(s.mapID, s.cell)
	for i := range poly {
		poly[i].X += dx
		poly[i].Y += dy
	}
	if len(poly) == 0 {
		const r = 12
		poly = []board.Point{{X: p.At.X - r, Y: p.At.Y - r}, {X: p.At.X + r, Y: p.At.Y - r}, {X: p.At.X + r, Y: p.At.Y + r}, {X: p.At.X - r, Y: p.At.Y + r}}
	}
	s.t.d.board.SetToolMarks([]boardview.Highlight{{Fill: color.NRGBA{255, 200, 0, 150}, Label: s.moving, LabelAt: p.At, Polygon: poly}})
}

func (s *spaceTool) Release(p boardview.ToolPoint) {
	f := s.f
	s.f = nil
	s.t.d.board.SetToolMarks(nil)
	if f == nil {
		return
	}
	moved := math.Hypot(p.At.X-s.from.X, p.At.Y-s.from.Y) > 4
	switch {
	case s.moving != "" && moved:
		id, x, y := s.moving, math.Round(p.MapAt.X), math.Round(p.MapAt.Y)
		s.t.edit(f, s.mapID, nil, func() error { return f.MoveSpace(id, x, y) })
	case s.moving != "":
		s.t.spaceForm(f, s.moving)
	default:
		sp := design.SpaceSpec{ID: nextSpaceID(f), X: math.Round(p.MapAt.X), Y: math.Round(p.MapAt.Y)}
		if s.t.areas {
			const h = 40
			sp.Polygon = [][]float64{{sp.X - h, sp.Y - h}, {sp.X + h, sp.Y - h}, {sp.X + h, sp.Y + h}, {sp.X - h, sp.Y + h}}
		}
		if s.t.edit(f, s.mapID, nil, func() error { return f.AddSpace(sp) }) == nil {
			s.t.d.SetStatus("Added " + sp.ID + ": name it in the form below.")
			s.t.spaceForm(f, sp.ID)
		}
	}
}
func (*spaceTool) Hover(boardview.ToolPoint) {}

// nextSpaceID is "Space N" for the first N not taken.
func nextSpaceID(f *design.File) string {
	taken := map[string]bool{}
	for _, i := range f.Items("space") {
		var s design.SpaceSpec
		if f.Decode(i, &s) == nil {
			taken[strings.ToLower(s.ID)] = true
		}
	}
	for n := 1; ; n++ {
		if id := fmt.Sprintf("Space %d", n); !taken[strings.ToLower(id)] {
			return id
		}
	}
}

// connectTool connects the space pressed to the space released on, and
// removes the connection clicked.
type connectTool struct {
	t *mapTab

	f     *design.File
	m     *maps.Map
	mapID string
	from  board.Cell
	at    board.Point
	on    bool
}

func (c *connectTool) Press(p boardview.ToolPoint) {
	c.f = nil
	f, m, ok := c.t.at(p)
	if !ok || m.Kind() != board.Graph {
		return
	}
	c.f, c.m, c.mapID, c.from, c.at, c.on = f, m, p.Map, p.Cell, p.At, p.OnCell
}

func (c *connectTool) Drag(p boardview.ToolPoint) {
	if c.f == nil || !c.on {
		return
	}
	// The space dragged from, the line, and the space it would connect
	// to: green when dropping there connects them, red when they are
	// connected already.
	marks := []boardview.Highlight{c.t.mark(c.mapID, c.from, color.RGBA{255, 200, 0, 255}, 110)}
	line := color.NRGBA{255, 200, 0, 220}
	if p.OnCell && p.Map == c.mapID && p.Cell != c.from {
		to := color.RGBA{40, 170, 60, 255}
		if c.m.Topology.Adjacent(c.from, p.Cell) {
			to = color.RGBA{210, 40, 40, 255}
		}
		marks = append(marks, c.t.mark(c.mapID, p.Cell, to, 130))
		line = color.NRGBA{to.R, to.G, to.B, 220}
	}
	c.t.d.board.SetToolMarks(append(marks, lineMark([]board.Point{c.at, p.At}, 4, line)...))
}

func (c *connectTool) Release(p boardview.ToolPoint) {
	f, m := c.f, c.m
	c.f = nil
	c.t.d.board.SetToolMarks(nil)
	if f == nil {
		return
	}
	if c.on && p.OnCell && p.Map == c.mapID && p.Cell != c.from {
		a, b := m.Label(c.from), m.Label(p.Cell)
		if m.Topology.Adjacent(c.from, p.Cell) {
			c.t.d.SetStatus(a + " and " + b + " are already connected.")
			return
		}
		c.t.edit(f, c.mapID, nil, func() error { return f.AddConnection(design.ConnectionSpec{A: a, B: b}) })
		return
	}
	if math.Hypot(p.At.X-c.at.X, p.At.Y-c.at.Y) > 4 {
		if c.on {
			c.t.d.SetStatus("Nothing connected: drop on another space.")
		} else {
			c.t.d.SetStatus("Drag from a space to another to connect them.")
		}
		return
	}
	// A click: the connection there goes.
	if a, b, ok := edgeAt(m, p); ok {
		k := connectionItem(f, m.Label(a), m.Label(b))
		if k < 0 {
			c.t.d.SetStatus("No [[connection]] joins " + m.Label(a) + " and " + m.Label(b) + ".")
			return
		}
		c.t.edit(f, c.mapID, nil, func() error { return f.RemoveEntry(k) })
	}
}

func (c *connectTool) Hover(p boardview.ToolPoint) {
	m := c.t.good[c.t.file(p.Map)]
	if m == nil {
		return
	}
	if a, b, ok := edgeAt(m, p); ok {
		c.t.d.board.SetToolMarks(lineMark(c.t.d.board.EdgeLine(p.Map, a, b), 6, color.NRGBA{220, 40, 40, 200}))
		return
	}
	c.t.d.board.SetToolMarks(nil)
}

// connectionItem is the entry of the [[connection]] joining spaces a and
// b (either way round), or -1.
func connectionItem(f *design.File, a, b string) int {
	eq := strings.EqualFold
	for _, i := range f.Items("connection") {
		var c design.ConnectionSpec
		if f.Decode(i, &c) == nil && (eq(c.A, a) && eq(c.B, b) || eq(c.A, b) && eq(c.B, a)) {
			return i
		}
	}
	return -1
}

// addRegionPainted adds region r and paints it on cells, as ONE edit of
// f (one undo step): a region without cells does not check, so a new
// region comes with its first stroke. The two edits are made on a copy
// of f and applied to f as one.
func addRegionPainted(f *design.File, r design.RegionSpec, cells []design.Cell) error {
	g := design.Open(f.Name, f.Bytes())
	g.AutoCheck = false
	if err := g.AddRegion(r); err != nil {
		return err
	}
	if err := g.PaintRegion(cells, r.ID); err != nil {
		return err
	}
	items := g.Items("region")
	if len(items) == 0 || g.Len() != f.Len()+1 {
		return fmt.Errorf("designer: adding region %s did not add one entry", r.ID)
	}
	at := -1
	for i := 0; i < f.Len(); i++ {
		if g.Entry(i).Text != f.Entry(i).Text && i > 0 {
			at = i
			break
		}
	}
	if at < 0 {
		at = f.Len()
	}
	if g.Entry(at).Kind != design.ArrayItem || g.Entry(at).Name != "region" {
		return fmt.Errorf("designer: adding region %s: the new entry is not where it was looked for", r.ID)
	}
	e := design.Edit{Name: "add region " + r.ID, Patches: []design.Patch{
		{Op: design.Insert, Entry: at, After: g.Entry(at).Text, Kind: design.ArrayItem, Name: "region"},
	}}
	if before, after := f.Entry(0).Text, g.Entry(0).Text; before != after {
		e.Patches = append(e.Patches, design.Patch{Op: design.Replace, Entry: 0, Before: before, After: after})
	}
	return f.Apply(e)
}
