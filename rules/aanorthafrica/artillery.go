package aanorthafrica

import (
	"sandtable/rules/kit"
)

// This file is the seed's "Other thoughts" 1:
//
//	"1. Artillery still modifies accompanying infantry attack strength to
//	2 as normal."
//
// On attack, each artillery lifts one infantry of the same attack to an
// attack of 2 (Italian infantry too, 1 to 2: ruling N-11). An attack is
// made by one nation, so support never crosses nations; on defence
// artillery supports no one (A&A).

// RuleArtillery is the seed's artillery support of infantry.
const RuleArtillery = "Artillery support"

// supportedAttack is the attack artillery lifts infantry to.
const supportedAttack = 2

func init() {
	book.Section(kit.Section[*State]{Rule: RuleArtillery, Title: "Artillery support", Order: 52,
		Text: `"Artillery still modifies accompanying infantry attack strength to 2 as normal." On attack, each artillery unit lifts one attacking infantry unit to an attack of 2 (Italian infantry too). On defence artillery supports no one.`})
}

// attackValue is, for each attacking unit (units, in order), the number
// it hits on, and whether artillery lifted it: each artillery lifts one
// infantry, the first in units' order, to supportedAttack.
func (st *State) attackValue(units []int) (values []int, supported []bool) {
	guns := 0
	for _, i := range units {
		if st.ClassOfUnit(i) == Artillery {
			guns++
		}
	}
	values = make([]int, len(units))
	supported = make([]bool, len(units))
	for k, i := range units {
		values[k] = st.UnitStats(i).Attack
		if st.ClassOfUnit(i) == Infantry && guns > 0 && values[k] < supportedAttack {
			values[k], supported[k] = supportedAttack, true
			guns--
		}
	}
	return values, supported
}
