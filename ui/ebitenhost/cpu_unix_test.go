//go:build unix

package ebitenhost

import (
	"syscall"
	"time"
)

// cpuShare is the share of one core the process used over span.
func cpuShare(span time.Duration) (float64, bool) {
	used := func() (time.Duration, bool) {
		var ru syscall.Rusage
		if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
			return 0, false
		}
		return time.Duration(ru.Utime.Nano() + ru.Stime.Nano()), true
	}
	u0, ok := used()
	if !ok {
		return 0, false
	}
	t0 := time.Now()
	time.Sleep(span)
	u1, _ := used()
	return float64(u1-u0) / float64(time.Since(t0)), true
}
