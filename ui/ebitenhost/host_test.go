package ebitenhost

import (
	"flag"
	"fmt"
	"image"
	"image/color"
	"image/png"
	"math"
	"math/rand"
	"os"
	"path/filepath"
	"runtime"
	"sync"
	"testing"
	"time"

	"sandtable/board"
	"sandtable/ui/boardview"
	"sandtable/ui/render"
)

// Ebiten's loop runs once per process, so every test shares one Host,
// started by the first test that needs it and closed by TestMain.

var (
	measureFlag = flag.Bool("ebitenhost.measure", false, "measure idle CPU (10 s)")
	dump        = flag.String("ebitenhost.dump", "", "write the compared pictures to this directory")
	hostOnce    sync.Once
	testHost    *Host
	hostErr     error
	pics        = make(chan *image.RGBA, 64)
	startTime   time.Duration // New's own time
	firstShow   time.Duration // from calling New to the first picture
)

func TestMain(m *testing.M) {
	flag.Parse()
	code := m.Run()
	if testHost != nil {
		done := make(chan struct{})
		go func() { testHost.Close(); close(done) }()
		select {
		case <-done:
			if err := testHost.Err(); err != nil {
				fmt.Fprintln(os.Stderr, "ebitenhost: loop ended with an error:", err)
				code = 1
			}
		case <-time.After(10 * time.Second):
			fmt.Fprintln(os.Stderr, "ebitenhost: Close did not return within 10 s")
			code = 1
		}
	}
	os.Exit(code)
}

// host returns the shared Host, skipping when there is no display.
func host(tb testing.TB) *Host {
	tb.Helper()
	if os.Getenv("DISPLAY") == "" && os.Getenv("WAYLAND_DISPLAY") == "" {
		tb.Skip("ebitenhost: no display (DISPLAY unset): run under Xvfb, e.g. `make test` or `xvfb-run -a go test ./ui/ebitenhost`")
	}
	hostOnce.Do(func() {
		t0 := time.Now()
		testHost, hostErr = New(func(img *image.RGBA) {
			select {
			case pics <- img:
			default:
			}
		})
		startTime = time.Since(t0)
		if hostErr != nil {
			return
		}
		testHost.Submit(&boardview.Frame{Size: image.Pt(64, 48), View: boardview.View{Scale: 1}, Background: color.RGBA{1, 2, 3, 255}})
		select {
		case <-pics:
			firstShow = time.Since(t0)
		case <-time.After(20 * time.Second):
			hostErr = fmt.Errorf("no first picture within 20 s")
		}
	})
	if hostErr != nil {
		tb.Fatalf("ebitenhost.New: %v", hostErr)
	}
	return testHost
}

// drain forgets pictures already shown.
func drain() {
	for {
		select {
		case <-pics:
		default:
			return
		}
	}
}

// draw submits f and waits for its picture. The picture stays valid until
// two more frames are drawn.
func draw(tb testing.TB, h *Host, f *boardview.Frame) *image.RGBA {
	tb.Helper()
	drain()
	h.Submit(f)
	select {
	case p := <-pics:
		return p
	case <-time.After(60 * time.Second):
		tb.Fatal("no picture within 60 s")
		return nil
	}
}

func TestDisplayAvailable(t *testing.T) {
	env := func(m map[string]string) func(string) string { return func(k string) string { return m[k] } }
	if displayAvailable("linux", env(nil)) == nil {
		t.Error("no DISPLAY on Linux: want an error")
	}
	if err := displayAvailable("linux", env(map[string]string{"DISPLAY": ":0"})); err != nil {
		t.Error(err)
	}
	if err := displayAvailable("windows", env(nil)); err != nil {
		t.Error(err)
	}
}

func TestStartup(t *testing.T) {
	host(t)
	t.Logf("New returned after %v; first picture %v after calling New", startTime.Round(time.Millisecond), firstShow.Round(time.Millisecond))
	if _, err := New(func(*image.RGBA) {}); err == nil {
		t.Error("a second New succeeded; Ebiten can run only once per process")
	}
}

func near(a, b color.RGBA, tol int) bool {
	d := func(x, y uint8) bool { return math.Abs(float64(x)-float64(y)) <= float64(tol) }
	return d(a.R, b.R) && d(a.G, b.G) && d(a.B, b.B) && d(a.A, b.A)
}

func TestSmoke(t *testing.T) {
	h := host(t)
	staticCol := color.RGBA{90, 140, 60, 255}
	bg := color.RGBA{10, 20, 30, 255}
	fill := color.RGBA{200, 50, 50, 255}
	static := boardview.NewMapLayer(board.Point{X: 200, Y: 150}, staticCol, func(*render.Canvas) {})
	block := render.CounterFace{Kind: "block", Fill: fill, Ink: color.RGBA{255, 255, 255, 255}}
	inf := render.CounterFace{Kind: "infantry", Fill: color.RGBA{120, 120, 200, 255}, Print: "4-4", Size: "XX"}
	frame := func(x float64, size image.Point) *boardview.Frame {
		return &boardview.Frame{
			Size: size, View: boardview.View{Origin: board.Point{X: -50, Y: -40}, Scale: 1}, Background: bg, Map: static,
			Stacks: []boardview.Stack{
				{At: board.Point{X: x, Y: 75}, Side: 40, Faces: []render.CounterFace{block}},
				{At: board.Point{X: 40, Y: 40}, Side: 40, Faces: []render.CounterFace{inf, inf, inf}, Selected: true},
			},
		}
	}
	// A few frames at once: the newest wins, and it is drawn.
	drain()
	for _, x := range []float64{60, 80, 100} {
		h.Submit(frame(x, image.Pt(400, 300)))
	}
	var last *image.RGBA
	for got := 0; ; got++ {
		select {
		case p := <-pics:
			last = p
			continue
		case <-time.After(500 * time.Millisecond):
		}
		if last == nil {
			t.Fatal("no picture for three submitted frames")
		}
		t.Logf("%d pictures for 3 quick frames", got)
		break
	}
	if got := last.Bounds().Size(); got != image.Pt(400, 300) {
		t.Fatalf("picture size %v, want 400×300", got)
	}
	// The block at board (100, 75) is at screen (150, 115).
	if got := last.RGBAAt(150, 115); !near(got, fill, 2) {
		t.Errorf("counter centre is %v, want its fill %v", got, fill)
	}
	if got := last.RGBAAt(5, 5); got != bg {
		t.Errorf("background pixel is %v, want %v", got, bg)
	}
	// The layer is 200×150 from screen (50, 40); its last tile reaches to
	// whole tiles beyond (boardview.TileSize), in its own colour.
	if got := last.RGBAAt(240, 180); got != staticCol {
		t.Errorf("static pixel is %v, want %v", got, staticCol)
	}
	// A new size gives pictures of that size.
	p := draw(t, h, frame(100, image.Pt(320, 200)))
	if got := p.Bounds().Size(); got != image.Pt(320, 200) {
		t.Fatalf("picture size %v, want 320×200", got)
	}
	if got := p.RGBAAt(150, 115); !near(got, fill, 2) {
		t.Errorf("after resizing, counter centre is %v, want %v", got, fill)
	}
	if s := h.Stats(); s.Drawn == 0 || s.Drawn > s.Submitted {
		t.Errorf("stats %+v", s)
	}
}

// hexPoly is a flat-topped hexagon of circumradius r around c.
func hexPoly(c board.Point, r float64) []board.Point {
	pts := make([]board.Point, 6)
	for i := range pts {
		a := math.Pi / 3 * float64(i)
		pts[i] = board.Point{X: c.X + r*math.Cos(a), Y: c.Y + r*math.Sin(a)}
	}
	return pts
}

// hexCentre is the centre of column x, row y of a flat-topped hex grid.
func hexCentre(x, y int, r float64) board.Point {
	h := math.Sqrt(3) * r
	p := board.Point{X: r + 1.5*r*float64(x), Y: h/2 + h*float64(y)}
	if x%2 == 1 {
		p.Y += h / 2
	}
	return p
}

// hexMap is a cols×rows hex map as a map layer.
func hexMap(cols, rows int, r float64) *boardview.MapLayer {
	return boardview.NewMapLayer(hexSize(cols, rows, r), color.RGBA{235, 228, 200, 255}, hexDraw(cols, rows, r))
}

// hexSize is the size of a cols×rows hex map.
func hexSize(cols, rows int, r float64) board.Point {
	return board.Point{X: 1.5*r*float64(cols) + r, Y: math.Sqrt(3) * r * (float64(rows) + 0.5)}
}

// hexDraw draws a cols×rows hex map.
func hexDraw(cols, rows int, r float64) func(c *render.Canvas) {
	terrain := []color.RGBA{{200, 220, 160, 255}, {120, 170, 100, 255}, {180, 160, 120, 255}, {150, 190, 230, 255}}
	return func(c *render.Canvas) {
		// Only the hexes near the canvas's image, as render.Canvas.Map does.
		b := c.Img.Bounds()
		x0, y0 := c.Origin.X+float64(b.Min.X)/c.Scale-2*r, c.Origin.Y+float64(b.Min.Y)/c.Scale-2*r
		x1, y1 := c.Origin.X+float64(b.Max.X)/c.Scale+2*r, c.Origin.Y+float64(b.Max.Y)/c.Scale+2*r
		for x := 0; x < cols; x++ {
			for y := 0; y < rows; y++ {
				p := hexCentre(x, y, r)
				if p.X < x0 || p.X > x1 || p.Y < y0 || p.Y > y1 {
					continue
				}
				poly := hexPoly(p, r)
				c.FillPolygon(poly, terrain[(x*7+y*3)%len(terrain)])
				c.Polyline(poly, 1/c.Scale, color.RGBA{60, 60, 60, 255}, true)
				if x%5 == 0 && y%5 == 0 {
					c.Text(fmt.Sprintf("%02d%02d", x, y), board.Point{X: p.X, Y: p.Y - r*0.7}, r*0.25, color.RGBA{40, 40, 40, 255}, false, render.Center)
				}
			}
		}
	}
}

var (
	red   = color.RGBA{190, 40, 40, 255}
	grey  = color.RGBA{150, 150, 150, 255}
	blue  = color.RGBA{70, 90, 170, 255}
	white = color.RGBA{255, 255, 255, 255}
	black = color.RGBA{0, 0, 0, 255}
)

// sampleFaces are counters of every kind of look.
var sampleFaces = []render.CounterFace{
	{Kind: "infantry", Fill: grey, Ink: black, Stripe: color.RGBA{230, 200, 0, 255}, Print: "5-3", Size: "XX", Tag: "12"},
	{Kind: "cavalry", Fill: blue, Ink: white, Print: "2-5", Size: "X"},
	{Kind: "armor", Fill: grey, Ink: black, Print: "6-6", Size: "XX", Reduced: true},
	{Kind: "artillery", Fill: red, Ink: white, Print: "0-3-6", Size: "III"},
	{Kind: "hq", Fill: blue, Ink: white, Print: "1-4"},
	{Kind: "fortress", Fill: grey, Ink: black, Print: "8"},
	{Kind: "zeppelin", Fill: grey, Ink: black, Print: "2"},
	{Kind: "fleet", Fill: blue, Ink: white, Print: "10-10-10"},
	{Kind: "block", Fill: red, Ink: white, Hidden: true},
	{Kind: "marker", Fill: color.RGBA{240, 220, 60, 255}, Ink: black, Print: "T2"},
}

// scene is a frame with everything a frame can hold.
func scene(view boardview.View, static *boardview.MapLayer, size image.Point) *boardview.Frame {
	const r = 30
	f := &boardview.Frame{Size: size, View: view, Background: color.RGBA{30, 40, 50, 255}, Map: static}
	for i, c := range [][2]int{{3, 2}, {4, 2}, {4, 3}, {5, 2}, {2, 3}} {
		p := hexCentre(c[0], c[1], r)
		f.Highlights = append(f.Highlights, boardview.Highlight{Polygon: hexPoly(p, r), Fill: color.NRGBA{40, 200, 60, 90},
			Label: fmt.Sprint(i + 1), LabelAt: board.Point{X: p.X, Y: p.Y + r*0.55}})
	}
	f.Arrow = &boardview.Arrow{From: hexCentre(1, 1, r), To: hexCentre(3, 2, r)}
	for i, face := range sampleFaces {
		p := hexCentre(i%6, 4+i/6*2, r)
		f.Stacks = append(f.Stacks, boardview.Stack{At: board.Point{X: p.X + 0.37, Y: p.Y - 0.21}, Side: 40, Faces: []render.CounterFace{face}})
	}
	f.Stacks = append(f.Stacks,
		boardview.Stack{At: hexCentre(1, 1, r), Side: 40, Faces: sampleFaces[:2], Selected: true},
		boardview.Stack{At: hexCentre(6, 1, r), Side: 40, Faces: sampleFaces[:3]},
		boardview.Stack{At: hexCentre(7, 3, r), Side: 40, Faces: sampleFaces[:7]},
		boardview.Stack{At: hexCentre(8, 5, r), Side: 40, Faces: sampleFaces[:1], Selected: true},
	)
	// Marks, over a stack and over a highlight.
	f.Marks = []boardview.Mark{{At: hexCentre(7, 3, r), Text: "Storm"}, {At: hexCentre(4, 3, r), Text: "Interdicted"}}
	return f
}

// diff compares two pictures: the share of pixels whose channels differ by
// more than tol, and the mean absolute channel difference.
func diff(a, b *image.RGBA, tol int) (share, mean float64, d *image.RGBA) {
	d = image.NewRGBA(a.Bounds())
	var bad, sum int
	for i := 0; i < len(a.Pix); i += 4 {
		m := 0
		for k := 0; k < 4; k++ {
			x := int(a.Pix[i+k]) - int(b.Pix[i+k])
			if x < 0 {
				x = -x
			}
			sum += x
			m = max(m, x)
		}
		if m > tol {
			bad++
			d.Pix[i], d.Pix[i+3] = 255, 255
		} else {
			d.Pix[i+1], d.Pix[i+3] = uint8(m*8), 255
		}
	}
	n := len(a.Pix) / 4
	return float64(bad) / float64(n), float64(sum) / float64(4*n), d
}

func writePNG(t *testing.T, dir, name string, img image.Image) {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	f, err := os.Create(filepath.Join(dir, name))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if err := png.Encode(f, img); err != nil {
		t.Fatal(err)
	}
}

// TestMatchesCompose compares Ebiten's pictures with the pure-Go reference.
// Counters are snapped to whole pixels and GPU anti-aliasing differs a
// little, so edges may differ; flat areas must not.
func TestMatchesCompose(t *testing.T) {
	h := host(t)
	const (
		tol      = 48    // channel difference that counts as a differing pixel
		maxShare = 0.02  // share of differing pixels allowed
		maxMean  = 1.5   // mean channel difference allowed
		side     = 640.0 // picture width
	)
	cases := []struct {
		name   string
		view   boardview.View
		static *boardview.MapLayer
	}{
		{"scale 1.25", boardview.View{Origin: board.Point{X: -12.3, Y: 7.7}, Scale: 1.25}, hexMap(12, 9, 30)},
		{"scale 1.1", boardview.View{Origin: board.Point{X: 5.5, Y: -3.2}, Scale: 1.1}, hexMap(12, 9, 30)},
		{"zoomed out", boardview.View{Origin: board.Point{X: 0, Y: 0}, Scale: 0.6}, hexMap(12, 9, 30)},
		{"zoomed in", boardview.View{Origin: board.Point{X: 100.3, Y: 80.9}, Scale: 3.7}, hexMap(12, 9, 30)},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			f := scene(tc.view, tc.static, image.Pt(side, 480))
			got := draw(t, h, f)
			want := image.NewRGBA(image.Rectangle{Max: f.Size})
			boardview.Compose(want, f)
			share, mean, d := diff(got, want, tol)
			t.Logf("%.2f%% of pixels differ by more than %d; mean channel difference %.2f", share*100, tol, mean)
			dir := *dump
			if dir == "" && (share > maxShare || mean > maxMean) {
				dir = t.TempDir()
			}
			if dir != "" {
				name := filepath.Base(t.Name())
				writePNG(t, dir, name+"-ebiten.png", got)
				writePNG(t, dir, name+"-compose.png", want)
				writePNG(t, dir, name+"-diff.png", d)
				t.Logf("pictures written to %s", dir)
			}
			if share > maxShare || mean > maxMean {
				t.Errorf("Ebiten's picture differs from Compose's: %.2f%% of pixels (limit %.0f%%), mean %.2f (limit %.1f)", share*100, maxShare*100, mean, maxMean)
			}
		})
	}
}

// TestAtlasFull draws counters so big that the atlas must grow, then be
// emptied in the middle of a frame, and one too big for it: the picture
// must still match Compose's.
func TestAtlasFull(t *testing.T) {
	h := host(t)
	f := &boardview.Frame{Size: image.Pt(800, 600), View: boardview.View{Scale: 1}, Background: color.RGBA{30, 40, 50, 255}}
	fills := []color.RGBA{red, grey, blue, {40, 160, 60, 255}, {200, 160, 40, 255}, {120, 60, 160, 255}, {60, 160, 160, 255}}
	for i, c := range fills {
		face := render.CounterFace{Kind: "infantry", Fill: c, Ink: white, Print: fmt.Sprint(i)}
		// Each counter's top left corner is on the picture, right of and
		// below the previous one's.
		f.Stacks = append(f.Stacks, boardview.Stack{At: board.Point{X: float64(950 + 100*i), Y: float64(940 + 70*i)}, Side: 1800, Faces: []render.CounterFace{face}})
	}
	f.Stacks = append(f.Stacks, boardview.Stack{At: board.Point{X: 2500, Y: 2320}, Side: 3600, Faces: []render.CounterFace{{Kind: "block", Fill: white}}})
	before := h.Stats().AtlasResets
	got := draw(t, h, f)
	if r := h.Stats().AtlasResets - before; r < 2 {
		t.Errorf("atlas reset %d times, want it grown and then emptied", r)
	}
	want := image.NewRGBA(image.Rectangle{Max: f.Size})
	boardview.Compose(want, f)
	share, mean, d := diff(got, want, 48)
	t.Logf("%.2f%% of pixels differ by more than 48; mean channel difference %.2f", share*100, mean)
	if *dump != "" {
		writePNG(t, *dump, "atlas-ebiten.png", got)
		writePNG(t, *dump, "atlas-compose.png", want)
		writePNG(t, *dump, "atlas-diff.png", d)
	}
	if share > 0.02 || mean > 1.5 {
		t.Errorf("Ebiten's picture differs from Compose's: %.2f%% of pixels, mean %.2f", share*100, mean)
	}
}

// TestIdleCPU checks that an idle Host costs (almost) no CPU.
func TestIdleCPU(t *testing.T) {
	h := host(t)
	draw(t, h, scene(boardview.View{Scale: 1}, nil, image.Pt(200, 200)))
	time.Sleep(300 * time.Millisecond)
	span := 2 * time.Second
	if *measureFlag {
		span = 10 * time.Second
	}
	share, ok := cpuShare(span)
	if !ok {
		t.Skip("ebitenhost: process CPU time not available on this system")
	}
	t.Logf("idle process CPU over %v: %.2f%% of one core", span, share*100)
	if share > 0.10 {
		t.Errorf("idle Host uses %.1f%% CPU; it should sleep", share*100)
	}
}

// bigScene is the benchmark's board: a 100×50 (5,000-hex) map with 2,000
// stacks.
type bigScene struct {
	frame  *boardview.Frame
	width  float64 // board width in board pixels
	stacks int
	faces  int
}

func newBigScene(view boardview.View, size image.Point) *bigScene {
	const (
		cols, rows = 100, 50
		r          = 30.0
		stacks     = 2000
	)
	rng := rand.New(rand.NewSource(1))
	f := &boardview.Frame{Size: size, View: view, Background: color.RGBA{30, 40, 50, 255}, Map: hexMap(cols, rows, r)}
	used := map[[2]int]bool{}
	n := 0
	for len(f.Stacks) < stacks {
		c := [2]int{rng.Intn(cols), rng.Intn(rows)}
		if used[c] {
			continue
		}
		used[c] = true
		k := 1 + rng.Intn(3)
		faces := make([]render.CounterFace, k)
		for i := range faces {
			faces[i] = sampleFaces[rng.Intn(len(sampleFaces))]
		}
		n += k
		f.Stacks = append(f.Stacks, boardview.Stack{At: hexCentre(c[0], c[1], r), Side: 40, Faces: faces})
	}
	f.Stacks[0].Selected = true
	f.Highlights = []boardview.Highlight{{Polygon: hexPoly(hexCentre(3, 3, r), r), Fill: color.NRGBA{40, 200, 60, 90}, Label: "2", LabelAt: hexCentre(3, 3, r)}}
	return &bigScene{frame: f, width: 1.5*r*cols + r, stacks: stacks, faces: n}
}

var bigViews = []struct {
	name string
	view boardview.View
}{
	// The whole map on screen: every stack is drawn.
	{"whole map", boardview.View{Scale: 0.35}},
	// Full zoom: a 1600×1000 window onto a 4,500×2,600 board.
	{"full zoom", boardview.View{Origin: board.Point{X: 1200, Y: 600}, Scale: 1}},
}

// BenchmarkPan draws the big board while it scrolls a pixel a frame: every
// frame is drawn whole. (Dragging a stack needs one such frame when it
// starts; after that only its ghost moves: see boardview's ghost.go.)
func BenchmarkPan(b *testing.B) {
	h := host(b)
	for _, dv := range bigViews {
		b.Run(dv.name, func(b *testing.B) {
			s := newBigScene(dv.view, image.Pt(1600, 1000))
			draw(b, h, s.frame)
			st0 := h.Stats()
			b.ResetTimer()
			for i := 0; i < b.N; i++ {
				f := *s.frame
				f.View.Origin.X += float64(i%20+1) / f.View.Scale
				draw(b, h, &f)
			}
			b.StopTimer()
			st := h.Stats()
			b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "frames/s")
			b.ReportMetric(float64(st.DrawTime-st0.DrawTime)/float64(st.Drawn-st0.Drawn)/1e6, "ms-compose/frame")
		})
	}
}

// gatedHexMap is hexMap whose tiles at scales not opened wait for open to
// be closed, and which counts the tiles drawn per scale.
type gatedHexMap struct {
	*boardview.MapLayer
	mu     sync.Mutex
	opened map[float64]bool
	drawn  map[float64]int
	open   chan struct{}
}

func newGatedHexMap(cols, rows int, r float64) *gatedHexMap {
	g := &gatedHexMap{opened: map[float64]bool{}, drawn: map[float64]int{}, open: make(chan struct{})}
	draw := hexDraw(cols, rows, r)
	g.MapLayer = boardview.NewMapLayer(hexSize(cols, rows, r), color.RGBA{235, 228, 200, 255}, func(c *render.Canvas) {
		g.mu.Lock()
		wait := !g.opened[c.Scale]
		g.mu.Unlock()
		if wait {
			<-g.open
		}
		draw(c)
		g.mu.Lock()
		g.drawn[c.Scale]++
		g.mu.Unlock()
	})
	return g
}

// openAll lets every tile be drawn without waiting (once is enough; more
// is harmless).
func (g *gatedHexMap) openAll() {
	select {
	case <-g.open:
	default:
		close(g.open)
	}
}

func (g *gatedHexMap) openScale(s float64) {
	g.mu.Lock()
	g.opened[boardview.TileScale(s)] = true
	g.mu.Unlock()
}

// settled submits f and returns the last picture once none came for a
// while and no tile is left to draw (tiles drawn after the first picture
// redraw it).
func settled(tb testing.TB, h *Host, f *boardview.Frame) *image.RGBA {
	tb.Helper()
	drain()
	h.Submit(f)
	var last *image.RGBA
	deadline := time.After(60 * time.Second)
	for {
		select {
		case p := <-pics:
			last = p
		case <-time.After(400 * time.Millisecond):
			if last != nil && h.render.Pending() == 0 {
				return last
			}
		case <-deadline:
			tb.Fatal("no picture within 60 s")
		}
	}
}

// After a zoom step Ebiten's first picture comes while the new scale's
// tiles are still to be drawn, from the old scale's tiles, with no part of
// the board missing; then the sharp tiles replace them.
func TestZoomStepShowsStandIns(t *testing.T) {
	h := host(t)
	g := newGatedHexMap(30, 20, 30)
	defer g.openAll()
	size := image.Pt(640, 480)
	magenta := color.RGBA{255, 0, 255, 255}
	v := boardview.View{Origin: board.Point{X: 200.5, Y: 150.25}, Scale: 1}
	g.openScale(v.Scale)
	settled(t, h, &boardview.Frame{Size: size, View: v, Background: magenta, Map: g.MapLayer})
	z := boardview.View{Scale: v.Scale * 1.15}
	mid := v.ToBoard(320, 240)
	z.Origin = board.Point{X: mid.X - 320/z.Scale, Y: mid.Y - 240/z.Scale}
	f := &boardview.Frame{Size: size, View: z, Background: magenta, Map: g.MapLayer}
	first := draw(t, h, f)
	g.openScale(z.Scale) // for the reference: the renderer still waits
	want := image.NewRGBA(image.Rectangle{Max: size})
	boardview.Compose(want, f)
	holes := 0
	for y := range size.Y {
		for x := range size.X {
			if first.RGBAAt(x, y) == magenta && want.RGBAAt(x, y) != magenta {
				holes++
			}
		}
	}
	share, mean, _ := diff(first, want, 48)
	t.Logf("first picture: %d pixels of the board missing; %.2f%% differ by more than 48, mean %.2f", holes, share*100, mean)
	if holes > 0 || mean > 12 {
		t.Errorf("first picture after a zoom step: %d pixels of the board missing (want 0), mean difference %.2f (limit 12)", holes, mean)
	}
	close(g.open)
	got := settled(t, h, f)
	share, mean, _ = diff(got, want, 48)
	if share > 0.02 || mean > 1.5 {
		t.Errorf("sharp picture differs from Compose's: %.2f%% of pixels, mean %.2f", share*100, mean)
	}
}

// Tiles given by Preload are shown, not drawn again, even when the
// frame that comes with them is much bigger than the last one drawn (the
// GPU keeps tiles for the frame to draw).
func TestPreloadedTilesAreNotDrawnAgain(t *testing.T) {
	h := host(t)
	draw(t, h, &boardview.Frame{Size: image.Pt(64, 48), View: boardview.View{Scale: 1}, Background: color.RGBA{1, 2, 3, 255}})
	g := newGatedHexMap(60, 40, 30)
	close(g.open) // nothing waits; the count tells what was drawn
	f := &boardview.Frame{Size: image.Pt(2400, 1600), View: boardview.View{Origin: board.Point{X: -10, Y: -5}, Scale: 1.3}, Background: color.RGBA{30, 40, 50, 255}, Map: g.MapLayer}
	c := &render.Canvas{}
	var tiles []boardview.Tile
	for _, k := range f.TilesInView(false) {
		img := image.NewRGBA(image.Rect(0, 0, boardview.TileSize, boardview.TileSize))
		g.DrawTile(img, k, c)
		tiles = append(tiles, boardview.Tile{Key: k, Image: img})
	}
	g.mu.Lock()
	before := g.drawn[boardview.TileScale(1.3)]
	g.mu.Unlock()
	h.Preload(tiles)
	// The tiles may be taken in before their frame comes (the loop wakes
	// for them): they must be kept for it.
	time.Sleep(100 * time.Millisecond)
	got := draw(t, h, f)
	g.mu.Lock()
	after := g.drawn[boardview.TileScale(1.3)]
	g.mu.Unlock()
	// The first picture needs only the preloaded tiles; the ring around
	// them may be drawn after it.
	if n := after - before; n > len(f.TilesInView(true))-len(tiles) {
		t.Errorf("%d tiles drawn after preloading the %d in view", n, len(tiles))
	}
	want := image.NewRGBA(got.Rect)
	boardview.Compose(want, f)
	if share, mean, _ := diff(got, want, 48); share > 0.02 || mean > 1.5 {
		t.Errorf("picture from preloaded tiles differs from Compose's: %.2f%% of pixels, mean %.2f", share*100, mean)
	}
}

// A frame drawn again after the tiles around it came in (drawn ahead for
// a pan, uploaded while no frame was drawn) shows the map as before, also
// when the picture grew by a pixel meanwhile (the designer's panels
// resizing the board). The designer showed one colour instead (a pixel of
// a tile blown up over the whole board) after a click that only redrew
// the board: the uploads' flush drew from the tile pages onto a 1×1 image,
// and Ebiten drew the next frame's tiles as if onto that image. It did so
// now and then, not every time: the test pans a dozen times.
func TestRedrawAfterRingTiles(t *testing.T) {
	h := host(t)
	layer := hexMap(60, 40, 30)
	size := image.Pt(885, 826)
	for i := range 12 {
		v := boardview.View{Origin: board.Point{X: 400 + 97.3*float64(i), Y: 300 + 61.7*float64(i)}, Scale: 0.8173076923076923}
		frame := func(size image.Point) *boardview.Frame {
			return &boardview.Frame{Size: size, View: v, Background: color.RGBA{30, 40, 50, 255}, Map: layer}
		}
		settled(t, h, frame(size)) // the ring around the view is drawn and uploaded
		again := size.Add(image.Pt(i%2, 0))
		got := draw(t, h, frame(again))
		want := image.NewRGBA(image.Rectangle{Max: again})
		boardview.Compose(want, frame(again))
		if share, mean, _ := diff(got, want, 48); share > 0.02 || mean > 1.5 {
			dir := *dump
			if dir == "" {
				dir = t.TempDir()
			}
			writePNG(t, dir, fmt.Sprintf("redraw-%d-ebiten.png", i), got)
			writePNG(t, dir, fmt.Sprintf("redraw-%d-compose.png", i), want)
			t.Fatalf("pan %d: the frame drawn again (%v) after its ring of tiles came differs from Compose's: %.2f%% of pixels, mean %.2f (pictures in %s)", i, again, share*100, mean, dir)
		}
	}
}

// Ebiten copies each picture read back from the GPU into a cache of its
// own, dropped when the image is next drawn to (every frame here).
// Patched (third_party/overlay), the cache reuses the dropped copy's
// buffer: a frame of 1000x800 drawn and read back allocates far less than
// the picture's 3.2 MB. Unpatched it allocated a whole copy every frame,
// 3 GB over a game of the bundled scenario (issue 24).
func TestReadBackAllocatesNoCopy(t *testing.T) {
	if !overlaid {
		t.Skip("ebitenhost: built without the overlay (third_party/overlay), whose Ebiten reuses its read-back copy; make test builds with it")
	}
	h := host(t)
	size := image.Pt(1000, 800)
	frame := func(i int) *boardview.Frame {
		return &boardview.Frame{Size: size, View: boardview.View{Scale: 1}, Background: color.RGBA{uint8(i), 2, 3, 255}}
	}
	for i := range 3 { // the read-back buffers and Ebiten's images made
		draw(t, h, frame(i))
	}
	const n = 10
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	for i := range n {
		draw(t, h, frame(10+i))
	}
	runtime.ReadMemStats(&after)
	picture := uint64(4 * size.X * size.Y)
	per := (after.TotalAlloc - before.TotalAlloc) / n
	t.Logf("%d bytes allocated a frame (the picture is %d)", per, picture)
	if per > picture/4 {
		t.Errorf("a frame drawn and read back allocated %d bytes, a picture is %d: the read-back copies it", per, picture)
	}
}

// A zoom step's tiles, drawn in a burst, go to the GPU a few a tick
// (maxUploads): Ebiten keeps a copy of each upload until the tick's
// commands are sent, and forty tiles at once made 10-18 MB of copies, the
// largest part of the Go heap's peak over a game (issue 24). The picture
// still settles on every tile.
func TestTilesGoToTheGPUAFewATick(t *testing.T) {
	h := host(t)
	g := newGatedHexMap(80, 60, 30)
	defer g.openAll()
	size := image.Pt(1600, 1200)
	f := &boardview.Frame{Size: size, View: boardview.View{Origin: board.Point{X: 33.5, Y: 21.25}, Scale: 1.37}, Background: color.RGBA{30, 40, 50, 255}, Map: g.MapLayer}
	drain()
	h.Submit(f) // no picture without tiles: the renderer waits at the gate
	time.Sleep(200 * time.Millisecond)
	g.openAll() // every tile at once
	got := settled(t, h, f)
	most := h.Stats().MostUploads
	t.Logf("the most tiles uploaded in a tick: %d (%d tiles in view)", most, len(f.TilesInView(false)))
	if most > maxUploads {
		t.Errorf("a tick uploaded %d tiles, at most %d may go", most, maxUploads)
	}
	want := image.NewRGBA(image.Rectangle{Max: size})
	boardview.Compose(want, f)
	if share, mean, _ := diff(got, want, 48); share > 0.02 || mean > 1.5 {
		t.Errorf("the settled picture differs from Compose's: %.2f%% of pixels, mean %.2f", share*100, mean)
	}
}
