package board_test

import (
	"os/exec"
	"strings"
	"testing"
)

// TestCoreHasNoGUIDependency guards the architecture: board, rules, maps,
// counters, scenarios and the importers (and what they import) run with no
// display, so none of them may depend, even transitively, on Fyne, Ebiten or
// sqweek/dialog; nor may counterface and sheets, which print counters and
// maps headless.
func TestCoreHasNoGUIDependency(t *testing.T) {
	goBin, err := exec.LookPath("go") // go test puts its own GOROOT/bin first on PATH
	if err != nil {
		t.Fatal(err)
	}
	patterns := []string{"list", "-deps"}
	for _, dir := range []string{"board", "rules", "maps", "counters", "scenarios", "counterface", "sheets", "importer"} {
		patterns = append(patterns, "./"+dir+"/...")
	}
	cmd := exec.Command(goBin, patterns...)
	cmd.Dir = ".."
	out, err := cmd.Output()
	if err != nil {
		msg := ""
		if ee, ok := err.(*exec.ExitError); ok {
			msg = string(ee.Stderr)
		}
		t.Fatalf("go list -deps: %v\n%s", err, msg)
	}
	pkgs := strings.Fields(string(out))
	if len(pkgs) < 5 {
		t.Fatalf("go list -deps listed only %d packages: %q", len(pkgs), pkgs)
	}
	forbidden := []string{"fyne.io/", "github.com/hajimehoshi/ebiten", "github.com/sqweek/dialog", "github.com/go-gl/"}
	for _, p := range pkgs {
		for _, f := range forbidden {
			if strings.HasPrefix(p, f) {
				t.Errorf("the display-free core depends on %s (only ui may)", p)
			}
		}
	}
	for _, want := range []string{"sandtable/board", "sandtable/rules", "sandtable/maps", "sandtable/counters", "sandtable/scenarios",
		"sandtable/counterface", "sandtable/sheets", "sandtable/importer/tiled"} {
		found := false
		for _, p := range pkgs {
			found = found || p == want
		}
		if !found {
			t.Errorf("go list -deps did not list %s: the guard is not looking where it should", want)
		}
	}
}
