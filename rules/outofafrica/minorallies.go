package outofafrica

import (
	"fmt"
	"slices"

	"sandtable/rules"
	"sandtable/rules/kit"
)

// This file is Turkey's minor allies (PLAN.md §2.13):
//
//	"Persian units are considered to be of TU nationality for all
//	purposes including RPs, and up to one step of PR forces can be
//	brought back per Replacement Phase. All eliminated Persian units can
//	return in CP controlled Hamadan or Tabriz." (L158)
//	"The ANA corps is considered to be of TU nationality for all purposes
//	including RPs, and up to one step can be brought back per Replacement
//	Phase. Eliminated ANA Corps may return in Arabia or Medina." (L160)
//
// Their nationality is [rules.nations] counts_as (nations.go); their
// limits are [rules.minor.NATION]. The replacement phase (lane 3) asks
// mayReplace, which refuses a step past the limit or a return elsewhere,
// and calls noteMinorStep for each step it brings back.

// RuleMinorAllies is Turkey's minor allies (SSR 11, SSR 12).
const RuleMinorAllies = "Persia and the ANA (SSR 11, 12)"

var _ = addReplaceCheck(func(st *State, i int, space string) *rules.Refusal {
	n := st.Units[i].Nation
	mr, ok := st.fixed.r.Minor[n]
	if !ok {
		return nil
	}
	if mr.Steps > 0 && st.Forces.MinorSteps[n] >= mr.Steps {
		return &rules.Refusal{Rule: RuleMinorAllies, Reason: fmt.Sprintf("%s has brought back %d step(s) in this replacement phase, the most it may", st.NationName(n), mr.Steps)}
	}
	if space == "" || len(mr.ReturnTo) == 0 {
		return nil
	}
	if !slices.Contains(mr.ReturnTo, space) {
		return &rules.Refusal{Rule: RuleMinorAllies, Reason: fmt.Sprintf("eliminated %s units return only in %s", st.NationName(n), kit.JoinOr(mr.ReturnTo))}
	}
	if mr.Held && st.ControlOf(space) != st.Units[i].Side {
		return &rules.Refusal{Rule: RuleMinorAllies, Reason: fmt.Sprintf("eliminated %s units return only in %s held by the %s", st.NationName(n), kit.JoinOr(mr.ReturnTo), st.SideName(st.Units[i].Side))}
	}
	return nil
})

// noteMinorStep counts a step unit i's nation brought back in this
// replacement phase (lane 3 calls it for every step it replaces).
func (st *State) noteMinorStep(i int) {
	n := st.Units[i].Nation
	if _, ok := st.fixed.r.Minor[n]; !ok {
		return
	}
	if st.Forces.MinorSteps == nil {
		st.Forces.MinorSteps = map[string]int{}
	}
	st.Forces.MinorSteps[n]++
}

var _ = []any{(*State).noteMinorStep}

func init() {
	on(ReplacementStart, func(st *State, _ *rules.Context) error {
		st.Forces.MinorSteps = nil
		return nil
	})
	book.Section(kit.Section[*State]{Rule: RuleMinorAllies, Title: "Persia and the ANA", Order: 190,
		Text: `"Persian units are considered to be of TU nationality for all purposes including RPs, and up to one step of PR forces can be brought back per Replacement Phase. All eliminated Persian units can return in CP controlled Hamadan or Tabriz." "The ANA corps is considered to be of TU nationality for all purposes including RPs, and up to one step can be brought back per Replacement Phase. Eliminated ANA Corps may return in Arabia or Medina."`})
}
