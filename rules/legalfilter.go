package rules

// LegalFilter is implemented by modules that can answer parts of their
// legal list without listing it all. A free-play game of 2,000 counters on
// a 5,000-hex map has ten million legal moves; the window asks only for
// the verbs in play, one unit's actions, the rolls, ending the phase.
//
// Both answers must agree with Legal: LegalVerbs holds, each once, every
// verb of Legal(side) (in any order); LegalWith(side, verb, arg0) is
// exactly the actions of Legal(side) with that verb and, when arg0 is not
// "", whose first argument is arg0, in Legal's order.
// rulestest.CheckLegalFilter checks a module against its Legal.
type LegalFilter interface {
	LegalVerbs(side string) []string
	LegalWith(side, verb, arg0 string) []Action
}

// LegalVerbs lists the verbs of side's legal actions now, each once.
func (g *Game) LegalVerbs(side string) []string {
	if g.state.Status().Over {
		return nil
	}
	if f, ok := g.state.(LegalFilter); ok {
		return f.LegalVerbs(side)
	}
	return VerbsOf(g.state.Legal(side))
}

// LegalWith lists side's legal actions with verb whose first argument is
// arg0 ("" for any), in the order of Legal.
func (g *Game) LegalWith(side, verb, arg0 string) []Action {
	if g.state.Status().Over {
		return nil
	}
	if f, ok := g.state.(LegalFilter); ok {
		return f.LegalWith(side, verb, arg0)
	}
	return FilterActions(g.state.Legal(side), verb, arg0)
}

// VerbsOf lists the verbs of actions, each once, in order of appearance.
func VerbsOf(actions []Action) []string {
	var out []string
	seen := map[string]bool{}
	for _, a := range actions {
		if !seen[a.Verb] {
			seen[a.Verb] = true
			out = append(out, a.Verb)
		}
	}
	return out
}

// FilterActions keeps the actions with verb whose first argument is arg0
// ("" for any).
func FilterActions(actions []Action, verb, arg0 string) []Action {
	var out []Action
	for _, a := range actions {
		if a.Verb == verb && (arg0 == "" || len(a.Args) > 0 && a.Args[0] == arg0) {
			out = append(out, a)
		}
	}
	return out
}
