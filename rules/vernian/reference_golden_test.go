package vernian

import (
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"sandtable/internal/textdiff"
	"sandtable/rules"
	"sandtable/scenarios"
)

var updateReference = flag.Bool("update-reference", false, "rewrite testdata/reference/*.golden from today's rules reference")

// referenceText is a rules reference written out whole, every field of
// every section and table, so a golden of it holds what Help shows.
func referenceText(r rules.Reference) string {
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

// The rules reference of the bundled Vernian scenarios and of the test
// scenario (with the default options, and with every option that changes
// the reference's words set otherwise) reads exactly as recorded in
// testdata/reference: the sections moved into their rules' files
// (kit.Section) must say what the one function said, in the same order.
func TestReferenceGolden(t *testing.T) {
	cases := []struct {
		name, scenario string
		opts           rules.Options
	}{
		{"vernian", "../../scenarios/data/vernian.toml", nil},
		{"vernian-hidden", "../../scenarios/data/vernian-hidden.toml", nil},
		{"vernian-test", testScenario, nil},
		{"vernian-test-options", testScenario, rules.Options{OptOperationalTurns: 3, OptStackLimit: 4, OptDoubling: "each"}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			s, err := scenarios.LoadFile(c.scenario)
			if err != nil {
				t.Fatal(err)
			}
			o := rules.DefaultOptions(s)
			for k, v := range c.opts {
				o[k] = v
			}
			st, err := Module{}.New(s, o, nil)
			if err != nil {
				t.Fatal(err)
			}
			got := referenceText(st.(*State).Reference())
			path := filepath.Join("testdata", "reference", c.name+".golden")
			if *updateReference {
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
		})
	}
}
