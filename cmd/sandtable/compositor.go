package main

import (
	"fmt"
	"image"
	"os"
	"runtime"
	"runtime/debug"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"sandtable/ui/app"
	"sandtable/ui/boardview"
	"sandtable/ui/ebitenhost"
)

// compositor picks how the board is drawn: pure Go ("software"), or
// Ebiten on the GPU ("ebiten"), which falls back to pure Go when OpenGL
// cannot start. Each system gets the one proven there (defaultCompositor);
// SANDTABLE_COMPOSITOR=software|ebiten overrides it (SANDTABLE_SOFTWARE=1
// is the older way to ask for software). A value it does not know is
// reported on stderr and the default used.
//
// Ebiten takes ~0.2 s to start (a GL context, its driver, shaders): it
// starts only once the first board picture, drawn in pure Go, is on its
// way to the screen, so that it takes no CPU from the window's start.
// Until it runs, frames are drawn in pure Go.
func compositor() app.Compositors {
	kind, warning := chooseCompositor(runtime.GOOS, os.Getenv)
	if warning != "" {
		fmt.Fprintf(os.Stderr, "sandtable: %s\n", warning)
	}
	return func(show boardview.ShowFunc) (boardview.Compositor, error) {
		if kind == softwareCompositor {
			return boardview.NewSoftCompositor(show), nil
		}
		c := &handover{}
		var first sync.Once
		c.soft = boardview.NewSoftCompositor(func(img *image.RGBA) {
			show(img)
			first.Do(func() { time.AfterFunc(gpuStartDelay, func() { c.startGPU(show) }) })
		})
		return c, nil
	}
}

// The compositors SANDTABLE_COMPOSITOR can name.
const (
	softwareCompositor = "software" // pure Go (boardview.SoftCompositor)
	ebitenCompositor   = "ebiten"   // pure Go for the first picture, then Ebiten (handover)
)

// defaultCompositor is the compositor proven on the system goos (a GOOS
// value). Ebiten inside Fyne (a hidden GLFW window of Ebiten's own beside
// Fyne's) is tested on Linux's X11 only: the default there. On Windows it
// has run under Wine only; on macOS Cocoa makes and serves every window on
// the main thread, which Fyne's event loop holds for good, so Ebiten's
// window would have no thread to live on; the BSDs have never been tried:
// pure Go on those, and on any other system.
func defaultCompositor(goos string) string {
	if goos == "linux" {
		return ebitenCompositor
	}
	return softwareCompositor
}

// chooseCompositor is the compositor to use on the system goos with the
// environment getenv: SANDTABLE_COMPOSITOR when set, else software when
// SANDTABLE_SOFTWARE=1, else the system's default. warning, when not
// empty, says why a value set was not used.
func chooseCompositor(goos string, getenv func(string) string) (kind, warning string) {
	def := defaultCompositor(goos)
	if getenv("SANDTABLE_SOFTWARE") == "1" {
		def = softwareCompositor // the older switch, below the new one
	}
	v := getenv("SANDTABLE_COMPOSITOR")
	switch strings.ToLower(strings.TrimSpace(v)) {
	case softwareCompositor:
		return softwareCompositor, ""
	case ebitenCompositor:
		return ebitenCompositor, ""
	case "":
		return def, ""
	}
	return def, fmt.Sprintf("SANDTABLE_COMPOSITOR=%q is not a compositor: it may be %s (pure Go) or %s (the GPU); drawing with %s",
		v, softwareCompositor, ebitenCompositor, def)
}

// gpuStartDelay is how long after the first pure-Go picture Ebiten starts:
// time for Fyne to paint it (~50 ms under llvmpipe).
const gpuStartDelay = 150 * time.Millisecond

// startGPU starts Ebiten and hands drawing over to it, unless the board
// has gone meanwhile.
func (c *handover) startGPU(show boardview.ShowFunc) {
	if c.closed.Load() {
		return
	}
	h, err := ebitenhost.New(show)
	if err != nil {
		fmt.Fprintf(os.Stderr, "sandtable: %v; drawing the board without the GPU\n", err)
		return
	}
	// The map tiles drawn so far go to the GPU, not drawn again. Frames
	// submitted meanwhile wait in last.
	c.softDone.Do(func() { c.soft.CloseHandingTiles(h.Preload) })
	c.mu.Lock()
	c.gpu.Store(h)
	if f := c.last; f != nil {
		h.Submit(f) // the newest frame, which soft may not have drawn
		c.last = nil
	}
	c.mu.Unlock()
	// Start-up garbage (parsed data files, fonts, the pure-Go frames) is
	// freed by now: give its pages back to the system at once rather than
	// over minutes (~10 MB resident).
	time.AfterFunc(2*time.Second, debug.FreeOSMemory)
}

// handover draws with soft until gpu is set, then with gpu.
type handover struct {
	soft *boardview.SoftCompositor
	gpu  atomic.Pointer[ebitenhost.Host]
	// mu orders Submit and the hand-over: the newest frame submitted
	// before it (last) reaches Ebiten before any submitted after it.
	mu   sync.Mutex
	last *boardview.Frame

	softDone sync.Once
	closed   atomic.Bool
}

func (c *handover) Submit(f *boardview.Frame) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if h := c.gpu.Load(); h != nil {
		h.Submit(f)
		return
	}
	c.last = f
	c.soft.Submit(f)
}

func (c *handover) Close() {
	c.closed.Store(true)
	if h := c.gpu.Load(); h != nil {
		h.Close()
		return
	}
	c.softDone.Do(c.soft.Close) // (an Ebiten still starting is left to the process exit)
}
