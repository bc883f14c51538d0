package app

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"log"
	"strings"
	"sync"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver"
)

// ErrNoWindow means the system gave Sandtable no window: Fyne's GLFW
// could not create one with the OpenGL 2.1 context Fyne draws with (no
// OpenGL driver, or one too old, as Windows' own fallback driver is), or
// could not start at all. The error that wraps it carries what GLFW said.
var ErrNoWindow = errors.New("app: the window could not be opened")

// fyneLogTap keeps what Fyne logs while the window is made. Fyne does
// not return GLFW's errors: it logs them ("failed to initialise GLFW",
// "window creation error", each with a "Cause:" line) and goes on with a
// window that has no system window behind it (GLFW makes that when the
// window is first shown), whose loop then waits for ever with nothing on
// the screen. So the log is read from before the window is made until it
// is shown, and the shown window is asked for its system handle.
type fyneLogTap struct {
	prev   io.Writer
	logged capped
	once   sync.Once
}

// tapFyneLog starts keeping what the standard logger writes (Fyne logs
// through it), still passing it on.
func tapFyneLog() *fyneLogTap {
	t := &fyneLogTap{prev: log.Writer()}
	log.SetOutput(io.MultiWriter(t.prev, &t.logged))
	return t
}

// stop gives the standard logger back its writer; again is harmless.
func (t *fyneLogTap) stop() {
	t.once.Do(func() { log.SetOutput(t.prev) })
}

// shown stops the tap and returns nil when fw, shown, has a system window,
// else ErrNoWindow with the causes Fyne logged.
func (t *fyneLogTap) shown(fw fyne.Window) error {
	t.stop()
	if hasSystemWindow(fw) {
		return nil
	}
	if cause := glfwCause(t.logged.String()); cause != "" {
		return fmt.Errorf("%w: %s", ErrNoWindow, cause)
	}
	return ErrNoWindow
}

// hasSystemWindow reports whether fw has a window of the system behind
// it. Fyne's GLFW windows pass their handle to RunNative, zero when GLFW
// could not create the window; windows of other drivers (Fyne's test
// driver) count as having one.
func hasSystemWindow(fw fyne.Window) bool {
	nw, ok := fw.(driver.NativeWindow)
	if !ok {
		return true
	}
	has := true
	nw.RunNative(func(ctx any) {
		switch c := ctx.(type) {
		case driver.WindowsWindowContext:
			has = c.HWND != 0
		case driver.X11WindowContext:
			has = c.WindowHandle != 0
		case driver.WaylandWindowContext:
			has = c.WaylandSurface != 0
		case driver.MacWindowContext:
			has = c.NSWindow != 0
		}
	})
	return has
}

// glfwCause is what was logged as the cause of GLFW's failures to start
// or to make a window, in order, joined by "; " ("" when none). Fyne
// logs each error it gets as a reason line ("Fyne error:  window creation
// error") and a cause line ("  Cause: APIUnavailable: ..."); causes of
// other errors logged meanwhile (theme settings, preferences) are left
// out. GLFW's platform errors do not reach Fyne: go-gl logs them itself
// ("PlatformError: WGL: ...") and returns no error (no window either).
func glfwCause(logged string) string {
	var causes []string
	ours := false
	for _, l := range strings.Split(logged, "\n") {
		if _, reason, ok := strings.Cut(l, "Fyne error: "); ok {
			reason = strings.TrimSpace(reason)
			ours = reason == "window creation error" || reason == "failed to initialise GLFW"
			continue
		}
		if _, c, ok := strings.Cut(l, "  Cause: "); ok && ours && strings.TrimSpace(c) != "" {
			causes = append(causes, strings.TrimSpace(c))
			ours = false
			continue
		}
		if _, c, ok := strings.Cut(l, "PlatformError: "); ok && strings.TrimSpace(c) != "" {
			causes = append(causes, "PlatformError: "+strings.TrimSpace(c))
		}
	}
	return strings.Join(causes, "; ")
}

// capped keeps the first 8 KiB written to it (Fyne's log while a window
// is made: a few lines), for any goroutine.
type capped struct {
	mu  sync.Mutex
	buf bytes.Buffer
}

func (c *capped) Write(p []byte) (int, error) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if room := 8<<10 - c.buf.Len(); room > 0 {
		c.buf.Write(p[:min(len(p), room)])
	}
	return len(p), nil
}

func (c *capped) String() string {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.buf.String()
}
