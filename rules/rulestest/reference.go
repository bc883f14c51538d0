package rulestest

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"sandtable/internal/textdiff"
	"sandtable/rules"
)

// ReferenceText is a rules reference written out whole, every field of
// every section and table, so a golden of it holds what Help shows.
func ReferenceText(r rules.Reference) string {
	var b strings.Builder
	fmt.Fprintf(&b, "# %s\n", r.Title)
	for _, s := range r.Sections {
		fmt.Fprintf(&b, "\n## %s [rule %q]\n\n%s\n", s.Title, s.Rule, s.Text)
		for _, t := range s.Tables {
			fmt.Fprintf(&b, "\n### table %q: %q\ncolumns: %q\n", t.ID, t.Caption, t.Columns)
			for _, row := range t.Rows {
				fmt.Fprintf(&b, "row: %q\n", row)
			}
			fmt.Fprintf(&b, "notes: %q\n", t.Notes)
		}
	}
	return b.String()
}

// CheckReferenceGolden checks that the rules reference r, written out by
// ReferenceText, is the file at path, naming the first line that
// differs; with update it writes the file instead (record it, then read
// the diff).
func CheckReferenceGolden(t *testing.T, path string, r rules.Reference, update bool) {
	t.Helper()
	got := ReferenceText(r)
	if update {
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, []byte(got), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (record it with -update-reference)", err)
	}
	if got != string(want) {
		t.Errorf("the rules reference differs from %s:\n%s", path, textdiff.FirstLine("want", string(want), "got", got))
	}
}
