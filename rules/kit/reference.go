package kit

import (
	"slices"

	"sandtable/rules"
)

// Section is one section of a module's rules reference, declared in the
// file of the rule it is, beside the code that applies it: the rule id
// refusals and rolls cite, its title, the seed's words (quoted once, here)
// with the module's reading, and its charts. Help > Rules reference and
// the refusal look-ups read the reference the Rulebook assembles from them
// (Reference).
type Section[S any] struct {
	// Rule is the citation that finds the section ("003 Stacking"); ""
	// for a section no refusal cites (the verb list).
	Rule string
	// Title is the section's heading for people.
	Title string
	// Order places the section in the reference (the seed's order of
	// sections); equal orders keep registration order.
	Order int
	// Text is the seed's words and the module's reading: paragraphs
	// separated by blank lines, "- " starting a list item.
	Text string
	// More, optional, is what depends on the game (a scenario's numbers,
	// its terrain, the verb list): text appended to Text as a paragraph,
	// and the section's tables.
	More func(st S) (text string, tables []rules.RefTable)
}

// Section registers s; a rule cited by two sections panics at start.
func (b *Rulebook[S]) Section(s Section[S]) {
	if s.Title == "" {
		panic("kit: " + b.module + ": a reference section needs a title")
	}
	for _, r := range b.refs {
		if s.Rule != "" && r.Rule == s.Rule {
			panic("kit: " + b.module + ": reference section " + s.Rule + " registered twice")
		}
	}
	b.refs = append(b.refs, &s)
}

// Reference is the module's rules reference for the game st: its
// sections by Order, each with what it says of this game.
func (b *Rulebook[S]) Reference(st S, title string) rules.Reference {
	refs := slices.Clone(b.refs)
	slices.SortStableFunc(refs, func(x, y *Section[S]) int { return x.Order - y.Order })
	r := rules.Reference{Title: title}
	for _, s := range refs {
		sec := rules.RefSection{Rule: s.Rule, Title: s.Title, Text: s.Text}
		if s.More != nil {
			text, tables := s.More(st)
			switch {
			case text == "":
			case sec.Text == "":
				sec.Text = text
			default:
				sec.Text += "\n\n" + text
			}
			sec.Tables = tables
		}
		r.Sections = append(r.Sections, sec)
	}
	return r
}
