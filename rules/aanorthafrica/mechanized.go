package aanorthafrica

import (
	"fmt"
	stdmaps "maps"
	"slices"

	"sandtable/rules"
	"sandtable/rules/kit"
)

// This file is the seed's "Mechanized Infantry & Self-propelled/Towed
// artillery", "Tanks" and the AA guns' movement:
//
//	"Either player may choose any number of infantry and/or artillery pcs
//	and move them one additional space on either his combat- or non-combat
//	move, in any direction of movement, for a total of 2 spaces. However,
//	in doing so, they have outrun their supply lines and must suffer a
//	penalty of no combat- or non-combat movement during their controller's
//	next turn. They may still attack when they get to their 2nd space, they
//	may still defend while serving their penalty, and they may even retreat
//	if the attack goes bad, but only one space back, at which time they are
//	still out of gas and must still serve the next turn penalty. [...]
//	After that they are considered to be refueled and can be turned upright
//	to resume normal operations."
//	"Tanks: May move an additional space too, for a maximum of 3 spaces, at
//	which point the same conditions/limitations apply."
//	"Flak may be mechanized as per the conditions of infantry and
//	artillery, max move 2 spaces with the resulting penalty."
//
// `move UNIT SPACE dash` takes the extra space. The unit is then out of
// gas (MoveState.Gas, shown turned) until the start of its nation's turn
// after the next, unless the extra space went along the Via Balbia
// (viabalbia.go). Combat limits an out-of-gas unit's retreat (outOfGas).

// RuleMech is the seed's mechanized move and its penalty.
const RuleMech = "Mechanized move"

// An out-of-gas unit is shown turned, with words that say until when
// ("out of gas until United Kingdom's turn in round 3: no moves until
// then; defends; retreats one space only": the penalty is its nation's
// next turn, which may not be the turn being played) and, when an
// interloper cut its road, by whom and what undoes it (viabalbia.go).
var _ = addUnitMarks(func(st *State, i int, _ string) ([]string, bool) {
	if !st.outOfGas(i) {
		return nil, false
	}
	flags := []string{st.gasText(i) + ": no moves until then; defends; retreats one space only"}
	if by, ok := st.Moves.Cut[i]; ok {
		flags = append(flags, fmt.Sprintf("supply line along the Via Balbia cut by %s: turned upright if that is destroyed in %s's next combat phase (%s)",
			st.unitsText(by), st.NationName(st.Units[i].Nation), RuleBalbia))
	}
	return flags, true
})

func init() {
	book.Section(kit.Section[*State]{Rule: RuleMech, Title: "Mechanized move", Order: 61,
		Text: `"Either player may choose any number of infantry and/or artillery pcs and move them one additional space on either his combat- or non-combat move, in any direction of movement, for a total of 2 spaces. However, in doing so, they have outrun their supply lines and must suffer a penalty of no combat- or non-combat movement during their controller's next turn. They may still attack when they get to their 2nd space, they may still defend while serving their penalty, and they may even retreat if the attack goes bad, but only one space back, at which time they are still out of gas and must still serve the next turn penalty." "Tanks: May move an additional space too, for a maximum of 3 spaces." "Flak may be mechanized as per the conditions of infantry and artillery, max move 2 spaces with the resulting penalty."

Move with "dash" to take the extra space. The unit is then turned (out of gas) until its nation's turn after the next one begins, when it is refuelled and turned upright. An AA gun dashes only in the non-combat move (AA guns never attack). The extra space along the Via Balbia carries no penalty (see Via Balbia).`})
	on(kit.TurnStart, refuel)
}

// outOfGas reports whether unit i is out of gas (turned): no moves, and
// a retreat of one space only (combat reads it).
func (st *State) outOfGas(i int) bool {
	_, ok := st.Moves.Gas[i]
	return ok
}

// refuelRound is the round of nation's turn after its next one, when a
// unit of nation turned now is refuelled: "no combat- or non-combat
// movement during their controller's next turn".
func (st *State) refuelRound(nation string) int {
	next := st.Round + 1
	for k, n := range st.fixed.r.Order {
		if n == nation && k > st.Turn {
			next = st.Round
		}
	}
	return next + 1
}

// gasText is "out of gas until Italy's turn in round 3".
func (st *State) gasText(i int) string {
	return fmt.Sprintf("out of gas until %s's turn in round %d", st.NationName(st.Units[i].Nation), st.Moves.Gas[i])
}

// gasWhy refuses any move of an out-of-gas unit i, nil when it has gas.
func (st *State) gasWhy(a rules.Action, i int) *rules.Refusal {
	if !st.outOfGas(i) {
		return nil
	}
	if by, ok := st.Moves.Cut[i]; ok {
		return rules.Refuse(a, RuleBalbia, "%s's supply line along the Via Balbia is cut by %s: %s", st.unitName(i), st.unitsText(by), st.gasText(i))
	}
	return rules.Refuse(a, RuleMech, "%s is %s", st.unitName(i), st.gasText(i))
}

// setOutOfGas turns unit i over until its nation's turn after the next.
func (st *State) setOutOfGas(i int) {
	if st.Moves.Gas == nil {
		st.Moves.Gas = map[int]int{}
	}
	st.Moves.Gas[i] = st.refuelRound(st.Units[i].Nation)
}

// dashed applies the mechanized move's penalty to unit i, whose extra
// space was the step from space a into b: out of gas, unless the step
// went along the Via Balbia (roadAdvance).
func (st *State) dashed(i, a, b int, ctx *rules.Context) {
	g := st.graph()
	if g.roadStep(a, b) {
		st.roadAdvance(i, a, b, ctx)
		return
	}
	st.setOutOfGas(i)
	ctx.Logf("%s makes a mechanized move (%s → %s, the extra space): %s (%s)", st.unitName(i), g.labels[a], g.labels[b], st.gasText(i), RuleMech)
}

// refuel turns upright, as a nation's turn starts, its units whose
// penalty turn is over: "After that they are considered to be refueled".
func refuel(st *State, ctx *rules.Context) error {
	for _, i := range sortedUnits(st.Moves.Gas) {
		u := &st.Units[i]
		switch {
		case !u.Loc.OnMap():
			delete(st.Moves.Gas, i)
		case u.Nation == st.Nation() && st.Round >= st.Moves.Gas[i]:
			delete(st.Moves.Gas, i)
			delete(st.Moves.Cut, i)
			ctx.Logf("%s at %s is refuelled and turned upright (%s)", st.unitName(i), st.SpaceOf(i), RuleMech)
		}
	}
	return nil
}

// unitsText is "British infantry 1-2-1 at Sirte, ..." for units is.
func (st *State) unitsText(is []int) string {
	s := ""
	for k, j := range is {
		if k > 0 {
			s += ", "
		}
		s += st.unitName(j)
		if l := st.SpaceOf(j); l != "" {
			s += " at " + l
		}
	}
	return s
}

// sortedUnits are m's unit indices in order.
func sortedUnits[V any](m map[int]V) []int {
	return slices.Sorted(stdmaps.Keys(m))
}
