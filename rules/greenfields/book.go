package greenfields

import (
	"fmt"
	"slices"
	"strings"

	"sandtable/rules"
	"sandtable/rules/kit"
)

// book is the module's rulebook: each section registers its verbs, the
// stages it plays (its phases of the assault turn, the choices it asks)
// and its moment handlers from its file's init; the book implements
// Legal, Check, Apply, Describe, the decision, prompt and checklist once
// (rules/kit). Init functions run in file order: this file's registers
// the moving on of a phase that ended with choices to make (resumeEnd) as
// the first after-action handler, before observation's and victory's.
var book = kit.NewRulebook[*State]("greenfields")

// The module's own moments besides kit's: a new day of the assault, and
// the game's end after the last day (or when the assault ends).
var (
	dayStart = kit.NewMoment("day-start")
	gameEnd  = kit.NewMoment("game-end")
)

func init() {
	book.Use(kit.Hooks[*State]{
		Sides:  Sides,
		Phase:  func(st *State) string { return st.phase().ID },
		Choice: func(st *State) string { return st.pendingKind() },
		Ended: func(st *State) (string, string) {
			if !st.Over {
				return "", ""
			}
			if st.Result == "" {
				return "the game is over", RuleVictory
			}
			return st.Result, RuleVictory
		},
		SideName: func(st *State, side string) string { return st.sideName(side) },
		Where:    func(st *State) string { return st.phase().Name + " of the " + st.phaseWho() },
		WrongStage: func(st *State, verb string, now []string) string {
			return fmt.Sprintf("%s is not done in the %s, which allows %s", verbNames([]string{verb}), st.phase().Name, verbNames(now))
		},
		VerbWords:    verbNames,
		SequenceRule: RuleSequence, TurnRule: RuleTurn,
		Refine: refine,
		Wrap:   wrap,
	})
	end := book.EndPhaseVerb("ends the step (refused, with the reason, while something must be done first); a step passes by itself only when every side can tell it holds nothing to do (a bombardment with no SHELLS left, a close assault with no contested zone, air operations with no aircraft able to fly): movement, construction and bringing up reserves (where a side may always ask to halt or buy SHELLS) wait for their side",
		(*State).endPhase,
		func(st *State, viewer string) string {
			return fmt.Sprintf("End the %s (%s)", st.phase().Name, st.turnName())
		})
	end.Title = "End the step"
	book.Verb(end)
	book.On(kit.AfterAction, func(st *State, ctx *rules.Context) error { return st.resumeEnd(ctx) })
}

var (
	_ rules.LegalFilter = (*State)(nil)
	_ rules.Describer   = (*State)(nil)
)

// Legal lists every legal action of side now.
func (st *State) Legal(side string) []rules.Action {
	defer st.memoSight()()
	return book.Legal(st, side)
}

// LegalVerbs lists the verbs of Legal(side) (rules.LegalFilter).
func (st *State) LegalVerbs(side string) []string {
	defer st.memoSight()()
	return book.LegalVerbs(st, side)
}

// LegalWith lists the actions of Legal(side) with verb whose first
// argument is arg0 ("" for any) (rules.LegalFilter).
func (st *State) LegalWith(side, verb, arg0 string) []rules.Action {
	defer st.memoSight()()
	return book.LegalWith(st, side, verb, arg0)
}

// Check returns nil exactly when a is in Legal(a.Side), else a refusal
// citing the rule.
func (st *State) Check(a rules.Action) error {
	defer st.memoSight()()
	return book.Check(st, a)
}

// memoSight keeps each side's sight (sightOf) worked out once while the
// state is only read, as the legal list and checks do (their moves ask
// whether a side sees a zone's enemies at every step of every way); the
// returned func ends it. Nested calls share the outer memo.
func (st *State) memoSight() func() {
	if st.sightMemo != nil {
		return func() {}
	}
	st.sightMemo = map[string]*sight{}
	return func() { st.sightMemo = nil }
}

// Apply performs a legal action (the engine has checked it).
func (st *State) Apply(a rules.Action, ctx *rules.Context) error { return book.Apply(st, a, ctx) }

// Describe implements rules.Describer: an action as buttons, dialogs and
// the log panel word it, units by their counter's name and values as they
// stand ("German regulars, 1914 3-3-12", morale-experience-strength) and
// zones by label and place ("L8 Vaucourt"). A unit its enemy has not
// identified is "an unidentified German unit" to that enemy, and an
// enemy's air orders are not spelt out (they are secret until both sides
// commit). ok is false for an action it cannot word (a malformed one),
// which the engine then words generically. Each verb's Describe sits
// beside its rule.
func (st *State) Describe(a rules.Action, viewer string) (string, bool) {
	return book.Describe(st, a, viewer)
}

// activeSides are the sides that may act now: the side a pending choice
// waits for, else the phase's (its stage's Who).
func (st *State) activeSides() []string { return book.Active(st) }

// decisionFor is the choice the game waits for now as viewer reads it (a
// side, the referee "" or everyone), nil when none.
func (st *State) decisionFor(viewer string) *rules.Decision { return book.Decision(st, viewer) }

// checklist is what play asks for now, as viewer reads it: a pending
// choice first, then the phase stage's items.
func (st *State) checklist(viewer string) []rules.CheckItem { return book.Checklist(st, viewer) }

// refuse is a refusal citing rule, its reason worded by format (the
// action is the rulebook's to fill in).
func refuse(rule, format string, args ...any) *rules.Refusal {
	return &rules.Refusal{Rule: rule, Reason: fmt.Sprintf(format, args...)}
}

// refine words a refusal of a for the acting side: its own units by their
// counters' names (ownNames), and an argument naming a unit it may not
// know about said alike whatever it is (foreignArg).
func refine(st *State, a rules.Action, r *rules.Refusal) *rules.Refusal {
	r.Reason = st.ownNames(a, r.Reason)
	if k := st.foreignArg(a); k >= 0 {
		// Said alike of an enemy unit the side does not see, one destroyed
		// out of its sight, and one that never was: the reason tells
		// nothing the side may not know.
		b := a
		b.Args = slices.Clone(a.Args)
		b.Args[k] = rules.HiddenRefPrefix + "0"
		r.Rule = book.Why(st, b).Rule
		r.Reason = fmt.Sprintf("%s is not one of your units in play", a.Args[k])
	}
	return r
}

// wrap is the bookkeeping around every action: what each side saw before
// it, and after it the sightings it made, the secrets it keeps and the
// words each side reads.
func wrap(st *State, a rules.Action, ctx *rules.Context, apply func() error) error {
	own, order := st.ownArg(a), st.isOrder(a)
	before, named := st.sightings(), st.namedUnits(a)
	if err := apply(); err != nil {
		return err
	}
	st.revealSightings(a.Side, before, named, ctx)
	st.keepSecret(a, own, order, ctx)
	st.unnameUnseen(ctx)
	st.ownWords(ctx)
	return nil
}

// ownNames words the acting side's own units named in a refusal of a by
// their counters' names: the refusal goes to that side alone, and the
// public name of a unit its enemy has not identified is an alias.
func (st *State) ownNames(a rules.Action, reason string) string {
	for _, arg := range a.Args {
		i := st.Units.Resolve(arg)
		if i < 0 || st.Units[i].Side != a.Side {
			continue
		}
		reason = st.ownText(reason, i)
	}
	return reason
}

// foreignArg is the index of a's first argument naming a unit that is
// not one the acting side may name as its own or see, -1 when none: a
// unit reference (an id or an alias) that names no unit, or an enemy unit
// the side does not see now (destroyed ones included). Refusals of such
// actions say only that it is not one of the side's units in play.
func (st *State) foreignArg(a rules.Action) int {
	for k, arg := range a.Args {
		if !strings.HasPrefix(arg, rules.HiddenRefPrefix) && !strings.Contains(arg, "/") {
			continue // a zone, a mode, a mission or a type, not a unit
		}
		i := st.Units.Resolve(arg)
		if i < 0 || st.Units[i].Side != a.Side && !st.sees(a.Side, i) {
			return k
		}
	}
	return -1
}

// infallible is a moment handler of fn, which cannot fail.
func infallible(fn func(st *State, ctx *rules.Context)) func(st *State, ctx *rules.Context) error {
	return func(st *State, ctx *rules.Context) error { fn(st, ctx); return nil }
}
