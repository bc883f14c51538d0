// Package heavytest marks the tests that make test's race pass leaves out.
//
// make test runs every test once without -race or -short, then the tests
// of the packages that start goroutines again under the race detector,
// with -short (the Makefile's RACE_PKGS). The detector makes work five to
// ten times slower and finds races only where goroutines meet, so under
// -short a test skips (Skip) when what it adds is work on the test
// goroutine alone: every bundled file round-tripped or drawn, whole
// boards, PDFs, key derivations, dialogs and saves (which tests run in
// turn, not off Fyne's thread). The goroutines such a test starts besides
// (the board's compositor, autosave) meet the test goroutine the same way
// in the tests that stay, which the reason names. Only tests import it.
package heavytest

import "testing"

// Skip skips t under -short, saying why: what t does on the test goroutine
// alone and, where t starts goroutines too, which test runs them under
// -race. The test still runs in make test's first pass, which has no
// -short.
func Skip(t testing.TB, why string) {
	t.Helper()
	if testing.Short() {
		t.Skip("left out of the race pass (-short): " + why + "; it runs in make test's first pass")
	}
}
