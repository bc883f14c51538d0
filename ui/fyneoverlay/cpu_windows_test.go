package fyneoverlay

import (
	"time"

	"golang.org/x/sys/windows"
)

// processCPU is the CPU time (user and kernel) the process used so far.
func processCPU() (time.Duration, error) {
	var created, exited, kernel, user windows.Filetime
	if err := windows.GetProcessTimes(windows.CurrentProcess(), &created, &exited, &kernel, &user); err != nil {
		return 0, err
	}
	// Filetimes count 100 ns steps.
	steps := func(f windows.Filetime) int64 { return int64(f.HighDateTime)<<32 | int64(f.LowDateTime) }
	return time.Duration(steps(kernel)+steps(user)) * 100, nil
}
