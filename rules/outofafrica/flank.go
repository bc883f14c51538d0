package outofafrica

import (
	"slices"
	"strconv"

	"sandtable/rules"
	"sandtable/rules/kit"
)

// This file is the flank attack, which the seed names (the Pz Korps
// "still can't flank attack", and "A German stack with the Pz Korps can
// never be the subject of a flank attack", L146) and leaves to the base
// game. Sandtable's original default, in our words, played when
// [rules.flank] on (default true):
//
//	An attack from two or more spaces may be declared a flank attack
//	before the fire (flank, or no-flank). It rolls [rules.flank] check
//	(default 1d6, 4 or more). If it succeeds the attacker fires first,
//	the defender takes its losses, and only then do the defenders left
//	fire back; if it fails the defender fires first and the attacker
//	fires back with what is left. An attack that includes the Pz Korps,
//	or against a German stack with the Pz Korps, an invasion, or an
//	attack from one space may not be a flank attack.

// RuleFlank is the flank attack.
const RuleFlank = "Combat: flank attacks"

// StageFlank is the attacker's declaration of a flank attack.
const StageFlank = "combat-flank"

// The outcomes of a flank attack (Battle.Flank).
const (
	FlankWon  = "won"
	FlankLost = "lost"
)

// whyNoFlank is why b may not be a flank attack, "" when it may.
func (st *State) whyNoFlank(b *Battle) string {
	pz := func(i int) bool { return st.isType(i, st.fixed.r.Special.Panzer) }
	def := st.inBattle(b, Enemy(b.Side))
	switch {
	case !*st.fixed.r.Flank.On:
		return "flank attacks are not played in this scenario"
	case b.Invasion || len(b.From) < 2:
		return "a flank attack is made from two or more spaces"
	case slices.ContainsFunc(st.inBattle(b, b.Side), pz):
		return "the Pz Korps may not make a flank attack"
	case slices.ContainsFunc(def, pz) && !slices.ContainsFunc(def, func(i int) bool { return st.Units[i].Nation != "ge" }):
		return "a German stack with the Pz Korps may not be flanked"
	}
	return ""
}

// flankActions are the attacker's flank declaration in b (flank,
// no-flank), none when it may not flank or has declared.
func (st *State) flankActions(b *Battle) []rules.Action {
	if b == nil || b.Step != StepDeclare || b.declared("flank") || st.whyNoFlank(b) != "" {
		return nil
	}
	return []rules.Action{{Side: b.Side, Verb: "flank"}, {Side: b.Side, Verb: "no-flank"}}
}

var _ = addDeclaration(func(st *State, b *Battle) string {
	if len(st.flankActions(b)) > 0 {
		return StageFlank
	}
	return ""
})

var _ = addForecast("flank", func(st *State, a rules.Action) (rules.Forecast, bool) {
	b := st.Battle.Fight
	if b == nil {
		return rules.Forecast{}, false
	}
	c := st.fixed.r.Flank.Check
	return rules.Forecast{Title: "Flank attack on " + b.Space, Table: "Flank attack (" + c.Dice.String() + " " + c.Comparison + " " + strconv.Itoa(c.Target) + ")",
		Outcomes: c.Odds(nil), Confirm: "Flank",
		Parts: []rules.ForecastPart{{Title: "What it means", Note: "If it succeeds you fire first and the defenders left fire back; if it fails they fire first and your units left fire back. The losses in between are the owners' choice, so the fire's odds are not shown here."}}}, true
})

func init() {
	book.Stage(kit.Stage[*State]{ID: StageFlank, Name: "Flank attack", Rule: RuleFlank, Choice: true, Verbs: []string{"flank", "no-flank"},
		Who: func(st *State) []string { return st.battleChooser() },
		Prompt: func(st *State, _ string) string {
			if b := st.Battle.Fight; b != nil {
				return st.SideName(b.Side) + ": make the attack on " + b.Space + " a flank attack?"
			}
			return ""
		},
		Default: func(st *State) rules.Action { return rules.Action{Side: st.battleChooser()[0], Verb: "no-flank"} },
	})
	book.Verb(kit.Verb[*State]{Name: "flank", Rule: RuleFlank, Title: "Flank attack",
		Help:  "declare the attack just made from two or more spaces a flank attack, and roll for it",
		Words: "declaring a flank attack",
		Gen: func(st *State, _, _ string) []rules.Action {
			if l := st.flankActions(st.Battle.Fight); len(l) > 0 {
				return l[:1]
			}
			return nil
		},
		Why: func(st *State, a rules.Action) *rules.Refusal {
			if b := st.Battle.Fight; b != nil && b.Step == StepDeclare {
				if why := st.whyNoFlank(b); why != "" {
					return rules.Refuse(a, RuleFlank, "%s", why)
				}
			}
			return nil
		},
		Apply: func(st *State, _ rules.Action, ctx *rules.Context) error {
			b := st.Battle.Fight
			c := *st.fixed.r.Flank.Check
			roll, err := c.Resolve(ctx.Dice(), nil)
			if err != nil {
				return err
			}
			roll.For = st.SideName(b.Side) + " flank attack on " + b.Space
			ctx.LogRoll("", roll)
			b.Flank = FlankLost
			if roll.Result == c.Success {
				b.Flank = FlankWon
			}
			b.made("flank")
			return st.settleBattle(ctx)
		},
		Describe: func(st *State, _ rules.Action, _ string) (string, bool) { return "Make it a flank attack", true },
	})
	book.Verb(kit.Verb[*State]{Name: "no-flank", Rule: RuleFlank, Title: "No flank attack",
		Help:  "attack without a flank attack",
		Words: "attacking without a flank attack",
		Gen: func(st *State, _, _ string) []rules.Action {
			if l := st.flankActions(st.Battle.Fight); len(l) > 0 {
				return l[1:]
			}
			return nil
		},
		Apply: func(st *State, _ rules.Action, ctx *rules.Context) error {
			st.Battle.Fight.made("flank")
			return st.settleBattle(ctx)
		},
		Describe: func(st *State, _ rules.Action, _ string) (string, bool) { return "No flank attack", true },
	})
	book.Section(kit.Section[*State]{Rule: RuleFlank, Title: "Flank attacks", Order: 315,
		Text: `The seed names flank attacks ("German attacks with this unit ... still can't flank attack"; "A German stack with the Pz Korps can never be the subject of a flank attack", SSR 3) and leaves them to the base game. Sandtable's default: an attack from two or more spaces may be declared a flank attack before the fire, and rolls a die (4 or more by default). If it succeeds the attacker fires first, the defender takes its losses, and the defenders left fire back; if it fails the defender fires first and the attacker's units left fire back. An attack with the Pz Korps, against a German stack with the Pz Korps, or an invasion may not be a flank attack.`})
}
