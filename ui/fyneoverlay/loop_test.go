package fyneoverlay

import (
	"fmt"
	"image"
	"image/color"
	"os"
	"os/exec"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	fyneapp "fyne.io/fyne/v2/app"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"
)

// The loop tests run a real Fyne app (GLFW driver, OpenGL) in this test
// binary: Fyne's loop must own the main thread, so TestMain runs it and the
// tests run beside it, acting on the window only through fyne.Do as any
// other goroutine of the program does.
var (
	testWin   fyne.Window
	testLabel *widget.Label
	// settle is how long the loop needs after the last change before it
	// waits for events: 30 quiet ticks at 60 Hz, with a margin for a busy
	// machine (make test runs other packages' tests meanwhile).
	settle = 1200 * time.Millisecond
)

func TestMain(m *testing.M) {
	if os.Getenv("DISPLAY") == "" || !overlaid {
		os.Exit(m.Run()) // the loop tests skip themselves
	}
	dir, err := os.MkdirTemp("", "fyneoverlay")
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	defer os.RemoveAll(dir)
	os.Setenv("XDG_CONFIG_HOME", dir) // Fyne's settings and preferences
	a := fyneapp.NewWithID("io.sandtable.fyneoverlay-test")
	testWin = a.NewWindow("fyneoverlay")
	testLabel = widget.NewLabel("idle")
	testWin.SetContent(testLabel)
	testWin.Resize(fyne.NewSize(320, 200))
	code := 0
	a.Lifecycle().SetOnStarted(func() {
		go func() {
			time.Sleep(200 * time.Millisecond) // the window shows
			code = m.Run()
			// Quit through fyne.Do, like Fyne's own signal handler: the
			// loop, waiting for events, must wake up to end.
			fyne.Do(a.Quit)
			time.Sleep(10 * time.Second)
			fmt.Fprintln(os.Stderr, "fyneoverlay: the app did not quit within 10 s of fyne.Do(Quit)")
			os.Exit(1)
		}()
	})
	testWin.ShowAndRun()
	os.Exit(code)
}

// needLoop skips unless the real loop runs here with the overlay.
func needLoop(t *testing.T) {
	t.Helper()
	if !overlaid {
		t.Skip("built without the overlay (make test builds with it; see scripts/overlay)")
	}
	if testWin == nil {
		t.Skip("no display (DISPLAY unset): run under Xvfb, e.g. make test")
	}
}

// cpuShare is the share of one core the whole process used over span.
func cpuShare(t *testing.T, span time.Duration) float64 {
	t.Helper()
	used := func() time.Duration {
		d, err := processCPU()
		if err != nil {
			t.Skip("process CPU time not available:", err)
		}
		return d
	}
	u0, t0 := used(), time.Now()
	time.Sleep(span)
	return float64(used()-u0) / float64(time.Since(t0))
}

// within runs f on Fyne's thread with fyne.DoAndWait and fails if that does
// not return within limit (a loop that waits for events and missed the
// wake-up would never run it).
func within(t *testing.T, limit time.Duration, what string, f func()) time.Duration {
	t.Helper()
	done := make(chan struct{})
	t0 := time.Now()
	go func() {
		fyne.DoAndWait(f)
		close(done)
	}()
	select {
	case <-done:
		return time.Since(t0)
	case <-time.After(limit):
		t.Fatalf("%s: fyne.DoAndWait did not return within %v: the idle loop missed its wake-up", what, limit)
		return 0
	}
}

// With nothing to do the loop waits for events instead of ticking at
// 60 Hz (unpatched Fyne 2.8.1: about 1-2% of a core for this window).
func TestIdleLoopSleeps(t *testing.T) {
	needLoop(t)
	within(t, 2*time.Second, "set text", func() { testLabel.SetText("idle test") })
	time.Sleep(settle)
	share := cpuShare(t, 2*time.Second)
	t.Logf("idle process CPU: %.2f%% of one core", share*100)
	if share > 0.005 {
		t.Errorf("idle loop uses %.2f%% CPU; it should wait for events", share*100)
	}
}

// fyne.Do and fyne.DoAndWait from other goroutines (the board's frames,
// timers, file dialogs, autosave results) wake a waiting loop at once, and
// the ones sent while it ticks or decides to wait are not lost: calls at
// random moments around the time the loop goes to sleep.
func TestDoWakesIdleLoop(t *testing.T) {
	needLoop(t)
	var worst time.Duration
	for i := 0; i < 16; i++ {
		// 0 to 760 ms after the last call: ticking, about to wait, waiting.
		time.Sleep(time.Duration(i*47%760) * time.Millisecond)
		if d := within(t, 2*time.Second, fmt.Sprintf("call %d", i), func() { testLabel.SetText(fmt.Sprint("call ", i)) }); d > worst {
			worst = d
		}
		// And fyne.Do, which does not wait, from a timer goroutine.
		ran := make(chan struct{})
		time.AfterFunc(time.Duration(i%5)*7*time.Millisecond, func() { fyne.Do(func() { close(ran) }) })
		select {
		case <-ran:
		case <-time.After(2 * time.Second):
			t.Fatalf("call %d: fyne.Do from a timer did not run within 2 s", i)
		}
	}
	t.Logf("slowest fyne.DoAndWait: %v", worst)
	if worst > 500*time.Millisecond { // about 3 ms here; a lost wake-up never returns
		t.Errorf("fyne.DoAndWait took up to %v; a woken loop runs it at once", worst)
	}
}

// Animations keep the loop ticking while they run (Fyne's entry cursor
// blinks, progress bars and activity spinners are endless animations),
// even when their ticks change nothing on screen, and the loop goes back
// to sleep when they stop.
func TestAnimationsTickWhileIdle(t *testing.T) {
	needLoop(t)
	time.Sleep(settle)
	var ticks atomic.Int32
	var last atomic.Value
	a := fyne.NewAnimation(600*time.Millisecond, func(f float32) {
		ticks.Add(1)
		last.Store(f)
	})
	a.Curve = fyne.AnimationLinear
	within(t, 2*time.Second, "start", a.Start)
	time.Sleep(900 * time.Millisecond)
	if n := ticks.Load(); n < 20 {
		t.Errorf("a 600 ms animation ticked %d times; at 60 Hz about 36", n)
	}
	if f, _ := last.Load().(float32); f != 1 {
		t.Errorf("the animation ended at %v, not 1", f)
	}

	// An endless animation whose ticks draw nothing, like a cursor blink
	// between its changes: it must not be left waiting.
	ticks.Store(0)
	forever := fyne.NewAnimation(100*time.Millisecond, func(float32) { ticks.Add(1) })
	forever.RepeatCount = fyne.AnimationRepeatForever
	within(t, 2*time.Second, "start endless", forever.Start)
	time.Sleep(1500 * time.Millisecond)
	within(t, 2*time.Second, "stop endless", forever.Stop)
	if n := ticks.Load(); n < 45 {
		t.Errorf("an endless animation ticked %d times in 1.5 s; at 60 Hz about 90", n)
	}
	time.Sleep(settle)
	if share := cpuShare(t, time.Second); share > 0.005 {
		t.Errorf("after the animation stopped the loop uses %.2f%% CPU; it should wait again", share*100)
	}
}

// A resize asked for while the loop waits reaches the window (GLFW's
// configure event wakes it) and lays the content out again.
func TestResizeWhileIdle(t *testing.T) {
	needLoop(t)
	time.Sleep(settle)
	want := fyne.NewSize(360, 240)
	within(t, 2*time.Second, "resize", func() { testWin.Resize(want) })
	deadline := time.Now().Add(3 * time.Second)
	for {
		var got fyne.Size
		within(t, 2*time.Second, "size", func() { got = testLabel.Size() })
		if got.Width >= want.Width-20 && got.Height >= want.Height-20 {
			return
		}
		if time.Now().After(deadline) {
			t.Fatalf("the content is %v after resizing the window to %v", got, want)
		}
		time.Sleep(50 * time.Millisecond)
	}
}

// longIdleChild marks the process in which TestChangesAfterLongIdleArePainted
// does its work (see there).
const longIdleChild = "FYNEOVERLAY_LONG_IDLE_CHILD"

// A change made after the loop has slept longer than Fyne's render cache
// keeps an unused entry (a minute) is painted, and so is the next one.
// Fyne's cache stamps the objects it sees with a clock sample taken once per
// frame; a loop that slept past that lifetime stamped them with the time it
// went to sleep, the first frame after the sleep dropped every object of
// the window from the cache, and from then on no Refresh found the window
// to repaint: the window showed the old game while it took input, until a
// resize or expose repainted it.
//
// The cache lifetime is read from FYNE_CACHE when the program starts, so
// the test runs itself again in a child process with a 2 s lifetime; it
// still sleeps 12 s, because Fyne cleans its cache at most every 10 s.
func TestChangesAfterLongIdleArePainted(t *testing.T) {
	needLoop(t)
	if os.Getenv(longIdleChild) == "" {
		exe, err := os.Executable()
		if err != nil {
			t.Skip("cannot run the test binary again:", err)
		}
		cmd := exec.Command(exe, "-test.run=^TestChangesAfterLongIdleArePainted$", "-test.v")
		cmd.Env = append(os.Environ(), longIdleChild+"=1", "FYNE_CACHE=2s")
		out, err := cmd.CombinedOutput()
		if err != nil || !strings.Contains(string(out), "--- PASS: TestChangesAfterLongIdleArePainted") {
			t.Fatalf("in a child process with FYNE_CACHE=2s: %v\n%s", err, out)
		}
		return
	}

	// A raster's picture is made while a frame is painted, after each
	// Refresh: painted is the version the last picture showed.
	var version, painted atomic.Int64
	version.Store(1)
	raster := canvas.NewRaster(func(w, h int) image.Image {
		painted.Store(version.Load())
		return image.NewUniform(color.Gray{Y: uint8(version.Load() * 40)})
	})
	raster.SetMinSize(fyne.NewSize(40, 40))
	waitPainted := func(v int64, what string) {
		t.Helper()
		deadline := time.Now().Add(3 * time.Second)
		for painted.Load() < v {
			if time.Now().After(deadline) {
				var onCanvas bool
				within(t, 2*time.Second, "look up the canvas", func() {
					onCanvas = fyne.CurrentApp().Driver().CanvasForObject(raster) != nil
				})
				t.Fatalf("%s was not painted within 3 s (the window shows version %d; Fyne knows the raster's canvas: %v)", what, painted.Load(), onCanvas)
			}
			time.Sleep(20 * time.Millisecond)
		}
	}
	within(t, 2*time.Second, "show the raster", func() {
		testWin.SetContent(container.NewVBox(testLabel, raster))
	})
	waitPainted(1, "the raster")

	time.Sleep(12 * time.Second) // longer than the cache lifetime and Fyne's 10 s between cleans
	for v := int64(2); v <= 4; v++ {
		within(t, 2*time.Second, fmt.Sprint("change ", v), func() {
			version.Store(v)
			raster.Refresh()
		})
		waitPainted(v, fmt.Sprintf("change %d after the long idle", v))
		time.Sleep(100 * time.Millisecond) // the frame ends and Fyne cleans its cache
	}
}
