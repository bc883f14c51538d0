// Package outofafrica is the rules module of "Out of Africa" (seed 004),
// the Draka variant of Paths of Glory: the First World War in Europe and
// the Near East for two alliances, the Central Powers ("cp": Germany,
// Austria-Hungary, Turkey, Italy, Bulgaria...) and the Allies ("ap": the
// Entente and the Draka, a Great Power of its own that counts as Allied).
// A turn is a card-driven sequence: mandated offensives, seven action
// rounds each (CP first), attrition, sieges, war status, replacements and
// the draw. The seed changes Paths of Glory; what it leaves to the base
// game (fire tables, cards, activation costs, war status levels) is the
// scenario's [rules] table with original, labelled defaults, or a step
// left to the players and named in the phase checklist.
//
// How the package is organised (rules/outofafrica/PLAN.md, §10):
//
//   - one file per seed section, the seed's words quoted on top, each
//     registering its verbs, phase verbs (sequence.go: addPhaseVerbs), choice
//     stages (book.go: addChoice), moment handlers (book.go: on) and its
//     meeting-point handlers (hooks.go: addMayEnter, addVP, ...) from its
//     own file, never editing another section's;
//   - the state a section keeps is a sub-state in a file its lane owns:
//     TurnState (turn_state.go) and CardState (card_state.go), lane 3;
//     MoveState (move_state.go), lane 4; CombatState (combat_state.go),
//     lane 5; ForceState and DrakaState (force_state.go), lane 6; AirState
//     (air_state.go), lane 1;
//   - the [rules] schema's top level is rules.go; each lane's keys are a
//     type embedded in it, declared in the lane's rules_<lane>.go, so a lane
//     adds keys without touching rules.go;
//   - the scaffold (this file, book.go, sequence.go, nations.go, rules.go,
//     hooks.go, helpers.go, view.go) plays the turn sequence with stub
//     phases: every phase only ends, and the game ends after the last turn,
//     judged by VP (lane 6: victory.go).
//
// Readings of ambiguous rules are in RULINGS.md (lanes write
// rulings/<lane>.md; the lead joins them).
package outofafrica

import (
	"fmt"
	"math/rand/v2"
	"sync"

	"sandtable/board"
	"sandtable/maps"
	"sandtable/rules"
	"sandtable/rules/kit"
	"sandtable/scenarios"
)

func init() { rules.Register(Module{}) }

// ModuleID is the id scenarios name the module by.
const ModuleID = "outofafrica"

// Module is the outofafrica rules module.
type Module struct{}

// ID is "outofafrica".
func (Module) ID() string { return ModuleID }

// Name is the rule system's name for people.
func (Module) Name() string { return "Out of Africa (Paths of Glory, Draka variant)" }

// State is a game's state. Everything that changes is in exported fields
// (deterministic JSON); fixed is derived once from the scenario.
type State struct {
	// Turn is the game turn, from 1 (an index into the scenario's turn
	// names plus one); Phase the id of the turn's phase (a stage of
	// sequence.go); Round the action round in the action phase (1 to
	// [rules.turn] actions, 0 outside it); Side the side acting in a phase
	// sides take in turn (the action rounds, sieges, replacements), ""
	// in a phase that passes by itself.
	Turn  int    `json:"turn"`
	Phase string `json:"phase"`
	Round int    `json:"round"`
	Side  string `json:"side"`
	// Units are every unit, set-up units first (indices never change: an
	// eliminated unit goes to a box, see eliminate).
	Units rules.Units `json:"units"`
	// Control is the side controlling each space ("" none), from the map's
	// regions and places and [rules.control]. Change it with setControl,
	// which runs the addControlChange hooks.
	Control kit.Control `json:"control"`
	// VPHalves is the victory point track in halves, Central Powers
	// positive as on Paths of Glory's track; the addVP lines are added to
	// it (VPTotalHalves).
	VPHalves int `json:"vp_halves"`
	// Arrivals are the units waiting to be placed (arrive), first first.
	Arrivals []Arrival `json:"arrivals,omitempty"`
	// The lanes' own state, one type and file each.
	Tracks TurnState   `json:"tracks"` // lane 3: turn_state.go
	Cards  CardState   `json:"cards"`  // lane 3: card_state.go
	Moves  MoveState   `json:"moves"`  // lane 4: move_state.go
	Battle CombatState `json:"battle"` // lane 5: combat_state.go
	Forces ForceState  `json:"forces"` // lane 6: force_state.go
	Draka  DrakaState  `json:"draka"`  // lane 6: force_state.go
	Air    AirState    `json:"air"`    // lane 1: air_state.go
	// Over is set when the game has ended; Winner is the winning side
	// ("" for a draw) and Result says who won and why.
	Over   bool   `json:"over,omitempty"`
	Winner string `json:"winner,omitempty"`
	Result string `json:"result,omitempty"`

	fixed *fixed
}

// fixed is what a game derives once from its scenario.
type fixed struct {
	s    *scenarios.Scenario
	r    *Rules
	m    *maps.Map
	opts rules.Options
	// derived are the sections' values worked out once a game from the
	// scenario alone (derive), by key.
	derived sync.Map
}

// derive is the value of key that the game works out once from its
// scenario alone (the Janissary Zone: it depends on the map and rules
// only), computed by compute the first time and kept with the game (its
// clones share it). compute must depend on nothing that changes.
func derive[T any](st *State, key string, compute func() T) T {
	if v, ok := st.fixed.derived.Load(key); ok {
		return v.(T)
	}
	v, _ := st.fixed.derived.LoadOrStore(key, compute())
	return v.(T)
}

// errf is an error of the module: "outofafrica: ...".
func errf(format string, args ...any) error {
	return fmt.Errorf("outofafrica: "+format, args...)
}

// New sets up a game of s: the [rules] table decoded and checked, the
// set-up units, starting control (the map's regions and places, then
// [rules.control]), the GameStart handlers (run with no log: they may not
// roll), and the start stage of turn 1 (sequence.go).
func (Module) New(s *scenarios.Scenario, opts rules.Options, setup *rand.Rand) (rules.State, error) {
	r, err := loadRules(s)
	if err != nil {
		return nil, err
	}
	f := &fixed{s: s, r: r, m: s.Maps[0], opts: opts}
	roster := rules.NewRoster(s, setup)
	st := &State{Turn: 1, Phase: PhaseStart, Side: CP, Units: roster.SetupUnits(), Control: kit.InitialControl(s), fixed: f}
	for _, side := range sortedKeys(r.Control) {
		for _, l := range r.Control[side] {
			c, _ := st.Cell(l)
			st.Control.Set(f.m, c, side)
		}
	}
	for i := range st.Units {
		if st.ClassOfUnit(i) == "" {
			return nil, errf("set-up unit %s: type %q has no class in [rules.classes]", st.Units[i].ID, st.Units[i].Type)
		}
	}
	if err := book.Run(st, kit.GameStart, nil); err != nil {
		return nil, err
	}
	return st, nil
}

// Clone is a deep copy sharing nothing mutable.
func (st *State) Clone() rules.State {
	c := *st
	c.Units = st.Units.Clone()
	c.Control = st.Control.Clone()
	c.Arrivals = cloneArrivals(st.Arrivals)
	c.Tracks = st.Tracks.clone()
	c.Cards = st.Cards.clone()
	c.Moves = st.Moves.clone()
	c.Battle = st.Battle.clone()
	c.Forces = st.Forces.clone()
	c.Draka = st.Draka.clone()
	c.Air = st.Air.clone()
	return &c
}

// Scenario is the game's scenario.
func (st *State) Scenario() *scenarios.Scenario { return st.fixed.s }

// Rules is the game's [rules] table.
func (st *State) Rules() *Rules { return st.fixed.r }

// Options are the game's scenario options.
func (st *State) Options() rules.Options { return st.fixed.opts }

// Map is the game's (only) map.
func (st *State) Map() *maps.Map { return st.fixed.m }

// Cell is the space labelled label, false when the map has none.
func (st *State) Cell(label string) (board.Cell, bool) {
	c, err := st.fixed.m.Cell(label)
	return c, err == nil
}

// Label is space c's label.
func (st *State) Label(c board.Cell) string { return st.fixed.m.Label(c) }

// Spaces are the map's space labels in its order.
func (st *State) Spaces() []string {
	t := st.fixed.m.Topology
	out := make([]string, 0, t.Len())
	for i := range t.Len() {
		out = append(out, st.Label(t.Cell(i)))
	}
	return out
}

// Neighbours are the labels of the spaces connected to space label, in
// the map's order, whatever the connection's kind (none for a label that
// is no space).
func (st *State) Neighbours(label string) []string {
	c, ok := st.Cell(label)
	if !ok {
		return nil
	}
	var out []string
	for _, n := range st.fixed.m.Topology.Neighbors(c, nil) {
		out = append(out, st.Label(n))
	}
	return out
}

// Connection reports whether the connection between spaces a and b is of
// kind ("dotted", "sea"): the map's connection kinds are edge features.
func (st *State) Connection(a, b, kind string) bool {
	ca, ok1 := st.Cell(a)
	cb, ok2 := st.Cell(b)
	return ok1 && ok2 && st.fixed.m.Edges.Has(ca, cb, kind)
}

// At are the indices of the units in space label.
func (st *State) At(label string) []int {
	var out []int
	for i := range st.Units {
		if l := st.Units[i].Loc; l.OnMap() && st.Label(l.Cell) == label {
			out = append(out, i)
		}
	}
	return out
}

// SpaceOf is the label of unit i's space, "" when it is not on the map.
func (st *State) SpaceOf(i int) string {
	if l := st.Units[i].Loc; l.OnMap() {
		return st.Label(l.Cell)
	}
	return ""
}

// Loc is the location of space label (the zero Location when there is
// none).
func (st *State) Loc(label string) rules.Location {
	c, ok := st.Cell(label)
	if !ok {
		return rules.Location{}
	}
	return rules.CellLocation(st.fixed.m, c)
}

// ControlOf is the side controlling space label, "" for none.
func (st *State) ControlOf(label string) string {
	c, ok := st.Cell(label)
	if !ok {
		return ""
	}
	return st.Control.Of(st.fixed.m, c)
}

// MapValue is space label's value of the map value type id (0 when it has
// none).
func (st *State) MapValue(label, id string) int {
	c, ok := st.Cell(label)
	if !ok {
		return 0
	}
	v, _ := st.fixed.m.Value(c, id)
	return v
}
