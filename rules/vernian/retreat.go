package vernian

import (
	"fmt"
	"slices"

	"sandtable/board"
	"sandtable/rules"
	"sandtable/rules/kit"
)

func init() {
	book.Section(kit.Section[*State]{Rule: RuleRetreat, Title: "Retreats", Order: 140,
		Text: `A retreat (DR, AR) is one hex, and the owner of the retreating units chooses it (retreat), after the losses, even during the other side's phase: on a DR the defenders of the hex, then on an AR each stack of attackers, one choice per stack. A stack retreats together, into one hex:

- next to the hex it leaves, and one it could move into (no sea, no neutral country, no all-sea hexside);
- holding no enemy ground units;
- within stacking: the hex's divisions and the retreating ones together (see Stacking);
- holding no tank of its side when the stack brings one: a stack's tank goes with it when no infantry of its hex stays behind, and only one tank may be in a stack.

A fortress never moves: on a DR it stays and holds the hex while the other defenders go.

The game moves the stack itself when only one hex is open, and eliminates its units when none is. With the option "Automatic losses and retreats" it chooses every retreat: a hex next to no enemy ground unit first, then one in the side's Attack Supply.`,
	})
	book.Verb(kit.Verb[*State]{Name: "retreat", Words: "choosing where a stack retreats", Args: "HEX", Rule: RuleRetreat,
		Help: "When asked: retreats the stack the game waits for (the defenders on a DR, one attacking stack on an AR) one hex, to HEX, the owner's choice.",
		Gen:  genRetreat, Why: whyRetreat, Apply: applyRetreat,
		Describe: describeHex("Retreat to ")})
	book.Stage(kit.Stage[*State]{ID: "retreat", Name: "retreat", Rule: RuleRetreat, Choice: true, Verbs: []string{"retreat"},
		Who:    (*State).chooser,
		Prompt: func(st *State, _ string) string { return st.retreatPrompt(st.pendingRetreat()) },
		Default: func(st *State) rules.Action {
			rt := st.pendingRetreat()
			choices := st.retreatChoices(rt)
			if len(choices) == 0 {
				return rules.Action{}
			}
			return rules.Action{Side: rt.Side, Verb: "retreat", Args: []string{st.text(choices[0])}}
		}})
}

// Retreats. GWIE's retreat rules are not ours; the seed asks only that
// stacking and "Only one Tank unit can be in a stack" (000 Part II Tanks)
// hold. A retreat is one hex, and as in nearly every hex war game the
// owning player chooses it (RULINGS.md Retreats): after a result's losses
// each retreating group - the defenders of the hex on a DR, each attacking
// stack on an AR - waits for its owner's `retreat HEX` (State.Pending),
// among exactly the hexes the rules allow: next to the group, passable, no
// enemy ground units, within stacking, and no second tank of the side
// (counting the tank that follows the stack). A group moves together. A
// group with one hex open goes there and one with none is eliminated,
// without asking; with the option automatic_losses every group takes the
// default, the hex the game chose before players did: next to no enemy
// ground unit first, then in the side's Attack Supply, then board order.

// Retreat is a group of units that must retreat one hex together: the
// defenders of a hex on a DR (a fortress stays), or one stack of attackers
// on an AR. Their owner chooses the hex.
type Retreat struct {
	Side string `json:"side"`
	// From is the hex the group leaves ("W0605", "map:label").
	From string `json:"from"`
	// Units are the retreating units. The stack's tank, when it is not one
	// of them and no infantry of the side stays behind, goes with them.
	Units []string `json:"units"`
	// For is what makes them retreat, for the log and the prompt ("the
	// D1/DR of the attack on W0605 Laon").
	For string `json:"for"`
}

// stackLocs are the distinct locations of units, in order.
func stackLocs(st *State, units []int) []rules.Location {
	var out []rules.Location
	for _, i := range units {
		if l := st.Units[i].Loc; !slices.Contains(out, l) {
			out = append(out, l)
		}
	}
	return out
}

// retreatGroup is what retreats for rt now: its units still at its hex,
// the tank that goes with them (-1 when none), and the hex.
func (st *State) retreatGroup(rt *Retreat) (units []int, along int, from rules.Location) {
	from, _ = rules.ParseLocation(st.fixed.s, rt.From)
	for _, id := range rt.Units {
		if i := st.Units.Index(id); i >= 0 && st.Units[i].Loc == from {
			units = append(units, i)
		}
	}
	return units, st.tankFollowing(units, from), from
}

// retreatBlocked is why the group (units, with the tank along, leaving
// from) may not retreat to l, with the rule; "" when it may.
func (st *State) retreatBlocked(units []int, along int, from, l rules.Location) (rule, why string) {
	side := st.Units[units[0]].Side
	m := st.mapOf(from)
	if !l.OnMap() || l.Map != from.Map || !m.Topology.Adjacent(from.Cell, l.Cell) {
		return RuleRetreat, fmt.Sprintf("a retreat is one hex, and %s is not next to %s", st.place(l), st.place(from))
	}
	if !st.passable(m, from.Cell, l.Cell) {
		return RuleMovement, fmt.Sprintf("no unit enters the sea or a neutral country or crosses an all-sea hexside: %s cannot be entered from %s", st.place(l), st.place(from))
	}
	if st.occupancy().has(m.ID, l.Cell, enemy(side)) {
		return RuleRetreat, fmt.Sprintf("a retreat never enters a hex holding enemy ground units, and %s holds the %s", st.place(l), st.sideName(enemy(side)))
	}
	w, tank := 0, along >= 0
	for _, i := range units {
		w += st.weight(&st.Units[i])
		tank = tank || st.isTank(&st.Units[i])
	}
	if st.overstack(st.stackWeight(l, side), w) > 0 {
		return RuleStacking, fmt.Sprintf("%s (the retreat brings %d)", st.overstackWhy(l), w)
	}
	// 000 Part II Tanks: "Only one Tank unit can be in a stack".
	if tank && st.tankAt(l, side) >= 0 {
		return RuleTanks, fmt.Sprintf("only one tank can be in a stack: %s already holds one, and the retreating stack's tank goes with it", st.place(l))
	}
	return "", ""
}

// retreatChoices are the hexes rt's group may retreat to, the default
// first: hexes next to no enemy ground unit, then hexes in the side's
// Attack Supply, then board order. None when the group cannot retreat (or
// has no unit left).
func (st *State) retreatChoices(rt *Retreat) []rules.Location {
	units, along, from := st.retreatGroup(rt)
	if len(units) == 0 {
		return nil
	}
	m := st.mapOf(from)
	occ := st.occupancy()
	type hex struct {
		l     rules.Location
		score int
	}
	var open []hex
	var net *SupplyNet
	for _, c := range m.Topology.Neighbors(from.Cell, nil) {
		l := rules.CellLocation(m, c)
		if _, why := st.retreatBlocked(units, along, from, l); why != "" {
			continue
		}
		score := 0
		near := false
		var buf []board.Cell
		for _, n := range m.Topology.Neighbors(c, buf) {
			near = near || occ.has(m.ID, n, enemy(rt.Side))
		}
		if !near {
			score += 2
		}
		if net == nil {
			net = st.supply(rt.Side)
		}
		if net.At(l) == AttackSupply {
			score++
		}
		open = append(open, hex{l, score})
	}
	slices.SortStableFunc(open, func(a, b hex) int { return b.score - a.score })
	out := make([]rules.Location, len(open))
	for k, h := range open {
		out[k] = h.l
	}
	return out
}

// settleRetreat carries rt out when its owner has no choice to make (no
// unit left, no hex open, one hex open) or the game chooses for them
// (automatic_losses), and reports false when the owner must choose.
func (st *State) settleRetreat(rt *Retreat, ctx *rules.Context) bool {
	units, _, from := st.retreatGroup(rt)
	if len(units) == 0 {
		return true
	}
	choices := st.retreatChoices(rt)
	switch {
	case len(choices) == 0:
		for _, i := range units {
			ctx.Logf("%s cannot retreat from %s and is eliminated", st.name(i), st.place(from))
			st.takeSteps(i, rules.StepCount(st.fixed.s, &st.Units[i]), ctx)
		}
	case len(choices) == 1 || st.automatic():
		st.retreatTo(rt, choices[0], ctx)
	default:
		return false
	}
	return true
}

// retreatTo moves rt's group, and the tank that goes with it, to l.
func (st *State) retreatTo(rt *Retreat, l rules.Location, ctx *rules.Context) {
	units, along, from := st.retreatGroup(rt)
	if along >= 0 {
		units = append(units, along)
	}
	for _, i := range units {
		st.Units[i].Loc = l
	}
	ctx.Logf("retreat: %s from %s to %s", joinNames(unitNames(st, units)), st.place(from), st.place(l))
}

// retreatPrompt is the decision's prompt for rt: who retreats, from where,
// and why.
func (st *State) retreatPrompt(rt *Retreat) string {
	units, along, from := st.retreatGroup(rt)
	if along >= 0 {
		units = append(units, along)
	}
	return fmt.Sprintf("%s: %s retreat one hex from %s (%s): choose the hex", st.sideName(rt.Side), joinNames(unitNames(st, units)), st.place(from), rt.For)
}

// pendingRetreat is the retreat waiting for its owner's choice, nil when
// none.
func (st *State) pendingRetreat() *Retreat {
	if p := st.Pending; p != nil && p.Push == nil && len(p.Losses) == 0 && len(p.Retreats) > 0 {
		return &p.Retreats[0]
	}
	return nil
}

func genRetreat(st *State, side, arg0 string) []rules.Action {
	rt := st.pendingRetreat()
	if rt == nil || rt.Side != side {
		return nil
	}
	var out []rules.Action
	for _, l := range st.retreatChoices(rt) {
		if h := st.text(l); arg0 == "" || arg0 == h {
			out = append(out, rules.Action{Side: side, Verb: "retreat", Args: []string{h}})
		}
	}
	return out
}

func whyRetreat(st *State, a rules.Action) *rules.Refusal {
	rt := st.pendingRetreat()
	switch {
	case rt == nil:
		return refusalOf(RuleRetreat, "no retreat is waiting for a choice")
	case len(a.Args) != 1:
		return refusalOf(RuleRetreat, "retreat takes HEX")
	}
	l, err := rules.ParseLocation(st.fixed.s, a.Args[0])
	if err != nil {
		return refusalOf(RuleRetreat, rules.ReasonOf(err))
	}
	units, along, from := st.retreatGroup(rt)
	if len(units) == 0 {
		return refusalOf(RuleRetreat, "no unit is left to retreat")
	}
	if rule, why := st.retreatBlocked(units, along, from, l); why != "" {
		return refusalOf(rule, why)
	}
	return refusalOf(RuleRetreat, fmt.Sprintf("write the hex as %s", st.text(l)))
}

// applyRetreat moves the waiting retreat's group to the hex its owner
// chose, then carries the resolution on.
func applyRetreat(st *State, a rules.Action, ctx *rules.Context) error {
	l, err := rules.ParseLocation(st.fixed.s, a.Args[0])
	if err != nil {
		return err
	}
	st.retreatTo(st.pendingRetreat(), l, ctx)
	st.Pending.Retreats = st.Pending.Retreats[1:]
	st.settle(ctx)
	return nil
}
