package aanorthafrica

import (
	"sandtable/counters"
	"sandtable/rules/kit"
	"strings"
)

// This file is the seed's "The Combatants":
//
//	"Axis- Italy (yellow) & Germany (grey)
//	Allies- United Kingdom (khaki)"
//
// Nations own units, spaces and (with axis_bank = "nation") banks; sides
// are who acts, who sees what and who wins. A nation's side is its side
// in the scenario's counters.

// Side ids the module expects in the counters.
const (
	Axis   = "axis"
	Allies = "allies"
)

// Sides are the module's sides.
var Sides = []string{Axis, Allies}

// Nation ids of the seed.
const (
	Italy   = "italy"
	Germany = "germany"
	UK      = "uk"
)

// RuleCombatants is the seed's list of the sides and their nations.
const RuleCombatants = "The Combatants"

// nationOf is nation id of c, nil when none.
func nationOf(c *counters.Catalogue, id string) *counters.Nation { return c.Nation(id) }

// Enemy is the other side.
func Enemy(side string) string {
	if side == Axis {
		return Allies
	}
	return Axis
}

// SideOf is nation's side ("" for no nation).
func (st *State) SideOf(nation string) string {
	if n := st.fixed.s.Counters.Nation(nation); n != nil {
		return n.Side
	}
	return ""
}

// NationName is nation's name for people ("Italy").
func (st *State) NationName(nation string) string {
	if n := st.fixed.s.Counters.Nation(nation); n != nil && n.Name != "" {
		return n.Name
	}
	return nation
}

// NationNoun is the nation's name as the object of a sentence: "the
// United Kingdom" (a name of a union, kingdom, republic or states takes
// "the"), "Italy".
func (st *State) NationNoun(nation string) string {
	n := st.NationName(nation)
	for _, w := range []string{"Kingdom", "States", "Republic", "Union", "Emirates", "Netherlands"} {
		if strings.Contains(n, w) && !strings.HasPrefix(n, "the ") {
			return "the " + n
		}
	}
	return n
}

// SideName is side's name for people ("Axis").
func (st *State) SideName(side string) string {
	if s := st.fixed.s.Counters.Side(side); s != nil && s.Name != "" {
		return s.Name
	}
	return side
}

// Nations are side's nations in turn order.
func (st *State) Nations(side string) []string {
	var out []string
	for _, n := range st.fixed.r.Order {
		if st.SideOf(n) == side {
			out = append(out, n)
		}
	}
	return out
}

// BankOf is nation's bank id: its side when the Axis bank is shared
// (ruling N-1), else the nation itself.
func (st *State) BankOf(nation string) string {
	if st.fixed.r.AxisBank == BankShared {
		return st.SideOf(nation)
	}
	return nation
}

func init() {
	book.Section(kit.Section[*State]{Rule: RuleCombatants, Title: "The combatants", Order: 5,
		Text: `"Axis- Italy (yellow) & Germany (grey) / Allies- United Kingdom (khaki)". Two players: the Axis plays Italy and Germany, the Allies the United Kingdom. Each nation owns its units and spaces and collects its own income; a side controls what its nations own.`})
}
