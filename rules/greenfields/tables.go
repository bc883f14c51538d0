package greenfields

import (
	"slices"
	"sort"

	"sandtable/scenarios"
)

// Tables are the scenario's [rules] table: what the seed leaves to the
// table top (which map terrain is which going, the base lines, the armies'
// SHELLS and points) as data, checked when the game is set up. Tables the
// seed prints (the observation table, the modifier chart, movement rates)
// are literal data in the section that applies them.
type Tables struct {
	// Classes names each unit type's class: `[rules.classes] bef-inf =
	// "infantry"`.
	Classes map[string]Class `toml:"classes"`
	// Terrain says what each of the map's terrain types is to the rules.
	Terrain map[string]TerrainRule `toml:"terrain"`
	// Edges names the map's edge features that are rivers, streams and
	// bridges, its road types that are roads, and the edge features or
	// road types (railways) that are railway embankments.
	Edges EdgeRules `toml:"edges"`
	// BaseLines are each side's base-line regions by side id: the zones a
	// wavering or routing unit heads for, its rear board edge.
	BaseLines map[string][]string `toml:"base_lines"`
	// Reserve is each side's off-board box by side id (units "held off
	// board"), on the map.
	Reserve map[string]string `toml:"reserve"`
	// Shells are each side's SHELLS at the start ("All artillery units come
	// with three points of SHELLS").
	Shells map[string]int `toml:"shells"`
	// Army is the army design: points per zone of frontage and the
	// frontage, checked against the set-up's cost (points.go).
	Army Army `toml:"army"`
	// Restrictions are the period's forbidden units and weapons (points.go).
	Restrictions Restrictions `toml:"restrictions"`
	// Turn is "week" for a game of weekly turns (weekly.go), "" for an
	// assault alone.
	Turn string `toml:"turn"`
	// Depot is each side's depot points at the start, by side id, and
	// Stores its other stores at the start (depots.go).
	Depot  map[string]int         `toml:"depot"`
	Stores map[string]StartStores `toml:"stores"`
}

// TerrainRule is one map terrain type as the rules read it.
type TerrainRule struct {
	// Going is "open", "rough" or "morass" ("3 basic types").
	Going string `toml:"going"`
	// Elevation is the zone's level above ground (hills 1 or 2).
	Elevation int `toml:"elevation"`
	// Woods block line of sight through the zone; Town is an intact town
	// (+1 elevation, spotters, "built up area" for saves); Ruins a ruined
	// one.
	Woods bool `toml:"woods"`
	Town  bool `toml:"town"`
	Ruins bool `toml:"ruins"`
	// Trench is the trench a zone of this terrain starts the game with
	// (0 none, 1 light, 2 heavy): a trench map's "front line of heavy
	// trenches followed by a second line filled with light trenches".
	// Emplacement: it starts with an artillery emplacement. Both are the
	// zone's marks from then on: shelling degrades them (terrain.go).
	Trench      int  `toml:"trench"`
	Emplacement bool `toml:"emplacement"`
}

// EdgeRules are the edge feature ids of each kind.
type EdgeRules struct {
	River      []string `toml:"river"`      // "may not be crossed except via bridges"
	Stream     []string `toml:"stream"`     // impassable to artillery and vehicles without ford or bridge
	Bridge     []string `toml:"bridge"`     // crosses a river or stream
	Road       []string `toml:"road"`       // road types ([road_type.ID]): a zone a road runs through is a road zone
	Embankment []string `toml:"embankment"` // railway embankments: edge features or road types (railways)
}

// Army is the seed's army design for a scenario.
type Army struct {
	// PointsPerZone is the points each side may spend per zone of
	// frontage ("a basic 30 points per zone of frontage" in 1914).
	PointsPerZone int `toml:"points_per_zone"`
	// Frontage is the zones of frontage.
	Frontage int `toml:"frontage"`
	// Date ("1916-07") asks for the army design at the start of a weekly
	// game, in Variant ("trench", "1914", "russia-palestine"; "trench"
	// when ""), each side's army of its nation in Nations (by side id;
	// the nation of the side's first set-up unit when absent): armyweek.go.
	Date    string            `toml:"date"`
	Variant string            `toml:"variant"`
	Nations map[string]string `toml:"nations"`
	// Recaptured is the enemy tank units lost in ground the Germans
	// recaptured before the game: one German unit of tanks crewed from
	// captured vehicles for every 2 (wrecks.go).
	Recaptured int `toml:"recaptured"`
}

// Goings are the seed's three basic terrain types.
var Goings = []string{"open", "rough", "morass"}

// tableChecks are further checks of the tables that sections register
// (each file its own), run after the common ones.
var tableChecks []func(s *scenarios.Scenario, t *Tables) error

// loadTables decodes and checks the scenario's [rules] table, with errors
// naming the key.
func loadTables(s *scenarios.Scenario) (Tables, error) {
	var t Tables
	if err := s.DecodeRules(&t); err != nil {
		return t, err
	}
	m := s.Maps[0]
	for _, id := range sortedKeys(t.Classes) {
		if s.Counters.Unit(id) == nil {
			return t, s.RulesErrorf("rules.classes."+id, "no unit type %q in counters %s", id, s.Counters.ID)
		}
		if !validClass(t.Classes[id]) {
			return t, s.RulesErrorf("rules.classes."+id, "class %q: want one of %v", t.Classes[id], Classes)
		}
	}
	for _, id := range sortedKeys(t.Terrain) {
		if m.Terrain(id) == nil {
			return t, s.RulesErrorf("rules.terrain."+id, "map %s has no terrain %q", m.ID, id)
		}
		r := t.Terrain[id]
		if !slices.Contains(Goings, r.Going) {
			return t, s.RulesErrorf("rules.terrain."+id+".going", "going %q: want open, rough or morass", r.Going)
		}
		if r.Elevation < 0 || r.Elevation > 9 {
			return t, s.RulesErrorf("rules.terrain."+id+".elevation", "elevation %d: want 0 to 9", r.Elevation)
		}
	}
	for _, tr := range m.Terrains {
		if _, ok := t.Terrain[tr.ID]; !ok {
			return t, s.RulesErrorf("rules.terrain", "map %s's terrain %q has no [rules.terrain.%s] (its going, elevation...)", m.ID, tr.ID, tr.ID)
		}
	}
	for kind, ids := range map[string][]string{"river": t.Edges.River, "stream": t.Edges.Stream, "bridge": t.Edges.Bridge} {
		for _, id := range ids {
			if m.EdgeType(id) == nil {
				return t, s.RulesErrorf("rules.edges."+kind, "map %s has no edge feature %q", m.ID, id)
			}
		}
	}
	for _, id := range t.Edges.Road {
		if m.RoadType(id) == nil {
			return t, s.RulesErrorf("rules.edges.road", "map %s has no road type %q (roads are [road_type.%s] with [[road]] paths, not edge features)", m.ID, id, id)
		}
	}
	for _, id := range t.Edges.Embankment {
		if m.EdgeType(id) == nil && m.RoadType(id) == nil {
			return t, s.RulesErrorf("rules.edges.embankment", "map %s has no edge feature or road type %q", m.ID, id)
		}
	}
	for _, side := range sortedKeys(t.BaseLines) {
		if side != Allies && side != Central {
			return t, s.RulesErrorf("rules.base_lines."+side, "no side %q (want %s or %s)", side, Allies, Central)
		}
		for _, r := range t.BaseLines[side] {
			if m.Region(r) == nil {
				return t, s.RulesErrorf("rules.base_lines."+side, "map %s has no region %q", m.ID, r)
			}
		}
	}
	for _, side := range sortedKeys(t.Reserve) {
		if side != Allies && side != Central {
			return t, s.RulesErrorf("rules.reserve."+side, "no side %q (want %s or %s)", side, Allies, Central)
		}
		if m.Box(t.Reserve[side]) == nil {
			return t, s.RulesErrorf("rules.reserve."+side, "map %s has no box %q", m.ID, t.Reserve[side])
		}
	}
	for _, side := range sortedKeys(t.Shells) {
		if n := t.Shells[side]; (side != Allies && side != Central) || n < 0 || n > 999 {
			return t, s.RulesErrorf("rules.shells."+side, "want a side (%s, %s) and 0 to 999 SHELLS", Allies, Central)
		}
	}
	for _, c := range tableChecks {
		if err := c(s, &t); err != nil {
			return t, err
		}
	}
	return t, nil
}

func sortedKeys[V any](m map[string]V) []string {
	out := make([]string, 0, len(m))
	for k := range m {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
}
