package designer

import "testing"

// The Set-up tab is not rebuilt at every edit while another tab shows
// (a brush stroke on the Map tab rebuilt all its rows): it is rebuilt,
// up to date, when it is shown.
func TestSetupTabHiddenIsRebuiltWhenShown(t *testing.T) {
	d, tab, _ := setupTestDesigner(t)
	d.ShowTab("Map")
	rows := len(tab.placements.Objects)
	before := tab.placements.Objects
	f := d.Proj.Scenario
	if err := d.Edit(f, nil, func() error { return f.RemoveSetup(0) }); err != nil {
		t.Fatal(err)
	}
	if !tab.stale || len(tab.placements.Objects) != rows || &tab.placements.Objects[0] != &before[0] {
		t.Errorf("the hidden Set-up tab was rebuilt at the edit (stale %v, %d rows, were %d)", tab.stale, len(tab.placements.Objects), rows)
	}
	d.ShowTab("Set-up")
	if tab.stale || len(tab.placements.Objects) != rows-1 {
		t.Errorf("shown again: stale %v, %d rows, want %d (one placement removed)", tab.stale, len(tab.placements.Objects), rows-1)
	}
}
