package aanorthafrica

import (
	"cmp"
	"fmt"
	"slices"

	"sandtable/rules"
	"sandtable/rules/kit"
)

// This file is the choice of casualties, which the seed leaves to Axis &
// Allies ("casualties chosen by their owner", issue 28) and asks of the
// defender in a raid ("the defender chooses which units in that RZ are
// lost to hits"): each hit is taken by its side's owner, one unit at a
// time ("lose UNIT"), the suggested loss order (cheapest first, then the
// weakest) preselected. The attacker's hits are taken first. Only units
// that could take the hit are offered: tanks for the AT guns, planes for
// the flak; AA guns and minefields never. When the hits cover every unit
// offered, or every unit offered is alike, no one is asked.

// RuleCasualties is who chooses the units hits remove.
const RuleCasualties = "Casualties"

// stageCasualty is the choice of a casualty.
const stageCasualty = "casualty"

// The battle's choices, in the order play meets them: a casualty to take
// first, then the step's own choice.
var _ = addChoice(func(st *State) string {
	if len(st.Battle.Losses) > 0 {
		return stageCasualty
	}
	switch st.Battle.Step {
	case stepATGuns:
		return stageATGuns
	case stepDecide:
		return stageDecide
	case stepForced:
		return stageForced
	}
	return ""
})

func init() {
	book.Stage(kit.Stage[*State]{ID: stageCasualty, Name: "Casualties", Rule: RuleCasualties, Choice: true, Verbs: []string{"lose"},
		Who: func(st *State) []string { return []string{st.Battle.Losses[0].Side} },
		Prompt: func(st *State, _ string) string {
			l := st.Battle.Losses[0]
			return fmt.Sprintf("The %s take %s at %s (%s): lose which unit? (suggested: %s)", st.SideName(l.Side), hitWords(l.Hits), l.Space, l.For, st.unitName(st.lossOrder(l)[0]))
		},
		Default: func(st *State) rules.Action {
			c := st.lossOrder(st.Battle.Losses[0])
			return rules.Action{Side: st.Battle.Losses[0].Side, Verb: "lose", Args: []string{st.Units.Ref(c[0])}}
		}})
	book.Verb(kit.Verb[*State]{Name: "lose", Args: "UNIT", Rule: RuleCasualties, Title: "Lose",
		Help:  "take a hit on one of your units (it is removed): you choose your own casualties",
		Words: "choosing a casualty",
		Gen: func(st *State, side, _ string) []rules.Action {
			if len(st.Battle.Losses) == 0 || st.Battle.Losses[0].Side != side {
				return nil
			}
			var out []rules.Action
			for _, i := range st.lossOrder(st.Battle.Losses[0]) {
				out = append(out, rules.Action{Side: side, Verb: "lose", Args: []string{st.Units.Ref(i)}})
			}
			return out
		},
		Why: func(st *State, a rules.Action) *rules.Refusal {
			if len(st.Battle.Losses) == 0 {
				return rules.Refuse(a, RuleCasualties, "no hits are waiting to be taken")
			}
			l := st.Battle.Losses[0]
			return rules.Refuse(a, RuleCasualties, "that unit cannot take this hit: %s", st.lossTargetWords(l))
		},
		Apply: func(st *State, a rules.Action, ctx *rules.Context) error {
			l := &st.Battle.Losses[0]
			st.destroy(st.Units.Resolve(a.Args[0]), ctx, l.For)
			if l.Hits--; l.Hits == 0 {
				st.Battle.Losses = st.Battle.Losses[1:]
			}
			return st.advance(ctx)
		},
		Describe: func(st *State, a rules.Action, _ string) (string, bool) {
			if len(a.Args) != 1 {
				return "", false
			}
			i := st.Units.Resolve(a.Args[0])
			if i < 0 {
				return "", false
			}
			if slices.Contains(st.Battle.Silent, i) {
				return "Lose " + st.unitName(i) + " (AT gun, fired: silent)", true
			}
			return "Lose " + st.unitName(i), true
		},
	})
	book.Section(kit.Section[*State]{Rule: RuleCasualties, Title: "Casualties", Order: 54,
		Text: `Each side's owner chooses its own casualties, one unit per hit, the attacker first (A&A). Hits from AT guns fall on tanks, hits from flak on planes; AA guns and minefields are never casualties. A mine's die removes the unit it was rolled for: no one chooses (ruling N-M6). In a Tactical Bombing Raid "the defender chooses which units in that RZ are lost to hits". The suggested order is the cheapest unit first, then the weakest.`})
}

// lossCandidates are the units that may take hit l.
func (st *State) lossCandidates(l LossDue) []int {
	var units []int
	switch l.Target {
	case lossRound:
		if l.Side == st.ActingSide() {
			units = st.attackers(l.Space)
		} else {
			units = st.defenders(l.Space)
		}
	case lossArmour, lossAir:
		for _, i := range st.attackers(l.Space) {
			c := st.ClassOfUnit(i)
			if (l.Target == lossArmour && c == Armour) || (l.Target == lossAir && c.IsAir()) {
				units = append(units, i)
			}
		}
	case lossRaid:
		for _, i := range st.At(l.Space) {
			if st.Units[i].Side == l.Side && st.isCombatant(i) {
				units = append(units, i)
			}
		}
	}
	return units
}

// lossTargetWords says which units may take hit l.
func (st *State) lossTargetWords(l LossDue) string {
	switch l.Target {
	case lossArmour:
		return "AT guns hit only tanks"
	case lossAir:
		return "flak hits only planes"
	case lossRaid:
		return fmt.Sprintf("a raid's hits fall on the %s's units in %s, never AA guns", st.SideName(l.Side), l.Space)
	}
	return fmt.Sprintf("the hit falls on one of the %s's units fighting at %s (never AA guns or minefields)", st.SideName(l.Side), l.Space)
}

// lossValue is the number unit i hits on in its battle for the loss
// order: its attack when attacking, else its defence; 0 for a silent AT
// gun.
func (st *State) lossValue(i int) int {
	if slices.Contains(st.Battle.Silent, i) {
		return 0
	}
	if st.Units[i].Side == st.ActingSide() {
		return st.UnitStats(i).Attack
	}
	return st.UnitStats(i).Defence
}

// lossOrder is hit l's candidates in the suggested loss order: cheapest
// first, then the lowest value, then as listed.
func (st *State) lossOrder(l LossDue) []int {
	units := st.lossCandidates(l)
	slices.SortStableFunc(units, func(a, b int) int {
		if c := cmp.Compare(st.UnitStats(a).Cost, st.UnitStats(b).Cost); c != 0 {
			return c
		}
		return cmp.Compare(st.lossValue(a), st.lossValue(b))
	})
	return units
}

// autoLoss takes the first pending hits with no one asked when there is
// nothing to choose: no unit can take them, they cover every candidate,
// or every candidate is alike (same counter, same silence). It reports
// whether it took them.
func (st *State) autoLoss(ctx *rules.Context) bool {
	l := st.Battle.Losses[0]
	units := st.lossOrder(l)
	alike := !slices.ContainsFunc(units, func(i int) bool {
		return st.Units[i].Type != st.Units[units[0]].Type || slices.Contains(st.Battle.Silent, i) != slices.Contains(st.Battle.Silent, units[0])
	})
	if len(units) > l.Hits && !alike {
		return false
	}
	for _, i := range units[:min(l.Hits, len(units))] {
		st.destroy(i, ctx, l.For)
	}
	st.Battle.Losses = st.Battle.Losses[1:]
	return true
}
