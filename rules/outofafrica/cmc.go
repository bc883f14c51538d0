package outofafrica

import (
	"slices"

	"sandtable/rules/kit"
)

// This file is the Draka Citizen Mobile Corps (L154):
//
//	"The Draka Citizen Mobile Corps (CMC) - 3-2-5 that flips to (2-2-5) -
//	pays 2 MP to enter Mountain, Alps or Swamp spaces. Attacks by this
//	unit into clear or desert spaces are at +1 drm and ignore all Trench
//	shifts. The CMC never goes into the Reserve Box."
//
// An attack that includes the CMC into a space whose terrain
// [rules.terrain] marks clear or desert is +1 DRM and ignores the trench.
// Entering a space whose terrain is marked mountain, alpine or swamp
// costs it 2 MP in all (a move-cost hook). The Reserve Box is not
// automated yet. Its types are [rules.special] cmc.

// RuleCMC is the Citizen Mobile Corps rule.
const RuleCMC = "Out of Africa SSR 9: the Citizen Mobile Corps"

var _ = addCombatMods(func(st *State, b *Battle, side string) []Mod {
	if side != b.Side || !slices.ContainsFunc(st.inBattle(b, side), func(i int) bool { return st.isType(i, st.fixed.r.Special.CMC) }) {
		return nil
	}
	if tr, ok := st.terrainRules(b.Space); !ok || !(tr.Clear || tr.Desert) {
		return nil
	}
	return []Mod{
		{Kind: ModDRM, Value: 1, Reason: "Citizen Mobile Corps into " + st.terrainName(b.Space) + " (SSR 9)", Rule: RuleCMC},
		{Kind: ModCancelTrench, Reason: "Citizen Mobile Corps", Rule: RuleCMC},
	}
})

var _ = addMoveCost(func(st *State, unit int, from, to string) (int, bool) {
	if !st.isType(unit, st.fixed.r.Special.CMC) {
		return 0, true
	}
	tr, ok := st.terrainRules(to)
	if !ok || !(tr.Mountain || tr.Alpine || tr.Swamp) {
		return 0, true
	}
	a, _ := st.Cell(from)
	b, _ := st.Cell(to)
	base, ok := st.fixed.m.MoveCost(a, b)
	if !ok || base >= 2 {
		return 0, true
	}
	return 2 - base, true
})

func init() {
	book.Section(kit.Section[*State]{Rule: RuleCMC, Title: "The Citizen Mobile Corps", Order: 370,
		Text: `"The Draka Citizen Mobile Corps (CMC) - 3-2-5 that flips to (2-2-5) - pays 2 MP to enter Mountain, Alps or Swamp spaces. Attacks by this unit into clear or desert spaces are at +1 drm and ignore all Trench shifts. The CMC never goes into the Reserve Box." (Out of Africa SSR 9.)
An attack that includes the CMC into clear or desert is +1 DRM and ignores the trench there. Entering mountain, Alps or swamp costs it 2 MP. (The Reserve Box is not automated yet.)`})
}
