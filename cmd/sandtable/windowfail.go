package main

import (
	"errors"
	"fmt"
	"runtime/debug"
	"strings"
	"unicode/utf8"

	"sandtable/ui/app"
)

// A double-clicked Sandtable.exe has no console: what the window's run
// prints on stderr when it cannot start, or stops on an error, reaches no
// one there. So openWindow also tells it in a message box (alert_windows.go;
// elsewhere stderr is read where the program was started, and alert does
// nothing), in the words of windowFailure.

// windowPanic is a panic of the window's run, recovered in openWindow.
type windowPanic struct {
	value any    // what was passed to panic
	stack []byte // the panicking goroutine's stack
}

func (p *windowPanic) Error() string { return fmt.Sprintf("panic: %v", p.value) }

// runRecovered runs the window (runWindow) and returns its error, or the
// panic that stopped it as a *windowPanic. Fyne runs its loop on the main
// goroutine, inside runWindow: a panic there (in GLFW's calls or
// callbacks, in Fyne, in Sandtable's handlers that Fyne calls) comes up
// through this call. A panic on another goroutine still ends the program
// as Go does.
func runRecovered(runWindow func() error) (err error) {
	defer func() {
		if r := recover(); r != nil {
			err = &windowPanic{value: r, stack: debug.Stack()}
		}
	}()
	return runWindow()
}

// maxAlertDetail bounds the system's words quoted in a message box.
const maxAlertDetail = 600

// windowFailure is the title and text of the message box that tells a
// player why the window did not open or stopped (err from runRecovered):
// what failed, what to try, then the system's or the program's own words
// for a bug report.
func windowFailure(err error) (title, text string) {
	detail := strings.TrimPrefix(err.Error(), "app: ")
	var p *windowPanic
	panicked := errors.As(err, &p)
	switch {
	case panicked:
		detail = fmt.Sprint(p.value)
	case errors.Is(err, app.ErrNoWindow):
		// Only the system's words: the text says the rest.
		_, detail, _ = strings.Cut(err.Error(), app.ErrNoWindow.Error())
		detail = strings.TrimPrefix(detail, ": ")
	}
	if len(detail) > maxAlertDetail {
		n := maxAlertDetail
		for n > 0 && !utf8.RuneStart(detail[n]) {
			n--
		}
		detail = detail[:n] + "…"
	}
	switch {
	case errors.Is(err, app.ErrNoWindow) || graphicsFailure(detail):
		title = "Sandtable cannot open its window"
		text = "Sandtable could not open its window: it draws with OpenGL 2.1 or later, " +
			"and the graphics driver of this computer did not provide it.\n\n" +
			"What to try:\n" +
			"• Update the graphics driver, from the maker of this computer or of its graphics " +
			"chip (Intel, AMD or NVIDIA). The basic display driver that Windows installs by itself " +
			"has only OpenGL 1.1.\n" +
			"• In a virtual machine, turn on its 3D acceleration. Over Remote Desktop, run " +
			"Sandtable on the computer itself.\n\n" +
			"The commands that need no window still work: type \"Sandtable.exe help | more\" " +
			"in a Command Prompt in this folder.\n\n"
		switch {
		case panicked:
			text += "The error: " + detail
		case detail != "":
			text += "What the system said: " + detail
		}
	case panicked:
		title = "Sandtable stopped"
		text = "Sandtable stopped on an error in the program. Its window closes when you press OK.\n\n" +
			"The game in play was saved after its last move: when Sandtable starts again, " +
			"it offers to bring it back. Changes to a design since it was last saved are lost.\n\n" +
			"Please report this, with the error below and what you were doing.\n\n" +
			"The error: " + detail
	default:
		title = "Sandtable could not start"
		text = "Sandtable could not open its window.\n\nThe error: " + detail
	}
	return title, strings.TrimSpace(text)
}

// graphicsFailure reports whether msg, an error's or a panic's text, is
// GLFW's or OpenGL's: the graphics driver is missing or cannot give
// OpenGL 2.1 (GLFW's error codes, and the names of the system's OpenGL
// layers in its messages).
func graphicsFailure(msg string) bool {
	for _, w := range []string{"APIUnavailable", "VersionUnavailable", "FormatUnavailable",
		"NotInitialized", "WGL:", "GLX:", "EGL:", "OpenGL"} {
		if strings.Contains(msg, w) {
			return true
		}
	}
	return false
}
