package aanorthafrica

import (
	"flag"
	"testing"

	"sandtable/rules/rulestest"
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
	rulestest.CheckActionsDoc(t, actionsDoc, "aanorthafrica", "A&A North Africa", actionsTable(), *update)
}
