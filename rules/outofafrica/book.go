package outofafrica

import (
	"sandtable/rules"
	"sandtable/rules/kit"
)

// book is the module's rulebook (kit.Rulebook): each section registers
// its verbs (book.Verb), its phase verbs (addPhaseVerbs), its choices
// (addChoice), its moment handlers (on) and its reference section
// (book.Section) from its own file; sequence.go registers the phases of
// a turn as stages. Legal, Check, Apply and Describe are the book's.
var book = kit.NewRulebook[*State](ModuleID)

// Rule names the module cites that belong to no one section file.
const (
	// RuleSequence is the turn sequence (Paths of Glory's, as the seed
	// changes it; sequence.go).
	RuleSequence = "Sequence of play"
	// RuleTurn is cited when a side acts out of turn.
	RuleTurn = "Sequence of play (whose turn)"
)

func init() {
	book.Use(kit.Hooks[*State]{
		Sides:  Sides,
		Phase:  func(st *State) string { return st.Phase },
		Choice: (*State).choosing,
		Ended: func(st *State) (string, string) {
			if !st.Over {
				return "", ""
			}
			return st.Result, RuleGameEnd
		},
		SideName:     func(st *State, side string) string { return st.SideName(side) },
		Where:        (*State).where,
		SequenceRule: RuleSequence, TurnRule: RuleTurn,
	})
}

// addChoice registers fn, which names the choice stage a section waits
// for now ("" when none) (kit.Rulebook.AddChoice). Call it from a
// package-level var:
//
//	var _ = addChoice(func(st *State) string { ... })
func addChoice(fn func(st *State) string) bool { return book.AddChoice(fn) }

// choosing is the choice the game waits for now, "" when none (and
// when the game is over). The choices are asked in registration order
// (the files' order, then their vars' order): a choice that must come
// first (a battle's losses before an arrival's placement) is one whose
// file sorts first, or one stage that asks both.
func (st *State) choosing() string {
	if st.Over {
		return ""
	}
	return book.Choosing(st)
}

// on runs fn at moment m, unless the game is over by then (an earlier
// handler may end it). Sections call it from their init.
func on(m kit.Moment, fn func(st *State, ctx *rules.Context) error) {
	book.On(m, func(st *State, ctx *rules.Context) error {
		if st.Over {
			return nil
		}
		return fn(st, ctx)
	})
}

// Legal lists every legal action of side now.
func (st *State) Legal(side string) []rules.Action { return book.Legal(st, side) }

// LegalVerbs lists the verbs of Legal(side) (rules.LegalFilter).
func (st *State) LegalVerbs(side string) []string { return book.LegalVerbs(st, side) }

// LegalWith lists the actions of Legal(side) with verb whose first
// argument is arg0 ("" for any) (rules.LegalFilter).
func (st *State) LegalWith(side, verb, arg0 string) []rules.Action {
	return book.LegalWith(st, side, verb, arg0)
}

var _ rules.LegalFilter = (*State)(nil)

// Check returns nil exactly when a is in Legal(a.Side), else a refusal
// citing the rule.
func (st *State) Check(a rules.Action) error { return book.Check(st, a) }

// Apply performs a legal action (the engine has checked it).
func (st *State) Apply(a rules.Action, ctx *rules.Context) error { return book.Apply(st, a, ctx) }

var _ rules.Describer = (*State)(nil)

// Describe implements rules.Describer with the verbs' Describe.
func (st *State) Describe(a rules.Action, viewer string) (string, bool) {
	return book.Describe(st, a, viewer)
}

var _ rules.Referencer = (*State)(nil)

// Reference implements rules.Referencer: the sections each file declares
// (book.Section), in the seed's order.
func (st *State) Reference() rules.Reference {
	return book.Reference(st, "Out of Africa: rules reference")
}
