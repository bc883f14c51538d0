// Package ebitenhost composes board frames on the GPU with Ebiten, for the
// board widget of package ui/boardview.
//
// Fyne owns the process's main thread, so Ebiten cannot show a window of its
// own there. Instead Ebiten's game loop runs on its own goroutine (Ebiten
// locks an OS thread for it) with a tiny window that is never shown: the
// loop only serves as a GL context. When a frame is submitted, the loop
// draws it into an off-screen image, reads the pixels back into one of three
// rotating *image.RGBA buffers and passes that to the show function, which
// hands it to Fyne. When nothing is submitted, the loop sleeps in the window
// system's event wait and costs no CPU.
//
// Ebiten's game loop can run only once per process, so there can be only
// one Host, and after Close there can be none.
package ebitenhost

import (
	"cmp"
	"errors"
	"fmt"
	"os"
	"runtime"
	"runtime/debug"
	"sync"
	"sync/atomic"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"sandtable/internal/display"
	"sandtable/ui/boardview"
)

// startTimeout bounds how long New waits for Ebiten's loop to start.
const startTimeout = 20 * time.Second

// ran is set once Ebiten's game loop has been started in this process:
// Ebiten refuses to run a second time.
var ran atomic.Bool

// overlaid is true in binaries built with the overlay (make test): the
// patched Ebiten of third_party/overlay, whose read-back reuses its copy
// of the picture. Set by a file the overlay adds.
var overlaid bool

// Host is a boardview.Compositor drawing with Ebiten on the GPU.
type Host struct {
	show boardview.ShowFunc

	mu   sync.Mutex
	next *boardview.Frame // the frame to draw next; nil when drawn

	pending chan struct{} // tells kick a frame was submitted
	// preloaded are map tiles given by Preload, not uploaded yet.
	preloaded []boardview.Tile
	// batchWake is set while a wake-up for a batch of tiles is on its way.
	batchWake atomic.Bool

	closing   atomic.Bool
	closeOnce sync.Once
	started   chan struct{} // closed by the loop's first Update
	done      chan struct{} // closed when the loop has ended
	err       error         // why the loop ended; read after done

	submitted atomic.Int64
	drawn     atomic.Int64
	drawNanos atomic.Int64
	resets    atomic.Int64
	// mostUploads is the most of the renderer's tiles one tick uploaded.
	mostUploads atomic.Int64

	// Owned by the loop's goroutine.
	startedOnce bool
	comp        *compositor
	render      *boardview.TileRenderer
	cur         *boardview.Frame // the newest frame, drawn again when its tiles come
	dirty       bool             // tiles of cur came since it was drawn
	lastDraw    time.Time
}

// maxUploads is the most of the renderer's tiles uploaded to the GPU in
// one tick of the loop. Ebiten copies each upload (256 KB a tile) and
// keeps the copy until the tick's commands are sent: a zoom step's forty
// tiles uploaded at once made 10-18 MB of copies, the largest part of the
// Go heap's peak over a game (SANDTABLE_HEAPPROFILE's .peak). Eight is
// 2 MB, and a tick that uploads only tiles takes a millisecond or two.
const maxUploads = 8

// Stats counts a Host's work so far.
type Stats struct {
	Submitted int64         // frames passed to Submit
	Drawn     int64         // pictures passed to the show function
	DrawTime  time.Duration // total time spent composing and reading back pictures
	// AtlasResets counts how often the counter atlas was full and was
	// grown or emptied; a count rising with every frame means thrashing.
	AtlasResets int64
	// MostUploads is the most map tiles drawn by the Host's renderer that
	// one tick of the loop uploaded (at most maxUploads).
	MostUploads int64
}

var _ boardview.Compositor = (*Host)(nil)

// New starts Ebiten's game loop on its own goroutine, with its window
// hidden, and returns once the loop runs (about 0.2 s). Finished pictures
// are passed to show on the loop's goroutine; show must not block for long
// (hand the picture to the UI thread, e.g. with fyne.Do). The Host draws
// into three rotating buffers: a picture stays unchanged until two more
// have been passed to show, and is overwritten while the third is drawn.
//
// New fails when there is no display, when Ebiten cannot start (no OpenGL)
// or when a Host was already made in this process: Ebiten's loop can run
// only once. Callers can then fall back to boardview.SoftCompositor.
func New(show boardview.ShowFunc) (*Host, error) {
	if show == nil {
		return nil, errors.New("ebitenhost: nil show function")
	}
	if err := displayAvailable(runtime.GOOS, os.Getenv); err != nil {
		return nil, err
	}
	if !ran.CompareAndSwap(false, true) {
		return nil, errors.New("ebitenhost: Ebiten's game loop already ran in this process (it can run only once)")
	}
	h := &Host{
		show:    show,
		started: make(chan struct{}),
		pending: make(chan struct{}, 1),
		done:    make(chan struct{}),
	}
	h.render = boardview.NewTileRenderer(wake)
	h.comp = newCompositor(h.render)
	go h.run()
	go h.kick()
	select {
	case <-h.started:
		return h, nil
	case <-h.done:
		return nil, fmt.Errorf("ebitenhost: Ebiten did not start: %w", h.err)
	case <-time.After(startTimeout):
		h.closing.Store(true)
		return nil, fmt.Errorf("ebitenhost: Ebiten did not start within %v", startTimeout)
	}
}

// displayAvailable reports an error when a Unix desktop has no display to
// connect to (GLFW would fail later, less clearly).
func displayAvailable(goos string, getenv func(string) string) error {
	if display.Missing(goos, getenv) {
		return errors.New("ebitenhost: no display (DISPLAY and WAYLAND_DISPLAY are unset)")
	}
	return nil
}

// run runs Ebiten's game loop until Close or an error.
func (h *Host) run() {
	defer close(h.done)
	defer h.render.Close()
	defer func() {
		if r := recover(); r != nil {
			h.err = fmt.Errorf("ebitenhost: Ebiten panicked: %v\n%s", r, debug.Stack())
		}
	}()
	ebiten.SetWindowTitle("Sandtable compositor")
	ebiten.SetWindowSize(16, 16)
	ebiten.SetWindowDecorated(false)
	ebiten.SetWindowVisible(false)
	ebiten.SetRunnableOnUnfocused(true)
	ebiten.SetScreenClearedEveryFrame(false)
	// The loop waits for window-system events and runs one tick per
	// ScheduleFrame (wake): no frame submitted, no CPU used (0.01% of a
	// core measured under Xvfb). Ebiten deprecates this mode in favour of
	// SetScreenClearedEveryFrame(false), which only spares the GPU: the
	// hidden window's loop still ticks 60 times a second (6.7% of a core).
	// Ebiten v2.10 has nothing else that waits for events
	// (hajimehoshi/ebiten#2338 was closed without one).
	//lint:ignore SA1019 no replacement waits for events; see above
	ebiten.SetFPSMode(ebiten.FPSModeVsyncOffMinimum)
	// One Update per wake-up. With a TPS, a wake-up soon after the last
	// one runs no Update at all, and the frame waits for the next event.
	ebiten.SetTPS(ebiten.SyncWithFPS)
	err := ebiten.RunGameWithOptions(&game{h: h}, &ebiten.RunGameOptions{InitUnfocused: true})
	if err != nil {
		h.err = err
	}
}

// wake asks Ebiten's loop for one more tick. ScheduleFrame belongs to the
// event-waiting FPS mode that run sets, deprecated with it and with no
// replacement (see run).
func wake() {
	//lint:ignore SA1019 the only way to wake the event-waiting loop; see run
	ebiten.ScheduleFrame()
}

// kick wakes the loop until it has started (a ScheduleFrame sent before
// Ebiten's window exists is lost, and a hidden window gets no events).
// Afterwards it wakes the loop again when a submitted frame is still
// waiting after a while, in case a wake-up was lost; while nothing is
// submitted it sleeps. It ends with the loop.
func (h *Host) kick() {
	t := time.NewTicker(10 * time.Millisecond)
	for started := false; !started; {
		select {
		case <-h.done:
			t.Stop()
			return
		case <-h.started:
			started = true
		case <-t.C:
			wake()
		}
	}
	t.Stop()
	for {
		select {
		case <-h.done:
			return
		case <-h.pending:
		}
		select {
		case <-h.done:
			return
		case <-time.After(200 * time.Millisecond):
		}
		h.mu.Lock()
		waiting := h.next != nil
		h.mu.Unlock()
		if waiting {
			wake()
		}
	}
}

// Submit queues f for drawing, replacing a frame not yet drawn. It never
// blocks. The Host reads f on its own goroutine, so neither f nor anything
// it points to (slices, faces, the static image) may be changed after
// Submit: build each frame anew, sharing the unchanged Static. After Close,
// or after the loop ended on an error, Submit does nothing.
func (h *Host) Submit(f *boardview.Frame) {
	if f == nil || h.closing.Load() {
		return
	}
	h.submitted.Add(1)
	h.mu.Lock()
	h.next = f
	h.mu.Unlock()
	wake()
	select {
	case h.pending <- struct{}{}:
	default:
	}
}

// Preload gives the Host map tiles drawn by another compositor (the
// pure-Go one drawing until Ebiten starts), so that it need not draw them
// again. The pictures are the Host's from then on.
func (h *Host) Preload(tiles []boardview.Tile) {
	if len(tiles) == 0 || h.closing.Load() {
		return
	}
	h.mu.Lock()
	h.preloaded = append(h.preloaded, tiles...)
	h.mu.Unlock()
	wake()
}

// Close ends Ebiten's loop and waits until it has ended. It must not be
// called from the show function (it would wait for itself). Closing twice
// is harmless. Ebiten cannot be started again in this process.
func (h *Host) Close() {
	h.closeOnce.Do(func() {
		h.closing.Store(true)
		wake()
	})
	<-h.done
}

// Done is closed when the loop has ended, by Close or by an error.
func (h *Host) Done() <-chan struct{} { return h.done }

// Err is why the loop ended: nil while it runs and after a clean Close.
// A Host whose loop failed draws nothing more; callers can switch to
// boardview.SoftCompositor.
func (h *Host) Err() error {
	select {
	case <-h.done:
		return h.err
	default:
		return nil
	}
}

// Stats returns the Host's counters. It is safe to call at any time.
func (h *Host) Stats() Stats {
	return Stats{Submitted: h.submitted.Load(), Drawn: h.drawn.Load(), DrawTime: time.Duration(h.drawNanos.Load()), AtlasResets: h.resets.Load(), MostUploads: h.mostUploads.Load()}
}

// game is Ebiten's view of the Host: all work happens in Update, Draw does
// nothing and the window's screen is never looked at.
type game struct{ h *Host }

func (g *game) Update() (err error) {
	h := g.h
	if !h.startedOnce {
		h.startedOnce = true
		close(h.started)
	}
	if h.closing.Load() {
		return ebiten.Termination
	}
	h.mu.Lock()
	f := h.next
	h.next = nil
	tiles := h.preloaded
	h.preloaded = nil
	h.mu.Unlock()
	defer func() {
		if r := recover(); r != nil {
			h.closing.Store(true)
			err = fmt.Errorf("ebitenhost: drawing a frame panicked: %v\n%s", r, debug.Stack())
		}
	}()
	// Tiles are kept for the frame to draw: size the cache for it first,
	// with room for all the preloaded tiles (they come for the next frame,
	// which may not be here yet).
	if fr := cmp.Or(f, h.cur); fr != nil {
		h.comp.tiles.setSlots(max(tileSlots(fr.Size), h.comp.tiles.cache.Len()+len(tiles)))
	} else if len(tiles) > 0 {
		h.comp.tiles.setSlots(h.comp.tiles.cache.Len() + len(tiles))
	}
	// The renderer's tiles a few at a time (boardview.TileRenderer.TakeUpTo);
	// the next tick takes more.
	drawn, more := h.render.TakeUpTo(maxUploads)
	if more {
		wake()
	}
	if n := int64(len(drawn)); n > h.mostUploads.Load() {
		h.mostUploads.Store(n) // only the loop writes it
	}
	for _, t := range append(tiles, drawn...) {
		if h.comp.tiles.put(t.Key, t.Image) && h.cur.Owns(t.Key) {
			h.dirty = true
		}
	}
	h.comp.tiles.flush(h.comp.off)
	if f == nil {
		// Only tiles came: draw the current frame again once a batch is
		// in, all of its tiles or boardview.BatchGap after the last picture.
		if !h.dirty || h.cur == nil {
			return nil
		}
		if wait := boardview.BatchGap - time.Since(h.lastDraw); wait > 0 && h.comp.tiles.missing(h.cur) {
			if h.batchWake.CompareAndSwap(false, true) {
				time.AfterFunc(wait, func() {
					h.batchWake.Store(false)
					wake()
				})
			}
			return nil
		}
		f = h.cur
	}
	h.cur = f
	if f.Size.X <= 0 || f.Size.Y <= 0 {
		return nil
	}
	h.dirty = false
	t0 := time.Now()
	img := h.comp.compose(f)
	if img == nil {
		return nil
	}
	h.lastDraw = time.Now()
	h.drawNanos.Add(int64(time.Since(t0)))
	h.drawn.Add(1)
	h.resets.Store(int64(h.comp.atlas.flushes))
	h.show(img)
	return nil
}

func (g *game) Draw(*ebiten.Image) {}

func (g *game) Layout(int, int) (int, int) { return 16, 16 }
