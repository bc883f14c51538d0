package greenfields

import (
	"fmt"
	"strings"

	"sandtable/rules"
)

// This file is the assault's marks on the map as the window draws them:
// the seed's shell hole counters, trench levels, cut roads, bridges the
// pioneers built and gas ("Players will also need shellhole counters").
// Every side sees them: they are on the table for both.

var _ rules.Overlayer = (*State)(nil)

// Overlays are the zone markers (shown at first) and, for a side, the
// zones it observes (off until turned on).
func (st *State) Overlays(viewer string) []rules.Overlay {
	marks := rules.Overlay{ID: "zone-markers", Name: "Shell holes, trenches, gas, cut roads", Shown: true,
		Rule: RuleTerrain, Meaning: "marked by the assault: shell holes (SH), degraded going, trenches (light LT, heavy HT), emplacements, trench raiders' wire-cutting hits (WireN, 3 degrade the trench), cut roads, bridges built, gas"}
	for _, key := range sortedKeys(st.Zones) {
		z := st.Zones[key]
		if text := zoneMark(z); text != "" {
			marks.Cells = append(marks.Cells, rules.OverlayCell{Map: st.fixed.m.ID, Cell: key, Mark: text})
		}
	}
	return append([]rules.Overlay{marks}, st.boxOverlays()...)
}

// zoneMark is a zone's markers in a few letters: "SH1 LT Gas".
func zoneMark(z Zone) string {
	var parts []string
	if z.ShellHoles > 0 {
		parts = append(parts, fmt.Sprintf("SH%d", z.ShellHoles))
	}
	if z.Degraded > 0 {
		parts = append(parts, strings.Repeat("-", z.Degraded))
	}
	switch z.Trench {
	case 1:
		parts = append(parts, "LT")
	case 2:
		parts = append(parts, "HT")
	}
	if z.Emplacement {
		parts = append(parts, "Empl")
	}
	if z.WireHits > 0 {
		parts = append(parts, fmt.Sprintf("Wire%d", z.WireHits))
	}
	if z.RoadCut {
		parts = append(parts, "Cut")
	}
	if z.Bridged {
		parts = append(parts, "Br")
	}
	switch {
	case z.Persistent:
		parts = append(parts, "Mustard")
	case z.Gassed:
		parts = append(parts, "Gas")
	}
	return strings.Join(parts, " ")
}
