package outofafrica

import (
	"slices"

	"sandtable/rules"
	"sandtable/rules/kit"
)

// This file is the retreat and the advance after combat (PLAN.md §2.6,
// step 6), Sandtable's default in our words: when the attacker inflicted
// more loss points than it took and defenders are left in the space, each
// retreats one space, its owner choosing where (retreat UNIT SPACE): a
// space connected by land, with no enemy units, not enemy-controlled, and
// allowed by every may-enter rule (the off-map spaces for the Central
// Powers, the Janissary Zone...) and the stacking limits. A unit with no
// such space is eliminated. A trench of level [rules.trench]
// no_retreat_from or more, or a terrain marked no_retreat, holds the
// defenders. Once the space is empty, the attacker's surviving units may
// advance into it (advance UNIT), each allowed by the may-enter rules and
// stacking, which takes control of it; stop-advance ends the battle.

// RuleRetreat is the retreat after combat; RuleAdvance the advance.
const (
	RuleRetreat = "Combat: retreat"
	RuleAdvance = "Combat: advance"
)

// retreatHeld is why b's defenders do not retreat ("" when they must).
func (st *State) retreatHeld(space string) string {
	if lvl, from := st.trenchLevel(space), *st.fixed.r.Trench.NoRetreatFrom; from > 0 && lvl >= from {
		return "their trench holds them"
	}
	if tr, ok := st.terrainRules(space); ok && tr.NoRetreat {
		return "the " + st.terrainName(space) + " holds them"
	}
	return ""
}

// mustRetreat reports whether b's defenders must retreat now, and logs
// the outcome of the fire.
func (st *State) mustRetreat(ctx *rules.Context, b *Battle) bool {
	left := st.inBattle(b, Enemy(b.Side))
	switch {
	case len(left) == 0:
		ctx.Logf("No defender is left in %s", b.Space)
		return false
	case b.ToDefender <= b.ToAttacker:
		ctx.Logf("The defenders of %s hold (%s inflicted against %s taken)", b.Space, countOf(b.ToDefender, "loss point"), countOf(b.ToAttacker, "loss point"))
		return false
	}
	if why := st.retreatHeld(b.Space); why != "" {
		ctx.Logf("The defenders of %s lost the fight but do not retreat: %s", b.Space, why)
		return false
	}
	ctx.Logf("The defenders of %s must retreat", b.Space)
	return true
}

// retreatSpaces are the spaces unit i may retreat to from space.
func (st *State) retreatSpaces(i int, space string) []string {
	side := st.Units[i].Side
	var out []string
	for _, n := range st.Neighbours(space) {
		if !st.landLinked(space, n) || len(st.unitsOf(n, Enemy(side))) > 0 || st.ControlOf(n) == Enemy(side) {
			continue
		}
		if mayEnter(st, i, space, n, MotionRetreat) != nil || stackCheck(st, n, append(st.At(n), i)) != nil {
			continue
		}
		out = append(out, n)
	}
	return out
}

// settleRetreats eliminates the defenders left with nowhere to retreat
// and reports whether some still wait for their owner's choice.
func (st *State) settleRetreats(ctx *rules.Context, b *Battle) bool {
	waiting := false
	for _, i := range st.inBattle(b, Enemy(b.Side)) {
		if len(st.retreatSpaces(i, b.Space)) == 0 {
			st.eliminate(ctx, i, "no space to retreat to from "+b.Space, false)
			continue
		}
		waiting = true
	}
	return waiting
}

// retreatActions are the defender's retreat actions.
func (st *State) retreatActions() []rules.Action {
	b := st.Battle.Fight
	if b == nil || b.Step != StepRetreat {
		return nil
	}
	var out []rules.Action
	for _, i := range st.inBattle(b, Enemy(b.Side)) {
		for _, n := range st.retreatSpaces(i, b.Space) {
			out = append(out, rules.Action{Side: Enemy(b.Side), Verb: "retreat", Args: []string{st.Units.Ref(i), n}})
		}
	}
	return out
}

// advanceActions are the attacker's advance actions (and stop-advance)
// when the space attacked is empty of enemy units.
func (st *State) advanceActions(b *Battle) []rules.Action {
	if b == nil || b.Step != StepAdvance || len(st.unitsOf(b.Space, Enemy(b.Side))) > 0 {
		return nil
	}
	var out []rules.Action
	for _, i := range st.inBattle(b, b.Side) {
		from := st.SpaceOf(i)
		if mayEnter(st, i, from, b.Space, MotionAdvance) == nil && stackCheck(st, b.Space, append(st.At(b.Space), i)) == nil {
			out = append(out, rules.Action{Side: b.Side, Verb: "advance", Args: []string{st.Units.Ref(i)}})
		}
	}
	if len(out) > 0 {
		out = append(out, rules.Action{Side: b.Side, Verb: "stop-advance"})
	}
	return out
}

func init() {
	book.Stage(kit.Stage[*State]{ID: StageRetreat, Name: "Retreat after combat", Rule: RuleRetreat, Choice: true, Verbs: []string{"retreat"},
		Who: func(st *State) []string { return st.battleChooser() },
		Prompt: func(st *State, _ string) string {
			if b := st.Battle.Fight; b != nil {
				return st.SideName(Enemy(b.Side)) + ": retreat each of your units from " + b.Space + " one space"
			}
			return ""
		},
		Default: func(st *State) rules.Action {
			if l := st.retreatActions(); len(l) > 0 {
				return l[0]
			}
			return rules.Action{}
		},
	})
	book.Stage(kit.Stage[*State]{ID: StageAdvance, Name: "Advance after combat", Rule: RuleAdvance, Choice: true, Verbs: []string{"advance", "stop-advance"},
		Who: func(st *State) []string { return st.battleChooser() },
		Prompt: func(st *State, _ string) string {
			if b := st.Battle.Fight; b != nil {
				return st.SideName(b.Side) + ": advance units into " + b.Space + ", or stop"
			}
			return ""
		},
		Default: func(st *State) rules.Action { return rules.Action{Side: st.battleChooser()[0], Verb: "stop-advance"} },
	})
	book.Verb(kit.Verb[*State]{Name: "retreat", Args: "UNIT SPACE", Rule: RuleRetreat, Title: "Retreat",
		Help:  "retreat a defending unit one space after losing a battle",
		Words: "retreating after combat",
		Gen:   func(st *State, _, _ string) []rules.Action { return st.retreatActions() },
		Why: func(st *State, a rules.Action) *rules.Refusal {
			b := st.Battle.Fight
			if b == nil || len(a.Args) != 2 {
				return nil
			}
			i := st.Units.Resolve(a.Args[0])
			if i < 0 || !slices.Contains(st.inBattle(b, Enemy(b.Side)), i) {
				return rules.Refuse(a, RuleRetreat, "%s is not one of the units retreating from %s", a.Args[0], b.Space)
			}
			n := a.Args[1]
			switch {
			case !st.landLinked(b.Space, n):
				return rules.Refuse(a, RuleRetreat, "%s is not connected to %s by land", n, b.Space)
			case len(st.unitsOf(n, b.Side)) > 0:
				return rules.Refuse(a, RuleRetreat, "%s holds enemy units", n)
			case st.ControlOf(n) == b.Side:
				return rules.Refuse(a, RuleRetreat, "%s is enemy-controlled", n)
			}
			if r := mayEnter(st, i, b.Space, n, MotionRetreat); r != nil {
				return rules.Refuse(a, r.Rule, "%s", r.Reason)
			}
			if r := stackCheck(st, n, append(st.At(n), i)); r != nil {
				return rules.Refuse(a, r.Rule, "%s", r.Reason)
			}
			return nil
		},
		Apply: func(st *State, a rules.Action, ctx *rules.Context) error {
			i := st.Units.Resolve(a.Args[0])
			ctx.Logf("%s retreats from %s to %s", st.unitName(i), st.Battle.Fight.Space, a.Args[1])
			st.Units[i].Loc = st.Loc(a.Args[1])
			if err := runRetreated(st, ctx, i, st.Battle.Fight.Space, a.Args[1]); err != nil {
				return err
			}
			return st.settleBattle(ctx)
		},
		Describe: func(st *State, a rules.Action, _ string) (string, bool) {
			if len(a.Args) != 2 || st.Units.Resolve(a.Args[0]) < 0 {
				return "", false
			}
			return "Retreat " + st.unitName(st.Units.Resolve(a.Args[0])) + " to " + a.Args[1], true
		},
	})
	book.Verb(kit.Verb[*State]{Name: "advance", Args: "UNIT", Rule: RuleAdvance, Title: "Advance",
		Help:  "advance an attacking unit into the space it emptied",
		Words: "advancing after combat",
		Gen: func(st *State, side, _ string) []rules.Action {
			var out []rules.Action
			for _, a := range st.advanceActions(st.Battle.Fight) {
				if a.Verb == "advance" {
					out = append(out, a)
				}
			}
			return out
		},
		Apply: func(st *State, a rules.Action, ctx *rules.Context) error {
			b := st.Battle.Fight
			i := st.Units.Resolve(a.Args[0])
			ctx.Logf("%s advances from %s into %s", st.unitName(i), st.SpaceOf(i), b.Space)
			st.Units[i].Loc = st.Loc(b.Space)
			if err := st.setControl(ctx, b.Space, b.Side, []int{i}); err != nil {
				return err
			}
			return st.settleBattle(ctx)
		},
		Describe: func(st *State, a rules.Action, _ string) (string, bool) {
			if len(a.Args) != 1 || st.Units.Resolve(a.Args[0]) < 0 || st.Battle.Fight == nil {
				return "", false
			}
			return "Advance " + st.nameAt(st.Units.Resolve(a.Args[0])) + " into " + st.Battle.Fight.Space, true
		},
	})
	book.Verb(kit.Verb[*State]{Name: "stop-advance", Rule: RuleAdvance, Title: "Stop advancing",
		Help:  "advance no more units: the battle is over",
		Words: "ending the advance",
		Gen: func(st *State, side, _ string) []rules.Action {
			var out []rules.Action
			for _, a := range st.advanceActions(st.Battle.Fight) {
				if a.Verb == "stop-advance" {
					out = append(out, a)
				}
			}
			return out
		},
		Apply: func(st *State, _ rules.Action, ctx *rules.Context) error {
			st.endBattle(ctx)
			return nil
		},
		Describe: func(st *State, _ rules.Action, _ string) (string, bool) { return "Advance no more units", true },
	})
	book.Section(kit.Section[*State]{Rule: RuleRetreat, Title: "Retreat after combat", Order: 330,
		Text: `When the attacker inflicted more loss points than it took and defenders are left in the space, each retreats one space, its owner choosing where: a space connected by land, with no enemy units and not enemy-controlled, that the unit may enter and stack in. A unit with nowhere to go is eliminated. A trench (level 1 or more by default) or a terrain that forbids retreats holds the defenders. (Sandtable's default procedure.)`})
	book.Section(kit.Section[*State]{Rule: RuleAdvance, Title: "Advance after combat", Order: 340,
		Text: `Once the space attacked is empty of enemy units, the attacker's surviving units may advance into it, one at a time, each as the rules on entering spaces and stacking allow; entering it takes control of it. Stopping the advance ends the battle. (Sandtable's default procedure.)`})
}

// retreatedHooks are run after a unit has retreated (addRetreated).
var retreatedHooks []func(st *State, ctx *rules.Context, unit int, from, to string) error

// addRetreated registers fn, run after unit has retreated from space
// from to space to (the Yankee clashes, L566).
func addRetreated(fn func(st *State, ctx *rules.Context, unit int, from, to string) error) bool {
	retreatedHooks = append(retreatedHooks, fn)
	return true
}

var _ = []any{addRetreated}

// runRetreated runs the retreat hooks.
func runRetreated(st *State, ctx *rules.Context, unit int, from, to string) error {
	for _, fn := range retreatedHooks {
		if err := fn(st, ctx, unit, from, to); err != nil {
			return err
		}
	}
	return nil
}
