package aanorthafrica

import (
	"sandtable/rules"
	"sandtable/rules/kit"
)

// This file is the seed's Via Balbia, the exception to the mechanized
// move's penalty and the exception to that exception:
//
//	"All 3 units may move their additional space on the coastal road
//	without penalty [...]"
//	"if the enemy is able to place a unit on the road within 2 spaces of the
//	advaced unit/units' rear, then the advanced unit's supply line is
//	considered cut and it must then be turned over to simulate this status.
//	It must then serve the normal penalty the next turn unless the advanced
//	unit's controller can destroy the interloping enemy unit during his next
//	attack phase. If he can do so, then the advanced unit may be turned
//	upright and moved during the non-combat phase if so desired."
//
// The road is [rules].road, a chain of spaces. The extra space is free
// when it goes from a road space to the next one along the chain (ruling
// N-6). Until its nation's next turn the advanced unit is watched: when
// an enemy nation's combat move, non-combat move or placement ends, an
// enemy land unit standing on the 1st or 2nd road space behind it
// (counted along the chain, against its direction of advance; ruling
// N-19) cuts it: it is turned out of gas as a dash would have left it.
// When its nation's next combat phase ends, it is turned upright if every
// interloper has been destroyed.

// RuleBalbia is the seed's Via Balbia.
const RuleBalbia = "Via Balbia"

func init() {
	book.Section(kit.Section[*State]{Rule: RuleBalbia, Title: "Via Balbia", Order: 62,
		Text: `"All 3 units may move their additional space on the coastal road without penalty." "If the enemy is able to place a unit on the road within 2 spaces of the advanced unit/units' rear, then the advanced unit's supply line is considered cut and it must then be turned over to simulate this status. It must then serve the normal penalty the next turn unless the advanced unit's controller can destroy the interloping enemy unit during his next attack phase. If he can do so, then the advanced unit may be turned upright and moved during the non-combat phase if so desired."

The extra space is free of the penalty when it goes from a road space to the next along the road (ruling N-6). Until the unit's nation's next turn, whenever an enemy nation's combat move, non-combat move or placement ends with an enemy land unit on either of the two road spaces behind the unit (counted along the road, against the way its extra space went: ruling N-19), the unit is turned out of gas. If every such interloper is destroyed by the end of the unit's nation's next combat phase, the unit is turned upright and may move in the non-combat move.`,
		More: func(st *State) (string, []rules.RefTable) {
			return "The road in this game, in order: " + pathText(st.graph(), st.graph().road) + ".", nil
		}})
	for _, ph := range []string{PhaseCombatMove, PhaseNoncombatMove, PhasePlace} {
		on(kit.Leave(ph), cutRoads)
	}
	on(kit.TurnStart, endRoadAdvances)
	on(kit.Leave(PhaseCombat), restoreCut)
}

// roadAdvance records unit i's penalty-free extra space from road space
// a to b.
func (st *State) roadAdvance(i, a, b int, ctx *rules.Context) {
	g := st.graph()
	dir := 1
	if g.roadPos[b] < g.roadPos[a] {
		dir = -1
	}
	if st.Moves.Road == nil {
		st.Moves.Road = map[int]RoadAdvance{}
	}
	st.Moves.Road[i] = RoadAdvance{Dir: dir}
	ctx.Logf("%s makes a mechanized move along the Via Balbia (%s → %s): no penalty while its road stays open (%s)", st.unitName(i), g.labels[a], g.labels[b], RuleBalbia)
}

// interlopers are the visible enemy land units on the two road spaces
// behind unit i, which advanced along the road in direction dir.
func (st *State) interlopers(i, dir int) []int {
	g := st.graph()
	y, ok := g.index[st.SpaceOf(i)]
	if !ok || g.roadPos[y] < 0 {
		return nil
	}
	var out []int
	for back := 1; back <= 2; back++ {
		p := g.roadPos[y] - back*dir
		if p < 0 || p >= len(g.road) {
			break
		}
		for _, j := range st.At(g.labels[g.road[p]]) {
			if u := &st.Units[j]; u.Side != st.Units[i].Side && !u.Hidden && st.ClassOfUnit(j).IsLand() {
				out = append(out, j)
			}
		}
	}
	return out
}

// cutRoads turns, as an enemy nation's phase that may put units on the
// road ends, the advanced units whose road behind them an enemy unit now
// stands on.
func cutRoads(st *State, ctx *rules.Context) error {
	for _, i := range sortedUnits(st.Moves.Road) {
		u := &st.Units[i]
		if !u.Loc.OnMap() {
			delete(st.Moves.Road, i)
			continue
		}
		if u.Side == st.ActingSide() {
			continue
		}
		by := st.interlopers(i, st.Moves.Road[i].Dir)
		if len(by) == 0 {
			continue
		}
		delete(st.Moves.Road, i)
		st.setOutOfGas(i)
		if st.Moves.Cut == nil {
			st.Moves.Cut = map[int][]int{}
		}
		st.Moves.Cut[i] = by
		ctx.Logf("%s cuts the Via Balbia behind %s at %s: it is turned, %s unless the interloper is destroyed in its next attack phase (%s)",
			st.unitsText(by), st.unitName(i), st.SpaceOf(i), st.gasText(i), RuleBalbia)
	}
	return nil
}

// endRoadAdvances ends the watch on the acting nation's road advances as
// its next turn starts.
func endRoadAdvances(st *State, _ *rules.Context) error {
	for _, i := range sortedUnits(st.Moves.Road) {
		if st.Units[i].Nation == st.Nation() {
			delete(st.Moves.Road, i)
		}
	}
	return nil
}

// restoreCut turns upright, as the acting nation's combat phase ends, its
// cut units whose interlopers have all been destroyed; the others serve
// their penalty.
func restoreCut(st *State, ctx *rules.Context) error {
	for _, i := range sortedUnits(st.Moves.Cut) {
		u := &st.Units[i]
		if u.Nation != st.Nation() {
			continue
		}
		by := st.Moves.Cut[i]
		delete(st.Moves.Cut, i)
		if !u.Loc.OnMap() {
			continue
		}
		alive := false
		for _, j := range by {
			alive = alive || !st.Units[j].Loc.IsEliminated()
		}
		if !alive {
			delete(st.Moves.Gas, i)
			ctx.Logf("The interloper on the Via Balbia behind %s at %s is destroyed: it is turned upright and may move in the non-combat move (%s)", st.unitName(i), st.SpaceOf(i), RuleBalbia)
		}
	}
	return nil
}
