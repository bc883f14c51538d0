package outofafrica

import (
	"slices"
	"strings"

	"sandtable/rules"
	"sandtable/rules/kit"
)

// This file is Draka control (PLAN.md §2.14):
//
//	"Any enemy controlled space entered by Draka units via movement or
//	combat in the Janissary Zone is marked with a Draka control marker,
//	even if the Draka enter it with another other nationality Allied
//	unit. ... If the Allied Player acquires enemy controlled spaces by
//	cutting them off from supply, and Draka units participated in cutting
//	off any spaces which are in the Janissary Zone, then all of those
//	spaces are marked with a Draka control marker. The Draka may never
//	place Draka control markers outside the Janissary Zone even if their
//	CF units enter those spaces. Draka control markers, once placed on the
//	map, can only be removed via the actions of the CP and not Allied
//	units. Allied units may enter Draka controlled spaces that they would
//	normally be permitted to move through, but do not change the control
//	status of these spaces." (L179)
//	"Draka also start initially in control of Libya, Sinai, Ahwaz and
//	Khorramabad." (L117)
//
// A space passing from the Central Powers to the Allies in the Janissary
// Zone is marked when a Draka unit is among the units that took it (those
// entering it, or those next to it when it was cut off at attrition,
// ruling OA-48); a space passing to the Central Powers loses its marker.
// Nothing else places or removes one: an Allied move into a marked space
// changes nothing. The spaces of [rules] draka_control start Allied with
// a marker. The Pan-Hellenic Volunteer Corps is Greek in the counters, so
// it never marks (L57).

// RuleDrakaControl is the Draka control of victory spaces (SSR 14).
const RuleDrakaControl = "Draka control (SSR 14)"

// The markers are what lane 4's Russian restrictions (Errata 6) ask.
var _ = provideDrakaControl(func(st *State, space string) bool { return st.Draka.Marked[space] })

func init() {
	on(kit.GameStart, func(st *State, _ *rules.Context) error {
		for _, l := range st.fixed.r.DrakaControl {
			c, _ := st.Cell(l)
			st.Control.Set(st.fixed.m, c, AP)
			st.mark(l)
		}
		return nil
	})
	book.Section(kit.Section[*State]{Rule: RuleDrakaControl, Title: "Draka control", Order: 700,
		Text: `"Any enemy controlled space entered by Draka units via movement or combat in the Janissary Zone is marked with a Draka control marker, even if the Draka enter it with another other nationality Allied unit." Spaces the Allies take by cutting them off from supply are marked too when Draka units took part (Draka units next to the space). "The Draka may never place Draka control markers outside the Janissary Zone." "Draka control markers, once placed on the map, can only be removed via the actions of the CP and not Allied units."

A space the Central Powers take loses its marker. The Draka start in control of the Allied Near East, Libya, Sinai, Ahwaz and Khorramabad, marked. The markers are shown as DR on the map.`,
		More: func(st *State) (string, []rules.RefTable) {
			l := st.markedSpaces()
			if len(l) == 0 {
				return "No Draka control markers now.", nil
			}
			return "Draka control markers now: " + strings.Join(l, ", ") + ".", nil
		}})
}

// mark puts a Draka control marker on space.
func (st *State) mark(space string) {
	if st.Draka.Marked == nil {
		st.Draka.Marked = map[string]bool{}
	}
	st.Draka.Marked[space] = true
}

// markedSpaces are the spaces with a Draka control marker, in the map's
// order.
func (st *State) markedSpaces() []string {
	var out []string
	for _, l := range st.Spaces() {
		if st.Draka.Marked[l] {
			out = append(out, l)
		}
	}
	return out
}

var _ = addControlChange(func(st *State, ctx *rules.Context, space, from, to string, by []int) error {
	switch {
	case to == CP && st.Draka.Marked[space]:
		delete(st.Draka.Marked, space)
		ctx.Logf("The Draka control marker is removed from %s (%s)", space, RuleDrakaControl)
	case from == CP && to == AP && st.inZone(space) && slices.ContainsFunc(by, st.isDraka):
		st.mark(space)
		ctx.Logf("%s is marked with a Draka control marker (%s)", space, RuleDrakaControl)
	}
	return nil
})

var _ = addOverlay(func(st *State, _ string) []rules.Overlay {
	o := rules.Overlay{ID: "draka-control", Name: "Draka control", Shown: true, Rule: RuleDrakaControl,
		Meaning: "a Draka control marker (DR)"}
	for _, l := range st.markedSpaces() {
		o.Cells = append(o.Cells, rules.OverlayCell{Map: st.fixed.m.ID, Cell: l, Side: AP, Mark: "DR"})
	}
	return []rules.Overlay{o}
})

// drakaAdvance refuses an Allied advance after combat that leaves out the
// Draka: "If the Allied Player has the option to advance after combat and
// can choose between Draka and other units and then decides to advance,
// Draka units must be included in that advance." (L179). may are the
// units that may advance, chosen those advancing; nil when no Draka unit
// may, none advance, or a Draka unit is among them. Lane 5's advance
// asks it (its legal list leaves such advances out).
func (st *State) drakaAdvance(may, chosen []int) *rules.Refusal {
	if len(chosen) == 0 || !slices.ContainsFunc(may, st.isDraka) || slices.ContainsFunc(chosen, st.isDraka) {
		return nil
	}
	return &rules.Refusal{Rule: RuleDrakaControl, Reason: "Draka units must be included in an Allied advance after combat when they may advance"}
}

var _ = []any{(*State).drakaAdvance}
