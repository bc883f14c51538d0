package aanorthafrica

import (
	"flag"
	"os"
	"testing"

	"sandtable/rules/kit"
)

var update = flag.Bool("update", false, "rewrite docs/actions.md's A&A North Africa verb list from the verbs' records")

// actionsDoc is the file listing the verbs for players and scripts.
const actionsDoc = "../../docs/actions.md"

// docs/actions.md's A&A North Africa verb list is the verbs' records (name,
// arguments, help) in the order of play: a verb added, renamed or
// reworded in its section's file and not in the doc (or the reverse)
// fails here, printing the list to paste between the markers (or run
// `go test ./rules/aanorthafrica -run TestActionsDoc -update`).
func TestActionsDoc(t *testing.T) {
	raw, err := os.ReadFile(actionsDoc)
	if err != nil {
		t.Fatal(err)
	}
	table := actionsTable()
	want, err := kit.SpliceVerbs(string(raw), "aanorthafrica", table)
	if err != nil {
		t.Fatalf("%s: %v", actionsDoc, err)
	}
	if want == string(raw) {
		return
	}
	if *update {
		if err := os.WriteFile(actionsDoc, []byte(want), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	begin, end := kit.VerbMarkers("aanorthafrica")
	t.Errorf("%s's A&A North Africa verbs differ from the verbs' records; paste between %s and %s (or run with -update):\n%s", actionsDoc, begin, end, table)
}
