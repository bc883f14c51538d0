// Package heavytest marks tests that are heavy and single-threaded: data
// round trips of every bundled file, whole-board pictures, PDF renders.
// make test runs every test once without -race or -short, then the tests
// of the packages that start goroutines again under the race detector
// with -short (the Makefile's RACE_PKGS). The detector finds nothing in
// work done on one goroutine, and makes such work five to ten times
// slower, so these tests skip in that second pass. Only tests import it.
package heavytest

import "testing"

// Skip skips t under -short, saying why t adds nothing under the race
// detector (what it does on one goroutine). The test still runs in make
// test's first pass, which has no -short.
func Skip(t testing.TB, why string) {
	t.Helper()
	if testing.Short() {
		t.Skip("heavy and single-threaded (" + why + "): runs in make test's first pass, not under -short -race")
	}
}
