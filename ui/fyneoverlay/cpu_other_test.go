//go:build !unix && !windows

package fyneoverlay

import (
	"errors"
	"time"
)

// processCPU is not measured on this system.
func processCPU() (time.Duration, error) {
	return 0, errors.New("no process CPU time on this system")
}
