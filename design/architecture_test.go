package design

import (
	"os/exec"
	"strings"
	"testing"
)

// TestNoGUIDependency: the document model runs with no display, so that
// its tests and any command line tool can use it; only ui draws it.
func TestNoGUIDependency(t *testing.T) {
	goBin, err := exec.LookPath("go") // go test puts its own GOROOT/bin first on PATH
	if err != nil {
		t.Fatal(err)
	}
	out, err := exec.Command(goBin, "list", "-deps", ".").Output()
	if err != nil {
		t.Fatalf("go list -deps: %v", err)
	}
	pkgs := strings.Fields(string(out))
	found := false
	for _, p := range pkgs {
		found = found || p == "sandtable/maps"
		for _, bad := range []string{"fyne.io/", "github.com/hajimehoshi/ebiten", "github.com/sqweek/dialog", "github.com/go-gl/"} {
			if strings.HasPrefix(p, bad) {
				t.Errorf("design depends on %s (only ui may)", p)
			}
		}
	}
	if !found {
		t.Errorf("go list -deps did not list sandtable/maps: the guard is not looking where it should")
	}
}
