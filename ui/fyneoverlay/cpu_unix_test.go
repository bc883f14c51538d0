//go:build unix

package fyneoverlay

import (
	"syscall"
	"time"
)

// processCPU is the CPU time (user and system) the process used so far.
func processCPU() (time.Duration, error) {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0, err
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano()), nil
}
