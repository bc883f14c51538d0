package vernian

import (
	"fmt"
	"slices"
	"strings"

	"sandtable/rules"
)

// The ranges the window shows around a selected air unit, whatever the
// phase (rules.UnitRanger):
//
//   - Über-Zeppelins: "Base Change: Zeppelins may move up to twice their
//     middle number" and "Sortie: ... up to twice their third number" (000
//     Über-Zeppelins).
//   - Ether Flyers: "All Missions have a range of six hexes, except
//     Interception, which has a range of three hexes", Interception for F
//     types only; "they have a movement allowance for Base Change purposes
//     of six hexes" (000 Ether Flyers).
//
// Each range is every hex the unit can fly to from where it stands within
// that many hexes (airReach: one hex a movement point, the Channel
// crossing, no neutral country, no Storm, no generator for Allied flyers),
// less the hex it stands in and sea hexes, where no air move may end.

var _ rules.UnitRanger = (*State)(nil)

// The Ether Flyers' ranges in hexes (000 Ether Flyers).
const (
	flyerMissionReach      = 6
	flyerInterceptionReach = 3
)

// UnitRanges implements rules.UnitRanger: a Zeppelin's Base Change and
// Sortie ranges; an F type flyer's Interception range; every flyer's
// mission range (for a German flyer, which flies only Interception, its
// Base Change range: the same six hexes); nearest first. Nothing for other units, for a unit off the map or
// aboard, or for one viewer may not see (air units are never face down, so
// every side sees them).
func (st *State) UnitRanges(viewer, unit string) []rules.Overlay {
	i := st.unitArg(unit)
	if i < 0 || !st.sees(viewer, i) {
		return nil
	}
	u := &st.Units[i]
	if !u.Loc.OnMap() {
		return nil
	}
	type reach struct {
		id, name, meaning, rule string
		hexes                   int
	}
	var rs []reach
	switch {
	case st.isZeppelin(u):
		base, sortie := 2*st.value(u, "base"), 2*st.value(u, "sortie")
		rs = []reach{
			{"base-change", "Zeppelin Base Change range", "where it may rebase (a hex that can trace Attack Supply overland, with no enemy unit)", RuleZeppelins, base},
			{"sortie", "Zeppelin Sortie range", "where it may fly on a Sortie (it may end on enemy units)", RuleZeppelins, sortie},
		}
	case st.isFlyer(u):
		if st.flyerType(u) == "F" { // "It allows the F type to move into a hex containing enemy air units"
			rs = append(rs, reach{"interception", "Ether Flyer Interception range", "where it may intercept, in the other side's turn", RuleFlyers, flyerInterceptionReach})
		}
		if u.Side == Germans {
			rs = append(rs, reach{"base-change", "Ether Flyer Base Change range", "where it may rebase (German flyers fly only Interception)", RuleFlyers, flyerMissionReach})
		} else {
			rs = append(rs, reach{"mission", "Ether Flyer mission range", "where it may fly a mission, rebase or return to base", RuleFlyers, flyerMissionReach})
		}
	default:
		return nil
	}
	slices.SortStableFunc(rs, func(a, b reach) int { return a.hexes - b.hexes })
	// One flight out to the farthest range; the nearer take what is
	// within theirs.
	cells := st.rangeCells(i, rs[len(rs)-1].hexes)
	out := make([]rules.Overlay, 0, len(rs))
	for _, r := range rs {
		o := rules.Overlay{
			ID:      "range-" + r.id,
			Name:    fmt.Sprintf("%s (%d hexes)", r.name, r.hexes),
			Rule:    r.rule,
			Meaning: r.meaning,
		}
		for _, c := range cells {
			if c.hexes <= r.hexes {
				o.Cells = append(o.Cells, c.OverlayCell)
			}
		}
		out = append(out, o)
	}
	return out
}

// rangeCell is a hex in range with the hexes flown to it.
type rangeCell struct {
	rules.OverlayCell
	hexes int
}

// rangeCells are the hexes air unit i can fly to within limit hexes, less
// its own hex and sea hexes, sorted by map and label.
func (st *State) rangeCells(i, limit int) []rangeCell {
	u := &st.Units[i]
	var out []rangeCell
	for l, d := range st.airReach(i, limit) {
		if l == u.Loc || st.isWater(l) {
			continue
		}
		out = append(out, rangeCell{rules.OverlayCell{Map: l.Map, Cell: st.mapOf(l).Label(l.Cell), Side: u.Side}, d})
	}
	slices.SortFunc(out, func(a, b rangeCell) int {
		if c := strings.Compare(a.Map, b.Map); c != 0 {
			return c
		}
		return strings.Compare(a.Cell, b.Cell)
	})
	return out
}
