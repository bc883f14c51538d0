package aanorthafrica

import (
	"slices"
	"strings"

	"sandtable/rules/kit"
)

// choiceStages are the choices the game asks for in the middle of a
// phase, in the order a battle meets them: the minefield question and
// its losses, the defender's AT guns, casualties, press on or retreat.
var choiceStages = []string{StageMineQuestion, stageATGuns, stageCasualty, stageDecide, stageForced}

// verbDocs are the verbs for people (their records' Title, Args, Help,
// Rule) in the order of play: ending a phase, the phases' verbs in a
// nation turn's order, then the choices in the order a battle asks them.
func verbDocs() []kit.VerbDoc {
	docs := book.Docs()
	var order []string
	for _, p := range Phases {
		order = append(order, phaseVerbs[p.ID]...)
	}
	for _, id := range choiceStages {
		if s := book.StageByID(id); s != nil {
			order = append(order, s.Verbs...)
		}
	}
	rank := func(name string) int {
		if name == kit.EndPhase {
			return -1
		}
		if k := slices.Index(order, name); k >= 0 {
			return k
		}
		return len(order)
	}
	slices.SortStableFunc(docs, func(x, y kit.VerbDoc) int { return rank(x.Name) - rank(y.Name) })
	return docs
}

// verbStep is the phase (or phases) of a nation turn verb is played in,
// as docs/actions.md's verb table gives it: "any" for ending a phase,
// "when asked: " and the choice's name for a choice's.
func verbStep(verb string) string {
	if verb == kit.EndPhase {
		return "any"
	}
	var in []string
	for _, p := range Phases {
		if slices.Contains(phaseVerbs[p.ID], verb) {
			in = append(in, strings.ToLower(p.Name))
		}
	}
	if len(in) > 0 {
		return strings.Join(in, ", ")
	}
	var asked []string
	for _, id := range choiceStages {
		if s := book.StageByID(id); s != nil && slices.Contains(s.Verbs, verb) {
			asked = append(asked, lowerFirst(s.Name))
		}
	}
	if len(asked) > 0 {
		return "when asked (" + strings.Join(asked, "; ") + ")"
	}
	return "when asked"
}

// actionsTable is docs/actions.md's table of the module's verbs, between
// its markers (kit.VerbMarkers): the records' words, in the order of play.
func actionsTable() string { return kit.VerbTable(verbDocs(), verbStep) }

// VerbNames are the module's verbs, sorted (the scripts' test checks each
// is played).
func VerbNames() []string { return book.Names() }

// lowerFirst is name with its first letter lowered, unless it begins an
// abbreviation ("AT guns" stays).
func lowerFirst(name string) string {
	if len(name) > 1 && strings.ToUpper(name[:2]) == name[:2] {
		return name
	}
	return strings.ToLower(name[:1]) + name[1:]
}
