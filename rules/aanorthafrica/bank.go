package aanorthafrica

import (
	"fmt"
	"strings"

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
		Text: `"IPCs- Axis- 22 Allies- 24": each side's income at the start, and what it has in hand when the game begins (ruling N-1b). Banks are public.`,
		More: func(st *State) (string, []rules.RefTable) { return st.banksText(), nil }})
}

// banksText is how this game keeps its banks (ruling N-1) and what each
// held at the start ([rules].bank).
func (st *State) banksText() string {
	axis := st.nationNames(st.Nations(Axis))
	var s string
	if st.fixed.r.AxisBank == BankShared {
		s = axis + " spend from one " + st.SideName(Axis) + " bank and each collects its own income into it (ruling N-1)."
	} else {
		s = "In this scenario each nation has a bank of its own (ruling N-1): " + axis + " each spend from their own and collect their income into it."
	}
	var starts []string
	for _, side := range Sides {
		for _, id := range st.BankIDs(side) {
			name := st.SideName(id)
			if st.fixed.r.AxisBank != BankShared {
				name = st.NationName(id)
			}
			starts = append(starts, fmt.Sprintf("%s %d", name, st.fixed.r.Bank[id]))
		}
	}
	return s + " In hand at the start (IPCs): " + strings.Join(starts, ", ") + "."
}

// nationNames are nations' names for people: "Italy and Germany".
func (st *State) nationNames(nations []string) string {
	var names []string
	for _, n := range nations {
		names = append(names, st.NationName(n))
	}
	switch len(names) {
	case 0:
		return ""
	case 1:
		return names[0]
	}
	return strings.Join(names[:len(names)-1], ", ") + " and " + names[len(names)-1]
}
