package aanorthafrica

import (
	"fmt"
	"strings"

	"sandtable/internal/plural"
	"sandtable/rules"
	"sandtable/rules/kit"
)

// The income phase, Axis & Allies' last phase of a nation's turn: the
// nation adds the IPC value of the spaces it owns (the map's value type
// [rules].income) to its bank (ruling N-1: Italy and Germany each collect
// their own spaces, in their own turn, into the shared Axis bank).

// RuleIncome is the income phase.
const RuleIncome = "Collect income"

func init() {
	on(kit.Enter(PhaseIncome), func(st *State, ctx *rules.Context) error {
		n := st.Nation()
		total, parts := st.Income(n)
		st.Bank[st.BankOf(n)] += total
		ctx.Logf("%s collects %s (%s)", st.NationName(n), plural.Count(total, "IPC"), parts)
		return nil
	})
	book.Section(kit.Section[*State]{Rule: RuleIncome, Title: "Collect income", Order: 80,
		Text: `At the end of its turn each nation collects the IPC value of the spaces it controls into its bank.`,
		More: func(st *State) (string, []rules.RefTable) {
			axis := st.nationNames(st.Nations(Axis))
			if st.fixed.r.AxisBank == BankShared {
				return axis + " collect their own spaces, each in its own turn, into the one " + st.SideName(Axis) + " bank (ruling N-1).", nil
			}
			return axis + " each collect their own spaces, in their own turns, into their own banks (ruling N-1).", nil
		}})
}

// Income is what nation earns now: the total IPC value of the spaces it
// owns, and the spaces worth something ("Tripoli 4, Sirte 1"; "no
// spaces of value").
func (st *State) Income(nation string) (int, string) {
	total := 0
	var parts []string
	for _, l := range st.Spaces() {
		if st.Owner[l] != nation {
			continue
		}
		c, _ := st.Cell(l)
		if v, ok := st.fixed.m.Value(c, st.fixed.r.Income); ok && v != 0 {
			total += v
			parts = append(parts, fmt.Sprintf("%s %d", l, v))
		}
	}
	if len(parts) == 0 {
		return 0, "no spaces of value"
	}
	return total, strings.Join(parts, ", ")
}
