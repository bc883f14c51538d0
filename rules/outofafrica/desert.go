package outofafrica

import (
	"slices"

	"sandtable/rules/kit"
)

// This file is SSR 1, Sinai, Libya, Medina and Arabia (L123):
//
//	"Units attacking from the Sinai space are -1 drm. It only costs 1 MP
//	for any unit to enter the Sinai space. Draka units attacking into
//	Libya, Medina and Arabia suffer a -2 drm."
//
// The -1 applies to the attacker's fire when any attacking unit attacks
// from Sinai (ruling OA-40), once; the -2 when any Draka unit attacks
// into Libya, Medina or Arabia, once, though #41 (L621) and CP #24 (L653)
// restate it (ruling OA-41). The spaces are [rules.desert]. Sinai's 1 MP
// is its terrain's move cost on the map (movement, lane 4).

// RuleDesert is SSR 1.
const RuleDesert = "Out of Africa SSR 1: Sinai, Libya, Medina, Arabia"

var _ = addCombatMods(func(st *State, b *Battle, side string) []Mod {
	if side != b.Side {
		return nil
	}
	d := st.fixed.r.Desert
	var out []Mod
	if slices.Contains(b.From, d.Sinai) && len(st.attackersIn(b, d.Sinai)) > 0 {
		out = append(out, Mod{Kind: ModDRM, Value: -1, Reason: "attacking from " + d.Sinai + " (SSR 1)", Rule: RuleDesert})
	}
	if slices.Contains(d.DrakaInto, b.Space) && slices.ContainsFunc(st.inBattle(b, side), func(i int) bool { return st.Units[i].Nation == Draka }) {
		out = append(out, Mod{Kind: ModDRM, Value: -2, Reason: "Draka attacking into " + b.Space + " (SSR 1)", Rule: RuleDesert})
	}
	return out
})

// attackersIn are b's attackers still fighting from space.
func (st *State) attackersIn(b *Battle, space string) []int {
	var out []int
	for _, i := range st.inBattle(b, b.Side) {
		if st.SpaceOf(i) == space {
			out = append(out, i)
		}
	}
	return out
}

func init() {
	book.Section(kit.Section[*State]{Rule: RuleDesert, Title: "Sinai, Libya, Medina, Arabia", Order: 350,
		Text: `"Units attacking from the Sinai space are -1 drm. It only costs 1 MP for any unit to enter the Sinai space. Draka units attacking into Libya, Medina and Arabia suffer a -2 drm." (Out of Africa SSR 1.)
An attack that includes any unit attacking from Sinai rolls at -1; an attack that includes any Draka unit, into Libya, Medina or Arabia, at -2. Each applies once, however many units qualify, and the -2 restated by cards #41 and CP #24 is the same modifier, not a second one.`})
}
