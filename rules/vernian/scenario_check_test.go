package vernian

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"sandtable/rules"
	"sandtable/scenarios"
)

// startWith starts the test scenario with extra set-up TOML appended
// (written beside the test maps), returning Module.New's error.
func startWith(t *testing.T, extra string) error {
	t.Helper()
	return startEdited(t, func(s string) string { return s + "\n" + extra })
}

// startEdited starts the test scenario with its text changed by edit
// (written as s.toml beside the test maps), returning Module.New's error.
func startEdited(t *testing.T, edit func(string) string) error {
	t.Helper()
	orig, err := os.ReadFile(testScenario)
	if err != nil {
		t.Fatal(err)
	}
	text := []byte(edit(string(orig)))
	dir := t.TempDir()
	for _, f := range []string{"west.toml", "england.toml"} {
		b, err := os.ReadFile(filepath.Join(filepath.Dir(testScenario), f))
		if err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(dir, f), b, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	p := filepath.Join(dir, "s.toml")
	if err := os.WriteFile(p, text, 0o644); err != nil {
		t.Fatal(err)
	}
	s, err := scenarios.LoadFile(p)
	if err != nil {
		t.Fatal(err)
	}
	_, err = Module{}.New(s, rules.DefaultOptions(s), nil)
	return err
}

// A set-up over the stacking limit is the designer's error and names the
// hex; so is a unit in the tunnel box without a tunnel code (000 England
// b: "German units with reinforcement codes I and J and O").
func TestScenarioSetupChecked(t *testing.T) {
	if err := startWith(t, ""); err != nil {
		t.Fatalf("the test scenario itself: %v", err)
	}
	err := startWith(t, "[[setup]]\nunit = \"ger-inf\"\ncount = 7\nat = \"W0908\"\n")
	if err == nil || !strings.Contains(err.Error(), "at W0908, over the stacking limit") {
		t.Errorf("7 divisions in one hex: %v", err)
	}
	err = startWith(t, "[[setup]]\nunit = \"ger-inf\"\nbox = \"german-tunnel\"\n")
	if err == nil || !strings.Contains(err.Error(), "tunnel box") {
		t.Errorf("a code-less unit in the tunnel box: %v", err)
	}
}

// A bad entry of the scenario's [rules] table is an error naming the file,
// the line and the key (the seed's CRT is scenario data, checked like any).
func TestRulesTableErrorPositioned(t *testing.T) {
	row := `results = ["A1", "EX", "D1", "D1/DR", "DE"]`
	line := 0 // the row's line in the file
	err := startEdited(t, func(s string) string {
		line = 1 + strings.Count(s[:strings.Index(s, row)], "\n")
		return strings.Replace(s, row, `results = ["A1", "XX", "D1", "D1/DR", "DE"]`, 1)
	})
	at := fmt.Sprintf("s.toml:%d:", line)
	if err == nil || !strings.Contains(err.Error(), at) || !strings.Contains(err.Error(), "rules.crt.rows[0].results[1]") {
		t.Errorf("want an error at %s naming rules.crt.rows[0].results[1], got %v", at, err)
	}
}
