package boardview

import (
	"fmt"
	"image"
	"image/color"
	"math"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/test"

	"sandtable/board"
	"sandtable/maps"
	"sandtable/rules"
	"sandtable/scenarios"
	"sandtable/ui/render"
	"sandtable/ui/session"
)

// recTool records what a tool is told.
type recTool struct{ events []string }

func (r *recTool) Press(at ToolPoint)   { r.events = append(r.events, "press "+pointText(at)) }
func (r *recTool) Drag(at ToolPoint)    { r.events = append(r.events, "drag "+pointText(at)) }
func (r *recTool) Release(at ToolPoint) { r.events = append(r.events, "release "+pointText(at)) }
func (r *recTool) Hover(at ToolPoint)   { r.events = append(r.events, "hover "+pointText(at)) }

func pointText(at ToolPoint) string {
	s := at.Map + ":" + at.Label
	if at.OnEdge {
		s += "|" + at.EdgeFrom + "/" + at.EdgeTo
	}
	if at.Box != "" {
		s += "[" + at.Box + "]"
	}
	return s
}

// count is how many events start with prefix.
func (r *recTool) count(prefix string) int {
	n := 0
	for _, e := range r.events {
		if strings.HasPrefix(e, prefix) {
			n++
		}
	}
	return n
}

// toolBoard is a board of scenario s (freeplay) in an 800×600 test window
// with the pure-Go compositor; the frames it shows arrive on the channel,
// and rec holds the frames submitted.
func toolBoard(t testing.TB, s *scenarios.Scenario) (*Board, *session.Session, chan *image.RGBA, *lastFrame) {
	test.NewTempApp(t)
	g, err := rules.NewGame(s, nil, 5, false)
	if err != nil {
		t.Fatal(err)
	}
	sess := session.New(g)
	frames := make(chan *image.RGBA, 256)
	rec := &lastFrame{}
	b, err := NewBoard(sess, func(show ShowFunc) (Compositor, error) {
		rec.Compositor = NewSoftCompositor(func(img *image.RGBA) {
			show(img)
			select {
			case frames <- img:
			default:
			}
		})
		return rec, nil
	}, func(string) {})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(b.Close)
	w := test.NewWindow(b)
	w.Resize(fyne.NewSize(800, 600))
	b.Resize(fyne.NewSize(800, 600))
	return b, sess, frames, rec
}

func builtin(t testing.TB, name string) *scenarios.Scenario {
	t.Helper()
	s, err := scenarios.Builtin(name)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// widgetPos is the widget position of board-layout point p.
func widgetPos(b *Board, p board.Point) fyne.Position {
	x, y := b.view.ToScreen(p)
	k := float64(b.pixelScale())
	return fyne.NewPos(float32(x/k), float32(y/k))
}

// mapPoint is point p of map id in board-layout pixels.
func mapPoint(b *Board, id string, p board.Point) board.Point {
	_, i := b.shownMap(id)
	off := b.layout.Offsets[i]
	return board.Point{X: p.X + off.X, Y: p.Y + off.Y}
}

// nearSide is a point of cell a a tenth of the way from the middle of
// the side it shares with c towards a's centre (or, on a graph map, the
// middle of their connection).
func nearSide(b *Board, id string, a, c board.Cell) board.Point {
	m, _ := b.shownMap(id)
	line := b.EdgeLine(id, a, c)
	mid := board.Point{X: (line[0].X + line[1].X) / 2, Y: (line[0].Y + line[1].Y) / 2}
	if m.Kind() == board.Graph {
		return mid
	}
	ca := mapPoint(b, id, m.Topology.Center(a))
	return board.Point{X: mid.X + (ca.X-mid.X)*0.1, Y: mid.Y + (ca.Y-mid.Y)*0.1}
}

// A tool on each kind of map gets Press where the drag starts, Drag as it
// moves and Release where it ends, with the cells under the pointer and
// the edge it is near: hex, square and graph maps.
func TestToolGetsCellsAndEdges(t *testing.T) {
	for _, tc := range []struct {
		scenario string
		a, c     string // two neighbouring cells
	}{
		{"test-hex-flat", "W0505", "W0605"},
		{"test-square", "C3", "D3"},
		{"test-graph", "Sirte", "Benghazi"},
	} {
		t.Run(tc.scenario, func(t *testing.T) {
			b, sess, frames, _ := toolBoard(t, builtin(t, tc.scenario))
			waitFrame(t, frames)
			m := b.scenario.Maps[0]
			a, err := m.Cell(tc.a)
			if err != nil {
				t.Fatal(err)
			}
			c, err := m.Cell(tc.c)
			if err != nil {
				t.Fatal(err)
			}
			rec := &recTool{}
			b.SetTool(rec)
			pa := mapPoint(b, m.ID, m.Topology.Center(a))
			if m.Kind() == board.Graph {
				// A graph space's centre has its name and counters: press
				// a little off it, still in the space.
				pa.Y += 6
			}
			pc := mapPoint(b, m.ID, m.Topology.Center(c))
			drag(b, widgetPos(b, pa), widgetPos(b, pc))
			want := []string{"press " + m.ID + ":" + tc.a, "drag ", "drag " + m.ID + ":" + tc.c, "release " + m.ID + ":" + tc.c}
			if len(rec.events) != 4 || rec.events[0] != want[0] || rec.events[2] != want[2] || rec.events[3] != want[3] {
				t.Errorf("events %q, want %q (the middle drag anywhere)", rec.events, want)
			}
			if sess.Selected() != nil || len(sess.Game.Log()) != 0 {
				t.Errorf("the tool's drag selected %v or acted (%d actions)", sess.Selected(), len(sess.Game.Log()))
			}
			// The edge between a and c, from a's side.
			tp := b.toolPoint(nearSide(b, m.ID, a, c))
			if !tp.OnEdge || tp.Edge != board.EdgeOf(a, c) || tp.EdgeTo == "" || tp.EdgeFrom == tp.EdgeTo ||
				!(tp.EdgeFrom == tc.a && tp.EdgeTo == tc.c || tp.EdgeFrom == tc.c && tp.EdgeTo == tc.a) {
				t.Errorf("near the edge %s/%s: %+v", tc.a, tc.c, tp)
			}
			if m.Kind() != board.Graph && (tp.EdgeFrom != tc.a || tp.Label != tc.a) {
				t.Errorf("near the edge inside %s: cell %q, edge from %q", tc.a, tp.Label, tp.EdgeFrom)
			}
			// The middle of a cell is on no edge.
			if tp := b.toolPoint(mapPoint(b, m.ID, m.Topology.Center(c))); tp.OnEdge || !tp.OnCell || tp.Label != tc.c {
				t.Errorf("at the centre of %s: %+v", tc.c, tp)
			}
			if m.Kind() != board.Graph {
				if tp := b.toolPoint(pa); tp.Col < 0 || tp.Row < 0 || m.Label(m.Topology.(board.OffsetGrid).FromOffset(tp.Col, tp.Row)) != tc.a {
					t.Errorf("column %d row %d is not %s", tp.Col, tp.Row, tc.a)
				}
			}
		})
	}
}

// A box under the pointer is named.
func TestToolPointInBox(t *testing.T) {
	b, _, frames, _ := toolBoard(t, builtin(t, "test-hex-flat"))
	waitFrame(t, frames)
	m := b.scenario.Maps[0]
	if len(m.Boxes) == 0 {
		t.Fatal("test-hex-flat has no box: the test needs one")
	}
	bx := m.Boxes[0]
	p := mapPoint(b, m.ID, board.Point{X: (bx.Rect.Min.X + bx.Rect.Max.X) / 2, Y: (bx.Rect.Min.Y + bx.Rect.Max.Y) / 2})
	if tp := b.toolPoint(p); tp.Box != bx.ID || tp.Map != m.ID || tp.OnCell {
		t.Errorf("in box %s: %+v", bx.ID, tp)
	}
	pos := widgetPos(b, p)
	if tp, ok := b.ToolPointAt(pos); !ok || tp.Box != bx.ID {
		t.Errorf("ToolPointAt(%v) = %+v, %v", pos, tp, ok)
	}
	if _, ok := b.ToolPointAt(fyne.NewPos(-5, 10)); ok {
		t.Error("a point left of the widget is on the board")
	}
}

// A click as the desktop driver sends it (MouseDown, MouseUp, then Tapped)
// is one Press and one Release; a tap alone (Fyne's test driver) too; a
// double click is two of each, its DoubleTapped nothing more; and a drag
// with MouseUp before DragEnd is released once.
func TestToolClickIsOnePressOneRelease(t *testing.T) {
	b, sess, frames, _ := toolBoard(t, builtin(t, "test-hex-flat"))
	waitFrame(t, frames)
	rec := &recTool{}
	b.SetTool(rec)
	m := b.scenario.Maps[0]
	c, _ := m.Cell("W0505")
	pos := widgetPos(b, mapPoint(b, m.ID, m.Topology.Center(c)))
	left := func() *desktop.MouseEvent {
		return &desktop.MouseEvent{PointEvent: fyne.PointEvent{Position: pos}, Button: desktop.MouseButtonPrimary}
	}
	b.MouseDown(left())
	b.MouseUp(left())
	b.Tapped(&fyne.PointEvent{Position: pos})
	if rec.count("press") != 1 || rec.count("release") != 1 {
		t.Errorf("driver click: %q", rec.events)
	}
	rec.events = nil
	test.TapAt(b, pos)
	if rec.count("press") != 1 || rec.count("release") != 1 || rec.events[0] != "press test-hex-flat:W0505" {
		t.Errorf("test tap: %q", rec.events)
	}
	rec.events = nil
	for range 2 {
		b.MouseDown(left())
		b.MouseUp(left())
	}
	b.DoubleTapped(&fyne.PointEvent{Position: pos})
	test.TapAt(b, pos) // a later tap is a click of its own
	if rec.count("press") != 3 || rec.count("release") != 3 {
		t.Errorf("double click then a tap: %q", rec.events)
	}
	rec.events = nil
	b.MouseDown(left())
	to := pos.AddXY(60, 0)
	b.Dragged(&fyne.DragEvent{PointEvent: fyne.PointEvent{Position: to}, Dragged: fyne.NewDelta(60, 0)})
	b.MouseUp(&desktop.MouseEvent{PointEvent: fyne.PointEvent{Position: to}, Button: desktop.MouseButtonPrimary})
	b.DragEnd()
	test.TapAt(b, pos) // no Tapped follows a drag: this one counts
	if rec.count("press") != 2 || rec.count("drag") != 1 || rec.count("release") != 2 {
		t.Errorf("drag then tap: %q", rec.events)
	}
	if sess.Selected() != nil {
		t.Errorf("the tool's clicks selected %v", sess.Selected())
	}
	// Hover comes with no button down; the middle button still pans.
	rec.events = nil
	b.MouseMoved(&desktop.MouseEvent{PointEvent: fyne.PointEvent{Position: pos}})
	if len(rec.events) != 1 || rec.events[0] != "hover test-hex-flat:W0505" {
		t.Errorf("hover: %q", rec.events)
	}
	rec.events = nil
	v0 := b.view
	mid := &desktop.MouseEvent{PointEvent: fyne.PointEvent{Position: pos}, Button: desktop.MouseButtonTertiary}
	b.MouseDown(mid)
	b.MouseMoved(&desktop.MouseEvent{PointEvent: fyne.PointEvent{Position: pos.AddXY(30, 20)}, Button: desktop.MouseButtonTertiary})
	b.MouseUp(mid)
	if b.view.Origin == v0.Origin || len(rec.events) != 0 {
		t.Errorf("middle-button pan: view %v -> %v, tool told %q", v0, b.view, rec.events)
	}
}

// Set back to nil, the board plays again: a drag moves a counter.
func TestNoToolGivesDragToMoveBack(t *testing.T) {
	b, sess, frames, _ := toolBoard(t, builtin(t, "test-hex-flat"))
	waitFrame(t, frames)
	from := firstMovable(t, b)
	m := sess.Game.Scenario.Map(from.Map)
	rec := &recTool{}
	b.SetTool(rec)
	to := rules.Location{Map: from.Map, Cell: m.Topology.Neighbors(from.Cell, nil)[0]}
	drag(b, screenOf(b, from), screenOf(b, to))
	if len(sess.Game.Log()) != 0 || rec.count("press") != 1 {
		t.Fatalf("with a tool: %d actions, tool told %q", len(sess.Game.Log()), rec.events)
	}
	b.SetTool(nil)
	drag(b, screenOf(b, from), screenOf(b, to))
	if len(sess.Game.Log()) != 1 || rec.count("press") != 1 {
		t.Errorf("without a tool: %d actions (want 1), tool told %q", len(sess.Game.Log()), rec.events)
	}
}

// screenPixel is the picture's pixel at board-layout point p.
func screenPixel(b *Board, img *image.RGBA, p board.Point) color.RGBA {
	x, y := b.view.ToScreen(p)
	return img.RGBAAt(int(x), int(y))
}

// emptyCell is a cell of the first map with no counter in it or around.
func emptyCell(t *testing.T, b *Board) board.Cell {
	t.Helper()
	m := b.scenario.Maps[0]
	for i := 0; i < m.Topology.Len(); i++ {
		c := m.Topology.Cell(i)
		busy := len(b.sess.UnitsAt(rules.Location{Map: m.ID, Cell: c})) > 0
		for _, n := range m.Topology.Neighbors(c, nil) {
			busy = busy || len(b.sess.UnitsAt(rules.Location{Map: m.ID, Cell: n})) > 0
		}
		if !busy && len(m.Topology.Neighbors(c, nil)) == 6 {
			return c
		}
	}
	t.Fatal("no empty cell")
	return board.Cell{}
}

// paintedScenario is s with cells (labels) of its first map painted with
// terrain symbol sym, the map loaded again from the changed text.
func paintedScenario(t testing.TB, s *scenarios.Scenario, text []byte, sym byte, cells ...string) (*scenarios.Scenario, []rules.Location) {
	t.Helper()
	m := s.Maps[0]
	g := m.Topology.(board.OffsetGrid)
	lines := strings.Split(string(text), "\n")
	start := -1
	for i, l := range lines {
		if strings.HasPrefix(l, "terrain_rows") {
			start = i + 1
			break
		}
	}
	var locs []rules.Location
	for _, label := range cells {
		c, err := m.Cell(label)
		if err != nil {
			t.Fatal(err)
		}
		col, row := g.Offset(c)
		l := lines[start+row]
		q := strings.IndexByte(l, '"')
		b := []byte(l)
		b[q+1+col] = sym
		lines[start+row] = string(b)
		locs = append(locs, rules.Location{Map: m.ID, Cell: c})
	}
	nm, err := maps.Load(m.File, []byte(strings.Join(lines, "\n")))
	if err != nil {
		t.Fatal(err)
	}
	c := *s
	c.Maps = append([]*maps.Map{nm}, s.Maps[1:]...)
	return &c, locs
}

// settleBoard waits until the board's compositor has drawn every tile
// and shown the last picture.
func settleBoard(t testing.TB, rec *lastFrame, frames chan *image.RGBA) *image.RGBA {
	t.Helper()
	c := rec.Compositor.(*SoftCompositor)
	var last *image.RGBA
	deadline := time.After(20 * time.Second)
	for {
		select {
		case p := <-frames:
			last = p
		case <-time.After(300 * time.Millisecond):
			if last != nil && c.render.Pending() == 0 {
				return last
			}
		case <-deadline:
			t.Fatal("no picture")
		}
	}
}

// EditMaps of a painted cell draws again only the tiles around it, never
// shows a board without its map meanwhile, keeps the view, and its
// picture is the edited maps drawn whole; the session's Replace with a
// game of the edited scenario that follows draws nothing more.
func TestEditMapsRedrawsOnlyChangedTiles(t *testing.T) {
	s := builtin(t, "test-hex-flat")
	text, _, err := maps.BuiltinData("test-hex-flat")
	if err != nil {
		t.Fatal(err)
	}
	b, sess, frames, rec := toolBoard(t, s)
	waitFrame(t, frames)
	b.Zoom(3, 400, 300) // many tiles in view
	settleBoard(t, rec, frames)
	inView := len(rec.last().TilesInView(false))
	drawn := b.layer.TilesDrawn()
	v := b.view
	// The cell in the middle of the view.
	mid := b.toolPoint(v.ToBoard(400, 300))
	if !mid.OnCell {
		t.Fatal("no cell in the middle of the view")
	}
	ns, changed := paintedScenario(t, s, text, 'm', mid.Label)
	b.EditMaps(ns, changed)
	g, err := rules.NewGame(ns, nil, 5, false)
	if err != nil {
		t.Fatal(err)
	}
	sess.Replace(g, "")
	got := settleBoard(t, rec, frames)
	redrawn := b.layer.TilesDrawn() - drawn
	t.Logf("%d tiles in view, %d drawn again", inView, redrawn)
	if redrawn < 1 || redrawn > 4 || inView < 9 {
		t.Errorf("%d tiles drawn again of %d in view, want 1 to 4 (a cell's neighbourhood)", redrawn, inView)
	}
	if b.view != v {
		t.Errorf("the view moved: %v -> %v", v, b.view)
	}
	f := rec.last()
	if f.Map != b.layer || b.scenario != ns {
		t.Error("the last frame is not of the edited layer")
	}
	want := image.NewRGBA(got.Rect)
	Compose(want, f)
	compare(t, got, want, 40, 0)
}

// An edited layer keeps the old layer's tiles outside its changes; until
// the changed tiles are drawn, the old ones stand in: the first picture
// is the old board whole, never blank.
func TestEditedLayerNeverBlank(t *testing.T) {
	s := builtin(t, "vernian")
	old := ScenarioLayer(s, true)
	c, pics := softFrames(t)
	size := image.Pt(900, 640)
	v := View{Origin: board.Point{X: 300, Y: 200}, Scale: 1}
	c.Submit(vernianFrame(t, old, v, size))
	before := settle(t, c, pics)
	drawn := old.TilesDrawn()
	// An edit of a rectangle in the middle, drawn by a layer that waits.
	g := newGate(old.Size, scenarioDraw(s, true))
	dirty := []board.Rect{{Min: board.Point{X: 700, Y: 500}, Max: board.Point{X: 760, Y: 540}}}
	ed := old.edited(old.Size, g.draw, dirty, false)
	f := vernianFrame(t, ed, v, size)
	c.Submit(f)
	var first *image.RGBA
	select {
	case first = <-pics:
	case <-time.After(10 * time.Second):
		t.Fatal("no picture while the edited tiles wait")
	}
	compare(t, first, before, 0, 0)
	close(g.opened)
	after := settle(t, c, pics)
	want := image.NewRGBA(after.Rect)
	Compose(want, f)
	compare(t, after, want, 40, 0)
	n := ed.TilesDrawn() - drawn
	overlapping := 0
	for _, k := range f.TilesInView(true) {
		if k.Layer == ed.ID {
			overlapping++
		}
	}
	if n != int64(overlapping) || n == 0 {
		t.Errorf("%d tiles drawn, want the %d overlapping the edit", n, overlapping)
	}
	// A later edit elsewhere keeps this one's tiles too.
	ed2 := ed.edited(old.Size, g.draw, []board.Rect{{Min: board.Point{X: 100, Y: 100}, Max: board.Point{X: 110, Y: 110}}}, false)
	k := ed2.TileKeyAt(1, 2, 2)
	if k.Layer != ed.ID {
		t.Errorf("tile 2,2 of the second edit is keyed %d, want the first edit's %d", k.Layer, ed.ID)
	}
	if k := ed2.TileKeyAt(1, 0, 0); k.Layer != ed2.ID {
		t.Errorf("tile 0,0 of the second edit is keyed %d, want its own %d", k.Layer, ed2.ID)
	}
	if k := ed2.TileKeyAt(1, 3, 0); k.Layer != old.ID {
		t.Errorf("tile 3,0 of the second edit is keyed %d, want the original's %d", k.Layer, old.ID)
	}
}

// ShowCell centres the cell at a readable zoom and outlines it.
func TestShowCellCentresAndFlashes(t *testing.T) {
	b, _, frames, rec := toolBoard(t, builtin(t, "test-hex-flat"))
	waitFrame(t, frames)
	m := b.scenario.Maps[0]
	c, _ := m.Cell("W1210")
	b.ShowCell(m.ID, c)
	p := mapPoint(b, m.ID, m.Topology.Center(c))
	x, y := b.view.ToScreen(p)
	if math.Abs(x-float64(b.pxSize.X)/2) > 1 || math.Abs(y-float64(b.pxSize.Y)/2) > 1 {
		t.Errorf("the cell is at %.0f,%.0f, want the middle of %v", x, y, b.pxSize)
	}
	if side := render.CounterSize(m.Topology) * b.view.Scale / float64(b.pixelScale()); side < ReadableCounter-0.5 {
		t.Errorf("counters are %.1f units there, want at least %d", side, ReadableCounter)
	}
	if f := rec.last(); len(f.Highlights) == 0 || f.Highlights[len(f.Highlights)-1].Fill != FlashInk {
		t.Error("no outline in the frame")
	}
}

// bigHexText is a map file of a cols×rows flat hex map of four terrains.
func bigHexText(cols, rows int) []byte {
	var sb strings.Builder
	sb.WriteString("format = \"sandtable-map\"\nversion = 1\nid = \"big\"\nname = \"Big\"\ndefault_terrain = \"clear\"\nterrain_rows = [\n")
	syms := ".ffm~"
	for r := range rows {
		sb.WriteString("  \"")
		for c := range cols {
			sb.WriteByte(syms[(c/7+r/5+c*r%3)%len(syms)])
		}
		sb.WriteString("\",\n")
	}
	fmt.Fprintf(&sb, "]\n\n[grid]\nkind = \"hex\"\norientation = \"flat\"\ncols = %d\nrows = %d\nsize = 40\n\n", cols, rows)
	for _, t := range []struct{ id, sym, col, pat string }{{"clear", ".", "#e8e4c9", ""}, {"forest", "f", "#5f8f4e", "trees"}, {"mountain", "m", "#a08c6e", "mountains"}, {"sea", "~", "#8fb8d8", "water"}} {
		fmt.Fprintf(&sb, "[terrain.%s]\nname = %q\ncolor = %q\nsymbol = %q\n", t.id, t.id, t.col, t.sym)
		if t.pat != "" {
			fmt.Fprintf(&sb, "pattern = %q\n", t.pat)
		}
	}
	return []byte(sb.String())
}

// bigScenario is test-hex-flat's scenario on a 100×100 hex map, with no
// set-up.
func bigScenario(t testing.TB) (*scenarios.Scenario, []byte) {
	text := bigHexText(100, 100)
	m, err := maps.Load("big.toml", text)
	if err != nil {
		t.Fatal(err)
	}
	s := *builtin(t, "test-hex-flat")
	s.Maps = []*maps.Map{m}
	s.Setup, s.Reinforcements, s.Victory = nil, nil, nil
	return &s, text
}

// BenchmarkEditMapsStroke is a brush stroke of 10 cells committed on a
// 100×100 hex map in a 1600×1000 board: EditMaps, then until the soft
// compositor has shown the picture with every changed tile drawn
// (ms-to-picture; ms-first-picture is the first picture of the edited
// maps, the old tiles standing in for the changed ones), and the tiles
// drawn per stroke.
func BenchmarkEditMapsStroke(bm *testing.B) {
	s, text := bigScenario(bm)
	b, _, frames, rec := toolBoard(bm, s)
	b.Resize(fyne.NewSize(1600, 1000))
	waitFrameB(bm, frames)
	// Counters readable: the designer's usual zoom.
	m := s.Maps[0]
	g := m.Topology.(board.OffsetGrid)
	b.ShowCell(m.ID, g.FromOffset(50, 50))
	b.tools.flash = nil
	settleBoard(bm, rec, frames)
	var labels [2][]string
	for i := range 10 {
		labels[0] = append(labels[0], m.Label(g.FromOffset(46+i, 50)))
	}
	if tp := b.toolPoint(b.view.ToBoard(800, 500)); tp.Col != 50 || tp.Row != 50 {
		bm.Fatalf("the view's middle is at column %d row %d, want 50, 50", tp.Col, tp.Row)
	}
	before := b.layer.TilesDrawn()
	var scen [2]*scenarios.Scenario
	var locs [2][]rules.Location
	scen[0], locs[0] = paintedScenario(bm, s, text, '~', labels[0]...)
	scen[1], locs[1] = paintedScenario(bm, s, text, 'f', labels[0]...)
	sc := rec.Compositor.(*SoftCompositor)
	var total, edit, first time.Duration
	bm.ResetTimer()
	for i := range bm.N {
		t0 := time.Now()
		b.EditMaps(scen[i%2], locs[i%2])
		edit += time.Since(t0)
		// Until the picture of the new layer with all its tiles.
		seen := false
		for {
			<-frames
			if p := sc.lastShown.Load(); !seen && p != nil && p.frame.Map == b.layer {
				seen = true
				first += time.Since(t0)
			}
			if done := pictureComplete(sc, b.layer); done {
				break
			}
		}
		total += time.Since(t0)
	}
	bm.StopTimer()
	bm.ReportMetric(float64(b.layer.TilesDrawn()-before)/float64(bm.N), "tiles/stroke")
	bm.ReportMetric(float64(edit.Microseconds())/1000/float64(bm.N), "ms-EditMaps")
	bm.ReportMetric(float64(first.Microseconds())/1000/float64(bm.N), "ms-first-picture")
	bm.ReportMetric(float64(total.Microseconds())/1000/float64(bm.N), "ms-to-picture")
}

// pictureComplete reports whether the last picture c showed is of layer
// l with all of its tiles (read after the picture arrived).
func pictureComplete(c *SoftCompositor, l *MapLayer) bool {
	p := c.lastShown.Load()
	return p != nil && p.frame.Map == l && p.complete
}

func waitFrameB(t testing.TB, frames chan *image.RGBA) {
	select {
	case <-frames:
	case <-time.After(20 * time.Second):
		t.Fatal("no frame")
	}
}

// BenchmarkFrameWithToolMarks composes a 1600×1000 frame of the 100×100
// map from its tiles with 50 brush cells marked (the soft compositor's
// work for each move of a brush).
func BenchmarkFrameWithToolMarks(bm *testing.B) {
	s, _ := bigScenario(bm)
	layer := ScenarioLayer(s, true)
	size := image.Pt(1600, 1000)
	tiles := NewTileCache[*image.RGBA](200)
	v := View{Origin: board.Point{X: 1500, Y: 1500}, Scale: 1.2}
	f := &Frame{Size: size, View: v, Map: layer, Background: render.Background}
	cv := &render.Canvas{}
	for _, k := range f.TilesInView(false) {
		img := image.NewRGBA(image.Rect(0, 0, TileSize, TileSize))
		layer.DrawTile(img, k, cv)
		tiles.Put(k, img)
	}
	m := s.Maps[0]
	g := m.Topology.(board.OffsetGrid)
	for i := range 50 {
		c := g.FromOffset(40+i%10, 35+i/10)
		poly := m.Topology.Polygon(c, nil)
		for k := range poly {
			poly[k].X += render.LayoutMaps(s.Maps).Offsets[0].X
			poly[k].Y += render.LayoutMaps(s.Maps).Offsets[0].Y
		}
		f.Highlights = append(f.Highlights, Highlight{Polygon: poly, Fill: color.NRGBA{90, 140, 70, 230}})
	}
	dst := image.NewRGBA(image.Rectangle{Max: size})
	bm.ResetTimer()
	for range bm.N {
		tiles.NextFrame()
		plan := PlanTiles(f, tiles)
		if len(plan.Missing) > 0 {
			bm.Fatal("tiles missing")
		}
		for y := range dst.Pix {
			dst.Pix[y] = 0
		}
		for _, k := range plan.Draw {
			img, _ := tiles.Get(k)
			drawTile(dst, f, k, img)
		}
		drawOverlays(dst, f)
	}
}

// EditMaps without the changed cells: maps of the same texts keep every
// tile; a changed map is drawn again whole in the same family (the old
// tiles standing in); other maps altogether make a new board.
func TestEditMapsWithoutCells(t *testing.T) {
	s := builtin(t, "test-hex-flat")
	text, _, err := maps.BuiltinData("test-hex-flat")
	if err != nil {
		t.Fatal(err)
	}
	b, _, frames, rec := toolBoard(t, s)
	settleBoard(t, rec, frames)
	// The same maps loaded again: nothing drawn.
	again := *s
	again.Maps = nil
	for _, m := range s.Maps {
		mt, _, err := maps.BuiltinData(strings.TrimSuffix(m.ID, ".toml"))
		if err != nil {
			t.Fatal(err)
		}
		nm, err := maps.Load(m.File, mt)
		if err != nil {
			t.Fatal(err)
		}
		again.Maps = append(again.Maps, nm)
	}
	layer, drawn := b.layer, b.layer.TilesDrawn()
	b.EditMaps(&again, nil)
	settleBoard(t, rec, frames)
	if d := b.layer.TilesDrawn() - drawn; d != 0 || b.layer.ID != layer.ID {
		t.Errorf("the same maps: %d tiles drawn, layer %d -> %d; want none, the same layer", d, layer.ID, b.layer.ID)
	}
	// A painted map with no cells named: all drawn, same family.
	ns, _ := paintedScenario(t, s, text, 'm', "W0303")
	b.EditMaps(ns, nil)
	got := settleBoard(t, rec, frames)
	if b.layer.Family != layer.Family || b.layer.ID == layer.ID || b.layer.reuse != nil {
		t.Errorf("a changed map without cells: family %d (was %d), reuse %v", b.layer.Family, layer.Family, b.layer.reuse)
	}
	want := image.NewRGBA(got.Rect)
	Compose(want, rec.last())
	compare(t, got, want, 40, 0)
	// Other maps: a new board.
	b.EditMaps(builtin(t, "test-square"), nil)
	if b.layer.Family == layer.Family {
		t.Error("other maps drawn in the old board's family: its tiles would stand in for them")
	}
}

// BenchmarkBigMapTile draws one tile of the 100×100 map at the scale
// BenchmarkEditMapsStroke's view has (counters readable).
func BenchmarkBigMapTile(bm *testing.B) {
	s, _ := bigScenario(bm)
	layer := ScenarioLayer(s, true)
	img := image.NewRGBA(image.Rect(0, 0, TileSize, TileSize))
	c := &render.Canvas{}
	scale := TileScale(ReadableCounter / render.CounterSize(s.Maps[0].Topology))
	k := TileKey{Scale: scale, X: int(2000 * scale / TileSize), Y: int(1800 * scale / TileSize)}
	bm.ResetTimer()
	for range bm.N {
		layer.DrawTile(img, k, c)
	}
}

// A space added left of and above a graph map's others widens its bounds,
// which moves every point of the map within the board's layout: the view
// moves with it, so the spaces stay where they were on screen (the designer
// saw the map jump away from the pointer after each such click).
func TestEditMapsKeepsMapsInPlace(t *testing.T) {
	s := builtin(t, "test-points")
	b, _, frames, rec := toolBoard(t, s)
	settleBoard(t, rec, frames)
	m := s.Maps[0]
	c := m.Topology.Cell(0)
	before := widgetPos(b, mapPoint(b, m.ID, m.Topology.Center(c)))
	text, _, err := maps.BuiltinData(m.ID)
	if err != nil {
		t.Fatal(err)
	}
	text = append(append([]byte{}, text...), "\n[[space]]\nid = \"Far Away\"\nx = -400\ny = -300\n"...)
	nm, err := maps.Load(m.File, text)
	if err != nil {
		t.Fatal(err)
	}
	ns := *s
	ns.Maps = []*maps.Map{nm}
	b.EditMaps(&ns, nil)
	if b.layout.Offsets[0] == (render.LayoutMaps(s.Maps).Offsets[0]) {
		t.Fatal("the added space did not move the map in the layout: the test tests nothing")
	}
	after := widgetPos(b, mapPoint(b, nm.ID, nm.Topology.Center(c)))
	if d := math.Hypot(float64(after.X-before.X), float64(after.Y-before.Y)); d > 0.5 {
		t.Errorf("space %v was at %v on screen, after the edit at %v", c, before, after)
	}
}
