// Package atomicfile writes files so that readers, and the user after a
// crash or a full disk, see either the old file or the whole new one, never
// half of it.
package atomicfile

import (
	"fmt"
	"io"
	"os"
	"path/filepath"
)

// Write creates path with what write produces: into a temporary file in the
// same directory, synced to disk, then renamed over path. If write or any
// step fails, path is left as it was and the temporary file is removed. A
// replaced file keeps its permissions; a new one is 0644.
func Write(path string, write func(io.Writer) error) error {
	tmp, err := os.CreateTemp(filepath.Dir(path), "."+filepath.Base(path)+".*.tmp")
	if err != nil {
		return fmt.Errorf("atomicfile: %w", err)
	}
	defer os.Remove(tmp.Name()) // a no-op once renamed
	fail := func(err error) error {
		tmp.Close()
		return err
	}
	if err := write(tmp); err != nil {
		return fail(err)
	}
	mode := os.FileMode(0o644)
	if fi, err := os.Stat(path); err == nil {
		mode = fi.Mode().Perm()
	}
	if err := tmp.Chmod(mode); err != nil {
		return fail(fmt.Errorf("atomicfile: %w", err))
	}
	if err := tmp.Sync(); err != nil {
		return fail(fmt.Errorf("atomicfile: %w", err))
	}
	if err := tmp.Close(); err != nil {
		return fmt.Errorf("atomicfile: %w", err)
	}
	if err := os.Rename(tmp.Name(), path); err != nil {
		return fmt.Errorf("atomicfile: %w", err)
	}
	// Sync the directory so the rename itself survives a crash.
	if d, err := os.Open(filepath.Dir(path)); err == nil {
		d.Sync()
		d.Close()
	}
	return nil
}
