package outofafrica

import (
	"fmt"
	"slices"

	"sandtable/rules"
	"sandtable/rules/kit"
)

// This file is Turkey (PLAN.md §2.13):
//
//	"Turkey is considered to have two capitals, Constantinople and
//	Ankara. As long as one of the two is under CP control, Turkey may
//	still receive RPs and use up to 3 RPs per Replacement Phase. If both
//	capitals are under CP control, Turkey gets 1 additional RP per turn.
//	But this free RP is not received until the first full turn at LW."
//	(L31)
//	"Turkish units that can trace to Ankara, Baghdad, Medina or Mosul are
//	in supply. Turkish units that can trace to both Ezerum and Kharput are
//	also in supply." (L33: [rules.supply.tu] sources and both, supply.go)
//
// Turkey's capitals are [rules.nations.tu] capitals. The free RP comes as
// each turn after the one in which the Central Powers reached LW begins
// (ruling OA-33), while the Central Powers hold every Turkish capital; it
// is put in ForceState.ExtraRP, which the replacement phase (lane 3)
// takes with takeExtraRP. turkishRP tells the replacement phase whether
// Turkey may receive RPs and how many it may use.

// Turkey is Turkey's nation id.
const Turkey = "tu"

// RuleTurkey is Turkey's capitals and RPs (L31).
const RuleTurkey = "Turkey (its capitals and RPs)"

// turkishCapitalsHeld are how many of Turkey's capitals the Central
// Powers hold, and how many it has.
func (st *State) turkishCapitalsHeld() (held, all int) {
	caps := st.Capitals(Turkey)
	for _, c := range caps {
		if st.ControlOf(c) == CP {
			held++
		}
	}
	return held, len(caps)
}

// turkishRP are Turkey's replacement points rules now: whether it may
// receive RPs (the Central Powers hold a Turkish capital) and the most it
// may use in this replacement phase (3, or 5 in the phase of its last
// ditch, L572).
func (st *State) turkishRP() (mayReceive bool, most int) {
	held, _ := st.turkishCapitalsHeld()
	most = 3
	if st.Forces.LastDitch == st.Turn && st.Forces.LastDitch > 0 {
		most = 5
	}
	return held > 0, most
}

// addExtraRP gives nation n more replacement points for lane 3's
// replacement phase.
func (st *State) addExtraRP(nation string, n int) {
	if st.Forces.ExtraRP == nil {
		st.Forces.ExtraRP = map[string]int{}
	}
	st.Forces.ExtraRP[nation] += n
}

// takeExtraRP are the replacement points lane 6's sections gave nation,
// taken (lane 3's replacement phase adds them to the nation's own).
func (st *State) takeExtraRP(nation string) int {
	n := st.Forces.ExtraRP[nation]
	delete(st.Forces.ExtraRP, nation)
	return n
}

// The functions lane 3's replacements will call.
var _ = []any{(*State).turkishRP, (*State).takeExtraRP}

// turkishFreeRP gives Turkey its free RP as a turn begins: from the first
// full turn at LW, while the Central Powers hold both capitals.
func (st *State) turkishFreeRP(ctx *rules.Context) error {
	lw := st.reachedTurn(CP, WarLimited)
	held, all := st.turkishCapitalsHeld()
	if lw == 0 || st.Turn <= lw || all == 0 || held < all || !slices.Contains(st.Nations(CP), Turkey) {
		return nil
	}
	st.addExtraRP(Turkey, 1)
	ctx.Logf("Turkey receives its free RP for holding both its capitals (%s)", RuleTurkey)
	return nil
}

func init() {
	on(kit.TurnStart, func(st *State, ctx *rules.Context) error { return st.turkishFreeRP(ctx) })
	book.Section(kit.Section[*State]{Rule: RuleTurkey, Title: "Turkey", Order: 160,
		Text: `"Turkey is considered to have two capitals, Constantinople and Ankara. As long as one of the two is under CP control, Turkey may still receive RPs and use up to 3 RPs per Replacement Phase. If both capitals are under CP control, Turkey gets 1 additional RP per turn. But this free RP is not received until the first full turn at LW." "Turkish units that can trace to Ankara, Baghdad, Medina or Mosul are in supply. Turkish units that can trace to both Ezerum and Kharput are also in supply."

The free RP comes as each turn begins, from the turn after the one in which the Central Powers reached LW.`,
		More: func(st *State) (string, []rules.RefTable) {
			held, all := st.turkishCapitalsHeld()
			return fmt.Sprintf("The Central Powers hold %d of Turkey's %d capitals.", held, all), nil
		}})
}
