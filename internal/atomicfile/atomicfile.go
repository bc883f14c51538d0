// Package atomicfile writes files so that readers, and the user after a
// crash or a full disk, see either the old file or the whole new one, never
// half of it.
package atomicfile

import (
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"time"
)

// Write creates path with what write produces: into a temporary file in the
// same directory, synced to disk, then renamed over path. If write or any
// step fails, path is left as it was and the temporary file is removed. A
// replaced file keeps its permissions; a new one is 0644.
//
// A process killed while it writes leaves its temporary file behind
// (".NAME.sandtable-DIGITS.tmp"): Write first removes the stale ones of the
// folder (see removeStale).
func Write(path string, write func(io.Writer) error) error {
	dir := filepath.Dir(path)
	removeStale(dir, filepath.Base(path))
	tmp, err := os.CreateTemp(dir, "."+filepath.Base(path)+tempMark+"*.tmp")
	if err != nil {
		return fmt.Errorf("atomicfile: %w", err)
	}
	lock(tmp)                   // released when the file is closed, or the process ends
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
	if err := replace(tmp.Name(), path); err != nil {
		return err
	}
	// Sync the directory so the rename itself survives a crash.
	if d, err := os.Open(dir); err == nil {
		d.Sync()
		d.Close()
	}
	return nil
}

// tempMark sets our temporary files apart from other programs' ones.
const tempMark = ".sandtable-"

// staleAfter is how long a temporary file of ours must have gone unwritten
// before it may be stale: long past the moment between creating a file and
// locking it. Where files cannot be locked, staleWithoutLock is.
const (
	staleAfter       = time.Minute
	staleWithoutLock = time.Hour
)

// removeStale removes the temporary files of ours in dir that no save is
// writing any more: named ".NAME.sandtable-DIGITS.tmp" (or, as Write named
// them before, ".BASE.DIGITS.tmp" for the file base being written now),
// regular files last written more than staleAfter ago, and not locked by a
// living writer (the lock of a killed process is gone with it). Errors are
// ignored: this is housekeeping, not the save.
func removeStale(dir, base string) {
	entries, err := os.ReadDir(dir)
	if err != nil {
		return
	}
	now := time.Now()
	for _, e := range entries {
		if !e.Type().IsRegular() || !isOurTemp(e.Name(), base) {
			continue
		}
		fi, err := e.Info()
		if err != nil {
			continue
		}
		p := filepath.Join(dir, e.Name())
		idle := now.Sub(fi.ModTime())
		switch inUse, known := locked(p); {
		case known && !inUse && idle > staleAfter, !known && idle > staleWithoutLock:
			os.Remove(p)
		}
	}
}

// isOurTemp reports whether name is a temporary file Write makes: for any
// file of the folder with tempMark, or for the file base without it.
func isOurTemp(name, base string) bool {
	rest, ok := strings.CutPrefix(name, ".")
	if !ok {
		return false
	}
	rest, ok = strings.CutSuffix(rest, ".tmp")
	if !ok {
		return false
	}
	if i := strings.LastIndex(rest, tempMark); i > 0 {
		return digits(rest[i+len(tempMark):])
	}
	num, ok := strings.CutPrefix(rest, base+".")
	return ok && digits(num)
}

func digits(s string) bool {
	for _, c := range s {
		if c < '0' || c > '9' {
			return false
		}
	}
	return s != ""
}
