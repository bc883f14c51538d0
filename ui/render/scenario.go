package render

import (
	"image"
	"image/color"
	"math"

	"sandtable/board"
	"sandtable/maps"
	"sandtable/scenarios"
)

// ScenarioOptions chooses how a whole scenario is drawn.
type ScenarioOptions struct {
	MapOptions
	Width, Height int     // output size; 0,0: natural size at Scale
	Scale         float64 // used when Width and Height are 0 (0 means 1)
	Reveal        bool    // draw hidden counters face up (a designer's view)
	NoCounters    bool    // draw the maps alone, without the set-up (a board to print)
}

// mapGap is the space between maps and around the drawing, and titleH the
// height of the title above each map, in board pixels.
const (
	mapGap = 30.0
	titleH = 34.0
)

// TitleHeight is the height of the band above each map of a layout that
// its title is written in, in board pixels.
const TitleHeight = titleH

// Layout places each of a scenario's maps side by side, left to right, with
// its title above it: Offsets[i] is added to map i's board pixels.
type Layout struct {
	Offsets []board.Point
	Size    board.Point // total size in board pixels
}

// LayoutMaps lays the maps out side by side.
func LayoutMaps(ms []*maps.Map) Layout {
	var l Layout
	x := mapGap
	h := 0.0
	for _, m := range ms {
		b := m.Bounds()
		l.Offsets = append(l.Offsets, board.Point{X: x - b.Min.X, Y: mapGap + titleH - b.Min.Y})
		x += b.Max.X - b.Min.X + mapGap
		h = math.Max(h, b.Max.Y-b.Min.Y)
	}
	l.Size = board.Point{X: x, Y: h + titleH + 2*mapGap}
	return l
}

// Scenario draws every map of s with its set-up: units on cells as stacks,
// units in boxes in rows, and reinforcements in their turn's slot of a turn
// track whose slots are named after the turns.
func Scenario(s *scenarios.Scenario, opt ScenarioOptions) *image.RGBA {
	l := LayoutMaps(s.Maps)
	scale := opt.Scale
	if scale <= 0 {
		scale = 1
	}
	w, h := int(math.Ceil(l.Size.X*scale)), int(math.Ceil(l.Size.Y*scale))
	origin := board.Point{}
	if opt.Width > 0 && opt.Height > 0 {
		scale = math.Min(float64(opt.Width)/l.Size.X, float64(opt.Height)/l.Size.Y)
		w, h = opt.Width, opt.Height
		// Centre the drawing in the requested frame.
		origin = board.Point{X: -(float64(w)/scale - l.Size.X) / 2, Y: -(float64(h)/scale - l.Size.Y) / 2}
	}
	c := NewCanvas(w, h, origin, scale)
	c.scenario(s, l, opt)
	return c.Img
}

// ScenarioPart draws w×h image pixels of the drawing Scenario makes at
// scale, those whose top left corner is at board pixel origin of the
// layout (LayoutMaps): a printed map is drawn page by page this way at
// print resolution, never the whole drawing at once. opt's Width, Height
// and Scale are not used.
func ScenarioPart(s *scenarios.Scenario, opt ScenarioOptions, origin board.Point, scale float64, w, h int) *image.RGBA {
	c := NewCanvas(w, h, origin, scale)
	c.scenario(s, LayoutMaps(s.Maps), opt)
	return c.Img
}

// scenario draws s laid out as l on c: the background, the maps, then the
// set-up unless opt.NoCounters.
func (c *Canvas) scenario(s *scenarios.Scenario, l Layout, opt ScenarioOptions) {
	c.Fill(Background)
	c.Squares(512, func(sq *Canvas) { sq.Maps(s.Maps, l, opt.MapOptions) })
	if opt.NoCounters {
		return
	}
	for i, m := range s.Maps {
		Shifted(c, l.Offsets[i]).setup(s, m, opt.Reveal)
	}
}

// Background is the colour around and between the maps.
var Background = color.RGBA{214, 210, 200, 255}

// Maps draws each map of ms with its title at its place in the layout l
// (LayoutMaps(ms)), without counters: the static layer the GUI draws
// counters over. Like Map, it draws only what shows on c's image, so the
// GUI draws it tile by tile; the background between maps is left as it is.
func (c *Canvas) Maps(ms []*maps.Map, l Layout, opt MapOptions) {
	if opt.MapNames == nil {
		opt.MapNames = make(map[string]string, len(ms))
		for _, m := range ms {
			opt.MapNames[m.ID] = m.Name
		}
	}
	for i, m := range ms {
		mc := Shifted(c, l.Offsets[i])
		mc.Text(m.Name, board.Point{X: m.Bounds().Min.X, Y: m.Bounds().Min.Y - titleH/2}, 20, darkInk, true, Left)
		mc.Map(m, opt)
	}
}

// Shifted is a canvas drawing on the same image with board pixels moved by
// off: how each map of a layout is drawn at its place. It shares c's
// rasterizer: use it on c's goroutine only.
func Shifted(c *Canvas, off board.Point) *Canvas {
	return &Canvas{Img: c.Img, Origin: board.Point{X: c.Origin.X - off.X, Y: c.Origin.Y - off.Y}, Scale: c.Scale, ras: c.rasterizer()}
}

// setup draws the scenario's starting counters that lie on map m.
func (c *Canvas) setup(s *scenarios.Scenario, m *maps.Map, reveal bool) {
	side := CounterSize(m.Topology)
	stacks := map[board.Cell][]CounterFace{}
	var order []board.Cell
	inBox := map[*maps.Box][]CounterFace{}
	for _, p := range s.Setup {
		if p.Map != m {
			continue
		}
		f := UnitFace(s.Counters, p.Unit, p.Step, p.Hidden && !reveal)
		for k := 0; k < p.Count; k++ {
			if p.Box != nil {
				inBox[p.Box] = append(inBox[p.Box], f)
				continue
			}
			if _, ok := stacks[p.Cell]; !ok {
				order = append(order, p.Cell)
			}
			stacks[p.Cell] = append(stacks[p.Cell], f)
		}
	}
	for _, cell := range order {
		c.Stack(m.Topology.Center(cell), side, stacks[cell])
	}
	for _, b := range m.Boxes {
		c.row(SlotRect(b, -1), side, inBox[b])
	}
	// Reinforcements wait on the turn track, in the slot of their turn.
	for _, b := range m.Boxes {
		if b.Kind != "turn_track" {
			continue
		}
		for i, slot := range b.Slots {
			var faces []CounterFace
			for _, r := range s.Reinforcements {
				if r.Turn < len(s.Turns.Names) && s.Turns.Names[r.Turn] == slot {
					for k := 0; k < r.Count; k++ {
						faces = append(faces, UnitFace(s.Counters, r.Unit, r.Step, r.Hidden && !reveal))
					}
				}
			}
			r := SlotRect(b, i)
			small := math.Min(side, math.Min(r.Max.X-r.Min.X, r.Max.Y-r.Min.Y)*0.7)
			c.Stack(board.Point{X: (r.Min.X + r.Max.X) / 2, Y: (r.Min.Y + r.Max.Y) / 2}, small, faces)
		}
	}
}

// row lays counters out left to right, top to bottom inside r; what does
// not fit is stacked on the last place.
func (c *Canvas) row(r board.Rect, side float64, faces []CounterFace) {
	if len(faces) == 0 {
		return
	}
	gap := side * 0.2
	perRow := int((r.Max.X - r.Min.X - gap) / (side + gap))
	rows := int((r.Max.Y - r.Min.Y - gap) / (side + gap))
	if perRow < 1 || rows < 1 {
		c.Stack(board.Point{X: (r.Min.X + r.Max.X) / 2, Y: (r.Min.Y + r.Max.Y) / 2}, side, faces)
		return
	}
	places := perRow * rows
	for i := 0; i < len(faces) && i < places; i++ {
		x := r.Min.X + gap + side/2 + float64(i%perRow)*(side+gap)
		y := r.Min.Y + gap + side/2 + float64(i/perRow)*(side+gap)
		if i == places-1 && len(faces) > places {
			c.Stack(board.Point{X: x, Y: y}, side, faces[i:])
			return
		}
		c.Counter(board.Point{X: x, Y: y}, side, faces[i])
	}
}
