package rules

// Reference is a module's rules reference as the window's Help shows it:
// the phases, what each verb does, the supply states, the tables (the CRT
// with its columns), terrain effects, result codes. Refusals cite a rule by
// the Rule of one of its sections, so a player can look up the words a
// refusal gives.
type Reference struct {
	Title    string
	Sections []RefSection
}

// RefSection is one section of a rules reference.
type RefSection struct {
	// Rule is the rule name refusals and logged rolls cite for this
	// section ("000 Movement"): Help finds the section by it.
	Rule  string
	Title string // "Movement"
	Text  string // paragraphs separated by blank lines; "- " starts a list item
	// Tables are the section's charts as printed (columns, rows).
	Tables []RefTable
}

// RefTable is a chart: a header row and rows of cells, as the rules print
// it, so a reader can hold it next to the printed chart.
type RefTable struct {
	ID      string // stable, e.g. "crt": the window marks the current attack's column of it
	Caption string
	Columns []string
	Rows    [][]string
	Notes   string
}

// Referencer is implemented by modules with a rules reference.
type Referencer interface {
	Reference() Reference
}

// RuleSection is the section of r that rule (a refusal's Rule) names, or
// nil: an exact match of a section's Rule, else the section whose Rule is
// the longest prefix of rule ("000 Supply 3 (attrition)" finds "000 Supply").
func (r Reference) RuleSection(rule string) *RefSection {
	var best *RefSection
	for i := range r.Sections {
		s := &r.Sections[i]
		if s.Rule == "" {
			continue
		}
		if s.Rule == rule {
			return s
		}
		if len(rule) > len(s.Rule) && rule[:len(s.Rule)] == s.Rule && (best == nil || len(s.Rule) > len(best.Rule)) {
			best = s
		}
	}
	return best
}
