//go:build unix

package main

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"syscall"
	"testing"
	"time"
)

// Wine for the tests that run the Windows build (TestWindowsBuild*): found
// on PATH or where Debian's wine64 puts it, run in a prefix made once per
// Wine version (with the bcryptprimitives.dll stub Wine 8.0 lacks) under
// the user's cache directory, locked for one test at a time, and its
// wineserver stopped at the end of each test.

// cliResult is what one run of the command line gave.
type cliResult struct {
	code           int
	stdout, stderr string
}

// wine is a Wine installation and the prefix the test runs it in.
type wine struct {
	bin, server string // wine64 (or wine) and its wineserver
	version     string // wine --version
	prefix      string // WINEPREFIX
}

// wineCandidates are where Wine is looked for: on PATH, then Debian's
// wine64 package, which does not put wine64 on PATH.
var wineCandidates = []string{"wine64", "wine", "/usr/lib/wine/wine64"}

// newWine finds Wine, or skips the test saying what is missing and so what
// (unchecked) goes unchecked.
func newWine(t *testing.T, unchecked string) *wine {
	t.Helper()
	w := &wine{}
	for _, c := range wineCandidates {
		if p, err := exec.LookPath(c); err == nil {
			w.bin = p
			break
		}
	}
	if w.bin == "" {
		t.Skipf("Wine not found (%s): %s not checked; install Debian's wine64 (scripts/install-deps test tries to)", strings.Join(wineCandidates, ", "), unchecked)
	}
	for _, c := range []string{filepath.Join(filepath.Dir(w.bin), "wineserver"), "wineserver", "/usr/lib/wine/wineserver"} {
		if p, err := exec.LookPath(c); err == nil {
			w.server = p
			break
		}
	}
	if w.server == "" {
		t.Fatalf("%s has no wineserver next to it or on PATH", w.bin)
	}
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	out, err := exec.CommandContext(ctx, w.bin, "--version").Output()
	if err != nil {
		t.Fatalf("%s --version: %v", w.bin, err)
	}
	w.version = strings.TrimSpace(string(out))
	return w
}

// env is the environment of every Wine command: no display (the command
// line needs none, and wineboot then opens no window), no Wine debug
// output, no offer to install Mono or Gecko, no menu entries written into
// the user's desktop.
func (w *wine) env() []string {
	var env []string
	for _, kv := range os.Environ() {
		switch k, _, _ := strings.Cut(kv, "="); k {
		case "DISPLAY", "WAYLAND_DISPLAY", "WINEPREFIX", "WINEDEBUG", "WINEDLLOVERRIDES", "WINEARCH":
			continue
		}
		env = append(env, kv)
	}
	return append(env, "WINEPREFIX="+w.prefix, "WINEDEBUG=-all", "WINEARCH=win64",
		"WINEDLLOVERRIDES=mscoree,mshtml=;winemenubuilder.exe=d")
}

// stubSource is the C source of the bcryptprimitives.dll Wine 8.0 lacks.
const stubSource = "testdata/wine/bcryptprimitives.c"

// prepare sets w.prefix to the cached prefix of this Wine version and
// stub, creating it when missing, and holds it locked for the test: two
// test runs at once take turns, so that the wineserver each one stops at
// its end (here, in a cleanup) is never the other's.
func (w *wine) prepare(t *testing.T) {
	t.Helper()
	stub, err := os.ReadFile(stubSource)
	if err != nil {
		t.Fatal(err)
	}
	sum := sha256.Sum256(stub)
	version := strings.Trim(regexp.MustCompile(`[^A-Za-z0-9.-]+`).ReplaceAllString(w.version, "_"), "_")
	name := version + "-stub-" + hex.EncodeToString(sum[:4])
	cache, err := os.UserCacheDir()
	if err != nil {
		cache = t.TempDir()
		t.Logf("no user cache directory (%v): the Wine prefix is made afresh in %s", err, cache)
	}
	dir := filepath.Join(cache, "sandtable", "wine")
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	lockFile(t, filepath.Join(dir, name+".lock"), 5*time.Minute)
	w.prefix = filepath.Join(dir, name)
	if _, err := os.Stat(filepath.Join(w.prefix, "system.reg")); err == nil {
		t.Logf("Wine prefix %s (cached)", w.prefix)
	} else {
		w.create(t, dir, name)
	}
	w.start(t)
}

// start starts the prefix's wineserver, Wine's services and its desktop
// (explorer.exe) for the test's runs, their output kept off any pipe, and
// stops them all at the end of the test. Left to themselves, the server
// ends with the last Wine process and the desktop a second after, so each
// run would start them again; and a desktop started by a run inherits its
// stdout and stderr and holds the pipes open for a second after the
// program has ended.
func (w *wine) start(t *testing.T) {
	t.Helper()
	w.stopServer(t) // one left by a test run that was killed (the lock is ours)
	var desktop *exec.Cmd
	t.Cleanup(func() {
		w.stopServer(t)
		if desktop == nil {
			return
		}
		done := make(chan error, 1)
		go func() { done <- desktop.Wait() }()
		select {
		case <-done:
		case <-time.After(30 * time.Second):
			desktop.Process.Kill()
			<-done
			t.Errorf("%s explorer.exe /desktop: still running 30 s after wineserver -k (killed)", w.bin)
		}
	})
	w.quiet(t, time.Minute, w.server, "--persistent")
	// The desktop runs until the server is stopped (the start.exe that
	// wine runs it with waits for it); its output goes to /dev/null.
	desktop = exec.Command(w.bin, "explorer.exe", "/desktop")
	desktop.Env = w.env()
	if err := desktop.Start(); err != nil {
		desktop = nil
		t.Fatalf("%s explorer.exe /desktop: %v", w.bin, err)
	}
	w.quiet(t, 2*time.Minute, w.bin, "wineboot") // the services
}

// create makes the prefix w.prefix (dir/name) with wineboot, adding the
// bcryptprimitives.dll stub when this Wine has none.
func (w *wine) create(t *testing.T, dir, name string) {
	t.Helper()
	// Made in a temporary folder beside it and renamed into place when
	// complete, so a test stopped half-way leaves no half-made prefix.
	os.RemoveAll(w.prefix) // an incomplete one left by hand
	tmp, err := os.MkdirTemp(dir, name+".tmp-")
	if err != nil {
		t.Fatal(err)
	}
	start := time.Now()
	final := w.prefix
	w.prefix = tmp
	done := false
	defer func() {
		if !done {
			w.stopServer(t)
			os.RemoveAll(tmp)
		}
	}()
	w.quiet(t, 5*time.Minute, w.bin, "wineboot", "--init")
	w.stopServer(t) // before the prefix moves
	dll := filepath.Join(tmp, "drive_c", "windows", "system32", "bcryptprimitives.dll")
	if _, err := os.Stat(dll); errors.Is(err, os.ErrNotExist) {
		// This Wine has no bcryptprimitives.dll (Wine before 8.13): the stub.
		gcc, err := exec.LookPath("x86_64-w64-mingw32-gcc")
		if err != nil {
			t.Fatalf("%s lacks bcryptprimitives.dll, which the Go runtime needs, and x86_64-w64-mingw32-gcc (Debian's gcc-mingw-w64-x86-64) is not on PATH to build the stand-in %s", w.version, stubSource)
		}
		src, _ := filepath.Abs(stubSource)
		if out, err := exec.Command(gcc, "-shared", "-O2", "-o", dll, src, "-ladvapi32").CombinedOutput(); err != nil {
			t.Fatalf("building %s: %v\n%s", stubSource, err, out)
		}
	}
	if err := os.Rename(tmp, final); err != nil {
		t.Fatal(err)
	}
	done = true
	w.prefix = final
	t.Logf("Wine prefix %s created in %v", final, time.Since(start).Round(time.Millisecond))
}

// quiet runs a Wine command that may leave Wine's daemons running, its
// output going to a file (a pipe would be held open by them), shown if it
// fails.
func (w *wine) quiet(t *testing.T, timeout time.Duration, name string, args ...string) {
	t.Helper()
	if err := w.quietErr(timeout, name, args...); err != nil {
		t.Fatal(err)
	}
}

// quietErr is quiet returning the error.
func (w *wine) quietErr(timeout time.Duration, name string, args ...string) error {
	f, err := os.CreateTemp("", "sandtable-wine-*.log")
	if err != nil {
		return err
	}
	defer os.Remove(f.Name())
	defer f.Close()
	ctx, cancel := context.WithTimeout(context.Background(), timeout)
	defer cancel()
	cmd := exec.CommandContext(ctx, name, args...)
	cmd.Env = w.env()
	cmd.Stdout, cmd.Stderr = f, f
	if err := cmd.Run(); err != nil {
		out, _ := os.ReadFile(f.Name())
		return fmt.Errorf("%s %s (WINEPREFIX %s): %v\n%s", name, strings.Join(args, " "), w.prefix, err, out)
	}
	return nil
}

// stopServer ends the prefix's wineserver and every Wine process of it.
func (w *wine) stopServer(t *testing.T) {
	t.Helper()
	// -k fails when no server runs; -w then returns at once.
	w.quietErr(time.Minute, w.server, "-k")
	if err := w.quietErr(time.Minute, w.server, "-w"); err != nil {
		t.Error(err)
	}
}

// exec runs a Wine command in dir with the prefix's environment, killed
// after timeout; stdout and stderr are pipes.
func (w *wine) exec(t *testing.T, timeout time.Duration, dir, name string, args ...string) cliResult {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), timeout)
	defer cancel()
	cmd := exec.CommandContext(ctx, name, args...)
	cmd.Dir = dir
	cmd.Env = w.env()
	cmd.WaitDelay = 10 * time.Second
	var out, errOut bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errOut
	err := cmd.Run()
	if ctx.Err() != nil {
		t.Fatalf("%s %s: no end after %v (killed)\nstdout:\n%s\nstderr:\n%s", name, strings.Join(args, " "), timeout, out.String(), errOut.String())
	}
	code := 0
	if err != nil {
		var exit *exec.ExitError
		if !errors.As(err, &exit) {
			t.Fatalf("%s: %v", name, err)
		}
		code = exit.ExitCode()
	}
	return cliResult{code, out.String(), errOut.String()}
}

// lockFile holds an exclusive lock on path until the test ends, waiting
// at most wait for another test run to let it go.
func lockFile(t *testing.T, path string, wait time.Duration) {
	t.Helper()
	f, err := os.OpenFile(path, os.O_CREATE|os.O_RDWR, 0o644)
	if err != nil {
		t.Fatal(err)
	}
	deadline := time.Now().Add(wait)
	for {
		err := syscall.Flock(int(f.Fd()), syscall.LOCK_EX|syscall.LOCK_NB)
		if err == nil {
			break
		}
		if !errors.Is(err, syscall.EWOULDBLOCK) || time.Now().After(deadline) {
			f.Close()
			t.Fatalf("locking %s (another test run uses the Wine prefix?): %v", path, err)
		}
		time.Sleep(200 * time.Millisecond)
	}
	t.Cleanup(func() { f.Close() }) // closing lets the lock go
}
