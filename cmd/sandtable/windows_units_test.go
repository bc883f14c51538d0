//go:build unix

package main

import (
	"context"
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"
	"time"
)

// windowsUnitPackages are the packages with code of their own for Windows
// (build tags, _windows.go files) whose tests need no cgo: make test
// type-checks them for Windows (scripts/cross-check) but runs them on
// Linux only, where that code is not compiled.
var windowsUnitPackages = []string{"sandtable/internal/atomicfile"}

// TestWindowsBuildUnitTestsUnderWine cross-compiles the tests of
// windowsUnitPackages for windows/amd64 (pure Go: no MinGW needed) and runs
// them under Wine: every test of the Windows build, its Windows-only ones
// included (the file lock and replace of internal/atomicfile), must pass,
// none skipped.
func TestWindowsBuildUnitTestsUnderWine(t *testing.T) {
	w := newWine(t, "the Windows-only code of "+strings.Join(windowsUnitPackages, ", ")+" is")
	gobin, err := exec.LookPath("go")
	if err != nil {
		t.Fatalf("go is not on PATH to cross-compile the tests: %v", err)
	}
	dir := t.TempDir()
	type unit struct{ pkg, exe string }
	var units []unit
	for _, pkg := range windowsUnitPackages {
		exe := filepath.Join(dir, filepath.Base(pkg)+".test.exe")
		ctx, cancel := context.WithTimeout(context.Background(), 10*time.Minute)
		cmd := exec.CommandContext(ctx, gobin, "test", "-c", "-o", exe, pkg)
		cmd.Env = append(os.Environ(), "CGO_ENABLED=0", "GOOS=windows", "GOARCH=amd64")
		start := time.Now()
		out, err := cmd.CombinedOutput()
		cancel()
		if err != nil {
			t.Fatalf("cross-compiling the tests of %s (%v): %v\n%s", pkg, cmd.Args, err, out)
		}
		t.Logf("built %s in %v", exe, time.Since(start).Round(time.Millisecond))
		units = append(units, unit{pkg, exe})
	}
	w.prepare(t)
	for _, u := range units {
		want := windowsTests(t, gobin, u.pkg)
		start := time.Now()
		r := w.exec(t, 5*time.Minute, dir, w.bin, u.exe, "-test.v", "-test.timeout=4m")
		t.Logf("%s under Wine: exit %d in %v", u.pkg, r.code, time.Since(start).Round(time.Millisecond))
		out := r.stdout + r.stderr
		if r.code != 0 || regexp.MustCompile(`(?m)^\s*--- FAIL`).MatchString(out) || !regexp.MustCompile(`(?m)^PASS$`).MatchString(r.stdout) {
			t.Errorf("%s's tests under Wine: exit %d\n%s", u.pkg, r.code, out)
			continue
		}
		for _, name := range want {
			if !regexp.MustCompile(`(?m)^--- PASS: ` + regexp.QuoteMeta(name) + ` `).MatchString(r.stdout) {
				t.Errorf("%s: %s did not pass under Wine (not run, or skipped):\n%s", u.pkg, name, out)
			}
		}
	}
}

// windowsTests lists the test functions of pkg's Windows build, read from
// its test files for GOOS=windows (go list), at least one of them in a
// file for Windows alone.
func windowsTests(t *testing.T, gobin, pkg string) []string {
	t.Helper()
	list := func(goos string) (string, []string) {
		cmd := exec.Command(gobin, "list", "-f", "{{.Dir}}\n{{range .TestGoFiles}}{{.}}\n{{end}}", pkg)
		cmd.Env = append(os.Environ(), "CGO_ENABLED=0", "GOOS="+goos, "GOARCH=amd64")
		out, err := cmd.Output()
		if err != nil {
			t.Fatalf("go list %s (GOOS=%s): %v", pkg, goos, err)
		}
		lines := strings.Fields(string(out))
		return lines[0], lines[1:]
	}
	dir, files := list("windows")
	_, linuxFiles := list("linux")
	var names []string
	windowsOnly := 0
	fset := token.NewFileSet()
	for _, name := range files {
		f, err := parser.ParseFile(fset, filepath.Join(dir, name), nil, parser.SkipObjectResolution)
		if err != nil {
			t.Fatal(err)
		}
		for _, d := range f.Decls {
			fn, ok := d.(*ast.FuncDecl)
			if !ok || fn.Recv != nil || !strings.HasPrefix(fn.Name.Name, "Test") || fn.Name.Name == "TestMain" {
				continue
			}
			names = append(names, fn.Name.Name)
			if !slices.Contains(linuxFiles, name) {
				windowsOnly++
			}
		}
	}
	if windowsOnly == 0 {
		t.Fatalf("%s has no tests for Windows alone (test files %v): nothing Windows-only would be checked", pkg, files)
	}
	return names
}
