package main

import (
	"strings"

	"sandtable/internal/tomlfile"
	"sandtable/maps"
	"sandtable/scenarios"
)

// loadRendered is what render draws of ref: a scenario, or a map file
// (what `sandtable import` writes, or a bundled map, builtin:maps/NAME)
// wrapped in a scenario of its own with no counters, so that an imported
// map can be looked at before any scenario is made for it. lone reports
// the latter.
func loadRendered(ref string) (s *scenarios.Scenario, lone bool, err error) {
	if strings.HasPrefix(ref, scenarios.BuiltinPrefix+"maps/") {
		m, err := maps.LoadFile(ref)
		if err != nil {
			return nil, false, err
		}
		return lone1(ref, m), true, nil
	}
	if !strings.HasPrefix(ref, scenarios.BuiltinPrefix) {
		data, err := tomlfile.ReadFile(ref, "Sandtable data", tomlfile.MaxSize)
		if err != nil {
			return nil, false, err
		}
		if tomlfile.Claims(data, maps.Format) {
			m, err := maps.Load(ref, data)
			if err != nil {
				return nil, false, err
			}
			return lone1(ref, m), true, nil
		}
	}
	s, err = scenarios.LoadFile(ref)
	return s, false, err
}

// lone1 is a scenario of map m alone, for render to draw.
func lone1(ref string, m *maps.Map) *scenarios.Scenario {
	return &scenarios.Scenario{File: ref, ID: m.ID, Name: m.Name, Maps: []*maps.Map{m}}
}
