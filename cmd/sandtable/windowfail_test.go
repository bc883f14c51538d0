package main

import (
	"errors"
	"fmt"
	"runtime"
	"strings"
	"testing"
	"unicode/utf8"

	"sandtable/ui/app"
)

// The message box a Windows player gets when the window cannot open or
// stops says what failed and what to try, in the player's words, and
// quotes the system's or the program's own words for a bug report.
func TestWindowFailureMessage(t *testing.T) {
	graphics := []string{"graphics driver", "OpenGL 2.1", "Update the graphics driver", "3D acceleration", "Sandtable.exe help"}
	crash := []string{"stopped on an error in the program", "saved after its last move", "offers to bring it back", "Please report this"}
	tests := []struct {
		name      string
		err       error
		title     string
		has, lack []string
	}{
		{
			name:  "no OpenGL 2.1 context (Windows' basic driver)",
			err:   fmt.Errorf("%w: VersionUnavailable: WGL: Failed to create OpenGL context", app.ErrNoWindow),
			title: "Sandtable cannot open its window",
			has:   append(graphics, "What the system said: VersionUnavailable: WGL: Failed to create OpenGL context"),
			lack:  append(crash, "app:"),
		},
		{
			name:  "no OpenGL at all, said only in GLFW's log",
			err:   fmt.Errorf("%w: PlatformError: WGL: Failed to set pixel format for dummy context: Invalid window handle.", app.ErrNoWindow),
			title: "Sandtable cannot open its window",
			has:   append(graphics, "What the system said: PlatformError: WGL: Failed to set pixel format"),
			lack:  crash,
		},
		{
			name:  "no window and nothing logged",
			err:   app.ErrNoWindow,
			title: "Sandtable cannot open its window",
			has:   graphics,
			lack:  []string{"What the system said", "the window could not be opened"},
		},
		{
			name:  "GLFW panics: not initialised",
			err:   &windowPanic{value: errors.New("NotInitialized: The GLFW library is not initialized")},
			title: "Sandtable cannot open its window",
			has:   append(graphics, "The error: NotInitialized: The GLFW library is not initialized"),
			lack:  crash,
		},
		{
			name:  "a bug: index out of range in a handler",
			err:   &windowPanic{value: "runtime error: index out of range [3] with length 0"},
			title: "Sandtable stopped",
			has:   append(crash, "The error: runtime error: index out of range [3] with length 0"),
			lack:  graphics,
		},
		{
			name:  "Run's own error: the bundled game did not load",
			err:   errors.New("app: rules: unknown module (and the bundled game did not load either: x)"),
			title: "Sandtable could not start",
			has:   []string{"could not open its window", "The error: rules: unknown module"},
			lack:  append(append([]string{"app:"}, crash...), graphics...),
		},
	}
	for _, tc := range tests {
		title, text := windowFailure(tc.err)
		if title != tc.title {
			t.Errorf("%s: title %q, want %q", tc.name, title, tc.title)
		}
		for _, s := range tc.has {
			if !strings.Contains(text, s) {
				t.Errorf("%s: the text lacks %q:\n%s", tc.name, s, text)
			}
		}
		for _, s := range tc.lack {
			if strings.Contains(text, s) {
				t.Errorf("%s: the text has %q:\n%s", tc.name, s, text)
			}
		}
		if text != strings.TrimSpace(text) {
			t.Errorf("%s: the text starts or ends with blank space: %q", tc.name, text)
		}
	}
}

// A long panic message is cut short in the box, on a character boundary.
func TestWindowFailureCutsLongDetail(t *testing.T) {
	long := strings.Repeat("é", maxAlertDetail) // two bytes each
	_, text := windowFailure(&windowPanic{value: long})
	if !utf8.ValidString(text) {
		t.Error("the text is not valid UTF-8")
	}
	if !strings.HasSuffix(text, "…") || strings.Contains(text, long) {
		t.Errorf("the detail is not cut short: %d bytes", len(text))
	}
}

// A panic of the window's run comes back as an error with its value and
// the panicking stack; an error comes back as it is.
func TestRunRecovered(t *testing.T) {
	err := runRecovered(func() error { panic("boom") })
	var p *windowPanic
	if !errors.As(err, &p) || p.value != "boom" || err.Error() != "panic: boom" {
		t.Fatalf("runRecovered of a panic = %v", err)
	}
	if !strings.Contains(string(p.stack), "TestRunRecovered") {
		t.Errorf("the stack does not show where it panicked:\n%s", p.stack)
	}
	want := errors.New("x")
	if got := runRecovered(func() error { return want }); got != want {
		t.Errorf("runRecovered of an error = %v", got)
	}
	if got := runRecovered(func() error { return nil }); got != nil {
		t.Errorf("runRecovered of success = %v", got)
	}
}

// Off Windows the message box is not shown (alert does nothing): what
// openWindow prints on stderr is the whole report, and it returns 1.
func TestOpenWindowReportsFailureOnStderr(t *testing.T) {
	if runtime.GOOS == "windows" {
		t.Skip("on Windows openWindow shows a message box, which waits for a click")
	}
	t.Setenv("DISPLAY", ":999") // display.Missing must let it through; nothing opens one
	t.Setenv("GOGC", "100")     // boundGoMemory leaves the test's collector alone
	t.Setenv("GOMEMLIMIT", "1GiB")
	t.Setenv("SANDTABLE_HEAPPROFILE", "")
	var errOut strings.Builder
	noGL := fmt.Errorf("%w: APIUnavailable: GLX: GLX extension not found", app.ErrNoWindow)
	if got := openWindow(&errOut, func() error { return noGL }); got != 1 {
		t.Errorf("status %d for a window that could not open, want 1", got)
	}
	if want := "sandtable: app: the window could not be opened: APIUnavailable: GLX: GLX extension not found\n"; errOut.String() != want {
		t.Errorf("stderr %q, want %q", errOut.String(), want)
	}
	errOut.Reset()
	if got := openWindow(&errOut, func() error { panic("boom") }); got != 1 {
		t.Errorf("status %d for a panic, want 1", got)
	}
	if out := errOut.String(); !strings.HasPrefix(out, "sandtable: panic: boom\n\ngoroutine ") || !strings.Contains(out, "TestOpenWindowReportsFailureOnStderr") {
		t.Errorf("stderr for a panic: %q", out)
	}
}
