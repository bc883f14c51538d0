package greenfields

import (
	"fmt"
	"slices"

	"sandtable/rules"
)

// This file keeps an action secret when it names a unit of the acting
// side ("Units ... are not placed upon the board unless an assault begins
// and the unit moves"; artillery "held off board" or behind a ridge): the
// enemy reads a cover in its place, never the unit's alias, and so never
// learns that a unit it has not seen exists or where it went. What it
// sees the unit do, it reads in the action's lines (logAbout). Every such
// action is secret, seen or not: were only those the enemy cannot see
// secret, the acting side would read in its own log (the cover) and in a
// sealed save's public part which of its units the enemy sees, and so
// where unseen enemies watch.

// openVerbs are the verbs whose sections make the action secret
// themselves (the air phase's secret choice).
var openVerbs = []string{"fly", "ground", rules.CommitVerb, "deploy", "post", "luxury", "reinforce", "undeploy", verbEnlist, verbImprove, verbLower, verbDismiss, verbStock, verbUnstock}

// secretVerbs are always private to the acting side.
var secretVerbs = []string{"buy", "dig", "charge", "detonate"}

// firingVerbs name a unit that fires in the open: the action identifies it
// ("Units are placed on the board as they move or fire"), so it is public.
// (Kept secret, its dice would all be the firer's to read, the saves of
// the units it hits included.)
var firingVerbs = []string{"opfire"}

// isOrder reports whether a orders opportunity fire further along a
// move's path (asked before the action).
func (st *State) isOrder(a rules.Action) bool {
	p := st.opPending()
	return a.Verb == "opfire" && len(a.Args) == 2 && p != nil && p.orderZone(a.Args[1])
}

// ownArg reports whether a names a unit of its own side.
func (st *State) ownArg(a rules.Action) bool {
	for _, arg := range a.Args {
		if i := st.Units.Resolve(arg); i >= 0 && st.Units[i].Side == a.Side {
			return true
		}
	}
	return false
}

// coverOf is what the enemy reads in place of a secret action: what the
// seed makes public ("All fire is announced by players in turn": the
// target zone of a barrage) and no more.
func (st *State) coverOf(a rules.Action) string {
	who := "the " + st.sideName(a.Side)
	if c, ok := st.mineCover(a); ok {
		return c
	}
	switch a.Verb {
	case "barrage":
		if len(a.Args) >= 2 {
			what := "artillery fire"
			if len(a.Args) >= 3 {
				what = "gas shells"
			}
			return fmt.Sprintf("%s announce %s at %s", who, what, st.targetWords(a.Side, a.Args[1]))
		}
	case "box":
		if len(a.Args) == 2 {
			return fmt.Sprintf("%s announce a box barrage on %s", who, a.Args[1])
		}
	case "cancel-barrage":
		return who + " cancel an announced barrage"
	case "move":
		return who + " move a unit"
	case "enter":
		return who + " bring up a reserve"
	case "opfire":
		return who + " order opportunity fire further along the move"
	case "raid":
		// "Multiple raids can be sent against a single target zone": the
		// zone, the strength points and the purpose are announced, not
		// which unit sends them nor from where (RULINGS.md W-5.7).
		if len(a.Args) >= 3 {
			what := "a raid"
			if len(a.Args) == 4 {
				what = "a wire-cutting party"
			}
			return fmt.Sprintf("%s announce %s of %s strength points on %s", who, what, a.Args[2], a.Args[1])
		}
	case "cancel-raid":
		if len(a.Args) == 2 {
			return fmt.Sprintf("%s call off a raid on %s", who, a.Args[1])
		}
	case "buy":
		if len(a.Args) == 1 {
			return fmt.Sprintf("%s spend %d victory points on a unit for their reserve", who, st.vpCost(a.Args[0]))
		}
	}
	return fmt.Sprintf("%s act (%s)", who, a.Verb)
}

// keepSecret makes the action being applied private to its side when it
// names a unit of its own (ownArg, asked before the action: the unit may
// be gone after it), or is a purchase. An opportunity fire ordered further
// along a move's path (order, isOrder) fires nothing yet: it is as secret
// as any order, until the fire opens in the open.
func (st *State) keepSecret(a rules.Action, own, order bool, ctx *rules.Context) {
	if ctx == nil || slices.Contains(openVerbs, a.Verb) || slices.Contains(firingVerbs, a.Verb) && !order {
		return
	}
	if ws := st.weekStepOf(); ws != nil && ws.Both {
		return // a secret step of both sides: its section keeps its orders secret (SecretChoice.Choose)
	}
	// A purchase is secret like a deployment: the price (victory points
	// are public) but not the unit.
	if own || slices.Contains(secretVerbs, a.Verb) {
		ctx.Private(rules.SidesOnly(a.Side), st.coverOf(a))
	}
}

// ownWords rewrites the lines of the action's log that only one side may
// read so that they name that side's units by their counters' names: the
// public name of a unit its enemy has not identified is an alias
// ("unidentified unit of Britain (hidden:6)"), which says nothing to the
// player who owns it. Lines every side reads keep the alias.
func (st *State) ownWords(ctx *rules.Context) {
	if ctx == nil {
		return
	}
	evs := ctx.Events()
	for k := range evs {
		e := &evs[k]
		if e.To.Referee || len(e.To.Sides) != 1 {
			continue
		}
		side := e.To.Sides[0]
		for i := range st.Units {
			if st.Units[i].Side != side {
				continue
			}
			// Also a unit identified during the action: lines logged
			// before it fired name it by its alias.
			e.Text = st.ownText(e.Text, i)
			if e.Roll != nil {
				if f := st.ownText(e.Roll.For, i); f != e.Roll.For {
					r := *e.Roll // the roll may be shared: change a copy
					r.For = f
					e.Roll = &r
				}
			}
		}
	}
}

var _ rules.Canonicalizer = (*State)(nil)

// Canonical names a.Side's own units in a by the references its legal
// actions use (rules.Canonicalizer): a unit its enemy has not identified
// by its alias, so a script may name its own units by id.
func (st *State) Canonical(a rules.Action) rules.Action {
	var out []string
	for k, arg := range a.Args {
		i := st.Units.Index(arg)
		if i < 0 || st.Units[i].Side != a.Side {
			continue
		}
		if ref := st.Units.Ref(i); ref != arg {
			if out == nil {
				out = slices.Clone(a.Args)
			}
			out[k] = ref
		}
	}
	if out != nil {
		a.Args = out
	}
	return a
}
