//go:build unix

package main

import (
	"fmt"
	"os"
	"os/signal"
	"runtime"
	"runtime/metrics"
	"runtime/pprof"
	"syscall"
	"time"
)

// heapProfileOnSignal writes a heap profile to the file named by
// SANDTABLE_HEAPPROFILE each time the process gets SIGUSR1: how memory is
// measured while the window runs (scripts/measure-gui reads RSS from
// outside; this says what the Go part of it is). It also writes, to that
// name with ".peak" added, the profile of the largest live heap seen so
// far (peakHeapProfiles): what a passing spike held, which a profile taken
// on request, after the spike, would not show.
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
			writeHeapProfile(path)
		}
	}()
	go peakHeapProfiles(path+".peak", peakEvery)
}

// peakEvery is how often peakHeapProfiles looks at the live heap.
const peakEvery = 20 * time.Millisecond

// peakStep is how much the live heap must pass its last peak by before
// another peak profile is written (a profile costs a few milliseconds).
const peakStep = 1 << 20

// peakHeapProfiles writes a heap profile to path whenever the live heap
// after a collection passes the largest seen so far by peakStep: a heap
// profile shows the heap as of the last collection, so one written just
// after that collection shows what was live at the peak.
func peakHeapProfiles(path string, every time.Duration) {
	sample := []metrics.Sample{{Name: "/gc/heap/live:bytes"}}
	var peak uint64
	for range time.Tick(every) {
		metrics.Read(sample)
		if sample[0].Value.Kind() != metrics.KindUint64 {
			return
		}
		if live := sample[0].Value.Uint64(); live > peak+peakStep {
			peak = live
			writeHeapProfile(path)
		}
	}
}

// writeHeapProfile writes the heap profile to path, saying on stderr why
// it could not.
func writeHeapProfile(path string) {
	f, err := os.Create(path)
	if err != nil {
		fmt.Fprintf(os.Stderr, "sandtable: heap profile: %v\n", err)
		return
	}
	if err := pprof.WriteHeapProfile(f); err != nil {
		fmt.Fprintf(os.Stderr, "sandtable: heap profile: %v\n", err)
	}
	f.Close()
}
