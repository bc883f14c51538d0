package greenfields

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"sandtable/rules"
	"sandtable/rules/kit"
)

// Table ids of the rules reference, for forecasts and Help to name.
const (
	TableSaves       = "saves"       // the experience dice modifier chart
	TableObservation = "observation" // observation ranges
	TableMovement    = "movement"    // movement rates
	TableTerrain     = "terrain"     // terrain effects
	TablePoints      = "points"      // the points system
	TablePrices      = "prices"      // this scenario's units with their prices
	TableVP          = "vp"          // victory point gains and losses
	TableGraveyard   = "graveyard"   // "How did you rate!?!"
)

var _ rules.Referencer = (*State)(nil)

// Reference implements rules.Referencer: the rules as a player reads them
// in Help, one section per rule a refusal, a roll or a phase cites (its
// Rule is the citation), each quoting the seed, with its charts. Each
// section is declared in the file of its rule (book.Section), placed by
// its Order; the numbers a scenario sets (the day's turns, SHELLS, the
// budget, the restrictions, the prices) are this game's.
func (st *State) Reference() rules.Reference {
	r := book.Reference(st, "To The Green Fields Beyond!: rules reference")
	if !st.weekly() { // an assault alone: no weekly turn
		r.Sections = slices.DeleteFunc(r.Sections, func(s rules.RefSection) bool { return s.Rule == RuleWeek })
	}
	return r
}

func init() {
	book.Section(kit.Section[*State]{Title: "Actions", Order: 30,
		More: func(st *State) (string, []rules.RefTable) { return st.verbsText(), nil }})
}

// charts is a section's More of tables alone, the same in every game (the
// seed's charts as printed), each made anew for each reference.
func charts(tables ...func() rules.RefTable) func(*State) (string, []rules.RefTable) {
	return func(*State) (string, []rules.RefTable) {
		out := make([]rules.RefTable, len(tables))
		for k, t := range tables {
			out[k] = t()
		}
		return "", out
	}
}

// verbDocs are the verbs for people (their records' Title, Args, Help,
// Rule) in the order of play: ending a step, the steps' verbs in turn
// order, then the choices the game asks for in the middle of a step.
func verbDocs() []kit.VerbDoc {
	docs := book.Docs()
	rank := func(name string) int {
		if name == kit.EndPhase {
			return -1
		}
		k := 0
		for _, ph := range phases {
			for _, v := range ph.Verbs {
				if v == name {
					return k
				}
				k++
			}
		}
		if weekPhaseOf(name) != nil {
			return k // the weekly turn's, after the assault's
		}
		return k + 1 // a choice's verb
	}
	slices.SortStableFunc(docs, func(x, y kit.VerbDoc) int { return rank(x.Name) - rank(y.Name) })
	return docs
}

// verbStep is the step of the assault turn verb is played in, as
// docs/actions.md's verb table gives it: "any" for ending a step, "when
// asked" for a choice's.
func verbStep(verb string) string {
	if verb == kit.EndPhase {
		return "any"
	}
	for _, ph := range phases {
		if slices.Contains(ph.Verbs, verb) {
			s := fmt.Sprintf("%d %s", ph.Step, strings.ToLower(ph.Name))
			if ph.Both {
				s += " (both sides, secret)"
			}
			return s
		}
	}
	if ph := weekPhaseOf(verb); ph != nil {
		return fmt.Sprintf("%d %s (weekly turn)", ph.Step, strings.ToLower(ph.Name))
	}
	return "when asked"
}

// actionsTable is docs/actions.md's table of the module's verbs, between
// its markers (kit.VerbMarkers): the records' words, in the order of play.
func actionsTable() string { return kit.VerbTable(verbDocs(), verbStep) }

// verbNames is verbs by the names players know them by (their records'
// Title, the rules reference's Actions section), each quoted, joined with
// commas: a refusal tells a player what a step allows in the words of the
// window and the reference, not the scripts' verbs (issue 24). A verb
// with no title is given as it is.
func verbNames(verbs []string) string {
	docs := book.Docs()
	var out []string
	for _, v := range verbs {
		name := v
		if k := slices.IndexFunc(docs, func(d kit.VerbDoc) bool { return d.Name == v }); k >= 0 && docs[k].Title != "" {
			name = docs[k].Title
		}
		out = append(out, strconv.Quote(name))
	}
	return strings.Join(out, ", ")
}

// verbsText lists the verbs: what each does, and how a script writes it.
func (st *State) verbsText() string {
	var b strings.Builder
	b.WriteString("What a player does: the window offers each action when its step allows it (drag a counter, or the buttons of the Actions panel). The words in brackets are what sandtable play scripts write, units named by reference and zones by label (\"G6\").\n")
	for _, v := range verbDocs() {
		if !st.weekly() && weekPhaseOf(v.Name) != nil && !slices.ContainsFunc(phases, func(ph phase) bool { return slices.Contains(ph.Verbs, v.Name) }) {
			continue // the weekly turn's alone: not in an assault alone (commit is both's)
		}
		args := ""
		if v.Args != "" {
			args = " " + v.Args
		}
		fmt.Fprintf(&b, "\n- %s: %s [script: %s%s]", v.Title, strings.ReplaceAll(v.Help, "`", ""), v.Name, args)
	}
	return b.String()
}
