package main

import (
	"bufio"
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
	"time"
)

// runMainEnv makes the test binary run the program itself (run with its
// arguments) instead of the tests: the window needs the main goroutine,
// which a test does not have.
const runMainEnv = "SANDTABLE_TEST_RUN_MAIN"

func TestMain(m *testing.M) {
	if os.Getenv(runMainEnv) == "1" {
		os.Exit(run(os.Args[1:], os.Stdout, os.Stderr))
	}
	os.Exit(m.Run())
}

// On a display without OpenGL, GLFW cannot make the window: Fyne only
// logged it and then waited for ever with nothing on the screen (on
// Windows, where a double-click has no console, a process left running
// and nothing seen). The program must say so and exit with status 1. An X
// server without its GLX extension stands in for a computer without an
// OpenGL driver.
func TestWindowWithoutOpenGLSaysSoAndExits(t *testing.T) {
	if runtime.GOOS != "linux" {
		t.Skip("needs an X server (Xvfb) to start without GLX")
	}
	xvfb, err := exec.LookPath("Xvfb")
	if err != nil {
		t.Skip("Xvfb is not installed (Debian package xvfb; make test installs it)")
	}
	display := startXvfbWithoutGLX(t, xvfb)
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	home := t.TempDir()
	cmd := exec.CommandContext(ctx, os.Args[0])
	cmd.Env = append(os.Environ(), runMainEnv+"=1", "DISPLAY="+display, "WAYLAND_DISPLAY=",
		"HOME="+home, "XDG_CONFIG_HOME="+filepath.Join(home, "config"), "SANDTABLE_COMPOSITOR=software")
	var errOut strings.Builder
	cmd.Stderr = &errOut
	err = cmd.Run()
	if ctx.Err() != nil {
		t.Fatalf("the program was still running after 60 s on a display without OpenGL; stderr:\n%s", errOut.String())
	}
	if code := cmd.ProcessState.ExitCode(); code != 1 {
		t.Errorf("exit status %d (%v), want 1", code, err)
	}
	want := "sandtable: app: the window could not be opened: APIUnavailable: GLX: GLX extension not found\n"
	if !strings.HasSuffix(errOut.String(), want) {
		t.Errorf("stderr does not end with %q:\n%s", want, errOut.String())
	}
}

// startXvfbWithoutGLX starts an X server without the GLX extension on a
// free display, stopped when the test ends, and returns its name (":N").
func startXvfbWithoutGLX(t *testing.T, xvfb string) string {
	r, w, err := os.Pipe()
	if err != nil {
		t.Fatal(err)
	}
	defer r.Close()
	x := exec.Command(xvfb, "-displayfd", "3", "-extension", "GLX", "-screen", "0", "640x480x24", "-nolisten", "tcp")
	x.ExtraFiles = []*os.File{w}
	if err := x.Start(); err != nil {
		t.Fatal(err)
	}
	w.Close()
	t.Cleanup(func() { x.Process.Kill(); x.Wait() })
	line := make(chan string, 1)
	go func() {
		s, _ := bufio.NewReader(r).ReadString('\n')
		line <- strings.TrimSpace(s)
	}()
	select {
	case n := <-line:
		if n == "" {
			t.Fatal("Xvfb exited without giving its display number")
		}
		return ":" + n
	case <-time.After(20 * time.Second):
		t.Fatal("Xvfb gave no display number in 20 s")
	}
	return ""
}
