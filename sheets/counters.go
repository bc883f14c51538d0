package sheets

import (
	"sandtable/counterface"
	"sandtable/counters"
	"sandtable/scenarios"
)

// Counter is one counter to print: its two sides.
type Counter struct {
	Name        string // the unit or marker type's name, for people
	Front, Back counterface.Face
}

// unitCounter is a counter of unit type u: its front at full strength, its
// back the reverse side (counterface.Back).
func unitCounter(cat *counters.Catalogue, u *counters.Unit) Counter {
	return Counter{Name: u.Name, Front: counterface.Front(cat, u), Back: counterface.Back(cat, u)}
}

// markerCounters are the counters of marker type mk: one per level (each
// showing its level on both sides), or one when it has no levels.
func markerCounters(mk *counters.Marker) []Counter {
	if mk.Levels == 0 {
		f := counterface.Marker(mk, 0)
		return []Counter{{Name: mk.Name, Front: f, Back: f}}
	}
	var out []Counter
	for l := 1; l <= mk.Levels; l++ {
		f := counterface.Marker(mk, l)
		out = append(out, Counter{Name: mk.Name, Front: f, Back: f})
	}
	return out
}

// CatalogueCounters is a catalogue's whole counter mix: each unit type as
// many times as its count (at least once), in catalogue order, then its
// markers (markerCounters).
func CatalogueCounters(cat *counters.Catalogue) []Counter {
	var out []Counter
	for _, u := range cat.Units {
		n := max(u.Count, 1)
		for k := 0; k < n; k++ {
			out = append(out, unitCounter(cat, u))
		}
	}
	for _, mk := range cat.Markers {
		out = append(out, markerCounters(mk)...)
	}
	return out
}

// ScenarioCounters are the counters a scenario puts in play: every counter
// of its set-up and of its reinforcements, as many times as they appear
// (a counter set up reduced is still printed full strength on its front
// and reduced on its back), grouped by unit type in order of first
// appearance, then the markers of its counter sets (markerCounters).
func ScenarioCounters(s *scenarios.Scenario) []Counter {
	count := map[*counters.Unit]int{}
	var order []*counters.Unit
	add := func(p *scenarios.Placement) {
		if _, ok := count[p.Unit]; !ok {
			order = append(order, p.Unit)
		}
		count[p.Unit] += p.Count
	}
	for _, p := range s.Setup {
		add(p)
	}
	for _, r := range s.Reinforcements {
		add(&r.Placement)
	}
	var out []Counter
	for _, u := range order {
		for k := 0; k < count[u]; k++ {
			out = append(out, unitCounter(s.Counters, u))
		}
	}
	for _, mk := range s.Counters.Markers {
		out = append(out, markerCounters(mk)...)
	}
	return out
}
