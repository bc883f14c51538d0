package outofafrica

import (
	"slices"

	"sandtable/rules/kit"
)

// This file is the Draka Security Directorate (L156):
//
//	"The Draka Security Directorate (SD) Corps is +1 drm when attacking
//	the ANA, SN, PR forces, the Commune, Hung. Commies (HC), Kurds and
//	unentrenched lone TU corps."
//
// An attack that includes the SD corps is +1 DRM when every defender is
// of a nation of [rules.special] secdir_against, or the defender is one
// Turkish corps in a space with no trench (ruling OA-45). Its types are
// [rules.special] secdir.

// RuleSecDir is the Security Directorate rule.
const RuleSecDir = "Out of Africa SSR 10: the Security Directorate"

// nationTU is the Turkish nation's id (the SD's lone corps, L156).
const nationTU = "tu"

var _ = addCombatMods(func(st *State, b *Battle, side string) []Mod {
	if side != b.Side || !slices.ContainsFunc(st.inBattle(b, side), func(i int) bool { return st.isType(i, st.fixed.r.Special.SecDir) }) {
		return nil
	}
	def := st.inBattle(b, Enemy(side))
	if len(def) == 0 {
		return nil
	}
	against := !slices.ContainsFunc(def, func(i int) bool { return !slices.Contains(st.fixed.r.Special.SecDirAgainst, st.Units[i].Nation) })
	lone := len(def) == 1 && st.Units[def[0]].Nation == nationTU && st.ClassOfUnit(def[0]) == Corps && st.trenchLevel(b.Space) == 0
	if !against && !lone {
		return nil
	}
	why := "Security Directorate against a lone unentrenched Turkish corps (SSR 10)"
	if against {
		why = "Security Directorate against " + st.NationName(st.Units[def[0]].Nation) + " (SSR 10)"
	}
	return []Mod{{Kind: ModDRM, Value: 1, Reason: why, Rule: RuleSecDir}}
})

func init() {
	book.Section(kit.Section[*State]{Rule: RuleSecDir, Title: "The Security Directorate", Order: 380,
		Text: `"The Draka Security Directorate (SD) Corps is +1 drm when attacking the ANA, SN, PR forces, the Commune, Hung. Commies (HC), Kurds and unentrenched lone TU corps." (Out of Africa SSR 10.)
An attack that includes the SD corps is +1 when all the defenders are of those forces, or the defender is a single Turkish corps in a space with no trench.`})
}
