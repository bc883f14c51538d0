//go:build windows

package atomicfile

import (
	"errors"
	"fmt"
	"os"
	"time"

	"golang.org/x/sys/windows"
)

// replace renames the written temporary file tmp over path, in one step
// (MoveFileEx replacing the file). Windows refuses while another program
// has path open without letting others delete it (a virus scanner, a
// search indexer, a backup or sync tool, an editor) and when path is
// read-only. Scanners and indexers let go within moments, so replace tries
// again for about a second before it gives up with an error saying so;
// path is unchanged then.
func replace(tmp, path string) error {
	var err error
	for wait := 10 * time.Millisecond; ; wait *= 2 {
		if err = os.Rename(tmp, path); err == nil {
			return nil
		}
		if !busy(err) || wait > time.Second {
			break
		}
		time.Sleep(wait)
	}
	if busy(err) {
		return fmt.Errorf("atomicfile: cannot replace %s: another program has it open, or it is read-only; it is unchanged (close that program and save again): %w", path, err)
	}
	return fmt.Errorf("atomicfile: %w", err)
}

// busy reports whether err is Windows refusing to replace a file that is
// in use or read-only.
func busy(err error) bool {
	return errors.Is(err, windows.ERROR_ACCESS_DENIED) || errors.Is(err, windows.ERROR_SHARING_VIOLATION)
}

// unprotect makes the read-only file at path writable, so that a rename
// can replace it (Windows refuses to replace a read-only file); the new
// file takes the old one's permissions. Callers ask the user first.
func unprotect(path string) {
	if fi, err := os.Stat(path); err == nil && fi.Mode().Perm()&0o200 == 0 {
		os.Chmod(path, fi.Mode().Perm()|0o200)
	}
}
