package kit

import (
	"strings"
	"testing"
)

// The verb table lists the records as given, pipes escaped; splicing it
// between a module's markers replaces only what they hold.
func TestVerbTableSplice(t *testing.T) {
	docs := []VerbDoc{{Name: "step", Args: "N [left|right]", Help: "steps N paces"}, {Name: "end-phase", Help: "ends the phase"}}
	table := VerbTable(docs, func(v string) string {
		if v == "step" {
			return "1 march"
		}
		return ""
	})
	want := "| step | verb | arguments | does |\n|---|---|---|---|\n" +
		"| 1 march | `step` | `N [left\\|right]` | steps N paces |\n" +
		"|  | `end-phase` |  | ends the phase |\n"
	if table != want {
		t.Fatalf("table:\n%s\nwant:\n%s", table, want)
	}
	doc := "# toy\n<!-- verbs:toy -->\nold list\n<!-- /verbs:toy -->\nexample\n"
	got, err := SpliceVerbs(doc, "toy", table)
	if err != nil {
		t.Fatal(err)
	}
	if got != "# toy\n<!-- verbs:toy -->\n"+want+"<!-- /verbs:toy -->\nexample\n" {
		t.Fatalf("spliced:\n%s", got)
	}
	for _, bad := range []string{"# toy\n", "<!-- /verbs:toy -->\n<!-- verbs:toy -->\n"} {
		if _, err := SpliceVerbs(bad, "toy", table); err == nil || !strings.Contains(err.Error(), "marker") {
			t.Errorf("%q: got %v, want an error naming the missing marker", bad, err)
		}
	}
}
