package render

import (
	"sandtable/counterface"
	"sandtable/counters"
)

// UnitFace is how unit type u looks at the given step (0 = full strength),
// in its nation's colours; hidden shows only the back (counterface.Unit).
func UnitFace(cat *counters.Catalogue, u *counters.Unit, step int, hidden bool) CounterFace {
	return counterface.Unit(cat, u, step, hidden)
}

// MarkerFace is how marker type mk looks; level > 0 is printed on it
// (counterface.Marker).
func MarkerFace(mk *counters.Marker, level int) CounterFace {
	return counterface.Marker(mk, level)
}
