package rules

import (
	"cmp"
	"fmt"
	"maps"
	"math/rand/v2"
	"slices"
	"strconv"
	"strings"

	"sandtable/board"
	"sandtable/counters"
	"sandtable/scenarios"
)

// Unit is one counter in play, in a form module states embed: exported
// fields only, no maps or pointers, so a state's JSON (and so its checksum)
// is deterministic.
//
// Instance IDs are the unit type's id, "/" and an ordinal from 1 counted
// over the whole scenario for that type: first the set-up placements in
// file order (each Count expanded), then the reinforcements in file order
// whatever their turn. So test-hex-flat's two ger-inf at W0906 are
// "ger-inf/1" and "ger-inf/2", the reduced one at W0805 "ger-inf/3", and
// the turn-4 reinforcement "ger-inf/4". The IDs do not depend on options or
// on the order reinforcements arrive in.
//
// Alias is the number a face-down unit goes by ("hidden:7", see Units.Ref):
// NewRoster draws the aliases when a game is set up, a random permutation of
// 1..N over all N units of the scenario (reinforcements included), so an
// alias says nothing about the unit's type or place in the scenario file.
// A unit keeps its alias until its module gives it a fresh one: one hidden
// again after being seen face up is back under the alias it had, and the
// other side can link the two, unless the module re-hides it with
// Units.Rehide (fresh aliases in a random order); a unit never seen face up
// cannot be told from another hidden unit of its nation by its alias.
// Units minted during the game (Mint) get aliases above the roster's.
type Unit struct {
	ID     string   `json:"id"`     // "ger-inf/2"
	Alias  int      `json:"alias"`  // from 1; the N of "hidden:N"
	Type   string   `json:"type"`   // unit type id in the scenario's counters
	Side   string   `json:"side"`   // side id (through the type's nation)
	Nation string   `json:"nation"` // nation id
	Loc    Location `json:"loc"`
	Step   int      `json:"step"`             // index into the type's Steps; 0 is full strength
	Hidden bool     `json:"hidden,omitempty"` // face down, block turned away
	Flags  []string `json:"flags,omitempty"`  // module markers ("moved", "disrupted"), sorted, no duplicates
}

// HasFlag reports whether u carries flag.
func (u *Unit) HasFlag(flag string) bool {
	_, ok := slices.BinarySearch(u.Flags, flag)
	return ok
}

// SetFlag adds flag to u (keeping Flags sorted); adding it again does
// nothing.
func (u *Unit) SetFlag(flag string) {
	i, ok := slices.BinarySearch(u.Flags, flag)
	if !ok {
		u.Flags = slices.Insert(slices.Clone(u.Flags), i, flag)
	}
}

// ClearFlag takes flag off u, if it is there.
func (u *Unit) ClearFlag(flag string) {
	i, ok := slices.BinarySearch(u.Flags, flag)
	if ok {
		u.Flags = slices.Delete(slices.Clone(u.Flags), i, i+1)
		if len(u.Flags) == 0 {
			u.Flags = nil
		}
	}
}

// Units is the counters in play, in a fixed order (set-up order, then
// reinforcements as they arrive): modules append and never reorder, so an
// index names a unit for the whole game. Lookups are linear; the pointers
// they return point into the slice and stay valid until it is appended to.
// The order gives hidden units away: list units for players with ListOrder.
type Units []Unit

// Clone is a deep copy.
func (us Units) Clone() Units {
	if us == nil {
		return nil
	}
	out := slices.Clone(us)
	for i := range out {
		out[i].Flags = slices.Clone(out[i].Flags)
	}
	return out
}

// Index is the position of the unit with instance id, or -1.
func (us Units) Index(id string) int {
	for i := range us {
		if us[i].ID == id {
			return i
		}
	}
	return -1
}

// ByID is the unit with instance id, or nil.
func (us Units) ByID(id string) *Unit {
	if i := us.Index(id); i >= 0 {
		return &us[i]
	}
	return nil
}

// At lists the units at loc, in order.
func (us Units) At(loc Location) []*Unit {
	var out []*Unit
	for i := range us {
		if us[i].Loc == loc {
			out = append(out, &us[i])
		}
	}
	return out
}

// Stack lists the units on cell c of map mapID, in order.
func (us Units) Stack(mapID string, c board.Cell) []*Unit {
	return us.At(Location{Map: mapID, Cell: c})
}

// OfSide lists the units of side, in order.
func (us Units) OfSide(side string) []*Unit {
	var out []*Unit
	for i := range us {
		if us[i].Side == side {
			out = append(out, &us[i])
		}
	}
	return out
}

// Occupied is the set of cells of map mapID holding at least one unit for
// which keep holds (every unit when keep is nil), e.g. the cells enemy
// units occupy: Occupied(m.ID, Enemies(side)).
func (us Units) Occupied(mapID string, keep func(*Unit) bool) CellSet {
	set := CellSet{}
	for i := range us {
		u := &us[i]
		if u.Loc.Map == mapID && u.Loc.Box == "" && (keep == nil || keep(u)) {
			set[u.Loc.Cell] = true
		}
	}
	return set
}

// Enemies is a filter for the units not of side.
func Enemies(side string) func(*Unit) bool { return func(u *Unit) bool { return u.Side != side } }

// Friends is a filter for the units of side.
func Friends(side string) func(*Unit) bool { return func(u *Unit) bool { return u.Side == side } }

// CellSet is a set of cells of one map. It is for computing (zones of
// control, occupied cells), not for module state: its keys are not strings.
type CellSet map[board.Cell]bool

// Has reports whether c is in the set; it fits MoveOptions.Forbid and Stop.
func (cs CellSet) Has(c board.Cell) bool { return cs[c] }

// Sorted lists the set's cells in m's dense order, for stable output.
func (cs CellSet) Sorted(t board.Topology) []board.Cell {
	out := slices.Collect(maps.Keys(cs))
	slices.SortFunc(out, func(a, b board.Cell) int { return t.Index(a) - t.Index(b) })
	return out
}

// HiddenRefPrefix starts the reference of a hidden unit (see Units.Ref).
const HiddenRefPrefix = "hidden:"

// Ref is how actions, the log and views name the unit at index i: its ID,
// or for a hidden unit "hidden:N" with N its Alias, so naming a face-down
// counter gives away neither its type (the instance ID starts with it) nor
// its place in the scenario's set-up (the alias is drawn at random for
// each game). N is stable until the module re-hides the unit (Rehide).
func (us Units) Ref(i int) string {
	if us[i].Hidden {
		return HiddenRefPrefix + strconv.Itoa(us[i].Alias)
	}
	return us[i].ID
}

// Resolve is the index of the unit ref names (as Ref spells it: an ID for a
// visible unit, "hidden:N" for a hidden one), or -1.
func (us Units) Resolve(ref string) int {
	if n, ok := strings.CutPrefix(ref, HiddenRefPrefix); ok {
		a, err := strconv.Atoi(n)
		if err != nil || a < 1 || strconv.Itoa(a) != n {
			return -1
		}
		for i := range us {
			if us[i].Alias == a && us[i].Hidden {
				return i
			}
		}
		return -1
	}
	i := us.Index(ref)
	if i < 0 || us[i].Hidden {
		return -1
	}
	return i
}

// ListOrder is the order to list units in (their indices) for someone who
// sees unit i for what it is when sees(i) holds: those units in index order,
// then the others sorted by alias. A unit's index follows the scenario's
// set-up order, which anyone with the scenario file knows, so listing a
// hidden unit by index would give it away however it is named; by alias,
// its place in the list says nothing. Views list units for side in this
// order, legal-action lists enumerate them in it, and log lines about
// several units follow it with sees = "is face up".
func (us Units) ListOrder(sees func(i int) bool) []int {
	out := make([]int, 0, len(us))
	var unseen []int
	for i := range us {
		if sees(i) {
			out = append(out, i)
		} else {
			unseen = append(unseen, i)
		}
	}
	slices.SortFunc(unseen, func(a, b int) int {
		if c := cmp.Compare(us[a].Alias, us[b].Alias); c != 0 {
			return c
		}
		return cmp.Compare(a, b) // equal aliases only in hand-made units
	})
	return append(out, unseen...)
}

// Roster is every unit a scenario brings into play, built once when a game
// is set up, with the aliases drawn for that game. Do not change it: clones
// of a module state may share it.
type Roster struct {
	Setup          Units   // the set-up units, in set-up order
	Reinforcements []Units // per entry of the scenario's Reinforcements, its units
	turns          []int   // per entry, the turn it arrives on
}

// NewRoster builds every unit of s (see Unit for their instance IDs) and
// draws their aliases from setup: a random permutation of 1..N over all N
// units, set-up and reinforcements alike. With a nil setup there is no
// draw and the aliases are 1..N in scenario order (set-up, then
// reinforcement entries in file order), which hides nothing: for tools and
// tests, never for play.
func NewRoster(s *scenarios.Scenario, setup *rand.Rand) *Roster {
	setupUs, rs := scenarioUnits(s)
	var all []*Unit
	for i := range setupUs {
		all = append(all, &setupUs[i])
	}
	r := &Roster{Setup: setupUs, Reinforcements: rs, turns: make([]int, len(rs))}
	for k := range rs {
		r.turns[k] = s.Reinforcements[k].Turn
		for i := range rs[k] {
			all = append(all, &rs[k][i])
		}
	}
	aliases := make([]int, len(all))
	for i := range aliases {
		aliases[i] = i + 1
	}
	if setup != nil {
		Shuffle(setup, len(aliases), func(i, j int) { aliases[i], aliases[j] = aliases[j], aliases[i] })
	}
	for i, u := range all {
		u.Alias = aliases[i]
	}
	return r
}

// SetupUnits is a copy of the set-up units, in set-up order.
func (r *Roster) SetupUnits() Units { return r.Setup.Clone() }

// Arriving is a copy of the units arriving on turn (an index into
// s.Turns.Names), in the scenario's order, at their placements.
func (r *Roster) Arriving(turn int) Units {
	var out Units
	for k, t := range r.turns {
		if t == turn {
			out = append(out, r.Reinforcements[k].Clone()...)
		}
	}
	return out
}

// Shuffle permutes n elements at random with swap, drawing only through
// r.Uint64, so the same generator state gives the same permutation in every
// Go release (a Fisher-Yates shuffle with an unbiased reduction of our
// own; rand.Rand.Shuffle makes no such promise). Set-up draws use it.
func Shuffle(r *rand.Rand, n int, swap func(i, j int)) {
	for i := n - 1; i > 0; i-- {
		swap(i, int(uniform(r, uint64(i)+1)))
	}
}

// uniform is a value in 0..n-1 by rejection sampling (no modulo bias).
func uniform(r *rand.Rand, n uint64) uint64 {
	limit := ^uint64(0) - (^uint64(0)%n+1)%n
	for {
		if v := r.Uint64(); v <= limit {
			return v % n
		}
	}
}

// SetupUnits are the units scenario s starts with, in set-up order, with
// their instance IDs (see Unit), steps and hidden flags, and aliases in
// scenario order (NewRoster with no draw): for tools and tests. A game's
// module builds its units with NewRoster and its set-up randomness.
func SetupUnits(s *scenarios.Scenario) Units { return NewRoster(s, nil).Setup }

// ReinforcementsFor are the units arriving on turn (an index into
// s.Turns.Names), in the scenario's order, at their placements, with
// aliases as SetupUnits gives them.
func ReinforcementsFor(s *scenarios.Scenario, turn int) Units {
	return NewRoster(s, nil).Arriving(turn)
}

// scenarioUnits builds every unit of s: the set-up units and, per
// reinforcement entry, its units.
func scenarioUnits(s *scenarios.Scenario) (Units, []Units) {
	ordinal := map[string]int{}
	make1 := func(p *scenarios.Placement) Units {
		side := ""
		if sd := s.Counters.SideOf(p.Unit); sd != nil {
			side = sd.ID
		}
		out := make(Units, 0, p.Count)
		for range p.Count {
			ordinal[p.Unit.ID]++
			out = append(out, Unit{
				ID:     p.Unit.ID + "/" + strconv.Itoa(ordinal[p.Unit.ID]),
				Type:   p.Unit.ID,
				Side:   side,
				Nation: p.Unit.Nation,
				Loc:    PlacementLocation(p),
				Step:   p.Step,
				Hidden: p.Hidden,
			})
		}
		return out
	}
	var setup Units
	for _, p := range s.Setup {
		setup = append(setup, make1(p)...)
	}
	rs := make([]Units, len(s.Reinforcements))
	for i, r := range s.Reinforcements {
		rs[i] = make1(&r.Placement)
	}
	return setup, rs
}

// TypeOf is u's counter type in s's counters, or nil.
func TypeOf(s *scenarios.Scenario, u *Unit) *counters.Unit { return s.Counters.Unit(u.Type) }

// StepCount is the number of steps of u's type (0 when the type is unknown).
func StepCount(s *scenarios.Scenario, u *Unit) int {
	if t := TypeOf(s, u); t != nil {
		return len(t.Steps)
	}
	return 0
}

// CurrentStep is the catalogue step u is at, and false when its type or
// step is unknown.
func CurrentStep(s *scenarios.Scenario, u *Unit) (counters.Step, bool) {
	t := TypeOf(s, u)
	if t == nil || u.Step < 0 || u.Step >= len(t.Steps) {
		return counters.Step{}, false
	}
	return t.Steps[u.Step], true
}

// Values are u's values at its current step ("combat", "move"...), a copy
// the caller may change; nil when its type or step is unknown.
func Values(s *scenarios.Scenario, u *Unit) map[string]int {
	st, ok := CurrentStep(s, u)
	if !ok {
		return nil
	}
	return maps.Clone(st.Values)
}

// Value is u's value called name at its current step (0, false when it has
// none).
func Value(s *scenarios.Scenario, u *Unit, name string) (int, bool) {
	st, ok := CurrentStep(s, u)
	if !ok {
		return 0, false
	}
	return st.Value(name)
}

// Describe names u for people and the log: "ger-inf/3 (German infantry
// corps, reduced)". It shows the type, so do not use it for a unit hidden
// from someone who reads the text.
func Describe(s *scenarios.Scenario, u *Unit) string {
	t := TypeOf(s, u)
	if t == nil {
		return u.ID
	}
	if st, ok := CurrentStep(s, u); ok && u.Step > 0 {
		label := st.Label
		if label == "" {
			label = fmt.Sprintf("step %d", u.Step+1)
		}
		return fmt.Sprintf("%s (%s, %s)", u.ID, t.Name, label)
	}
	return fmt.Sprintf("%s (%s)", u.ID, t.Name)
}
