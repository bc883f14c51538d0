package rules

import (
	"fmt"
	"math/rand/v2"
	"sort"
	"sync"

	"sandtable/scenarios"
)

// Module is one rule system ("freeplay", "vernian"...): it sets up a game's
// starting state from a scenario.
type Module interface {
	// ID is the name scenarios use in their module key.
	ID() string
	// Name is the rule system's name for people.
	Name() string
	// New builds the starting state. opts holds every scenario option, at its
	// default unless the players chose otherwise.
	//
	// setup is the game's set-up randomness: what the module must draw once
	// and keep secret from the players, such as the aliases of hidden units
	// (NewRoster draws them). NewGame derives it from the game's seed, apart
	// from the dice (drawing from it changes no roll), so a replay or a
	// loaded save sets up exactly the same game. Draw from it only inside
	// New, and only through Uint64 (or helpers built on it, like NewRoster
	// and Shuffle): Rand's other methods (IntN, Perm, Shuffle) are not
	// promised to give the same values in every Go release, and a different
	// draw would make old saves name the wrong units. A nil setup (tests,
	// tools) means no draw: aliases follow the scenario's order.
	New(s *scenarios.Scenario, opts Options, setup *rand.Rand) (State, error)
}

// State is a module's game state. The engine only ever changes it through
// Apply, and only with an action Check accepted; it applies to a Clone, so
// a failed Apply leaves the game as it was.
//
// Legality is membership: Check(a) must return nil exactly when a is in
// Legal(a.Side) (the property tests hold every module to this); Check exists
// because it is much cheaper than building the whole list on replay.
type State interface {
	// Legal lists every legal action of side now; empty when side may not act.
	Legal(side string) []Action
	// Check returns nil if a is legal now, else a *Refusal citing the rule.
	Check(a Action) error
	// Apply performs a legal action, rolling dice and logging through ctx.
	Apply(a Action, ctx *Context) error
	// Clone is a deep copy that shares nothing mutable with the original.
	Clone() State
	// Status is the turn, phase, who acts, the phase checklist and the result.
	Status() Status
	// View is what side may see (hidden units anonymised); "" is the
	// referee's view of everything.
	//
	// Hidden units must not be named by anything that gives them away:
	// unit ids made from the counter type ("ger-inf/2") would, and actions,
	// the log and views are seen by every side. Modules name a face-down
	// unit by an alias such as "hidden:7" (see Units.Ref), drawn at random
	// for each game, until revealed; and they list units (in views, in
	// Legal, in log lines naming several) in an order that does not give a
	// hidden unit's set-up position away (see Units.ListOrder).
	View(side string) View
}

// Options are a game's scenario options by id: bool, int or string values.
type Options map[string]any

// DefaultOptions are the scenario's options at their defaults.
func DefaultOptions(s *scenarios.Scenario) Options {
	o := Options{}
	for _, opt := range s.Options {
		o[opt.ID] = opt.Default
	}
	return o
}

// Bool is option id as a bool (false when unset or not a bool).
func (o Options) Bool(id string) bool { v, _ := o[id].(bool); return v }

// Int is option id as an int (0 when unset or not an int).
func (o Options) Int(id string) int { v, _ := o[id].(int); return v }

// String is option id as a string ("" when unset or not a string).
func (o Options) String(id string) string { v, _ := o[id].(string); return v }

// Status is where the game stands.
type Status struct {
	Turn      int         `json:"turn"`                // index into the scenario's turn names
	TurnName  string      `json:"turn_name"`           // "A", "3"
	SubTurn   int         `json:"sub_turn"`            // operational turn within the turn, from 0
	SubTurns  int         `json:"sub_turns,omitempty"` // sub-turns in this turn when the module decides (an option), else 0: the scenario's
	Phase     string      `json:"phase"`               // phase id
	PhaseName string      `json:"phase_name"`          // "Ground Movement Phase"
	Active    []string    `json:"active"`              // sides that may act now
	Checklist []CheckItem `json:"checklist"`           // what the phase still asks for
	Over      bool        `json:"over"`                // the game has ended
	Result    string      `json:"result,omitempty"`    // who won and why, or "draw: ..."
	// Decision is a choice the rules leave to a player that the game waits
	// for now (which unit takes a step loss, which unit is pushed out...),
	// nil when none. While it is pending, Active is its side and Legal of
	// that side lists exactly the choices.
	Decision *Decision `json:"decision,omitempty"`
	// Prompt is what the acting side is asked to do now, in a player's
	// words ("Announce artillery fire, then end the phase"); a decision's
	// prompt while one waits. "" when the module says nothing. The
	// window's phase panel shows it to the side acting, above the
	// checklist.
	Prompt string `json:"prompt,omitempty"`
}

// Decision is a choice the rules give one side, asked for now: "Where the
// rules give a player a choice (losses, retreats, who advances), the player
// makes it." The module lists the choices as that side's legal actions;
// the window asks for one in a dialog with Default preselected, and a
// script answers with one of the actions (or, with play --defaults, the
// default).
type Decision struct {
	Side   string `json:"side"`
	Prompt string `json:"prompt"` // for people: "Choose the unit at W0506 that takes step loss 1 of 2"
	Rule   string `json:"rule"`   // the rule that gives the choice, e.g. "000 Tanks (c)"
	// Default is the choice the game suggests (and makes itself when
	// losses are automatic): one of the legal actions.
	Default Action `json:"default"`
}

// CheckItem is one line of a phase's checklist.
type CheckItem struct {
	Text     string `json:"text"`
	Done     bool   `json:"done"`
	Required bool   `json:"required"` // the phase cannot end until it is done
}

// View is a side's picture of the game, for the UI, the bot and JSON.
type View struct {
	Side    string         `json:"side"` // "" for the referee's view
	Status  Status         `json:"status"`
	Units   []UnitView     `json:"units"`
	Control []ControlView  `json:"control,omitempty"`
	VP      map[string]int `json:"vp,omitempty"`
	Notes   []string       `json:"notes,omitempty"`
	// Sides is each side's data by side id (money, a hand, VP...), each
	// entry with its audience; a side's view holds only what it may see
	// (see SetSide and View.For).
	Sides map[string]SideData `json:"sides,omitempty"`
}

// UnitView is one counter as a side sees it. A hidden enemy unit shows only
// its nationality and location: Type, Step and Values are empty (and Flags
// and Turned, unless the module lets the enemy see them).
type UnitView struct {
	ID     string `json:"id"`
	Type   string `json:"type,omitempty"`
	Nation string `json:"nation"`
	Side   string `json:"side"`
	Map    string `json:"map"`
	Cell   string `json:"cell,omitempty"` // label, "" when in a box
	Box    string `json:"box,omitempty"`
	// Aboard is the carrier's reference (as this side's view names it)
	// when the unit is aboard another; Map, Cell and Box are then the
	// carrier's place. The window lists it under its carrier, not as a
	// counter of its own.
	Aboard string         `json:"aboard,omitempty"`
	Step   int            `json:"step"`
	Steps  int            `json:"steps,omitempty"`
	Hidden bool           `json:"hidden,omitempty"`
	Supply string         `json:"supply,omitempty"`
	Values map[string]int `json:"values,omitempty"`
	// Print is the counter's printed factors as they stand now, for a
	// module whose units' values change one by one (Green Fields'
	// morale-experience-strength); "" draws the catalogue step's print.
	Print string `json:"print,omitempty"`
	// Tag is a short mark the counter shows in its corner ("Sup" for a
	// suppressed unit), "" for none; Flags say it in words.
	Tag   string   `json:"tag,omitempty"`
	Flags []string `json:"flags,omitempty"`
	// Turned shows the counter turned on its side, for a status the
	// rules mark by turning the counter (out of gas in A&A North Africa);
	// the module says what it means in Flags words. Like Tag, the module
	// sets it only where the viewer may see the status: a unit whose
	// Flags a side's view leaves out (a face-down enemy unit) is not
	// Turned in that view (rulestest's window contract holds modules to
	// this: a Turned unit has Flags).
	Turned bool `json:"turned,omitempty"`
	// HiddenText says what Hidden means for this unit in this game, for
	// the stack panel ("not identified by the enemy: ..."); "" is the
	// engine's "face down (the other side sees only its nation)".
	HiddenText string `json:"hidden_text,omitempty"`
}

// ControlView is who controls a cell.
type ControlView struct {
	Map  string `json:"map"`
	Cell string `json:"cell"`
	Side string `json:"side"`
}

var (
	modulesMu sync.RWMutex
	modules   = map[string]Module{}
)

// Register makes a module available by its ID; modules call it from init.
// Registering an ID twice panics (a programming error).
func Register(m Module) {
	modulesMu.Lock()
	defer modulesMu.Unlock()
	if _, dup := modules[m.ID()]; dup {
		panic("rules: module " + m.ID() + " registered twice")
	}
	modules[m.ID()] = m
}

// Lookup finds a registered module.
func Lookup(id string) (Module, error) {
	modulesMu.RLock()
	defer modulesMu.RUnlock()
	if m, ok := modules[id]; ok {
		return m, nil
	}
	return nil, fmt.Errorf("rules: no rules module %q (have: %v)", id, moduleIDs())
}

// Modules lists the registered module IDs, sorted.
func Modules() []string {
	modulesMu.RLock()
	defer modulesMu.RUnlock()
	return moduleIDs()
}

func moduleIDs() []string {
	ids := make([]string, 0, len(modules))
	for id := range modules {
		ids = append(ids, id)
	}
	sort.Strings(ids)
	return ids
}
