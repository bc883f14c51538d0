package app

import (
	"os"
	"testing"
	"time"

	"sandtable/ui/boardview"
)

// TestMain keeps work scheduled for later (boardview.Later: ShowCell's
// flash going, a counter preview after the last keystroke) from running
// during another test: Fyne's test driver would run it on the timer's
// goroutine, touching widgets while the next test does. Tests that need
// such work done ask for it with delay 0, which runs at once. Work done
// off Fyne's thread in the program (offThread) is done at once too, for
// the same reason.
func TestMain(m *testing.M) {
	boardview.Later = func(d time.Duration, fn func()) {
		if d == 0 {
			fn()
		}
	}
	offThread = func(work func() error, done func(error)) { done(work()) }
	os.Exit(m.Run())
}
