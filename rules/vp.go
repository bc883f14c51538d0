package rules

import (
	"sandtable/board"
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

// PlaceQuery picks places; empty fields match anything.
type PlaceQuery struct {
	Map    string // map id
	Kind   string // a place kind, e.g. "city"
	Nation string // the place's nation, or its region's when it has none
	Side   string // the place's owning side, or its region's when it has none
	Region string // region id
}

// Match reports whether place p of m fits q.
func (q PlaceQuery) Match(m *maps.Map, p *maps.Place) bool {
	if q.Map != "" && m.ID != q.Map || q.Kind != "" && !p.Is(q.Kind) || q.Region != "" && p.Region != q.Region {
		return false
	}
	nation, side := p.Nation, p.Side
	if r := m.Region(p.Region); r != nil {
		if nation == "" {
			nation = r.Nation
		}
		if side == "" {
			side = r.Side
		}
	}
	return (q.Nation == "" || nation == q.Nation) && (q.Side == "" || side == q.Side)
}

// CountControlled counts the cells of the places q picks that side
// controls, each cell counting its place's VP when that is more than 1
// (a two-VP Paris hex counts two) and 1 otherwise: "city hexes of France
// controlled by the Central Powers" is
//
//	CountControlled(s, ct, "central", PlaceQuery{Kind: "city", Nation: "france"})
//
// A cell in several matching places counts once, at the highest value.
func CountControlled(s *scenarios.Scenario, ct Control, side string, q PlaceQuery) int {
	n := 0
	for _, m := range s.Maps {
		worth := map[board.Cell]int{}
		for _, p := range m.Places {
			if !q.Match(m, p) {
				continue
			}
			for _, c := range p.Cells {
				worth[c] = max(worth[c], p.VP, 1)
			}
		}
		for c, w := range worth {
			if ct.Of(m, c) == side {
				n += w
			}
		}
	}
	return n
}
