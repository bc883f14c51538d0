package outofafrica

import (
	"fmt"

	"sandtable/rules"
	"sandtable/rules/kit"
)

// This file is the Russians' political restrictions in the Near East
// (Errata 6, L689-692):
//
//	"Russian units in wholly Near East spaces may not move or attack into
//	spaces that are adjacent to spaces under Draka control on the Near
//	East map. Russian units may never enter Draka controlled wholly Near
//	East spaces. The Russians may always freely enter and attack into
//	Bursa and Constantinople since these spaces are on both maps. ...
//	Russian units activated for movement in spaces in the Near East that
//	are adjacent to Draka control may only move away so they end their
//	turn not adjacent to Draka control. Draka forces in the Near East may
//	never enter Allied Controlled Russian spaces in wholly Near East
//	spaces."
//
// "Wholly Near East" is the map value neareast 1; Bursa and
// Constantinople are 2. Draka control is lane 6's Draka control markers
// (drakaControlled; none until lane 6 provides them). The first two
// sentences are a may-enter hook, asked at each space a Russian enters
// (moves, retreats, advances, redeployments) or attacks into; the third
// is asked where a Russian move ends (movement.go); the last is a
// may-enter hook for Draka units entering a wholly Near East space of a
// Russian region the Allies control. Bursa and Constantinople are always
// open to the Russians, and a move may end there (the seed's "always
// freely enter").

// RuleRussians is Errata 6.
const RuleRussians = "Out of Africa errata 6: Russians in the Near East"

// Russia is the Russians' nation id.
const Russia = "ru"

var _ = addMayEnter(russiansMayEnter)

func init() {
	book.Section(kit.Section[*State]{Rule: RuleRussians, Title: "Russians in the Near East", Order: 415,
		Text: `"Russian units in wholly Near East spaces may not move or attack into spaces that are adjacent to spaces under Draka control on the Near East map. Russian units may never enter Draka controlled wholly Near East spaces. The Russians may always freely enter and attack into Bursa and Constantinople since these spaces are on both maps. ... Russian units activated for movement in spaces in the Near East that are adjacent to Draka control may only move away so they end their turn not adjacent to Draka control. Draka forces in the Near East may never enter Allied Controlled Russian spaces in wholly Near East spaces." (Out of Africa, Errata 6.)`})
}

// whollyNearEast reports whether space is wholly in the Near East.
func (st *State) whollyNearEast(space string) bool {
	return st.MapValue(space, st.fixed.r.NearEast) == 1
}

// nextToDraka reports whether space is next to a space under Draka
// control on the Near East map.
func (st *State) nextToDraka(space string) bool {
	for _, n := range st.Neighbours(space) {
		if st.nearEast(n) && st.drakaControlled(n) {
			return true
		}
	}
	return false
}

// russianRegion reports whether space lies in a home region of Russia.
func (st *State) russianRegion(space string) bool {
	c, ok := st.Cell(space)
	if !ok {
		return false
	}
	g := st.fixed.m.RegionAt(c)
	if g == nil {
		return false
	}
	if g.Nation == Russia {
		return true
	}
	for _, r := range st.nation(Russia).Regions {
		if r == g.ID {
			return true
		}
	}
	return false
}

// russiansMayEnter is Errata 6's may-enter hook.
func russiansMayEnter(st *State, i int, from, to string, how Motion) *rules.Refusal {
	switch st.Units[i].Nation {
	case Russia:
		if st.MapValue(to, st.fixed.r.NearEast) == 2 {
			return nil // Bursa and Constantinople: always
		}
		if st.whollyNearEast(to) && st.drakaControlled(to) && how != MotionAttack {
			return &rules.Refusal{Rule: RuleRussians, Reason: fmt.Sprintf("Russian units may never enter %s, under Draka control in the Near East", to)}
		}
		if (how == MotionMove || how == MotionAttack) && st.whollyNearEast(from) && st.nextToDraka(to) {
			return &rules.Refusal{Rule: RuleRussians, Reason: fmt.Sprintf("Russian units in the Near East may not move or attack into %s, next to Draka control", to)}
		}
	case Draka:
		if how != MotionAttack && st.whollyNearEast(to) && st.russianRegion(to) && st.ControlOf(to) == AP {
			return &rules.Refusal{Rule: RuleRussians, Reason: fmt.Sprintf("Draka units may never enter %s, a Russian space of the Near East the Allies control", to)}
		}
	}
	return nil
}

// russianStopWhy is why Russian unit i, activated for movement in space
// from, may not end its move in to, "" when it may (the third sentence).
func (st *State) russianStopWhy(i int, from, to string) string {
	if st.Units[i].Nation != Russia || !st.nearEast(from) || !st.nextToDraka(from) {
		return ""
	}
	if st.MapValue(to, st.fixed.r.NearEast) == 2 || !st.nextToDraka(to) {
		return ""
	}
	return fmt.Sprintf("a Russian unit activated next to Draka control in the Near East must end its move away from it: %s is next to Draka control", to)
}
