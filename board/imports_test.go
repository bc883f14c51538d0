package board_test

import (
	"os/exec"
	"slices"
	"strings"
	"testing"
)

// The allowed-imports table: which of Sandtable's own packages each layer
// may import directly (its non-test files). The layers run
// cmd -> ui -> rules/<module> -> rules/kit -> rules -> scenarios -> maps,
// counters -> board, with internal/ helpers anywhere below cmd (except
// internal/hostile, the hostile test inputs, built on the loaders it
// attacks and imported only by tests and its writer). Beside
// them, for ui and cmd: sheets (printable PDFs of counters and maps) ->
// counterface (how a counter looks and is drawn) -> counters, board; and
// the importers (importer/, other editors' files to Sandtable's), built on
// maps and board; and design (the designer's document model, checked by the loaders and the
// rules contract) sits beside the modules, under ui and cmd.
//
//   - A game module is a package under rules/ other than rules/kit (the
//     optional toolkit) and rules/rulestest (the checks every module's
//     tests run). Modules are registered by cmd's blank imports, never by
//     ui: the window knows a game only through the rules contract.
//   - rules imports no module and not the toolkit (kit builds on rules).
//   - A module imports no other module and not rules/rulestest.
//   - rules/rulestest imports rules, rules/kit and internal/ only: any module's tests
//     may use it, so it may not favour one module.
//
// Test files are looser, on purpose: a module's tests may import
// rules/rulestest; rules' own tests, rulestest's, design's and ui's tests
// may import modules, because the engine, its checks (the secrets checker is shown to
// catch a leaky wrapper of freeplay) and the window are exercised by
// driving a real game (the way cmd does it). Even so, a module's tests import no other module.
var allowedImports = []struct {
	layer string // a package, or a prefix ending in "/"
	may   []string
}{
	{"board", nil},
	{"internal/hostile", []string{"board", "maps", "importer/", "internal/"}},
	{"internal/hostile/", []string{"internal/hostile"}},
	{"internal/", []string{"internal/"}},
	{"maps", []string{"board", "internal/"}},
	{"maps/internal/", []string{"board", "maps", "internal/"}},
	{"counters", []string{"internal/"}},
	{"scenarios", []string{"board", "counters", "maps", "internal/"}},
	{"importer/", []string{"board", "maps", "internal/"}},
	{"rules", []string{"board", "counters", "maps", "scenarios", "internal/"}},
	{"counterface", []string{"board", "counters"}},
	{"sheets", []string{"board", "counters", "scenarios", "counterface", "internal/"}},
	{"rules/kit", []string{"board", "counters", "maps", "scenarios", "internal/", "rules"}},
	{"rules/rulestest", []string{"scenarios", "internal/", "rules", "rules/kit"}},
	{"design", []string{"board", "counters", "maps", "scenarios", "internal/", "rules"}},
	{"module", []string{"board", "counters", "maps", "scenarios", "internal/", "rules", "rules/kit"}},
	{"ui/", []string{"board", "counters", "maps", "scenarios", "internal/", "rules", "rules/kit", "counterface", "sheets", "importer/", "design", "ui/"}},
	{"cmd/", []string{"board", "counters", "maps", "scenarios", "internal/", "rules", "rules/kit", "module", "counterface", "sheets", "importer/", "design", "ui/"}},
}

// layerOf is the table row a package (without "sandtable/") belongs to.
func layerOf(pkg string) string {
	if strings.HasPrefix(pkg, "rules/") && pkg != "rules/kit" && pkg != "rules/rulestest" {
		return "module"
	}
	for _, row := range allowedImports {
		if pkg == row.layer || strings.HasSuffix(row.layer, "/") && strings.HasPrefix(pkg, row.layer) {
			return row.layer
		}
	}
	return ""
}

// allowed reports whether layer may import pkg.
func allowed(layer, pkg string) bool {
	target := layerOf(pkg)
	for _, row := range allowedImports {
		if row.layer == layer {
			return slices.Contains(row.may, target)
		}
	}
	return false
}

func goList(t *testing.T, args ...string) []string {
	t.Helper()
	goBin, err := exec.LookPath("go") // go test puts its own GOROOT/bin first on PATH
	if err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command(goBin, append([]string{"list"}, args...)...)
	cmd.Dir = ".."
	out, err := cmd.Output()
	if err != nil {
		msg := ""
		if ee, ok := err.(*exec.ExitError); ok {
			msg = string(ee.Stderr)
		}
		t.Fatalf("go list: %v\n%s", err, msg)
	}
	return strings.Split(strings.TrimSpace(string(out)), "\n")
}

// TestAllowedImports checks every package's imports of Sandtable packages
// against the allowed-imports table, and the looser rules for test files.
func TestAllowedImports(t *testing.T) {
	lines := goList(t, "-f", "{{.ImportPath}}|{{join .Imports \",\"}}|{{join .TestImports \",\"}},{{join .XTestImports \",\"}}", "./...")
	modules, uis := 0, 0
	for _, l := range lines {
		f := strings.Split(l, "|")
		if len(f) != 3 {
			t.Fatalf("go list line %q", l)
		}
		pkg := strings.TrimPrefix(f[0], "sandtable/")
		layer := layerOf(pkg)
		if layer == "" {
			t.Errorf("package %s is in no layer of the allowed-imports table: add it", pkg)
			continue
		}
		if layer == "module" {
			modules++
		}
		if layer == "ui/" {
			uis++
		}
		for _, imp := range own(f[1]) {
			if !allowed(layer, imp) {
				t.Errorf("%s imports %s: the allowed-imports table does not let %s import %s", pkg, imp, layer, layerOf(imp))
			}
		}
		for _, imp := range own(f[2]) {
			if imp == pkg || allowed(layer, imp) {
				continue
			}
			ok := false
			switch layer {
			case "module":
				ok = imp == "rules/rulestest"
			case "rules", "rules/rulestest", "ui/", "design":
				ok = layerOf(imp) == "module" || imp == "rules/rulestest" || imp == "rules/kit"
			default:
				ok = strings.HasPrefix(imp, "internal/") // fixtures: golden images, hostile input
			}
			if !ok {
				t.Errorf("tests of %s import %s, which even test files of %s may not", pkg, imp, layer)
			}
		}
	}
	// The guard must be looking where it should.
	if modules < 2 || uis < 4 {
		t.Errorf("found %d modules and %d ui packages: the table no longer matches the tree", modules, uis)
	}
	if !allowed("cmd/", "rules/vernian") || allowed("ui/", "rules/vernian") || allowed("rules", "rules/kit") || allowed("module", "rules/freeplay") {
		t.Error("the table does not say what its comment says")
	}
}

// own is the Sandtable packages in a comma-separated import list, without
// the "sandtable/" prefix.
func own(list string) []string {
	var out []string
	for _, p := range strings.Split(list, ",") {
		if strings.HasPrefix(p, "sandtable/") {
			out = append(out, strings.TrimPrefix(p, "sandtable/"))
		}
	}
	return out
}
