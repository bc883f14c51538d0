package greenfields

import (
	"fmt"
	"slices"
	"strings"

	"sandtable/rules"
)

// verb is one verb's rules: gen lists its legal actions for side (only
// those whose first argument is arg0, when arg0 is set), why explains a
// refusal (the rule and the reason in a player's words), apply performs a
// legal action.
type verb struct {
	gen   func(st *State, side, arg0 string) []rules.Action
	why   func(st *State, a rules.Action) (rule, reason string)
	apply func(st *State, a rules.Action, ctx *rules.Context) error
}

// listedBy are, by verb, functions reporting whether the verb's gen would
// list an action without generating the rest of the list (a unit's moves
// are every zone it reaches, each a path to work out): Check asks them.
var listedBy = map[string]func(st *State, a rules.Action) bool{}

// verbs are the module's verbs by name; each section registers its own
// from its file's init (addVerb).
var verbs = map[string]verb{}

// addVerb registers a verb.
func addVerb(name string, v verb) {
	if _, dup := verbs[name]; dup {
		panic("greenfields: verb " + name + " registered twice")
	}
	verbs[name] = v
}

func init() {
	addVerb("end-phase", verb{genEndPhase, whyEndPhase, func(st *State, a rules.Action, ctx *rules.Context) error {
		st.endPhase(ctx)
		return nil
	}})
}

// genEndPhase: the acting side may end the phase unless something is
// required first (mustFinish) or a choice is pending. In the air phase,
// sides close their secret choice with commit instead.
func genEndPhase(st *State, side, arg0 string) []rules.Action {
	if arg0 != "" || len(st.Pending) > 0 || st.phase().Both || !slices.Contains(st.activeSides(), side) {
		return nil
	}
	if h := mustFinish[st.phase().ID]; h != nil {
		if _, reason := h(st); reason != "" {
			return nil
		}
	}
	return []rules.Action{{Side: side, Verb: "end-phase"}}
}

func whyEndPhase(st *State, a rules.Action) (string, string) {
	if st.phase().Both {
		return RuleAir, "the air phase ends when both sides have committed their aircraft (commit)"
	}
	if h := mustFinish[st.phase().ID]; h != nil {
		if rule, reason := h(st); reason != "" {
			return rule, reason
		}
	}
	return RuleSequence, "end-phase takes no arguments"
}

// verbsNow are the verbs that may be legal now: while a choice is pending
// only the verbs answering it, else end-phase and the phase's.
func (st *State) verbsNow() []string {
	if len(st.Pending) > 0 {
		return decisionKinds[st.Pending[0].Kind].verbs
	}
	out := []string{"end-phase"}
	for _, v := range st.phase().Verbs {
		if _, ok := verbs[v]; ok {
			out = append(out, v)
		}
	}
	return out
}

// mayAct reports whether side acts now.
func (st *State) mayAct(side string) bool {
	return !st.Over && side != "" && slices.Contains(st.activeSides(), side)
}

// Legal lists every legal action of side now.
func (st *State) Legal(side string) []rules.Action {
	if !st.mayAct(side) {
		return nil
	}
	var out []rules.Action
	for _, v := range st.verbsNow() {
		out = append(out, verbs[v].gen(st, side, "")...)
	}
	return out
}

// LegalVerbs lists the verbs of Legal(side) (rules.LegalFilter).
func (st *State) LegalVerbs(side string) []string {
	if !st.mayAct(side) {
		return nil
	}
	var out []string
	for _, v := range st.verbsNow() {
		if len(verbs[v].gen(st, side, "")) > 0 {
			out = append(out, v)
		}
	}
	return out
}

// LegalWith lists the actions of Legal(side) with verb whose first
// argument is arg0 ("" for any), generating that verb's alone
// (rules.LegalFilter).
func (st *State) LegalWith(side, verb, arg0 string) []rules.Action {
	if !st.mayAct(side) || !slices.Contains(st.verbsNow(), verb) {
		return nil
	}
	out := verbs[verb].gen(st, side, arg0)
	if arg0 != "" {
		out = slices.DeleteFunc(out, func(a rules.Action) bool { return len(a.Args) == 0 || a.Args[0] != arg0 })
	}
	return out
}

var _ rules.LegalFilter = (*State)(nil)

// Check returns nil exactly when a is in Legal(a.Side), else a refusal
// citing the rule.
func (st *State) Check(a rules.Action) error {
	if st.Over {
		return rules.Refuse(a, RuleVictory, "the game is over: %s", st.Result)
	}
	if a.Side != Allies && a.Side != Central {
		return rules.Refuse(a, RuleTurn, "no side %q (sides: %s, %s)", a.Side, Allies, Central)
	}
	d := st.decision()
	if !st.mayAct(a.Side) {
		if d != nil {
			return rules.Refuse(a, d.Rule, "the game waits for the %s to choose: %s", st.sideName(d.Side), d.Prompt)
		}
		return rules.Refuse(a, RuleTurn, "it is the %s of the %s: the %s do not act now", st.phase().Name, st.phaseWho(), st.sideName(a.Side))
	}
	v, ok := verbs[a.Verb]
	if !ok {
		return rules.Refuse(a, RuleSequence, "no verb %q in this game (verbs: %s)", a.Verb, strings.Join(allVerbs(), ", "))
	}
	if !slices.Contains(st.verbsNow(), a.Verb) {
		if d != nil {
			return rules.Refuse(a, d.Rule, "first choose: %s", d.Prompt)
		}
		return rules.Refuse(a, RuleSequence, "%s is not done in the %s, which allows %s", verbNames([]string{a.Verb}), st.phase().Name, verbNames(st.verbsNow()))
	}
	arg0 := ""
	if len(a.Args) > 0 {
		arg0 = a.Args[0]
	}
	if listed := listedBy[a.Verb]; listed != nil {
		if listed(st, a) {
			return nil
		}
	} else {
		for _, l := range v.gen(st, a.Side, arg0) {
			if l.Equal(a) {
				return nil
			}
		}
	}
	rule, reason := v.why(st, a)
	reason = st.ownNames(a, reason)
	if k := st.foreignArg(a); k >= 0 {
		// Said alike of an enemy unit the side does not see, one destroyed
		// out of its sight, and one that never was: the reason tells
		// nothing the side may not know.
		b := a
		b.Args = slices.Clone(a.Args)
		b.Args[k] = rules.HiddenRefPrefix + "0"
		rule, _ = v.why(st, b)
		reason = fmt.Sprintf("%s is not one of your units in play", a.Args[k])
	}
	if reason == "" {
		reason = "not a legal " + a.Verb + " now"
	}
	if rule == "" {
		rule = RuleSequence
	}
	return rules.Refuse(a, rule, "%s", reason)
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

func allVerbs() []string {
	out := make([]string, 0, len(verbs))
	for v := range verbs {
		out = append(out, v)
	}
	slices.Sort(out)
	return out
}

// Apply performs a legal action, then runs the after-action hooks.
func (st *State) Apply(a rules.Action, ctx *rules.Context) error {
	if err := st.Check(a); err != nil {
		return err
	}
	own, order := st.ownArg(a), st.isOrder(a)
	before, named := st.sightings(), st.namedUnits(a)
	if err := verbs[a.Verb].apply(st, a, ctx); err != nil {
		return err
	}
	st.resumeEnd(ctx)
	st.runHooks("after-action", ctx)
	st.revealSightings(a.Side, before, named, ctx)
	st.keepSecret(a, own, order, ctx)
	st.unnameUnseen(ctx)
	st.ownWords(ctx)
	return st.takeHookErr()
}
