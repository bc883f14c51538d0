//go:build unix

package tomlfile

import (
	"os"
	"path/filepath"
	"syscall"
	"testing"
	"time"
)

// A device never ends and a named pipe waits for a writer: both are
// refused before anything is read, at once, also behind a symbolic link.
func TestReadFileRefusesDevicesAndPipes(t *testing.T) {
	dir := t.TempDir()
	fifo := filepath.Join(dir, "fifo.toml")
	if err := syscall.Mkfifo(fifo, 0o644); err != nil {
		t.Fatal(err)
	}
	zero := filepath.Join(dir, "zero.toml")
	if err := os.Symlink("/dev/zero", zero); err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct{ path, err string }{
		{"/dev/zero", "/dev/zero: is a device, not a file"},
		{"/dev/urandom", "/dev/urandom: is a device, not a file"},
		{zero, zero + ": is a device, not a file"},
		{fifo, fifo + ": is a named pipe, not a file"},
	} {
		done := make(chan error, 1)
		go func() {
			_, err := ReadFile(tc.path, "map", 1<<20)
			done <- err
		}()
		select {
		case err := <-done:
			if errText(err) != tc.err {
				t.Errorf("ReadFile(%s) = %v, want %s", tc.path, err, tc.err)
			}
		case <-time.After(5 * time.Second):
			t.Fatalf("ReadFile(%s) still reading after 5 s", tc.path)
		}
	}
}
