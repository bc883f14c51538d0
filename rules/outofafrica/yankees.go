package outofafrica

import (
	"slices"

	"sandtable/rules"
	"sandtable/rules/kit"
)

// This file is the second half of SSR 22, the Hatred of the "Yankees"
// (L566):
//
//	"Draka units may not voluntarily stack with USA units. If a USA unit
//	retreats onto a Draka CF unit, roll the die: on a 5 or 6 the USA unit
//	loses an additional step due to clashes with the anti-American Draka.
//	If any Draka unit retreats onto a USA unit roll the die: on a 6 the
//	Draka lose an additional step."
//
// After a retreat: a US unit that retreats into a space with a Draka CF
// unit rolls 1d6, and on 5 or 6 loses a step; when Draka units retreat
// onto US units, one roll for the battle, and on a 6 the Draka unit whose
// retreat caused it loses a step (ruling OA-46: the step is that unit's;
// the owner's choice among several is not automated yet). A Draka unit's
// service (CF or J) is the forces lane's (provideService); the stacking
// ban is the stacking lane's.

// RuleYankees is SSR 22's clashes.
const RuleYankees = `Out of Africa SSR 22: hatred of the "Yankees"`

// nationUS is the United States' nation id.
const nationUS = "us"

// serviceCF is the Draka Citizen Force service ("cf"); the other is the
// Janissaries ("j").
const serviceCF = "cf"

// service is a Draka unit's service (provideService), nil until the
// forces lane provides it, when no unit has one.
var service func(st *State, unit int) string

// provideService makes fn a unit's Draka service, "cf" or "j" ("" for a
// unit that is not Draka) (lane 6: services.go); a second call panics.
func provideService(fn func(st *State, unit int) string) bool {
	if service != nil {
		panic("outofafrica: the Draka services are provided twice")
	}
	service = fn
	return true
}

var _ = []any{provideService}

// isCF reports whether unit i is of the Draka Citizen Force.
func (st *State) isCF(i int) bool {
	return st.Units[i].Nation == Draka && service != nil && service(st, i) == serviceCF
}

// The clash checks (L566).
var (
	usClash    = kit.Check{Name: "Clash with the Draka", Dice: kit.DiceExpr{N: 1, Sides: 6}, Target: 5, Comparison: ">=", Success: "the American unit loses a step", Failure: "no clash"}
	drakaClash = kit.Check{Name: "Clash with the Americans", Dice: kit.DiceExpr{N: 1, Sides: 6}, Target: 6, Comparison: ">=", Success: "the Draka lose a step", Failure: "no clash"}
)

var _ = addRetreated(func(st *State, ctx *rules.Context, unit int, from, to string) error {
	b := st.Battle.Fight
	nation := st.Units[unit].Nation
	others := st.At(to)
	var c kit.Check
	switch {
	case nation == nationUS && slices.ContainsFunc(others, st.isCF):
		c = usClash
	case nation == Draka && !b.DrakaClash && slices.ContainsFunc(others, func(i int) bool { return st.Units[i].Nation == nationUS }):
		c, b.DrakaClash = drakaClash, true
	default:
		return nil
	}
	roll, err := c.Resolve(ctx.Dice(), nil)
	if err != nil {
		return err
	}
	roll.For = st.unitName(unit) + " retreats onto " + map[bool]string{true: "Draka Citizen Force", false: "American"}[nation == nationUS] + " units at " + to
	ctx.LogRoll("", roll)
	if roll.Result == c.Success {
		st.flip(ctx, unit, "the Yankee clash at "+to)
	}
	return nil
})

func init() {
	book.Section(kit.Section[*State]{Rule: RuleYankees, Title: `Hatred of the "Yankees"`, Order: 395,
		Text: `"Draka units may not voluntarily stack with USA units. If a USA unit retreats onto a Draka CF unit, roll the die: on a 5 or 6 the USA unit loses an additional step due to clashes with the anti-American Draka. If any Draka unit retreats onto a USA unit roll the die: on a 6 the Draka lose an additional step." (Out of Africa SSR 22.)
After a retreat, an American unit that retreated onto a Draka Citizen Force unit rolls a die and loses a step on 5 or 6; when Draka units retreat onto American units, one die for the battle: on a 6 the Draka unit whose retreat caused the roll loses a step.`})
}
