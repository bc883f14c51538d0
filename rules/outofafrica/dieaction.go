package outofafrica

import (
	"fmt"
	"strconv"

	"sandtable/rules"
	"sandtable/rules/kit"
)

// This file is the die action (PLAN.md §2.4):
//
//	"Once per turn, up to Winter 1917, a player may elect to roll a die
//	and take the total on it for OPS or SRs, rather than playing a card
//	for an action. Starting Spring 1918, both sides may start rolling 2
//	dice and using half (rounded down) on any action phase for OPS or SRs
//	as described in the POG notes, rather than playing a card." (L125)
//
// roll-die ops|sr is an action round's action: through turn [rules]
// die_until (16, "Winter 1917/18": ruling OA-30) one die, once a turn;
// from turn two_dice_from (17, "Spring 1918") two dice, half the total
// rounded down, in any action round (ruling OA-31).

// RuleDie is the die action (L125).
const RuleDie = "Out of Africa SSR 2: the die action"

var _ = addPhaseVerbs(PhaseAction, "roll-die")

var _ = addSideData(func(st *State, v *rules.View) {
	for _, side := range Sides {
		text := "available"
		switch {
		case st.Turn >= st.fixed.r.TwoDiceFrom:
			text = "two dice halved, any round"
		case st.Turn > st.fixed.r.DieUntil:
			text = "none this turn"
		case !st.dieOpen(side):
			text = "used this turn"
		}
		v.SetSide(side, rules.SideEntry{Key: "die", Label: "Die action", Text: text})
	}
})

func init() {
	on(kit.TurnStart, func(st *State, _ *rules.Context) error {
		st.Tracks.DieUsed = nil
		return nil
	})
	book.Verb(kit.Verb[*State]{Name: "roll-die", Args: "ops|sr", Rule: RuleDie, Title: "Roll the die",
		Help:  "instead of playing a card, roll the die for OPS or SR (one die once a turn through Winter 1917/18, two dice halved from Spring 1918)",
		Words: "rolling the die for an action",
		Gen: func(st *State, side, _ string) []rules.Action {
			if st.dieRefusal(side) != nil {
				return nil
			}
			return []rules.Action{{Side: side, Verb: "roll-die", Args: []string{UseOPS}}, {Side: side, Verb: "roll-die", Args: []string{UseSR}}}
		},
		Why: func(st *State, a rules.Action) *rules.Refusal {
			if r := st.dieRefusal(a.Side); r != nil {
				r.Action = a
				return r
			}
			return rules.Refuse(a, RuleDie, "the die is rolled for ops or sr")
		},
		Apply: func(st *State, a rules.Action, ctx *rules.Context) error {
			return st.rollDie(ctx, a.Side, a.Args[0])
		},
		Describe: func(st *State, a rules.Action, _ string) (string, bool) {
			if len(a.Args) != 1 {
				return "", false
			}
			what := map[string]string{UseOPS: "OPS", UseSR: "SR"}[a.Args[0]]
			if what == "" {
				return "", false
			}
			if st.Turn >= st.fixed.r.TwoDiceFrom {
				return "Roll two dice for " + what + " (half the total)", true
			}
			return "Roll a die for " + what, true
		},
	})
	book.Section(kit.Section[*State]{Rule: RuleDie, Title: "The die action", Order: 25,
		Text: `"Once per turn, up to Winter 1917, a player may elect to roll a die and take the total on it for OPS or SRs, rather than playing a card for an action. Starting Spring 1918, both sides may start rolling 2 dice and using half (rounded down) on any action phase for OPS or SRs as described in the POG notes, rather than playing a card." (SSR 2.)

Instead of playing a card, an alliance may roll for its action round's OPS or SR. Through Winter 1917/18 (ruling OA-30: "Starting Spring 1918" is the next turn, so the two clauses meet) it rolls one die, once a turn. From Spring 1918 it rolls two dice and takes half the total, rounded down, in any of its action rounds (ruling OA-31: "once per turn" belongs to the first clause).`,
		More: func(st *State) (string, []rules.RefTable) {
			r := st.fixed.r
			return fmt.Sprintf("In this game: one die through turn %d, two dice halved from turn %d.", r.DieUntil, r.TwoDiceFrom), nil
		}})
}

// dieOpen reports whether side could still take the die action this
// turn (whatever the round).
func (st *State) dieOpen(side string) bool {
	r := st.fixed.r
	switch {
	case st.Turn >= r.TwoDiceFrom:
		return true
	case st.Turn <= r.DieUntil:
		return !st.Tracks.DieUsed[side]
	}
	return false
}

// dieRefusal is why side may not take the die action now, nil when it
// may.
func (st *State) dieRefusal(side string) *rules.Refusal {
	r := st.fixed.r
	switch {
	case st.Phase != PhaseAction || st.Side != side:
		return &rules.Refusal{Rule: RuleDie, Reason: "the die is rolled for an action round's action"}
	case st.Tracks.Acted:
		return &rules.Refusal{Rule: RuleActions, Reason: "the " + st.SideName(side) + " have already taken this action round's action"}
	case st.Turn < r.TwoDiceFrom && st.Turn > r.DieUntil:
		return &rules.Refusal{Rule: RuleDie, Reason: "no die action on turn " + strconv.Itoa(st.Turn)}
	case st.Turn <= r.DieUntil && st.Tracks.DieUsed[side]:
		return &rules.Refusal{Rule: RuleDie, Reason: "the die action is once per turn up to Winter 1917, and the " + st.SideName(side) + " have used it this turn"}
	}
	return nil
}

// rollDie takes the die action for use ("ops" or "sr").
func (st *State) rollDie(ctx *rules.Context, side, use string) error {
	two := st.Turn >= st.fixed.r.TwoDiceFrom
	n := 1
	if two {
		n = 2
	}
	faces, err := ctx.Roll(n, 6)
	if err != nil {
		return err
	}
	total := 0
	for _, f := range faces {
		total += f
	}
	points, what := total, map[string]string{UseOPS: "OPS", UseSR: "SR"}[use]
	result := strconv.Itoa(points) + " " + what
	if two {
		points = kit.Halve(total, false)
		result = fmt.Sprintf("%d, half = %d %s", total, points, what)
	} else {
		if st.Tracks.DieUsed == nil {
			st.Tracks.DieUsed = map[string]bool{}
		}
		st.Tracks.DieUsed[side] = true
	}
	st.Tracks.Acted, st.Tracks.Action, st.Tracks.Points = true, "die-"+use, points
	ctx.LogRoll("", rules.Roll{For: st.SideName(side) + " die action for " + what + " (SSR 2)", Dice: faces, Sides: 6, Total: total, Result: result})
	if use == UseOPS {
		return beginPoints(st, ctx, side, ForOps, points, "the die action")
	}
	return beginPoints(st, ctx, side, ForSR, points, "the die action")
}
