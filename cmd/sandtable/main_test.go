package main

import (
	"bytes"
	"image/png"
	"os"
	"path/filepath"
	"regexp"
	"runtime"
	"strings"
	"testing"

	"sandtable/counters"
	"sandtable/maps"
	"sandtable/scenarios"
)

// sandtable runs the CLI in-process and returns its exit status and output.
func sandtable(t *testing.T, args ...string) (int, string, string) {
	t.Helper()
	var out, errOut bytes.Buffer
	code := run(args, &out, &errOut)
	return code, out.String(), errOut.String()
}

func TestCheckEveryBundledFile(t *testing.T) {
	var args []string
	for _, n := range maps.BuiltinNames() {
		args = append(args, "builtin:maps/"+n)
	}
	for _, n := range counters.BuiltinNames() {
		args = append(args, "builtin:counters/"+n)
	}
	for _, n := range scenarios.BuiltinNames() {
		args = append(args, "builtin:scenarios/"+n)
	}
	if len(args) < 9 {
		t.Fatalf("only %d bundled files; want at least 4 maps, 1 counter set, 4 scenarios", len(args))
	}
	code, out, errOut := sandtable(t, append([]string{"check"}, args...)...)
	if code != 0 {
		t.Fatalf("check of bundled files: exit %d\n%s", code, errOut)
	}
	lines := strings.Split(strings.TrimSpace(out), "\n")
	if len(lines) != len(args) {
		t.Fatalf("want one summary line per file (%d), got %d:\n%s", len(args), len(lines), out)
	}
	for i, l := range lines {
		if !strings.HasPrefix(l, args[i]+": ok: ") {
			t.Errorf("line %d = %q, want it to start with %q", i, l, args[i]+": ok: ")
		}
	}
}

// writeFile puts text in a file under a temporary directory.
func writeFile(t *testing.T, dir, name, text string) string {
	t.Helper()
	p := filepath.Join(dir, name)
	if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	return p
}

func TestCheckBrokenFilesNameFileLineAndColumn(t *testing.T) {
	dir := t.TempDir()
	cases := []struct {
		name, text string
		wantLine   string // regexp the error line must match
	}{
		{"unknown-key.toml", "format = \"sandtable-counters\"\nversion = 1\nid = \"x\"\nname = \"X\"\ncolour = \"#fff\"\n",
			`unknown-key\.toml:5:1: .*colour`},
		{"syntax.toml", "format = \"sandtable-map\"\nversion = 1\nid = \"m\"\nname = [\n",
			`syntax\.toml:\d+:\d+: `},
		{"missing-cell.toml", `format = "sandtable-scenario"
version = 1
id = "s"
name = "S"
module = "freeplay"
maps = ["builtin:test-square"]
counters = ["builtin:test"]
sides = ["allies", "central"]

[[setup]]
unit = "br-inf"
at = "Z99"
`, `missing-cell\.toml:12:\d+: setup\[0\]\.at: .*Z99`},
		{"missing-map.toml", `format = "sandtable-scenario"
version = 1
id = "s"
name = "S"
module = "freeplay"
maps = ["no-such-map.toml"]
counters = ["builtin:test"]
sides = ["allies", "central"]
`, `missing-map\.toml:6:\d+: maps\[0\]: .*no-such-map\.toml`},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			p := writeFile(t, dir, c.name, c.text)
			code, out, errOut := sandtable(t, "check", p)
			if code != 1 {
				t.Fatalf("exit %d, want 1; stdout %q stderr %q", code, out, errOut)
			}
			if !regexp.MustCompile(c.wantLine).MatchString(errOut) {
				t.Errorf("stderr does not match %q:\n%s", c.wantLine, errOut)
			}
		})
	}
}

func TestCheckMixedGoodAndBad(t *testing.T) {
	p := writeFile(t, t.TempDir(), "bad.toml", "format = \"sandtable-nonsense\"\nversion = 1\n")
	code, out, errOut := sandtable(t, "check", "builtin:test-square", p)
	if code != 1 {
		t.Fatalf("exit %d, want 1", code)
	}
	if !strings.Contains(out, "builtin:test-square: ok: ") {
		t.Errorf("the good file's summary is missing: %q", out)
	}
	if !strings.Contains(errOut, "bad.toml:1:") || !strings.Contains(errOut, "1 of 2 files invalid") {
		t.Errorf("stderr = %q", errOut)
	}
}

func TestRenderWritesPNGOfRequestedSize(t *testing.T) {
	dir := t.TempDir()
	out := filepath.Join(dir, "board.png")
	code, stdout, errOut := sandtable(t, "render", "builtin:test-hex-pointy", "-o", out, "--size", "640x480")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	f, err := os.Open(out)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	img, err := png.Decode(f)
	if err != nil {
		t.Fatalf("output is not a PNG: %v", err)
	}
	if b := img.Bounds(); b.Dx() != 640 || b.Dy() != 480 {
		t.Errorf("size %dx%d, want 640x480", b.Dx(), b.Dy())
	}
	if !strings.Contains(stdout, "640×480") {
		t.Errorf("stdout %q does not report the size", stdout)
	}
	if fi, err := os.Stat(out); err != nil || fi.Mode().Perm() != 0o644 {
		t.Errorf("output mode: %v %v, want -rw-r--r--", fi.Mode(), err)
	}
	left, _ := filepath.Glob(filepath.Join(dir, ".*.tmp"))
	if len(left) > 0 {
		t.Errorf("temporary files left behind: %v", left)
	}
}

func TestRenderFailuresKeepExistingOutput(t *testing.T) {
	dir := t.TempDir()
	out := writeFile(t, dir, "keep.png", "precious")
	bad := writeFile(t, dir, "bad.toml", "format = \"sandtable-scenario\"\nversion = 1\nid = 3\n")
	if code, _, errOut := sandtable(t, "render", bad, "-o", out); code != 1 || !strings.Contains(errOut, "bad.toml:3:") {
		t.Errorf("render of a broken scenario: exit %d, stderr %q; want 1 and bad.toml:3:", code, errOut)
	}
	if b, _ := os.ReadFile(out); string(b) != "precious" {
		t.Errorf("existing output was overwritten: %q", b)
	}
}

func TestUsageErrors(t *testing.T) {
	t.Chdir(t.TempDir()) // a usage error must write nothing: checked below
	for _, args := range [][]string{
		{"frobnicate"},
		{"check"},
		{"render", "builtin:test-square"},
		{"render", "-o", "x.png"},
		{"render", "builtin:test-square", "-o", "x.png", "--size", "big"},
		{"list", "extra"},
		{"design", "a.toml", "b.toml"},
		{"render", "builtin:test-square", "-o", "x.png", "--scale", "NaN"},
		{"render", "builtin:test-square", "-o", "x.png", "--size", "10x10junk"},
		{"render", "builtin:test-square", "-o", "x.png", "--size", "0x0"},
		{"replay", "nothing.toml", "--to", "-3"},
		{"state", "builtin:test-square", "--json", "--side", "nobody"},
	} {
		code, _, errOut := sandtable(t, args...)
		if code != 2 || !strings.Contains(errOut, "Usage:") {
			t.Errorf("%v: exit %d, want 2 with usage; stderr %q", args, code, errOut)
		}
		if _, err := os.Stat("x.png"); err == nil {
			t.Errorf("%v: wrote x.png although the command line was refused", args)
			os.Remove("x.png")
		}
	}
}

func TestListNamesDefaultScenario(t *testing.T) {
	code, out, _ := sandtable(t, "list")
	if code != 0 || !strings.Contains(out, "builtin:"+scenarios.Default) || !strings.Contains(out, "(default)") {
		t.Errorf("list: exit %d, output %q", code, out)
	}
}

func TestNoDisplaySaysHowToRun(t *testing.T) {
	skipWhereTheWindowNeedsNoDisplay(t)
	t.Setenv("DISPLAY", "")
	t.Setenv("WAYLAND_DISPLAY", "")
	code, _, errOut := sandtable(t)
	if code != 1 || !strings.Contains(errOut, "xvfb-run") {
		t.Errorf("exit %d, stderr %q; want 1 and advice to use xvfb-run", code, errOut)
	}
}

// skipWhereTheWindowNeedsNoDisplay skips a test that runs the window's
// commands without DISPLAY to see them refuse: on Windows and macOS the
// window needs no DISPLAY (display.Missing is false there), so the command would
// really open the window from the test instead.
func skipWhereTheWindowNeedsNoDisplay(t *testing.T) {
	t.Helper()
	if runtime.GOOS == "windows" || runtime.GOOS == "darwin" {
		t.Skip("the window needs no DISPLAY on " + runtime.GOOS + ": without one the command would open it, not refuse")
	}
}

// `sandtable design` opens the window too: without a display it says how
// to run it, as the window's own command does.
func TestDesignWithoutDisplaySaysHowToRun(t *testing.T) {
	skipWhereTheWindowNeedsNoDisplay(t)
	t.Setenv("DISPLAY", "")
	t.Setenv("WAYLAND_DISPLAY", "")
	code, _, errOut := sandtable(t, "design", "builtin:test-hex-flat")
	if code != 1 || !strings.Contains(errOut, "xvfb-run") {
		t.Errorf("exit %d, stderr %q; want 1 and advice to use xvfb-run", code, errOut)
	}
}

// What check accepts every command can load: check also sets the game up
// with its rules module, which refuses what the file format allows (a
// Vernian HQ set up face down: rules/vernian RULINGS, face-down units).
func TestCheckRunsTheRulesModule(t *testing.T) {
	data, err := os.ReadFile("../../scenarios/data/vernian-hidden.toml")
	if err != nil {
		t.Fatal(err)
	}
	hq := strings.Replace(string(data), "unit = \"ger-hq-22\"\n", "unit = \"ger-hq-22\"\nhidden = true\n", 1)
	if hq == string(data) {
		t.Fatal("the fixture no longer sets up ger-hq-22")
	}
	path := filepath.Join(t.TempDir(), "hq-face-down.toml")
	if err := os.WriteFile(path, []byte(hq), 0o644); err != nil {
		t.Fatal(err)
	}
	code, _, errOut := sandtable(t, "check", path)
	if code != 1 || !strings.Contains(errOut, "ger-hq-22") || !strings.Contains(errOut, "always face up") {
		t.Errorf("check of a scenario with a face-down HQ: exit %d, stderr %q; want 1 naming the unit and the rule", code, errOut)
	}
	if code, _, errOut := sandtable(t, "check", "builtin:vernian-hidden"); code != 0 {
		t.Errorf("check builtin:vernian-hidden: exit %d, stderr %q", code, errOut)
	}
}
