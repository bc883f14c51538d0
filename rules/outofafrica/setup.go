package outofafrica

import (
	"fmt"

	"sandtable/rules"
	"sandtable/rules/kit"
)

// This file is the set-up helpers (PLAN.md §2.3): bringing a unit of a
// type from its side's force pool into play, as the seed's set-ups,
// reinforcements and events do:
//
//	"Draka Reinforcement and Replaced Armies arrive in Alexandria or
//	Cairo ... Draka II and III CF Armies as well as the Tantor and Rhino
//	J Armies enter the game at their understrength level." (L119)
//
// The force pool is the side's box of kind "available" (PLAN.md §0, §5: every
// counter of the seed waits there until it comes into play). The set-up
// itself is scenario data ([[setup]]).

// poolKind is the kind of the force pools' boxes: units not yet in play
// (the "holding" box of the bundled map is CP #32's returning corps).
const poolKind = "available"

// RuleSetup is the seed's set-up (L19-119).
const RuleSetup = "Initial set-up"

// poolUnit is the first unit of type typ in a force pool (a box of kind
// "available") of side, -1 when there is none.
func (st *State) poolUnit(side, typ string) int {
	for i := range st.Units {
		u := &st.Units[i]
		if u.Type != typ || u.Side != side || u.Loc.Box == "" {
			continue
		}
		if b := st.fixed.m.Box(u.Loc.Box); b != nil && b.Kind == poolKind {
			return i
		}
	}
	return -1
}

// bring brings a unit of type typ of side from its force pool into play
// for why: reduced (its second step) when reduced is set, to box when it
// is not "", else placed in one of spaces (arrive: its owner's choice).
// It returns the unit's index, -1 when the pool holds none (logged).
func (st *State) bring(ctx *rules.Context, side, typ, why string, reduced bool, box string, spaces ...string) int {
	i := st.poolUnit(side, typ)
	if i < 0 {
		name := typ
		if t := st.fixed.s.Counters.Unit(typ); t != nil {
			name = rules.TypeName(t, 0)
		}
		ctx.Logf("No %s is left in the %s' force pool (%s)", name, st.SideName(side), why)
		return -1
	}
	if reduced && kit.StepsLeft(st.fixed.s, &st.Units[i]) > 0 {
		st.Units[i].Step = 1
	}
	if box != "" {
		st.Units[i].Loc = rules.BoxLocation(st.fixed.m, st.fixed.m.Box(box))
		ctx.Logf("%s goes to the %s (%s)", st.unitName(i), st.fixed.m.Box(box).Name, why)
		return i
	}
	st.arrive(ctx, i, why, spaces...)
	return i
}

// The helpers lane 3's events call.
var _ = []any{(*State).bring}

func init() {
	book.Section(kit.Section[*State]{Rule: RuleSetup, Title: "Initial set-up", Order: 100,
		Text: `The seed's set-ups are the scenario's set-up. Every unit not yet in play waits in its side's force pool; a reinforcement, an entry or an event brings it from there, reduced where the seed says so ("Draka II and III CF Armies as well as the Tantor and Rhino J Armies enter the game at their understrength level").`,
		More: func(st *State) (string, []rules.RefTable) {
			n := 0
			for i := range st.Units {
				if b := st.Units[i].Loc.Box; b != "" && st.fixed.m.Box(b) != nil && st.fixed.m.Box(b).Kind == poolKind {
					n++
				}
			}
			return fmt.Sprintf("Units in the force pools now: %d.", n), nil
		}})
}
