package main

import (
	"os"
	"runtime/debug"
	"runtime/metrics"
	"time"
)

// Resident memory of the desktop client: the board's pictures come and go
// in large buffers (map tiles, 256 KB each, drawn and uploaded by the
// hundred at every zoom step), so a zoom or a pan makes garbage fast. Left
// alone the Go heap grew to twice what is live and kept those pages;
// measured on the bundled scenario at 1600x1000 (scripts/measure-gui
// --zoom), the largest resident size while zooming was 255-260 MB with
// GOGC=50 alone, 232 MB with the limit below. Over a whole game with
// zooming (measure-gui --long, 1280x1024), GOGC 25 rather than 50 took the
// peak from 240-250 to 234-240 MB for no CPU time that runs could tell
// apart (the GC's own: 6.4 s against 8.3 s of 90-100 s).
const (
	// gcPercent: collect when the heap has grown by a quarter.
	gcPercent = 25
	// minGoLimit is the least soft limit on the Go runtime's memory.
	minGoLimit = 48 << 20
	// limitEvery is how often the limit follows the live heap.
	limitEvery = 2 * time.Second
	// releaseAtLeast is the least free heap worth giving back to the
	// system when the program goes idle (idleRelease).
	releaseAtLeast = 4 << 20
)

// boundGoMemory makes the Go runtime collect sooner and give freed pages
// back to the system: GOGC 25, a soft memory limit that follows the live
// heap (goLimit), and the free heap given back at once when the program
// goes idle (idleRelease). GOGC or GOMEMLIMIT in the environment overrule
// the first two.
func boundGoMemory() {
	if os.Getenv("GOGC") == "" {
		debug.SetGCPercent(gcPercent)
	}
	limit := os.Getenv("GOMEMLIMIT") == ""
	sample := []metrics.Sample{{Name: "/gc/heap/live:bytes"}, {Name: "/gc/cycles/total:gc-cycles"}, {Name: "/memory/classes/heap/free:bytes"}}
	var idle idleRelease
	follow := func() {
		metrics.Read(sample)
		for _, s := range sample {
			if s.Value.Kind() != metrics.KindUint64 {
				return
			}
		}
		if limit {
			debug.SetMemoryLimit(goLimit(sample[0].Value.Uint64()))
		}
		if idle.due(sample[1].Value.Uint64(), sample[2].Value.Uint64()) {
			debug.FreeOSMemory()
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

// idleRelease says when to give the heap's free pages back to the system
// at once (debug.FreeOSMemory) rather than over minutes: when the program
// has gone idle, no collection having run between two looks (no frame
// drawn, no action applied), with at least releaseAtLeast bytes free, once
// per idle spell. After a game's last zoom the Go heap kept 10-15 MB free
// that no one would use until the next action.
type idleRelease struct {
	looked   bool   // the first look was taken
	gcs      uint64 // collections so far at the last look
	released bool   // given back in this idle spell
}

// due is told, at each look, the collections so far and the free heap's
// bytes, and reports whether to give the free heap back now.
func (r *idleRelease) due(gcs, free uint64) bool {
	idle := r.looked && gcs == r.gcs
	r.looked, r.gcs = true, gcs
	switch {
	case !idle:
		// Work goes on (or FreeOSMemory's own collection ran): a new
		// idle spell may give back again.
		r.released = false
		return false
	case r.released || free < releaseAtLeast:
		return false
	}
	r.released = true
	return true
}
