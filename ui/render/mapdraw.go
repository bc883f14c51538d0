package render

import (
	"image/color"
	"math"
	"strconv"

	"sandtable/board"
	"sandtable/maps"
)

// MapOptions chooses what a map drawing shows.
type MapOptions struct {
	Coords bool // cell labels ("0101", "G6") in each cell
	Names  bool // place names
	// MapNames are the names of the maps a link may lead to, by id: a
	// link reads "Southern England E2714". A link to a map not in it reads
	// its hex alone, never the map's id (Maps fills it from its maps).
	MapNames map[string]string
}

var (
	gridInk  = color.NRGBA{40, 40, 40, 110}
	darkInk  = color.RGBA{25, 25, 25, 255}
	paperInk = color.RGBA{250, 248, 240, 255}
)

// Map draws m's static layer: terrain and its patterns, the map's picture,
// region borders, the grid, roads and railways (through the cell centres),
// edge features, graph connections, places, off-map boxes and links.
// The GUI draws this layer in tiles and draws counters over it. Only what
// can show on the canvas's image is drawn, so a small image of a deeply
// zoomed board (a tile) costs little however big the map is.
func (c *Canvas) Map(m *maps.Map, opt MapOptions) {
	t := m.Topology
	vis := c.view()
	if !vis.near(m.Bounds(), 0) {
		return
	}
	c.Rect(m.Bounds().Min, m.Bounds().Max, m.Background)
	size := CellSize(t)
	cells := visibleCells(t, vis, size)
	var poly []board.Point
	// The picture goes over the cells drawn as areas and under the grid
	// and the spaces drawn as points (picture.go).
	fill := func(point bool) {
		for _, i := range cells {
			cell := t.Cell(i)
			if m.Picture != nil && isPoint(t, cell) != point {
				continue
			}
			poly = t.Polygon(cell, poly[:0])
			ter := m.TerrainAt(cell)
			c.FillPolygon(poly, ter.Color)
			c.pattern(ter, t.Center(cell), size)
		}
	}
	fill(false)
	if m.Picture != nil {
		c.picture(m)
		fill(true)
	}
	if t.Kind() == board.Graph {
		c.connections(m, vis)
	}
	c.regionBorders(m, cells, size)
	for _, i := range cells {
		poly = t.Polygon(t.Cell(i), poly[:0])
		c.Polyline(poly, math.Max(0.8/c.Scale, size*0.012), gridInk, true)
	}
	c.roads(m, vis)
	c.edgeFeatures(m, vis, size)
	c.places(m, vis, size, opt.Names)
	c.values(m, vis, size)
	if opt.Coords && t.Kind() != board.Graph { // a graph space's label is its name
		for _, i := range cells {
			cell := t.Cell(i)
			p := t.Center(cell)
			y := p.Y - size*0.36
			if t.Kind() == board.Square {
				y = p.Y - size*0.32
			}
			c.Text(t.Label(cell), board.Point{X: p.X, Y: y}, size*0.16, color.NRGBA{20, 20, 20, 200}, false, Center)
		}
	}
	for _, b := range m.Boxes {
		// The title may run past the box's right side.
		if r := b.Rect; vis.near(board.Rect{Min: r.Min, Max: board.Point{X: r.Max.X + 14*float64(len(b.Name)), Y: r.Max.Y}}, 4) {
			c.box(b)
		}
	}
	for _, l := range m.Links {
		p := t.Center(l.Cell)
		text := linkText(l, opt.MapNames)
		if vis.near(board.Rect{Min: p, Max: p}, size*(1+0.14*float64(len(text)))) {
			c.link(m, l, text, size)
		}
	}
}

// view is the part of the board the canvas's image shows, in board pixels.
func (c *Canvas) view() visRect {
	b := c.Img.Bounds()
	return visRect{
		Min: board.Point{X: c.Origin.X + float64(b.Min.X)/c.Scale, Y: c.Origin.Y + float64(b.Min.Y)/c.Scale},
		Max: board.Point{X: c.Origin.X + float64(b.Max.X)/c.Scale, Y: c.Origin.Y + float64(b.Max.Y)/c.Scale},
	}
}

// visRect is a canvas's view (Canvas.view), to test what may show on it.
type visRect board.Rect

// near reports whether r, grown by m on every side, overlaps v.
func (v visRect) near(r board.Rect, m float64) bool {
	return r.Max.X+m >= v.Min.X && r.Min.X-m <= v.Max.X && r.Max.Y+m >= v.Min.Y && r.Min.Y-m <= v.Max.Y
}

// nearPoint reports whether a point within m of p may show.
func (v visRect) nearPoint(p board.Point, m float64) bool {
	return v.near(board.Rect{Min: p, Max: p}, m)
}

// visibleCells lists the indexes of t's cells whose drawing (polygon,
// pattern, grid line, label: all within a cell diameter of its centre on
// grids) may show in v.
func visibleCells(t board.Topology, v visRect, size float64) []int {
	var out []int
	var poly []board.Point
	for i := 0; i < t.Len(); i++ {
		cell := t.Cell(i)
		if t.Kind() != board.Graph {
			if v.nearPoint(t.Center(cell), size) {
				out = append(out, i)
			}
			continue
		}
		// Graph spaces are points or areas of any size.
		poly = t.Polygon(cell, poly[:0])
		if v.near(Bounds(poly), size) {
			out = append(out, i)
		}
	}
	return out
}

// Bounds is the bounding rectangle of pts.
func Bounds(pts []board.Point) board.Rect {
	r := board.Rect{Min: board.Point{X: math.Inf(1), Y: math.Inf(1)}, Max: board.Point{X: math.Inf(-1), Y: math.Inf(-1)}}
	for _, p := range pts {
		r.Min.X, r.Max.X = math.Min(r.Min.X, p.X), math.Max(r.Max.X, p.X)
		r.Min.Y, r.Max.Y = math.Min(r.Min.Y, p.Y), math.Max(r.Max.Y, p.Y)
	}
	return r
}

// CellSize is a typical cell diameter of t in board pixels, the unit every
// decoration is scaled by (the designer's tools scale their marks by it).
func CellSize(t board.Topology) float64 {
	if t.Len() == 0 {
		return 40
	}
	if t.Kind() == board.Graph {
		return 48
	}
	var poly []board.Point
	poly = t.Polygon(t.Cell(0), poly)
	minX, maxX := math.Inf(1), math.Inf(-1)
	for _, p := range poly {
		minX, maxX = math.Min(minX, p.X), math.Max(maxX, p.X)
	}
	return maxX - minX
}

// CounterSize is the side of a counter drawn on t, in board pixels.
func CounterSize(t board.Topology) float64 {
	s := CellSize(t)
	switch t.Kind() {
	case board.HexFlat, board.HexPointy:
		return s * 0.52
	case board.Square:
		return s * 0.62
	}
	return 34
}

// pattern draws a terrain's drawing hint around p, inside the cell.
func (c *Canvas) pattern(ter *maps.Terrain, p board.Point, size float64) {
	ink := Shade(ter.Color, 0.6)
	s := size * 0.12
	at := func(dx, dy float64) board.Point { return board.Point{X: p.X + dx*size, Y: p.Y + dy*size} }
	spots := []board.Point{at(-0.2, -0.12), at(0.14, -0.16), at(-0.02, 0.08), at(0.22, 0.12), at(-0.22, 0.16)}
	switch ter.Pattern {
	case "trees":
		for _, q := range spots {
			c.Disc(q, s*0.7, ink)
			c.Line(q, board.Point{X: q.X, Y: q.Y + s}, s*0.3, ink)
		}
	case "hills":
		for _, q := range spots[:4] {
			c.Polyline([]board.Point{{X: q.X - s, Y: q.Y + s*0.4}, {X: q.X, Y: q.Y - s*0.4}, {X: q.X + s, Y: q.Y + s*0.4}}, s*0.25, ink, false)
		}
	case "mountains":
		for _, q := range spots[:3] {
			c.FillPolygon([]board.Point{{X: q.X - s*1.3, Y: q.Y + s}, {X: q.X, Y: q.Y - s*1.2}, {X: q.X + s*1.3, Y: q.Y + s}}, ink)
			c.FillPolygon([]board.Point{{X: q.X - s*0.35, Y: q.Y - s*0.6}, {X: q.X, Y: q.Y - s*1.2}, {X: q.X + s*0.35, Y: q.Y - s*0.6}}, paperInk)
		}
	case "marsh":
		for _, q := range spots {
			c.Line(board.Point{X: q.X - s, Y: q.Y}, board.Point{X: q.X + s, Y: q.Y}, s*0.25, ink)
			c.Line(board.Point{X: q.X, Y: q.Y}, board.Point{X: q.X, Y: q.Y - s*0.7}, s*0.2, ink)
		}
	case "water":
		for _, dy := range []float64{-0.15, 0.05, 0.25} {
			var wave []board.Point
			for k := 0; k <= 8; k++ {
				x := -0.25 + float64(k)*0.0625
				wave = append(wave, at(x, dy+0.03*math.Sin(float64(k)*math.Pi/2)))
			}
			c.Polyline(wave, s*0.2, Shade(ter.Color, 1.35), false)
		}
	case "sand", "dots":
		for k := 0; k < 12; k++ {
			a := float64(k) * 2.39996 // golden angle: an even scatter
			r := 0.3 * math.Sqrt(float64(k)/12)
			c.Disc(at(r*math.Cos(a), r*math.Sin(a)), s*0.18, ink)
		}
	case "hatch":
		for k := -2; k <= 2; k++ {
			d := float64(k) * 0.1
			c.Line(at(d-0.12, 0.18), at(d+0.12, -0.18), s*0.2, ink)
		}
	case "city":
		for _, q := range spots[:4] {
			c.Rect(board.Point{X: q.X - s*0.5, Y: q.Y - s*0.5}, board.Point{X: q.X + s*0.5, Y: q.Y + s*0.5}, ink)
		}
	}
}

// SharedSide is the side two neighbouring cells have in common: the two
// corners their polygons share. ok is false for cells touching at a corner
// only (diagonal squares) or not at all (graph spaces).
func SharedSide(t board.Topology, a, b board.Cell) (p, q board.Point, ok bool) {
	pa := t.Polygon(a, nil)
	pb := t.Polygon(b, nil)
	var found []board.Point
	for _, x := range pa {
		for _, y := range pb {
			if math.Abs(x.X-y.X) < 0.01 && math.Abs(x.Y-y.Y) < 0.01 {
				found = append(found, x)
				break
			}
		}
	}
	if len(found) != 2 {
		return p, q, false
	}
	return found[0], found[1], true
}

// regionBorders draws a dashed line on every side between cells of two
// different regions (countries), so borders read at a glance. cells are
// the cells that may show (visibleCells): a side that shows lies on two of
// them.
func (c *Canvas) regionBorders(m *maps.Map, cells []int, size float64) {
	if len(m.Regions) == 0 {
		return
	}
	t := m.Topology
	var nb []board.Cell
	for _, i := range cells {
		a := t.Cell(i)
		nb = t.Neighbors(a, nb[:0])
		for _, b := range nb {
			ra, rb := m.RegionAt(a), m.RegionAt(b)
			if t.Index(b) < i || ra == nil || rb == nil || ra == rb {
				continue // borders run between two regions, not along coasts
			}
			if p, q, ok := SharedSide(t, a, b); ok {
				c.dashed(p, q, size*0.045, color.NRGBA{120, 20, 90, 220}, 4)
			}
		}
	}
}

// dashed strokes a-b as n dashes.
func (c *Canvas) dashed(a, b board.Point, width float64, col color.Color, n int) {
	for k := 0; k < n; k++ {
		f0 := (float64(k) + 0.15) / float64(n)
		f1 := (float64(k) + 0.75) / float64(n)
		c.Line(lerp(a, b, f0), lerp(a, b, f1), width, col)
	}
}

func lerp(a, b board.Point, f float64) board.Point {
	return board.Point{X: a.X + (b.X-a.X)*f, Y: a.Y + (b.Y-a.Y)*f}
}

// connections draws a graph board's connections: solid roads between point
// spaces, fainter lines between areas (whose borders already show most
// adjacency).
func (c *Canvas) connections(m *maps.Map, vis visRect) {
	t := m.Topology
	var nb []board.Cell
	for i := 0; i < t.Len(); i++ {
		a := t.Cell(i)
		nb = t.Neighbors(a, nb[:0])
		for _, b := range nb {
			if t.Index(b) < i {
				continue
			}
			if len(m.Edges.Of(a, b)) > 0 || m.SharesBorder(a, b) {
				continue // drawn with its feature's style, or the border shows it
			}
			pa, pb, apart := connectionEnds(t, a, b)
			if !vis.near(Bounds([]board.Point{pa, pb}), 2.2) {
				continue
			}
			if apart { // two areas apart (a strait): dots across the gap
				for k := 0; k <= 4; k++ {
					c.Disc(lerp(pa, pb, float64(k)/4), 2.2, color.NRGBA{60, 50, 40, 200})
				}
				continue
			}
			c.Line(pa, pb, 2.2, color.NRGBA{60, 50, 40, 150})
		}
	}
}

// connectionEnds is where a line between graph spaces a and b is drawn:
// between their centres, or, for two areas whose outlines do not meet,
// between the nearest points of their borders (apart), so that it crosses
// the water between them rather than a third area between their centres.
func connectionEnds(t board.Topology, a, b board.Cell) (p, q board.Point, apart bool) {
	p, q = t.Center(a), t.Center(b)
	sb, ok := t.(board.SpaceBoard)
	if !ok {
		return p, q, false
	}
	sa, _ := sb.Space(a)
	so, _ := sb.Space(b)
	if len(sa.Polygon) == 0 || len(so.Polygon) == 0 {
		return p, q, false
	}
	if np, nq := board.NearestPoints(sa.Polygon, so.Polygon); math.Hypot(np.X-nq.X, np.Y-nq.Y) > 1 {
		return np, nq, true
	}
	return p, q, false
}

// edgeFeatures draws rivers, all-sea hexsides, walls and other edge
// features along the shared side (or, on graphs, along the connection).
func (c *Canvas) edgeFeatures(m *maps.Map, vis visRect, size float64) {
	t := m.Topology
	m.Edges.Each(func(e board.Edge, features []string) {
		// A feature lies along the side the two cells share, or between
		// their centres, with up to a few widths around it: within a cell
		// diameter of both centres on grids, within the two polygons on
		// graphs (whose areas may be of any size).
		wide := size
		for _, id := range features {
			if et := m.EdgeType(id); et != nil {
				wide = math.Max(wide, 2*et.Width)
			}
		}
		span := []board.Point{t.Center(e.A), t.Center(e.B)}
		if t.Kind() == board.Graph {
			span = t.Polygon(e.B, t.Polygon(e.A, span))
		}
		if !vis.near(Bounds(span), wide) {
			return
		}
		for _, id := range features {
			et := m.EdgeType(id)
			if et == nil {
				continue
			}
			a, b, side := SharedSide(t, e.A, e.B)
			if !side {
				a, b, _ = connectionEnds(t, e.A, e.B)
			}
			c.edgeLine(et, a, b, !side)
		}
	})
}

// edgeLine draws one edge feature of type et from a to b in its style;
// long is set for a connection between two spaces (of any length) rather
// than a cell's side.
func (c *Canvas) edgeLine(et *maps.EdgeType, a, b board.Point, long bool) {
	w := et.Width
	if w <= 0 {
		w = 4
	}
	switch et.Style {
	case "dashed":
		c.dashed(a, b, w, et.Color, 3)
	case "dotted":
		// Five dots along a side; along a connection a dot every three
		// widths or so, so that a long one reads as a dotted line, not as
		// a few scattered dots.
		n := 4
		if long {
			n = max(4, int(math.Round(math.Hypot(b.X-a.X, b.Y-a.Y)/(3*w))))
		}
		for k := 0; k <= n; k++ {
			c.Disc(lerp(a, b, float64(k)/float64(n)), w*0.6, et.Color)
		}
	case "double":
		dx, dy := b.X-a.X, b.Y-a.Y
		l := math.Hypot(dx, dy)
		nx, ny := -dy/l*w*0.6, dx/l*w*0.6
		c.Line(board.Point{X: a.X + nx, Y: a.Y + ny}, board.Point{X: b.X + nx, Y: b.Y + ny}, w*0.45, et.Color)
		c.Line(board.Point{X: a.X - nx, Y: a.Y - ny}, board.Point{X: b.X - nx, Y: b.Y - ny}, w*0.45, et.Color)
	case "wall":
		c.Line(a, b, w, et.Color)
		for k := 1; k < 4; k++ {
			q := lerp(a, b, float64(k)/4)
			c.Disc(q, w*0.8, et.Color)
		}
	default:
		c.Line(a, b, w, et.Color)
	}
}

// roads draws every road and railway from cell centre to cell centre, one
// link at a time (only the links that may show), under the edge features:
// a river drawn over a road shows where it has no bridge.
func (c *Canvas) roads(m *maps.Map, vis visRect) {
	t := m.Topology
	for _, r := range m.Roads {
		for j := 1; j < len(r.Path); j++ {
			a, b := t.Center(r.Path[j-1]), t.Center(r.Path[j])
			if vis.near(Bounds([]board.Point{a, b}), 2*r.Type.Width) {
				c.roadLine(r.Type, a, b)
			}
		}
	}
}

// roadLine draws one link of a road of type rt from centre a to centre b
// in its style.
func (c *Canvas) roadLine(rt *maps.RoadType, a, b board.Point) {
	w := rt.Width
	switch rt.Style {
	case "rail":
		// A line with cross ties, four to a link.
		c.Line(a, b, w*0.5, rt.Color)
		dx, dy := b.X-a.X, b.Y-a.Y
		l := math.Hypot(dx, dy)
		if l == 0 {
			return
		}
		nx, ny := -dy/l*w, dx/l*w
		for k := 0; k < 4; k++ {
			q := lerp(a, b, (float64(k)+0.5)/4)
			c.Line(board.Point{X: q.X - nx, Y: q.Y - ny}, board.Point{X: q.X + nx, Y: q.Y + ny}, w*0.35, rt.Color)
		}
	default:
		c.edgeLine(&maps.EdgeType{Color: rt.Color, Width: w, Style: rt.Style}, a, b, false)
	}
}

// places draws each place's symbol in its cells and its name once.
func (c *Canvas) places(m *maps.Map, vis visRect, size float64, names bool) {
	t := m.Topology
	graph := t.Kind() == board.Graph
	for _, pl := range m.Places {
		for _, cell := range pl.Cells {
			if p := t.Center(cell); vis.nearPoint(p, size) {
				c.placeSymbol(pl, p, size)
			}
		}
		if !names || len(pl.Cells) == 0 || graph {
			continue
		}
		// The name goes under the place: under its lowest cell, centred.
		var sx float64
		maxY := math.Inf(-1)
		for _, cell := range pl.Cells {
			p := t.Center(cell)
			sx += p.X
			maxY = math.Max(maxY, p.Y)
		}
		p := board.Point{X: sx / float64(len(pl.Cells)), Y: maxY + size*0.27}
		if vis.nearPoint(p, size*(1+0.18*float64(len(pl.Name)))) {
			c.label(pl.Name, p, size*0.18)
		}
	}
	if sb, ok := t.(board.SpaceBoard); ok && names {
		for i := 0; i < t.Len(); i++ {
			cell := t.Cell(i)
			sp, _ := sb.Space(cell)
			name := sp.Name
			if name == "" {
				name = sp.ID
			}
			p := board.Point{X: sp.Pos.X, Y: sp.Pos.Y - size*0.62} // above the counters
			if vis.nearPoint(p, size*(1+0.27*float64(len(name)))) {
				c.label(name, p, size*0.27)
			}
		}
	}
}

// values draws the values a graph map shows (value types with show =
// true) in each space that has them, beside its name: the number alone
// when the map shows one kind of value (an IPC value printed on a
// territory), else the value's name and number.
func (c *Canvas) values(m *maps.Map, vis visRect, size float64) {
	var shown []*maps.ValueType
	for _, v := range m.ValueTypes {
		if v.Show {
			shown = append(shown, v)
		}
	}
	sb, ok := m.Topology.(board.SpaceBoard)
	if len(shown) == 0 || !ok {
		return
	}
	fs := size * 0.24
	for i := 0; i < m.Topology.Len(); i++ {
		cell := m.Topology.Cell(i)
		sp, _ := sb.Space(cell)
		p := board.Point{X: sp.Pos.X, Y: sp.Pos.Y + size*0.62} // below the counters
		if !vis.nearPoint(p, size*3) {
			continue
		}
		var texts []string
		for _, v := range shown {
			if n, ok := m.Value(cell, v.ID); ok {
				t := strconv.Itoa(n)
				if len(shown) > 1 {
					t = v.Name + " " + t
				}
				texts = append(texts, t)
			}
		}
		for k, t := range texts {
			q := board.Point{X: p.X, Y: p.Y + float64(k)*fs*1.5}
			w := c.TextWidth(t, fs, true)
			pad := fs * 0.35
			c.FillPolygon(roundedRect(q.X-w/2-pad, q.Y-fs*0.65, q.X+w/2+pad, q.Y+fs*0.65, fs*0.4), color.NRGBA{40, 40, 40, 220})
			c.Text(t, q, fs, paperInk, true, Center)
		}
	}
}

// label draws text on a pale backing so it reads over any terrain.
func (c *Canvas) label(s string, p board.Point, size float64) {
	w := c.TextWidth(s, size, true)
	if w == 0 {
		return
	}
	pad := size * 0.25
	c.FillPolygon(roundedRect(p.X-w/2-pad, p.Y-size*0.62, p.X+w/2+pad, p.Y+size*0.62, size*0.3), color.NRGBA{250, 248, 240, 200})
	c.Text(s, p, size, darkInk, true, Center)
}

// placeSymbol draws the map symbol of a place kind at p.
func (c *Canvas) placeSymbol(pl *maps.Place, p board.Point, size float64) {
	s := size * 0.09
	switch {
	case pl.Is("capital"):
		c.FillPolygon(star(p, s*1.6, s*0.7), color.RGBA{180, 20, 20, 255})
		c.Polyline(star(p, s*1.6, s*0.7), s*0.2, darkInk, true)
	case pl.Is("city"):
		c.Rect(board.Point{X: p.X - s, Y: p.Y - s}, board.Point{X: p.X + s, Y: p.Y + s}, color.RGBA{200, 40, 40, 255})
		c.Polyline([]board.Point{{X: p.X - s, Y: p.Y - s}, {X: p.X + s, Y: p.Y - s}, {X: p.X + s, Y: p.Y + s}, {X: p.X - s, Y: p.Y + s}}, s*0.25, darkInk, true)
	case pl.Is("town"), pl.Is("port"):
		c.Disc(p, s*0.8, darkInk)
		c.Disc(p, s*0.5, color.RGBA{230, 60, 60, 255})
	}
	if pl.Is("fortress") {
		q := board.Point{X: p.X - s*2, Y: p.Y - s*1.6}
		c.FillPolygon(star(q, s*1.2, s*0.85), darkInk)
	}
	if pl.Is("port") {
		c.Ring(board.Point{X: p.X + s*2, Y: p.Y - s*1.6}, s*0.7, s*0.3, color.RGBA{20, 40, 140, 255})
	}
	if pl.Is("supply_source") {
		c.Ring(p, s*2.6, s*0.35, color.RGBA{20, 110, 40, 255})
	}
	if pl.Is("victory") && !pl.Is("capital") {
		c.FillPolygon(star(board.Point{X: p.X + s*2, Y: p.Y - s*1.6}, s*0.9, s*0.4), color.RGBA{190, 140, 0, 255})
	}
	if pl.Is("reinforcement_zone") {
		c.Text("R", board.Point{X: p.X - s*2, Y: p.Y + s*1.8}, s*2, color.RGBA{20, 20, 140, 255}, true, Center)
	}
	if pl.Is("airfield") {
		c.Line(board.Point{X: p.X - s*1.5, Y: p.Y + s*1.6}, board.Point{X: p.X + s*1.5, Y: p.Y + s*1.6}, s*0.5, darkInk)
	}
	if pl.VP > 0 && !pl.Is("victory") {
		c.Text("★", board.Point{X: p.X + s*2, Y: p.Y - s*1.6}, s*1.8, color.RGBA{190, 140, 0, 255}, true, Center)
	}
}

// star is an n=5 star outline around p.
func star(p board.Point, outer, inner float64) []board.Point {
	pts := make([]board.Point, 10)
	for i := range pts {
		r := outer
		if i%2 == 1 {
			r = inner
		}
		a := -math.Pi/2 + float64(i)*math.Pi/5
		pts[i] = board.Point{X: p.X + r*math.Cos(a), Y: p.Y + r*math.Sin(a)}
	}
	return pts
}

// box draws an off-map box with its name, and a turn track's slots.
func (c *Canvas) box(b *maps.Box) {
	fill := b.Color
	if fill.A == 0 {
		fill = color.RGBA{236, 230, 212, 255}
	}
	r := b.Rect
	c.Rect(r.Min, r.Max, fill)
	c.Polyline([]board.Point{r.Min, {X: r.Max.X, Y: r.Min.Y}, r.Max, {X: r.Min.X, Y: r.Max.Y}}, 2, darkInk, true)
	h := r.Max.Y - r.Min.Y
	title := math.Min(14, h*0.3)
	c.Text(b.Name, board.Point{X: r.Min.X + 6, Y: r.Min.Y + title*0.9}, title, darkInk, true, Left)
	if n := len(b.Slots); n > 0 {
		w := (r.Max.X - r.Min.X) / float64(n)
		top := r.Min.Y + title*1.8
		for i, s := range b.Slots {
			x := r.Min.X + float64(i)*w
			if i > 0 {
				c.Line(board.Point{X: x, Y: top}, board.Point{X: x, Y: r.Max.Y}, 1.2, darkInk)
			}
			c.Text(s, board.Point{X: x + w/2, Y: top + title*0.8}, title*0.9, darkInk, false, Center)
		}
		c.Line(board.Point{X: r.Min.X, Y: top}, board.Point{X: r.Max.X, Y: top}, 1.2, darkInk)
	}
}

// SlotRect is the rectangle of slot i of a turn-track box (the whole box
// below its title when it has no slots), where counters in it are drawn.
func SlotRect(b *maps.Box, i int) board.Rect {
	r := b.Rect
	title := math.Min(14, (r.Max.Y-r.Min.Y)*0.3)
	top := r.Min.Y + title*1.8
	if len(b.Slots) == 0 || i < 0 {
		return board.Rect{Min: board.Point{X: r.Min.X, Y: top}, Max: r.Max}
	}
	w := (r.Max.X - r.Min.X) / float64(len(b.Slots))
	return board.Rect{Min: board.Point{X: r.Min.X + float64(i)*w, Y: top + title*1.4}, Max: board.Point{X: r.Min.X + float64(i+1)*w, Y: r.Max.Y}}
}

// linkText is what a link's arrow says of its target: the map's name and
// the hex ("Southern England E2714"), the hex alone when names has no name
// for the map.
func linkText(l *maps.Link, names map[string]string) string {
	if n := names[l.ToMap]; n != "" {
		return n + " " + l.ToCell
	}
	return l.ToCell
}

// link draws an arrow in a cell that leads to another map, with text
// naming its target.
func (c *Canvas) link(m *maps.Map, l *maps.Link, text string, size float64) {
	p := m.Topology.Center(l.Cell)
	ink := color.RGBA{30, 30, 160, 255}
	s := size * 0.14
	tip := board.Point{X: p.X + s*2.2, Y: p.Y + s*1.6}
	c.Line(board.Point{X: p.X - s*0.6, Y: tip.Y}, tip, s*0.35, ink)
	c.FillPolygon([]board.Point{{X: tip.X + s*0.6, Y: tip.Y}, {X: tip.X - s*0.2, Y: tip.Y - s*0.6}, {X: tip.X - s*0.2, Y: tip.Y + s*0.6}}, ink)
	c.Text(text, board.Point{X: p.X, Y: tip.Y + s*1.1}, s*0.95, ink, false, Center)
}
