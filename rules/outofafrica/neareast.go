package outofafrica

import (
	"fmt"

	"sandtable/rules/kit"
)

// This file is the Near East's operations (SSR 7, L150):
//
//	"The Allied Player is no longer restricted by 9.2.7 in the POG rules
//	to activating only one space per action for attack on the Near East
//	map. The Draka are not restricted in their SRs to or from the Near
//	East. ... CP Armies and Draka Armies may freely operate in the Near
//	East."
//
// The base game's limits the seed lifts are not in Sandtable's base: no
// limit on SR to or from the Near East, none on armies operating there.
// The one-space limit for attacks is kept as data for a scenario that
// wants Paths of Glory's: [rules.activation] ne_attack_spaces (0, the
// default, is none; ruling OA-43), which then binds the Central Powers
// alone, the seed lifting it for the Allies. Once Allied card #49 has
// been played as an event (MoveState.OneZoneAttack, set by the event),
// "only one Allied stack per action can be activated for an attack in the
// Janissary Zone" (L635): one space a round. The dotted lines of the same
// rule are dotted.go; the Near East stacking limit stacking.go.

// RuleNearEast is SSR 7.
const RuleNearEast = "Out of Africa SSR 7: operations in the Near East"

func init() {
	book.Section(kit.Section[*State]{Rule: RuleNearEast, Title: "Operations in the Near East", Order: 416,
		Text: `"The Allied Player is no longer restricted by 9.2.7 in the POG rules to activating only one space per action for attack on the Near East map. The Draka are not restricted in their SRs to or from the Near East. ... CP Armies and Draka Armies may freely operate in the Near East." (Out of Africa SSR 7.)

Sandtable's base has none of these limits. A scenario may set a limit of spaces activated for attack in the Near East in one action ([rules.activation] ne_attack_spaces); it binds the Central Powers only.`})
}

// neAttackWhy is why side's operations o may not activate space for
// attack because of the Near East limit, "" when they may.
func (st *State) neAttackWhy(o *Ops, space string) string {
	if o.Side == AP && st.Moves.OneZoneAttack && st.inZone(space) {
		for sp, u := range o.Activated {
			if u == UseAttack && st.inZone(sp) {
				return fmt.Sprintf("since card #49 (the Draka Central Asia Offensive) only one Allied stack per action may be activated for an attack in the Janissary Zone, and %s is", sp)
			}
		}
	}
	lim := st.fixed.r.Activation.NEAttackSpaces
	if lim <= 0 || o.Side == AP || !st.nearEast(space) {
		return ""
	}
	n := 0
	for sp, u := range o.Activated {
		if u == UseAttack && st.nearEast(sp) {
			n++
		}
	}
	if n < lim {
		return ""
	}
	return fmt.Sprintf("only %d space(s) may be activated for attack in the Near East in one action (9.2.7, kept for the Central Powers: SSR 7 lifts it for the Allies)", lim)
}
