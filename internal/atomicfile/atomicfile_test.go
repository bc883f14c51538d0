package atomicfile

import (
	"errors"
	"io"
	"os"
	"path/filepath"
	"runtime"
	"testing"
)

func TestWriteReplacesWholeFileKeepingMode(t *testing.T) {
	dir := tempDir(t)
	p := filepath.Join(dir, "save.toml")
	if err := os.WriteFile(p, []byte("old"), 0o600); err != nil {
		t.Fatal(err)
	}
	if err := Write(p, func(w io.Writer) error { _, err := io.WriteString(w, "new"); return err }); err != nil {
		t.Fatal(err)
	}
	b, _ := os.ReadFile(p)
	fi, _ := os.Stat(p)
	if string(b) != "new" || fi.Mode().Perm() != newFileMode(0o600) {
		t.Errorf("got %q mode %v, want \"new\" mode %v", b, fi.Mode().Perm(), newFileMode(0o600))
	}
	assertNoTemp(t, dir)
}

func TestFailedWriteLeavesOldFile(t *testing.T) {
	dir := tempDir(t)
	p := filepath.Join(dir, "save.toml")
	os.WriteFile(p, []byte("precious"), 0o644)
	boom := errors.New("disk full")
	err := Write(p, func(w io.Writer) error { io.WriteString(w, "half"); return boom })
	if !errors.Is(err, boom) {
		t.Fatalf("err = %v, want the writer's error", err)
	}
	if b, _ := os.ReadFile(p); string(b) != "precious" {
		t.Errorf("old file changed to %q", b)
	}
	assertNoTemp(t, dir)
}

func TestNewFileIsReadable(t *testing.T) {
	p := filepath.Join(tempDir(t), "x.png")
	if err := Write(p, func(w io.Writer) error { return nil }); err != nil {
		t.Fatal(err)
	}
	if fi, err := os.Stat(p); err != nil || fi.Mode().Perm() != newFileMode(0o644) {
		t.Errorf("mode %v err %v, want %v", fi.Mode().Perm(), err, newFileMode(0o644))
	}
}

func TestMissingDirectoryIsAnError(t *testing.T) {
	if err := Write(filepath.Join(tempDir(t), "no", "such", "f"), func(io.Writer) error { return nil }); err == nil {
		t.Error("want an error for a missing directory")
	}
}

func assertNoTemp(t *testing.T, dir string) {
	t.Helper()
	if left, _ := filepath.Glob(filepath.Join(dir, ".*.tmp")); len(left) > 0 {
		t.Errorf("temporary files left: %v", left)
	}
}

// newFileMode is the mode a file made with perm reads back with: Windows
// keeps only whether it is writable (0666) or read-only (0444).
func newFileMode(perm os.FileMode) os.FileMode {
	if runtime.GOOS == "windows" {
		if perm&0o200 != 0 {
			return 0o666
		}
		return 0o444
	}
	return perm
}
