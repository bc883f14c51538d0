package outofafrica

import (
	"slices"

	"sandtable/rules/kit"
)

// This file is the German Pz Korps (L146):
//
//	"German attacks with this unit are all Trench shifts canceled, but
//	still can't flank attack. The Pz Korps must absorb at least one loss
//	from enemy fire in each attack it takes part in. A German stack with
//	the Pz Korps can never be the subject of a flank attack. ... The GE
//	Pz Korps can never go into the Reserve Box."
//
// An attack that includes the Pz Korps ignores the defender's trench.
// When its side takes a loss in a battle it fights in, attacking or
// defending, its first step is the Pz Korps' (ruling OA-60). Flank
// attacks and the Reserve Box are not automated yet. The Pz Korps' types
// are [rules.special] panzer; its arrival is lane 6's.

// RulePanzer is the Pz Korps rule.
const RulePanzer = "Out of Africa SSR 3: the German Pz Korps"

// isType reports whether unit i's counter type is one of types.
func (st *State) isType(i int, types []string) bool { return slices.Contains(types, st.Units[i].Type) }

var _ = addCombatMods(func(st *State, b *Battle, side string) []Mod {
	if side != b.Side {
		return nil
	}
	if slices.ContainsFunc(st.inBattle(b, side), func(i int) bool { return st.isType(i, st.fixed.r.Special.Panzer) }) {
		return []Mod{{Kind: ModCancelTrench, Reason: "Pz Korps", Rule: RulePanzer}}
	}
	return nil
})

var _ = addLossRule(func(st *State, b *Battle, units []int) []int {
	var pz []int
	for _, i := range units {
		if st.isType(i, st.fixed.r.Special.Panzer) && !slices.Contains(b.Lost, i) {
			pz = append(pz, i)
		}
	}
	return pz
})

func init() {
	book.Section(kit.Section[*State]{Rule: RulePanzer, Title: "The German Pz Korps", Order: 360,
		Text: `"German attacks with this unit are all Trench shifts canceled, but still can't flank attack. The Pz Korps must absorb at least one loss from enemy fire in each attack it takes part in. A German stack with the Pz Korps can never be the subject of a flank attack." (Out of Africa SSR 3.)
An attack that includes the Pz Korps ignores the defender's trench. In every battle it fights in, the first step its side loses is the Pz Korps'. (Flank attacks are not automated yet.)`})
}
