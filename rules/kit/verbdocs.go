package kit

import (
	"fmt"
	"slices"
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

// VerbTable is docs/actions.md's table of the rulebook's verbs (VerbTable
// above) in the order of play: end-phase first ("any"), then the verbs of
// the phase stages in phases' order (step: the phases' names), then those
// of the choice stages in choices' order (nil: every choice stage, by id;
// step: "when asked (" and the choices' names ")"), then any other verb.
func (b *Rulebook[S]) VerbTable(phases, choices []string) string {
	if choices == nil {
		for id, s := range b.stages {
			if s.Choice {
				choices = append(choices, id)
			}
		}
		slices.Sort(choices)
	}
	var order []string
	for _, id := range append(slices.Clone(phases), choices...) {
		if s := b.stages[id]; s != nil {
			order = append(order, s.Verbs...)
		}
	}
	rank := func(name string) int {
		if name == EndPhase {
			return -1
		}
		if k := slices.Index(order, name); k >= 0 {
			return k
		}
		return len(order)
	}
	docs := b.Docs()
	slices.SortStableFunc(docs, func(x, y VerbDoc) int { return rank(x.Name) - rank(y.Name) })
	step := func(verb string) string {
		if verb == EndPhase {
			return "any"
		}
		var in, asked []string
		for _, id := range phases {
			if s := b.stages[id]; s != nil && slices.Contains(s.Verbs, verb) {
				in = append(in, strings.ToLower(s.Name))
			}
		}
		if len(in) > 0 {
			return strings.Join(in, ", ")
		}
		for _, id := range choices {
			if s := b.stages[id]; s != nil && slices.Contains(s.Verbs, verb) {
				asked = append(asked, lowerFirst(s.Name))
			}
		}
		if len(asked) > 0 {
			return "when asked (" + strings.Join(asked, "; ") + ")"
		}
		return "when asked"
	}
	return VerbTable(docs, step)
}

// lowerFirst is name with its first letter lowered, unless it begins an
// abbreviation ("AT guns" stays).
func lowerFirst(name string) string {
	if len(name) > 1 && strings.ToUpper(name[:2]) == name[:2] {
		return name
	}
	return strings.ToLower(name[:1]) + name[1:]
}
