package outofafrica

import (
	"fmt"
	"slices"

	"sandtable/rules"
	"sandtable/rules/kit"
	"sandtable/scenarios"
)

// This file is stacking: the base limit, which the seed leaves to Paths
// of Glory ([rules.stacking] max, Sandtable's default 3 units of a side
// in a space), and the seed's own limits:
//
//	"Stacking in the Near East: No more than one army can stack in a space
//	that is wholly in the Near East Map. Maximum stack in the Near East
//	would be 1 Army & 2 corps, or 3 corps. Draka may stack up to 2 armies
//	each in Cairo, Alexandria and the new Upper Egypt space." (SSR 20, L520)
//	"Draka units may not voluntarily stack with USA units." (SSR 22, L566;
//	also SSR 4, L139: "they can never stack with Draka")
//
// The limits are stack checks (addStackCheck), asked where a unit stops:
// a move's last space, a redeployment, an arrival. A space wholly in the
// Near East is one whose map value neareast is 1 (Bursa and
// Constantinople, on both maps, are not). In a space of [rules.stacking]
// draka_armies (by default the seed's Cairo, Alexandria and Upper Egypt,
// 2 each, where the map has them), armies that are all Draka may be that
// many. The Draka and
// the Americans never move, redeploy, advance or are placed into each
// other's space (a may-enter hook); a retreat onto them is allowed, with
// its clash roll (lane 5, SSR 22).

// RuleStacking is stacking (SSR 20 and the base limit).
const RuleStacking = "Stacking (Out of Africa SSR 20)"

// RuleDrakaYankees is the Draka and the Americans never stacking together.
const RuleDrakaYankees = "Out of Africa SSR 22: Hatred of the Yankees"

var (
	_ = addStackCheck(stackLimits)
	_ = addMayEnter(drakaYankees)
	_ = addRulesCheck(checkStacking)
)

func init() {
	book.Section(kit.Section[*State]{Rule: RuleStacking, Title: "Stacking", Order: 430,
		Text: `"No more than one army can stack in a space that is wholly in the Near East Map. Maximum stack in the Near East would be 1 Army & 2 corps, or 3 corps. Draka may stack up to 2 armies each in Cairo, Alexandria and the new Upper Egypt space." (Out of Africa SSR 20.)

Elsewhere, by Sandtable's original default (the scenario may change it), a space holds at most 3 units of a side. A unit may not stop where it would break a limit.`,
		More: func(st *State) (string, []rules.RefTable) {
			s := st.fixed.r.Stacking
			return fmt.Sprintf("In this game: %d units of a side in a space; %d army in a space wholly in the Near East.", s.Max, s.NEArmies), nil
		}})
	book.Section(kit.Section[*State]{Rule: RuleDrakaYankees, Title: "The Draka and the Americans", Order: 431,
		Text: `"Draka units may not voluntarily stack with USA units." (Out of Africa SSR 22.) A Draka unit never moves, redeploys, advances or is placed into a space holding American units, nor an American unit into one holding Draka units. A retreat onto them is not voluntary: it is allowed, and the clash is rolled for.`})
}

// checkStacking fills in [rules.stacking]'s defaults and checks it.
func checkStacking(r *Rules, s *scenarios.Scenario) error {
	k := &r.Stacking
	if k.Max == 0 {
		k.Max = 3
	}
	if k.NEArmies == 0 {
		k.NEArmies = 1
	}
	if k.DrakaArmies == nil {
		// The seed's own spaces (L520), where the map has them.
		k.DrakaArmies = map[string]int{}
		for _, l := range []string{"Cairo", "Alexandria", "Upper Egypt"} {
			if _, err := s.Maps[0].Cell(l); err == nil {
				k.DrakaArmies[l] = 2
			}
		}
	}
	for _, l := range sortedKeys(k.DrakaArmies) {
		if _, err := s.Maps[0].Cell(l); err != nil {
			return s.RulesErrorf("rules.stacking.draka_armies", "no space %q on map %s", l, s.Maps[0].ID)
		}
	}
	for _, n := range k.DrakaNotWith {
		if s.Counters.Nation(n) == nil {
			return s.RulesErrorf("rules.stacking.draka_not_with", "no nation %q in counters %s", n, s.Counters.ID)
		}
	}
	return nil
}

// stackLimits is the stack check: each side's units in space within the
// base limit and, wholly in the Near East, the army limit.
func stackLimits(st *State, space string, units []int) *rules.Refusal {
	k := st.fixed.r.Stacking
	for _, side := range Sides {
		n, armies, drakaOnly := 0, 0, true
		for _, i := range units {
			if st.Units[i].Side != side {
				continue
			}
			n++
			if st.ClassOfUnit(i) == Army {
				armies++
				drakaOnly = drakaOnly && st.Units[i].Nation == Draka
			}
		}
		if st.MapValue(space, st.fixed.r.NearEast) == 1 {
			limit := k.NEArmies
			if d, ok := k.DrakaArmies[space]; ok && drakaOnly {
				limit = max(limit, d)
			}
			if armies > limit {
				why := fmt.Sprintf("no more than %d army may stack in %s, a space wholly in the Near East", limit, space)
				if limit > k.NEArmies {
					why = fmt.Sprintf("the Draka may stack no more than %d armies in %s", limit, space)
				}
				return &rules.Refusal{Rule: RuleStacking, Reason: why}
			}
		}
		if n > k.Max {
			return &rules.Refusal{Rule: RuleStacking, Reason: fmt.Sprintf("no more than %d units of the %s may stack in %s", k.Max, st.SideName(side), space)}
		}
	}
	return nil
}

// drakaYankees refuses a Draka unit entering a space of American units,
// or the other way round, except by retreat or attack.
func drakaYankees(st *State, i int, _, to string, how Motion) *rules.Refusal {
	if how == MotionRetreat || how == MotionAttack {
		return nil
	}
	not := st.fixed.r.Stacking.DrakaNotWith
	mine := st.Units[i].Nation
	for _, j := range st.At(to) {
		other := st.Units[j].Nation
		if mine == Draka && slices.Contains(not, other) || slices.Contains(not, mine) && other == Draka {
			if mine != Draka {
				other = mine
			}
			return &rules.Refusal{Rule: RuleDrakaYankees, Reason: fmt.Sprintf("Draka units may not voluntarily stack with %s units: %s holds %s", st.NationName(other), to, st.unitName(j))}
		}
	}
	return nil
}
