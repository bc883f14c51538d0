package vernian

import (
	"slices"
	"strings"

	"sandtable/rules"
	"sandtable/rules/kit"
)

// book is the module's rulebook (kit.Rulebook): each section registers
// its verbs beside its rule from its file's init, sequence.go the phases
// of the sequence of play as stages, decision.go, retreat.go and flyers.go
// the choices the rules leave to a unit's owner, and the sections their
// handlers of the moments of play (entering or leaving a phase, the turns,
// after every action). Legal, Check, Apply and Describe are the book's.
var book = kit.NewRulebook[*State](ModuleID)

func init() {
	book.Use(kit.Hooks[*State]{
		Sides:  []string{Germans, Allies},
		Phase:  func(st *State) string { return st.phase().ID },
		Choice: (*State).choosing,
		Ended: func(st *State) (string, string) {
			if !st.Over {
				return "", ""
			}
			if strings.HasPrefix(st.Result, "draw") {
				return st.Result, RuleEnd
			}
			return st.Result, RuleVictory
		},
		SideName: func(st *State, side string) string { return st.sideName(side) },
		// A phase's verbs are said as players do (issue 24: not "it
		// allows: end-phase, move"), each once, ending the phase last.
		VerbWords: func(verbs []string) string {
			if i := slices.Index(verbs, kit.EndPhase); i >= 0 && len(verbs) > 1 {
				verbs = append(slices.Delete(slices.Clone(verbs), i, i+1), kit.EndPhase)
			}
			var words []string
			for _, v := range verbs {
				if w := book.Words(v); !slices.Contains(words, w) {
					words = append(words, w)
				}
			}
			return strings.Join(words, ", ")
		},
		SequenceRule: RuleSequence, TurnRule: RuleTurn, ChoiceRule: RuleLosses,
		Wrap: wrapApply,
	})
}

// wrapApply runs around every action: what was derived for the position
// before it is forgotten (the state changes), and after it (and the
// after-action moment: air units an enemy ground unit came upon,
// generators overrun) control of occupied hexes changes hands, the tunnel
// is sealed if Dover has lost its German infantry, and victory is
// checked.
func wrapApply(st *State, _ rules.Action, ctx *rules.Context, apply func() error) error {
	st.memo.resetPosition()
	st.applying = true
	defer func() { st.memo.resetPosition(); st.applying = false }()
	if err := apply(); err != nil {
		return err
	}
	st.occupy(ctx)
	st.checkTunnel(ctx)
	st.checkVictory(ctx)
	return nil
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

// Describe implements rules.Describer: an action as the buttons, dialogs
// and the log panel word it, units by their counters' names and values and
// hexes by label and place ("Bombard W0603 Liege with German HQ (2-2
// Monstrous Artillery)"), each verb's as its record words it. A face-down
// unit is named in full for its owner and the referee, by nation and
// alias for the other side (nameFor). ok is false for an action it cannot
// word (a malformed one, or one naming a face-down unit since turned face
// up), which the engine then words generically.
func (st *State) Describe(a rules.Action, viewer string) (string, bool) {
	return book.Describe(st, a, viewer)
}

// refusalOf is a section's refusal given as its rule and reason: nil when
// both are "". A rule with no reason reads "not a legal VERB now".
func refusalOf(rule, why string) *rules.Refusal {
	if rule == "" && why == "" {
		return nil
	}
	return &rules.Refusal{Rule: rule, Reason: why}
}

// on runs fn at moment m, unless the game is over by then (an earlier
// handler may end it).
func on(m kit.Moment, fn func(st *State, ctx *rules.Context)) {
	book.On(m, func(st *State, ctx *rules.Context) error {
		if !st.Over {
			fn(st, ctx)
		}
		return nil
	})
}

// onPhases runs fn at moment m (kit.Enter or kit.Leave) of every phase
// of kind ("new-units": both sides' New Units Phases).
func onPhases(m func(stage string) kit.Moment, kind string, fn func(st *State, ctx *rules.Context)) {
	for _, id := range phasesOfKind(kind) {
		on(m(id), fn)
	}
}

// unitArg resolves a unit argument, -1 when it names none.
func (st *State) unitArg(ref string) int { return st.Units.Resolve(ref) }
