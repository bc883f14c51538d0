//go:build !unix

package main

import (
	"fmt"
	"os"
)

// heapProfileOnSignal is the Unix way to take heap profiles of a running
// window (SIGUSR1, profile_unix.go); other systems have no such signal, so
// SANDTABLE_HEAPPROFILE only says so.
func heapProfileOnSignal() {
	if os.Getenv("SANDTABLE_HEAPPROFILE") != "" {
		fmt.Fprintln(os.Stderr, "sandtable: SANDTABLE_HEAPPROFILE needs SIGUSR1, which this system does not have; no heap profiles")
	}
}
