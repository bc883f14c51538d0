package outofafrica

import (
	"flag"
	"testing"

	"sandtable/rules/rulestest"
)

var update = flag.Bool("update", false, "rewrite docs/actions.md's Out of Africa verb list from the verbs' records")

// docs/actions.md's Out of Africa verb list is the verbs' records (name,
// arguments, help) in the order of play: a verb added, renamed or
// reworded in its section's file and not in the doc (or the reverse)
// fails here, printing the list to paste between the markers (or run
// `go test ./rules/outofafrica -run TestActionsDoc -update`).
func TestActionsDoc(t *testing.T) {
	rulestest.CheckActionsDoc(t, "../../docs/actions.md", ModuleID, "Out of Africa", actionsTable(), *update)
}
