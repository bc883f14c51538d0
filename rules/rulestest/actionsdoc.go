package rulestest

import (
	"os"
	"testing"

	"sandtable/rules/kit"
)

// CheckActionsDoc checks that the module's verb list in the actions doc
// (docs/actions.md, between the module's markers) is table, the verbs'
// records as kit.VerbTable words them; with update it rewrites the doc
// instead. A verb added, renamed or reworded in its section's file and
// not in the doc (or the reverse) fails, printing the list to paste.
// title names the game for people ("Green Fields").
func CheckActionsDoc(t *testing.T, doc, module, title, table string, update bool) {
	t.Helper()
	raw, err := os.ReadFile(doc)
	if err != nil {
		t.Fatal(err)
	}
	want, err := kit.SpliceVerbs(string(raw), module, table)
	if err != nil {
		t.Fatalf("%s: %v", doc, err)
	}
	if want == string(raw) {
		return
	}
	if update {
		if err := os.WriteFile(doc, []byte(want), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	begin, end := kit.VerbMarkers(module)
	t.Errorf("%s's %s verbs differ from the verbs' records; paste between %s and %s (or run with -update):\n%s", doc, title, begin, end, table)
}
