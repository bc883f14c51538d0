package scenarios

import (
	"fmt"
	"strings"
	"unicode/utf8"

	"sandtable/board"
	"sandtable/counters"
	"sandtable/internal/tomlfile"
	"sandtable/maps"
)

// Format is the value of the format key of a scenario file.
const Format = "sandtable-scenario"

// Default is the bundled scenario the program opens when told nothing else.
const Default = "vernian"

// Scenario is a loaded scenario with every reference resolved and checked.
// It is not changed after loading; callers must not change it either.
type Scenario struct {
	ID          string
	Name        string
	Description string
	Picture     string // hint for a picture to show with the scenario, may be empty
	Module      string // rules module, e.g. "freeplay"
	File        string // the file it was loaded from
	// Digest is the SHA-256 of the scenario's text and of every map and
	// counter set it uses: saves record it to notice changed data.
	Digest string

	// Text is the scenario file's text; the rules module reads its own
	// [rules] table from it (DecodeRules).
	Text []byte

	Maps       []*maps.Map           // in file order; the first is the default map
	Catalogues []*counters.Catalogue // in file order
	Counters   *counters.Catalogue   // every catalogue merged
	Sides      []*counters.Side      // in play order

	Options        []*Option
	Turns          Turns
	Setup          []*Placement
	Reinforcements []*Reinforcement
	Victory        []*Victory
}

// Option is a scenario option the players choose before play.
type Option struct {
	ID          string
	Name        string
	Description string
	Default     any   // bool, int or string
	Choices     []any // allowed values, of Default's type; empty means any
}

// Kind is "bool", "int" or "string", the type of the option's values.
func (o *Option) Kind() string {
	switch o.Default.(type) {
	case bool:
		return "bool"
	case int:
		return "int"
	}
	return "string"
}

// Turns is the turn track.
type Turns struct {
	Names        []string // one per turn, in order ("A".."H", or "1".."10")
	Label        string   // what a turn is called, e.g. "Strategic Turn"
	SubTurns     int      // sub-turns in each turn (e.g. operational turns), 0 for none
	SubTurnLabel string   // what a sub-turn is called
}

// Count is the number of turns.
func (t Turns) Count() int { return len(t.Names) }

// Title is turn name as people read it: the label and the name when the
// name is a code ("Strategic Turn A", "Turn 3"), the name alone when it
// already says what it is ("Week 1" with label "Week", "Assault").
func (t Turns) Title(name string) string { return TurnTitle(t.Label, name) }

// TurnTitle is Turns.Title for a track labelled label ("Turn" when empty).
// A name is a code when it is all digits or at most two characters long.
func TurnTitle(label, name string) string {
	if label == "" {
		label = "Turn"
	}
	if name == "" {
		return label
	}
	if n := len(label); len(name) > n && strings.EqualFold(name[:n], label) && name[n] == ' ' || strings.EqualFold(name, label) {
		return name
	}
	digits := name != ""
	for _, r := range name {
		digits = digits && r >= '0' && r <= '9'
	}
	if digits || utf8.RuneCountInString(name) <= 2 {
		return label + " " + name
	}
	return name
}

// Placement puts counters of one unit type on a cell or in a box.
type Placement struct {
	Unit   *counters.Unit
	Count  int       // how many counters
	Map    *maps.Map // the map of the cell or box
	Cell   board.Cell
	Box    *maps.Box // nil when on a cell
	Hidden bool      // face down / block turned away
	Step   int       // index in Unit.Steps: 0 is full strength
	Note   string
}

// Where names the placement's location for people: "W0303 (test-hex-flat)"
// or "box allied-reserve (test-hex-flat)".
func (p *Placement) Where() string {
	if p.Box != nil {
		return fmt.Sprintf("box %s (%s)", p.Box.ID, p.Map.ID)
	}
	return fmt.Sprintf("%s (%s)", p.Map.Label(p.Cell), p.Map.ID)
}

// Reinforcement is a placement that arrives on a given turn.
type Reinforcement struct {
	Turn int // index in Turns.Names
	Placement
}

// Victory is a victory condition, kept as data for the rules module.
type Victory struct {
	ID     string
	Name   string
	Side   *counters.Side
	Kind   string // from VictoryKinds
	Map    *maps.Map
	Places []*maps.Place
	Cells  []board.Cell // on Map
	Units  []*counters.Unit
	Count  int
	VP     int
	Turn   int // index in Turns.Names, -1 for the end of the game
	Note   string
}

// VictoryKinds are the kinds of victory condition.
var VictoryKinds = []string{"control_cells", "control_places", "eliminate", "vp_threshold", "sudden_death", "other"}

// DecodeRules fills v (a pointer to the module's struct of tables) from
// the scenario's [rules] table, strictly: unknown keys and wrong types are
// errors naming the scenario file, line and key ("rules.crt.columns").
// Without a [rules] table v is left as it is, so a module sets its
// defaults first.
func (s *Scenario) DecodeRules(v any) error {
	_, err := tomlfile.DecodeTable(s.File, s.Text, "rules", v)
	return err
}

// RulesErrorf is an error about the value at path of the [rules] table
// ("rules.crt.rows[2]"), positioned in the scenario file, for a module's
// checks after DecodeRules.
func (s *Scenario) RulesErrorf(path, format string, args ...any) error {
	return tomlfile.NewDoc(s.File, s.Text).Errorf(path, format, args...)
}

// Map finds one of the scenario's maps by ID.
func (s *Scenario) Map(id string) *maps.Map {
	for _, m := range s.Maps {
		if m.ID == id {
			return m
		}
	}
	return nil
}

// Option finds an option by ID.
func (s *Scenario) Option(id string) *Option {
	for _, o := range s.Options {
		if o.ID == id {
			return o
		}
	}
	return nil
}

// Summary is a one-line description for "sandtable check": scenario
// "Test flat hex" (2 maps, 1 catalogue, 2 sides, 12 counters set up, 2
// reinforcements, 8 turns).
func (s *Scenario) Summary() string {
	n := 0
	for _, p := range s.Setup {
		n += p.Count
	}
	return fmt.Sprintf("scenario %q (%s, %s, %s, %s set up, %s, %s)", s.Name,
		plural(len(s.Maps), "map"), plural(len(s.Catalogues), "catalogue"), plural(len(s.Sides), "side"),
		plural(n, "counter"), plural(len(s.Reinforcements), "reinforcement"), plural(s.Turns.Count(), "turn"))
}

func plural(n int, what string) string {
	if n == 1 {
		return "1 " + what
	}
	return fmt.Sprintf("%d %ss", n, what)
}

// trimPkg drops a "maps: " or "counters: " prefix from an error text that
// goes into a positioned error.
func trimPkg(err error) string {
	s := err.Error()
	for _, p := range []string{"maps: ", "counters: ", "scenarios: "} {
		s = strings.TrimPrefix(s, p)
	}
	return s
}
