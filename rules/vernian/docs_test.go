package vernian

import (
	"flag"
	"fmt"
	"os"
	"regexp"
	"strings"
	"testing"

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

// verbsMarkdown is docs/actions.md's Vernian verb table, from the verbs'
// records (book.Docs).
func verbsMarkdown() string {
	var b strings.Builder
	b.WriteString("| verb | arguments | does | rule |\n|---|---|---|---|\n")
	for _, d := range book.Docs() {
		args := ""
		if d.Args != "" {
			args = "`" + strings.ReplaceAll(d.Args, "|", `\|`) + "`"
		}
		fmt.Fprintf(&b, "| `%s` | %s | %s | %s |\n", d.Name, args, strings.ReplaceAll(d.Help, "|", `\|`), d.Rule)
	}
	return b.String()
}

// docs/actions.md lists the Vernian verbs as their records declare them
// (between the markers <!-- verbs:vernian --> and <!-- /verbs:vernian -->):
// a verb added, renamed or reworded in its record and not in the doc
// fails here. go test -run TestActionsDocVerbs -update ./rules/vernian/
// rewrites the list.
func TestActionsDocVerbs(t *testing.T) {
	const open, shut = "<!-- verbs:vernian -->\n", "<!-- /verbs:vernian -->"
	doc, err := os.ReadFile(actionsDoc)
	if err != nil {
		t.Fatal(err)
	}
	text := string(doc)
	i, j := strings.Index(text, open), strings.Index(text, shut)
	if i < 0 || j < i {
		t.Fatalf("%s has no %q ... %q markers around the Vernian verb list", actionsDoc, open, shut)
	}
	got, want := text[i+len(open):j], verbsMarkdown()
	if got == want {
		return
	}
	if *update {
		if err := os.WriteFile(actionsDoc, []byte(text[:i+len(open)]+want+text[j:]), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	t.Errorf("%s's Vernian verb list differs from the verbs' records; run go test -run TestActionsDocVerbs -update ./rules/vernian/, or paste:\n%s", actionsDoc, want)
}
