package boardview

import (
	"image"
	"image/color"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"sandtable/board"
	"sandtable/maps"
	"sandtable/rules"
	"sandtable/scenarios"
	"sandtable/ui/session"
)

// marksBoard is toolBoard with the frames submitted counted, and after
// each picture shown, seen called on the compositor's goroutine with the
// picture (the board's image and marks are up to date then).
func marksBoard(t *testing.T, s *scenarios.Scenario, seen func(b *Board, img *image.RGBA)) (*Board, *session.Session, chan *image.RGBA, *countingCompositor) {
	test.NewTempApp(t)
	g, err := rules.NewGame(s, nil, 5, false)
	if err != nil {
		t.Fatal(err)
	}
	sess := session.New(g)
	frames := make(chan *image.RGBA, 256)
	cc := &countingCompositor{}
	var b *Board
	b, err = NewBoard(sess, func(show ShowFunc) (Compositor, error) {
		cc.Compositor = NewSoftCompositor(func(img *image.RGBA) {
			// Fyne's test driver runs fyne.Do at once on this goroutine:
			// showing a picture and capturing the window take turns, as
			// they do on the thread that paints in the real app.
			paintMu.Lock()
			show(img)
			paintMu.Unlock()
			if seen != nil {
				seen(b, img)
			}
			select {
			case frames <- img:
			default:
			}
		})
		return cc, nil
	}, func(string) {})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(b.Close)
	w := test.NewWindow(b)
	w.SetPadded(false)
	w.Resize(fyne.NewSize(800, 600))
	b.Resize(fyne.NewSize(800, 600))
	return b, sess, frames, cc
}

// windowPixel is the pixel of the captured window at board-layout point p.
func windowPixel(b *Board, shot image.Image, p board.Point) color.RGBA {
	c := fyne.CurrentApp().Driver().CanvasForObject(b)
	abs := fyne.CurrentApp().Driver().AbsolutePositionForObject(b)
	x, y := b.view.ToScreen(p)
	k := float64(c.Scale())
	px := int(float64(abs.X)*k + x)
	py := int(float64(abs.Y)*k + y)
	return color.RGBAModel.Convert(shot.At(px, py)).(color.RGBA)
}

// paintMu keeps the compositor's goroutine from setting the board's
// picture while a test captures the window (marksBoard).
var paintMu sync.Mutex

func capture(b *Board) image.Image {
	paintMu.Lock()
	defer paintMu.Unlock()
	return fyne.CurrentApp().Driver().CanvasForObject(b).Capture()
}

// A tool's marks show in the window at once, on the cells and edges
// asked, without a frame composed or a tile drawn; nil takes them away,
// again without a frame.
func TestToolMarksShowWithoutFrames(t *testing.T) {
	b, _, frames, cc := marksBoard(t, builtin(t, "test-hex-flat"), nil)
	waitFrame(t, frames)
	m := b.scenario.Maps[0]
	c := emptyCell(t, b)
	centre := mapPoint(b, m.ID, m.Topology.Center(c))
	before := windowPixel(b, capture(b), centre)
	submitted, drawn := cc.n.Load(), b.layer.TilesDrawn()
	red := color.NRGBA{220, 0, 0, 255}
	nb := m.Topology.Neighbors(c, nil)[0]
	line := b.EdgeLine(m.ID, c, nb)
	edge := LineMark(line, 6, color.NRGBA{0, 0, 230, 255})
	// A cell far off, not marked: stays as it was.
	far := mapPoint(b, m.ID, m.Topology.Center(m.Topology.Neighbors(m.Topology.Neighbors(nb, nil)[0], nil)[0]))
	farBefore := windowPixel(b, capture(b), far)
	b.SetToolMarks([]Highlight{b.CellMark(m.ID, c, red), edge})
	if d := cc.n.Load() - submitted; d != 0 {
		t.Errorf("%d frames composed for marks, want none", d)
	}
	if d := b.layer.TilesDrawn() - drawn; d != 0 {
		t.Errorf("%d tiles drawn for marks, want none", d)
	}
	shot := capture(b)
	if got := windowPixel(b, shot, centre); got != (color.RGBA{220, 0, 0, 255}) {
		t.Errorf("the marked cell's middle is %v in the window, want the mark's red", got)
	}
	if got := windowPixel(b, shot, board.Point{X: (line[0].X + line[1].X) / 2, Y: (line[0].Y + line[1].Y) / 2}); got != (color.RGBA{0, 0, 230, 255}) {
		t.Errorf("the marked edge's middle is %v in the window, want the mark's blue", got)
	}
	if far != centre {
		if got := windowPixel(b, shot, far); got != farBefore {
			t.Errorf("a cell not marked is %v, want %v as before", got, farBefore)
		}
	}
	b.SetToolMarks(nil)
	if d := cc.n.Load() - submitted; d != 0 {
		t.Errorf("%d frames composed for taking marks away, want none", d)
	}
	if got := windowPixel(b, capture(b), centre); got != before {
		t.Errorf("the cell is %v after the marks went, want %v as before", got, before)
	}
	// The marks follow the view: zoomed, the cell's middle is red.
	b.SetToolMarks([]Highlight{b.CellMark(m.ID, c, red)})
	b.Zoom(1.5, 100, 100)
	quietFrame(t, frames) // the capture reads the board's picture: wait for it
	if got := windowPixel(b, capture(b), centre); got != (color.RGBA{220, 0, 0, 255}) {
		t.Errorf("after a zoom the marked cell's middle is %v, want red", got)
	}
}

// quietFrame waits for a picture and then for the pictures to stop
// coming (a loaded machine under the race detector is slow).
func quietFrame(t *testing.T, frames chan *image.RGBA) {
	t.Helper()
	var last *image.RGBA
	deadline := time.After(30 * time.Second)
	for {
		select {
		case f := <-frames:
			last = f
		case <-time.After(300 * time.Millisecond):
			if last != nil {
				return
			}
		case <-deadline:
			t.Fatal("no frame arrived")
		}
	}
}

// Each new cell of a brush stroke changes the marks without a frame
// composed.
func TestBrushStrokeComposesNoFrame(t *testing.T) {
	b, _, frames, cc := marksBoard(t, builtin(t, "test-hex-flat"), nil)
	waitFrame(t, frames)
	m := b.scenario.Maps[0]
	n0 := cc.n.Load()
	var marks []Highlight
	for i := 0; i < 8 && i < m.Topology.Len(); i++ {
		marks = append(marks, b.CellMark(m.ID, m.Topology.Cell(i), color.NRGBA{0, 160, 0, 220}))
		b.SetToolMarks(marks)
	}
	b.SetToolMarks(nil)
	if d := cc.n.Load() - n0; d != 0 {
		t.Errorf("%d frames composed for 9 changes of marks, want none", d)
	}
}

// After the edit a stroke makes, its marks stay until the board's picture
// of the edited maps, with the painted cell drawn, is on screen: no
// picture shows the cell neither marked nor painted.
func TestMarksStayUntilEditedPicture(t *testing.T) {
	s := builtin(t, "test-hex-flat")
	text, _, err := maps.BuiltinData("test-hex-flat")
	if err != nil {
		t.Fatal(err)
	}
	type seenPic struct {
		marked bool
		pixel  color.RGBA
	}
	var mu sync.Mutex
	var watch atomic.Bool
	var centre board.Point
	var pics []seenPic
	b, sess, frames, _ := marksBoard(t, s, func(b *Board, img *image.RGBA) {
		if !watch.Load() {
			return
		}
		b.marksMu.Lock()
		marked := b.marksImg.Visible()
		b.marksMu.Unlock()
		b.mu.Lock()
		v := b.view
		b.mu.Unlock()
		mu.Lock()
		x, y := v.ToScreen(centre)
		pics = append(pics, seenPic{marked, img.RGBAAt(int(x), int(y))})
		mu.Unlock()
	})
	waitFrame(t, frames)
	m := b.scenario.Maps[0]
	cell := emptyCell(t, b)
	label := m.Topology.Label(cell)
	centre = mapPoint(b, m.ID, m.Topology.Center(cell))
	x, y := b.view.ToScreen(centre)
	b.Zoom(3, x, y) // many tiles in view, the cell where it was
	time.Sleep(300 * time.Millisecond)
	waitFrame(t, frames)
	old := windowPixel(b, capture(b), centre)
	// Water, or forest on water: another terrain.
	sym := byte('~')
	if m.TerrainAt(cell).ID == "sea" {
		sym = 'f'
	}
	ns, changed := paintedScenario(t, s, text, sym, label)
	mark := b.CellMark(m.ID, cell, color.NRGBA{200, 0, 200, 255})
	b.SetToolMarks([]Highlight{mark})
	watch.Store(true)
	// The brush's Release: the edit, then the marks taken away.
	b.EditMaps(ns, changed)
	g, err := rules.NewGame(ns, nil, 5, false)
	if err != nil {
		t.Fatal(err)
	}
	sess.Replace(g, "")
	b.SetToolMarks(nil)
	// Pictures come on the compositor's goroutine, which may have shown
	// the edited one already: what each picture came with is in pics.
	deadline := time.Now().Add(10 * time.Second)
	for {
		b.marksMu.Lock()
		held := b.tools.heldFor != nil
		b.marksMu.Unlock()
		if !held || time.Now().After(deadline) {
			break
		}
		time.Sleep(20 * time.Millisecond)
	}
	quietFrame(t, frames) // the last picture shown, the board quiet
	painted := windowPixel(b, capture(b), centre)
	if painted == old || painted == (color.RGBA{200, 0, 200, 255}) {
		t.Fatalf("the cell is %v after the edit (was %v): not painted", painted, old)
	}
	mu.Lock()
	defer mu.Unlock()
	sawMarked := false
	for i, p := range pics {
		if p.marked {
			sawMarked = true
			continue
		}
		if p.pixel != painted {
			t.Errorf("picture %d shows the cell %v without the marks, want the paint %v", i, p.pixel, painted)
		}
	}
	if !sawMarked {
		t.Error("no picture came while the marks were kept")
	}
}

// BenchmarkToolMarksStroke is a brush stroke's marks changing: each of 60
// cells in a row of the 100×100 map added to the marks, the marks' picture
// painted again (ns/op is a whole stroke; ms-per-cell the work of a move).
func BenchmarkToolMarksStroke(bm *testing.B) {
	s, _ := bigScenario(bm)
	test.NewTempApp(bm)
	g, err := rules.NewGame(s, nil, 5, false)
	if err != nil {
		bm.Fatal(err)
	}
	b, err := NewBoard(session.New(g), func(show ShowFunc) (Compositor, error) { return NewSoftCompositor(show), nil }, func(string) {})
	if err != nil {
		bm.Fatal(err)
	}
	bm.Cleanup(b.Close)
	w := test.NewWindow(b)
	w.Resize(fyne.NewSize(1250, 785))
	b.Resize(fyne.NewSize(1250, 785))
	b.Zoom(1, 0, 0)
	m := b.scenario.Maps[0]
	g2 := m.Topology.(board.OffsetGrid)
	mid := b.toolPoint(b.view.ToBoard(600, 390))
	col, row := g2.Offset(mid.Cell)
	cells := make([]board.Cell, 60)
	for i := range cells {
		cells[i] = g2.FromOffset(max(0, col-30)+i, row+i%2)
	}
	bm.ResetTimer()
	for range bm.N {
		var marks []Highlight
		for _, c := range cells {
			marks = append(marks, b.CellMark(m.ID, c, color.NRGBA{95, 143, 78, 200}))
			b.SetToolMarks(marks)
		}
		b.SetToolMarks(nil)
	}
	bm.ReportMetric(float64(bm.Elapsed().Microseconds())/1000/float64(bm.N)/float64(len(cells)), "ms-per-cell")
}
