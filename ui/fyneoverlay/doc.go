// Package fyneoverlay tests the patched files that Sandtable's builds
// compile in place of Fyne's and sqweek/dialog's own (third_party/overlay,
// scripts/overlay): that they still match the module versions go.mod pins,
// and, under a display, that Fyne's patched event loop sleeps when nothing
// happens yet wakes for everything that should wake it.
//
// It has no code of its own besides this flag.
package fyneoverlay

// overlaid is true in binaries built with the overlay (make test): the
// overlay adds a file that sets it. A plain `go test` leaves it false and
// the loop tests are skipped.
var overlaid bool
