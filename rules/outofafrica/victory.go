package outofafrica

import (
	"fmt"
	"slices"
	"strconv"

	"sandtable/rules"
	"sandtable/rules/kit"
	"sandtable/scenarios"
)

// This file is victory (PLAN.md §2.15): the seed's four tables (L187-220),
// judged when the last turn ends.
//
//	"No Treaty of Brest-Litovsk & No TR Demand for unconditional
//	surrender: CP Victory: 12 VP or more / Draw: 10 or 11 VP / Allied
//	Victory: 9 or fewer VP" ... "Treaty of Brest-Litovsk & TR Demands
//	unconditional surrender: CP Victory: 9 VP or more / Draw: 8 or 7 VP /
//	Allied Victory: 6 or fewer VP"
//
// The table is the one whose two conditions hold (ForceState's
// BrestLitovsk and TRDemand, set by their events). The total is in
// halves: the Central Powers win at their number or more, the Allies at
// theirs or fewer, and anything between, a half included, is a draw
// (ruling OA-28: 9½ on the first table is a draw).

// RuleVictory is the seed's victory conditions (SSR 15).
const RuleVictory = "New victory conditions (SSR 15)"

// seedVictory are the seed's four tables (L187-220).
var seedVictory = []VictoryTable{
	{Brest: false, TR: false, CPWin: 12, APWin: 9},
	{Brest: false, TR: true, CPWin: 10, APWin: 8},
	{Brest: true, TR: false, CPWin: 11, APWin: 9},
	{Brest: true, TR: true, CPWin: 9, APWin: 6},
}

// victoryTables are [[rules.victory.table]], or the seed's.
func (st *State) victoryTables() []VictoryTable {
	if t := st.fixed.r.Victory.Table; len(t) > 0 {
		return t
	}
	return seedVictory
}

// victoryTable is the table that applies now.
func (st *State) victoryTable() VictoryTable {
	for _, t := range st.victoryTables() {
		if t.Brest == st.Forces.BrestLitovsk && t.TR == st.Forces.TRDemand {
			return t
		}
	}
	return seedVictory[0] // the rules check makes every pair present
}

// name names a table by its two conditions.
func (t VictoryTable) name() string {
	b, tr := "no Treaty of Brest-Litovsk", "no TR demand for unconditional surrender"
	if t.Brest {
		b = "Treaty of Brest-Litovsk"
	}
	if t.TR {
		tr = "TR demands unconditional surrender"
	}
	return b + ", " + tr
}

// verdict is the game's result at VP vp (halves) by the table that
// applies now.
func (st *State) verdict(vp int) (winner, result string) {
	t := st.victoryTable()
	at := fmt.Sprintf("%s VP at the end of %s (%s: the Central Powers win at %d or more, the Allies at %d or fewer)",
		halves(vp), st.turnName(), t.name(), t.CPWin, t.APWin)
	switch {
	case vp >= 2*t.CPWin:
		return CP, "the " + st.SideName(CP) + " win: " + at
	case vp <= 2*t.APWin:
		return AP, "the " + st.SideName(AP) + " win: " + at
	}
	return "", "draw: " + at
}

var _ = addGameEnd(func(st *State) (string, string, bool) {
	w, r := st.verdict(st.VPTotalHalves())
	return w, r, true
})

// checkVictory checks [[rules.victory.table]]: each of the four pairs of
// conditions once, the Central Powers' number above the Allies', the
// draw (when given) every number between.
func checkVictory(r *Rules, s *scenarios.Scenario) error {
	tables := r.Victory.Table
	if len(tables) == 0 {
		return nil
	}
	seen := map[[2]bool]bool{}
	for i, t := range tables {
		k := [2]bool{t.Brest, t.TR}
		if seen[k] {
			return s.RulesErrorf("rules.victory.table", "table[%d]: a second table for brest = %v, tr = %v", i, t.Brest, t.TR)
		}
		seen[k] = true
		if t.CPWin <= t.APWin {
			return s.RulesErrorf("rules.victory.table", "table[%d]: cp_win (%d) must be above ap_win (%d)", i, t.CPWin, t.APWin)
		}
		if len(t.Draw) > 0 {
			d := slices.Sorted(slices.Values(t.Draw))
			ok := len(d) == t.CPWin-t.APWin-1
			for k := range d {
				ok = ok && d[k] == t.APWin+1+k
			}
			if !ok {
				return s.RulesErrorf("rules.victory.table", "table[%d]: draw %v: want every number from %d to %d (between ap_win and cp_win)", i, t.Draw, t.APWin+1, t.CPWin-1)
			}
		}
	}
	if len(seen) != 4 {
		return s.RulesErrorf("rules.victory.table", "victory needs a table for each of the four pairs of brest and tr (it has %d)", len(seen))
	}
	return nil
}

var _ = addRulesCheck(checkVictory)

func init() {
	book.Section(kit.Section[*State]{Rule: RuleVictory, Title: "Victory", Order: 720,
		Text: `The seed's four victory tables apply at the end of the last turn, chosen by whether the Treaty of Brest-Litovsk was signed and whether TR demanded Germany's unconditional surrender (card #40). The Central Powers win at their number of VP or more, the Allies at theirs or fewer; anything between is a draw, a half VP included.`,
		More: func(st *State) (string, []rules.RefTable) {
			t := rules.RefTable{ID: "victory", Caption: "Victory tables", Columns: []string{"Treaty of Brest-Litovsk", "TR demand", "Central Powers win", "Draw", "Allies win"}}
			yes := func(b bool) string {
				if b {
					return "yes"
				}
				return "no"
			}
			for _, v := range st.victoryTables() {
				draw := strconv.Itoa(v.APWin+1) + " to " + strconv.Itoa(v.CPWin-1)
				t.Rows = append(t.Rows, []string{yes(v.Brest), yes(v.TR), strconv.Itoa(v.CPWin) + " or more", draw, strconv.Itoa(v.APWin) + " or fewer"})
			}
			return "The table that applies now: " + st.victoryTable().name() + ".", []rules.RefTable{t}
		}})
}
