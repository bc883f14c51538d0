package vernian

import (
	"cmp"
	"slices"

	"sandtable/rules"
)

var _ rules.Overlayer = (*State)(nil)

// Overlays implements rules.Overlayer: the supply state of every hex, one
// overlay per side ("supply-germans", "supply-allies"), then the Storms
// and the Van der Graaf Generators ("storms", "generators"). A hex is listed for
// a side when a ground unit of that side standing there would be in Attack
// Supply (full tint) or Defense Supply (Light, the paler tint); hexes Out
// of Supply are not listed (000 Supply: "There are now three supply states
// instead of two."). The states are the side's SupplyNet, the one SupplyOf
// and the View read, so the tints cannot disagree with the units' supply.
//
// Every viewer, "" (the referee) included, gets both sides' overlays: they
// are worked out from unit positions and control every view already shows,
// and from HQs and Zeppelins, which are never face down (hidden.go), so a
// face-down unit's type changes no tint.
func (st *State) Overlays(viewer string) []rules.Overlay {
	_ = viewer // the same for every viewer
	out := make([]rules.Overlay, 0, 5)
	for _, side := range []string{Germans, Allies} {
		out = append(out, st.supplyOverlay(side))
	}
	return append(out, st.interdictionOverlay(), st.stormOverlay(), st.generatorOverlay())
}

// interdictionOverlay marks the hexes Allied flyers interdict (000 Ether
// Flyers, Missions): Heavy Interdiction full, Light pale. The flyers stand
// there in every view, so every viewer sees it.
func (st *State) interdictionOverlay() rules.Overlay {
	o := rules.Overlay{ID: "interdicted", Name: "Interdicted hexes", Rule: RuleFlyers, Shown: true,
		Meaning:      "Heavy Interdiction (B): no German supply line from, into or through; units there Out of Supply",
		LightMeaning: "Light Interdiction (CS): no German supply line from, into or through"}
	for l, heavy := range st.interdicted() {
		mark := "Light Int."
		if heavy {
			mark = "Heavy Int."
		}
		o.Cells = append(o.Cells, rules.OverlayCell{Map: l.Map, Cell: st.mapOf(l).Label(l.Cell), Side: Allies, Light: !heavy, Mark: mark})
	}
	slices.SortFunc(o.Cells, func(a, b rules.OverlayCell) int {
		return cmp.Or(cmp.Compare(a.Map, b.Map), cmp.Compare(a.Cell, b.Cell))
	})
	return o
}

// stormOverlay marks this Operational Turn's Storm markers (000 Weird,
// Huge Inventions, Storms), in the Allies' colour. Storms are public.
func (st *State) stormOverlay() rules.Overlay {
	o := rules.Overlay{ID: "storms", Name: "Storms", Rule: RuleStorms, Shown: true,
		Meaning: "a Storm: defenders gain two left column shifts, moving in costs +1, air units may not enter"}
	for _, s := range st.Air.Storms {
		if l, err := rules.ParseLocation(st.fixed.s, s); err == nil && l.OnMap() {
			o.Cells = append(o.Cells, rules.OverlayCell{Map: l.Map, Cell: st.mapOf(l).Label(l.Cell), Side: Allies, Mark: "Storm"})
		}
	}
	return o
}

// generatorOverlay marks the Gigantic Van der Graaf Generators (000 Weird,
// Huge Inventions, Generators), in the Germans' colour, and pale the hexes
// next to them, where an Allied stack loses a step each Allied Attrition
// Phase. Generators are public.
func (st *State) generatorOverlay() rules.Overlay {
	o := rules.Overlay{ID: "generators", Name: "Van der Graaf Generators", Rule: RuleGenerators, Shown: true,
		Meaning:      "a Gigantic Van der Graaf Generator: Allied Ether Flyers may not enter",
		LightMeaning: "next to one: an Allied stack here loses a step in each Allied Attrition Phase"}
	seen := map[rules.Location]bool{}
	var gens []rules.Location
	for _, s := range st.Air.Generators {
		if l, err := rules.ParseLocation(st.fixed.s, s); err == nil && l.OnMap() && !seen[l] {
			seen[l] = true
			gens = append(gens, l)
			o.Cells = append(o.Cells, rules.OverlayCell{Map: l.Map, Cell: st.mapOf(l).Label(l.Cell), Side: Germans, Mark: "VdG"})
		}
	}
	var light []rules.OverlayCell
	for _, l := range gens {
		m := st.mapOf(l)
		for _, c := range m.Topology.Neighbors(l.Cell, nil) {
			if nl := rules.CellLocation(m, c); !seen[nl] {
				seen[nl] = true
				light = append(light, rules.OverlayCell{Map: m.ID, Cell: m.Label(c), Side: Germans, Light: true})
			}
		}
	}
	o.Cells = append(o.Cells, light...)
	return o
}

// supplyOverlay is side's supply overlay: every on-map hex of every map
// of the scenario in Attack or Defense Supply for side, map by map in the
// scenario's order and hex by hex in the map's cell order.
func (st *State) supplyOverlay(side string) rules.Overlay {
	n := st.supply(side)
	o := rules.Overlay{
		ID:   "supply-" + side,
		Name: "Supply: " + st.sideName(side),
		Rule: RuleSupply,
		// 000 Supply 1 and 2: the tint is Attack Supply, the pale one
		// Defense Supply; untinted hexes are Out of Supply.
		Meaning:      "a unit there would be in Attack Supply",
		LightMeaning: "in Defense Supply only (attack halved); untinted: Out of Supply",
	}
	count := 0
	for _, m := range st.fixed.s.Maps {
		if ms := n.maps[m.ID]; ms != nil {
			for k := range ms.defense {
				if ms.attack[k] || ms.defense[k] {
					count++
				}
			}
		}
	}
	o.Cells = make([]rules.OverlayCell, 0, count)
	for _, m := range st.fixed.s.Maps {
		ms := n.maps[m.ID]
		if ms == nil {
			continue
		}
		t := m.Topology
		for k := range ms.defense {
			// ms.defense includes every hex in Attack Supply (computeSupply),
			// but At checks attack first: so does this.
			var light bool
			switch {
			case ms.attack[k]:
				light = false
			case ms.defense[k]:
				light = true
			default:
				continue // Out of Supply
			}
			o.Cells = append(o.Cells, rules.OverlayCell{Map: m.ID, Cell: m.Label(t.Cell(k)), Side: side, Light: light})
		}
	}
	return o
}
