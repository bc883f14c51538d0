package main

import (
	"fmt"
	"image"
	"os"
	"runtime/debug"
	"sync"
	"sync/atomic"
	"time"

	"sandtable/ui/app"
	"sandtable/ui/boardview"
	"sandtable/ui/ebitenhost"
)

// compositor picks how the board is drawn: Ebiten on the GPU, or pure Go
// when OpenGL cannot start (or SANDTABLE_SOFTWARE=1 asks for it).
//
// Ebiten takes ~0.2 s to start (a GL context, its driver, shaders): it
// starts only once the first board picture, drawn in pure Go, is on its
// way to the screen, so that it takes no CPU from the window's start.
// Until it runs, frames are drawn in pure Go.
func compositor() app.Compositors {
	return func(show boardview.ShowFunc) (boardview.Compositor, error) {
		if os.Getenv("SANDTABLE_SOFTWARE") == "1" {
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
