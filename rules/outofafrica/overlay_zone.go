package outofafrica

import "sandtable/rules"

// This file draws the Janissary Zone (janissary.go, SSR 4) as an overlay
// any player may turn on: the zone's spaces tinted in the Allies' colour,
// the spaces Janissaries may never enter pale. The zone depends on the
// map alone: it hides nothing from anyone.

// OverlayZone is the Janissary Zone overlay's id.
const OverlayZone = "janissary-zone"

var _ = addOverlay(zoneOverlay)

// zoneOverlay is the zone's overlay (the same for every viewer).
func zoneOverlay(st *State, _ string) []rules.Overlay {
	o := rules.Overlay{ID: OverlayZone, Name: "Janissary Zone", Rule: RuleJanissaryZone,
		Meaning:      "Janissaries may operate here (SSR 4)",
		LightMeaning: "Janissaries may never enter (SSR 4)"}
	mapID := st.fixed.m.ID
	for _, sp := range st.Spaces() {
		switch {
		case st.inZone(sp):
			o.Cells = append(o.Cells, rules.OverlayCell{Map: mapID, Cell: sp, Side: AP})
		case st.forbiddenJanissary(sp) != "":
			o.Cells = append(o.Cells, rules.OverlayCell{Map: mapID, Cell: sp, Side: AP, Light: true})
		}
	}
	return []rules.Overlay{o}
}
