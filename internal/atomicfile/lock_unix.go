//go:build unix

package atomicfile

import (
	"os"
	"syscall"
)

// lock takes an exclusive lock on f for as long as it is open: another
// process's removeStale can tell the file is being written.
func lock(f *os.File) {
	syscall.Flock(int(f.Fd()), syscall.LOCK_EX|syscall.LOCK_NB)
}

// locked reports whether a process holds the lock of the file at path;
// known is false when that cannot be told.
func locked(path string) (inUse, known bool) {
	f, err := os.OpenFile(path, os.O_RDONLY|syscall.O_NONBLOCK, 0)
	if err != nil {
		return false, false
	}
	defer f.Close() // and with it our own lock
	switch err := syscall.Flock(int(f.Fd()), syscall.LOCK_EX|syscall.LOCK_NB); err {
	case nil:
		return false, true
	case syscall.EWOULDBLOCK:
		return true, true
	}
	return false, false
}
