package glfw

import (
	"runtime"
	"sync/atomic"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/internal/app"
	"fyne.io/fyne/v2/internal/async"
	"fyne.io/fyne/v2/internal/cache"
	"fyne.io/fyne/v2/internal/driver/common"
	"fyne.io/fyne/v2/internal/painter"
	"fyne.io/fyne/v2/internal/scale"
)

type funcData struct {
	f    func()
	done chan struct{} // Zero allocation signalling channel
}

// channel for queuing functions on the main thread
var (
	funcQueue        = async.NewUnboundedChan[funcData]()
	running, drained atomic.Bool

	// Sandtable patch (fyne-io/fyne#2506): when nothing happens the loop
	// stops ticking and waits in GLFW for an event. queued counts functions
	// sent to funcQueue and not yet received by the loop; waiting is set
	// while the loop decides to wait and while it waits. A sender adds to
	// queued before it sends and posts an empty event if it then finds
	// waiting set; the loop sets waiting before it reads queued. So either
	// the loop sees the function, or the sender sees waiting and its empty
	// event (which GLFW keeps until events are next processed) ends the wait.
	queued  atomic.Int64
	waiting atomic.Bool
)

// Arrange that main.main runs on main thread.
func init() {
	runtime.LockOSThread()
	async.SetMainGoroutine()
}

// force a function f to run on the main thread
func runOnMain(f func()) {
	runOnMainWithWait(f, true)
}

// force a function f to run on the main thread and specify if we should wait for it to return
func runOnMainWithWait(f func(), wait bool) {
	// If we are on main before app run just execute - otherwise add it to the main queue and wait.
	// We also need to run it as-is if the app is in the process of shutting down as the queue will be stopped.
	if (!running.Load() && async.IsMainGoroutine()) || drained.Load() {
		f()
		return
	}

	if wait {
		done := common.DonePool.Get()
		defer common.DonePool.Put(done)

		queued.Add(1)
		funcQueue.In() <- funcData{f: f, done: done}
		wakeIfWaiting()
		<-done
	} else {
		queued.Add(1)
		funcQueue.In() <- funcData{f: f}
		wakeIfWaiting()
	}
}

// wakeIfWaiting ends the loop's wait for events, if it waits (Sandtable patch).
func wakeIfWaiting() {
	if waiting.Load() {
		postEmptyEvent()
	}
}

func decideRepaint(visible, ready bool, checkDirtyAndClear func() bool) bool {
	return visible && ready && checkDirtyAndClear()
}

// drawSingleFrame paints the windows whose canvas changed, and reports
// whether it painted any (Sandtable patch: the result).
func (d *gLDriver) drawSingleFrame() (painted bool) {
	refreshed := false
	for _, win := range d.windowList() {
		w := win.(*window)
		if w.closing {
			continue
		}

		if w.visible && !w.frame.ready() {
			painted = true // a frame is owed (Wayland): keep ticking until it is shown
		}
		if decideRepaint(w.visible, w.frame.ready(), w.canvas.CheckDirtyAndClear) {
			painted = true
			w.RunWithContext(func() {
				if w.driver.repaintWindow(w) {
					refreshed = true
				}
			})
			w.updateAccessibility()
		} else {
			w.markCacheAlive()
		}
	}
	cache.Clean(refreshed)
	return painted
}

func (w *window) markCacheAlive() {
	threshold := time.Now().Add(10*time.Second - cache.ValidDuration)
	if w.lastWalkedTime.Before(threshold) {
		w.canvas.WalkTrees(nil, func(node *common.RenderCacheNode, _ fyne.Position) {
			_ = cache.GetCanvasForObject(node.Obj())
			if wid, ok := node.Obj().(fyne.Widget); ok {
				_, _ = cache.CachedRenderer(wid)
			}
		})
		w.lastWalkedTime = time.Now()
	}
}

func (d *gLDriver) applyThemeToWindow(w fyne.Window) {
	if win, ok := w.(*window); ok {
		win.setDarkMode()
	}
}

func (d *gLDriver) runGL() {
	if !running.CompareAndSwap(false, true) {
		return // Run was called twice.
	}

	d.init()
	if d.trayStart != nil {
		d.trayStart()
	}

	fyne.CurrentApp().Settings().AddListener(func(set fyne.Settings) {
		painter.ClearFontCache()
		cache.ResetThemeCaches()
		app.ApplySettingsWithCallback(set, fyne.CurrentApp(), func(w fyne.Window) {
			d.applyThemeToWindow(w)
			c, ok := w.Canvas().(*glCanvas)
			if !ok {
				return
			}
			c.applyThemeOutOfTreeObjects()
			c.reloadScale()
		})
	})

	if f := fyne.CurrentApp().Lifecycle().(*app.Lifecycle).OnStarted(); f != nil {
		f()
	}

	// Sandtable patch: a Quit from another goroutine ends a wait for events.
	go func() {
		<-d.done
		postEmptyEvent()
	}()

	// Sandtable patch: no ticker. Each turn of the loop runs the queued
	// functions, then a frame (events, windows, animations, paint), then
	// waits in GLFW for input, a queued function (runOnMain posts an empty
	// event) or the next 60 Hz tick, whichever comes first; so input and
	// fyne.Do are painted at once, not at the next tick. After idleAfter
	// with nothing run, painted or animated, it waits without a timeout.
	next := time.Now()     // the next tick while busy
	lastBusy := time.Now() // when something last ran, painted or animated
	for {
		select {
		case <-d.done:
			d.Terminate()
			l := fyne.CurrentApp().Lifecycle().(*app.Lifecycle)
			if f := l.OnStopped(); f != nil {
				l.QueueEvent(f)
			}

			// as we are shutting down make sure we drain the pending funcQueue and close it out.
			for len(funcQueue.Out()) > 0 {
				f := <-funcQueue.Out()
				if f.done != nil {
					f.done <- struct{}{}
				}
			}
			drained.Store(true)
			funcQueue.Close()
			return
		default:
		}
		// Sandtable patch: the render cache's clock sample is taken per
		// frame (cache.Clean) and the wait may have lasted minutes; without
		// a new sample the objects this frame uses are stamped as seen at
		// the time the loop went to sleep, and the frame's Clean drops them
		// all (see cache.SampleClock).
		cache.SampleClock()

	run: // at most maxRunsPerFrame queued functions before a frame
		for n := 0; n < maxRunsPerFrame; n++ {
			select {
			case f := <-funcQueue.Out():
				queued.Add(-1)
				lastBusy = time.Now()
				f.f()
				if f.done != nil {
					f.done <- struct{}{}
				}
			default:
				break run
			}
		}

		d.pollEvents()
		for i := 0; i < len(d.windows); i++ {
			w := d.windows[i].(*window)
			w.ensurePositionProcessed()

			if w.viewport == nil {
				continue
			}

			if w.viewport.ShouldClose() {
				d.destroyWindow(w, i)
				i-- // Trailing windows are moved forward one step.
				continue
			}

			expand := w.shouldExpand
			fullScreen := w.fullScreen

			if expand && !fullScreen {
				w.fitContent()
				shouldExpand := w.shouldExpand
				w.shouldExpand = false
				view := w.viewport

				if shouldExpand && runtime.GOOS != "js" {
					view.SetSize(w.shouldWidth, w.shouldHeight)
				}
			}
		}

		d.animation.TickAnimations()
		now := time.Now()
		if d.drawSingleFrame() || d.animation.Active() {
			lastBusy = now
		}
		if now.Sub(lastBusy) >= idleAfter {
			d.waitForEvents(-1)
			next = time.Now()
			continue
		}
		if !now.Before(next) {
			next = next.Add(tick)
			if next.Before(now) {
				next = now.Add(tick)
			}
		}
		d.waitForEvents(next.Sub(now))
	}
}

// The loop's pace while busy, when it stops ticking, and how many queued
// functions it runs before it paints (Sandtable patch).
const (
	tick            = time.Second / 60
	idleAfter       = time.Second / 2
	maxRunsPerFrame = 64
)

// waitForEvents waits until GLFW has an event (input, a window change, or
// the empty event that runOnMain and Quit post) or, when timeout >= 0,
// until timeout has passed. It returns at once when a function is queued or
// the driver is stopping (Sandtable patch).
func (d *gLDriver) waitForEvents(timeout time.Duration) {
	waiting.Store(true)
	defer waiting.Store(false)
	if queued.Load() > 0 {
		return
	}
	select {
	case <-d.done:
		return
	default:
	}
	switch {
	case timeout < 0:
		waitEvents()
	case timeout > 0:
		waitEventsTimeout(timeout)
	}
}

func (d *gLDriver) destroyWindow(w *window, index int) {
	w.visible = false
	w.viewport.Destroy()
	w.destroy(d)

	if index < len(d.windows)-1 {
		copy(d.windows[index:], d.windows[index+1:])
	}
	d.windows[len(d.windows)-1] = nil
	d.windows = d.windows[:len(d.windows)-1]

	if len(d.windows) == 0 {
		d.Quit()
	}
}

func (d *gLDriver) repaintWindow(w *window) bool {
	canvas := w.canvas
	freed := false
	if canvas.EnsureMinSize() {
		w.shouldExpand = true
	}
	freed = canvas.FreeDirtyTextures() > 0

	updateGLContext(w)
	canvas.paint(canvas.Size())

	view := w.viewport
	visible := w.visible

	if view != nil && visible {
		w.frame.requestFrame()
		view.SwapBuffers()
	}

	// mark that we have walked the window and don't
	// need to walk it again to mark caches alive
	w.lastWalkedTime = time.Now()
	return freed
}

// refreshWindow requests that the specified window be redrawn
func refreshWindow(w *window) {
	w.canvas.SetDirty()
}

func updateGLContext(w *window) {
	canvas := w.canvas
	size := canvas.Size()

	// w.width and w.height are not correct if we are maximised, so figure from canvas
	winWidth := float32(scale.ToScreenCoordinate(canvas, size.Width)) * canvas.texScale
	winHeight := float32(scale.ToScreenCoordinate(canvas, size.Height)) * canvas.texScale

	canvas.Painter().SetFrameBufferScale(canvas.texScale)
	canvas.Painter().SetOutputSize(int(winWidth), int(winHeight))
}
