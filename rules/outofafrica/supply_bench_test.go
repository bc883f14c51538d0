package outofafrica

import "testing"

// BenchmarkSupplyBoth works out both alliances' supply from scratch (the
// cache forgotten), as after a move: PLAN.md §9 asks < 5 ms on the
// bundled map; this is the test map until the bundled scenario exists.
func BenchmarkSupplyBoth(b *testing.B) {
	st := newTestState(b)
	for b.Loop() {
		supplyCache.Forget()
		st.suppliedBySide()
	}
}

// BenchmarkViewSupplyMarks is a side's view, every unit's supply mark
// read from the cache.
func BenchmarkViewSupplyMarks(b *testing.B) {
	st := newTestState(b)
	for b.Loop() {
		st.View(AP)
	}
}
