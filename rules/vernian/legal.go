package vernian

import (
	"slices"
	"strings"

	"sandtable/rules"
)

// verb is one verb's rules: gen lists its legal actions for side (only
// those whose first argument is arg0, when arg0 is set), why explains a
// refusal, apply performs a legal action.
type verb struct {
	gen   func(st *State, side, arg0 string) []rules.Action
	why   func(st *State, a rules.Action) (rule, reason string)
	apply func(st *State, a rules.Action, ctx *rules.Context) error
}

// verbs are the module's verbs by name.
var verbs map[string]verb

// addVerb registers a verb: the ground war's here, each air section's
// from its own file's init.
func addVerb(name string, v verb) {
	if verbs == nil {
		verbs = map[string]verb{}
	}
	verbs[name] = v
}

func init() {
	for name, v := range map[string]verb{
		"end-phase":      {genEndPhase, whyEndPhase, func(st *State, a rules.Action, ctx *rules.Context) error { st.endPhase(ctx); return nil }},
		"move":           {genMove, whyMove, applyMove},
		"bombard":        {genBombard, whyBombard, applyBombard},
		"cancel-bombard": {genCancelBombard, whyBombard, applyCancelBombard},
		"fire":           {genFire, whyBombard, applyFire},
		"attack":         {genAttack, whyAttack, applyAttack},
		"commit":         {genCommit, whyAttack, applyCommit},
		"withdraw":       {genWithdraw, whyAttack, applyWithdraw},
		"resolve":        {genResolve, whyAttack, applyResolve},
		"cancel":         {genCancel, whyAttack, applyCancel},
		"advance":        {genAdvance, whyAdvance, applyAdvance},
		"crack":          {genCrack, whyCrack, applyCrack},
		"done":           {genDone, whyAdvance, applyDone},
		"attrition":      {genAttrition, whyAttrition, applyAttrition},
		"double":         {genDouble, whyDouble, applyDouble},
		"lose":           {genLose, whyLose, applyLose},
		"retreat":        {genRetreat, whyRetreat, applyRetreat},
		"push-out":       {genPushOut, whyPushOut, applyPushOut},
	} {
		addVerb(name, v)
	}
}

// standing are refusals that hold whatever the phase, by verb: an order
// that no phase lifts (the Kaiser's to his Ether Flyers, missions.go).
// Check gives them before whose turn it is, so the player reads the rule
// that forbids the action rather than the sequence of play.
var standing = map[string]func(st *State, a rules.Action) (rule, why string){}

// standingOrder registers verb's standing refusal.
func standingOrder(verb string, f func(st *State, a rules.Action) (rule, why string)) {
	standing[verb] = f
}

// verbsNow are the verbs that may be legal now: while a choice is
// pending only the verbs answering it, else end-phase and the phase's.
func (st *State) verbsNow() []string {
	if st.Pending != nil || st.displacing() >= 0 {
		return decisionVerbs
	}
	out := []string{"end-phase"}
	for _, v := range st.phase().Verbs {
		if _, ok := verbs[v]; ok {
			out = append(out, v)
		}
	}
	return out
}

// Legal lists every legal action of side now.
func (st *State) Legal(side string) []rules.Action {
	if st.Over || side == "" || side != st.active() {
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
	if st.Over || side == "" || side != st.active() {
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
	if st.Over || side == "" || side != st.active() || !slices.Contains(st.verbsNow(), verb) {
		return nil
	}
	out := verbs[verb].gen(st, side, arg0)
	if arg0 != "" {
		// gen also matches a unit's id where its actions name it by
		// reference: keep exactly what filtering Legal keeps.
		out = slices.DeleteFunc(out, func(a rules.Action) bool { return len(a.Args) == 0 || a.Args[0] != arg0 })
	}
	return out
}

var _ rules.LegalFilter = (*State)(nil)

// Check returns nil exactly when a is in Legal(a.Side), else a refusal
// citing the rule.
func (st *State) Check(a rules.Action) error {
	if st.Over {
		rule := RuleVictory
		if strings.HasPrefix(st.Result, "draw") {
			rule = RuleEnd
		}
		return rules.Refuse(a, rule, "the game is over: %s", st.Result)
	}
	if a.Side != Germans && a.Side != Allies {
		return rules.Refuse(a, RuleTurn, "no side %q (sides: %s, %s)", a.Side, Germans, Allies)
	}
	if f := standing[a.Verb]; f != nil {
		if rule, why := f(st, a); why != "" {
			return rules.Refuse(a, rule, "%s", why)
		}
	}
	d := st.decision()
	if act := st.active(); a.Side != act {
		if d != nil {
			return rules.Refuse(a, d.Rule, "the game waits for the %s to choose: %s", st.sideName(d.Side), d.Prompt)
		}
		return rules.Refuse(a, RuleTurn, "it is the %s: the %s do not act now", st.phase().Name, st.sideName(a.Side))
	}
	v, ok := verbs[a.Verb]
	if !ok {
		return rules.Refuse(a, RuleSequence, "no verb %q in this game (verbs: end-phase, %s)", a.Verb, strings.Join(allVerbs(), ", "))
	}
	if !slices.Contains(st.verbsNow(), a.Verb) {
		switch {
		case d != nil:
			return rules.Refuse(a, d.Rule, "first choose: %s", d.Prompt)
		case slices.Contains(decisionVerbs, a.Verb):
			return rules.Refuse(a, RuleLosses, "there is no choice to make now: %s answers a pending step loss, retreat, push or displacement", a.Verb)
		}
		return rules.Refuse(a, RuleSequence, "%s is not done in the %s, where the rules allow %s", wordsOfVerbs([]string{a.Verb}), st.phase().Name, wordsOfVerbs(append(slices.Clone(st.phase().Verbs), "end-phase")))
	}
	key := a.String()
	if st.checked(key) {
		return nil
	}
	arg0 := ""
	if len(a.Args) > 0 {
		arg0 = a.Args[0]
	}
	for _, l := range v.gen(st, a.Side, arg0) {
		if l.Equal(a) {
			st.accepted(key)
			return nil
		}
	}
	rule, reason := v.why(st, a)
	if reason == "" {
		// No section's why explains it (a unit moved where it stands):
		// the refusal still cites the rules of the phase.
		rule, reason = st.phase().Rule, "not a legal "+a.Verb+" now"
	}
	return rules.Refuse(a, rule, "%s", reason)
}

func allVerbs() []string {
	var out []string
	for v := range verbs {
		if v != "end-phase" {
			out = append(out, v)
		}
	}
	slices.Sort(out)
	return out
}

// Apply performs a legal action, then runs the after-action hooks (air
// units an enemy ground unit came upon, generators overrun), hands
// control of occupied hexes over, seals the tunnel if Dover has lost its German infantry and checks
// victory.
func (st *State) Apply(a rules.Action, ctx *rules.Context) error {
	if err := st.Check(a); err != nil {
		return err
	}
	st.memo.resetPosition()
	st.applying = true
	defer func() { st.memo.resetPosition(); st.applying = false }()
	if err := verbs[a.Verb].apply(st, a, ctx); err != nil {
		return err
	}
	st.runHooks("after-action", ctx)
	st.occupy(ctx)
	st.checkTunnel(ctx)
	st.checkVictory(ctx)
	return nil
}

func genEndPhase(st *State, side, arg0 string) []rules.Action {
	if arg0 != "" {
		return nil
	}
	if why, _ := st.mustFinish(); why != "" {
		return nil
	}
	return []rules.Action{{Side: side, Verb: "end-phase"}}
}

func whyEndPhase(st *State, a rules.Action) (string, string) {
	if len(a.Args) > 0 {
		return RuleSequence, "end-phase takes no arguments"
	}
	why, rule := st.mustFinish()
	return rule, why
}

// unitArg resolves a unit argument, -1 when it names none.
func (st *State) unitArg(ref string) int { return st.Units.Resolve(ref) }
