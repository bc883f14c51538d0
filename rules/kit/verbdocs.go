package kit

import (
	"fmt"
	"strings"
)

// VerbTable is docs as docs/actions.md lists a module's verbs: a
// Markdown table, one row a verb in the order given, with the step of
// play it belongs to (step(name); nil or "" leaves the cell empty), the
// verb, its arguments and what it does.
func VerbTable(docs []VerbDoc, step func(verb string) string) string {
	var b strings.Builder
	b.WriteString("| step | verb | arguments | does |\n|---|---|---|---|\n")
	for _, d := range docs {
		s := ""
		if step != nil {
			s = step(d.Name)
		}
		args := ""
		if d.Args != "" {
			args = "`" + d.Args + "`"
		}
		fmt.Fprintf(&b, "| %s | `%s` | %s | %s |\n", cell(s), d.Name, cell(args), cell(d.Help))
	}
	return b.String()
}

// cell escapes a table cell's pipes.
func cell(s string) string { return strings.ReplaceAll(s, "|", `\|`) }

// VerbMarkers are the lines around a module's generated verb list in
// docs/actions.md: "<!-- verbs:MODULE -->" and "<!-- /verbs:MODULE -->".
func VerbMarkers(module string) (begin, end string) {
	return "<!-- verbs:" + module + " -->", "<!-- /verbs:" + module + " -->"
}

// SpliceVerbs is doc with the text between module's verb markers
// replaced by table (the markers kept, each on its own line); an error
// names the marker missing or out of order.
func SpliceVerbs(doc, module, table string) (string, error) {
	begin, end := VerbMarkers(module)
	i := strings.Index(doc, begin)
	if i < 0 {
		return "", fmt.Errorf("kit: no %q marker", begin)
	}
	j := strings.Index(doc[i:], end)
	if j < 0 {
		return "", fmt.Errorf("kit: no %q marker after %q", end, begin)
	}
	j += i
	return doc[:i] + begin + "\n" + table + doc[j:], nil
}
