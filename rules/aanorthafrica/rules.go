package aanorthafrica

import (
	"fmt"
	"slices"
	"sort"

	"sandtable/counters"
	"sandtable/scenarios"
)

// Rules is the scenario's [rules] table (the schema the scenario's data
// follows; see the bundled scenarios/data/aa-north-africa.toml): what the
// seed leaves to the base game or to the map.
type Rules struct {
	// Order are the nations in the seed's "Order of Turns".
	Order []string `toml:"order"`
	// Capitals are each side's capital space ("Capture the enemy capital").
	Capitals map[string]string `toml:"capitals"`
	// Income is the map's value type holding each space's IPC value.
	Income string `toml:"income"`
	// Bonus is the one-time turn-1 bonus of each side ("12 IPCs").
	Bonus int `toml:"bonus"`
	// Bank is the IPCs in hand at the start, by bank id (BankOf).
	Bank map[string]int `toml:"bank"`
	// AxisBank is "shared" (one Axis bank; ruling N-1) or "nation".
	AxisBank string `toml:"axis_bank"`
	// RZs are the Reinforcement Zones' spaces.
	RZs []string `toml:"reinforcement_zones"`
	// Road is the Via Balbia as its chain of spaces, west to east.
	Road []string `toml:"road"`
	// Rounds ends the game after that many rounds (0: no limit).
	Rounds int `toml:"rounds"`
	// Terrain says what the map's terrain ids mean to the rules.
	Terrain TerrainRules `toml:"terrain"`
	// Owner are the spaces each nation controls at the start.
	Owner map[string][]string `toml:"owner"`
	// Classes are the counter types' classes.
	Classes map[string]Class `toml:"classes"`
	// Units are the units' values: "standard" and a row per nation that
	// differs (italy).
	Units map[string]map[Class]Stats `toml:"units"`
}

// TerrainRules are [rules.terrain]: map terrain ids by what they do.
type TerrainRules struct {
	// Cities take no minefields.
	Cities []string `toml:"cities"`
	// LandBlocked may not be entered by land units.
	LandBlocked []string `toml:"land_blocked"`
	// AirBlocked may not be entered or flown over by aircraft.
	AirBlocked []string `toml:"air_blocked"`
}

// Standard is the [rules.units] row every nation uses where it has none.
const Standard = "standard"

// Bank modes of [rules].axis_bank (ruling N-1).
const (
	BankShared = "shared"
	BankNation = "nation"
)

// loadRules decodes s's [rules] table strictly (unknown keys are errors
// naming the file, line and key) and checks it against the map and the
// counters.
func loadRules(s *scenarios.Scenario) (*Rules, error) {
	r := &Rules{AxisBank: BankShared, Income: "ipc"}
	if err := s.DecodeRules(r); err != nil {
		return nil, errf("%w", err)
	}
	if err := r.check(s); err != nil {
		return nil, errf("%w", err)
	}
	return r, nil
}

// check validates r against s's map and counters.
func (r *Rules) check(s *scenarios.Scenario) error {
	if len(s.Maps) == 0 || s.Counters == nil {
		return fmt.Errorf("scenario %s needs a map and counters", s.ID)
	}
	m := s.Maps[0]
	space := func(path, label string) error {
		if _, err := m.Cell(label); err != nil {
			return s.RulesErrorf(path, "no space %q on map %s", label, m.ID)
		}
		return nil
	}
	if len(r.Order) == 0 {
		return s.RulesErrorf("rules", "[rules] needs order (the nations in turn order)")
	}
	for i, n := range r.Order {
		if nationOf(s.Counters, n) == nil {
			return s.RulesErrorf("rules.order", "order[%d]: no nation %q in counters %s", i, n, s.Counters.ID)
		}
		if slices.Contains(r.Order[:i], n) {
			return s.RulesErrorf("rules.order", "order names %s twice", n)
		}
	}
	for _, side := range Sides {
		if s.Counters.Side(side) == nil {
			return fmt.Errorf("counters %s have no side %q", s.Counters.ID, side)
		}
		c, ok := r.Capitals[side]
		if !ok {
			return s.RulesErrorf("rules.capitals", "no capital for side %s", side)
		}
		if err := space("rules.capitals."+side, c); err != nil {
			return err
		}
	}
	for _, side := range sortedKeys(r.Capitals) {
		if !slices.Contains(Sides, side) {
			return s.RulesErrorf("rules.capitals."+side, "no side %q (sides: axis, allies)", side)
		}
	}
	if m.ValueType(r.Income) == nil {
		return s.RulesErrorf("rules.income", "map %s has no value type %q", m.ID, r.Income)
	}
	if r.AxisBank != BankShared && r.AxisBank != BankNation {
		return s.RulesErrorf("rules.axis_bank", "axis_bank %q: want %q or %q", r.AxisBank, BankShared, BankNation)
	}
	if r.Bonus < 0 || r.Rounds < 0 {
		return s.RulesErrorf("rules", "bonus and rounds may not be negative")
	}
	for _, id := range sortedKeys(r.Bank) {
		if !slices.Contains(r.bankIDs(s.Counters), id) {
			return s.RulesErrorf("rules.bank."+id, "no bank %q (with axis_bank = %q the banks are %v)", id, r.AxisBank, r.bankIDs(s.Counters))
		}
	}
	for i, l := range r.RZs {
		if err := space("rules.reinforcement_zones", l); err != nil {
			return s.RulesErrorf("rules.reinforcement_zones", "reinforcement_zones[%d]: no space %q on map %s", i, l, m.ID)
		}
	}
	for i, l := range r.Road {
		if err := space("rules.road", l); err != nil {
			return s.RulesErrorf("rules.road", "road[%d]: no space %q on map %s", i, l, m.ID)
		}
	}
	for kind, ids := range map[string][]string{"cities": r.Terrain.Cities, "land_blocked": r.Terrain.LandBlocked, "air_blocked": r.Terrain.AirBlocked} {
		for _, id := range ids {
			if m.Terrain(id) == nil {
				return s.RulesErrorf("rules.terrain."+kind, "map %s has no terrain %q", m.ID, id)
			}
		}
	}
	owned := map[string]string{}
	for _, n := range sortedKeys(r.Owner) {
		if nationOf(s.Counters, n) == nil {
			return s.RulesErrorf("rules.owner."+n, "no nation %q in counters %s", n, s.Counters.ID)
		}
		for i, l := range r.Owner[n] {
			if _, err := m.Cell(l); err != nil {
				return s.RulesErrorf("rules.owner."+n, "owner.%s[%d]: no space %q on map %s", n, i, l, m.ID)
			}
			if o, dup := owned[l]; dup {
				return s.RulesErrorf("rules.owner."+n, "%s is owned by both %s and %s", l, o, n)
			}
			owned[l] = n
		}
	}
	return r.checkUnits(s)
}

// checkUnits checks [rules.classes] and [rules.units]: every class valid,
// every counter type classed, every nation row complete where standard is.
func (r *Rules) checkUnits(s *scenarios.Scenario) error {
	for _, id := range sortedKeys(r.Classes) {
		if s.Counters.Unit(id) == nil {
			return s.RulesErrorf("rules.classes."+id, "no unit type %q in counters %s", id, s.Counters.ID)
		}
		if !slices.Contains(Classes, r.Classes[id]) {
			return s.RulesErrorf("rules.classes."+id, "class %q: want one of %v", r.Classes[id], Classes)
		}
	}
	for _, u := range s.Counters.Units {
		if _, ok := r.Classes[u.ID]; !ok {
			return s.RulesErrorf("rules.classes", "counter type %q has no class in [rules.classes]", u.ID)
		}
	}
	std := r.Units[Standard]
	for _, c := range Classes {
		if _, ok := std[c]; !ok {
			return s.RulesErrorf("rules.units.standard", "[rules.units.standard] has no %s", c)
		}
	}
	for _, row := range sortedKeys(r.Units) {
		if row != Standard && nationOf(s.Counters, row) == nil {
			return s.RulesErrorf("rules.units."+row, "no nation %q in counters %s", row, s.Counters.ID)
		}
		for _, c := range sortedKeys(r.Units[row]) {
			if !slices.Contains(Classes, c) {
				return s.RulesErrorf("rules.units."+row+"."+string(c), "class %q: want one of %v", c, Classes)
			}
			if v := r.Units[row][c]; v.Attack < 0 || v.Defence < 0 || v.Move < 0 || v.Cost < 0 {
				return s.RulesErrorf("rules.units."+row+"."+string(c), "values may not be negative")
			}
		}
	}
	return nil
}

// bankIDs are the banks a game of r keeps: the sides when the Axis bank
// is shared, else the nations of the counters.
func (r *Rules) bankIDs(c *counters.Catalogue) []string {
	if r.AxisBank == BankShared {
		return slices.Clone(Sides)
	}
	var out []string
	for _, n := range c.Nations {
		out = append(out, n.ID)
	}
	return out
}

// IsTerrain reports whether space label has one of the terrain ids
// ([rules.terrain]'s lists: st.IsTerrain(l, st.Rules().Terrain.Cities)).
func (st *State) IsTerrain(label string, ids []string) bool {
	m := st.fixed.m
	c, err := m.Cell(label)
	if err != nil {
		return false
	}
	t := m.TerrainAt(c)
	return t != nil && slices.Contains(ids, t.ID)
}

func sortedKeys[K ~string, V any](m map[K]V) []K {
	out := make([]K, 0, len(m))
	for k := range m {
		out = append(out, k)
	}
	sort.Slice(out, func(i, j int) bool { return out[i] < out[j] })
	return out
}
