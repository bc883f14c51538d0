package outofafrica

import (
	"slices"

	"sandtable/rules"
	"sandtable/rules/kit"
)

// This file is the taking of losses after the fire (PLAN.md §2.6, step
// 5), Sandtable's default in our words: each side's loss points are taken
// by its owner one step at a time (losses UNIT), the defender first: a
// full-strength unit flips to its reduced side, a reduced unit is
// eliminated, and each step absorbs the loss factor printed on the side
// it leaves. Steps are taken until the points are absorbed or no unit of
// the side in the battle has a step left; the last step may absorb more
// than is left. When only one unit can take the step it takes it at once.

// RuleLosses is the taking of losses.
const RuleLosses = "Combat: losses"

// lossSide is the side taking losses at b's step.
func lossSide(b *Battle) string {
	if b.Step == StepDefLosses {
		return Enemy(b.Side)
	}
	return b.Side
}

// lossLeft is the loss points still to absorb at b's step.
func lossLeft(b *Battle) *int {
	if b.Step == StepDefLosses {
		return &b.DefLeft
	}
	return &b.AttLeft
}

// lossCandidates are the units that may take the next step of loss now
// (none when nothing is left to absorb): lossRule hooks may narrow them.
func (st *State) lossCandidates(b *Battle) []int {
	if b == nil || (b.Step != StepDefLosses && b.Step != StepAttLosses) || *lossLeft(b) <= 0 {
		return nil
	}
	units := st.inBattle(b, lossSide(b))
	for _, fn := range lossRules {
		if forced := fn(st, b, units); len(forced) > 0 {
			return forced
		}
	}
	return units
}

// lossRules are the sections' forced losses (addLossRule).
var lossRules []func(st *State, b *Battle, units []int) []int

// addLossRule registers fn, which narrows the units that may take the
// next step of loss in b (units are those that could): the units that
// must take it, none when fn forces nothing (the Pz Korps takes the first
// loss, L146).
func addLossRule(fn func(st *State, b *Battle, units []int) []int) bool {
	lossRules = append(lossRules, fn)
	return true
}

var _ = []any{addLossRule}

// loseStep takes one step of b's loss from unit i: it flips or is
// eliminated, and absorbs its loss factor.
func (st *State) loseStep(ctx *rules.Context, b *Battle, i int) {
	absorbed := st.lossFactor(i)
	st.flip(ctx, i, "combat loss at "+b.Space+", "+countOf(absorbed, "loss point")+" absorbed")
	*lossLeft(b) -= absorbed
	if !slices.Contains(b.Lost, i) {
		b.Lost = append(b.Lost, i)
	}
}

// takeLoss takes one step of the battle's loss from unit i and moves the
// battle on (one candidate left takes the rest at once).
func (st *State) takeLoss(ctx *rules.Context, i int) error {
	st.loseStep(ctx, st.Battle.Fight, i)
	return st.settleBattle(ctx)
}

func init() {
	book.Stage(kit.Stage[*State]{ID: StageLosses, Name: "Combat losses", Rule: RuleLosses, Choice: true, Verbs: []string{"losses"},
		Who: func(st *State) []string { return st.battleChooser() },
		Prompt: func(st *State, _ string) string {
			b := st.Battle.Fight
			if b == nil {
				return ""
			}
			return st.SideName(lossSide(b)) + ": take " + countOf(*lossLeft(b), "more loss point") + " at " + b.Space + " (a step from one of your units there)"
		},
		Default: func(st *State) rules.Action {
			if l := st.lossActions(); len(l) > 0 {
				return l[0]
			}
			return rules.Action{}
		},
	})
	book.Verb(kit.Verb[*State]{Name: "losses", Args: "UNIT", Rule: RuleLosses, Title: "Take a loss",
		Help:  "take the next step of your combat loss from UNIT: it flips, or is eliminated when reduced",
		Words: "taking a combat loss",
		Gen:   func(st *State, side, _ string) []rules.Action { return st.lossActions() },
		Why: func(st *State, a rules.Action) *rules.Refusal {
			if len(a.Args) == 1 {
				if i := st.Units.Resolve(a.Args[0]); i >= 0 {
					return rules.Refuse(a, RuleLosses, "%s is not one of the units that may take this loss", st.unitName(i))
				}
			}
			return nil
		},
		Apply: func(st *State, a rules.Action, ctx *rules.Context) error {
			return st.takeLoss(ctx, st.Units.Resolve(a.Args[0]))
		},
		Describe: func(st *State, a rules.Action, _ string) (string, bool) {
			if len(a.Args) != 1 {
				return "", false
			}
			i := st.Units.Resolve(a.Args[0])
			if i < 0 {
				return "", false
			}
			verb := "Reduce "
			if kit.StepsLeft(st.fixed.s, &st.Units[i]) == 0 {
				verb = "Eliminate "
			}
			return verb + st.nameAt(i), true
		},
	})
	book.Section(kit.Section[*State]{Rule: RuleLosses, Title: "Combat losses", Order: 310,
		Text: `Each side's loss points are taken by its owner one step at a time, the defender first: a full-strength unit flips to its reduced side, a reduced unit is eliminated, and each step absorbs the loss factor printed on the side it leaves (the middle number). Steps are taken until the points are absorbed or no unit of the side in the battle has a step left; the last step may absorb more than is left. (Sandtable's default procedure: the seed leaves it to the base game.)`})
}

// lossActions are the losses actions of the battle's loss step.
func (st *State) lossActions() []rules.Action {
	b := st.Battle.Fight
	var out []rules.Action
	for _, i := range st.lossCandidates(b) {
		out = append(out, rules.Action{Side: lossSide(b), Verb: "losses", Args: []string{st.Units.Ref(i)}})
	}
	return out
}
