package outofafrica

import (
	"sandtable/rules"
	"sandtable/rules/kit"
)

// This file is the attrition phase (PLAN.md §2.26). The seed leaves it to
// the base game, and only says of the units Air Supply saves that they are
// kept "from being removed from the map during that phase" (Errata 5,
// L685). Sandtable's default (not Paths of Glory's text): as the phase
// begins, supply is judged once for every unit on the map (supply.go);
// each unit out of supply is eliminated to the dead pile, unless a
// section saves it (addAttritionSave: Air Supply). Card #49: "A Supply
// line must be maintained to the Hamadan locale once all of the listed
// units have exited. ... Each attrition phase this supply line is not
// maintained the CP Player gains +1 VP." (L635) Then the spaces cut
// off as the phase began change hands (control.go), those the
// eliminated units stood in among them.

// RuleAttrition is the attrition phase.
const RuleAttrition = "Attrition"

// attritionSaves are the sections' savings of out-of-supply units.
var attritionSaves []func(st *State, ctx *rules.Context, i int) bool

// addAttritionSave registers fn, asked about each out-of-supply unit i
// at attrition: true keeps it on the map (fn logs why: "saved by Air
// Supply"). Lane 1's Air Supply (Errata 5) hangs here.
func addAttritionSave(fn func(st *State, ctx *rules.Context, i int) bool) bool {
	attritionSaves = append(attritionSaves, fn)
	return true
}

var _ = []any{addAttritionSave}

// attrition eliminates the units out of supply and changes the control
// of the cut-off spaces, both judged from the position as the phase
// begins.
func (st *State) attrition(ctx *rules.Context) error {
	var oos []int
	for i := range st.Units {
		if st.Units[i].Loc.OnMap() && !st.inSupply(i) {
			oos = append(oos, i)
		}
	}
	supplied, at := st.suppliedBySide(), st.unitSpaces()
	if len(oos) == 0 {
		ctx.Logf("Attrition: every unit is in supply")
	}
units:
	for _, i := range oos {
		for _, fn := range attritionSaves {
			if fn(st, ctx, i) {
				continue units
			}
		}
		st.eliminate(ctx, i, "attrition: out of supply", false)
	}
	for _, c := range st.cutOff(supplied, at) {
		if err := st.cutOffSpace(ctx, c); err != nil {
			return err
		}
	}
	if l := st.Forces.SupplyLine; l != "" && !st.drakaLineTo(l) {
		st.VPHalves += 2
		ctx.Logf("The Draka supply line to %s is not maintained: +1 VP to the %s (%s)", l, st.SideName(CP), RuleSupplyLine)
	}
	return nil
}

// RuleSupplyLine is card #49's supply line (L635).
const RuleSupplyLine = "Draka Central Asia Offensive (#49): the supply line"

// drakaLineTo reports whether a Draka line of supply reaches space, or,
// when the Allies do not control it, a space next to it that they
// control (as a unit standing there would be supplied).
func (st *State) drakaLineTo(space string) bool {
	m := st.fixed.m
	c, ok := st.Cell(space)
	if !ok {
		return false
	}
	j := m.Topology.Index(c)
	sup := st.supplied(Draka)
	if sup[j] {
		return true
	}
	if st.Control.Of(m, c) == AP {
		return false
	}
	for _, k := range supplySteps(m)[j] {
		if sup[k] && st.Control.Of(m, m.Topology.Cell(int(k))) == AP {
			return true
		}
	}
	return false
}

func init() {
	on(kit.Enter(PhaseAttrition), func(st *State, ctx *rules.Context) error { return st.attrition(ctx) })
	book.Section(kit.Section[*State]{Rule: RuleAttrition, Title: "Attrition", Order: 610,
		Text: `The seed says of the units Air Supply saves that they are kept "from being removed from the map during that phase" (Errata 5).

Sandtable's default (not Paths of Glory's text): as the attrition phase begins, supply is judged once for every unit on the map. Every unit out of supply is eliminated (to the dead pile), unless Air Supply saves it. Then every cut-off space changes hands (Control).`})
}
