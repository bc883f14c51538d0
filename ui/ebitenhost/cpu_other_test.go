//go:build !unix

package ebitenhost

import "time"

// cpuShare is not measured on this system.
func cpuShare(time.Duration) (float64, bool) { return 0, false }
