package outofafrica

import (
	"strings"

	"sandtable/rules"
	"sandtable/rules/kit"
)

// This file is the entry of neutral nations into the war (PLAN.md §1,
// §2.19):
//
//	"Turkey joins the CP once Limited War is reached just like the
//	regular game." (L31) "Persia enters the war with Turkey." (L37)
//	"Bulgaria enters the war through the normal card play." (L39) "RO &
//	GR: Both nations enter the war through normal card play" (L53)
//
// [rules] neutral names the nations not at war at the start and how each
// enters: at an alliance's war status ("cp-lw": Turkey and Persia), or by
// its event ("event": lane 3's entry cards call enterWar). What a neutral
// may not do, and what may not be done to it, is the movement lane's
// (lane 4 asks atWar); its entry set-up is the event's or the scenario's.

// RuleEntry is the entry of neutral nations.
const RuleEntry = "Entry of neutral nations"

// atWar reports whether nation is at war: it was never neutral, or it has
// entered.
func (st *State) atWar(nation string) bool {
	_, neutral := st.fixed.r.Neutral[nation]
	return !neutral || st.Forces.Entered[nation] > 0
}

// enterWar brings neutral nation into the war on its alliance's side for
// why (nothing when it is at war already).
func (st *State) enterWar(ctx *rules.Context, nation, why string) {
	if st.atWar(nation) {
		return
	}
	if st.Forces.Entered == nil {
		st.Forces.Entered = map[string]int{}
	}
	st.Forces.Entered[nation] = st.Turn
	ctx.Logf("%s enters the war on the side of the %s (%s)", st.NationName(nation), st.SideName(st.Alliance(nation)), why)
}

var _ = []any{(*State).enterWar}

// enterByWarStatus brings in the neutrals that enter at a war status
// their alliance has reached (reinforce calls it, once it has recorded
// the levels reached, before their reinforcements come).
func (st *State) enterByWarStatus(ctx *rules.Context) {
	for _, n := range sortedKeys(st.fixed.r.Neutral) {
		side, level, ok := strings.Cut(st.fixed.r.Neutral[n], "-")
		if ok && st.reachedTurn(side, level) > 0 {
			st.enterWar(ctx, n, "at the "+st.SideName(side)+"' "+map[string]string{WarLimited: "Limited War", WarTotal: "Total War"}[level])
		}
	}
}

var _ = addSideData(func(st *State, v *rules.View) {
	for _, side := range Sides {
		var items []string
		for _, n := range st.Nations(side) {
			if !st.atWar(n) {
				items = append(items, st.NationName(n))
			}
		}
		v.SetSide(side, rules.SideEntry{Key: "neutral", Label: "Not yet at war", Kind: rules.SideItems, Items: items})
	}
})

func init() {
	book.Section(kit.Section[*State]{Rule: RuleEntry, Title: "Entry of neutral nations", Order: 180,
		Text: `"Turkey joins the CP once Limited War is reached just like the regular game." "Persia enters the war with Turkey." "Bulgaria enters the war through the normal card play." "RO & GR: Both nations enter the war through normal card play."

A nation neutral at the start enters at its alliance's war status or by its card, as the scenario says; the nations not yet at war are shown to both sides.`})
}
