// Package vernian is the rules module of "20,000 Leagues under the
// Trenches", Gary J. Robinson's Vernian WWI variant of Great War in Europe
// (seed 000: the draft and its Part II; where they disagree Part II
// stands), the whole seed: set-up, the operational turn sequence,
// movement, three-state supply, attrition, Monstrous Artillery bombards,
// ground combat on the scenario's CRT, Crack Troops, tanks, the Armored
// Front Buster, England and the Kaiser's tunnel, the air war (Über-
// Zeppelins, Ether Flyers, their missions and the three Air Combat
// tables), the eleventh-hour inventions (Storms, Van der Graaf
// Generators), the reinforcement schedule and victory.
//
// What GWIE would supply (the CRT, terrain effects, the supply radius) is
// the scenario's [rules] table (Tables). Where the rules leave a choice to
// a unit's owner in the middle of a resolution (step losses, retreat
// hexes, an AFB push's surplus, a flyer's displacement), the game waits
// for it (decision.go). Readings of ambiguous rules are in RULINGS.md, one
// section per file; each refusal cites the rule (reference.go is the rules
// reference a player reads).
package vernian

import (
	"fmt"
	stdmaps "maps"
	"math/rand/v2"
	"slices"
	"strings"
	"sync"
	"sync/atomic"

	"sandtable/board"
	"sandtable/counters"
	"sandtable/maps"
	"sandtable/rules"
	"sandtable/rules/kit"
	"sandtable/scenarios"
)

func init() { rules.Register(Module{}) }

// ModuleID is the id scenarios name the module by.
const ModuleID = "vernian"

// Side ids the module expects in the counters.
const (
	Germans = "germans"
	Allies  = "allies"
)

// Scenario option ids.
const (
	// OptOperationalTurns is how many operational turns each Strategic
	// Turn has (the seed does not say; GWIE's number is not ours).
	OptOperationalTurns = "operational_turns"
	// OptStackLimit is the divisions a hex may hold (000 England c: "the
	// normal number (up to six ...)").
	OptStackLimit = "stack_limit"
	// OptDoubling says which operational turns double German movement:
	// "first" (the game's first only) or "each" (the first of every
	// Strategic Turn). See RULINGS.md.
	OptDoubling = "doubled_movement"
	// OptAutoLosses makes the module take every choice of losses, of
	// retreat hexes and of the units an AFB push sends on itself, in the
	// default order, for quick play; off, the owners choose (see
	// decision.go). Its name says "losses and retreats"; the id stays, as
	// saved games name it.
	OptAutoLosses = "automatic_losses"
)

// Module is the vernian rules module.
type Module struct{}

// ID is "vernian".
func (Module) ID() string { return ModuleID }

// Name is the rule system's name for people.
func (Module) Name() string { return "20,000 Leagues under the Trenches (Vernian GWIE)" }

// State is a game's state. Everything that changes is in exported fields
// that marshal to deterministic JSON; fixed holds what is derived once.
type State struct {
	Units   rules.Units `json:"units"`
	Control kit.Control `json:"control"`
	Clock   kit.Clock   `json:"clock"`
	// Setup is true during the two set-up phases before Strategic Turn A.
	Setup bool `json:"setup,omitempty"`
	// Spent is the movement points each unit has used this phase.
	Spent map[string]int `json:"spent,omitempty"`
	// Bombards are this phase's designated bombards, in designation order.
	Bombards []Bombard `json:"bombards,omitempty"`
	// Fired is set once this Bombard Phase's designated bombards were rolled.
	Fired bool `json:"fired,omitempty"`
	// Cleared are the hexes ("map:label") cleared by bombardment this
	// operational player-turn: they may not be attacked nor advanced into.
	Cleared []string `json:"cleared,omitempty"`
	// TankShield are hexes whose tank has already ignored a bombard hit
	// this Bombard Phase.
	TankShield []string `json:"tank_shield,omitempty"`
	// Attacked are hexes attacked this Combat Phase.
	Attacked []string `json:"attacked,omitempty"`
	// Combat is the attack being put together, nil when none.
	Combat *Combat `json:"combat,omitempty"`
	// After is the post-combat step (Crack Troops, advance), nil when none.
	After *After `json:"after,omitempty"`
	// Pending is a resolution waiting for a player's choice (a step loss,
	// a push's surplus), nil when none.
	Pending *Pending `json:"pending,omitempty"`
	// AttritionDone is set when this Attrition Phase's rolls are made.
	AttritionDone bool `json:"attrition_done,omitempty"`
	// Tunnel is the Kaiser's tunnel and its Turn Record Track stacks.
	Tunnel Tunnel `json:"tunnel"`
	// Air is the air war: flights, storms, generators.
	Air Air `json:"air"`
	// ForteDestroyed lists fortress hexes ("map:label") destroyed by the AFB.
	FortsDestroyed []string `json:"forts_destroyed,omitempty"`
	Over           bool     `json:"over,omitempty"`
	Result         string   `json:"result,omitempty"`

	fixed *fixed
	memo  *memo // derived between actions; never shared by clones
	// ctrl is the Control map's sharing record: once a clone shares the
	// map, both must copy it before changing it (ownControl). Clone marks
	// it through the pointer, atomically, so cloning writes nothing of the
	// state it copies.
	ctrl     *ctrlRef
	applying bool // inside Apply: derive afresh, the state is changing
}

// fixed is what a game derives once from its scenario.
type fixed struct {
	s      *scenarios.Scenario
	t      Tables
	opts   rules.Options
	roster *rules.Roster
	plan   kit.TurnPlan
	setup  kit.Sequence
	op     kit.Sequence
	west   *maps.Map
	eng    *maps.Map // nil when the scenario has no England map
	// sources are the ultimate supply source cells per side and map id.
	sources map[string]map[string]rules.CellSet
	// cityKinds caches, per map, the towns/cities.
	towns  map[string]rules.CellSet
	cities map[string]rules.CellSet
	forts  map[string]rules.CellSet
	// dover and munich are the tunnel's ends (zero when absent).
	dover, munich rules.Location
	stackLimit    int
	sideName      map[string]string
	// adj is, per map id, each cell's passable neighbours (see adjacency).
	adj map[string][][]int32
	// air is the air movement graph (air.go), built on first use.
	airOnce sync.Once
	air     *airGraph
	// cellText and cellKey are, per map id and by dense cell index, each
	// cell's location text (Location.Text) and Control key
	// (kit.ControlKey): legality names and looks up hexes all the time.
	cellText, cellKey map[string][]string
	// townOrder are, per map id, the dense indices of its towns and cities
	// (towns), in order.
	townOrder map[string][]int
	// types are the counters' unit types by id (the catalogue's lookup is a
	// scan, and legality asks for kinds and values all the time).
	types map[string]*counters.Unit
	// hidden are, by nation, the unit types the scenario places face down
	// (hiddenTypes), worked out on first use.
	hiddenOnce sync.Once
	hidden     map[string][]string
}

// New sets up a game of s: the set-up units (the tunnel units sorted into
// their stacks), control from the maps' national regions, and the clock
// at the Allied set-up phase.
func (Module) New(s *scenarios.Scenario, opts rules.Options, setup *rand.Rand) (rules.State, error) {
	f, err := newFixed(s, opts)
	if err != nil {
		return nil, err
	}
	f.roster = rules.NewRoster(s, setup)
	st := &State{Units: f.roster.SetupUnits(), Control: initialControl(s), fixed: f, Setup: true, memo: &memo{}, ctrl: &ctrlRef{}}
	if err := st.checkSetup(); err != nil {
		return nil, err
	}
	if err := checkHidden(st, st.Units, "set-up unit"); err != nil {
		return nil, err
	}
	for _, rs := range f.roster.Reinforcements {
		if err := checkHidden(st, rs, "reinforcement"); err != nil {
			return nil, err
		}
	}
	st.Tunnel = newTunnel(st)
	st.occupy(nil)
	return st, nil
}

// checkSetup refuses a scenario whose set-up breaks the stacking limit or
// sends through the tunnel units without a tunnel code: a designer's
// error, named with the hex or unit.
func (st *State) checkSetup() error {
	f := st.fixed
	seen := map[rules.Location]bool{}
	for i := range st.Units {
		u := &st.Units[i]
		if u.Loc.InBox() && u.Loc.Box == f.t.Tunnel.Box && len(f.t.Tunnel.Codes) > 0 && !slices.Contains(f.t.Tunnel.Codes, st.code(i)) {
			return fmt.Errorf("vernian: scenario %q: %s is in the tunnel box %q but its code %q is not one of rules.tunnel.codes %v",
				f.s.ID, u.ID, f.t.Tunnel.Box, st.code(i), f.t.Tunnel.Codes)
		}
		if !u.Loc.OnMap() || seen[u.Loc] {
			continue
		}
		seen[u.Loc] = true
		if w := st.stackWeight(u.Loc, u.Side); st.overstack(w, 0) > 0 {
			return fmt.Errorf("vernian: scenario %q: %d divisions set up at %s, over the stacking limit of %d (option %s)",
				f.s.ID, w, st.text(u.Loc), f.stackLimit, OptStackLimit)
		}
	}
	return nil
}

func newFixed(s *scenarios.Scenario, opts rules.Options) (*fixed, error) {
	t, err := loadTables(s)
	if err != nil {
		return nil, err
	}
	f := &fixed{s: s, t: t, opts: opts, west: s.Maps[0], eng: s.Map(t.EnglandMap), sideName: map[string]string{}}
	for _, sd := range s.Sides {
		f.sideName[sd.ID] = sd.Name
	}
	f.types = make(map[string]*counters.Unit, len(s.Counters.Units))
	for _, u := range s.Counters.Units {
		f.types[u.ID] = u
	}
	if f.sideName[Germans] == "" || f.sideName[Allies] == "" {
		return nil, fmt.Errorf("vernian: scenario %q must have the sides %q and %q", s.ID, Germans, Allies)
	}
	if n := len(s.Turns.Names); n < 2 {
		return nil, fmt.Errorf("vernian: scenario %q needs Strategic Turns A..H", s.ID)
	}
	f.stackLimit = opts.Int(OptStackLimit)
	if f.stackLimit <= 0 {
		f.stackLimit = 6
	}
	ots := opts.Int(OptOperationalTurns)
	if ots <= 0 {
		ots = max(s.Turns.SubTurns, 1)
	}
	f.setup = setupSequence()
	f.op = operationalSequence()
	f.plan = kit.TurnPlan{Turns: s.Turns.Names, SubTurns: ots,
		SequenceFor: func(int, int) *kit.Sequence { return &f.op }}
	f.sources = map[string]map[string]rules.CellSet{}
	for side, places := range t.Sources {
		f.sources[side] = map[string]rules.CellSet{}
		for _, id := range places {
			for _, m := range s.Maps {
				if p := m.Place(id); p != nil {
					cs := f.sources[side][m.ID]
					if cs == nil {
						cs = rules.CellSet{}
						f.sources[side][m.ID] = cs
					}
					for _, c := range p.Cells {
						cs[c] = true
					}
				}
			}
		}
	}
	f.towns, f.cities, f.forts = map[string]rules.CellSet{}, map[string]rules.CellSet{}, map[string]rules.CellSet{}
	for _, m := range s.Maps {
		f.towns[m.ID] = kit.PlaceCells(m, func(p *maps.Place) bool { return p.Is("town") || p.Is("city") })
		f.cities[m.ID] = kit.PlaceCells(m, func(p *maps.Place) bool { return p.Is("city") })
		f.forts[m.ID] = kit.PlaceCells(m, func(p *maps.Place) bool { return p.Is("fortress") })
	}
	f.adj = map[string][][]int32{}
	for _, m := range s.Maps {
		f.adj[m.ID] = adjacency(m, t.NeutralRegions)
	}
	f.townOrder = map[string][]int{}
	for _, m := range s.Maps {
		for c := range f.towns[m.ID] {
			f.townOrder[m.ID] = append(f.townOrder[m.ID], m.Topology.Index(c))
		}
		slices.Sort(f.townOrder[m.ID])
	}
	f.cellText, f.cellKey = map[string][]string{}, map[string][]string{}
	for _, m := range s.Maps {
		n := m.Topology.Len()
		text, key := make([]string, n), make([]string, n)
		for k := range n {
			c := m.Topology.Cell(k)
			text[k], key[k] = rules.CellLocation(m, c).Text(s), kit.ControlKey(m, c)
		}
		f.cellText[m.ID], f.cellKey[m.ID] = text, key
	}
	f.dover = placeLoc(s, t.Tunnel.Dover)
	f.munich = placeLoc(s, t.Tunnel.Munich)
	return f, nil
}

// placeLoc is the first cell of the place id on any map.
func placeLoc(s *scenarios.Scenario, id string) rules.Location {
	for _, m := range s.Maps {
		if p := m.Place(id); p != nil && len(p.Cells) > 0 {
			return rules.CellLocation(m, p.Cells[0])
		}
	}
	return rules.Location{}
}

// initialControl gives every cell of a region owned by a nation to that
// nation's side (the maps name nations, 1914 borders).
func initialControl(s *scenarios.Scenario) kit.Control {
	ct := kit.InitialControl(s)
	for _, m := range s.Maps {
		for _, r := range m.Regions {
			if r.Side != "" || r.Nation == "" {
				continue
			}
			n := s.Counters.Nation(r.Nation)
			if n == nil {
				continue
			}
			for _, c := range r.Cells {
				ct.Set(m, c, n.Side)
			}
		}
	}
	return ct
}

// Scenario is the scenario the game plays.
func (st *State) Scenario() *scenarios.Scenario { return st.fixed.s }

// Tables are the scenario's rules tables.
func (st *State) Tables() Tables { return st.fixed.t }

// Clone is a deep copy.
func (st *State) Clone() rules.State {
	c := *st
	// The copy is the same position: what was derived for it still holds
	// (derived data is never changed once made; the map is copied).
	c.memo, c.applying = &memo{}, false
	if st.memo != nil {
		st.memo.mu.Lock()
		c.memo.supply, c.memo.occ, c.memo.status, c.memo.nets = stdmaps.Clone(st.memo.supply), st.memo.occ, st.memo.status, st.memo.nets
		st.memo.mu.Unlock()
	}
	c.Units = st.Units.Clone()
	// Control is copied on write: most actions change no hex's owner.
	if st.ctrl == nil {
		// A state built without New (tests): share from now on.
		c.ctrl = &ctrlRef{}
		c.ctrl.shared.Store(true)
	} else {
		st.ctrl.shared.Store(true)
	}
	if st.Spent != nil {
		c.Spent = make(map[string]int, len(st.Spent))
		for k, v := range st.Spent {
			c.Spent[k] = v
		}
	}
	c.Bombards = slices.Clone(st.Bombards)
	c.Cleared = slices.Clone(st.Cleared)
	c.TankShield = slices.Clone(st.TankShield)
	c.Attacked = slices.Clone(st.Attacked)
	if st.Combat != nil {
		cb := *st.Combat
		cb.Units = slices.Clone(cb.Units)
		cb.Doubled = slices.Clone(cb.Doubled)
		c.Combat = &cb
	}
	if st.After != nil {
		a := *st.After
		a.Units = slices.Clone(a.Units)
		a.Advanced = slices.Clone(a.Advanced)
		a.Second = slices.Clone(a.Second)
		a.Tanked = slices.Clone(a.Tanked)
		a.Crack = slices.Clone(a.Crack)
		c.After = &a
	}
	c.Pending = st.Pending.clone()
	c.Tunnel = st.Tunnel.clone()
	c.FortsDestroyed = slices.Clone(st.FortsDestroyed)
	c.Air = st.Air.clone()
	return &c
}

// phase is the current phase.
func (st *State) phase() *kit.Phase {
	if st.Setup {
		return &st.fixed.setup.Phases[st.Clock.Phase]
	}
	return st.fixed.plan.Phase(st.Clock)
}

// active is the side that acts now: the side whose choice the game waits
// for, else the phase's ("" once the game is over).
func (st *State) active() string {
	if st.Over {
		return ""
	}
	if side := st.deciding(); side != "" {
		return side
	}
	return st.phase().Side
}

// sideName is side id's display name.
func (st *State) sideName(id string) string {
	if n := st.fixed.sideName[id]; n != "" {
		return n
	}
	return id
}

// enemy is the other side.
func enemy(side string) string {
	if side == Germans {
		return Allies
	}
	return Germans
}

// --- locations ---

// key is "map:label" of a map location.
func (st *State) key(l rules.Location) string {
	m := st.fixed.s.Map(l.Map)
	if m == nil || !l.OnMap() {
		return l.String()
	}
	return st.cellKey(m, l.Cell)
}

// cellKey is kit.ControlKey(m, c), looked up.
func (st *State) cellKey(m *maps.Map, c board.Cell) string {
	if k := m.Topology.Index(c); k >= 0 {
		if keys := st.fixed.cellKey[m.ID]; k < len(keys) {
			return keys[k]
		}
	}
	return kit.ControlKey(m, c)
}

// controlOf is the side controlling cell c of m ("" for none), as
// st.Control.Of(m, c) without building the key.
func (st *State) controlOf(m *maps.Map, c board.Cell) string {
	return st.Control[st.cellKey(m, c)]
}

// text is l as actions and saves name it: "W0405", "test-england:E0806".
func (st *State) text(l rules.Location) string {
	if l.Box == "" && l.Aboard == "" && l.Map != "" {
		if m := st.fixed.s.Map(l.Map); m != nil {
			if k := m.Topology.Index(l.Cell); k >= 0 {
				if texts := st.fixed.cellText[m.ID]; k < len(texts) {
					return texts[k]
				}
			}
		}
	}
	return l.Text(st.fixed.s)
}

// place is l as people read it, in the log and refusals: "W0405 Calais"
// (rules.LocationName).
func (st *State) place(l rules.Location) string { return rules.LocationName(st.fixed.s, st.text(l)) }

// placeText is a location's text (an action's argument) as people read it.
func (st *State) placeText(text string) string { return rules.LocationName(st.fixed.s, text) }

func (st *State) mapOf(l rules.Location) *maps.Map { return st.fixed.s.Map(l.Map) }

// at lists the indexes of units at l.
func (st *State) at(l rules.Location) []int {
	var out []int
	for i := range st.Units {
		if st.Units[i].Loc == l {
			out = append(out, i)
		}
	}
	return out
}

// groundAt lists the ground units of side at l (side "" is any side).
func (st *State) groundAt(l rules.Location, side string) []int {
	var out []int
	for _, i := range st.at(l) {
		u := &st.Units[i]
		if st.isGround(u) && (side == "" || u.Side == side) {
			out = append(out, i)
		}
	}
	return out
}

// occupiedBy reports whether side has ground units at map m, cell c.
type occupancy map[string]map[board.Cell]map[string]int

// occupancy counts ground units by map, cell and side (kept between
// actions).
func (st *State) occupancy() occupancy {
	if st.applying {
		return st.countOccupancy()
	}
	st.memo.mu.Lock()
	occ := st.memo.occ
	st.memo.mu.Unlock()
	if occ == nil {
		occ = st.countOccupancy()
		st.memo.mu.Lock()
		st.memo.occ = occ
		st.memo.mu.Unlock()
	}
	return occ
}

func (st *State) countOccupancy() occupancy {
	occ := occupancy{}
	for i := range st.Units {
		u := &st.Units[i]
		if !u.Loc.OnMap() || !st.isGround(u) {
			continue
		}
		m := occ[u.Loc.Map]
		if m == nil {
			m = map[board.Cell]map[string]int{}
			occ[u.Loc.Map] = m
		}
		c := m[u.Loc.Cell]
		if c == nil {
			c = map[string]int{}
			m[u.Loc.Cell] = c
		}
		c[u.Side]++
	}
	return occ
}

func (o occupancy) has(mapID string, c board.Cell, side string) bool {
	return o[mapID][c][side] > 0
}

// inRegion reports whether cell c of m is in one of the regions.
func inRegion(m *maps.Map, c board.Cell, regions []string) bool {
	r := m.RegionAt(c)
	return r != nil && slices.Contains(regions, r.ID)
}

// isEdge reports whether c is on the board edge (000 Part II: "board edge
// hexes are not considered city nor victory point hexes").
func isEdge(m *maps.Map, c board.Cell) bool {
	if m.Kind() == board.Graph {
		return false
	}
	var buf [8]board.Cell
	want := 6
	if m.Kind() == board.Square {
		want = 4
	}
	return len(m.Topology.Neighbors(c, buf[:0])) < want
}

// ownControl gives the state its own copy of Control before a change, if
// it shares it with a clone.
func (st *State) ownControl() {
	if st.ctrl == nil || st.ctrl.shared.Load() {
		st.Control = st.Control.Clone()
		st.ctrl = &ctrlRef{}
	}
}

// ctrlRef records whether a Control map is shared between states.
type ctrlRef struct{ shared atomic.Bool }

// occupy passes control of cells to the side whose ground units alone are
// there (Zeppelins take no ground), logging the changes when ctx is set.
func (st *State) occupy(ctx *rules.Context) {
	change := false
	for i := range st.Units {
		u := &st.Units[i]
		if u.Loc.OnMap() && st.isGround(u) && st.controlOf(st.mapOf(u.Loc), u.Loc.Cell) != u.Side {
			change = true
			break
		}
	}
	if !change {
		return
	}
	var ground rules.Units
	for i := range st.Units {
		if u := &st.Units[i]; st.isGround(u) {
			ground = append(ground, *u)
		}
	}
	st.ownControl()
	for _, ch := range st.Control.Occupy(st.fixed.s, ground) {
		if ctx != nil {
			ctx.Logf("%s now controlled by the %s", st.place(ch.Loc), st.sideName(ch.To))
		}
	}
}

// joinNames is "a, b and c".
func joinNames(xs []string) string {
	switch len(xs) {
	case 0:
		return "nothing"
	case 1:
		return xs[0]
	}
	return strings.Join(xs[:len(xs)-1], ", ") + " and " + xs[len(xs)-1]
}
