package design

import (
	"errors"
	"fmt"
	"path"
	"path/filepath"
	"slices"
)

// AddMap adds a new map of grid g (NewMap) to the design's scenario: a
// file maps/ID.toml beside the scenario (under a name no file there has),
// named at the end of the scenario's maps list by one edit of the
// scenario, which Undo takes back. The file is saved with the project. A
// bundled scenario names only bundled maps: it is saved in a folder of
// its own first (Save As).
func (p *Project) AddMap(g GridSpec, id, name string) (*File, error) {
	s := p.Scenario
	if s == nil {
		return nil, ErrNoScenario
	}
	if s.Builtin {
		return nil, errors.New("design: a bundled scenario names only bundled maps: Save As a folder first, then add the map")
	}
	if r := s.Result(); r.Scenario != nil {
		for _, m := range r.Scenario.Maps {
			if m.ID == id {
				return nil, fmt.Errorf("design: the scenario has a map %q already: give the new map another id", id)
			}
		}
	}
	dir := filepath.Dir(s.Name)
	base := p.freeName(filepath.Join(dir, "maps"), id+".toml")
	f := NewMap(filepath.Join(dir, "maps", base), id, name, g)
	if p.unsaved == nil {
		p.unsaved = map[*File]bool{}
	}
	p.Maps = append(p.Maps, f)
	p.unsaved[f] = true
	err := p.Edit(s, func() error { return s.AppendElement(0, "maps", path.Join("maps", base)) })
	if err != nil {
		p.Maps = slices.DeleteFunc(p.Maps, func(g *File) bool { return g == f })
		delete(p.unsaved, f)
		return nil, err
	}
	return f, nil
}
