package aanorthafrica

// "Allied & German units are priced and purchased as normal"; "Italian
// units are slightly weaker and therefore slightly cheaper" (seed 002).
// This file gives the odds the unit values of a scenario: its
// [rules.units] tables, read as the game reads them (Rules.Stats), so a
// designer who changes them changes the odds too.

import "sandtable/scenarios"

// OddsUnitTable is each nation's unit values by class: nation -> class -> unit.
type OddsUnitTable map[string]map[string]OddsUnit

// oddsClasses are the classes a battle given as text may hold.
var oddsClasses = []Class{Infantry, Artillery, Armour, Fighter, Bomber, AA}

// NewOddsUnits is the unit values of scenario s (an aanorthafrica one)
// for every nation of its turn order: its [rules.units] tables, decoded
// and checked as a game of it would be.
func NewOddsUnits(s *scenarios.Scenario) (OddsUnitTable, error) {
	if s.Module != ModuleID {
		return nil, errf("odds: scenario %s is for rules %q, not %q", s.ID, s.Module, ModuleID)
	}
	r, err := loadRules(s)
	if err != nil {
		return nil, err
	}
	t := OddsUnitTable{}
	for _, n := range r.Order {
		row := map[string]OddsUnit{}
		for _, c := range oddsClasses {
			v := r.Stats(n, c)
			row[string(c)] = OddsUnit{Class: string(c), Attack: v.Attack, Defence: v.Defence, Cost: v.Cost}
		}
		t[n] = row
	}
	return t, nil
}
