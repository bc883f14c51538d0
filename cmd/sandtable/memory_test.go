package main

import "testing"

func TestGoLimitFollowsLiveHeap(t *testing.T) {
	const mb = 1 << 20
	for _, c := range []struct {
		live uint64
		want int64
	}{
		{0, 48 * mb},         // a fresh start: the floor
		{27 * mb, 48 * mb},   // the bundled game (27*4/3+12 = 48)
		{30 * mb, 52 * mb},   // 30 + 10 + 12
		{300 * mb, 412 * mb}, // a large game: a third more + 12, never below live
	} {
		if got := goLimit(c.live); got != c.want {
			t.Errorf("goLimit(%d MB) = %d MB, want %d MB", c.live/mb, got/mb, c.want/mb)
		}
	}
}

// The free heap is given back once the program goes idle (no collection
// between two looks), once per idle spell, and only when there is enough
// of it: not while work goes on, and not again after the collection that
// giving it back runs itself.
func TestIdleReleaseOncePerIdleSpell(t *testing.T) {
	const mb = 1 << 20
	var r idleRelease
	for i, step := range []struct {
		gcs, free uint64
		want      bool
	}{
		{0, 20 * mb, false}, // the first look, at the start: nothing to compare
		{1, 20 * mb, false}, // collections running: busy
		{5, 20 * mb, false}, // still busy
		{5, 20 * mb, true},  // none since the last look: idle, give back
		{6, 1 * mb, false},  // FreeOSMemory's own collection
		{6, 1 * mb, false},  // idle again, but nothing left to give
		{6, 1 * mb, false},
		{9, 12 * mb, false}, // work again
		{9, 12 * mb, true},  // idle again: a new spell
		{9, 12 * mb, false}, // given back once per spell
		{12, 3 * mb, false},
		{12, 3 * mb, false}, // idle with under releaseAtLeast free
	} {
		if got := r.due(step.gcs, step.free); got != step.want {
			t.Errorf("look %d (%d collections, %d MB free): due %v, want %v", i+1, step.gcs, step.free/mb, got, step.want)
		}
	}
}
