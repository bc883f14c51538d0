package outofafrica

import (
	"strconv"

	"sandtable/rules"
	"sandtable/rules/kit"
)

// This file is the trenches, which the seed names ("at Trench 1 Baghdad",
// L49; "Trench 1s", L23; trench shifts cancelled by the Pz Korps and the
// CMC, L146, L154) and leaves to the base game. Sandtable's default: a
// trench of level 1 or 2 moves the attacker's fire column left by
// [rules.trench] shifts (default one and two columns), and from level
// [rules.trench] no_retreat_from (default 1) the defenders in it never
// have to retreat. Starting trenches are [rules.trench] start. (Digging
// trenches is not automated yet: a level is changed by hand.)

// RuleTrenches is the trench rule.
const RuleTrenches = "Combat: trenches"

// trenchLevel is space's trench level (0 for none).
func (st *State) trenchLevel(space string) int { return st.Battle.Trenches[space] }

// trenchShift is the attacker's column shift for a trench of level lvl.
func (st *State) trenchShift(lvl int) int {
	s := st.fixed.r.Trench.Shifts
	if lvl >= len(s) {
		lvl = len(s) - 1
	}
	return s[lvl]
}

// setTrench sets space's trench level (0 removes it).
func (st *State) setTrench(space string, lvl int) {
	if lvl <= 0 {
		delete(st.Battle.Trenches, space)
		return
	}
	if st.Battle.Trenches == nil {
		st.Battle.Trenches = map[string]int{}
	}
	st.Battle.Trenches[space] = lvl
}

var _ = addOverlay(func(st *State, _ string) []rules.Overlay {
	if len(st.Battle.Trenches) == 0 {
		return nil
	}
	o := rules.Overlay{ID: "trenches", Name: "Trenches", Shown: true, Rule: RuleTrenches, Meaning: "trench (T1, T2: its level)"}
	for _, l := range sortedKeys(st.Battle.Trenches) {
		o.Cells = append(o.Cells, rules.OverlayCell{Map: st.fixed.m.ID, Cell: l, Mark: "T" + strconv.Itoa(st.Battle.Trenches[l])})
	}
	return []rules.Overlay{o}
})

func init() {
	on(kit.GameStart, func(st *State, _ *rules.Context) error {
		for l, lvl := range st.fixed.r.Trench.Start {
			st.setTrench(l, lvl)
		}
		return nil
	})
	book.Section(kit.Section[*State]{Rule: RuleTrenches, Title: "Trenches", Order: 320,
		Text: `A trench moves the attacker's fire column left (Sandtable's default: one column at level 1, two at level 2), unless a rule cancels trench shifts (the Pz Korps, the CMC). From level 1 (default) the defenders in a trench never have to retreat. (The seed names trenches and leaves their rules to the base game; digging them is not automated yet.)`})
}
