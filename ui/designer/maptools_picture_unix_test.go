//go:build unix

package designer

import (
	"path/filepath"
	"syscall"
	"testing"
	"time"
)

// A named pipe given as a map's picture is refused at once: reading it
// would wait for a writer for ever, and the window with it.
func TestPictureNamedPipe(t *testing.T) {
	dir := t.TempDir()
	f := diskMap(t, dir, "test-points")
	fifo := filepath.Join(t.TempDir(), "pipe.png")
	if err := syscall.Mkfifo(fifo, 0o644); err != nil {
		t.Fatal(err)
	}
	d, mt := newMapDesigner(t, nil, f)
	d.Proj.Dir = dir
	done := make(chan error, 1)
	go func() { done <- mt.picture.importFile(fifo) }()
	select {
	case err := <-done:
		if want := "designer: picture: " + fifo + ": is a named pipe, not a file"; err == nil || err.Error() != want {
			t.Errorf("got %v, want %s", err, want)
		}
	case <-time.After(10 * time.Second):
		t.Fatal("still reading the named pipe after 10 s") // the goroutine stays blocked; the test binary ends with it
	}
}
