package outofafrica

import (
	"slices"

	"sandtable/rules/kit"
	"sandtable/scenarios"
)

// CombatRules are lane 5's [rules] keys (combat, PLAN.md §3.6-3.8):
// [rules.fire] (the Corps and Army fire tables), [rules.terrain.ID] (the
// column shift and retreat rule of a terrain), [rules.trench] (the trench
// shifts, the level that forbids a retreat, the starting trenches) and
// [rules.desert] (the desert spaces of SSR 1, L123).
type CombatRules struct {
	// Fire are the two fire tables; a table left out is Sandtable's
	// original default (firetables.go, PLAN.md §3.6).
	Fire FireRules `toml:"fire"`
	// Terrain is each map terrain's combat rule, by terrain id; a terrain
	// not listed shifts nothing and allows retreats.
	Terrain map[string]TerrainRules `toml:"terrain"`
	// Trench are the trench rules (trenches.go).
	Trench TrenchRules `toml:"trench"`
	// Desert are the spaces SSR 1 names (desert.go).
	Desert DesertRules `toml:"desert"`
	// Special are the special units of combat (panzer.go, cmc.go,
	// secdir.go).
	Special SpecialRules `toml:"special"`
	// Gas are the gas chits each alliance receives at Total War, by side
	// (default the seed's, L502-506; gas.go).
	Gas map[string][]GasChit `toml:"gas"`
	// Invasion are the corps invasions (amphibious.go); Fleet the A-H
	// Fleet (ahfleet.go).
	Invasion InvasionRules `toml:"invasion"`
	Fleet    FleetRules    `toml:"ahfleet"`
	// Flank is the flank attack (flank.go).
	Flank FlankRules `toml:"flank"`
}

// FireRules are [rules.fire]: the Corps fire table (a side whose firing
// units are all corps) and the Army fire table (a side with an army
// among them), each a kit.CRT of kind "strength" whose results are loss
// points ("-" for none).
type FireRules struct {
	Corps *kit.CRT `toml:"corps"`
	Army  *kit.CRT `toml:"army"`
}

// TerrainRules are one terrain's [rules.terrain.ID].
type TerrainRules struct {
	// ShiftAttacker are the columns the attacker's fire moves when it
	// attacks into this terrain (-1: one column left).
	ShiftAttacker int `toml:"shift_attacker"`
	// NoRetreat: a defender in this terrain never has to retreat.
	NoRetreat bool `toml:"no_retreat"`
	// Clear, Desert, Swamp, Mountain, Alpine: what the terrain counts as
	// for the rules that name it (the CMC, L154; the air DRMs, lane 1).
	Clear    bool `toml:"clear"`
	Desert   bool `toml:"desert"`
	Swamp    bool `toml:"swamp"`
	Mountain bool `toml:"mountain"`
	Alpine   bool `toml:"alpine"`
}

// TrenchRules are [rules.trench].
type TrenchRules struct {
	// Shifts are the attacker's column shifts by trench level (index 0 is
	// no trench; default [0, -1, -2]).
	Shifts []int `toml:"shifts"`
	// NoRetreatFrom is the trench level from which a defender never has
	// to retreat (default 1; 0 means trenches never stop a retreat).
	NoRetreatFrom *int `toml:"no_retreat_from"`
	// Start are the trench levels at the start, by space.
	Start map[string]int `toml:"start"`
}

// DesertRules are [rules.desert] (L123).
type DesertRules struct {
	// Sinai is the space attacks from which are -1 DRM (default "Sinai").
	Sinai string `toml:"sinai"`
	// DrakaInto are the spaces Draka attacks into are -2 DRM (default
	// Libya, Medina, Arabia).
	DrakaInto []string `toml:"draka_into"`
}

// The combat keys' defaults and checks.
var _ = addRulesCheck(func(r *Rules, s *scenarios.Scenario) error {
	m := s.Maps[0]
	for _, f := range []struct {
		name string
		t    **kit.CRT
	}{{"corps", &r.Fire.Corps}, {"army", &r.Fire.Army}} {
		name, t := f.name, f.t
		if *t == nil {
			d := defaultFireTable(name == "army")
			*t = &d
			continue
		}
		if (*t).Kind != kit.CRTStrength {
			return s.RulesErrorf("rules.fire."+name+".kind", "the %s fire table must be of kind %q (read by the firer's strength)", name, kit.CRTStrength)
		}
		if err := (*t).Validate(); err != nil {
			return s.RulesErrorf("rules.fire."+name, "%v", err)
		}
		for _, row := range (*t).Rows {
			for _, res := range row.Results {
				if v, err := kit.ReadNumber(res); err != nil || v < 0 {
					return s.RulesErrorf("rules.fire."+name, "result %q is not a number of loss points (or - for none)", res)
				}
			}
		}
	}
	for _, id := range sortedKeys(r.Terrain) {
		if m.Terrain(id) == nil {
			return s.RulesErrorf("rules.terrain."+id, "map %s has no terrain %q", m.ID, id)
		}
	}
	if r.Trench.Shifts == nil {
		r.Trench.Shifts = []int{0, -1, -2}
	}
	if len(r.Trench.Shifts) == 0 || r.Trench.Shifts[0] != 0 {
		return s.RulesErrorf("rules.trench.shifts", "shifts start with level 0 (no trench), which shifts nothing")
	}
	if r.Trench.NoRetreatFrom == nil {
		one := 1
		r.Trench.NoRetreatFrom = &one
	}
	for _, l := range sortedKeys(r.Trench.Start) {
		if _, err := m.Cell(l); err != nil {
			return s.RulesErrorf("rules.trench.start", "no space %q on map %s", l, m.ID)
		}
		if v := r.Trench.Start[l]; v < 1 || v >= len(r.Trench.Shifts) {
			return s.RulesErrorf("rules.trench.start", "%s: trench level %d: want 1 to %d", l, v, len(r.Trench.Shifts)-1)
		}
	}
	if r.Desert.Sinai == "" {
		r.Desert.Sinai = "Sinai"
	}
	if r.Desert.DrakaInto == nil {
		r.Desert.DrakaInto = []string{"Libya", "Medina", "Arabia"}
	}
	r.Desert.DrakaInto = slices.Clone(r.Desert.DrakaInto)
	return nil
})

// SpecialRules are [rules.special]: the counter types of the special
// units of combat, and the nations the Security Directorate is +1
// against.
type SpecialRules struct {
	// Panzer are the Pz Korps' types (L146), CMC the Citizen Mobile
	// Corps' (L154), SecDir the Security Directorate corps' (L156).
	Panzer []string `toml:"panzer"`
	CMC    []string `toml:"cmc"`
	SecDir []string `toml:"secdir"`
	// SecDirAgainst are the nations the SD is +1 DRM against (the ANA,
	// SN, PR, the Commune, the HC, the Kurds; L156).
	SecDirAgainst []string `toml:"secdir_against"`
}

var _ = addRulesCheck(func(r *Rules, s *scenarios.Scenario) error {
	for _, k := range []struct {
		key   string
		types []string
	}{{"panzer", r.Special.Panzer}, {"cmc", r.Special.CMC}, {"secdir", r.Special.SecDir}} {
		for i, id := range k.types {
			if s.Counters.Unit(id) == nil {
				return s.RulesErrorf("rules.special."+k.key, "%s[%d]: no unit type %q in counters %s", k.key, i, id, s.Counters.ID)
			}
		}
	}
	for i, n := range r.Special.SecDirAgainst {
		if s.Counters.Nation(n) == nil {
			return s.RulesErrorf("rules.special.secdir_against", "secdir_against[%d]: no nation %q in counters %s", i, n, s.Counters.ID)
		}
	}
	return nil
})

// GasChit is one gas chit of [rules.gas] (L498-510).
type GasChit struct {
	// ID names it in actions ("gas-ge"); Name for people ("GE chit").
	ID   string `toml:"id"`
	Name string `toml:"name"`
	// Nations it supports: an attack with a unit of one of them.
	Nations []string `toml:"nations"`
	// Zone: only for an attack into the Janissary Zone by the nation
	// (the Draka chit).
	Zone bool `toml:"zone"`
}

// defaultGasChits are the seed's chits (L502-506).
func defaultGasChits() map[string][]GasChit {
	return map[string][]GasChit{
		AP: {{ID: "gas-frbr", Name: "FR/BR gas chit", Nations: []string{"fr", "br"}},
			{ID: "gas-dr", Name: "Draka gas chit", Nations: []string{Draka}, Zone: true},
			{ID: "gas-ru", Name: "RU gas chit", Nations: []string{"ru"}}},
		CP: {{ID: "gas-ge", Name: "GE gas chit", Nations: []string{"ge"}},
			{ID: "gas-ahit", Name: "AH/IT gas chit", Nations: []string{"ah", "it"}}},
	}
}

var _ = addRulesCheck(func(r *Rules, s *scenarios.Scenario) error {
	if r.Gas == nil {
		r.Gas = defaultGasChits()
	}
	seen := map[string]bool{}
	for _, side := range sortedKeys(r.Gas) {
		if !slices.Contains(Sides, side) {
			return s.RulesErrorf("rules.gas."+side, "no side %q (sides: %s, %s)", side, CP, AP)
		}
		for i, c := range r.Gas[side] {
			if c.ID == "" || seen[c.ID] || len(c.Nations) == 0 {
				return s.RulesErrorf("rules.gas."+side, "chit %d: want a unique id and its nations", i+1)
			}
			seen[c.ID] = true
		}
	}
	return nil
})

// InvasionRules are [rules.invasion], the Allied corps invasions of
// SSR 17 e) (L492): where they may land, who, from where.
type InvasionRules struct {
	// Targets are the spaces any invading nation may invade (the MEF
	// locales of [rules] mef are added to them); DrakaTargets those only
	// the Draka may (enemy-held Alexandria, Basra, Port Said, MEF 4 and
	// 5); NotMediterranean the targets outside the Mediterranean, which
	// may be invaded on turn 1 (L494).
	Targets          []string `toml:"targets"`
	DrakaTargets     []string `toml:"draka_targets"`
	NotMediterranean []string `toml:"not_mediterranean"`
	// Nations may invade (default dr, br, fr, us); Reserve is the
	// Allied Reserve Box they may also start from (default
	// "ap-reserve").
	Nations []string `toml:"nations"`
	Reserve string   `toml:"reserve"`
}

// FleetRules are [rules.ahfleet], the A-H Fleet (L496): its base at the
// start ("" none) and the invasion targets each base blocks.
type FleetRules struct {
	Base   string              `toml:"base"`
	Blocks map[string][]string `toml:"blocks"`
}

var _ = addRulesCheck(func(r *Rules, s *scenarios.Scenario) error {
	m := s.Maps[0]
	inv := &r.Invasion
	if inv.Targets == nil {
		inv.Targets = []string{"Athens", "Valona", "Salonika", "Reggio", "Tarento", "Naples", "Genoa", "Marseille"}
	}
	if inv.DrakaTargets == nil {
		inv.DrakaTargets = []string{"Alexandria", "Basra", "Port Said"}
		if len(r.MEF) >= 5 {
			inv.DrakaTargets = append(inv.DrakaTargets, r.MEF[3], r.MEF[4])
		}
	}
	if inv.NotMediterranean == nil {
		inv.NotMediterranean = []string{"Basra"}
	}
	if inv.Nations == nil {
		inv.Nations = []string{Draka, "br", "fr", nationUS}
	}
	if inv.Reserve == "" {
		inv.Reserve = "ap-reserve"
	}
	if m.Box(inv.Reserve) == nil {
		return s.RulesErrorf("rules.invasion.reserve", "map %s has no box %q", m.ID, inv.Reserve)
	}
	if r.Fleet.Blocks == nil {
		r.Fleet.Blocks = map[string][]string{"Trieste": {"Tarento", "Valona"}}
		if len(r.MEF) >= 2 {
			r.Fleet.Blocks["Constantinople"] = []string{"Constantinople", r.MEF[0], r.MEF[1]}
		}
	}
	if r.Fleet.Base != "" {
		if _, err := m.Cell(r.Fleet.Base); err != nil {
			return s.RulesErrorf("rules.ahfleet.base", "no space %q on map %s", r.Fleet.Base, m.ID)
		}
	}
	return nil
})

// FlankRules are [rules.flank]: whether flank attacks are played (default
// on) and the check a declared flank attack rolls (default 1d6 >= 4).
// Sandtable's original default, not Paths of Glory's.
type FlankRules struct {
	On    *bool      `toml:"on"`
	Check *kit.Check `toml:"check"`
}

var _ = addRulesCheck(func(r *Rules, s *scenarios.Scenario) error {
	if r.Flank.On == nil {
		on := true
		r.Flank.On = &on
	}
	if r.Flank.Check == nil {
		r.Flank.Check = &kit.Check{Dice: kit.DiceExpr{N: 1, Sides: 6}, Target: 4, Comparison: ">="}
	}
	c := r.Flank.Check
	if c.Name == "" {
		c.Name = "Flank attack"
	}
	c.Success, c.Failure = "the flank attack succeeds", "the flank attack fails"
	if err := c.Validate(); err != nil {
		return s.RulesErrorf("rules.flank.check", "%v", err)
	}
	return nil
})
