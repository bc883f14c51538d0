package main

import (
	"os"
	"runtime/debug"
	"runtime/metrics"
	"time"
)

// Resident memory of the desktop client: the board's pictures come and go
// in large buffers (Ebiten copies every picture it reads back, 3.4 MB a
// frame at 1600x1000), so a zoom or a pan makes garbage fast. Left alone
// the Go heap grew to twice what is live and kept those pages; measured on
// the bundled scenario at 1600x1000 (scripts/measure-gui --zoom), the
// largest resident size while zooming was 255-260 MB with GOGC=50 alone,
// 232 MB with the limit below.
const (
	// gcPercent: collect when the heap has grown by half, not doubled.
	gcPercent = 50
	// minGoLimit is the least soft limit on the Go runtime's memory.
	minGoLimit = 48 << 20
	// limitEvery is how often the limit follows the live heap.
	limitEvery = 2 * time.Second
)

// boundGoMemory makes the Go runtime collect sooner and give freed pages
// back to the system: GOGC 50, and a soft memory limit that follows the
// live heap (goLimit). GOGC or GOMEMLIMIT in the environment overrule it.
func boundGoMemory() {
	if os.Getenv("GOGC") == "" {
		debug.SetGCPercent(gcPercent)
	}
	if os.Getenv("GOMEMLIMIT") != "" {
		return
	}
	sample := []metrics.Sample{{Name: "/gc/heap/live:bytes"}}
	follow := func() {
		metrics.Read(sample)
		if sample[0].Value.Kind() == metrics.KindUint64 {
			debug.SetMemoryLimit(goLimit(sample[0].Value.Uint64()))
		}
	}
	follow()
	go func() {
		for range time.Tick(limitEvery) {
			follow()
		}
	}()
}

// goLimit is the soft limit on the Go runtime's memory for a live heap of
// the given size: room for a third more and 12 MB of pictures in flight,
// and never under minGoLimit. It follows the live heap so that a large
// game (a designer's 5,000-hex map) does not make the collector run
// without end, as a fixed limit below its live heap would.
func goLimit(live uint64) int64 {
	return max(minGoLimit, int64(live+live/3)+12<<20)
}
