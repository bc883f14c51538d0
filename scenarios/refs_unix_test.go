//go:build unix

package scenarios

import (
	"os"
	"path/filepath"
	"syscall"
	"testing"
	"time"
)

// A reference to a device or a named pipe (here behind names that look
// like maps) is refused at once: /dev/zero would fill the memory, a pipe
// would wait for ever.
func TestReferencesToDevicesAndPipes(t *testing.T) {
	dir := t.TempDir()
	if err := os.MkdirAll(filepath.Join(dir, "game"), 0o755); err != nil {
		t.Fatal(err)
	}
	for _, link := range []string{"zero", "urandom"} {
		if err := os.Symlink("/dev/"+link, filepath.Join(dir, "game", link+".toml")); err != nil {
			t.Fatal(err)
		}
	}
	if err := syscall.Mkfifo(filepath.Join(dir, "game", "fifo.toml"), 0o644); err != nil {
		t.Fatal(err)
	}
	for ref, what := range map[string]string{"zero.toml": "a device", "urandom.toml": "a device", "fifo.toml": "a named pipe"} {
		done := make(chan string, 1)
		go func() { done <- loadRef(t, dir, ref) }()
		select {
		case got := <-done:
			want := `cannot load map "` + ref + `": ` + filepath.Join(dir, "game", ref) + ": is " + what + ", not a file"
			if got != want {
				t.Errorf("%s:\n got %s\nwant %s", ref, got, want)
			}
		case <-time.After(5 * time.Second):
			t.Fatalf("%s: still loading after 5 s", ref)
		}
	}
}
