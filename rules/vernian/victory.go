package vernian

import (
	"fmt"

	"sandtable/board"
	"sandtable/rules"
	"sandtable/rules/kit"
)

func init() {
	book.Section(kit.Section[*State]{Rule: RuleVictory, Title: "Victory", Order: 270,
		Text: fmt.Sprintf(`The game ends the instant a side wins:

- a) the Germans control %d French city hexes (each Paris hex counts two), or
- b) the Germans control the London hex and all six hexes next to it;
- the Allies control %d German city hexes (each Ruhr hex counts two).

A hex is controlled by the side whose ground units last stood in it alone; at the start each country's hexes belong to its side. Map-edge hexes never count.`, GermanCityTarget, AlliedCityTarget),
	})
	book.Section(kit.Section[*State]{Rule: RuleEnd, Title: "End of the game", Order: 280,
		Text: `The game ends at the start of Strategic Turn H. If nobody has won by then, civilization triumphs and a negotiated peace occurs: a draw.`,
	})
}

// Victory thresholds (000 Victory).
const (
	// GermanCityTarget: "The Germans win the instant they control a) 11
	// French city hexes (Paris hexes each count as two)".
	GermanCityTarget = 11
	// AlliedCityTarget: "The Allies win the instant they control 6 German
	// city hexes (Ruhr hexes each count as two)".
	AlliedCityTarget = 6
)

// CityCount is how many city hexes of region side controls, hexes of a
// place worth 2 VP (Paris, the Ruhr) counting two; board-edge hexes never
// count (000 Part II).
func (st *State) CityCount(side, region string) int {
	m := st.fixed.west
	n := 0
	for c := range st.fixed.cities[m.ID] {
		if isEdge(m, c) || !inRegion(m, c, []string{region}) || st.controlOf(m, c) != side {
			continue
		}
		n += cityWeight(st, c)
	}
	return n
}

// cityWeight is what the city hex c of the West map counts for victory.
func cityWeight(st *State, c board.Cell) int {
	w := 1
	for _, p := range st.fixed.west.PlacesAt(c) {
		if p.Is("city") && p.VP >= 2 {
			w = 2
		}
	}
	return w
}

// holdsLondon reports whether the Germans control "the London hex and all
// six adjacent hexes".
func (st *State) holdsLondon() bool {
	l := placeLoc(st.fixed.s, st.fixed.t.London)
	if !l.OnMap() {
		return false
	}
	m := st.mapOf(l)
	if st.controlOf(m, l.Cell) != Germans {
		return false
	}
	var buf []board.Cell
	for _, c := range m.Topology.Neighbors(l.Cell, buf) {
		if st.controlOf(m, c) != Germans {
			return false
		}
	}
	return true
}

// checkVictory ends the game "the instant" a side's condition holds.
func (st *State) checkVictory(ctx *rules.Context) {
	if st.Over || st.Setup {
		return
	}
	t := st.fixed.t
	if n := st.CityCount(Germans, t.FrenchRegion); n >= GermanCityTarget {
		st.finish(ctx, fmt.Sprintf("Germans win: they control %d French city hexes (Paris counting two), %d needed (%s a)", n, GermanCityTarget, RuleVictory))
		return
	}
	if st.holdsLondon() {
		st.finish(ctx, fmt.Sprintf("Germans win: they control London and all six adjacent hexes (%s b)", RuleVictory))
		return
	}
	if n := st.CityCount(Allies, t.GermanRegion); n >= AlliedCityTarget {
		st.finish(ctx, fmt.Sprintf("Allies win: they control %d German city hexes (the Ruhr counting two), %d needed (%s)", n, AlliedCityTarget, RuleVictory))
	}
}
