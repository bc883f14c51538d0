package designer

import (
	"fmt"

	"sandtable/design"
)

// AddMap adds a new map of grid g to the design's scenario
// (design.Project.AddMap, one edit): the board shows it with the others
// and the Map tab edits it.
func (d *Designer) AddMap(g design.GridSpec, id, name string) error {
	f, err := d.Proj.AddMap(g, id, name)
	if err != nil {
		d.SetStatus(err.Error())
		return err
	}
	if d.mapTab != nil {
		d.mapTab.mapID = id
	}
	d.changed(nil, nil) // a new file: every panel reads the project again
	if d.board != nil {
		d.board.Fit() // the new map beside the others
	}
	d.ShowTab("Map")
	d.SetStatus(fmt.Sprintf("Added the map %s (%s) to the scenario; the Map tab edits it.", name, f.Name))
	return nil
}

// AddMapDialog asks for a new map (NewMapDialog) and adds it to the
// design's scenario (AddMap). ui/app wires Design > Add a new map to it.
func (d *Designer) AddMapDialog() {
	if d.Proj.Scenario == nil {
		d.SetStatus(design.ErrNoScenario.Error())
		return
	}
	d.NewMapDialog(func(g design.GridSpec, id, name string) { _ = d.AddMap(g, id, name) })
}
