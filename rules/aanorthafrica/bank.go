package aanorthafrica

import (
	"sandtable/rules"
	"sandtable/rules/kit"
)

// This file is the seed's "IPCs":
//
//	"IPCs-
//	Axis- 22
//	Allies- 24"
//
// Each side starts with [rules].bank in hand (ruling N-1b) and earns its
// income each turn (income.go). With axis_bank = "shared" (ruling N-1)
// Italy and Germany spend from one Axis bank; with "nation" each nation
// has its own. Banks are public, as in Axis & Allies.

// RuleIPC is the seed's section on the sides' IPCs.
const RuleIPC = "IPCs"

// BankIDs are the banks of side's nations, each once, in turn order.
func (st *State) BankIDs(side string) []string {
	var out []string
	for _, n := range st.Nations(side) {
		if id := st.BankOf(n); !contains(out, id) {
			out = append(out, id)
		}
	}
	return out
}

// bankLabel is how the view labels bank id: "IPCs", or "Italy's IPCs"
// when each nation has its own.
func (st *State) bankLabel(id string) string {
	if st.fixed.r.AxisBank == BankShared {
		return "IPCs"
	}
	return st.NationName(id) + "'s IPCs"
}

// setBankViews puts each side's banks in v, public.
func (st *State) setBankViews(v *rules.View) {
	for _, side := range Sides {
		for _, id := range st.BankIDs(side) {
			key := "ipcs"
			if st.fixed.r.AxisBank != BankShared {
				key = "ipcs-" + id
			}
			v.SetSide(side, rules.SideEntry{Key: key, Label: st.bankLabel(id), Kind: rules.SideNumber, Number: st.Bank[id]})
		}
	}
}

func contains(xs []string, x string) bool {
	for _, y := range xs {
		if y == x {
			return true
		}
	}
	return false
}

func init() {
	book.Section(kit.Section[*State]{Rule: RuleIPC, Title: "IPCs and banks", Order: 20,
		Text: `"IPCs- Axis- 22 Allies- 24". Each side starts with that much in hand (ruling N-1b). Italy and Germany spend from one Axis bank and each collects its own income into it (ruling N-1). Banks are public.`})
}
