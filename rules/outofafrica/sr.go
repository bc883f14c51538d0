package outofafrica

import (
	"fmt"
	"slices"

	"sandtable/rules"
	"sandtable/rules/kit"
	"sandtable/scenarios"
)

// This file is strategic redeployment (SR), which the seed leaves to
// Paths of Glory, with Sandtable's original defaults (PLAN.md §1): a card
// played for SR (or the die action, L125) gives its side SR points to
// spend in its action round. Each unit redeploys once a round, for
// [rules.sr] corps (1) or army (4) points, from its space to any space
// its side controls that it reaches through spaces its side controls,
// holding no enemy units, over land connections (no sea lane; a dotted
// line only for the nations that may use it). Every space passed and the
// last must be open to it (the may-enter hooks, motion "sr": the
// Janissary Zone, the off-map spaces, politics) and the last must hold it
// (the stack checks). "The Draka are not restricted in their SRs to or
// from the Near East" (L150): this base has no such limit to lift. The
// army by sea is sealift.go.
//
// Not yet: SR needs supply in Paths of Glory; the supply lane (6) will
// add that through the may-enter hook or a pass of its own.

// RuleSR is strategic redeployment.
const RuleSR = "Strategic redeployment"

// VerbSR is "sr UNIT SPACE".
const VerbSR = "sr"

var (
	_ = addPhaseVerbs(PhaseAction, VerbSR)
	_ = addPoints(startSR)
	_ = addDragVerb(VerbSR)
	_ = addRulesCheck(checkSR)
)

func init() {
	on(RoundEnd, func(st *State, ctx *rules.Context) error {
		if r := st.Moves.SR; r != nil && r.Points > 0 {
			ctx.Logf("%s: %d SR points unspent", st.SideName(r.Side), r.Points)
		}
		st.Moves.SR = nil
		return nil
	})
	book.Verb(kit.Verb[*State]{Name: VerbSR, Args: "UNIT SPACE", Rule: RuleSR, Title: "Redeploy",
		Help:  "strategic redeployment: spend SR points to send a unit to a space its side controls, through spaces its side controls",
		Words: "redeploying a unit",
		Gen: func(st *State, side, arg0 string) []rules.Action {
			r := st.srOf(side)
			if r == nil {
				return nil
			}
			var out []rules.Action
			// Units of one type in one space reach the same spaces.
			memo := map[[2]string][]string{}
			for i := range st.Units {
				ref := st.Units.Ref(i)
				if arg0 != "" && arg0 != ref || st.whySRUnit(side, i) != "" {
					continue
				}
				key := [2]string{st.Units[i].Type, st.SpaceOf(i)}
				dests, ok := memo[key]
				if !ok {
					dests = st.srDestinations(i)
					memo[key] = dests
				}
				for _, d := range dests {
					out = append(out, rules.Action{Side: side, Verb: VerbSR, Args: []string{ref, d}})
				}
			}
			return out
		},
		Why: func(st *State, a rules.Action) *rules.Refusal {
			if len(a.Args) != 2 {
				return rules.Refuse(a, RuleSR, "sr takes a unit and a space")
			}
			if st.srOf(a.Side) == nil {
				return rules.Refuse(a, RuleSR, "the %s have no SR points to spend now: play a card for SR first", st.SideName(a.Side))
			}
			i := st.Units.Resolve(a.Args[0])
			if i < 0 {
				return rules.Refuse(a, RuleSR, "no unit %s", a.Args[0])
			}
			if why := st.whySRUnit(a.Side, i); why != "" {
				return rules.Refuse(a, RuleSR, "%s", why)
			}
			to := a.Args[1]
			if _, ok := st.Cell(to); !ok {
				return rules.Refuse(a, RuleSR, "no space %q on the map", to)
			}
			if st.ControlOf(to) != a.Side || st.enemyAt(a.Side, to) {
				return rules.Refuse(a, RuleSR, "a unit redeploys only to a space its side controls and no enemy holds: %s is not one", to)
			}
			if r := mayEnter(st, i, st.SpaceOf(i), to, MotionSR); r != nil {
				return rules.Refuse(a, r.Rule, "%s", r.Reason)
			}
			if r := stackCheck(st, to, append(st.At(to), i)); r != nil {
				return rules.Refuse(a, r.Rule, "%s", r.Reason)
			}
			return rules.Refuse(a, RuleSR, "%s cannot reach %s through spaces the %s control", st.unitName(i), to, st.SideName(a.Side))
		},
		Apply: func(st *State, a rules.Action, ctx *rules.Context) error {
			i := st.Units.Resolve(a.Args[0])
			r := st.Moves.SR
			cost := st.srCost(i)
			from := st.SpaceOf(i)
			r.Points -= cost
			r.Moved = append(r.Moved, i)
			st.Units[i].Loc = st.Loc(a.Args[1])
			ctx.Logf("%s redeploys from %s to %s (%d SR; %d left)", st.unitName(i), from, a.Args[1], cost, r.Points)
			return nil
		},
		Describe: func(st *State, a rules.Action, _ string) (string, bool) {
			if len(a.Args) != 2 {
				return "", false
			}
			i := st.Units.Resolve(a.Args[0])
			if i < 0 {
				return "", false
			}
			return fmt.Sprintf("Redeploy %s to %s (%d SR)", st.unitName(i), a.Args[1], st.srCost(i)), true
		},
	})
	book.Section(kit.Section[*State]{Rule: RuleSR, Title: "Strategic redeployment", Order: 320,
		Text: `Sandtable's original default (the seed leaves strategic redeployment to Paths of Glory). A card played for SR, or the die action, gives its side SR points to spend in its action round. A unit redeploys once a round, for 1 point (a corps) or 4 (an army) by default, to a space its side controls, through spaces its side controls and no enemy holds, by land (not along sea lanes; dotted lines only for the nations that may use them). The spaces must be open to the unit (the Janissary Zone, the off-map spaces, political restrictions) and the last must not overstack. "The Draka are not restricted in their SRs to or from the Near East." (Out of Africa SSR 7.) SR points not spent by the end of the action round are lost.`})
}

// checkSR fills in [rules.sr]'s defaults.
func checkSR(r *Rules, s *scenarios.Scenario) error {
	if r.SR.Corps == 0 {
		r.SR.Corps = 1
	}
	if r.SR.Army == 0 {
		r.SR.Army = 4
	}
	if r.SR.Corps < 0 || r.SR.Army < 0 {
		return s.RulesErrorf("rules.sr", "SR costs may not be negative")
	}
	return nil
}

// startSR opens side's redeployment with points SR points.
func startSR(st *State, ctx *rules.Context, side string, use Points, points int, why string) error {
	if use != ForSR {
		return nil
	}
	st.Moves.SR = &SRPoints{Side: side, Points: points, Why: why}
	ctx.Logf("%s: %d SR points to spend (%s)", st.SideName(side), points, why)
	return nil
}

// srOf is side's redeployment under way, nil when none.
func (st *State) srOf(side string) *SRPoints {
	r := st.Moves.SR
	if r == nil || r.Side != side || st.Phase != PhaseAction || st.Side != side {
		return nil
	}
	return r
}

// srCost is what redeploying unit i costs.
func (st *State) srCost(i int) int {
	if st.ClassOfUnit(i) == Army {
		return st.fixed.r.SR.Army
	}
	return st.fixed.r.SR.Corps
}

// whySRUnit is why side's unit i may not redeploy now, "" when it may.
func (st *State) whySRUnit(side string, i int) string {
	r := st.Moves.SR
	u := &st.Units[i]
	switch {
	case u.Side != side:
		return st.unitName(i) + " is not yours"
	case !u.Loc.OnMap():
		return st.unitName(i) + " is not on the map"
	case slices.Contains(r.Moved, i):
		return st.unitName(i) + " has redeployed this round already"
	case st.srCost(i) > r.Points:
		return fmt.Sprintf("redeploying %s costs %d SR points, and %d are left", st.unitName(i), st.srCost(i), r.Points)
	}
	return ""
}

// srReach are the spaces unit i reaches by SR: through spaces its side
// controls that hold no enemy, by land, open to it.
func (st *State) srReach(i int) map[string]bool {
	side, from := st.Units[i].Side, st.SpaceOf(i)
	seen := map[string]bool{from: true}
	queue := []string{from}
	for len(queue) > 0 {
		cur := queue[0]
		queue = queue[1:]
		for _, n := range st.Neighbours(cur) {
			if seen[n] || st.ControlOf(n) != side || st.enemyAt(side, n) {
				continue
			}
			if _, ok := moveCost(st, i, cur, n); !ok {
				continue
			}
			if mayEnter(st, i, cur, n, MotionSR) != nil {
				continue
			}
			seen[n] = true
			queue = append(queue, n)
		}
	}
	return seen
}

// srDestinations are the spaces unit i may redeploy to, in map order.
func (st *State) srDestinations(i int) []string {
	reach := st.srReach(i)
	from := st.SpaceOf(i)
	var out []string
	for _, sp := range st.Spaces() {
		if reach[sp] && sp != from && stackCheck(st, sp, append(st.At(sp), i)) == nil {
			out = append(out, sp)
		}
	}
	return out
}
