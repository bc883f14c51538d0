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
