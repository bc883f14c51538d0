package app

import (
	"log"
	"strings"
	"testing"

	"fyne.io/fyne/v2/test"
)

// What Fyne and go-gl log when GLFW gives no window (seen on Linux with no
// GLX, and under Wine with no GLX and with OpenGL 1.4): the causes of
// GLFW's failures are kept, other errors logged meanwhile are not.
func TestGLFWCause(t *testing.T) {
	tests := []struct{ name, logged, want string }{
		{"no GLX (Linux)", `2026/11/24 14:05:35 Fyne error:  window creation error
2026/11/24 14:05:35   Cause: APIUnavailable: GLX: GLX extension not found
2026/11/24 14:05:35   At: fyne.io/fyne/v2@v2.8.1/internal/driver/glfw/driver.go:180
2026/11/24 14:05:35 Fyne error:  failed to watch theme settings
2026/11/24 14:05:35   Cause: exec: "dbus-launch": executable file not found in $PATH
2026/11/24 14:05:35   At: fyne.io/fyne/v2@v2.8.1/app/app_xdg.go:152
`, "APIUnavailable: GLX: GLX extension not found"},
		{"OpenGL 1.4 (Windows)", `2026/11/24 14:12:12 Fyne error:  window creation error
2026/11/24 14:12:12   Cause: VersionUnavailable: WGL: Failed to create OpenGL context
2026/11/24 14:12:12   At: fyne.io/fyne/v2@v2.8.1/internal/driver/glfw/driver.go:180
`, "VersionUnavailable: WGL: Failed to create OpenGL context"},
		{"no OpenGL (Windows), logged by go-gl only",
			"2026/11/24 14:10:46 PlatformError: WGL: Failed to set pixel format for dummy context: Invalid window handle. \n",
			"PlatformError: WGL: Failed to set pixel format for dummy context: Invalid window handle."},
		{"GLFW did not start, then no window", `Fyne error:  failed to initialise GLFW
  Cause: PlatformError: X11: The DISPLAY environment variable is missing
  At: x.go:1
Fyne error:  window creation error
  Cause: NotInitialized: The GLFW library is not initialized
`, "PlatformError: X11: The DISPLAY environment variable is missing; NotInitialized: The GLFW library is not initialized"},
		{"only other errors", "Fyne error:  Preferences load error:\n  Cause: EOF\n", ""},
		{"nothing", "", ""},
	}
	for _, tc := range tests {
		if got := glfwCause(tc.logged); got != tc.want {
			t.Errorf("%s: glfwCause = %q, want %q", tc.name, got, tc.want)
		}
	}
}

// The log tap passes what is logged on, keeps it, and gives the logger
// back its writer; a window of a driver without system windows (Fyne's
// test driver) counts as opened.
func TestFyneLogTap(t *testing.T) {
	var out strings.Builder
	prev := log.Writer()
	log.SetOutput(&out)
	defer log.SetOutput(prev)
	tap := tapFyneLog()
	log.Print("Fyne error:  window creation error\n  Cause: VersionUnavailable: x")
	if err := tap.shown(test.NewTempApp(t).NewWindow("x")); err != nil {
		t.Errorf("shown = %v for a test window", err)
	}
	tap.stop()
	log.Print("after")
	if log.Writer() != &out {
		t.Error("the logger's writer was not given back")
	}
	if !strings.Contains(out.String(), "VersionUnavailable") || !strings.Contains(out.String(), "after") {
		t.Errorf("the log was not passed on: %q", out.String())
	}
	if got := glfwCause(tap.logged.String()); got != "VersionUnavailable: x" || strings.Contains(tap.logged.String(), "after") {
		t.Errorf("kept %q", tap.logged.String())
	}
	if !strings.HasPrefix(ErrNoWindow.Error(), "app: ") {
		t.Error("ErrNoWindow does not start with the package name")
	}
}
