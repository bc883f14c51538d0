//go:build windows

package main

import (
	"runtime"
	"strings"

	"golang.org/x/sys/windows"
)

// alert shows title and text in a Windows message box with an error icon
// and an OK button, and returns when it is closed. It runs on an OS thread
// of its own: the main thread may be the one that GLFW's window lives on,
// left in the middle of a call by a recovered panic, and a message box
// dispatches its thread's messages (its window is nobody's child, so it
// takes none of the main thread's).
func alert(title, text string) {
	done := make(chan struct{})
	go func() {
		defer close(done)
		// Never unlocked: the thread ends with this goroutine.
		runtime.LockOSThread()
		t, err := windows.UTF16PtrFromString(strings.ReplaceAll(text, "\x00", ""))
		if err != nil {
			return
		}
		c, err := windows.UTF16PtrFromString(strings.ReplaceAll(title, "\x00", ""))
		if err != nil {
			return
		}
		windows.MessageBox(0, t, c, windows.MB_OK|windows.MB_ICONERROR|windows.MB_SETFOREGROUND|windows.MB_TOPMOST)
	}()
	<-done
}
