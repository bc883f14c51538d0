package outofafrica

import (
	"fmt"
	"slices"
	"strings"

	"sandtable/rules"
	"sandtable/rules/kit"
	"sandtable/scenarios"
)

// This file is the activation of spaces in operations, which the seed
// leaves to Paths of Glory: a card played for OPS (or the die action,
// L125) gives its side OPS points to spend in its action round, activating
// spaces for movement or for attack. The costs are [rules.activation],
// with Sandtable's original defaults (PLAN.md §1):
//
//	1 OPS per space activated for movement or attack, plus 1 for each
//	nationality in the space beyond the first.
//
// "Draka forces are considered to be part of the British Empire for
// nationality considerations" (L127): a Draka and a British unit are one
// nationality here (sameNationality, ForActivation). "The Allied Player
// is no longer restricted by 9.2.7 in the POG rules to activating only
// one space per action for attack on the Near East map" (L150): there is
// no such limit unless [rules.activation] ne_attack_spaces sets one
// (ruling OA-43; neareast.go).
//
// `activate SPACE move|attack` activates a space: the units of the side
// standing there then move (movement.go) or attack (lane 5's attack,
// which reads Ops.Attackers). A space is activated once; units that have
// moved or been activated are not activated again. The operations end
// with the action round (end-phase). Sandtable lets a side activate
// spaces while it moves (Paths of Glory activates them all first): a
// unit still moves and attacks once.

// RuleActivation is the activation of spaces for operations.
const RuleActivation = "Operations: activation"

// VerbActivate is "activate SPACE move|attack".
const VerbActivate = "activate"

// The uses of an activated space.
const (
	UseMove   = "move"
	UseAttack = "attack"
)

var (
	_ = addPhaseVerbs(PhaseAction, VerbActivate)
	_ = addPoints(startOps)
	_ = addRulesCheck(checkActivation)
	_ = addChecklist(PhaseAction, opsChecklist)
)

func init() {
	on(RoundEnd, func(st *State, ctx *rules.Context) error {
		if o := st.Moves.Ops; o != nil && o.Points > 0 {
			ctx.Logf("%s: %d OPS unspent", st.SideName(o.Side), o.Points)
		}
		st.Moves.Ops = nil
		return nil
	})
	book.Verb(kit.Verb[*State]{Name: VerbActivate, Args: "SPACE move|attack", Rule: RuleActivation, Title: "Activate",
		Help:  "spend OPS to activate a space for movement or for attack: the units there may then move, or attack",
		Words: "activating a space",
		Gen: func(st *State, side, arg0 string) []rules.Action {
			o := st.opsOf(side)
			if o == nil {
				return nil
			}
			var out []rules.Action
			for _, sp := range st.spacesOf(side) {
				if arg0 != "" && sp != arg0 {
					continue
				}
				for _, use := range []string{UseMove, UseAttack} {
					if st.whyActivate(side, sp, use) == "" {
						out = append(out, rules.Action{Side: side, Verb: VerbActivate, Args: []string{sp, use}})
					}
				}
			}
			return out
		},
		Why: func(st *State, a rules.Action) *rules.Refusal {
			if len(a.Args) != 2 {
				return rules.Refuse(a, RuleActivation, "activate takes a space and move or attack")
			}
			if st.opsOf(a.Side) == nil {
				return rules.Refuse(a, RuleActivation, "the %s have no OPS to spend now: play a card for OPS first", st.SideName(a.Side))
			}
			if rule, why := st.activateRefusal(a.Side, a.Args[0], a.Args[1]); why != "" {
				return rules.Refuse(a, rule, "%s", why)
			}
			return nil
		},
		Apply: func(st *State, a rules.Action, ctx *rules.Context) error {
			o := st.Moves.Ops
			sp, use := a.Args[0], a.Args[1]
			fresh := st.freshUnits(a.Side, sp)
			cost, why := st.activationCost(fresh)
			o.Points -= cost
			if o.Activated == nil {
				o.Activated = map[string]string{}
			}
			o.Activated[sp] = use
			if use == UseMove {
				o.Movers = append(o.Movers, fresh...)
			} else {
				o.Attackers = append(o.Attackers, fresh...)
			}
			ctx.Logf("%s activate %s for %s (%s); %d OPS left", st.SideName(a.Side), sp, useWords(use), why, o.Points)
			return nil
		},
		Describe: func(st *State, a rules.Action, _ string) (string, bool) {
			if len(a.Args) != 2 {
				return "", false
			}
			text := fmt.Sprintf("Activate %s for %s", a.Args[0], useWords(a.Args[1]))
			if o := st.Moves.Ops; o != nil && o.Side == a.Side && o.Activated[a.Args[0]] == "" {
				// not yet done (a logged action is worded without its cost,
				// which its log line gives)
				cost, _ := st.activationCost(st.freshUnits(a.Side, a.Args[0]))
				text += fmt.Sprintf(" (%d OPS)", cost)
			}
			return text, true
		},
	})
	book.Section(kit.Section[*State]{Rule: RuleActivation, Title: "Operations: activating spaces", Order: 300,
		Text: `A card played for OPS, or the die action, gives its side OPS to spend in its action round. Each space activated for movement or for attack costs OPS: by Sandtable's original default (not Paths of Glory's; the scenario may change it), 1 for the space and 1 more for each nationality among its units beyond the first. "Draka forces are considered to be part of the British Empire for nationality considerations" (Out of Africa SSR 3): Draka and British units in a space are one nationality.

The units in a space activated for movement may each move once; those in a space activated for attack may attack. A space is activated once an action round, and a unit that has moved or been activated is not activated again. "The Allied Player is no longer restricted by 9.2.7 in the POG rules to activating only one space per action for attack on the Near East map" (SSR 7). OPS not spent by the end of the action round are lost.`,
		More: func(st *State) (string, []rules.RefTable) {
			a := st.fixed.r.Activation
			limit := "none"
			if a.NEAttackSpaces > 0 {
				limit = fmt.Sprint(a.NEAttackSpaces)
			}
			return fmt.Sprintf("In this game: %d OPS a space, %d more for each extra nationality; spaces activated for attack in the Near East in one action: %s.", a.Space, a.ExtraNationality, limit), nil
		}})
}

// checkActivation fills in [rules.activation]'s defaults and checks it.
func checkActivation(r *Rules, s *scenarios.Scenario) error {
	a := &r.Activation
	if a.Space == 0 {
		a.Space = 1
	}
	if a.ExtraNationality == 0 {
		a.ExtraNationality = 1
	}
	if a.Space < 0 || a.ExtraNationality < 0 || a.NEAttackSpaces < 0 {
		return s.RulesErrorf("rules.activation", "activation costs and limits may not be negative")
	}
	return nil
}

// startOps opens side's operations with points OPS (the points hook).
func startOps(st *State, ctx *rules.Context, side string, use Points, points int, why string) error {
	if use != ForOps {
		return nil
	}
	st.Moves.Ops = &Ops{Side: side, Points: points, Why: why}
	ctx.Logf("%s: %d OPS to spend (%s)", st.SideName(side), points, why)
	return nil
}

// opsOf are side's operations now, nil when it has none under way.
func (st *State) opsOf(side string) *Ops {
	o := st.Moves.Ops
	if o == nil || o.Side != side || st.Phase != PhaseAction || st.Side != side {
		return nil
	}
	return o
}

// useWords is an activation's use as people read it.
func useWords(use string) string {
	if use == UseAttack {
		return "attack"
	}
	return "movement"
}

// spacesOf are the spaces holding units of side, in the map's order.
func (st *State) spacesOf(side string) []string {
	held := map[string]bool{}
	for i := range st.Units {
		if st.Units[i].Side == side && st.Units[i].Loc.OnMap() {
			held[st.SpaceOf(i)] = true
		}
	}
	var out []string
	for _, sp := range st.Spaces() {
		if held[sp] {
			out = append(out, sp)
		}
	}
	return out
}

// freshUnits are side's units in space that have not moved nor been
// activated in these operations.
func (st *State) freshUnits(side, space string) []int {
	o := st.Moves.Ops
	var out []int
	for _, i := range st.At(space) {
		if st.Units[i].Side != side {
			continue
		}
		if o != nil && (slices.Contains(o.Movers, i) || slices.Contains(o.Attackers, i)) {
			continue
		}
		out = append(out, i)
	}
	return out
}

// nationalities groups units' nations by nationality for activation:
// each group's first nation, in the units' order.
func (st *State) nationalities(units []int) []string {
	var out []string
	for _, i := range units {
		n := st.Units[i].Nation
		if !slices.ContainsFunc(out, func(m string) bool { return st.sameNationality(m, n, ForActivation) }) {
			out = append(out, n)
		}
	}
	return out
}

// activationCost is what activating a space holding units costs, and the
// cost in words ("2 OPS: 1 for the space, 1 for a second nationality").
func (st *State) activationCost(units []int) (int, string) {
	a := st.fixed.r.Activation
	n := len(st.nationalities(units))
	cost := a.Space + a.ExtraNationality*max(n-1, 0)
	if n <= 1 || a.ExtraNationality == 0 {
		return cost, fmt.Sprintf("%d OPS", cost)
	}
	var names []string
	for _, nat := range st.nationalities(units) {
		names = append(names, st.NationName(nat))
	}
	return cost, fmt.Sprintf("%d OPS: %d for the space, %d for %d nationalities (%s)", cost, a.Space, cost-a.Space, n, strings.Join(names, ", "))
}

// enemyAt reports whether units of side's enemy stand in space.
func (st *State) enemyAt(side, space string) bool {
	for _, i := range st.At(space) {
		if st.Units[i].Side != side {
			return true
		}
	}
	return false
}

// attackTargets are the spaces next to space where enemy units of side
// stand that one of units may attack into: not across a sea lane nor a
// dotted line its nation may not use (dotted.go), and open to it for an
// attack (the may-enter hooks, motion "attack": the Janissary Zone,
// political restrictions). Lane 5's attack may ask it too.
func (st *State) attackTargets(units []int, space string) []string {
	var out []string
	for _, n := range st.Neighbours(space) {
		if st.Connection(space, n, "sea") || len(units) == 0 || !st.enemyAt(st.Units[units[0]].Side, n) {
			continue
		}
		for _, i := range units {
			if st.dottedOpen(st.Units[i].Nation, space, n) && mayEnter(st, i, space, n, MotionAttack) == nil {
				out = append(out, n)
				break
			}
		}
	}
	return out
}

// whyActivate is why side may not activate space for use now, "" when it
// may (its operations under way).
func (st *State) whyActivate(side, space, use string) string {
	_, why := st.activateRefusal(side, space, use)
	return why
}

// activateRefusal is whyActivate with the rule it cites.
func (st *State) activateRefusal(side, space, use string) (rule, why string) {
	rule = RuleActivation
	o := st.opsOf(side)
	if o == nil {
		return rule, fmt.Sprintf("the %s have no OPS to spend now", st.SideName(side))
	}
	if use != UseMove && use != UseAttack {
		return rule, fmt.Sprintf("%q: a space is activated for move or attack", use)
	}
	if _, ok := st.Cell(space); !ok {
		return rule, fmt.Sprintf("no space %q on the map", space)
	}
	if u, done := o.Activated[space]; done {
		return rule, fmt.Sprintf("%s is already activated for %s this action round", space, useWords(u))
	}
	fresh := st.freshUnits(side, space)
	if len(fresh) == 0 {
		return rule, fmt.Sprintf("no unit of the %s in %s may be activated (none there, or all moved or activated already)", st.SideName(side), space)
	}
	if cost, why := st.activationCost(fresh); cost > o.Points {
		return rule, fmt.Sprintf("activating %s costs %s, and %d OPS are left", space, why, o.Points)
	}
	if use == UseAttack {
		if len(st.attackTargets(fresh, space)) == 0 {
			return rule, fmt.Sprintf("no enemy units stand next to %s that its units may attack", space)
		}
		if why := st.neAttackWhy(o, space); why != "" {
			return RuleNearEast, why
		}
	}
	return "", ""
}

// opsChecklist is the action phase's line for operations under way.
func opsChecklist(st *State, _ string) []rules.CheckItem {
	o := st.Moves.Ops
	if o == nil || st.Phase != PhaseAction || st.Side != o.Side {
		return nil
	}
	var act []string
	for _, sp := range sortedKeys(o.Activated) {
		act = append(act, sp+" ("+useWords(o.Activated[sp])+")")
	}
	text := fmt.Sprintf("Operations (%s): %d OPS left", o.Why, o.Points)
	if len(act) > 0 {
		text += "; activated: " + strings.Join(act, ", ")
	}
	return []rules.CheckItem{{Text: text}}
}

// The attacks' part of an activation (combat.go's AttackGate): a side
// attacks from the spaces it activated for attack and has not attacked
// from yet, with the units activated there; a corps invasion spends 2
// OPS of a card played for operations (L492).
var _ = provideAttackGate(AttackGate{
	Spaces: func(st *State, side string) []string {
		o := st.opsOf(side)
		if o == nil {
			return nil
		}
		var out []string
		for _, l := range st.Spaces() {
			if o.Activated[l] == UseAttack && !slices.Contains(o.Attacked, l) {
				out = append(out, l)
			}
		}
		return out
	},
	Unit: func(st *State, i int) bool {
		o := st.Moves.Ops
		return o != nil && slices.Contains(o.Attackers, i)
	},
	Attacked: func(st *State, side string, from []string) {
		if o := st.opsOf(side); o != nil {
			o.Attacked = append(o.Attacked, from...)
		}
	},
	Invade: func(st *State, side string) string {
		if o := st.opsOf(side); o == nil || o.Points < 2 {
			return "an invasion costs 2 OPS of a card played for operations"
		}
		return ""
	},
	Invaded: func(st *State, side string) {
		if o := st.opsOf(side); o != nil {
			o.Points -= 2
		}
	},
})
