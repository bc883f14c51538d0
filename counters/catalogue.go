package counters

import (
	"fmt"
	"image/color"
	"slices"
	"sort"
	"strconv"
	"strings"

	"sandtable/internal/tomlfile"
)

// Format is the value of the format key of a catalogue file.
const Format = "sandtable-counters"

// Catalogue is a loaded, checked set of counter types. It is not changed
// after loading; callers must not change it either.
type Catalogue struct {
	ID          string
	Name        string
	Description string
	File        string // the file it was loaded from
	Digest      string // SHA-256 of the file's text, hex
	Sides       []*Side
	Nations     []*Nation
	Units       []*Unit
	Markers     []*Marker

	doc *tomlfile.Doc
}

// Side is one side of the game; the scenario orders sides for play.
type Side struct {
	ID    string
	Name  string
	Color color.RGBA // for the side's panels and control markers
}

// Nation is a nationality: its counters' colours and its side.
type Nation struct {
	ID          string
	Name        string
	Side        string // side ID
	Color       color.RGBA
	TextColor   color.RGBA
	StripeColor *color.RGBA // nil when the nation's counters have no stripe
}

// Unit is a counter type.
type Unit struct {
	ID     string
	Name   string
	Nation string      // nation ID
	Kind   string      // from UnitKinds, picks the NATO-style symbol
	Size   string      // from UnitSizes; "" for none
	Stripe *color.RGBA // stripe across this counter, nil for none (else the nation's)
	Back   string      // free note on the back, e.g. "crack"
	// Code is the reinforcement code printed on the counter, such as "B",
	// "O" or "+3": 1 to 4 printable characters without spaces; "" for none.
	// Loading only checks it; rules modules and scenarios give it meaning.
	Code  string
	Count int    // how many are in the counter mix
	Steps []Step // first full strength, then each reduction
}

// Step is one strength of a unit: what is printed and what it is worth.
type Step struct {
	Print  string         // printed factors, e.g. "5-3"
	Values map[string]int // named values, e.g. attack, defense, move
	Keys   []string       // the value names in print order
	Label  string         // e.g. "reduced"
}

// Value is the step's value called name, and whether it has one.
func (s Step) Value(name string) (int, bool) {
	v, ok := s.Values[name]
	return v, ok
}

// Marker is a marker type: control, trench level, storm, shell holes...
type Marker struct {
	ID        string
	Name      string
	Kind      string // from MarkerKinds
	Side      string // owning side ID, "" for none
	Nation    string // owning nation ID, "" for none
	Color     color.RGBA
	TextColor color.RGBA
	Levels    int    // number of levels (trench 1-3); 0 when it has none
	Text      string // short text printed on it
}

// The documented value lists of catalogue files.
var (
	// UnitKinds are the unit kinds; each has its own symbol.
	UnitKinds = []string{
		"infantry", "mountain", "cavalry", "armor", "tank", "mechanized", "motorized",
		"artillery", "anti_tank", "anti_aircraft", "engineer", "paratroop", "marine",
		"militia", "hq", "supply", "fortress", "zeppelin", "flyer", "aircraft", "fighter",
		"bomber", "fleet", "submarine", "transport", "block", "other",
	}
	// UnitSizes are the unit size marks printed above the symbol.
	UnitSizes = []string{"●", "●●", "●●●", "I", "II", "III", "X", "XX", "XXX", "XXXX", "XXXXX"}
	// MarkerKinds are the marker kinds.
	MarkerKinds = []string{"control", "trench", "storm", "shell_holes", "gas", "supply", "fort",
		"entrenched", "disrupted", "out_of_supply", "turn", "vp", "other"}
	// valueOrder is where known value names go when a print is derived;
	// other names come after them and before move, alphabetically. Morale,
	// experience, strength is Green Fields' order (its table of troop
	// values).
	valueOrder = []string{"attack", "defense", "morale", "experience", "strength"}
)

// derivePrint spells a step's values as printed factors: attack, defense,
// morale, experience, strength, other values alphabetically, then move, joined by "-" ("5-4-3").
func derivePrint(values map[string]int) (string, []string) {
	var keys, rest []string
	for _, k := range valueOrder {
		if _, ok := values[k]; ok {
			keys = append(keys, k)
		}
	}
	for k := range values {
		if !slices.Contains(valueOrder, k) && k != "move" {
			rest = append(rest, k)
		}
	}
	sort.Strings(rest)
	keys = append(keys, rest...)
	if _, ok := values["move"]; ok {
		keys = append(keys, "move")
	}
	parts := make([]string, len(keys))
	for i, k := range keys {
		parts[i] = strconv.Itoa(values[k])
	}
	return strings.Join(parts, "-"), keys
}

// Side finds a side by ID.
func (c *Catalogue) Side(id string) *Side {
	for _, s := range c.Sides {
		if s.ID == id {
			return s
		}
	}
	return nil
}

// Nation finds a nation by ID.
func (c *Catalogue) Nation(id string) *Nation {
	for _, n := range c.Nations {
		if n.ID == id {
			return n
		}
	}
	return nil
}

// Unit finds a unit type by ID.
func (c *Catalogue) Unit(id string) *Unit {
	for _, u := range c.Units {
		if u.ID == id {
			return u
		}
	}
	return nil
}

// Marker finds a marker type by ID.
func (c *Catalogue) Marker(id string) *Marker {
	for _, m := range c.Markers {
		if m.ID == id {
			return m
		}
	}
	return nil
}

// SideOf is the side a unit type belongs to (through its nation); nil when
// unknown.
func (c *Catalogue) SideOf(u *Unit) *Side {
	if n := c.Nation(u.Nation); n != nil {
		return c.Side(n.Side)
	}
	return nil
}

// Summary is a one-line description for "sandtable check":
// counters "Test counters" (2 sides, 3 nations, 12 unit types, 60 counters, 5 markers).
func (c *Catalogue) Summary() string {
	n := 0
	for _, u := range c.Units {
		n += u.Count
	}
	return fmt.Sprintf("counters %q (%s, %s, %s, %s, %s)", c.Name, plural(len(c.Sides), "side"),
		plural(len(c.Nations), "nation"), plural(len(c.Units), "unit type"), plural(n, "counter"),
		plural(len(c.Markers), "marker"))
}

// Errorf makes an error positioned at a key of the catalogue's file, such
// as "unit[3].nation".
func (c *Catalogue) Errorf(path, format string, args ...any) *tomlfile.Error {
	if c.doc == nil {
		return &tomlfile.Error{File: c.File, Field: path, Msg: fmt.Sprintf(format, args...)}
	}
	return c.doc.Errorf(path, format, args...)
}

func plural(n int, what string) string {
	if n == 1 {
		return "1 " + what
	}
	return fmt.Sprintf("%d %ss", n, what)
}
