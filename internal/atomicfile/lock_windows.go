//go:build windows

package atomicfile

import (
	"errors"
	"os"

	"golang.org/x/sys/windows"
)

// lockOffset is the byte the lock covers: far past the end of any file we
// write. Windows' locks are mandatory (a locked byte cannot be read or
// written through another handle), so the lock keeps off the file's data:
// only another lock of the same byte notices it.
const (
	lockOffsetLow  = 0xfffffffe
	lockOffsetHigh = 0x7fffffff
)

// lock takes an exclusive lock on f for as long as it is open: another
// process's removeStale can tell the file is being written. Windows
// releases it when the handle is closed or the process ends.
func lock(f *os.File) {
	windows.LockFileEx(windows.Handle(f.Fd()), windows.LOCKFILE_EXCLUSIVE_LOCK|windows.LOCKFILE_FAIL_IMMEDIATELY,
		0, 1, 0, &windows.Overlapped{Offset: lockOffsetLow, OffsetHigh: lockOffsetHigh})
}

// locked reports whether a process holds the lock of the file at path;
// known is false when that cannot be told.
func locked(path string) (inUse, known bool) {
	f, err := os.Open(path)
	if err != nil {
		return false, false
	}
	defer f.Close() // and with it our own lock
	h := windows.Handle(f.Fd())
	ol := &windows.Overlapped{Offset: lockOffsetLow, OffsetHigh: lockOffsetHigh}
	switch err := windows.LockFileEx(h, windows.LOCKFILE_EXCLUSIVE_LOCK|windows.LOCKFILE_FAIL_IMMEDIATELY, 0, 1, 0, ol); {
	case err == nil:
		windows.UnlockFileEx(h, 0, 1, 0, ol)
		return false, true
	case errors.Is(err, windows.ERROR_LOCK_VIOLATION):
		return true, true
	}
	return false, false
}
