package vernian

import "sandtable/rules"

// TEMP stub of the missions helper's fightsAt (missions.go), so the
// "fight" forecast builds before it lands: the lead drops this file at
// merge. It finds no fight, so "fight" has no forecast until then.
func (st *State) fightsAt(side string, loc rules.Location) []airFight { return nil }
