package app

import "fyne.io/fyne/v2"

// offThread runs work off Fyne's thread (writing a PDF, seconds for a
// large map; drawing the start screen's map picture), then done with its
// error on Fyne's thread. Tests run both at once, in turn (main_test.go):
// Fyne's test driver runs fyne.Do on the calling goroutine, which would
// touch the widgets while the test reads them.
var offThread = func(work func() error, done func(error)) {
	go func() {
		err := work()
		fyne.Do(func() { done(err) })
	}()
}
