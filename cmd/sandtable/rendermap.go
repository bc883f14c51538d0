package main

import (
	"strings"

	"sandtable/internal/tomlfile"
	"sandtable/maps"
	"sandtable/scenarios"
)

// loadRendered is what render draws of ref: a scenario, or a map file
// (what `sandtable import` writes) wrapped in a scenario of its own with
// no counters, so that an imported map can be looked at before any
// scenario is made for it. lone reports the latter.
func loadRendered(ref string) (s *scenarios.Scenario, lone bool, err error) {
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
			return &scenarios.Scenario{File: ref, ID: m.ID, Name: m.Name, Maps: []*maps.Map{m}}, true, nil
		}
	}
	s, err = scenarios.LoadFile(ref)
	return s, false, err
}
