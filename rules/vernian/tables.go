package vernian

import (
	"fmt"
	"slices"

	"sandtable/rules/kit"
	"sandtable/scenarios"
)

// Tables are what the seed leaves to its base game (GWIE) and Sandtable
// therefore takes from the scenario's [rules] table: the ground-combat CRT
// and its terrain shifts, the supply radius, where the ultimate supply
// sources are, and the names of the boxes and places the special rules
// use. The bundled scenario ships an original default, labelled as such.
type Tables struct {
	// CRT is the ground-combat odds table. Results are "/"-joined tokens
	// (see ParseResult): "AE", "AR", "A1", "EX", "DR", "D1", "DE", "-".
	CRT kit.CRT `toml:"crt"`
	// TerrainShifts are column shifts by the defender's terrain id
	// (negative is towards the defender).
	TerrainShifts map[string]int `toml:"terrain_shifts"`
	// CityShift applies when the defender is in a city or town hex,
	// FortressShift when it is in an intact fortress hex, RiverShift when
	// every attacker attacks across a river hexside.
	CityShift     int `toml:"city_shift"`
	FortressShift int `toml:"fortress_shift"`
	RiverShift    int `toml:"river_shift"`
	// SupplyRange is how many hexes a unit may trace to a friendly town or
	// city for Attack Supply (GWIE's trace length; 000 Supply 1).
	SupplyRange int `toml:"supply_range"`
	// Sources are, by side, the place ids of ultimate supply sources.
	Sources map[string][]string `toml:"sources"`
	// NeutralRegions may never be entered.
	NeutralRegions []string `toml:"neutral_regions"`
	// DoubleRegions are where German units move doubled on Operational
	// Turn 1 (000 Movement: "Germany, France and Belgium").
	DoubleRegions []string `toml:"double_regions"`
	// FrenchRegion and GermanRegion name the regions whose cities count for
	// victory (000 Victory).
	FrenchRegion string `toml:"french_region"`
	GermanRegion string `toml:"german_region"`
	// Crack maps a yellow-striped unit type to its Crack Troops side.
	Crack map[string]string `toml:"crack"`
	// Tunnel is where the Kaiser's tunnel starts and ends.
	Tunnel TunnelTables `toml:"tunnel"`
	// Available is, by side, the box id new units wait in.
	Available map[string]string `toml:"available"`
	// London is the place id of the London hex, LondonRing of its six
	// neighbours (000 Victory b).
	London     string `toml:"london"`
	LondonRing string `toml:"london_ring"`
	// Birmingham is the other English hex with normal stacking (000 England c).
	Birmingham string `toml:"birmingham"`
	// EnglandMap is the id of the England map.
	EnglandMap string `toml:"england_map"`
	// AirCombat are seed 000's three Air Combat tables as printed
	// (see airFight), one per kind of fight.
	AirCombat AirTables `toml:"air_combat"`
	// Ruhr is the place id of the Ruhr hexes the German invention's
	// trigger measures from ("within three hexes of a Ruhr hex"); Paris
	// (below) is also the Allied trigger's ("within three hexes of London
	// or Paris").
	Ruhr string `toml:"ruhr"`

	// --- Zeppelin and flyer moves: the Zeppelin flips, Paris ---

	// Paris is the place id of Paris, where new Allied Ether Flyers arrive
	// (with London; 000 set-up d).
	Paris string `toml:"paris"`
	// ZeppelinFlips are, by Strategic Turn name, how many Zeppelins the
	// Germans may flip to their improved side ("Germans may flip one 0-3-3
	// Zeppelin to its improved side" on C...).
	ZeppelinFlips map[string]int `toml:"zeppelin_flips"`
	// ZeppelinImproved maps a Zeppelin type that may be flipped to its
	// improved side's type.
	ZeppelinImproved map[string]string `toml:"zeppelin_improved"`
	// ZeppelinFlipTypes limit, by Strategic Turn name, the types that may
	// be flipped then (C: "one 0-3-3 Zeppelin"); a turn not named may flip
	// any type of ZeppelinImproved.
	ZeppelinFlipTypes map[string][]string `toml:"zeppelin_flip_types"`
}

// TunnelTables name the tunnel's places and box.
type TunnelTables struct {
	Dover  string `toml:"dover"`  // place id of Dover (England map)
	Munich string `toml:"munich"` // place id of Munich (the far end)
	Box    string `toml:"box"`    // box id of the Turn Record Track stacks
	// Codes are the reinforcement codes of the units that travel through
	// the tunnel ("I", "J", "O"): every unit the scenario sets up in Box
	// must have one of them.
	Codes []string `toml:"codes"`
	// StackSize is the infantry divisions per stack (5).
	StackSize int `toml:"stack_size"`
}

// defaultTables are the values a scenario may leave out of [rules]; the
// CRT has no default (it must be scenario data).
func defaultTables() Tables {
	return Tables{
		TerrainShifts:  map[string]int{"forest": -1, "mountain": -2, "flood_plain": -1},
		CityShift:      -1,
		FortressShift:  -2,
		RiverShift:     -1,
		SupplyRange:    4,
		NeutralRegions: []string{"netherlands", "switzerland", "italy", "spain"},
		DoubleRegions:  []string{"germany", "france", "belgium"},
		FrenchRegion:   "france",
		GermanRegion:   "germany",
		Crack:          map[string]string{},
		Tunnel:         TunnelTables{Dover: "dover", Munich: "munich", Box: "german-tunnel", Codes: []string{"I", "J", "O"}, StackSize: 5},
		Available:      map[string]string{},
		London:         "london",
		LondonRing:     "london-ring",
		Birmingham:     "birmingham",
		EnglandMap:     "vernian-england",
		Paris:          "paris",
		Ruhr:           "ruhr",
	}
}

// loadTables reads the scenario's [rules] over the defaults and checks
// every reference, with errors positioned in the scenario file.
func loadTables(s *scenarios.Scenario) (Tables, error) {
	t := defaultTables()
	if err := s.DecodeRules(&t); err != nil {
		return t, err
	}
	if len(t.CRT.Columns) == 0 {
		return t, s.RulesErrorf("rules.crt", "the scenario must give the ground-combat CRT in [rules.crt] (GWIE's is not in the seed)")
	}
	if err := loadAirTables(s, &t.AirCombat); err != nil {
		return t, err
	}
	if err := t.CRT.Validate(); err != nil {
		return t, s.RulesErrorf("rules.crt", "%s", err)
	}
	for r, row := range t.CRT.Rows {
		for c, res := range row.Results {
			if _, err := ParseResult(res); err != nil {
				return t, s.RulesErrorf(fmt.Sprintf("rules.crt.rows[%d].results[%d]", r, c), "%s", err)
			}
		}
	}
	for from, to := range t.Crack {
		if s.Counters.Unit(from) == nil {
			return t, s.RulesErrorf("rules.crack", "no unit type %q in the counters", from)
		}
		if s.Counters.Unit(to) == nil {
			return t, s.RulesErrorf("rules.crack."+from, "no unit type %q in the counters", to)
		}
	}
	for side, places := range t.Sources {
		if s.Counters.Side(side) == nil {
			return t, s.RulesErrorf("rules.sources."+side, "no side %q in the counters", side)
		}
		for _, p := range places {
			if !placeExists(s, p) {
				return t, s.RulesErrorf("rules.sources."+side, "no place %q on the scenario's maps", p)
			}
		}
	}
	for _, p := range []string{t.Tunnel.Dover, t.Tunnel.Munich, t.London, t.LondonRing, t.Birmingham, t.Paris, t.Ruhr} {
		if p != "" && !placeExists(s, p) {
			return t, s.RulesErrorf("rules", "no place %q on the scenario's maps", p)
		}
	}
	if err := checkZeppelinTables(s, t); err != nil {
		return t, err
	}
	if t.Tunnel.StackSize < 1 {
		return t, s.RulesErrorf("rules.tunnel.stack_size", "must be at least 1")
	}
	return t, nil
}

func placeExists(s *scenarios.Scenario, id string) bool {
	for _, m := range s.Maps {
		if m.Place(id) != nil {
			return true
		}
	}
	return false
}

// checkZeppelinTables checks the Zeppelin flips: known Strategic Turns,
// counts of zero or more, and Zeppelin types on both sides of a flip.
func checkZeppelinTables(s *scenarios.Scenario, t Tables) error {
	for turn, n := range t.ZeppelinFlips {
		if !slices.Contains(s.Turns.Names, turn) {
			return s.RulesErrorf("rules.zeppelin_flips."+turn, "no Strategic Turn %q (turns: %v)", turn, s.Turns.Names)
		}
		if n < 0 {
			return s.RulesErrorf("rules.zeppelin_flips."+turn, "must be 0 or more, not %d", n)
		}
	}
	for from, to := range t.ZeppelinImproved {
		for _, id := range []string{from, to} {
			u := s.Counters.Unit(id)
			if u == nil {
				return s.RulesErrorf("rules.zeppelin_improved."+from, "no unit type %q in the counters", id)
			}
			if u.Kind != "zeppelin" {
				return s.RulesErrorf("rules.zeppelin_improved."+from, "unit type %q is a %s, not a zeppelin", id, u.Kind)
			}
		}
		if _, again := t.ZeppelinImproved[to]; again {
			return s.RulesErrorf("rules.zeppelin_improved."+from, "the improved side %q may not be flipped again", to)
		}
	}
	for turn, types := range t.ZeppelinFlipTypes {
		if !slices.Contains(s.Turns.Names, turn) {
			return s.RulesErrorf("rules.zeppelin_flip_types."+turn, "no Strategic Turn %q (turns: %v)", turn, s.Turns.Names)
		}
		for _, id := range types {
			if _, ok := t.ZeppelinImproved[id]; !ok {
				return s.RulesErrorf("rules.zeppelin_flip_types."+turn, "unit type %q has no improved side in rules.zeppelin_improved", id)
			}
		}
	}
	return nil
}
