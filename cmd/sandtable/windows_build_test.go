//go:build unix

package main

import (
	"bytes"
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"sandtable/internal/textdiff"
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
	w := newWine(t, "the Windows build's command line is")
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
		{[]string{"check", "broken.toml"}, 1, []string{"broken.toml:5:1: ", "colour", "1 of 1 file invalid"}},
		{[]string{"play", "builtin:vernian", "--seed", "5", "--script", "vernian-loss.txt", "--save", "vernian.save.toml"}, 0, []string{": EX", "saved 11 actions to vernian.save.toml"}},
		{[]string{"replay", "vernian.save.toml"}, 0, []string{"germans resolve"}},
		{[]string{"state", "vernian.save.toml", "--json"}, 0, []string{`"checksum"`}},
		{[]string{"play", "builtin:test-hex-flat", "--seed", "7", "--script", "moves.txt", "--save", "hexflat.save.toml"}, 0, []string{"saved 6 actions to hexflat.save.toml"}},
		{[]string{"replay", "hexflat.save.toml", "--to", "3"}, 0, []string{"after 3 actions"}},
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
			t.Errorf("%s differs between the builds: %s", name, textdiff.FirstLine("Linux", string(lb), "Wine", string(wb)))
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

// linuxRun runs the command line in-process in dir.
func linuxRun(t *testing.T, dir string, args ...string) cliResult {
	t.Helper()
	t.Chdir(dir)
	var out, errOut bytes.Buffer
	code := run(args, &out, &errOut)
	return cliResult{code, out.String(), errOut.String()}
}

// run runs the Windows exe with args in dir under Wine.
func (w *wine) run(t *testing.T, exe, dir string, args ...string) cliResult {
	t.Helper()
	return w.exec(t, 2*time.Minute, dir, w.bin, append([]string{exe}, args...)...)
}

// compare reports where the Windows run's result differs from Linux's.
func (w *wine) compare(t *testing.T, args []string, lin, win cliResult) {
	t.Helper()
	if lin.code != win.code {
		t.Errorf("%v: exit %d under Wine, %d on Linux\nWine stderr:\n%s", args, win.code, lin.code, win.stderr)
	}
	if lin.stdout != win.stdout {
		t.Errorf("%v: stdout differs: %s", args, textdiff.FirstLine("Linux", lin.stdout, "Wine", win.stdout))
	}
	if lin.stderr != win.stderr {
		t.Errorf("%v: stderr differs: %s", args, textdiff.FirstLine("Linux", lin.stderr, "Wine", win.stderr))
	}
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
