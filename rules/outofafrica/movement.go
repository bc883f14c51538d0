package outofafrica

import (
	"slices"
	"strings"

	"sandtable/rules"
	"sandtable/rules/kit"
)

// This file is movement in operations, which the seed leaves to Paths of
// Glory; Sandtable's original defaults (PLAN.md §1):
//
//   - a unit in a space activated for movement moves up to its movement
//     allowance (the counter's third value) in movement points; each
//     space entered costs the map's move cost (1, more for the terrains
//     whose move_cost says so, and the sections' extra costs: the CMC's
//     2 MP in mountains, L154);
//   - a unit never enters a space holding enemy units, nor crosses a sea
//     lane by land, nor uses a dotted line its nation may not (dotted.go);
//   - entering a space the enemy (or no one) controls takes it for the
//     mover's alliance (control by entry), and the unit goes on unless
//     [rules.movement] stop_entering_enemy_control says it stops;
//   - each space entered must be open to the unit (the may-enter hooks:
//     the off-map spaces, the Janissary Zone, political limits), and the
//     space where it stops must hold it (the stack checks).
//
// `move UNIT SPACE` (a drag of its counter) moves the unit the cheapest
// open way to SPACE, the map's order breaking ties; a unit may move again
// with the points it has left. The spaces it passes through are named in
// the log, and each one it takes is logged.

// RuleMovement is movement in operations.
const RuleMovement = "Operations: movement"

var (
	_ = addPhaseVerbs(PhaseAction, rules.VerbMove)
	// A sea lane is for strategic redeployment by sea and invasions,
	// never a land move (PLAN.md §4).
	_ = addMoveCost(func(st *State, _ int, from, to string) (int, bool) {
		return 0, !st.Connection(from, to, "sea")
	})
)

func init() {
	book.Verb(kit.Verb[*State]{Name: rules.VerbMove, Args: "UNIT SPACE", Rule: RuleMovement, Title: "Move",
		Help:  "moves a unit activated for movement to SPACE, the cheapest open way within the movement points it has left",
		Words: "moving a unit",
		Gen: func(st *State, side, arg0 string) []rules.Action {
			o := st.opsOf(side)
			if o == nil {
				return nil
			}
			var out []rules.Action
			for _, i := range o.Movers {
				ref := st.Units.Ref(i)
				if arg0 != "" && arg0 != ref {
					continue
				}
				for _, d := range st.destinations(i) {
					out = append(out, rules.Action{Side: side, Verb: rules.VerbMove, Args: []string{ref, d}})
				}
			}
			return out
		},
		Why:   whyMove,
		Apply: applyMove,
		Describe: func(st *State, a rules.Action, _ string) (string, bool) {
			if len(a.Args) != 2 {
				return "", false
			}
			i := st.Units.Resolve(a.Args[0])
			if i < 0 {
				return "", false
			}
			return "Move " + st.unitName(i) + " to " + a.Args[1], true
		},
	})
	book.Section(kit.Section[*State]{Rule: RuleMovement, Title: "Operations: movement", Order: 310,
		Text: `Sandtable's original default (the seed leaves movement to Paths of Glory). A unit in a space activated for movement moves up to its movement allowance, the third value on its counter, in movement points: each space entered costs 1, or the move cost of its terrain. A unit never enters a space holding enemy units, never moves along a sea lane, and uses a dotted line only if its nation may (see Dotted lines). Entering a space the enemy or no one controls takes control of it. Each space entered must be one the unit may enter (the off-map spaces, the Janissary Zone, political restrictions), and the space where it stops must not overstack.

Drag a counter to a space it can reach: it goes the cheapest open way, and may move again with the points it has left.`,
		More: func(st *State) (string, []rules.RefTable) {
			if st.fixed.r.Movement.StopEnteringEnemyControl {
				return "In this game a unit stops when it enters a space the enemy controlled.", nil
			}
			return "In this game a unit that takes a space by entering it may go on moving.", nil
		}})
}

// mpLeft are the movement points unit i has left in these operations.
func (st *State) mpLeft(i int) int {
	mp, _ := rules.Value(st.fixed.s, &st.Units[i], "move")
	if o := st.Moves.Ops; o != nil {
		mp -= o.Spent[i]
	}
	return max(mp, 0)
}

// activatedIn is the space mover i was activated in: where it stands
// until it first moves (Ops.From).
func (st *State) activatedIn(i int) string {
	if o := st.Moves.Ops; o != nil {
		if sp, ok := o.From[i]; ok {
			return sp
		}
	}
	return st.SpaceOf(i)
}

// moveTree is a cheapest-first search of unit i's moves from its space:
// each reached space's cost and the space it was entered from.
type moveTree struct {
	cost map[string]int
	prev map[string]string
}

// moves searches the spaces unit i can reach with its points left.
func (st *State) moves(i int) moveTree {
	side, from := st.Units[i].Side, st.SpaceOf(i)
	left := st.mpLeft(i)
	t := moveTree{cost: map[string]int{from: 0}, prev: map[string]string{}}
	done := map[string]bool{}
	order := st.Spaces()
	stop := st.fixed.r.Movement.StopEnteringEnemyControl
	for {
		// the cheapest unsettled space, the map's order breaking ties
		cur, best := "", -1
		for _, sp := range order {
			if c, ok := t.cost[sp]; ok && !done[sp] && (best < 0 || c < best) {
				cur, best = sp, c
			}
		}
		if cur == "" {
			return t
		}
		done[cur] = true
		if cur != from && stop && st.ControlOf(cur) == Enemy(side) {
			continue
		}
		for _, n := range st.Neighbours(cur) {
			if done[n] || st.enemyAt(side, n) {
				continue
			}
			c, ok := moveCost(st, i, cur, n)
			if !ok || best+c > left {
				continue
			}
			if old, seen := t.cost[n]; seen && old <= best+c {
				continue
			}
			if mayEnter(st, i, cur, n, MotionMove) != nil {
				continue
			}
			t.cost[n], t.prev[n] = best+c, cur
		}
	}
}

// path is the spaces from unit's space to to, both included.
func (t moveTree) path(to string) []string {
	out := []string{to}
	for p, ok := t.prev[to]; ok; p, ok = t.prev[p] {
		out = append(out, p)
	}
	slices.Reverse(out)
	return out
}

// destinations are the spaces mover i may move to now, in the map's order.
func (st *State) destinations(i int) []string {
	if st.mpLeft(i) == 0 {
		return nil
	}
	t := st.moves(i)
	from := st.SpaceOf(i)
	var out []string
	for _, sp := range st.Spaces() {
		if _, ok := t.cost[sp]; ok && sp != from && stackCheck(st, sp, append(st.At(sp), i)) == nil && st.russianStopWhy(i, st.activatedIn(i), sp) == "" {
			out = append(out, sp)
		}
	}
	return out
}

// whyMove is the refusal of a move Gen does not list.
func whyMove(st *State, a rules.Action) *rules.Refusal {
	if len(a.Args) != 2 {
		return rules.Refuse(a, RuleMovement, "move takes a unit and a space")
	}
	o := st.opsOf(a.Side)
	if o == nil {
		return rules.Refuse(a, RuleActivation, "the %s have no operations under way: play a card for OPS and activate a space first", st.SideName(a.Side))
	}
	i := st.Units.Resolve(a.Args[0])
	if i < 0 || !st.Units[i].Loc.OnMap() {
		return rules.Refuse(a, RuleMovement, "no unit %s on the map", a.Args[0])
	}
	name, to := st.unitName(i), a.Args[1]
	if st.Units[i].Side != a.Side {
		return rules.Refuse(a, RuleMovement, "%s is not yours", name)
	}
	if !slices.Contains(o.Movers, i) {
		return rules.Refuse(a, RuleActivation, "%s was not activated for movement: activate its space (%s) for movement first", name, st.SpaceOf(i))
	}
	if _, ok := st.Cell(to); !ok {
		return rules.Refuse(a, RuleMovement, "no space %q on the map", to)
	}
	from := st.SpaceOf(i)
	if to == from {
		return rules.Refuse(a, RuleMovement, "%s is already in %s", name, to)
	}
	if st.mpLeft(i) == 0 {
		return rules.Refuse(a, RuleMovement, "%s has no movement points left", name)
	}
	if st.enemyAt(a.Side, to) {
		return rules.Refuse(a, RuleMovement, "enemy units stand in %s: a unit may not enter a space holding enemy units", to)
	}
	if r := mayEnter(st, i, from, to, MotionMove); r != nil {
		return rules.Refuse(a, r.Rule, "%s", r.Reason)
	}
	if w := st.dottedWhy(st.Units[i].Nation, from, to); w != "" {
		return rules.Refuse(a, RuleDotted, "%s", w)
	}
	if r := stackCheck(st, to, append(st.At(to), i)); r != nil {
		return rules.Refuse(a, r.Rule, "%s", r.Reason)
	}
	if w := st.russianStopWhy(i, st.activatedIn(i), to); w != "" {
		return rules.Refuse(a, RuleRussians, "%s", w)
	}
	return rules.Refuse(a, RuleMovement, "%s cannot reach %s with the %d movement points it has left by an open way (spaces holding enemy units, sea lanes and spaces it may not enter block it)", name, to, st.mpLeft(i))
}

// applyMove moves the unit the cheapest open way, taking control of each
// space entered that its alliance did not control.
func applyMove(st *State, a rules.Action, ctx *rules.Context) error {
	i := st.Units.Resolve(a.Args[0])
	to := a.Args[1]
	t := st.moves(i)
	cost, ok := t.cost[to]
	if !ok {
		return errf("move: %s cannot reach %s", a.Args[0], to)
	}
	path := t.path(to)
	name, side := st.unitName(i), st.Units[i].Side
	o := st.Moves.Ops
	if o.Spent == nil {
		o.Spent = map[int]int{}
	}
	o.Spent[i] += cost
	if _, ok := o.From[i]; !ok {
		if o.From == nil {
			o.From = map[int]string{}
		}
		o.From[i] = path[0]
	}
	st.Units[i].Loc = st.Loc(to)
	ctx.Logf("%s moves %s (%d MP; %d left)", name, strings.Join(path, " → "), cost, st.mpLeft(i))
	for _, sp := range path[1:] {
		if st.ControlOf(sp) != side {
			if err := st.setControl(ctx, sp, side, []int{i}); err != nil {
				return err
			}
		}
	}
	return nil
}

var _ rules.MoveCoster = (*State)(nil)

// MoveCosts implements rules.MoveCoster: the movement points each legal
// move of unit costs now and the points it has left (ok false when it may
// not move: not an activated mover of side's operations).
func (st *State) MoveCosts(side, unit string) (map[string]int, int, bool) {
	o := st.opsOf(side)
	i := st.Units.Resolve(unit)
	if o == nil || i < 0 || !slices.Contains(o.Movers, i) {
		return nil, 0, false
	}
	t := st.moves(i)
	costs := map[string]int{}
	for _, d := range st.destinations(i) {
		costs[d] = t.cost[d]
	}
	return costs, st.mpLeft(i), true
}
