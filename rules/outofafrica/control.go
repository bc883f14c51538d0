package outofafrica

import (
	"slices"

	"sandtable/rules"
	"sandtable/rules/kit"
)

// This file is the control of spaces cut off from supply (PLAN.md §2.26).
// The seed names it without stating it: "If the Allied Player acquires
// enemy controlled spaces by cutting them off from supply, and Draka units
// participated in cutting off any spaces which are in the Janissary Zone,
// then all of those spaces are marked with a Draka control marker." (L179)
//
// Sandtable's default (not Paths of Glory's text), at attrition: a space a
// side controls, where none of its units stands and which no line of
// supply of any of its nations reaches, is cut off; it passes to the
// other side when that side's supply reaches it (through other cut-off
// spaces: a whole pocket passes at once), unless it is an off-map space
// (the Central Powers never control those, ruling OA-47). A cut-off space
// no line of the other side reaches (Medina, joined only by dotted lines
// on the test map) stays as it is. The units "that cut it off" are the
// other side's units in the pocket or next to it as the phase began
// (ruling OA-48): Draka control markers read them (drakacontrol.go).
// [rules] cut_off = false turns this off.

// RuleCutOff is the change of control of cut-off spaces.
const RuleCutOff = "Control of cut-off spaces"

// cutOffChange is a cut-off space, the side it passes to, and the units
// of that side that cut it off.
type cutOffChange struct {
	Space, To string
	By        []int
}

// suppliedBySide are the spaces each side's supply reaches now.
func (st *State) suppliedBySide() map[string][]bool {
	out := map[string][]bool{}
	for _, side := range Sides {
		out[side] = st.sideSupplied(side)
	}
	return out
}

// unitSpaces are the spaces of the units on the map now, by index.
func (st *State) unitSpaces() map[int]string {
	out := map[int]string{}
	for i := range st.Units {
		if l := st.SpaceOf(i); l != "" {
			out[i] = l
		}
	}
	return out
}

// cutOff are the spaces that change hands at attrition, in the map's
// order: by the supply each side had as the phase began (supplied) and
// the units there then (at), a space is cut off from its controller when
// no line of the controller's supply reached it and none of its units
// stands there now. It passes to the other side when that side's supply
// reached it through cut-off spaces: from a space that side's supply
// reached, along land connections, through spaces cut off from the
// controller. The units that cut off a pocket of such spaces are the
// other side's units in it or next to it.
func (st *State) cutOff(supplied map[string][]bool, at map[int]string) []cutOffChange {
	if p := st.fixed.r.CutOff; p != nil && !*p {
		return nil
	}
	m := st.fixed.m
	n := m.Topology.Len()
	steps := supplySteps(m)
	label := func(j int) string { return st.Label(m.Topology.Cell(j)) }
	held := make([]map[string]bool, n) // sides with units in each space now
	for i := range st.Units {
		if l := st.SpaceOf(i); l != "" {
			c, _ := st.Cell(l)
			j := m.Topology.Index(c)
			if held[j] == nil {
				held[j] = map[string]bool{}
			}
			held[j][st.Units[i].Side] = true
		}
	}
	var out []cutOffChange
	for _, to := range Sides {
		from := Enemy(to)
		cut := func(j int) bool {
			return st.Control.Of(m, m.Topology.Cell(j)) == from && !supplied[from][j] && !held[j][from] &&
				!(to == CP && slices.Contains(st.fixed.r.Offmap, label(j)))
		}
		// Flood from the side's supplied spaces through the cut-off ones.
		taken := make([]bool, n)
		var queue []int
		for j := range n {
			if supplied[to][j] {
				queue = append(queue, j)
			}
		}
		for k := 0; k < len(queue); k++ {
			for _, nb := range steps[queue[k]] {
				if j := int(nb); !taken[j] && cut(j) {
					taken[j] = true
					queue = append(queue, j)
				}
			}
		}
		// Each pocket (connected taken spaces) with the units that cut it off.
		pocket := make([]int, n)
		for j := range pocket {
			pocket[j] = -1
		}
		var by [][]int
		for j := range n {
			if !taken[j] || pocket[j] >= 0 {
				continue
			}
			p := len(by)
			spaces := map[string]bool{}
			stack := []int{j}
			pocket[j] = p
			for len(stack) > 0 {
				c := stack[len(stack)-1]
				stack = stack[:len(stack)-1]
				spaces[label(c)] = true
				for _, l := range st.Neighbours(label(c)) {
					spaces[l] = true
				}
				for _, nb := range steps[c] {
					if k := int(nb); taken[k] && pocket[k] < 0 {
						pocket[k] = p
						stack = append(stack, k)
					}
				}
			}
			var units []int
			for i := range st.Units {
				if l, ok := at[i]; ok && st.Units[i].Side == to && spaces[l] {
					units = append(units, i)
				}
			}
			by = append(by, units)
		}
		for j := range n {
			if taken[j] {
				out = append(out, cutOffChange{Space: label(j), To: to, By: by[pocket[j]]})
			}
		}
	}
	slices.SortStableFunc(out, func(a, b cutOffChange) int {
		ca, _ := st.Cell(a.Space)
		cb, _ := st.Cell(b.Space)
		return m.Topology.Index(ca) - m.Topology.Index(cb)
	})
	return out
}

// cutOffSpace gives cut-off space c to its new side, if it is still held
// by the other side.
func (st *State) cutOffSpace(ctx *rules.Context, c cutOffChange) error {
	if st.ControlOf(c.Space) != Enemy(c.To) {
		return nil
	}
	ctx.Logf("%s is cut off from the supply of the %s", c.Space, st.SideName(Enemy(c.To)))
	return st.setControl(ctx, c.Space, c.To, c.By)
}

func init() {
	book.Section(kit.Section[*State]{Rule: RuleCutOff, Title: "Control of cut-off spaces", Order: 620,
		Text: `The seed speaks of the Allies acquiring "enemy controlled spaces by cutting them off from supply" without stating the rule.

Sandtable's default (not Paths of Glory's text): at attrition, after the units out of supply are eliminated, a space a side controls where none of its units stands and which no line of that side's supply reached as the phase began is cut off. It passes to the other side when that side's supply reaches it, directly or through other cut-off spaces: a whole pocket passes at once. The off-map spaces never pass to the Central Powers. The other side's units in the pocket or next to it are those that cut it off.`})
}
