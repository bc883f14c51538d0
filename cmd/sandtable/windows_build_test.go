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

	"sandtable/rules/freeplay"
	"sandtable/scenarios"
)

// The Windows build's command line, run under Wine with no display, must
// behave exactly as the Linux build: the same stdout, stderr and exit
// status for list, check, play, replay and state, refusals included, and
// byte-identical saves that each build replays from the other.
//
// The exe is $SANDTABLE_WINDOWS_EXE (make test sets it to what
// scripts/build-windows --exe built, the exe that ships); without it the
// test cross-compiles one (with the mingw-w64 C compiler; minutes on a cold
// build cache). Wine (Debian's wine64) runs it in a prefix the test creates
// once per Wine version under the user's cache directory.
//
// Carriage returns: the program writes "\n" alone on Windows as on Linux
// (Go translates nothing). When Wine's stdout is a terminal, Go sees a
// console and writes through WriteConsoleW, and Wine's console (conhost in
// its tty mode) draws the screen with cursor escapes and "\r\n", to which
// the tty adds its own CR ("\r\r\n" seen under script(1)). The CRs come
// from Wine's console, not from the program: with stdout a pipe, as here,
// Go writes with WriteFile and Wine passes the bytes through, so the test
// compares bytes as they are, with no normalisation at all.

// TestWindowsBuildCLIUnderWine runs the same commands in-process (Linux)
// and with the Windows exe under Wine, each in its own folder holding the
// same inputs under the same relative names, and compares them.
func TestWindowsBuildCLIUnderWine(t *testing.T) {
	w := newWine(t)
	exe := windowsExe(t)
	w.prepare(t)

	// The inputs, read before the test changes folder.
	moves, err := os.ReadFile("testdata/moves.txt")
	if err != nil {
		t.Fatal(err)
	}
	loss, err := os.ReadFile("testdata/vernian-loss.txt")
	if err != nil {
		t.Fatal(err)
	}
	square, _, err := scenarios.BuiltinData("test-square") // its references say builtin: explicitly
	if err != nil {
		t.Fatal(err)
	}
	inputs := map[string]string{
		"moves.txt":        string(moves),
		"vernian-loss.txt": string(loss),
		// A scenario file in a sub-folder: a save in another folder names
		// it relative to itself ("../scen/square.toml"), with slashes on
		// every system.
		"scen/square.toml": string(square),
		"square.txt":       "allies move brit-inf/1 E8\nallies roll 2d6\nallies end-phase\ncentral move ger-inf/1 D3\ncentral roll 1d6\n",
		// Central moves first on test-hex-flat: the allies' move is out
		// of turn, refused citing the rule.
		"refused.txt": "central move ger-inf/1 W0805\n\nallies move brit-inf/1 W0907\n",
		// An unknown key: check names the file, line and key.
		"broken.toml": "format = \"sandtable-counters\"\nversion = 1\nid = \"x\"\nname = \"X\"\ncolour = \"#fff\"\n",
	}
	root := t.TempDir()
	lin, win := filepath.Join(root, "linux"), filepath.Join(root, "windows")
	for _, dir := range []string{lin, win} {
		if err := os.MkdirAll(filepath.Join(dir, "saves"), 0o755); err != nil {
			t.Fatal(err)
		}
		for name, text := range inputs {
			p := filepath.Join(dir, filepath.FromSlash(name))
			if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
				t.Fatal(err)
			}
			if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
				t.Fatal(err)
			}
		}
	}

	// Each step: the command, the exit status the Linux build must give
	// (so that two equally wrong outputs cannot pass) and texts its output
	// must hold. No step names a missing file: that message quotes the
	// system's own ("no such file or directory" on Linux, "Path not
	// found." under Wine 8.0) and its path with the system's separator
	// (scen\maps\x.toml), which differ rightly and are not normalised.
	steps := []struct {
		args []string
		code int
		want []string
	}{
		{[]string{"list"}, 0, []string{"builtin:vernian"}},
		{[]string{"check", "builtin:vernian", "scen/square.toml"}, 0, []string{"scen/square.toml: ok: "}},
		{[]string{"check", "broken.toml"}, 1, []string{"broken.toml:5:1: ", "colour", "1 of 1 files invalid"}},
		{[]string{"play", "builtin:vernian", "--seed", "5", "--script", "vernian-loss.txt", "--save", "vernian.save.toml"}, 0, []string{": EX", "saved 11 actions to vernian.save.toml"}},
		{[]string{"replay", "vernian.save.toml"}, 0, []string{"germans resolve"}},
		{[]string{"state", "vernian.save.toml", "--json"}, 0, []string{`"checksum"`}},
		{[]string{"play", "builtin:test-hex-flat", "--seed", "7", "--script", "moves.txt", "--save", "hexflat.save.toml"}, 0, []string{"saved 6 actions to hexflat.save.toml"}},
		{[]string{"replay", "hexflat.save.toml", "--to", "3"}, 0, []string{"after 3 action(s)"}},
		{[]string{"play", "scen/square.toml", "--seed", "7", "--script", "square.txt", "--save", "saves/square.toml"}, 0, []string{"saved 5 actions to saves/square.toml"}},
		{[]string{"replay", "saves/square.toml"}, 0, []string{"central roll 1d6"}},
		{[]string{"play", "builtin:test-hex-flat", "--script", "refused.txt"}, 1, []string{"refused.txt:3: allies move brit-inf/1 W0907: refused: ", "(" + freeplay.RuleTurn + ")"}},
		{[]string{"frobnicate"}, 2, []string{`unknown command "frobnicate"`}},
	}
	for _, s := range steps {
		l := linuxRun(t, lin, s.args...)
		if l.code != s.code {
			t.Fatalf("Linux %v: exit %d, want %d\n%s%s", s.args, l.code, s.code, l.stdout, l.stderr)
		}
		for _, want := range s.want {
			if !strings.Contains(l.stdout+l.stderr, want) {
				t.Fatalf("Linux %v: output lacks %q:\n%s%s", s.args, want, l.stdout, l.stderr)
			}
		}
		w.compare(t, s.args, l, w.run(t, exe, win, s.args...))
	}

	saves := []string{"vernian.save.toml", "hexflat.save.toml", "saves/square.toml"}
	for _, name := range saves {
		lb, err := os.ReadFile(filepath.Join(lin, filepath.FromSlash(name)))
		if err != nil {
			t.Fatal(err)
		}
		wb, err := os.ReadFile(filepath.Join(win, filepath.FromSlash(name)))
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(lb, wb) {
			t.Errorf("%s differs between the builds: %s", name, firstDiff(string(lb), string(wb)))
		}
	}
	if b, _ := os.ReadFile(filepath.Join(lin, "saves", "square.toml")); !bytes.Contains(b, []byte(`scenario = "../scen/square.toml"`)) {
		t.Errorf("the Linux save does not name its scenario relative to itself with slashes:\n%s", b)
	}

	// Each build replays the other's saves (the same bytes when the check
	// above passed; this also runs when it did not).
	for _, name := range saves {
		args := []string{"replay", name}
		fromWin := linuxRun(t, win, args...)
		fromLin := w.run(t, exe, lin, args...)
		if fromWin.code != 0 {
			t.Errorf("Linux replay of the Windows save %s: exit %d\n%s", name, fromWin.code, fromWin.stderr)
		}
		w.compare(t, append(args, "(each build replaying the other's save)"), fromWin, fromLin)
	}
}

// cliResult is what one run of the command line gave.
type cliResult struct {
	code           int
	stdout, stderr string
}

// linuxRun runs the command line in-process in dir.
func linuxRun(t *testing.T, dir string, args ...string) cliResult {
	t.Helper()
	t.Chdir(dir)
	var out, errOut bytes.Buffer
	code := run(args, &out, &errOut)
	return cliResult{code, out.String(), errOut.String()}
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

// newWine finds Wine, or skips the test saying what is missing.
func newWine(t *testing.T) *wine {
	t.Helper()
	w := &wine{}
	for _, c := range wineCandidates {
		if p, err := exec.LookPath(c); err == nil {
			w.bin = p
			break
		}
	}
	if w.bin == "" {
		t.Skipf("Wine not found (%s): the Windows build's command line is not checked; install Debian's wine64 (scripts/install-deps test tries to)", strings.Join(wineCandidates, ", "))
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

// run runs the Windows exe with args in dir under Wine.
func (w *wine) run(t *testing.T, exe, dir string, args ...string) cliResult {
	t.Helper()
	return w.exec(t, 2*time.Minute, dir, w.bin, append([]string{exe}, args...)...)
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

// compare reports where the Windows run's result differs from Linux's.
func (w *wine) compare(t *testing.T, args []string, lin, win cliResult) {
	t.Helper()
	if lin.code != win.code {
		t.Errorf("%v: exit %d under Wine, %d on Linux\nWine stderr:\n%s", args, win.code, lin.code, win.stderr)
	}
	if lin.stdout != win.stdout {
		t.Errorf("%v: stdout differs: %s", args, firstDiff(lin.stdout, win.stdout))
	}
	if lin.stderr != win.stderr {
		t.Errorf("%v: stderr differs: %s", args, firstDiff(lin.stderr, win.stderr))
	}
}

// firstDiff describes the first line where b (Windows) differs from a
// (Linux).
func firstDiff(a, b string) string {
	al, bl := strings.SplitAfter(a, "\n"), strings.SplitAfter(b, "\n")
	for i := 0; i < len(al) || i < len(bl); i++ {
		var x, y string
		if i < len(al) {
			x = al[i]
		}
		if i < len(bl) {
			y = bl[i]
		}
		if x != y {
			return fmt.Sprintf("line %d:\n  Linux: %q\n  Wine:  %q", i+1, x, y)
		}
	}
	return "(no line differs)"
}

// windowsExe is $SANDTABLE_WINDOWS_EXE, or an exe cross-compiled now into
// a temporary folder, or the test is skipped saying why it cannot be.
func windowsExe(t *testing.T) string {
	t.Helper()
	if p := os.Getenv("SANDTABLE_WINDOWS_EXE"); p != "" {
		p, err := filepath.Abs(p)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := os.Stat(p); err != nil {
			t.Fatalf("SANDTABLE_WINDOWS_EXE: %v", err)
		}
		return p
	}
	// CC by name, as make and scripts/build-windows give it: the go
	// build cache keys cgo packages by it, and a full path would rebuild
	// them all.
	const cc = "x86_64-w64-mingw32-gcc"
	if _, err := exec.LookPath(cc); err != nil {
		t.Skip("SANDTABLE_WINDOWS_EXE is unset and " + cc + " (Debian's gcc-mingw-w64-x86-64) is not on PATH to build the Windows exe: the Windows build's command line is not checked (make test builds the exe and sets the variable)")
	}
	gobin, err := exec.LookPath("go")
	if err != nil {
		t.Fatalf("SANDTABLE_WINDOWS_EXE is unset and go is not on PATH to build the Windows exe: %v", err)
	}
	// The overlay's patched Fyne, as make builds it; a plain build when
	// scripts/overlay cannot make its flags. (make test runs the exe that
	// ships instead: scripts/build-windows --exe.)
	var flags []string
	if out, err := exec.Command("../../scripts/overlay", gobin).Output(); err == nil {
		flags = strings.Fields(string(out))
	} else {
		t.Logf("scripts/overlay: %v: building the exe without the overlay", err)
	}
	exe := filepath.Join(t.TempDir(), "Sandtable.exe")
	timeout := 20 * time.Minute
	if d, ok := t.Deadline(); ok {
		timeout = time.Until(d) - 2*time.Minute
	}
	ctx, cancel := context.WithTimeout(context.Background(), timeout)
	defer cancel()
	cmd := exec.CommandContext(ctx, gobin, append(append([]string{"build"}, flags...), "-o", exe, ".")...)
	cmd.Env = append(os.Environ(), "CGO_ENABLED=1", "GOOS=windows", "GOARCH=amd64", "CC="+cc)
	start := time.Now()
	out, err := cmd.CombinedOutput()
	if ctx.Err() != nil {
		t.Fatalf("SANDTABLE_WINDOWS_EXE is unset, and cross-compiling the Windows exe did not finish in the %v the test's -timeout leaves (a cold go build cache takes about 7 minutes: give go test -timeout 20m, or set SANDTABLE_WINDOWS_EXE to a built exe)\n%s", timeout.Round(time.Second), out)
	}
	if err != nil {
		t.Fatalf("building the Windows exe (%v): %v\n%s", cmd.Args, err, out)
	}
	t.Logf("SANDTABLE_WINDOWS_EXE unset: built %s in %v", exe, time.Since(start).Round(time.Second))
	return exe
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
