package greenfields

import (
	"fmt"

	"sandtable/rules"
	"sandtable/rules/kit"
)

// This file is the seed's purchase of SHELLS with victory points, from
// "Winning and losing" ("Shells may be purchased for 1 victory point per
// 4 factors of shells"; the seed's words: reserves.go's Section).
//
// `buy-shells` puts 4 SHELLS in the side's ammunition dump for 1 victory
// point, in its "Bringing up reserves" step, where victory points buy
// units too: the SHELLS are there for the next turn's bombardment
// (RULINGS.md). A side's SHELLS are no secret (every barrage announced
// takes one, in the open), so neither is the purchase.

// ShellsPerVP is how many SHELLS a victory point buys: "1 victory point
// per 4 factors of shells".
const ShellsPerVP = 4

func init() {
	book.Verb(kit.Verb[*State]{Name: "buy-shells", Title: "Buy shells", Rule: RuleReserves,
		Help: "buys 4 SHELLS for 1 victory point (\"Shells may be purchased for 1 victory point per 4 factors of shells\"), in the open, for the bombardments to come",
		Gen:  genBuyShells, Why: whyBuyShells, Apply: applyBuyShells,
		Describe: noArgs(fmt.Sprintf("Buy %d SHELLS for 1 victory point", ShellsPerVP))})
}

// mayBuy reports whether side may still spend victory points: until it
// has reached -30 ("reaching -30 points automatically loses the game"),
// which also bounds what a game can buy.
func (st *State) mayBuy(side string) bool { return st.victoryPoints(side) > -vpThreshold }

func genBuyShells(st *State, side, arg0 string) []rules.Action {
	if st.Mode == ModeWeek {
		return genWeekBuyShells(st, side, arg0) // step 9 (replacements.go)
	}
	if arg0 != "" || !st.mayBuy(side) {
		return nil
	}
	return []rules.Action{{Side: side, Verb: "buy-shells"}}
}

func whyBuyShells(st *State, a rules.Action) *rules.Refusal {
	if st.Mode == ModeWeek {
		if r := st.checkOrder(a); r != nil {
			return r
		}
	}
	if len(a.Args) != 0 {
		return refuse(RuleVictory, "buy-shells takes no arguments: each buys %d SHELLS for 1 victory point", ShellsPerVP)
	}
	return refuse(RuleVictory, "the %s have reached -%d victory points: \"reaching -30 points automatically loses the game\"", st.sideName(a.Side), vpThreshold)
}

// applyBuyShells: 1 victory point, 4 SHELLS into the side's dump.
func applyBuyShells(st *State, a rules.Action, ctx *rules.Context) error {
	if st.Mode == ModeWeek {
		return applyOrder(st, a, ctx)
	}
	if st.VPSpent == nil {
		st.VPSpent = map[string]int{}
	}
	st.VPSpent[a.Side]++
	st.Shells[a.Side] += ShellsPerVP
	ctx.Logf("the %s buy %d SHELLS for 1 victory point (%d SHELLS; %d victory points now)",
		st.sideName(a.Side), ShellsPerVP, st.Shells[a.Side], st.victoryPoints(a.Side))
	return nil
}

// shellsItem is the reserves step's checklist item for buying SHELLS,
// with the acting side's SHELLS (every side may read them).
func (st *State) shellsItem() rules.CheckItem {
	side := st.phaseSide()
	return rules.CheckItem{Text: fmt.Sprintf("Buy %d SHELLS for 1 victory point (buy-shells): the %s have %d", ShellsPerVP, st.sideName(side), st.Shells[side])}
}
