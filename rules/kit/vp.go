package kit

import (
	"sandtable/maps"
	"sandtable/scenarios"
)

// PlaceController is the side controlling every cell of place p of m, or
// "" when its cells are uncontrolled or split between sides.
func PlaceController(ct Control, m *maps.Map, p *maps.Place) string {
	side := ""
	for i, c := range p.Cells {
		o := ct.Of(m, c)
		if o == "" || (i > 0 && o != side) {
			return ""
		}
		side = o
	}
	return side
}

// PlaceVP is the victory points each side holds from places: a place's VP
// go to the side controlling all of its cells (PlaceController). Sides with
// none are left out.
func PlaceVP(s *scenarios.Scenario, ct Control) map[string]int {
	vp := map[string]int{}
	for _, m := range s.Maps {
		for _, p := range m.Places {
			if p.VP <= 0 {
				continue
			}
			if side := PlaceController(ct, m, p); side != "" {
				vp[side] += p.VP
			}
		}
	}
	return vp
}
