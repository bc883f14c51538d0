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
// supply of any of its nations reaches, passes to the other side, unless
// it is an off-map space (the Central Powers never control those, ruling
// OA-47). The units "that cut it off" are the other side's units in the
// spaces next to it as the phase began (ruling OA-48): Draka control markers read them
// (drakacontrol.go). [rules] cut_off = false turns this off.

// RuleCutOff is the change of control of cut-off spaces.
const RuleCutOff = "Control of cut-off spaces"

// cutOffChange is a cut-off space and the side it passes to.
type cutOffChange struct {
	Space, To string
}

// suppliedBySide are the spaces each side's supply reaches now.
func (st *State) suppliedBySide() map[string][]bool {
	out := map[string][]bool{}
	for _, side := range Sides {
		out[side] = st.sideSupplied(side)
	}
	return out
}

// cutOff are the spaces that change hands at attrition, in the map's
// order, by the supply each side had as the phase began (supplied) and
// the units standing now.
func (st *State) cutOff(supplied map[string][]bool) []cutOffChange {
	if p := st.fixed.r.CutOff; p != nil && !*p {
		return nil
	}
	m := st.fixed.m
	var out []cutOffChange
	for j := range m.Topology.Len() {
		space := st.Label(m.Topology.Cell(j))
		side := st.ControlOf(space)
		if side == "" || supplied[side][j] || slices.Contains(st.fixed.r.Offmap, space) {
			continue
		}
		if slices.ContainsFunc(st.At(space), func(i int) bool { return st.Units[i].Side == side }) {
			continue
		}
		out = append(out, cutOffChange{Space: space, To: Enemy(side)})
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

// cutOffSpace gives cut-off space c to its new side, by the units of
// that side that stood next to it as the phase began (at: unitSpaces
// then; those eliminated at attrition took part too), if it is still
// held by the other side.
func (st *State) cutOffSpace(ctx *rules.Context, c cutOffChange, at map[int]string) error {
	if st.ControlOf(c.Space) != Enemy(c.To) {
		return nil
	}
	var by []int
	next := st.Neighbours(c.Space)
	for i := range st.Units {
		if l, ok := at[i]; ok && st.Units[i].Side == c.To && slices.Contains(next, l) {
			by = append(by, i)
		}
	}
	ctx.Logf("%s is cut off from the supply of the %s", c.Space, st.SideName(Enemy(c.To)))
	return st.setControl(ctx, c.Space, c.To, by)
}

func init() {
	book.Section(kit.Section[*State]{Rule: RuleCutOff, Title: "Control of cut-off spaces", Order: 620,
		Text: `The seed speaks of the Allies acquiring "enemy controlled spaces by cutting them off from supply" without stating the rule.

Sandtable's default (not Paths of Glory's text): at attrition, after the units out of supply are eliminated, every space a side controls where none of its units stands and which no line of that side's supply reaches passes to the other side. The off-map spaces never pass to the Central Powers. The other side's units next to the space are those that cut it off.`})
}
