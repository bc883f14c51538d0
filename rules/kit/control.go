package kit

import (
	"slices"
	"strings"

	"sandtable/board"
	"sandtable/maps"
	"sandtable/scenarios"

	"sandtable/rules"
)

// Control is who controls each cell: side ids keyed by "MAPID:LABEL"
// ("test-hex-flat:W1004"); a cell with no key is uncontrolled. It is a
// map[string]string so it marshals to JSON deterministically (sorted keys)
// and can sit in module state as it is. Control passes to a side when its
// units enter or occupy a cell (Enter, Occupy) and stays until another
// side's do.
type Control map[string]string

// ControlKey is the key of cell c of map m in a Control.
func ControlKey(m *maps.Map, c board.Cell) string { return m.ID + ":" + m.Label(c) }

// Of is the side controlling cell c of m, "" for none.
func (ct Control) Of(m *maps.Map, c board.Cell) string { return ct[ControlKey(m, c)] }

// Set gives cell c of m to side ("" makes it uncontrolled).
func (ct *Control) Set(m *maps.Map, c board.Cell, side string) {
	if side == "" {
		delete(*ct, ControlKey(m, c))
		return
	}
	if *ct == nil {
		*ct = Control{}
	}
	(*ct)[ControlKey(m, c)] = side
}

// Enter records side's units entering cell c of m; it reports whether
// control changed hands.
func (ct *Control) Enter(m *maps.Map, c board.Cell, side string) bool {
	if side == "" || ct.Of(m, c) == side {
		return false
	}
	ct.Set(m, c, side)
	return true
}

// Clone is a copy.
func (ct Control) Clone() Control {
	if ct == nil {
		return nil
	}
	out := make(Control, len(ct))
	for k, v := range ct {
		out[k] = v
	}
	return out
}

// InitialControl is control as the maps give it: every cell of a region
// with an owning side, then every cell of a place with one (a place's side
// wins over its region's).
func InitialControl(s *scenarios.Scenario) Control {
	ct := Control{}
	for _, m := range s.Maps {
		for _, r := range m.Regions {
			if r.Side != "" {
				for _, c := range r.Cells {
					ct.Set(m, c, r.Side)
				}
			}
		}
		for _, p := range m.Places {
			if p.Side != "" {
				for _, c := range p.Cells {
					ct.Set(m, c, p.Side)
				}
			}
		}
	}
	return ct
}

// ControlChange is one cell changing hands.
type ControlChange struct {
	Loc      rules.Location
	From, To string // side ids; From "" when it was uncontrolled
}

// Occupy gives every map cell holding units of one side only to that side
// and lists the cells that changed hands, in scenario map order then dense
// order. Cells holding units of several sides (a contested stack) do not
// change.
func (ct *Control) Occupy(s *scenarios.Scenario, us rules.Units) []ControlChange {
	type key struct {
		m string
		c board.Cell
	}
	owner := map[key]string{}
	for i := range us {
		u := &us[i]
		if !u.Loc.OnMap() {
			continue
		}
		k := key{u.Loc.Map, u.Loc.Cell}
		switch prev, seen := owner[k]; {
		case !seen:
			owner[k] = u.Side
		case prev != u.Side:
			owner[k] = ""
		}
	}
	var out []ControlChange
	for _, m := range s.Maps {
		var cells []board.Cell
		for k, side := range owner {
			if k.m == m.ID && side != "" && ct.Of(m, k.c) != side {
				cells = append(cells, k.c)
			}
		}
		slices.SortFunc(cells, func(a, b board.Cell) int { return m.Topology.Index(a) - m.Topology.Index(b) })
		for _, c := range cells {
			side := owner[key{m.ID, c}]
			out = append(out, ControlChange{Loc: rules.CellLocation(m, c), From: ct.Of(m, c), To: side})
			ct.Set(m, c, side)
		}
	}
	return out
}

// Cells lists the cells side controls, in scenario map order then dense
// order.
func (ct Control) Cells(s *scenarios.Scenario, side string) []rules.Location {
	var out []rules.Location
	for _, m := range s.Maps {
		for i := 0; i < m.Topology.Len(); i++ {
			c := m.Topology.Cell(i)
			if ct.Of(m, c) == side {
				out = append(out, rules.CellLocation(m, c))
			}
		}
	}
	return out
}

// Views is control for a View: one entry per controlled cell, sorted by
// map id then label. Keys naming no cell of s are left out.
func (ct Control) Views(s *scenarios.Scenario) []rules.ControlView {
	out := make([]rules.ControlView, 0, len(ct))
	for k, side := range ct {
		mapID, label, ok := strings.Cut(k, ":")
		if !ok || s.Map(mapID) == nil {
			continue
		}
		out = append(out, rules.ControlView{Map: mapID, Cell: label, Side: side})
	}
	slices.SortFunc(out, func(a, b rules.ControlView) int {
		if c := strings.Compare(a.Map, b.Map); c != 0 {
			return c
		}
		return strings.Compare(a.Cell, b.Cell)
	})
	return out
}
