package kit

import (
	"strings"
	"testing"

	"sandtable/rules"
)

// The reference is assembled from sections registered in any order (each
// rule's file registers its own), placed by Order, each with what it says
// of the game; a refusal's rule finds its section.
func TestRulebookReference(t *testing.T) {
	b := NewRulebook[*toy]("toy-ref")
	b.Section(Section[*toy]{Rule: rulePick, Title: "Picking a way", Order: 3, Text: `"Choose left or right."`})
	b.Section(Section[*toy]{Rule: ruleMarch, Title: "Marching", Order: 1, Text: `"March, then rest."`,
		More: func(st *toy) (string, []rules.RefTable) {
			return "This game: " + st.phase + ".", []rules.RefTable{{ID: "paces", Columns: []string{"N"}, Rows: [][]string{{"1"}, {"2"}}}}
		}})
	b.Section(Section[*toy]{Title: "Actions", Order: 2, More: func(*toy) (string, []rules.RefTable) { return "- step N", nil }})
	r := b.Reference(&toy{phase: "march"}, "Toy: rules reference")
	var titles []string
	for _, s := range r.Sections {
		titles = append(titles, s.Title)
	}
	if r.Title != "Toy: rules reference" || strings.Join(titles, "|") != "Marching|Actions|Picking a way" {
		t.Fatalf("reference %q with sections %v", r.Title, titles)
	}
	m := r.RuleSection(ruleMarch + " (c)")
	if m == nil || m.Text != "\"March, then rest.\"\n\nThis game: march." || len(m.Tables) != 1 || m.Tables[0].ID != "paces" {
		t.Fatalf("the march section: %+v", m)
	}
	if r.Sections[1].Text != "- step N" {
		t.Fatalf("a section of More alone reads %q", r.Sections[1].Text)
	}
	defer func() {
		if p := recover(); p == nil || !strings.Contains(p.(string), "twice") {
			t.Fatalf("a rule's section registered twice: %v, want a panic", p)
		}
	}()
	b.Section(Section[*toy]{Rule: ruleMarch, Title: "Again"})
}
