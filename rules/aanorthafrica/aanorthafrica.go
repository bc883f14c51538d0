// Package aanorthafrica is the rules module of "Axis & Allies: North
// Africa" (seed 002), a North African variant of Axis & Allies: Europe
// for two sides, the Axis (Italy and Germany) and the Allies (the United
// Kingdom), played in rounds of nation turns (Italy, the UK, Germany),
// each turn the A&A phases: purchase, combat move, combat, non-combat
// move, placement and income. Its additions to A&A: a turn-1 bonus, the
// Reinforcement Zones, weaker, cheaper Italian units, mechanized moves
// and running out of gas, the Via Balbia, hidden minefields, AT guns,
// flak, impassable terrain and aircraft landing rules.
//
// What the seed leaves to the base game or the map (unit values, the
// capitals, the road, who owns what) is the scenario's [rules] table
// (rules.go). The module is built on kit.Rulebook (book.go): each seed
// section is its own file, registering its verbs, its phase verbs
// (sequence.go: addPhaseVerbs) and its moment handlers from that file.
// The state a section keeps is its own sub-state type, in its own file
// (buy_state.go, move_state.go, combat_state.go, mine_state.go).
// Readings of ambiguous rules are in RULINGS.md.
package aanorthafrica

import (
	"fmt"
	stdmaps "maps"
	"math/rand/v2"

	"sandtable/board"
	"sandtable/maps"
	"sandtable/rules"
	"sandtable/scenarios"
)

func init() { rules.Register(Module{}) }

// ModuleID is the id scenarios name the module by.
const ModuleID = "aanorthafrica"

// Module is the aanorthafrica rules module.
type Module struct{}

// ID is "aanorthafrica".
func (Module) ID() string { return ModuleID }

// Name is the rule system's name for people.
func (Module) Name() string { return "Axis & Allies: North Africa" }

// State is a game's state. Everything that changes is in exported fields
// (deterministic JSON); fixed is derived once from the scenario.
type State struct {
	// Round is the game round, from 1; Turn the acting nation's index in
	// [rules].order; Phase the id of the nation turn's phase (a stage).
	Round int    `json:"round"`
	Turn  int    `json:"turn"`
	Phase string `json:"phase"`
	// Units are every unit: set-up units and those minted by Mint
	// (purchases: Mint.New, then append).
	Units rules.Units `json:"units"`
	Mint  rules.Mint  `json:"mint"`
	// Owner is the nation controlling each space, by space label (no
	// entry: no one's). Income is a nation's; a side controls what its
	// nations own (SideAt).
	Owner map[string]string `json:"owner"`
	// StartOwner is Owner as the acting nation's turn began ("Cannot
	// land in a space captured during that turn").
	StartOwner map[string]string `json:"start_owner"`
	// Bank is the IPCs in hand by bank id (BankOf); Bonus each side's
	// unspent turn-1 bonus. Both are public.
	Bank  map[string]int `json:"bank"`
	Bonus map[string]int `json:"bonus"`
	// The sections' own state, one type and file each.
	Buy    BuyState    `json:"buy"`
	Moves  MoveState   `json:"moves"`
	Battle CombatState `json:"battle"`
	Mines  MineState   `json:"mines"`
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
}

// errf is an error of the module: "aanorthafrica: ...".
func errf(format string, args ...any) error {
	return fmt.Errorf("aanorthafrica: "+format, args...)
}

// New sets up a game of s: the set-up units, ownership from
// [rules.owner], the starting banks and bonuses, and Italy's purchase
// phase of round 1.
func (Module) New(s *scenarios.Scenario, opts rules.Options, setup *rand.Rand) (rules.State, error) {
	r, err := loadRules(s)
	if err != nil {
		return nil, err
	}
	if err := roundsOption(r, opts); err != nil {
		return nil, err
	}
	f := &fixed{s: s, r: r, m: s.Maps[0], opts: opts}
	roster := rules.NewRoster(s, setup)
	st := &State{Round: 1, Turn: 0, Phase: PhasePurchase, Units: roster.SetupUnits(), Mint: rules.NewMint(roster),
		Owner: map[string]string{}, Bank: map[string]int{}, Bonus: map[string]int{}, fixed: f}
	for n, spaces := range r.Owner {
		for _, l := range spaces {
			st.Owner[l] = n
		}
	}
	for _, id := range r.bankIDs(s.Counters) {
		st.Bank[id] = r.Bank[id]
	}
	for _, side := range Sides {
		st.Bonus[side] = r.Bonus
	}
	for i := range st.Units {
		if st.ClassOfUnit(i) == "" {
			return nil, errf("set-up unit %s: type %q has no class", st.Units[i].ID, st.Units[i].Type)
		}
	}
	st.StartOwner = stdmaps.Clone(st.Owner)
	return st, nil
}

// Clone is a deep copy sharing nothing mutable.
func (st *State) Clone() rules.State {
	c := *st
	c.Units = st.Units.Clone()
	c.Owner = stdmaps.Clone(st.Owner)
	c.StartOwner = stdmaps.Clone(st.StartOwner)
	c.Bank = stdmaps.Clone(st.Bank)
	c.Bonus = stdmaps.Clone(st.Bonus)
	c.Buy = st.Buy.clone()
	c.Moves = st.Moves.clone()
	c.Battle = st.Battle.clone()
	c.Mines = st.Mines.clone()
	return &c
}

// Scenario is the game's scenario.
func (st *State) Scenario() *scenarios.Scenario { return st.fixed.s }

// Rules is the game's [rules] table.
func (st *State) Rules() *Rules { return st.fixed.r }

// Map is the game's (only) map.
func (st *State) Map() *maps.Map { return st.fixed.m }

// Cell is the space labelled label, false when the map has none.
func (st *State) Cell(label string) (board.Cell, bool) {
	c, err := st.fixed.m.Cell(label)
	return c, err == nil
}

// Label is space c's label.
func (st *State) Label(c board.Cell) string { return st.fixed.m.Label(c) }

// Neighbours are the labels of the spaces connected to space label, in
// the map's order (none for a label that is no space).
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

// Loc is the location of space label ("" map when there is none).
func (st *State) Loc(label string) rules.Location {
	c, ok := st.Cell(label)
	if !ok {
		return rules.Location{}
	}
	return rules.CellLocation(st.fixed.m, c)
}

// SideAt is the side controlling space label ("" for no one's): the side
// of the nation owning it.
func (st *State) SideAt(label string) string { return st.SideOf(st.Owner[label]) }

// Nation is the acting nation (the nation whose turn it is).
func (st *State) Nation() string { return st.fixed.r.Order[st.Turn] }

// ActingSide is the acting nation's side.
func (st *State) ActingSide() string { return st.SideOf(st.Nation()) }

// Spaces are the map's space labels in its order.
func (st *State) Spaces() []string {
	var out []string
	t := st.fixed.m.Topology
	for i := range t.Len() {
		out = append(out, st.Label(t.Cell(i)))
	}
	return out
}
