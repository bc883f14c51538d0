package app

import (
	"flag"
	"image"
	"path/filepath"
	"sync"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"sandtable/internal/golden"
	"sandtable/rules"
	"sandtable/ui/boardview"
)

var update = flag.Bool("update", false, "rewrite the golden images in testdata")

// TestWindowGolden builds the whole main window on the test-hex-flat
// scenario (named, not the default, which changes as scenarios are added)
// in Fyne's test driver, which paints in software, with the board drawn by
// the pure-Go compositor, selects a stack and compares a capture with the
// reviewed testdata/window-test-hex-flat.png. After a deliberate change to
// the window, look at the new capture and run: go test ./ui/app -run Golden -update
func TestWindowGolden(t *testing.T) {
	t.Setenv("XDG_CONFIG_HOME", t.TempDir())
	a := test.NewTempApp(t)
	shown := make(chan struct{}, 64)
	// Fyne's test driver runs fyne.Do at once on the calling goroutine, so
	// the compositor's goroutine sets the board's picture itself; in the
	// real app fyne.Do queues it on the thread that paints. paint stands in
	// for that thread: showing a picture and capturing take turns.
	var paint sync.Mutex
	comp := func(show boardview.ShowFunc) (boardview.Compositor, error) {
		return boardview.NewSoftCompositor(func(img *image.RGBA) {
			paint.Lock()
			show(img)
			paint.Unlock()
			select {
			case shown <- struct{}{}:
			default:
			}
		}), nil
	}
	w, err := NewWindow(a, "builtin:test-hex-flat", comp)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(w.Fyne().Close) // and with it the board's compositor
	w.Fyne().Resize(fyne.NewSize(1100, 720))
	takeOver(t, w) // a new hotseat game with secrets starts handed over
	at, err := rules.ParseLocation(w.sess.Game.Scenario, "W0906")
	if err != nil {
		t.Fatal(err)
	}
	w.sess.Select(&at) // the Stack tab lists two units, with their grips
	quiet(t, shown)
	// Lay out again: wrapped labels know their height only once laid out
	// (the desktop driver lays out every frame until sizes settle). Under
	// -race on a loaded machine one round is not always enough (widgets
	// just made showed without their checkboxes and buttons): capture until
	// two captures in a row are the same, as a screen settles.
	var got image.Image
	for range 20 {
		paint.Lock()
		for range 3 {
			w.Fyne().Content().Refresh()
		}
		img := w.Fyne().Canvas().Capture()
		paint.Unlock()
		if got != nil && sameImage(got, img) {
			break
		}
		got = img
		time.Sleep(100 * time.Millisecond)
	}

	path := filepath.Join("testdata", "window-test-hex-flat.png")
	if *update {
		golden.Write(t, path, got)
		return
	}
	want := golden.Read(t, path)
	if want.Bounds().Size() != got.Bounds().Size() {
		t.Fatalf("capture %v, golden %v", got.Bounds().Size(), want.Bounds().Size())
	}
	// Allow small anti-aliasing and font rasterising differences (other
	// CPUs and Go versions may round differently); a changed layout or
	// drawing moves far more pixels.
	differ := golden.Differ(got, want, 24)
	if limit := got.Bounds().Dx() * got.Bounds().Dy() / 500; differ > limit {
		out := filepath.Join(t.TempDir(), "window-test-hex-flat.png")
		golden.Write(t, out, got)
		t.Errorf("%d pixels differ from %s (limit %d); the new capture is %s", differ, path, limit, out)
	}
}

// quiet waits until the board has shown a picture and then none for a
// while: the compositor has caught up with every change.
func quiet(t *testing.T, shown chan struct{}) {
	t.Helper()
	deadline := time.After(10 * time.Second)
	seen := false
	for {
		select {
		case <-shown:
			seen = true
		case <-time.After(300 * time.Millisecond):
			if seen {
				return
			}
		case <-deadline:
			t.Fatal("the board showed no picture within 10 s")
		}
	}
}

// sameImage reports whether a and b have the same size and pixels.
func sameImage(a, b image.Image) bool {
	if a.Bounds() != b.Bounds() {
		return false
	}
	r := a.Bounds()
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			if a.At(x, y) != b.At(x, y) {
				return false
			}
		}
	}
	return true
}
