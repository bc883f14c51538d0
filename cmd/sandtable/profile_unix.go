//go:build unix

package main

import (
	"fmt"
	"os"
	"os/signal"
	"runtime"
	"runtime/pprof"
	"syscall"
)

// heapProfileOnSignal writes a heap profile to the file named by
// SANDTABLE_HEAPPROFILE each time the process gets SIGUSR1: how memory is
// measured while the window runs (scripts/measure-gui reads RSS from
// outside; this says what the Go part of it is).
func heapProfileOnSignal() {
	path := os.Getenv("SANDTABLE_HEAPPROFILE")
	if path == "" {
		return
	}
	sig := make(chan os.Signal, 1)
	signal.Notify(sig, syscall.SIGUSR1)
	go func() {
		for range sig {
			runtime.GC()
			f, err := os.Create(path)
			if err != nil {
				fmt.Fprintf(os.Stderr, "sandtable: heap profile: %v\n", err)
				continue
			}
			if err := pprof.WriteHeapProfile(f); err != nil {
				fmt.Fprintf(os.Stderr, "sandtable: heap profile: %v\n", err)
			}
			f.Close()
		}
	}()
}
