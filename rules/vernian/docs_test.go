package vernian

import (
	"flag"
	"os"
	"regexp"
	"strings"
	"testing"

	"sandtable/rules/kit"
	"sandtable/scenarios"
)

// The [rules] example in docs/formats.md decodes into vernian's Tables
// with no unknown key or wrong type (it documents this module's keys).
func TestFormatsDocRulesExample(t *testing.T) {
	doc, err := os.ReadFile("../../docs/formats.md")
	if err != nil {
		t.Fatal("vernian: the formats doc, whose [rules] example this test decodes, is missing:", err)
	}
	for _, b := range regexp.MustCompile("(?s)```toml\n(.*?)```").FindAllSubmatch(doc, -1) {
		if !strings.Contains(string(b[1]), "[rules]") {
			continue
		}
		s, err := scenarios.Load("formats.md", b[1])
		if err != nil {
			t.Fatal(err)
		}
		tb := defaultTables()
		if err := s.DecodeRules(&tb); err != nil {
			t.Fatalf("the documented [rules] example: %v", err)
		}
		if tb.SupplyRange != 4 || len(tb.CRT.Columns) == 0 || tb.CRT.Validate() != nil {
			t.Errorf("decoded %+v", tb)
		}
		return
	}
	t.Fatal("no [rules] example in docs/formats.md")
}

var update = flag.Bool("update", false, "rewrite docs/actions.md's Vernian verb list from the verbs' records")

// actionsDoc is the doc whose Vernian verb list the records generate.
const actionsDoc = "../../docs/actions.md"

// actionsTable is docs/actions.md's Vernian verb list: the verbs'
// records in the order of play, each with the kinds of phase that allow
// it (verbsInPlay).
func actionsTable() string { return kit.VerbTable(verbsInPlay()) }

// docs/actions.md lists the Vernian verbs as their records declare them
// (between the markers <!-- verbs:vernian --> and <!-- /verbs:vernian -->):
// a verb added, renamed or reworded in its record and not in the doc
// fails here, printing the list to paste (or run go test -run
// TestActionsDocVerbs -update ./rules/vernian/).
func TestActionsDocVerbs(t *testing.T) {
	raw, err := os.ReadFile(actionsDoc)
	if err != nil {
		t.Fatal(err)
	}
	table := actionsTable()
	doc, err := kit.SpliceVerbs(string(raw), ModuleID, table)
	switch {
	case err != nil:
		t.Fatalf("%s: %v", actionsDoc, err)
	case doc == string(raw):
	case *update:
		if err := os.WriteFile(actionsDoc, []byte(doc), 0o644); err != nil {
			t.Fatal(err)
		}
	default:
		t.Errorf("%s's Vernian verb list differs from the verbs' records; run with -update, or paste between the markers:\n%s", actionsDoc, table)
	}
}
