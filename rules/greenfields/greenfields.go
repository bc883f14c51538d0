// Package greenfields is the rules module of "To The Green Fields Beyond!"
// (seed 003, Paul Kidd, 1997): World War I on the corps and army scale,
// regiments on a square grid of 1000-yard zones, hit dice, experience
// saves and morale. This part is the whole ASSAULT TURN (seed Section 2,
// "The assault turn": artillery bombardment, movement and opportunity
// fire, close assault, air operations, pioneers and construction, bringing
// up reserves) with the unit model, fire and morale (Section 1), terrain
// and observation, played from the seed's "1914 - No trenches" variant,
// which "begins with an assault". The weekly turn is a later part.
//
// One file per section of the seed, its rules reference section (the
// seed's words, quoted once, and its charts: book.Section) on top of the
// code that applies it; readings of ambiguous rules are in RULINGS.md;
// every refusal cites a section of the rules reference.
package greenfields

import (
	"fmt"
	"math/rand/v2"
	"slices"

	"sandtable/board"
	"sandtable/counters"
	"sandtable/maps"
	"sandtable/rules"
	"sandtable/rules/kit"
	"sandtable/scenarios"
)

func init() { rules.Register(Module{}) }

// ModuleID is the id scenarios name the module by.
const ModuleID = "greenfields"

// Side ids the module expects in the counters: the Allies (British and
// French) and the Central Powers (the Germans).
const (
	Allies  = "allies"
	Central = "central"
)

// Sides are the two sides in play order of their ids.
var Sides = []string{Allies, Central}

// Scenario option ids.
const (
	// OptAttacker is the side that announced the assault: it moves first
	// on the first assault turn ("The player first announcing assault
	// moves first on the first turn") and its troops' suppression can end
	// the assault.
	OptAttacker = "attacker"
	// OptSeason is "spring", "summer", "autumn" or "winter": 4 assault
	// turns a day, 3 in winter; flying weather.
	OptSeason = "season"
	// OptSuppression is how long suppression lasts, which the seed never
	// says: "turn" (the default) lifts it as the next assault turn starts,
	// except for routing units, which stay suppressed until they rally;
	// "assault" keeps it until the assault ends (RULINGS.md).
	OptSuppression = "suppression"
)

// The values of OptSuppression.
const (
	SuppressionTurn    = "turn"
	SuppressionAssault = "assault"
)

// Module is the greenfields rules module.
type Module struct{}

// ID is "greenfields".
func (Module) ID() string { return ModuleID }

// Name is the rule system's name for people.
func (Module) Name() string { return "To The Green Fields Beyond! (WWI corps and army scale)" }

// Troop is what changes about a unit in play beyond its place and flags:
// "Units are rated for a morale value, and also an experience value",
// strength points ("1 strength point = 100 men"), and its place in its
// zone's waves. It starts from the counter type's printed values.
type Troop struct {
	Strength   int `json:"strength"`
	Morale     int `json:"morale"`
	Experience int `json:"experience"`
	// Wave is the unit's wave in its zone: 1 leading, 2 middle, 3 end
	// (and 4, 5 for flank piling); 0 off the map.
	Wave int `json:"wave,omitempty"`
	// Moved is the zones moved this assault turn; RoadMoved those of them
	// along a road.
	Moved     int `json:"moved,omitempty"`
	RoadMoved int `json:"road_moved,omitempty"`
	// From is the zone (location text) the unit entered its zone from
	// this turn, "" when it has not moved: an attacker in a close assault,
	// and the direction of a flank attack.
	From string `json:"from,omitempty"`
	// Replaced are the strength points of replacements the unit took this
	// week (replacements.go: 50% or more cost an experience level).
	Replaced int `json:"replaced,omitempty"`
}

// Unit flags (rules.Unit.Flags), as the code tests them; view.go words
// them for players.
const (
	FlagSuppressed = "suppressed" // "Suppressed units may not move towards the enemy, nor ... fire at any units outside of their own map zone"
	FlagRouting    = "routing"    // fleeing toward its base line until two hits in a morale roll
	FlagDismounted = "dismounted" // a mounted unit that abandoned its mounts
	FlagFired      = "fired"      // has fired this assault turn
	FlagOpFired    = "opfired"    // has used its opportunity fire this turn
	FlagMoving     = "moving"     // moved this turn (saves at -1, easier to spot)
	FlagGrounded   = "grounded"   // a balloon grounded for the rest of the day
	FlagSortie     = "sortie"     // an aircraft that has flown its sortie today
	FlagBrokenDown = "broken-down"
)

// Zone is what the assault has done to one zone of the map: the seed's
// shell hole counters, trench levels, cut roads, gas. Zones are keyed by
// label in State.Zones; a zone with nothing on it is absent.
type Zone struct {
	// ShellHoles counts bombardments; "When two such shell holes are
	// accumulated, the area is classified as one grade worse".
	ShellHoles int `json:"shell_holes,omitempty"`
	// Degraded is how many grades worse than the map's terrain the zone
	// now is (open -> rough -> morass).
	Degraded int `json:"degraded,omitempty"`
	// Trench is 0 none, 1 light, 2 heavy.
	Trench int `json:"trench,omitempty"`
	// Emplacement: "Trenches made by artillery units ... provide cover
	// ONLY for artillery units."
	Emplacement bool `json:"emplacement,omitempty"`
	// TrenchHits are artillery hits taken this turn (three degrade the
	// trench one level).
	TrenchHits int `json:"trench_hits,omitempty"`
	// WireHits are trench raiders' wire-cutting hits on the trench, across
	// weeks: "3 cumulative hits degrade the trench" (raidfire.go).
	WireHits int `json:"wire_hits,omitempty"`
	// RoadCut: "the road is cut ... until it is repaired by pioneers".
	RoadCut bool `json:"road_cut,omitempty"`
	// Bridged is a crossing pioneers built: the zone's stream/trench/bad
	// terrain may be crossed as by a road.
	Bridged bool `json:"bridged,omitempty"`
	// Gassed: the zone was gassed this turn (blocks line of sight);
	// Persistent: mustard gas, a 1-die gas attack on every unit that
	// remains, for the rest of the assault.
	Gassed     bool `json:"gassed,omitempty"`
	Persistent bool `json:"persistent,omitempty"`
}

// State is a game's state. Everything that changes is in exported fields
// that marshal to deterministic JSON; fixed holds what is derived once.
type State struct {
	Units rules.Units `json:"units"`
	// Troops are the units' values, index for index with Units.
	Troops []Troop `json:"troops"`
	// Day is the assault's day, from 0 (an index into the scenario's turn
	// names); Turn the assault turn within it, from 0, the last of a day
	// being its night turn.
	Day  int `json:"day"`
	Turn int `json:"turn"`
	// Step is the index of the current phase in the assault turn (phases),
	// or in a weekly step of a weekly game in the weekly turn (weekPhases).
	Step int `json:"step"`
	// Mode is "" in a game that is an assault alone (the 1914 scenario),
	// ModeWeek in a weekly step of a weekly game, ModeAssault in an
	// assault opened from its step 10 (weekly.go).
	Mode string `json:"mode,omitempty"`
	// Week is the weekly game's week (an index into the scenario's turn
	// names); Declarer the side that lost its initiative roll and declares
	// first; Attacker the side that opened the assault being played.
	Week     int    `json:"week,omitempty"`
	Declarer string `json:"declarer,omitempty"`
	Attacker string `json:"attacker,omitempty"`
	// First is the side moving first this assault turn.
	First string `json:"first"`
	// Zones are the zones the assault has marked, by label.
	Zones map[string]Zone `json:"zones,omitempty"`
	// Shells are each side's SHELLS ("the army ammunition dump").
	Shells map[string]int `json:"shells,omitempty"`
	// Pending are choices the rules leave to a side in the middle of
	// play, asked in order (decision.go).
	Pending []Pending `json:"pending,omitempty"`
	// Ending: the current phase has ended (its Leave handlers ran) but left
	// choices to make (Pending); once they are made play moves on to the
	// next phase (sequence.go, resumeEnd).
	Ending bool `json:"ending,omitempty"`
	// Bombard is this turn's announced artillery fire (bombardment.go).
	Bombard []Barrage `json:"bombard,omitempty"`
	// Air is this turn's air operations (airops.go).
	Air AirOps `json:"air"`
	// Move is the turn's movement bookkeeping (movement.go).
	Move Movement `json:"move"`
	// Halt are the sides that have asked to halt the assault this turn.
	Halt []string `json:"halt,omitempty"`
	// Works are pioneers' construction hits by zone (pioneers.go).
	Works Works `json:"works,omitempty"`
	// Reserves are the units bought with victory points (reserves.go).
	Reserves Reserves `json:"reserves"`
	// Losses are the strength points each side has lost (the graveyard).
	Losses map[string]int `json:"losses,omitempty"`
	// Exited are the units each side has exited off the enemy's rear
	// board edge; VPSpent the victory points each side spent on units and
	// SHELLS.
	Exited  map[string]int `json:"exited,omitempty"`
	VPSpent map[string]int `json:"vp_spent,omitempty"`
	Over    bool           `json:"over,omitempty"`
	Result  string         `json:"result,omitempty"`

	// Wrecks are the tanks destroyed on the map, not yet recaptured;
	// Recaptured the enemy tank units each side has recaptured (wrecks.go).
	Wrecks     []Wreck        `json:"wrecks,omitempty"`
	Recaptured map[string]int `json:"recaptured,omitempty"`
	// Recce are the zones (labels) each side's recce flights observed today (observation.go).
	Recce map[string][]string `json:"recce,omitempty"`
	// Stores are each side's stores in the weekly game (stores.go).
	Stores map[string]Stores `json:"stores,omitempty"`
	// Box are the box barrages laid in the weekly game (boxbarrage.go).
	Box []BoxBarrage `json:"box,omitempty"`
	// Deploy is the weekly troop deployment's secret orders (deployment.go).
	Deploy Deployment `json:"deploy,omitzero"`
	// Gassing are the week's announced gas attacks (gas.go); Mines each
	// side's mine tunnels and the mine combat in progress (mines.go).
	Gassing []GasAttack `json:"gassing,omitempty"`
	Mines   Underground `json:"mines,omitzero"`
	// Raids are the week's announced trench raids still to fight, in the
	// order announced; Raided the zones (labels) each side's raiders
	// reported on this week (raids.go).
	Raids  []Raid              `json:"raids,omitempty"`
	Raided map[string][]string `json:"raided,omitempty"`
	// Replace are step 9's secret replacement orders (replacements.go).
	Replace Replacements `json:"replace,omitzero"`
	// Army is the army design of a weekly game's start (armyweek.go).
	Army Design `json:"army,omitzero"`

	fixed *fixed

	hushed []int // units whose values a fire in progress logs to their own side only (fire.go); nil between actions

	// sightMemo holds each side's sight while the state is only read (the
	// legal list, a check: memoSight); nil otherwise. A clone has none.
	sightMemo map[string]*sight

	assaultOver string // why the assault of a weekly game ends with the turn being ended (endAssault, endTurn); "" between actions

	stepped *moveStep // the step a move just took while the afterStep handlers run (movement.go); nil between steps

	boxMoving int // 1 + the unit under box fire as it moves (boxbarrage.go); 0 between moves
}

// fixed is what a game derives once from its scenario.
type fixed struct {
	s      *scenarios.Scenario
	t      Tables
	opts   rules.Options
	roster *rules.Roster
	m      *maps.Map
	topo   board.Topology
	// types are the counters' unit types by id; class their class.
	types map[string]*counters.Unit
	class map[string]Class
	// sideName are the sides' names for people.
	sideName map[string]string
	// terrain is each cell's terrain id, labels its label, by dense index.
	terrain, labels []string
	// home is each side's base-line cells; region each cell's side ("" for none).
	home   map[string]rules.CellSet
	region []string
	// attacker is the side that announced the assault; season the
	// season of the assault's days (options).
	attacker string
	season   string
	// suppression is OptSuppression's value.
	suppression string
	// edges are the map's zone sides that carry a feature the rules read
	// ([rules.edges]), as edge* bits: asked at every step of every path.
	edges map[board.Edge]uint8
}

// The edge features the rules read, as bits of fixed.edges.
const (
	edgeRiver uint8 = 1 << iota
	edgeStream
	edgeBridge
	edgeRoad
	edgeEmbankment
)

// New sets up a game of s: the set-up units with their printed values,
// the zones as the map draws them, the attacker moving first.
func (Module) New(s *scenarios.Scenario, opts rules.Options, setup *rand.Rand) (rules.State, error) {
	f, err := newFixed(s, opts)
	if err != nil {
		return nil, err
	}
	f.roster = rules.NewRoster(s, setup)
	st := &State{Units: f.roster.SetupUnits(), fixed: f, First: f.attacker,
		Shells: map[string]int{}, Losses: map[string]int{}, Exited: map[string]int{}, VPSpent: map[string]int{}}
	for i := range st.Units {
		st.Troops = append(st.Troops, st.printedTroop(&st.Units[i]))
	}
	for _, side := range Sides {
		st.Shells[side] = f.t.Shells[side]
	}
	if f.t.Turn == TurnWeek {
		st.Mode = ModeWeek
	}
	if err := st.checkSetup(); err != nil {
		return nil, err
	}
	st.restack(nil)
	if err := book.Run(st, kit.GameStart, nil); err != nil {
		return nil, err
	}
	return st, nil
}

// newFixed derives what a game of s never changes, refusing a scenario
// the module cannot play with a message naming what is wrong.
func newFixed(s *scenarios.Scenario, opts rules.Options) (*fixed, error) {
	if len(s.Maps) != 1 {
		return nil, fmt.Errorf("greenfields: scenario %s: want exactly one map, have %d", s.ID, len(s.Maps))
	}
	m := s.Maps[0]
	if m.Topology.Kind() != board.Square {
		return nil, fmt.Errorf("greenfields: scenario %s: map %s is not a square grid (the seed's \"square grid of boxes\")", s.ID, m.ID)
	}
	t, err := loadTables(s)
	if err != nil {
		return nil, err
	}
	f := &fixed{s: s, t: t, opts: opts, m: m, topo: m.Topology, types: map[string]*counters.Unit{},
		class: map[string]Class{}, sideName: map[string]string{}, home: map[string]rules.CellSet{}}
	for _, side := range Sides {
		sd := s.Counters.Side(side)
		if sd == nil {
			return nil, fmt.Errorf("greenfields: scenario %s: counters %s have no side %q (want %q and %q)", s.ID, s.Counters.ID, side, Allies, Central)
		}
		f.sideName[side] = sd.Name
		f.home[side] = rules.CellSet{}
	}
	for i := range s.Counters.Units {
		u := s.Counters.Units[i]
		f.types[u.ID] = u
	}
	for id, c := range t.Classes {
		f.class[id] = c
	}
	n := m.Topology.Len()
	f.terrain = make([]string, n)
	f.labels = make([]string, n)
	f.region = make([]string, n)
	for k := 0; k < n; k++ {
		c := m.Topology.Cell(k)
		f.labels[k] = m.Label(c)
		if t := m.TerrainAt(c); t != nil {
			f.terrain[k] = t.ID
		}
		if r := m.RegionAt(c); r != nil {
			f.region[k] = r.Side
			if slices.Contains(t.BaseLines[Allies], r.ID) {
				f.home[Allies][c] = true
			}
			if slices.Contains(t.BaseLines[Central], r.ID) {
				f.home[Central][c] = true
			}
		}
	}
	for _, side := range Sides {
		if len(f.home[side]) == 0 {
			return nil, s.RulesErrorf("rules.base_lines", "side %s has no base-line zone: name its region(s) in [rules.base_lines]", side)
		}
	}
	f.indexEdges()
	f.attacker = opts.String(OptAttacker)
	if f.attacker == "" {
		f.attacker = Central
	}
	if f.attacker != Allies && f.attacker != Central {
		return nil, fmt.Errorf("greenfields: option %s = %q: want %q or %q", OptAttacker, f.attacker, Allies, Central)
	}
	if t.Turn != "" && t.Turn != TurnWeek {
		return nil, s.RulesErrorf("rules.turn", "turn %q: want %q (the weekly turn) or none (an assault alone)", t.Turn, TurnWeek)
	}
	f.season = opts.String(OptSeason)
	if f.season == "" {
		f.season = "summer"
	}
	if !slices.Contains([]string{"spring", "summer", "autumn", "winter"}, f.season) {
		return nil, fmt.Errorf("greenfields: option %s = %q: want spring, summer, autumn or winter", OptSeason, f.season)
	}
	f.suppression = opts.String(OptSuppression)
	if f.suppression == "" {
		f.suppression = SuppressionTurn
	}
	if f.suppression != SuppressionTurn && f.suppression != SuppressionAssault {
		return nil, fmt.Errorf("greenfields: option %s = %q: want %q or %q", OptSuppression, f.suppression, SuppressionTurn, SuppressionAssault)
	}
	return f, nil
}

// indexEdges sets f.edges from the map's edge features, its road links and
// [rules.edges].
func (f *fixed) indexEdges() {
	f.edges = map[board.Edge]uint8{}
	e := f.t.Edges
	kinds := []struct {
		ids []string
		bit uint8
	}{{e.River, edgeRiver}, {e.Stream, edgeStream}, {e.Bridge, edgeBridge}, {e.Road, edgeRoad}, {e.Embankment, edgeEmbankment}}
	f.m.Edges.Each(func(e board.Edge, features []string) {
		for _, k := range kinds {
			if k.bit != edgeRoad && slices.ContainsFunc(features, func(id string) bool { return slices.Contains(k.ids, id) }) {
				f.edges[e] |= k.bit
			}
		}
	})
	// Roads (and railways that are embankments) are road types, joining
	// two zones from centre to centre through the side they share.
	f.m.RoadLinks.Each(func(e board.Edge, types []string) {
		for _, k := range kinds {
			if (k.bit == edgeRoad || k.bit == edgeEmbankment) && slices.ContainsFunc(types, func(id string) bool { return slices.Contains(k.ids, id) }) {
				f.edges[e] |= k.bit
			}
		}
	})
}

// printedTroop is a unit's values as its counter prints them.
func (st *State) printedTroop(u *rules.Unit) Troop {
	t := st.fixed.types[u.Type]
	var tr Troop
	if t != nil && len(t.Steps) > 0 {
		v := t.Steps[0].Values
		tr.Strength, tr.Morale, tr.Experience = v["strength"], v["morale"], v["experience"]
	}
	return tr
}

// checkSetup refuses set-up units without a class or a strength, and
// zones holding more than the stacking limit: a designer's error, named.
func (st *State) checkSetup() error {
	f := st.fixed
	count := map[rules.Location]int{}
	for i := range st.Units {
		u := &st.Units[i]
		if _, ok := f.class[u.Type]; !ok {
			return fmt.Errorf("greenfields: scenario %s: unit type %s has no class in [rules.classes]", f.s.ID, u.Type)
		}
		if st.Troops[i].Strength <= 0 {
			return fmt.Errorf("greenfields: scenario %s: unit type %s has no strength value", f.s.ID, u.Type)
		}
		if u.Loc.OnMap() && !st.isAircraft(i) {
			count[u.Loc]++
			if count[u.Loc] > StackLimit {
				return fmt.Errorf("greenfields: scenario %s: %d units set up at %s: \"A maximum of three units may be stacked into a single map zone\"", f.s.ID, count[u.Loc], st.locText(u.Loc))
			}
		}
	}
	return nil
}

// Clone is a deep copy.
func (st *State) Clone() rules.State {
	c := *st
	c.sightMemo = nil
	c.Units = st.Units.Clone()
	c.Troops = slices.Clone(st.Troops)
	c.Zones = cloneMap(st.Zones)
	c.Shells = cloneMap(st.Shells)
	c.Losses = cloneMap(st.Losses)
	c.Exited = cloneMap(st.Exited)
	c.VPSpent = cloneMap(st.VPSpent)
	c.Wrecks = slices.Clone(st.Wrecks)
	c.Recaptured = cloneMap(st.Recaptured)
	c.Pending = slices.Clone(st.Pending)
	for k := range c.Pending {
		c.Pending[k].Units = slices.Clone(st.Pending[k].Units)
		c.Pending[k].Path = slices.Clone(st.Pending[k].Path)
		c.Pending[k].Orders = slices.Clone(st.Pending[k].Orders)
	}
	c.Bombard = slices.Clone(st.Bombard)
	for k := range c.Bombard {
		c.Bombard[k].Guns = slices.Clone(st.Bombard[k].Guns)
	}
	c.Air = st.Air.clone()
	c.Halt = slices.Clone(st.Halt)
	c.Works = cloneMap(st.Works)
	c.Recce = cloneRecce(st.Recce)
	c.Stores = cloneMap(st.Stores)
	c.Box = slices.Clone(st.Box)
	c.Gassing = slices.Clone(st.Gassing)
	c.Mines = st.Mines.clone()
	c.Raids = slices.Clone(st.Raids)
	c.Raided = cloneRecce(st.Raided)
	c.Replace = st.Replace.clone()
	c.Army = st.Army.clone()
	c.Move = st.Move.clone()
	c.Deploy = st.Deploy.clone()
	return &c
}

func cloneMap[K comparable, V any](m map[K]V) map[K]V {
	if m == nil {
		return nil
	}
	out := make(map[K]V, len(m))
	for k, v := range m {
		out[k] = v
	}
	return out
}

// Scenario is the game's scenario.
func (st *State) Scenario() *scenarios.Scenario { return st.fixed.s }

// other is the side opposing side.
func other(side string) string {
	if side == Allies {
		return Central
	}
	return Allies
}

// sideName is side's name for people.
func (st *State) sideName(side string) string {
	if n := st.fixed.sideName[side]; n != "" {
		return n
	}
	return side
}

// locText is a location's text (a zone's label, "box:allied-reserve").
func (st *State) locText(l rules.Location) string { return l.Text(st.fixed.s) }

// zoneLoc is the location of the zone labelled label (zero when none).
func (st *State) zoneLoc(label string) (rules.Location, bool) {
	c, err := st.fixed.m.Cell(label)
	if err != nil {
		return rules.Location{}, false
	}
	return rules.CellLocation(st.fixed.m, c), true
}

// label is the map label of an on-map location.
func (st *State) label(l rules.Location) string {
	if k := st.fixed.topo.Index(l.Cell); k >= 0 && k < len(st.fixed.labels) {
		return st.fixed.labels[k]
	}
	return st.fixed.m.Label(l.Cell)
}

// zone is the assault's marks on the zone at l (the zero Zone when none).
func (st *State) zone(l rules.Location) Zone {
	if len(st.Zones) == 0 {
		return Zone{} // untouched ground is the common case
	}
	return st.Zones[st.label(l)]
}

// setZone records z for the zone at l (dropping it when empty).
func (st *State) setZone(l rules.Location, z Zone) {
	key := st.label(l)
	if z == (Zone{}) {
		delete(st.Zones, key)
		return
	}
	if st.Zones == nil {
		st.Zones = map[string]Zone{}
	}
	st.Zones[key] = z
}

// unitsAt are the indices of the units at l, leading wave first (then by
// index): the order fire meets them in.
func (st *State) unitsAt(l rules.Location) []int {
	var out []int
	for i := range st.Units {
		if st.Units[i].Loc == l {
			out = append(out, i)
		}
	}
	slices.SortStableFunc(out, func(a, b int) int { return st.Troops[a].Wave - st.Troops[b].Wave })
	return out
}

// sideAt are the units of side at l, leading wave first.
func (st *State) sideAt(side string, l rules.Location) []int {
	var out []int
	for _, i := range st.unitsAt(l) {
		if st.Units[i].Side == side {
			out = append(out, i)
		}
	}
	return out
}

// onMap lists the indices of side's units on the map ("" for every side).
func (st *State) onMap(side string) []int {
	var out []int
	for i := range st.Units {
		if st.Units[i].Loc.OnMap() && (side == "" || st.Units[i].Side == side) {
			out = append(out, i)
		}
	}
	return out
}

// unitArg resolves a unit argument (an id or a hidden unit's alias) to an
// index, -1 when it names no unit in play.
func (st *State) unitArg(ref string) int {
	i := st.Units.Resolve(ref)
	if i < 0 || st.Units[i].Loc.IsEliminated() {
		return -1
	}
	return i
}
