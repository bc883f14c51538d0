package vernian

import "sandtable/rules"

// TEMP stub of the aircombat helper's API (aircombat.go), so missions.go
// builds before it lands: the lead drops this file at merge. It resolves
// nothing.

type airFight struct {
	Table             string
	Loc               rules.Location
	Fighters, Targets []int
}

func (st *State) resolveAirFights(fights []airFight, ctx *rules.Context) {}
