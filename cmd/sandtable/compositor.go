package main

import (
	"fmt"
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
// Ebiten takes ~0.2 s to start, so it starts in the background: until it
// runs, frames are drawn in pure Go and the window shows at once.
func compositor() app.Compositors {
	return func(show boardview.ShowFunc) (boardview.Compositor, error) {
		soft := boardview.NewSoftCompositor(show)
		if os.Getenv("SANDTABLE_SOFTWARE") == "1" {
			return soft, nil
		}
		c := &handover{soft: soft}
		go func() {
			h, err := ebitenhost.New(show)
			if err != nil {
				fmt.Fprintf(os.Stderr, "sandtable: %v; drawing the board without the GPU\n", err)
				return
			}
			c.gpu.Store(h)
			if f := c.last.Swap(nil); f != nil {
				h.Submit(f) // in case soft had not drawn it yet
			}
			c.softDone.Do(c.soft.Close)
			// Start-up garbage (parsed data files, fonts, the pure-Go
			// frames) is freed by now: give its pages back to the system
			// at once rather than over minutes (~10 MB resident).
			time.AfterFunc(2*time.Second, debug.FreeOSMemory)
		}()
		return c, nil
	}
}

// handover draws with soft until gpu is set, then with gpu.
type handover struct {
	soft *boardview.SoftCompositor
	gpu  atomic.Pointer[ebitenhost.Host]
	last atomic.Pointer[boardview.Frame]

	softDone sync.Once
}

func (c *handover) Submit(f *boardview.Frame) {
	if h := c.gpu.Load(); h != nil {
		h.Submit(f)
		return
	}
	c.last.Store(f)
	c.soft.Submit(f)
}

func (c *handover) Close() {
	if h := c.gpu.Load(); h != nil {
		h.Close()
		return
	}
	c.softDone.Do(c.soft.Close) // (an Ebiten still starting is left to the process exit)
}
